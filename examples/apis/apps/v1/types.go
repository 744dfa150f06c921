package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
)

// ReplicaSet mirrors apps/v1 ReplicaSet. Its pod template is a nested
// object: the PodSpec markers of core/v1 do not apply to it.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ReplicaSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ReplicaSetSpec   `json:"spec,omitempty"`
	Status ReplicaSetStatus `json:"status,omitempty"`
}

// ReplicaSetSpec mirrors apps/v1 ReplicaSetSpec.
type ReplicaSetSpec struct {
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
	// +optional
	MinReadySeconds int32                  `json:"minReadySeconds,omitempty"`
	Selector        *metav1.LabelSelector  `json:"selector"`
	Template        corev1.PodTemplateSpec `json:"template,omitempty"`
}

// ReplicaSetStatus mirrors apps/v1 ReplicaSetStatus.
type ReplicaSetStatus struct {
	// +k8s:schema:selectableField
	Replicas int32 `json:"replicas"`
	// +optional
	ReadyReplicas int32 `json:"readyReplicas,omitempty"`
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`
}

// ReplicaSetList mirrors apps/v1 ReplicaSetList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ReplicaSetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ReplicaSet `json:"items"`
}
