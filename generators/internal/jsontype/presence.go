package jsontype

import (
	"strings"

	"k8s.io/gengo/v2/types"
)

// Presence: when a value is missing from an object's JSON, and how. This
// is the one place that says so; JSONPath cells, compiled CEL, the JSON
// writers, filters and scale paths all ask here.
//
//   - omitted: encoding/json leaves the key out. That is omitempty on an
//     empty value: "", false, 0, a nil pointer or interface, an empty
//     slice, map or array; never a struct (omitempty does not see into
//     structs, so a zero metav1.Time under omitempty is still written);
//     and omitzero (Go 1.24, honoured by the unstructured converter) on a
//     zero value: the type's IsZero method when it has one (a zero
//     metav1.Time: ObjectMeta's creationTimestamp is omitzero since
//     Kubernetes 1.35), else nil for pointers, slices, maps and
//     interfaces and the zero value for basic kinds. A struct or array
//     without IsZero is taken as never omitted: reflect.Value.IsZero over
//     its fields is not modelled (docs/printer-columns.md says so).
//   - null: the key is written with the value null. That is a nil pointer,
//     slice, map or interface without omitempty, and a zero metav1.Time or
//     MicroTime, whose MarshalJSON writes null.
//
// To JSONPath (client-go) an omitted key is no result and a null is a
// result whose value is nil; CEL errors on both ("no such key", or null
// where a value is needed); the CRD field selector gives "" for both.
// Field selectors of typed objects follow the built-in Go code instead: a
// nil pointer on the way or a zero time is absent, a zero number is its
// value (see the generator's fieldPath.nilChecks, and ZeroIsNull).

// ZeroIsNull: metav1.Time and MicroTime marshal their zero value as null.
func ZeroIsNull(k Kind) bool { return k == Time || k == MicroTime }

// Presence returns the Go conditions, on x (the member's value, read
// through its parent), under which JSON omits member m or writes it as
// null; "" when it never does.
func Presence(x string, m Member) (omitted, null string) {
	if m.Omitempty && Emptyable(m.Type) {
		omitted = IsEmptyExpr(x, m.Type)
	}
	if m.Omitzero {
		switch zero, byMethod := isZeroExpr(x, m.Type); {
		case zero == "" || omitted != "" && !byMethod:
			// omitempty leaves out every zero value of these kinds.
		case omitted == "" || strings.HasPrefix(zero, omitted+" || "):
			omitted = zero
		default:
			omitted += " || " + zero
		}
	}
	if omitted != "" {
		return omitted, ""
	}
	if Nilable(m.Type) {
		return "", x + " == nil"
	}
	return "", ""
}

// isZeroExpr is the Go test omitzero makes of x, a value of t, and
// whether it calls the type's IsZero method; "" when it is not modelled
// (a struct or array without an IsZero method).
func isZeroExpr(x string, t *types.Type) (expr string, byMethod bool) {
	t = Unwrap(t)
	if t.Kind == types.Pointer {
		if _, ok := t.Elem.Methods["IsZero"]; ok {
			return x + " == nil || " + x + ".IsZero()", true
		}
		return x + " == nil", false
	}
	if _, ok := t.Methods["IsZero"]; ok {
		return x + ".IsZero()", true
	}
	switch t.Kind {
	case types.Slice, types.Map, types.Interface:
		return x + " == nil", false
	case types.Struct, types.Array:
		return "", false
	}
	if BasicOf(t) == "" {
		return "", false
	}
	return IsEmptyExpr(x, t), false
}

// Nilable reports whether the unstructured form of t can be null: nil
// pointers, slices and maps serialize as null.
func Nilable(t *types.Type) bool {
	t = Unwrap(t)
	switch t.Kind {
	case types.Pointer, types.Slice, types.Map, types.Interface:
		return true
	}
	return false
}

// Emptyable reports whether omitempty can leave t out: empty strings,
// false, zero numbers, nil pointers, empty slices and maps (never structs).
func Emptyable(t *types.Type) bool {
	t = Unwrap(t)
	switch t.Kind {
	case types.Pointer, types.Slice, types.Map, types.Interface, types.Array:
		return true
	case types.Struct:
		return false
	}
	return BasicOf(t) != ""
}

// IsEmptyExpr is the Go test for an empty value of t, as omitempty sees it.
func IsEmptyExpr(x string, t *types.Type) string {
	t = Unwrap(t)
	switch t.Kind {
	case types.Pointer, types.Interface:
		return x + " == nil"
	case types.Slice, types.Map, types.Array:
		return "len(" + x + ") == 0"
	}
	switch b := BasicOf(t); {
	case b == "string":
		return x + ` == ""`
	case b == "bool":
		return "!" + x
	default:
		return x + " == 0"
	}
}

// Missing is the condition under which m is omitted or null: either way
// there is nothing to read below it.
func Missing(x string, m Member) string {
	omitted, null := Presence(x, m)
	if omitted != "" {
		return omitted
	}
	return null
}
