package placement

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// NotAKind has no TypeMeta.
//
// +k8s:schema:selectableField:jsonPath=".a"
type NotAKind struct {
	A string `json:"a"`
}

type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// A kind-level marker on a list kind.
//
// +k8s:schema:selectableField:jsonPath=".spec.a"
type KindList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Kind `json:"items"`
}

// The kind-level form needs jsonPath.
//
// +k8s:schema:selectableField
type NoPath struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type Spec struct {
	// +k8s:schema:selectableField:jsonPath=".spec.a"
	A        string   `json:"a"`
	Items    []Item   `json:"items"`
	Template Template `json:"template"`
}

// Item is only reached through a slice.
type Item struct {
	// +k8s:schema:selectableField
	Name string `json:"name"`
}

// Template is a nested object.
type Template struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              TemplateSpec `json:"spec"`
}

type TemplateSpec struct {
	// +k8s:schema:selectableField
	Node string `json:"node"`
}

// +selectable-gen=package
type WrongValue struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Both spellings of the opt-in, saying opposite things.
//
// +selectable-gen=true
// +k8s:selectable-gen=false
type TwoSpellings struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
