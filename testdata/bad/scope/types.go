package scope

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient:nonNamespaced
// +k8s:schema:scope=Namespaced
type Contradiction struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
