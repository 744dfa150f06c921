// Package runtime is the small library that selectable-gen's generated code
// imports. It depends only on apimachinery and the standard library.
package runtime

// SelectableField describes one field selector of a kind for discovery: it
// is one entry of the OpenAPI extension x-kubernetes-selectable-fields.
type SelectableField struct {
	// FieldPath is the name to use in a field selector, e.g. "spec.color".
	FieldPath string `json:"fieldPath"`
	// Default is the value of the field when it is absent from an object.
	Default string `json:"default,omitempty"`
	// Description explains the field, e.g. a legacy name or computed value.
	Description string `json:"description,omitempty"`
}
