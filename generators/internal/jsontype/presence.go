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
//     Kubernetes 1.34), else nil for pointers, slices, maps and
//     interfaces, the zero value for basic kinds, and every member zero
//     for a struct (structuralZero). A struct with unexported members or
//     an array is taken as never omitted (docs/printer-columns.md says so).
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

// A Test is a Go condition and its negation, written together where the
// condition is made, so that no one negates Go text afterwards: Not is ""
// for a condition of several terms, which a reader negates as a whole.
// Beside the text it says what it tests, so that no one reads the text
// again to reason on it:
//   - Terms, for a condition of several terms joined by ||, are the
//     terms (a guard that left on it leaves on each);
//   - Value and Zero, for a test that a value is its type's zero (x == "",
//     x == 0, x == nil, len(x) == 0, !x), are the value and the zero
//     constant (has(x) && x == "a" then needs no presence test); Count
//     says the value is a length.
type Test struct {
	Is, Not     string
	Terms       []string
	Value, Zero string
	// Count: Value is a length (len(x)), never negative.
	Count bool
	// Direct: Is is Go's comparison Value == Zero as written, so a
	// switch on Value can take its place.
	Direct bool
	// ZeroHolds: Is holds on the type's zero value (an empty or nil test,
	// or every member zero; a type's own IsZero method is not assumed to).
	ZeroHolds bool
	// ZeroTime, of a time's IsZero test, is the time tested: a pointer's
	// IsZero holds on nil too, so !x.IsZero() says x != nil.
	ZeroTime string
	// MembersZero: Is holds only when every member of a struct is zero
	// (omitzero's test written out member by member).
	MembersZero bool
}

// ExcludesValue reports whether t holding means x, the value t tests, is
// not the constant c (Go source, as jsontype writes a zero: "", 0, false):
// t says x is its type's zero, and c is another constant.
func (t Test) ExcludesValue(x, c string) bool { return t.Value == x && t.Zero != "" && t.Zero != c }

// Implies reports whether u holds wherever t does, for u a test of one of
// the members of the struct t tests (the caller's word): t holds only when
// every member is zero, and u holds on a zero member. A struct omitted by
// omitzero then needs no test of its own before its member's.
func (t Test) Implies(u Test) bool { return t.MembersZero && u.ZeroHolds }

// Negation is the Go condition that t does not hold: its negation as
// written, or the whole of it negated.
func (t Test) Negation() string {
	if t.Not != "" {
		return t.Not
	}
	return "!(" + t.Is + ")"
}

// Equal reports whether t and u are one test: jsontype writes a test of
// one value one way.
func (t Test) Equal(u Test) bool { return t.Is == u.Is }

// test is a condition of one term and its negation.
func test(is, not string) Test { return Test{Is: is, Not: not} }

// isZero is the test that x is zero, a constant of its type, with its
// negation.
func isZero(x, zero, is, not string) Test {
	return Test{Is: is, Not: not, Value: x, Zero: zero, ZeroHolds: true}
}

// equalsZero is the test x == zero, Go's comparison, with its negation.
func equalsZero(x, zero string) Test {
	return Test{Is: x + " == " + zero, Not: x + " != " + zero, Value: x, Zero: zero, Direct: true, ZeroHolds: true}
}

// anyOf is a || b (a set, b maybe not): it has no one-term negation.
func anyOf(a, b Test) Test {
	if b.Is == "" {
		return a
	}
	return Test{Is: a.Is + " || " + b.Is, Terms: append(a.TermList(), b.TermList()...), ZeroHolds: a.ZeroHolds || b.ZeroHolds}
}

// TermList is t's terms joined by ||: Terms, or t itself.
func (t Test) TermList() []string {
	if t.Terms != nil {
		return t.Terms
	}
	return []string{t.Is}
}

