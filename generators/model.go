package generators

import (
	"go/token"
	gotypes "go/types"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// The model is what the markers of a run mean, resolved against the type
// graph and validated: every later step (planning, emitting) reads it and
// never needs to report a user error.

// Package is one input package with kinds to generate.
type Package struct {
	Path string
	Dir  string
	// Name is the Go package name; it is also the API version.
	Name    string
	Group   string
	Version string
	// OpenAPIModelPackage is kube-openapi's +k8s:openapi-model-package,
	// empty when the package does not set it.
	OpenAPIModelPackage string
	// Kinds to generate, sorted by name.
	Kinds []*Kind
}

// Kind is one API kind to generate code for.
type Kind struct {
	// Type is the kind's Go type; Name is the name the generated code
	// uses for it: the type's name, or the name of the type alias that
	// declares a type of another package (the same name, naming the same
	// type in the declaring package).
	Type *types.Type
	Name string
	Pos  token.Position
	// Package is the declaring package, where the code is generated and
	// valueFunc functions live. Alias is set when the kind is declared by a
	// type alias of a type of another package.
	Package string
	Alias   bool
	// GoPackage and OpenAPIModelPackage are those of the package the type
	// belongs to (for an alias, the other package): they name its OpenAPI
	// definitions. Group and Version are its API group and version.
	GoPackage, OpenAPIModelPackage string
	Group, Version                 string
	// List is the kind's list kind, or nil when the package declares none;
	// ListName is how the generated code names it (the name of the alias
	// that declares it, for a kind declared by an alias).
	List       *types.Type
	ListName   string
	Namespaced bool
	// Resource and Singular are the resource names the descriptor
	// carries: +k8s:resource, or derived from the kind's name.
	Resource, Singular string
	// Fields are the declared selectable fields, metadata.name and
	// metadata.namespace not included: member-level fields in declaration
	// order, then kind-level fields in the order written.
	Fields []*Field
	// Columns of the kind's table after the Name column, in marker order;
	// an Age column when no marker declares one.
	Columns []*Column
	// Conversion is the kind's field label conversion; Labels, derived from
	// it and the fields, are the field labels it accepts, in order.
	Conversion conversion
	Labels     []*FieldLabel
	// SetKeys are the keys of the kind's field set (GetAttrs), in order.
	SetKeys []string
	// SelectorGeneration, Status and Scale are set by their markers.
	SelectorGeneration *selectorGeneration
	Status             *statusSubresource
	Scale              *scaleSubresource
	// cel is the CEL view of the kind's types, when it has CEL columns.
	cel *celSchema
}

// Field is one declared selectable field of a kind.
type Field struct {
	// Name is the field selector's name (spec.color, status.successful).
	Name        string
	Default     string
	Description string
	// ValueFunc is the hand-written function that computes the value, if any.
	ValueFunc string
	// Path is the Go field the value comes from. With ValueFunc it still
	// names the field the selector stands for.
	Path *fieldPath
	// Value is how the leaf's Go value becomes a string.
	Value valueRule
	// Indexed: the watch cache indexes the field; Trigger: it is the
	// watch cache's trigger (implies Indexed). triggerPos is where the
	// trigger is asked for.
	Indexed, Trigger bool
	triggerPos       token.Position
	// InternalName, when set, is the field set's key for the field: the
	// field label conversion turns Name into it. Rejected: the field is in
	// the field set, but the conversion rejects it.
	InternalName string
	Rejected     bool
	// Pos is where the field is declared (its marker).
	Pos token.Position
}

// SetKey is the field's key in the kind's field set.
func (f *Field) SetKey() string {
	if f.InternalName != "" {
		return f.InternalName
	}
	return f.Name
}

// conversion is how a kind's field label conversion treats labels beyond
// its declared fields.
type conversion struct {
	// Unregistered: the API server registers no conversion for the kind;
	// apimachinery's runtime.DefaultMetaV1FieldSelectorConversion applies.
	Unregistered bool
	// Message is the rejection format, with one verb for the label.
	Message string
	// Extra are the labels of +k8s:schema:fieldLabel markers that accept
	// a label; RejectNamespace: metadata.namespace is rejected.
	Extra           []*FieldLabel
	RejectNamespace bool
}

// FieldLabel is one label the field label conversion accepts.
type FieldLabel struct {
	// Name is the label as a field selector writes it; Key is the field
	// set's key it is converted to, "" when no object sets it (it compares
	// as the empty string).
	Name, Key string
	// Field is the declared field it selects, nil for metadata and unset
	// labels.
	Field *Field
	// Description explains a label that is not a declared field's own
	// name; for a declared field, the field's description is published.
	Description string
	// Extra: declared by +k8s:schema:fieldLabel.
	Extra bool
	Pos   token.Position
}

// Published reports whether the label is listed in FooSelectableFields
// (x-kubernetes-selectable-fields): it selects a declared field.
func (l *FieldLabel) Published() bool { return l.Field != nil }

// fieldPath is a resolved path from a kind's root to a struct member. It
// has one form: the members along the path, inline embedded ones included,
// each with its json name, omitempty flag and Go type. The json path, the Go
// selector expression, nil checks and the leaf are all derived from it.
type fieldPath struct {
	Members []jsontype.Member
}

// child extends a path by one member.
func (p *fieldPath) child(m jsontype.Member) *fieldPath {
	return &fieldPath{Members: append(slices.Clone(p.Members), m)}
}

// JSON returns the json names along the path; inline members add none.
func (p *fieldPath) JSON() []string {
	var names []string
	for _, m := range p.Members {
		if !m.Inline {
			names = append(names, m.JSONName)
		}
	}
	return names
}

// last is the member the path ends at.
func (p *fieldPath) last() jsontype.Member { return p.Members[len(p.Members)-1] }

// Leaf is the type of the last member, pointers included.
func (p *fieldPath) Leaf() *types.Type { return p.last().Type }

// LeafGo is the same type in go/types, when known.
func (p *fieldPath) LeafGo() gotypes.Type { return p.last().GoType }

// String is the json path with a leading dot (.spec.color).
func (p *fieldPath) String() string {
	s := ""
	for _, j := range p.JSON() {
		s += "." + j
	}
	return s
}

// hasPointer reports whether any member on the path may be nil.
func (p *fieldPath) hasPointer() bool {
	for _, m := range p.Members {
		if m.Type.Kind == types.Pointer {
			return true
		}
	}
	return false
}

// exprN is the Go selector expression of the first n members from root
// (obj.Spec.Color for all of them); Go dereferences pointers on the way.
func (p *fieldPath) exprN(root string, n int) string {
	var b strings.Builder
	b.WriteString(root)
	for _, m := range p.Members[:n] {
		b.WriteString(".")
		b.WriteString(m.Name)
	}
	return b.String()
}

// expr is the Go selector expression of the whole path from root.
func (p *fieldPath) expr(root string) string { return p.exprN(root, len(p.Members)) }

// reachedMarker is a member-level marker found while walking a kind.
type reachedMarker struct {
	marker *markers.Marker
	path   *fieldPath
	// owner and member say where the marker is written.
	owner  *types.Type
	member string
}

// Column is one printer column of a kind's table.
type Column struct {
	Name        string
	Type        string
	Format      string
	Description string
	// DescriptionExpr, when set, is Go source for the description (the
	// Age column reuses ObjectMeta's documentation).
	DescriptionExpr string
	Priority        int64
	JSONPath        string
	Expression      string
	Pos             token.Position

	// path is the resolved JSONPath; leaf is how its value becomes a cell
	// when the path is compiled.
	path *jsonPathPlan
	leaf cellRule
	// celAST is the checked expression of a CEL column.
	celAST *cel.Ast
}
