// Package cel evaluates CEL printer columns (KEP-4595) on typed objects.
// The generator type-checks each expression against a Type built from the
// Go types (json names, metav1.Time as timestamp, lists, maps), and
// generated code evaluates the expressions that it does not compile to Go
// with cel-go, on the object converted to unstructured: the same schema
// drives both, so a check at generation time holds at run time.
package cel

import (
	"sort"
	"strings"

	celtypes "github.com/google/cel-go/common/types"
)

// Kind is the CEL kind of a schema node.
type Kind int

const (
	// Dyn is any JSON value (interfaces, raw extensions).
	Dyn Kind = iota
	String
	Int
	Double
	Bool
	Bytes
	Timestamp
	Duration
	// IntOrString is an int or a string (intstr.IntOrString), declared dyn.
	IntOrString
	List
	Map
	Object
)

// Type is the CEL view of a Go type: what `self.<path>` is in an
// expression, and how the unstructured value there becomes a CEL value.
type Type struct {
	Kind Kind
	// Name is the CEL type name of an Object (pkg.Type).
	Name string
	// Elem is the element type of a List and the value type of a Map.
	Elem *Type
	// MaxItems bounds a List or Map for cost estimation; 0 means unknown.
	MaxItems int64
	// fields of an Object by (escaped) CEL name, and their json names.
	fields    map[string]*Type
	jsonNames map[string]string
	order     []string
}

// The scalar types.
var (
	DynType         = &Type{Kind: Dyn}
	StringType      = &Type{Kind: String}
	IntType         = &Type{Kind: Int}
	DoubleType      = &Type{Kind: Double}
	BoolType        = &Type{Kind: Bool}
	BytesType       = &Type{Kind: Bytes}
	TimestampType   = &Type{Kind: Timestamp}
	DurationType    = &Type{Kind: Duration}
	IntOrStringType = &Type{Kind: IntOrString}
)

// NewObject returns an object type without fields; add them with Field.
func NewObject(name string) *Type {
	return &Type{Kind: Object, Name: name, fields: map[string]*Type{}, jsonNames: map[string]string{}}
}

// ListOf is a list of elem with at most maxItems items (0: unknown).
func ListOf(elem *Type, maxItems int64) *Type {
	return &Type{Kind: List, Elem: elem, MaxItems: maxItems}
}

// MapOf is a map from strings to elem with at most maxItems entries.
func MapOf(elem *Type, maxItems int64) *Type {
	return &Type{Kind: Map, Elem: elem, MaxItems: maxItems}
}

// Field adds a field by its json name and returns the object.
func (t *Type) Field(jsonName string, ft *Type) *Type {
	name := Escape(jsonName)
	if _, dup := t.fields[name]; !dup {
		t.order = append(t.order, name)
	}
	t.fields[name] = ft
	t.jsonNames[name] = jsonName
	return t
}

// FieldNames returns the CEL names of an object's fields, in the order added.
func (t *Type) FieldNames() []string { return t.order }

// FieldType returns the type of a field by CEL name.
func (t *Type) FieldType(name string) (*Type, bool) {
	ft, ok := t.fields[name]
	return ft, ok
}

// celType is the type CEL declarations use.
func (t *Type) celType() *celtypes.Type {
	switch t.Kind {
	case String:
		return celtypes.StringType
	case Int:
		return celtypes.IntType
	case Double:
		return celtypes.DoubleType
	case Bool:
		return celtypes.BoolType
	case Bytes:
		return celtypes.BytesType
	case Timestamp:
		return celtypes.TimestampType
	case Duration:
		return celtypes.DurationType
	case List:
		return celtypes.NewListType(t.Elem.celType())
	case Map:
		return celtypes.NewMapType(celtypes.StringType, t.Elem.celType())
	case Object:
		return celtypes.NewObjectType(t.Name)
	}
	return celtypes.DynType
}

// objects collects the object types reachable from t.
func (t *Type) objects(into map[string]*Type) {
	switch t.Kind {
	case Object:
		if _, seen := into[t.Name]; seen {
			return
		}
		into[t.Name] = t
		for _, name := range t.order {
			t.fields[name].objects(into)
		}
	case List, Map:
		t.Elem.objects(into)
	}
}

// celReserved are CEL's reserved words; as field names they are escaped
// as Kubernetes does (__namespace__).
var celReserved = map[string]bool{
	"true": true, "false": true, "null": true, "in": true, "as": true, "break": true, "const": true,
	"continue": true, "else": true, "for": true, "function": true, "if": true, "import": true,
	"let": true, "loop": true, "package": true, "namespace": true, "return": true, "var": true,
	"void": true, "while": true,
}

// Escape makes a json name a CEL field name with Kubernetes' escaping
// rules: __ -> __underscores__, . -> __dot__, - -> __dash__, / ->
// __slash__, reserved words wrapped in __.
func Escape(name string) string {
	if celReserved[name] {
		return "__" + name + "__"
	}
	if !strings.ContainsAny(name, "_.-/") {
		return name
	}
	name = strings.ReplaceAll(name, "__", "__underscores__")
	name = strings.ReplaceAll(name, ".", "__dot__")
	name = strings.ReplaceAll(name, "-", "__dash__")
	name = strings.ReplaceAll(name, "/", "__slash__")
	return name
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
