// Package jsontype is what the generator knows about Go types as
// encoding/json, JSONPath and CEL see them: the members of a struct by json
// name, the shape of a type (string, integer, time, IntOrString, struct,
// list, ...) and when a value is missing from an object's JSON. It depends
// on nothing of the generator; everything above it asks here.
//
// A Go type is classified once, by Of. Field-selector values, table cells,
// the CEL schema, the CEL compiler and the JSON writers each map a Shape to
// what they make of it (one table each in package generators); none of
// them looks at type names. Adding a well-known type with its own JSON form
// means one entry in wellKnown (and a Kind if no existing one fits), then
// one entry in each mapping; generators' TestShapeMappings fails until
// every mapping decides.
package jsontype

import (
	gotypes "go/types"

	"k8s.io/gengo/v2/types"
)

// Kind is the JSON form of a Go type.
type Kind int

const (
	Unknown     Kind = iota // nothing models it (chan, func, complex)
	String                  // string kinds: enums, types.UID
	Bool                    // bool kinds
	Signed                  // signed integer kinds
	Unsigned                // unsigned integer kinds
	Float                   // float32, float64
	Bytes                   // []byte: a base64 string
	Time                    // metav1.Time: RFC 3339, null when zero
	MicroTime               // metav1.MicroTime: RFC 3339 with microseconds, null when zero
	Duration                // metav1.Duration: its String()
	IntOrString             // intstr.IntOrString: an integer or a string
	Quantity                // resource.Quantity: its canonical string
	Opaque                  // free-form JSON: interfaces, RawExtension, JSON, FieldsV1
	Struct                  // an object of json members
	List                    // a slice or array (not []byte)
	Map                     // a map
	NumKinds
)

var kindNames = [NumKinds]string{"unknown", "string", "bool", "signed integer", "unsigned integer",
	"float", "bytes", "metav1.Time", "metav1.MicroTime", "metav1.Duration", "intstr.IntOrString",
	"resource.Quantity", "free-form JSON", "struct", "list", "map"}

func (k Kind) String() string { return kindNames[k] }

const QuantityPkg = "k8s.io/apimachinery/pkg/api/resource"

// wellKnown are the apimachinery types whose JSON form is not that
// of their Go structure.
var wellKnown = map[types.Name]Kind{
	TimeName:                                 Time,
	MicroTimeName:                            MicroTime,
	DurationName:                             Duration,
	IntOrStrName:                             IntOrString,
	{Package: QuantityPkg, Name: "Quantity"}: Quantity,
}

// Shape is a classified Go type.
type Shape struct {
	Kind Kind
	// Basic is the builtin type behind the Basic kinds ("int32", "string"),
	// from go/types when known. gengo's universe merges int8 and uint8 into
	// "byte"; without go/types, "byte" stands for either.
	Basic string
	// Named: a defined type (type Phase string), so Go code needs a
	// conversion to basic.
	Named bool
	// Pointers is the number of Pointers stripped (*T is 1, **T 2).
	Pointers int
	// Elem is the type after pointers, with declared list and map types
	// seen through (type PartList []Part is its []Part).
	Elem *types.Type
}

// Of classifies t. gt is the same type in go/types when known.
func Of(t *types.Type, gt gotypes.Type) Shape {
	elem, ptrs := Deref(t)
	s := Shape{Pointers: ptrs, Elem: elem}
	if k, ok := wellKnown[elem.Name]; ok {
		s.Kind = k
		return s
	}
	if IsOpaque(elem) {
		s.Kind = Opaque
		return s
	}
	switch elem.Kind {
	case types.Struct:
		s.Kind = Struct
		return s
	case types.Map:
		s.Kind = Map
		return s
	case types.Slice, types.Array:
		s.Kind = List
		if elem.Kind == types.Slice && isByteElem(elem.Elem, GoElem(DerefGo(gt))) {
			s.Kind = Bytes
		}
		return s
	}
	s.Basic, s.Named = BasicOf(elem), elem.Name.Package != ""
	if gt != nil {
		s.Basic, s.Named = GoBasic(gt)
	}
	switch b := s.Basic; {
	case b == "string":
		s.Kind = String
	case b == "bool":
		s.Kind = Bool
	case IsSignedInt(b):
		s.Kind = Signed
	case IsUnsignedInt(b):
		s.Kind = Unsigned
	case b == "float32" || b == "float64":
		s.Kind = Float
	}
	return s
}

// isByteElem: encoding/json writes a slice of uint8 as base64. Without
// go/types an element gengo calls "byte" is taken for uint8.
func isByteElem(t *types.Type, gt gotypes.Type) bool {
	if gt != nil {
		b, _ := GoBasic(gt)
		return b == "uint8"
	}
	return BasicOf(t) == "byte"
}

// DerefGo strips pointers and declared names from a go/types type, so
// goElem and goKey see its structure.
func DerefGo(gt gotypes.Type) gotypes.Type {
	for gt != nil {
		p, ok := gt.Underlying().(*gotypes.Pointer)
		if !ok {
			break
		}
		gt = p.Elem()
	}
	return gt
}

// IsBasic reports whether the shape is a scalar Go builtin kind.
func (s Shape) IsBasic() bool {
	switch s.Kind {
	case String, Bool, Signed, Unsigned, Float:
		return true
	}
	return false
}
