package supportssubresource

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Crane has both subresources by the hint, with a CRD's string selector in
// status; /approval is validation-gen's alone and not read.
//
// +k8s:supportsSubresource="/status"
// +k8s:supportsSubresource="/scale"
// +k8s:supportsSubresource="/approval"
type Crane struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   CraneSpec   `json:"spec,omitempty"`
	Status CraneStatus `json:"status,omitempty"`
}

type CraneSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

type CraneStatus struct {
	Replicas int32  `json:"replicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

type CraneList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Crane `json:"items"`
}

// Winch has the hint and its own scale marker, which is what counts.
//
// +k8s:supportsSubresource="/scale"
// +k8s:subresource:scale:specReplicasPath=".spec.count"
type Winch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WinchSpec `json:"spec,omitempty"`
}

type WinchSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
	Count    int32 `json:"count,omitempty"`
}

type WinchList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Winch `json:"items"`
}
