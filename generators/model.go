package generators

import (
	"go/token"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The model is what the markers of a run mean, resolved against the type
// graph and validated: every later step (planning, emitting) reads it and
// never needs to report a user error.

// The names every kind can always be selected by.
const (
	metadataName      = "metadata.name"
	metadataNamespace = "metadata.namespace"
)

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
	// InternalKinds are the internal kinds the package declares, sorted by
	// name.
	InternalKinds []*InternalKind
	// imports are those of the package's generated file, which discovery
	// compiled the kinds' CEL into.
	imports *gocode.Imports
}

// apiVersion is group/version, or the version alone for the core group.
func (p *Package) apiVersion() string {
	if p.Group == "" {
		return p.Version
	}
	return p.Group + "/" + p.Version
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
	// ShortNames and Categories are the resource's other names in
	// discovery (kubectl get sel, kubectl get all).
	ShortNames, Categories []string
	// Fields are the declared selectable fields, metadata.name and
	// metadata.namespace not included: member-level fields in declaration
	// order, then kind-level fields in the order written.
	Fields []*Field
	// Columns of the kind's table after the Name column, in marker order;
	// an Age column when no marker declares one.
	Columns []*Column
	// Variables are the CEL variables the kind's columns read
	// (variables.<name>), in marker order.
	Variables []*ColumnVariable
	// ListVariables are the CEL variables computed once per printed list
	// (+k8s:printerColumnListVariable), in marker order; columns and row
	// variables read them as variables.<name> too.
	ListVariables []*ColumnVariable
	// RowOrder are the keys a list's rows are sorted by
	// (+k8s:printerRowOrder), in marker order.
	RowOrder []*RowOrderKey
	// RowConditions are the conditions a row carries when their expression
	// holds (+k8s:printerRowCondition), in marker order.
	RowConditions []*RowCondition
	// HeadersAlways: the kind's tables carry their column definitions
	// when the request asks for none (+k8s:printerHeaders=Always, as
	// kube-aggregator's APIService table).
	HeadersAlways bool
	// celEnv is the CEL environment of the kind's columns: self, now and
	// the variables.
	celEnv *cel.Env
	// fieldsWrong are the names of the selectable fields whose
	// declaration is wrong (a marker rejected for its arguments, a path
	// that names nothing, a type no selector compares): an index or a field label that names one is
	// not checked (its error would only repeat the declaration's).
	fieldsWrong map[string]bool
	// variablesWrong: a variable's marker is wrong, so the kind has no
	// variables and an expression that reads one is not checked (its
	// errors would only repeat the variable's).
	variablesWrong bool
	// celWritten are the CEL expressions of the kind's table markers as
	// written (columns, variables, row order, row conditions), known
	// before any is checked: how the others read a variable, for its
	// compilation (readsFirstOnly), which the first column's check asks
	// for before the columns after it are read.
	celWritten []string
	// Conversion is the kind's field label conversion; Labels, derived from
	// it and the fields, are the field labels it accepts, in order.
	Conversion conversion
	Labels     []*FieldLabel
	// FieldSet is the kind's field set (GetAttrs), in order: metadata.name,
	// metadata.namespace for a namespaced kind, then the keys of the
	// declared fields. Every function that answers for a field
	// (ToSelectableFields, FieldValue, the matchers, the indexes) computes
	// these keys.
	FieldSet []SetEntry
	// SelectorGeneration, Status and Scale are set by their markers.
	SelectorGeneration *selectorGeneration
	Status             *statusSubresource
	Scale              *scaleSubresource
	// cel is the CEL view of the kind's types, when it has CEL columns.
	cel *celSchema
	// imports are those of the file generated for the kind's package,
	// which its compiled CEL names packages in; compiled is what its CEL
	// compiles to so far (model_compiled.go).
	imports  *gocode.Imports
	compiled *celCompilation
	// idents are the identifiers generated for the kind (names).
	idents *kindNames
}

