package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Template",type=string,expression="self.spec.template"
// +k8s:printerColumn:name="Micro",type=string,expression="self.spec.micro"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Template Template         `json:"template"`
	Micro    metav1.MicroTime `json:"micro"`
}

type Template struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image             string `json:"image"`
}
