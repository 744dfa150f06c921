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
// +k8s:printerColumn:name="Lines",type=string,
// +k8s:printerColumn:expression> self.spec.color == "" ?
// +k8s:printerColumn:expression>   "none" :
// +k8s:printerColumn:expression>   self.spec.colour + self.spec.shade
// +k8s:printerColumn:name="Quoted Lines",type=string,
// +k8s:printerColumn:expression> self.spec.color == "" ?
// +k8s:printerColumn:expression>     ” : self.spec.color
// +k8s:printerColumn:name="Constant",type=integer,expression=`self.spec.count > 1 && self.spec.count < int("a") ? 1 : 0`
// +k8s:printerRowCondition:type=Odd,reason=Odd,message="odd",
// +k8s:printerRowCondition:expression> has(self.spec.color) &&
// +k8s:printerRowCondition:expression>   self.spec.color.size() % 2 == "1"
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
