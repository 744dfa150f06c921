package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Created",type=string,jsonPath=".metadata.creationTimestamp"
// +k8s:printerColumn:name="When",type=string,jsonPath=".spec.when"
// +k8s:printerColumn:name="Since",type=string,jsonPath=".spec.since"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	When  metav1.Time `json:"when"`
	Since metav1.Time `json:"since,omitempty"`
}
