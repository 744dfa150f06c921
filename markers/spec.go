package markers

import (
	"fmt"
	"slices"
	"strings"
)

// Scope is where a marker is written.
type Scope int

const (
	// PackageScope: a comment in the package's doc.go.
	PackageScope Scope = iota
	// TypeScope: the comment blocks above a type declaration.
	TypeScope
	// MemberScope: the doc comment of a struct field.
	MemberScope
)

func (s Scope) String() string {
	switch s {
	case PackageScope:
		return "package (doc.go)"
	case TypeScope:
		return "type"
	case MemberScope:
		return "struct field"
	}
	return fmt.Sprintf("Scope(%d)", int(s))
}

// Dialect names the family of tools a marker comes from.
type Dialect string

const (
	// K8sDialect is the gengo-style +k8s: tag family, our primary dialect.
	K8sDialect Dialect = "k8s"
	// KubebuilderDialect is the controller-gen marker family, accepted so that
	// kubebuilder API packages work without edits.
	KubebuilderDialect Dialect = "kubebuilder"
	// GengoDialect covers tags other gengo tools own that we read
	// (+groupName, +genclient:nonNamespaced). They are never strict.
	GengoDialect Dialect = "gengo"
	// HintDialect covers markers of other tools that we read as hints
	// (the size bounds of lists and maps, which bound CEL cost estimates).
	// They are never an error: a line that does not parse, repeats, or is
	// written where the spec is not read is ignored, as another tool's
	// marker is. The marker reference does not list them.
	HintDialect Dialect = "hint"
)

// Form is the shape of a marker's text after its name.
type Form int

const (
	// FlagForm: +name, nothing after it.
	FlagForm Form = iota
	// ValueForm: +name=value.
	ValueForm
	// ArgsForm: +name or +name:key=value,key=value.
	ArgsForm
)

// ValueType is the type an argument's text must have.
type ValueType int

const (
	StringValue ValueType = iota
	IntValue
	BoolValue
	EnumValue
	// ListValue is a list of strings (kubebuilder dialect only: `{a,b}` or
	// `a;b`).
	ListValue
)

func (t ValueType) String() string {
	switch t {
	case IntValue:
		return "integer"
	case BoolValue:
		return "boolean"
	case EnumValue:
		return "one of"
	case ListValue:
		return "list of strings"
	}
	return "string"
}

// ArgSpec describes one argument of a marker (or the value of a ValueForm
// marker). It drives parsing, validation messages and docs/markers.md.
type ArgSpec struct {
	Name string
	Type ValueType
	// Enum lists the valid values of an EnumValue argument.
	Enum []string
	// Scopes where the argument may be given; nil means everywhere the
	// marker may be written.
	Scopes []Scope
	// RequiredIn lists the scopes in which the argument must be given.
	RequiredIn []Scope
	// Min is the smallest valid value of an IntValue argument.
	Min *int64
	// AllowEmpty: a ValueForm marker may be written with nothing after '='
	// (+groupName= is the core group); an argument may be "" even when it is
	// an enum (controller-gen's format="" is no format).
	AllowEmpty bool
	// EmptyMeans is the value "" stands for, where it stands for one
	// (controller-gen reads scope="" as Namespaced).
	EmptyMeans string
	// EmptyIsAbsent: "" is read as if the argument were not given (a CRD's
	// labelSelectorPath "" is no selector path).
	EmptyIsAbsent bool
	// Sticky, on a kubebuilder argument of a marker that is not repeatable:
	// a later line without it keeps the earlier line's value, as
	// controller-gen sets the CRD's names only when given (path, singular).
	Sticky bool
	// NonEmpty: "" is an error (CRD validation requires a column name).
	NonEmpty bool
	// As, on an argument of a kubebuilder spec, is the name of the argument
	// of the Canonical spec it is read as (JSONPath is read as jsonPath), or
	// AsValue: the value of a ValueForm canonical marker. "" means the
	// argument is accepted and not used.
	As string
	// Default describes what applies when the argument is left out.
	Default string
	Doc     string
}

func (a *ArgSpec) allowedIn(s Scope) bool {
	return a.Scopes == nil || slices.Contains(a.Scopes, s)
}

func (a *ArgSpec) requiredIn(s Scope) bool { return slices.Contains(a.RequiredIn, s) }

// Spec describes one marker.
type Spec struct {
	// Name without the leading '+', e.g. "k8s:schema:selectableField".
	Name    string
	Dialect Dialect
	// Family is the name prefix this spec makes strict: once a spec of a
	// family is registered, any marker under that prefix that matches no
	// spec is an error rather than someone else's marker.
	Family string
	Form   Form
	// Scopes where the marker may be written.
	Scopes []Scope
	// RepeatableIn lists scopes where each marker declares one more item
	// (one selectable field, one column). Elsewhere all lines of the marker in
	// a comment block merge into one.
	RepeatableIn []Scope
	// Values, for ValueForm markers: the value's spec, per scope.
	Values []ArgSpec
	// Args, for ArgsForm markers, in documentation order.
	Args []ArgSpec
	// ExactlyOneOf lists groups of arguments of which exactly one must be
	// given (a column has a jsonPath or an expression).
	ExactlyOneOf [][]string
	Doc          string
	// Examples are full marker lines, shown in the docs and in messages.
	Examples []Example

	// OptsIn: a kind that carries the marker is generated.
	OptsIn bool
	// KindOnly: on a type, the marker may only be written on a kind; on any
	// other type it is an error.
	KindOnly bool
	// Canonical, on a kubebuilder spec or another spelling, is the spec its
	// markers are read as: the generators only ever see markers of
	// Canonical.
	Canonical *Spec
	// Legacy, on an old spelling of Canonical, says why it was replaced;
	// the generators note each use with what to write instead
	// (Marker.LegacyNote).
	Legacy string
}

