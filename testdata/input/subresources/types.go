package subresources

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Batch uses every argument, with a template behind a pointer.
//
// +k8s:selectorGeneration:selector=".spec.pods",manualSelector=".spec.manual",template=".spec.podTemplate",uidLabel="example.com/uid",nameLabel="example.com/batch"
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.scaling.count",statusReplicasPath=".status.count",labelSelectorPath=".status.selector"
type Batch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BatchSpec   `json:"spec"`
	Status            BatchStatus `json:"status,omitempty"`
}

type BatchSpec struct {
	Pods        *metav1.LabelSelector `json:"pods,omitempty"`
	Manual      *bool                 `json:"manual,omitempty"`
	PodTemplate *Template             `json:"podTemplate,omitempty"`
	Scaling     *Scaling              `json:"scaling,omitempty"`
}

type Scaling struct {
	Count int64 `json:"count"`
}

type Template struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type BatchStatus struct {
	Count    *int32  `json:"count,omitempty"`
	Selector *string `json:"selector,omitempty"`
}

// LegacyBatch is an older version's kind.
//
// +k8s:selectorGeneration:autoSelector=".spec.auto"
type LegacyBatch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              LegacySpec `json:"spec"`
}

type LegacySpec struct {
	Auto *bool `json:"auto,omitempty"`
}
