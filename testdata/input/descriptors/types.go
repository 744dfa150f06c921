package descriptors

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Policy: resource names derived as Kubernetes guesses them (policies,
// policy); spec.tier indexed and the trigger, declared with KEP-5975's
// spelling on the member.
type Policy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PolicySpec `json:"spec"`
}

type PolicySpec struct {
	// +k8s:selectableField:trigger=true
	Tier string `json:"tier"`
	// +k8s:selectableField:indexed=true,default="none"
	Owner *string `json:"owner,omitempty"`
}

type PolicyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Policy `json:"items"`
}

// Gateway is declared with kubebuilder markers: its resource names come
// from +kubebuilder:resource, its field from +kubebuilder:selectablefield,
// and +k8s:schema:index indexes that field, with a trigger (a watch that
// selects one class is sent only that class's events).
//
// +kubebuilder:resource:path=gways,singular=gway,scope=Cluster
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas
// +kubebuilder:selectablefield:JSONPath=".spec.class"
// +k8s:schema:index:field="spec.class",trigger=true
type Gateway struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GatewaySpec   `json:"spec"`
	Status            GatewayStatus `json:"status,omitempty"`
}

type GatewaySpec struct {
	Class    string `json:"class"`
	Replicas *int32 `json:"replicas,omitempty"`
}

type GatewayStatus struct {
	Replicas int32 `json:"replicas"`
}

// Status is an irregular plural, overridden with +k8s:resource.
//
// +k8s:resource:path=statuses,singular=status,shortNames=st;sts,categories=all
// +selectable-gen=true
type Status struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