// AsValue is the As of a kubebuilder argument that becomes the value of a
// ValueForm canonical marker (+kubebuilder:resource:scope=Cluster is read as
// +k8s:schema:scope=Cluster).
const AsValue = "="

func (s *Spec) allowsEmptyValue() bool {
	for _, v := range s.Values {
		if v.AllowEmpty {
			return true
		}
	}
	return false
}

func (s *Spec) allowedIn(sc Scope) bool { return slices.Contains(s.Scopes, sc) }

func (s *Spec) repeatableIn(sc Scope) bool { return slices.Contains(s.RepeatableIn, sc) }

// Arg returns the spec of the named argument.
func (s *Spec) Arg(name string) *ArgSpec {
	for i := range s.Args {
		if s.Args[i].Name == name {
			return &s.Args[i]
		}
	}
	return nil
}

func (s *Spec) valueSpec(sc Scope) *ArgSpec {
	for i := range s.Values {
		if s.Values[i].allowedIn(sc) {
			return &s.Values[i]
		}
	}
	return nil
}

// argNames lists the arguments allowed in scope sc, for error messages.
func (s *Spec) argNames(sc Scope) string {
	var names []string
	for _, a := range s.Args {
		if a.allowedIn(sc) {
			names = append(names, a.Name)
		}
	}
	return strings.Join(names, ", ")
}

// Syntax is the marker's shape, for messages and docs.
func (s *Spec) Syntax() string {
	switch s.Form {
	case ValueForm:
		return "+" + s.Name + "=<value>"
	case ArgsForm:
		if len(s.Args) == 0 {
			return "+" + s.Name
		}
		return "+" + s.Name + ":key=value,..."
	}
	return "+" + s.Name
}

// Example is a marker line as it is written in one scope.
type Example struct {
	Scope Scope
	Text  string
}

// Registry is a set of marker specs, looked up by name.
type Registry struct {
	specs    []*Spec
	families []string
	// notes are what Parse accepted but a user should know, once each.
	notes     ErrorList
	notedOnce map[Error]bool
}

// note records notes, each once however often its line is parsed.
func (r *Registry) note(notes ...*Error) {
	for _, n := range notes {
		if !r.notedOnce[*n] {
			if r.notedOnce == nil {
				r.notedOnce = map[Error]bool{}
			}
			r.notedOnce[*n] = true
			r.notes = append(r.notes, n)
		}
	}
}

// Notes are the notes of every Parse so far.
func (r *Registry) Notes() ErrorList { return r.notes }

// NewRegistry builds a registry; it panics on a duplicate name, which is a
// programming error in the spec table.
func NewRegistry(specs ...*Spec) *Registry {
	r := &Registry{}
	seen := map[string]bool{}
	for _, s := range specs {
		if seen[s.Name] {
			panic("duplicate marker spec " + s.Name)
		}
		seen[s.Name] = true
		r.specs = append(r.specs, s)
		if s.Family != "" && !slices.Contains(r.families, s.Family) {
			r.families = append(r.families, s.Family)
		}
	}
	return r
}

// Specs returns the registered specs in registration order.
func (r *Registry) Specs() []*Spec { return r.specs }

// match finds the spec a marker head (the name part of "+head=..." or
// "+head:key=...") belongs to, preferring the longest name.
// rest is what follows the spec name in head ("" or ":first-arg-name").
func (r *Registry) match(head string) (spec *Spec, rest string) {
	for _, s := range r.specs {
		if s.Dialect == KubebuilderDialect {
			continue // found by kubebuilderLookup, with controller-gen's rules
		}
		if head == s.Name || strings.HasPrefix(head, s.Name+":") {
			if spec == nil || len(s.Name) > len(spec.Name) {
				spec, rest = s, head[len(s.Name):]
			}
		}
	}
	return spec, rest
}

// family returns the strict family head belongs to, if any.
func (r *Registry) family(head string) string {
	for _, f := range r.families {
		if strings.HasPrefix(head, f) {
			return f
		}
	}
	return ""
}

// namesInFamily lists the markers of a family, for "unknown marker" messages.
func (r *Registry) namesInFamily(f string) string {
	var names []string
	for _, s := range r.specs {
		if s.Family == f {
			names = append(names, "+"+s.Name)
		}
	}
	return strings.Join(names, ", ")
}
