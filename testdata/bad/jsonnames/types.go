package jsonnames

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Left and Right both have a member Label, untagged, so json name
// "Label": embedded side by side, encoding/json writes neither.
type Left struct {
	// +k8s:schema:selectableField
	Label string
	Side  string `json:"side"`
}

type Right struct {
	Label string
	Size  int32 `json:"size"`
}

type SharedSpec struct {
	Left
	Right
}

// Paths through a name no member is written under.
//
// +k8s:schema:selectableField:jsonPath=".spec.Label"
// +k8s:printerColumn:name="Label",type=string,jsonPath=".spec.Label"
// +k8s:printerColumn:name="Side",type=string,jsonPath=".spec.side"
type Shared struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              SharedSpec `json:"spec"`
}

// Inner's Name is shadowed by ShadowSpec's own: .spec.name is that one.
type Inner struct {
	// +k8s:schema:selectableField
	Name string `json:"name"`
	// +k8s:schema:selectableField
	Zone string `json:"zone"`
}

type ShadowSpec struct {
	Inner
	Name string `json:"name"`
}

type Shadow struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ShadowSpec `json:"spec"`
}

// A list whose elements cannot be told apart by the filter's key.
//
// +k8s:schema:selectableField:jsonPath=`.spec.entries[?(@.Label=="a")].side`
type Filtered struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FilteredSpec `json:"spec"`
}

type FilteredSpec struct {
	// +listType=map
	// +listMapKey=Label
	Entries []SharedSpec `json:"entries"`
}