// names returns the identifiers generated for the kind, named on first use.
func (k *Kind) names() *kindNames {
	if k.idents == nil {
		k.idents = newKindNames(k.Name)
		var names []string
		for _, e := range k.FieldSet {
			names = append(names, e.Key)
		}
		for _, f := range k.Fields {
			names = append(names, f.Name)
		}
		for _, l := range k.Labels {
			names = append(names, l.Name)
		}
		k.idents.nameFields(names)
	}
	return k.idents
}

// InternalKind is a kind a server stores as internal objects and serves
// in several versions, declared by a type alias of the internal type with
// +k8s:internalVersion (docs/internal-versions.md). Its generated code is
// a runtime.InternalKind of the internal type and of the served versions'
// descriptors.
type InternalKind struct {
	// Type is the internal type; Name is the alias that declares it (the
	// same name), how the generated code names it.
	Type *types.Type
	Name string
	Pos  token.Position
	// List is the internal list type another alias of the package names
	// (ListName), or nil.
	List     *types.Type
	ListName string
	// Versions are the kind in each served version, in the order listed:
	// kinds generated in other packages of the run, which agree on group,
	// resource and scope. StorageVersion is the version of one of them.
	Versions       []*Kind
	StorageVersion string
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
	// OmitAbsent: the field is left out of the field set while it is
	// absent (absentWhen), as hand-written registries leave out the fields
	// of a nil reference.
	OmitAbsent bool
	// Pos is where the field is declared (its marker).
	Pos token.Position
}

// absentWhen are the Go conditions, on the kind's object root, under which
// the field is absent and has its default: a nil pointer on its path, or
// a zero time (JSON null). None for a field that is always present. The
// one presence rule of a path without lists: the value helpers and
// omitAbsent use it.
func (f *Field) absentWhen(root string) []string {
	conds := f.Path.nilChecks(root)
	if f.Value.nullWhenZero() {
		conds = append(conds, f.Path.expr(root)+".IsZero()") // a zero time is JSON null
	}
	return conds
}

// presentWhen is absentWhen negated: the condition under which the field
// is present.
func (f *Field) presentWhen(root string) string {
	var conds []string
	for _, c := range f.absentWhen(root) {
		if x, ok := strings.CutSuffix(c, " == nil"); ok {
			conds = append(conds, x+" != nil")
		} else {
			conds = append(conds, "!"+c)
		}
	}
	return strings.Join(conds, " && ")
}

// multiValued reports whether the field has a value per list element
// (its path crosses a list with [*]).
func (f *Field) multiValued() bool { return f != nil && f.Path != nil && f.Path.multiValued() }

// multiValued reports whether any declared field of the kind is
// multi-valued.
func (k *Kind) multiValued() bool {
	for _, f := range k.Fields {
		if f.multiValued() {
			return true
		}
	}
	return false
}

