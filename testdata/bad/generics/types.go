package generics

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is generic: gengo gives Holder[T], whose Value is a T.
type Holder[T any] struct {
	Value T   `json:"value"`
	Items []T `json:"items,omitempty"`
}

// A kind whose spec is generic.
//
// +k8s:schema:selectableField:jsonPath=".spec.value"
// +k8s:printerColumn:name="Value",type=string,jsonPath=".spec.value"
type Direct struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Holder[string] `json:"spec"`
}

// A kind that reaches a generic type through a list, a pointer and a map.
//
// +k8s:printerColumn:name="Name",type=string,jsonPath=".spec.name"
type Deep struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              DeepSpec `json:"spec"`
}

type DeepSpec struct {
	Name    string                      `json:"name"`
	Holders map[string][]*Holder[int64] `json:"holders,omitempty"`
}

// A generic type no kind reaches is no error.
type Unused[K comparable, V any] struct {
	Values map[K]V `json:"values"`
}

// +k8s:printerColumn:name="Name",type=string,jsonPath=".spec.name"
type Plain struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PlainSpec `json:"spec"`
}

type PlainSpec struct {
	Name string `json:"name"`
}
