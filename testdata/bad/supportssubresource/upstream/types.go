package upstream

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Ferry's replicas are a float.
//
// +k8s:supportsSubresource="/scale"
type Ferry struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FerrySpec `json:"spec,omitempty"`
}

type FerrySpec struct {
	Replicas float64 `json:"replicas,omitempty"`
}
