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
	// MultiValued: the field is declared through lists and has a value per
	// element; k=v selects objects with some element v, k!=v those with none
	// (docs/field-selectors.md).
	MultiValued bool `json:"multiValued,omitempty"`
}

// SelectableKind describes one kind and its field selectors for discovery:
// generated code lists a package's kinds in SelectableKinds, and
// runtime/openapi publishes them as x-kubernetes-selectable-fields.
type SelectableKind struct {
	Group, Version, Kind, ListKind string
	// GoPackage is the import path of the kind's Go package; with Kind and
	// ListKind it names openapi-gen's definitions.
	GoPackage string
	// OpenAPIModelPackage is the package's +k8s:openapi-model-package,
	// when set: openapi-gen then names the definitions after it instead.
	OpenAPIModelPackage string
	Namespaced          bool
	// NamespaceRejected: the kind is namespaced, but its field label
	// conversion rejects metadata.namespace (certificates.k8s.io
	// PodCertificateRequest).
	NamespaceRejected bool
	// Fields are the declared fields, metadata not included: the field
	// labels that select a value of the object.
	Fields []SelectableField
	// UnsetFieldLabels are field labels the kind's field label conversion
	// accepts but no object sets, so they compare as the empty string
	// (Pod's status.podIPs; metadata.namespace of a cluster-scoped kind
	// the server converts with apimachinery's default conversion). They are
	// not in AllFields.
	UnsetFieldLabels []SelectableField
}

// AllFields returns the fields as discovery lists them: metadata.name, then
// metadata.namespace for namespaced kinds (unless rejected), then the
// declared fields.
func (k SelectableKind) AllFields() []SelectableField {
	out := []SelectableField{{FieldPath: "metadata.name"}}
	if k.Namespaced && !k.NamespaceRejected {
		out = append(out, SelectableField{FieldPath: "metadata.namespace"})
	}
	return append(out, k.Fields...)
}

// OpenAPIDefinitionPrefix is what openapi-gen puts before the kind's and
// list kind's names in its definition names: the OpenAPI model package
// when set, the Go package path otherwise.
func (k SelectableKind) OpenAPIDefinitionPrefix() string {
	if k.OpenAPIModelPackage != "" {
		return k.OpenAPIModelPackage
	}
	return k.GoPackage
}
