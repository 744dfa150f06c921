package supportssubresource

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Barge has no .spec.replicas.
//
// +k8s:supportsSubresource="/scale"
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BargeSpec `json:"spec,omitempty"`
}

type BargeSpec struct {
	Count int32 `json:"count,omitempty"`
}

// Raft counts its replicas in a string in status.
//
// +k8s:supportsSubresource="/scale"
type Raft struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   RaftSpec   `json:"spec,omitempty"`
	Status RaftStatus `json:"status,omitempty"`
}

type RaftSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
}

type RaftStatus struct {
	Replicas string `json:"replicas,omitempty"`
}
