package indexes

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Two triggers: the watch cache takes one.
//
// +k8s:schema:selectableField:jsonPath=".spec.color",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.size",trigger=true
type TwoTriggers struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// An index on a field that is not selectable, one without a field, and
// a bad value.
//
// +k8s:schema:selectableField:jsonPath=".spec.color",indexed=maybe
// +k8s:schema:selectableField:jsonPath=".spec.size"
// +k8s:printerColumn:name="Color",type=string,jsonPath=".spec.color"
// +k8s:schema:index:field="spec.name"
// +k8s:schema:index:trigger=true
type NotSelectable struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// One field in both spellings, and resource names a CRD would reject.
//
// +k8s:schema:selectableField:jsonPath=".spec.color"
// +k8s:selectableField:jsonPath=".spec.color"
// +k8s:resource:path=Colors,singular="the color"
type BothSpellings struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Color string `json:"color"`
	Size  string `json:"size"`
}

// A member-level trigger (KEP-5975's spelling) and a kind-level one.
//
// +k8s:schema:selectableField:jsonPath=".spec.color",trigger=true
type MemberAndKind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              TriggerSpec `json:"spec"`
}

type TriggerSpec struct {
	Color string `json:"color"`
	// +k8s:selectableField:trigger=true
	Size string `json:"size"`
}

// Short names and categories a CRD would reject, in both dialects.
//
// +k8s:schema:selectableField:jsonPath=".spec.color"
// +k8s:resource:shortNames=ok;Not_OK,categories="all;the all"
type BadNames struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +kubebuilder:selectablefield:JSONPath=".spec.color"
// +kubebuilder:resource:shortName={"b,c",fine},categories=x;9lives
type BadKubebuilderNames struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// Fields whose declarations are wrong (a path that names nothing, a
// member of a type no selector compares, a marker whose arguments are
// wrong, in either dialect): the index and the field label that name them
// repeat nothing of their errors.
//
// +k8s:schema:selectableField:jsonPath=".spec.colour"
// +k8s:schema:index:field="spec.colour"
// +k8s:schema:index:field="spec.tags"
// +k8s:schema:fieldLabel:name="legacy.colour",internalName="spec.colour",description="Legacy name of spec.colour"
// +k8s:schema:index:field="spec.shade"
// +k8s:schema:selectableField:jsonPath=".spec.hue",indexed=maybe
// +k8s:schema:index:field="spec.hue"
// +k8s:schema:fieldLabel:name="legacy.hue",internalName="spec.hue",description="Legacy name of spec.hue"
// +kubebuilder:selectablefield:JSONPath=".spec.tint",indexed=true
// +k8s:schema:index:field="spec.tint"
// +k8s:schema:index:field="spec.tone"
// +k8s:selectableField:jsonPath=".spec.tinge",ndexed=true
// +k8s:schema:index:field="spec.tinge"
type WrongFields struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WrongSpec `json:"spec"`
}

type WrongSpec struct {
	Color string `json:"color"`
	Hue   string `json:"hue"`
	Tint  string `json:"tint"`
	Tinge string `json:"tinge"`
	// +k8s:schema:selectableField:indexed=perhaps
	Tone string `json:"tone"`
	// +k8s:schema:selectableField
	Tags map[string]string `json:"tags"`
}
