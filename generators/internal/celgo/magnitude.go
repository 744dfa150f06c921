package celgo

import (
	"math"
	mathbits "math/bits"
	"slices"

	"github.com/google/cel-go/common/operators"
	"k8s.io/gengo/v2/types"
)

// Ints whose size is known by how they were made. CEL's int arithmetic
// is an error where it overflows, which compiled code checks with the
// runtime's AddInt64 and its kin. Where both operands are known to be
// small — a list's length, a count, an int32 field, a constant — the
// result cannot overflow, and it is Go's own + - *, as a person writes
// len(a) + len(b): ConfigMap's Data is int64(len(obj.Data)) +
// int64(len(obj.BinaryData)).

// lengthBits bounds a length or a count: no Go value holds more than
// 2^48 bytes (the largest allocation of Go's 64-bit platforms), so a
// string has fewer runes, a map fewer entries and a list of elements
// that take space fewer elements, and a loop over one counts fewer.
const lengthBits = 48

// safeBits is the largest magnitude bound of a result that cannot
// overflow int64: |v| <= 2^62 < 2^63 - 1.
const safeBits = 62

// lengthBitsOf is lengthBits for the length of a value of type t, 0 for
// a list whose elements may take no space (a slice of struct{} has any
// length).
func lengthBitsOf(t *cType) int {
	if t.kind == kList && t.elem != nil && t.elem.kind == kObject && !takesSpace(t.elem.obj, 0) {
		return 0
	}
	return lengthBits
}

// takesSpace reports whether a value of Go type t surely takes space: not
// an empty struct, an array of none, or a struct or array of only those
// (nor an unknown type, or one nested too deep to tell).
func takesSpace(t *types.Type, depth int) bool {
	if t == nil || depth > 8 {
		return false
	}
	switch t.Kind {
	case types.Struct:
		return slices.ContainsFunc(t.Members, func(m types.Member) bool { return takesSpace(m.Type, depth+1) })
	case types.Array:
		return t.Len > 0 && takesSpace(t.Elem, depth+1)
	case types.Alias, types.DeclarationOf:
		return takesSpace(t.Underlying, depth+1)
	}
	return true
}

// magnitude is a bound on int v's magnitude, |v| <= 2^bits, where one is
// known (ok): v's own (a length, a count, a bounded result), a
// constant's, or the range of the Go type v was read from.
func magnitude(v cVal) (bits int, ok bool) {
	if v.bits > 0 {
		return v.bits, true
	}
	if k, isInt := intConstant(v.constant); isInt {
		if k == math.MinInt64 {
			return 0, false
		}
		if k < 0 {
			k = -k
		}
		return mathbits.Len64(uint64(k)), true
	}
	if v.goVal == "" {
		return 0, false
	}
	switch v.goBasic {
	case "int8":
		return 7, true
	case "uint8", "byte":
		return 8, true
	case "int16":
		return 15, true
	case "uint16":
		return 16, true
	case "int32", "rune":
		return 31, true
	case "uint32":
		return 32, true
	}
	return 0, false
}

// boundedArithmetic is l + r, l - r or l * r where neither can overflow:
// both operands' magnitudes are known and the result's bound is within
// safeBits. ok is false otherwise (the checked helper is written).
func boundedArithmetic(fn string, l, r cVal) (cVal, bool) {
	lb, lok := magnitude(l)
	rb, rok := magnitude(r)
	if !lok || !rok {
		return cVal{}, false
	}
	var op string
	var bits int
	switch fn {
	case operators.Add, operators.Subtract:
		op, bits = "+", max(lb, rb)+1
		if fn == operators.Subtract {
			op = "-"
		}
	case operators.Multiply:
		op, bits = "*", lb+rb
	default:
		return cVal{}, false
	}
	if bits > safeBits {
		return cVal{}, false
	}
	return cVal{node: binary(op, l, r), t: l.t, bits: max(bits, 1)}, true
}

// boundBits is the bits of a variable that holds v: v's magnitude where
// it is known, so that a cel.bind of a length stays one.
func boundBits(v cVal) int {
	if v.t.kind != kInt {
		return 0
	}
	if bits, ok := magnitude(v); ok {
		return max(bits, 1) // 0 is unknown: a zero is within 2^1
	}
	return 0
}

// widest is the bound of a value that is one of several, each bounded by
// one of bits: the widest, or 0 (unknown) where one is unknown or there
// are none.
func widest(bits []int) int {
	if len(bits) == 0 || slices.Contains(bits, 0) {
		return 0
	}
	return slices.Max(bits)
}