// PresenceTests returns the Go tests, on x (the member's value, read
// through its parent), under which JSON omits member m or writes it as
// null; a Test with Is "" when it never does.
func PresenceTests(x string, m Member) (omitted, null Test) {
	if m.Omitempty && Emptyable(m.Type) {
		omitted = EmptyTest(x, m.Type)
	}
	if m.Omitzero {
		switch zero, byMethod := zeroTest(x, m.Type); {
		case zero.Is == "" || omitted.Is != "" && !byMethod:
			// omitempty leaves out every zero value of these kinds.
		case omitted.Is == "" || len(zero.Terms) > 1 && zero.Terms[0] == omitted.Is:
			omitted = zero
		default:
			omitted = anyOf(omitted, zero)
		}
	}
	if omitted.Is != "" {
		return omitted, Test{}
	}
	if Nilable(m.Type) {
		return Test{}, NilTest(x)
	}
	return Test{}, Test{}
}

// NilTest is x == nil.
func NilTest(x string) Test { return equalsZero(x, "nil") }

// ZeroTimeTest is x.IsZero() of a time, which JSON writes as null.
func ZeroTimeTest(x string) Test {
	return Test{Is: x + ".IsZero()", Not: "!" + x + ".IsZero()", ZeroTime: x}
}

// zeroTest is the Go test omitzero makes of x, a value of t, and whether
// it calls the type's IsZero method; "" when it is not modelled (a struct
// or array without an IsZero method).
func zeroTest(x string, t *types.Type) (Test, bool) {
	t = Unwrap(t)
	if t.Kind == types.Pointer {
		if _, ok := t.Elem.Methods["IsZero"]; ok {
			return anyOf(NilTest(x), ZeroTimeTest(x)), true
		}
		return NilTest(x), false
	}
	if _, ok := t.Methods["IsZero"]; ok {
		return test(x+".IsZero()", "!"+x+".IsZero()"), true
	}
	is := structuralZero(x, t, 0)
	return Test{Is: is, ZeroHolds: is != "", MembersZero: is != "" && t.Kind == types.Struct}, false
}

// structuralZero is reflect.Value.IsZero written out for x, a value of t
// (which is what omitzero uses on a type without an IsZero method): nil
// for pointers, slices, maps and interfaces, the zero of a basic kind, and
// every member zero for a struct (intstr.IntOrString, metav1.Duration).
// "" when it cannot be written: unexported members, arrays, or nesting
// deeper than a person would read.
func structuralZero(x string, t *types.Type, depth int) string {
	t = Unwrap(t)
	switch t.Kind {
	case types.Pointer, types.Slice, types.Map, types.Interface:
		return x + " == nil"
	case types.Struct:
		if depth >= 2 || len(t.Members) == 0 {
			return ""
		}
		var terms []string
		for _, m := range t.Members {
			if !IsExported(m.Name) {
				return ""
			}
			term := structuralZero(x+"."+m.Name, m.Type, depth+1)
			if term == "" {
				return ""
			}
			terms = append(terms, term)
		}
		if len(terms) == 1 {
			return terms[0]
		}
		return "(" + strings.Join(terms, " && ") + ")"
	}
	if t.Kind == types.Array || BasicOf(t) == "" {
		return ""
	}
	return IsEmptyExpr(x, t)
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
func IsEmptyExpr(x string, t *types.Type) string { return EmptyTest(x, t).Is }

// EmptyTest is IsEmptyExpr with its negation.
func EmptyTest(x string, t *types.Type) Test {
	t = Unwrap(t)
	switch t.Kind {
	case types.Pointer, types.Interface:
		return NilTest(x)
	case types.Slice, types.Map, types.Array:
		t := equalsZero("len("+x+")", "0")
		t.Count = true
		return t
	}
	switch b := BasicOf(t); {
	case b == "string":
		return equalsZero(x, `""`)
	case b == "bool":
		return isZero(x, "false", "!"+x, x)
	default:
		return equalsZero(x, "0")
	}
}

// Missing is the condition under which m is omitted or null: either way
// there is nothing to read below it.
func Missing(x string, m Member) string { return MissingTest(x, m).Is }

// MissingTest is Missing with its negation.
func MissingTest(x string, m Member) Test {
	omitted, null := PresenceTests(x, m)
	if omitted.Is != "" {
		return omitted
	}
	return null
}
