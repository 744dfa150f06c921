// Package shared holds structs with member markers and no kinds; the kinds
// that reach them live in another package.
package shared

// Common is embedded by kinds of other packages.
type Common struct {
	// +k8s:schema:selectableField:default="nobody"
	Owner *string `json:"owner,omitempty"`
}
