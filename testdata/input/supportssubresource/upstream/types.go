package upstream

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Hoist is like apps/v1 Deployment: its selector is a LabelSelector in
// spec.
//
// +k8s:supportsSubresource="/scale"
// +k8s:supportsSubresource="/status"
type Hoist struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   HoistSpec   `json:"spec,omitempty"`
	Status HoistStatus `json:"status,omitempty"`
}

type HoistSpec struct {
	Replicas *int32                `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
}

type HoistStatus struct {
	Replicas int32 `json:"replicas"`
}

type HoistList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Hoist `json:"items"`
}

// Pulley is like core/v1 ReplicationController: its selector is a label
// map, and it has no status replicas.
//
// +k8s:supportsSubresource="/scale"
type Pulley struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec PulleySpec `json:"spec,omitempty"`
}

type PulleySpec struct {
	Replicas int32             `json:"replicas"`
	Selector map[string]string `json:"selector,omitempty"`
}

type PulleyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Pulley `json:"items"`
}
