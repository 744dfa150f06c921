package cel

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Syntax",type=string,expression="self.spec.color +"
// +k8s:printerColumn:name="Unknown",type=string,expression="self.spec.colour"
// +k8s:printerColumn:name="Result",type=integer,expression="self.spec.color"
// +k8s:printerColumn:name="Flag",type=boolean,expression="self.spec.count + 1"
// +k8s:printerColumn:name="Cost",type=boolean,expression="self.spec.items.exists(i, i.name.matches('^x'))"
// +k8s:printerColumn:name="Global",type=string,expression=`format("%s/%s", self.spec.color, self.spec.color)`
// +k8s:printerColumn:name="Metadata",type=string,expression="self.metadata.namespace"
// +k8s:printerColumn:name="Quote",type=string,expression="self.spec.color == ” ? 'none' : self.spec.color"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Color string `json:"color"`
	Count int32  `json:"count"`
	Items []Item `json:"items"`
}

type Item struct {
	Name string `json:"name"`
}
