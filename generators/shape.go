package generators

import (
	gotypes "go/types"

	"k8s.io/gengo/v2/types"
)

// A Go type is classified once, here, into a shape: what its JSON (and so
// its unstructured, JSONPath and CEL) form is. Field-selector values
// (values.go), table cells (cells.go), the CEL schema (celschema.go), the
// CEL compiler (celcompile.go) and the JSON writers (jsonwriter.go) each
// map a shape to what they make of it; none of them looks at type names.
//
// Adding a well-known type with its own JSON form means one entry in
// wellKnownShapes (and a shapeKind if no existing one fits), then one case
// in each mapping; TestShapeMappings fails until every mapping decides.

// shapeKind is the JSON form of a Go type.
type shapeKind int

const (
	shapeUnknown     shapeKind = iota // nothing models it (chan, func, complex)
	shapeString                       // string kinds: enums, types.UID
	shapeBool                         // bool kinds
	shapeSigned                       // signed integer kinds
	shapeUnsigned                     // unsigned integer kinds
	shapeFloat                        // float32, float64
	shapeBytes                        // []byte: a base64 string
	shapeTime                         // metav1.Time: RFC 3339, null when zero
	shapeMicroTime                    // metav1.MicroTime: RFC 3339 with microseconds, null when zero
	shapeDuration                     // metav1.Duration: its String()
	shapeIntOrString                  // intstr.IntOrString: an integer or a string
	shapeQuantity                     // resource.Quantity: its canonical string
	shapeOpaque                       // free-form JSON: interfaces, RawExtension, JSON, FieldsV1
	shapeStruct                       // an object of json members
	shapeList                         // a slice or array (not []byte)
	shapeMap                          // a map
	numShapeKinds
)

var shapeKindNames = [numShapeKinds]string{"unknown", "string", "bool", "signed integer", "unsigned integer",
	"float", "bytes", "metav1.Time", "metav1.MicroTime", "metav1.Duration", "intstr.IntOrString",
	"resource.Quantity", "free-form JSON", "struct", "list", "map"}

func (k shapeKind) String() string { return shapeKindNames[k] }

const quantityPkg = "k8s.io/apimachinery/pkg/api/resource"

// wellKnownShapes are the apimachinery types whose JSON form is not that
// of their Go structure.
var wellKnownShapes = map[types.Name]shapeKind{
	timeName:                                 shapeTime,
	microTimeName:                            shapeMicroTime,
	durationName:                             shapeDuration,
	intOrStrName:                             shapeIntOrString,
	{Package: quantityPkg, Name: "Quantity"}: shapeQuantity,
}

// shape is a classified Go type.
type shape struct {
	kind shapeKind
	// basic is the builtin type behind the basic kinds ("int32", "string"),
	// from go/types when known. gengo's universe merges int8 and uint8 into
	// "byte"; without go/types, "byte" stands for either.
	basic string
	// named: a defined type (type Phase string), so Go code needs a
	// conversion to basic.
	named bool
	// pointers is the number of pointers stripped (*T is 1, **T 2).
	pointers int
	// elem is the type after pointers, with declared list and map types
	// seen through (type PartList []Part is its []Part).
	elem *types.Type
}

// shapeOf classifies t. gt is the same type in go/types when known.
func shapeOf(t *types.Type, gt gotypes.Type) shape {
	elem, ptrs := deref(t)
	s := shape{pointers: ptrs, elem: elem}
	if k, ok := wellKnownShapes[elem.Name]; ok {
		s.kind = k
		return s
	}
	if isOpaque(elem) {
		s.kind = shapeOpaque
		return s
	}
	switch elem.Kind {
	case types.Struct:
		s.kind = shapeStruct
		return s
	case types.Map:
		s.kind = shapeMap
		return s
	case types.Slice, types.Array:
		s.kind = shapeList
		if elem.Kind == types.Slice && isByteElem(elem.Elem, goElem(derefGo(gt))) {
			s.kind = shapeBytes
		}
		return s
	}
	s.basic, s.named = basicOf(elem), elem.Name.Package != ""
	if gt != nil {
		s.basic, s.named = goBasic(gt)
	}
	switch b := s.basic; {
	case b == "string":
		s.kind = shapeString
	case b == "bool":
		s.kind = shapeBool
	case isSignedInt(b):
		s.kind = shapeSigned
	case isUnsignedInt(b):
		s.kind = shapeUnsigned
	case b == "float32" || b == "float64":
		s.kind = shapeFloat
	}
	return s
}

// isByteElem: encoding/json writes a slice of uint8 as base64. Without
// go/types an element gengo calls "byte" is taken for uint8.
func isByteElem(t *types.Type, gt gotypes.Type) bool {
	if gt != nil {
		b, _ := goBasic(gt)
		return b == "uint8"
	}
	return basicOf(t) == "byte"
}

// derefGo strips pointers and declared names from a go/types type, so
// goElem and goKey see its structure.
func derefGo(gt gotypes.Type) gotypes.Type {
	for gt != nil {
		p, ok := gt.Underlying().(*gotypes.Pointer)
		if !ok {
			break
		}
		gt = p.Elem()
	}
	return gt
}

// basic reports whether the shape is a scalar Go builtin kind.
func (s shape) isBasic() bool {
	switch s.kind {
	case shapeString, shapeBool, shapeSigned, shapeUnsigned, shapeFloat:
		return true
	}
	return false
}