// multiValuedNames are the field set keys and the labels of the kind's
// multi-valued fields, keys first, each once.
func (k *Kind) multiValuedNames() []string {
	var out []string
	add := func(name string) {
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	for _, e := range k.FieldSet {
		if e.Field.multiValued() {
			add(e.Key)
		}
	}
	for _, l := range k.Labels {
		if l.Field.multiValued() && l.Key != "" {
			add(l.Name)
		}
	}
	return out
}

// SetEntry is one key of a kind's field set and the declared field that
// sets it; Field is nil for metadata.name and metadata.namespace.
type SetEntry struct {
	Key   string
	Field *Field
}

// setKeys are the keys of the kind's field set, in order.
func (k *Kind) setKeys() []string {
	keys := make([]string, len(k.FieldSet))
	for i, e := range k.FieldSet {
		keys[i] = e.Key
	}
	return keys
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

// Column is one printer column of a kind's table.
type Column struct {
	Name        string
	Type        string
	Format      string
	Description string
	// NoDescription: the marker says description="" (a +k8s: column), so
	// the table's column has none, as a hand-written table's may; without
	// it an empty description is the CRD table convertor's default.
	NoDescription bool
	// DescriptionExpr, when set, is Go source for the description (the
	// Age column reuses ObjectMeta's documentation).
	DescriptionExpr string
	Priority        int64
	JSONPath        string
	Expression      string
	// Placeholder, when set, is the cell where the value is absent (null
	// otherwise, as in a CRD); "" is a placeholder too, the empty cell
	// hand-written tables print for what is not there.
	Placeholder *string
	// CellType, when set, is how cells are rendered, where a hand-written
	// table's differs from its definition's Type (cells).
	CellType string
	// NameColumn: the column is the table's Name column, in its place
	// (nameColumn=true); the table has no other.
	NameColumn bool
	// CellOnly: rows carry the cell, the table defines no column for it
	// (after every other column).
	CellOnly bool
	Pos      token.Position

	// path is the resolved JSONPath; leaf is how its value becomes a cell
	// when the path is compiled.
	path *jsonPathPlan
	leaf cellRule
	// celAST is the checked expression of a CEL column.
	celAST *cel.Ast
}

// RowOrderKey is one key of a kind's row order (+k8s:printerRowOrder).
type RowOrderKey struct {
	Expression string
	Pos        token.Position
	// celAST is the checked expression; compare names the runtime
	// library's helper that compares two of its values.
	celAST  *cel.Ast
	compare string
}

// RowCondition is a table row condition a row carries when Expression
// holds (+k8s:printerRowCondition).
type RowCondition struct {
	Type, Reason, Message, Expression string
	Pos                               token.Position
	celAST                            *cel.Ast
}

// readsVariables says whether the column's expression reads a variable.
func (c *Column) readsVariables() bool {
	return len(variablesRead(c.celAST)) > 0
}

// variablesRead are the names of the variables a checked expression reads
// (variables.<name>, by name).
func variablesRead(ast *cel.Ast) map[string]bool {
	names := map[string]bool{}
	if ast == nil {
		return names
	}
	for _, ref := range ast.NativeRep().ReferenceMap() {
		if name, ok := strings.CutPrefix(ref.Name, selectablecel.VariablesPrefix); ok {
			names[name] = true
		}
	}
	return names
}

// cells is the type the column's cells are rendered as: CellType, or the
// definition's Type.
func (c *Column) cells() string {
	if c.CellType != "" {
		return c.CellType
	}
	return c.Type
}

// readsTableOnlyCEL reports whether a CEL column reads now or calls
// humanDuration, formatLabels or formatLabelSelector, which generated
// tables have and Kubernetes' CEL does not.
func (c *Column) readsTableOnlyCEL() bool {
	if c.celAST == nil {
		return false
	}
	for _, ref := range c.celAST.NativeRep().ReferenceMap() {
		if ref.Name == "now" || slices.ContainsFunc(ref.OverloadIDs, func(id string) bool { return !celgo.KubernetesHas(id) }) {
			return true
		}
	}
	return false
}

// The default column descriptions of the CRD table convertor.
const (
	jsonPathDescriptionPrefix   = "Custom resource definition column (in JSONPath format): "
	expressionDescriptionPrefix = "Custom resource definition column (in CEL format): "
)

// headerDescription is the column's description in the table: the one
// written, or the CRD table convertor's default.
func (c *Column) headerDescription() string {
	switch {
	case c.Description != "" || c.NoDescription:
		return c.Description
	case c.Expression != "":
		return expressionDescriptionPrefix + c.Expression
	}
	return jsonPathDescriptionPrefix + c.JSONPath
}

// selectorGeneration is the plan of +k8s:selectorGeneration on a kind: the
// Job selector-generation design, for any kind with a label selector, a
// pod-template-like field and a manual switch.
type selectorGeneration struct {
	selector *fieldPath
	manual   *fieldPath
	template *fieldPath
	// templateLabels are the template's members down to its labels: its
	// ObjectMeta ("metadata") and that's Labels.
	templateLabels []jsontype.Member
	uidLabel       string
	nameLabel      string
	// auto: an older version's opposite switch; only conversions are made.
	auto *fieldPath
}

// statusSubresource is the plan of +k8s:subresource:status.
type statusSubresource struct {
	// statusMember is the Go name of the kind's status field, "" when the
	// kind has none: controller-gen and the CRD API accept the subresource
	// on such a kind (cluster-api's ClusterResourceSetBinding), and the
	// helpers then only manage the generation, as a CRD does.
	statusMember string
	statusType   *types.Type
}

// scaleSubresource is the plan of +k8s:subresource:scale.
type scaleSubresource struct {
	spec, status, selector *fieldPath
	specText               string // the configured path, for messages
	// selectorForm is how the selector is held: selectorString (its string
	// form, as a CRD holds it), or, by the conventional paths of a
	// built-in kind, a metav1.LabelSelector or a label map.
	selectorForm selectorForm
}

// selectorForm is the Go form of a scale's label selector field.
type selectorForm int

const (
	selectorString selectorForm = iota
	selectorLabelSelector
	selectorLabelMap
	// noSelector: the field holds no label selector.
	noSelector
)

// nameColumn is the column declared as the table's Name column, or nil:
// then the table starts with the Name column every table has.
func (k *Kind) nameColumn() *Column {
	for _, c := range k.Columns {
		if c.NameColumn {
			return c
		}
	}
	return nil
}

// declared reports whether a marker declares the column: the default Age
// column is not declared (a CRD without columns is served one).
func (c *Column) declared() bool { return c.DescriptionExpr == "" }

// columnValue is one value a printer column sets, under its name in a
// CRD's additionalPrinterColumns.
type columnValue struct {
	key string
	// value is a string, an int64 (priority), a bool (nameColumn), a
	// runtimeVar or a placeholderValue.
	value any
}

// placeholderValue is a column's placeholder, which runtime.PrinterColumn
// holds by pointer ("" is one).
type placeholderValue string

// runtimeVar is a value given as the name of a variable of the runtime
// library (the Age column's description, ObjectMeta's documentation).
type runtimeVar string

// values are what a declared column says, in the order a CRD's
// additionalPrinterColumns, runtime.PrinterColumn and metav1's
// TableColumnDefinition list them: name and type; format, description and
// priority when set; then its jsonPath or its expression.
func (c *Column) values() []columnValue { return c.valueList(c.Description, true) }

// definitionValues are the values of the column's definition in a table:
// the description the table shows (headerDescription, or the Age column's
// runtimeVar) and no path.
func (c *Column) definitionValues() []columnValue {
	var description any = c.headerDescription()
	switch {
	case c.DescriptionExpr != "":
		description = runtimeVar(c.DescriptionExpr)
	case c.NameColumn && c.Description == "" && !c.NoDescription:
		// The Name column's own description: ObjectMeta's of name.
		description = runtimeVar("NameColumnDescription")
	}
	return c.valueList(description, false)
}

// valueList lists the column's values with the given description ("" is
// none) and, when path is set, its jsonPath or expression.
func (c *Column) valueList(description any, path bool) []columnValue {
	vs := []columnValue{{"name", c.Name}, {"type", c.Type}}
	if c.Format != "" {
		vs = append(vs, columnValue{"format", c.Format})
	}
	if description != "" {
		vs = append(vs, columnValue{"description", description})
	}
	if c.Priority != 0 {
		vs = append(vs, columnValue{"priority", c.Priority})
	}
	switch {
	case !path:
	case c.JSONPath != "":
		vs = append(vs, columnValue{"jsonPath", c.JSONPath})
	default:
		vs = append(vs, columnValue{"expression", c.Expression})
	}
	if path && c.Placeholder != nil {
		vs = append(vs, columnValue{"placeholder", placeholderValue(*c.Placeholder)})
	}
	if path && c.CellType != "" {
		vs = append(vs, columnValue{"cellType", c.CellType})
	}
	if path && c.NameColumn {
		vs = append(vs, columnValue{"nameColumn", true})
	}
	if path && c.CellOnly {
		vs = append(vs, columnValue{"cellOnly", true})
	}
	return vs
}
