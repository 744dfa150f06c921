package subresources

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".status.replicas",statusReplicasPath=".spec.replicas",labelSelectorPath=".metadata.name"
type NoStatus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:subresource:scale:specReplicasPath=".spec.name",statusReplicasPath=".status.ratio",labelSelectorPath=".spec.replicas"
type WrongTypes struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec   `json:"spec"`
	Status            Status `json:"status"`
}

// +k8s:subresource:scale:statusReplicasPath=".status.replicas"
// +kubebuilder:subresource:scale:specpath=.spec.replicas
type MissingSpecPath struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec   `json:"spec"`
	Status            Status `json:"status"`
}

// +k8s:selectorGeneration:selector=".spec.name",manualSelector=".spec.replicas",template=".spec.pod",uidLabel="bad key!"
type BadSelectorGeneration struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:selectorGeneration
type NoSelectorFields struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:selectorGeneration:autoSelector=".spec.manual",uidLabel="x"
type BadAutoSelector struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:selectorGeneration:autoSelector=".spec.replicas"
type AutoSelectorNotBool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Replicas *int32 `json:"replicas,omitempty"`
	Name     string `json:"name"`
	Manual   *bool  `json:"manual,omitempty"`
	Pod      Pod    `json:"pod"`
}

type Pod struct {
	Image string `json:"image"`
}

type Status struct {
	Replicas int32   `json:"replicas"`
	Ratio    float64 `json:"ratio"`
}

// Scale declared in both dialects.
//
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.replicas"
type TwiceScaled struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              TwiceSpec   `json:"spec"`
	Status            TwiceStatus `json:"status"`
}

type TwiceSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

type TwiceStatus struct {
	Replicas int32 `json:"replicas"`
}
