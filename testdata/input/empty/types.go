package empty

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Nothing has no markers.
type Nothing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
