package columns

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Colour",type=string,jsonPath=".spec.colour"
// +k8s:printerColumn:name="NoDot",type=string,jsonPath="spec.color"
// +k8s:printerColumn:name="Broken",type=string,jsonPath=".spec.items[?(@.x"
// +k8s:printerColumn:name="ListField",type=string,jsonPath=".spec.items.name"
// +k8s:printerColumn:name="Count",type=integer,jsonPath=".spec.color"
// +k8s:printerColumn:name="WrongFilter",type=string,jsonPath=".spec.items[?(@.name==3)].name"
// +k8s:printerColumn:name="IndexStruct",type=string,jsonPath=".spec[0]"
// +k8s:printerColumn:name="name",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Twice",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Twice",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Both",type=string,jsonPath=".spec.color",expression="self.spec.color"
// +k8s:printerColumn:name="Neither",type=string
// +k8s:printerColumn:name="BadType",type=text,jsonPath=".spec.color"
// +kubebuilder:printcolumn:name="BadFormat",type=string,format=name,JSONPath=".spec.color"
// +k8s:printerColumn:name="BadPriority",type=string,priority=-1,jsonPath=".spec.color"
// +k8s:printerColumn:type=string,jsonPath=".spec.color"
// +kubebuilder:printcolumn:name="KB",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Flag",type=boolean,jsonPath=".spec.count"
// +k8s:printerColumn:name="When",type=date,jsonPath=".spec.count"
// +k8s:printerColumn:name="Name",type=string,format=name,jsonPath=".metadata.name",nameColumn=true
// +k8s:printerColumn:name="Named",type=string,jsonPath=".spec.color",nameColumn=true
// +k8s:printerColumn:name="AnyPath",type=string,cellType=any,jsonPath=".spec.color"
// +k8s:printerColumn:name="NotBool",type=string,jsonPath=".spec.color",nameColumn=yes
// +k8s:printerColumn:name="NoReason",type=string,jsonPath=`.spec.items[?(@.reason=="")].name`
// +kubebuilder:printcolumn:name="KBExpression",type=string,expression="self.spec.color"
// +k8s:printerColumn:name="ByNumber",type=string,jsonPath=".spec.byNumber.1"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumn:name="Color",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp",cellOnly=true
// +k8s:printerColumn:name="Late",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Both",type=string,jsonPath=".metadata.name",nameColumn=true,cellOnly=true
type CellOnly struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnVariable:name=color,expression="self.spec.color"
// +k8s:printerRowOrder:expression="self.spec.items"
// +k8s:printerRowOrder:expression="variables.color"
// +k8s:printerRowOrder:expression="self.spec.color.matches('^r')"
// +k8s:printerRowOrder:expression="self.spec.colour"
// +k8s:printerRowOrder:expression="self.spec.count"
// +k8s:printerRowCondition:reason=Counted,expression="self.spec.count"
// +k8s:printerRowCondition:reason=Colored,expression="variables.color == 'red'"
// +k8s:printerRowCondition:reason=Maybe,expression="self.spec.color.matches('^r')"
// +k8s:printerHeaders=Sometimes
type Ordered struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Color string `json:"color"`
	Count int32  `json:"count"`
	Items []Item `json:"items"`
	// ByNumber has keys that are no strings.
	ByNumber map[int32]string `json:"byNumber,omitempty"`
}

type Item struct {
	Name   string `json:"name"`
	Reason string `json:"reason,omitempty"`
}
