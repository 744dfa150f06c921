package variables

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumnVariable:name=1x,expression="self.spec.color"
// +k8s:printerColumnVariable:name=in,expression="self.spec.color"
// +k8s:printerColumnVariable:name=color,expression="self.spec.color"
// +k8s:printerColumnVariable:name=color,expression="self.spec.count"
// +k8s:printerColumnVariable:name=noExpression
// +k8s:printerColumn:name="Color",type=string,expression="variables.color"
type Names struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnVariable:name=colour,expression="self.spec.colour"
// +k8s:printerColumn:name="Colour",type=string,expression="variables.colour"
// +k8s:printerColumnVariable:name=shade,
// +k8s:printerColumnVariable:expression> has(self.spec.color) ?
// +k8s:printerColumnVariable:expression>   self.spec.color :
// +k8s:printerColumnVariable:expression>   self.spec.shade
type Typo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnVariable:name=first,expression="variables.second + 1"
// +k8s:printerColumnVariable:name=second,expression="self.spec.count"
// +k8s:printerColumn:name="First",type=integer,expression="variables.first"
type Forward struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnVariable:name=count,expression="self.spec.count"
// +k8s:printerColumn:name="Count",type=integer,expression="variables.count"
// +k8s:printerColumn:name="Total",type=integer,expression="variables.total"
// +k8s:printerColumn:name="Flag",type=boolean,expression="variables.count"
type Undeclared struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnListVariable:name=total,expression="items.map(i, i.spec.count).sum()"
// +k8s:printerColumnVariable:name=total,expression="self.spec.count"
// +k8s:printerColumn:name="Total",type=integer,expression="variables.total"
type ListClash struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnListVariable:name=mine,expression="self.spec.count"
// +k8s:printerColumn:name="Mine",type=integer,expression="variables.mine"
type ListSelf struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnListVariable:name=objects,expression="items.filter(i, i.spec.color.matches('^r'))"
// +k8s:printerColumnListVariable:name=total,expression="items.map(i, i.spec.count).sum()"
// +k8s:printerColumnVariable:name=colorOr,expression="self.spec.color.matches('^r') ? variables.total : 0"
// +k8s:printerColumn:name="Share",type=integer,expression="self.spec.color.matches('^r') ? variables.total : 1"
// +k8s:printerColumn:name="Color",type=integer,expression="variables.colorOr"
// +k8s:printerColumn:name="Objects",type=integer,expression="size(variables.objects)"
type ListOnCELGo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// A wrong variable hides only what reads a variable: the other variables,
// columns, row conditions and row order keys are checked all the same.
// +k8s:printerColumnVariable:name=shade,expression="self.spec.shade"
// +k8s:printerColumnVariable:name=doubled,expression="variables.shade + variables.shade"
// +k8s:printerColumnVariable:name=half,expression="self.spec.count / 2.0"
// +k8s:printerColumnVariable:name=fine,expression="self.spec.count"
// +k8s:printerColumn:name="Shade",type=string,expression="variables.shade"
// +k8s:printerColumn:name="Count",type=string,expression="self.spec.count"
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
// +k8s:printerRowCondition:reason=Red,message="Red.",expression="self.spec.color"
// +k8s:printerRowOrder:expression="variables.fine"
type Independent struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnListVariable:name=colours,expression="items.map(i, i.spec.colour)"
// +k8s:printerColumnListVariable:name=count,expression="size(items) + 'x'"
// +k8s:printerColumnListVariable:name=colors,expression="variables.colours"
// +k8s:printerColumnVariable:name=color,expression="self.spec.color + 1"
// +k8s:printerColumn:name="Color",type=string,expression="self.spec.color + 2"
type ListIndependent struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:printerColumnVariable:name=9lives,expression="self.spec.lives"
// +k8s:printerColumn:name="Color",type=integer,expression="self.spec.color"
type NameAndMore struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Color string `json:"color"`
	Count int32  `json:"count"`
}
