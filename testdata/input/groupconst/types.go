package groupconst

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +selectable-gen=true
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
