package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Selector is the kind of the KEP-4358 example: `kubectl get selectors
// --field-selector spec.color=blue`. As in the KEP's CRD, spec.color and
// spec.size are its selectable fields, and Color and Size its columns.
// Beyond the KEP (its "future work"), the watch cache indexes both fields,
// and spec.color is its trigger; spec.size is declared with KEP-5975's
// spelling of the marker.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:schema:selectableField:jsonPath=".spec.color",trigger=true
// +k8s:selectableField:jsonPath=".spec.size",indexed=true
// +k8s:printerColumn:name="Color",type=string,jsonPath=".spec.color"
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
type Selector struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec SelectorSpec `json:"spec,omitempty"`
}

// SelectorSpec is what the user asks for.
type SelectorSpec struct {
	// Color of the selector, e.g. blue.
	Color string `json:"color,omitempty"`
	// Size of the selector, e.g. S, M or L.
	Size string `json:"size,omitempty"`
}

// SelectorList is a list of Selectors.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type SelectorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Selector `json:"items"`
}
