package celgo

import "strings"

// Lists of indexes. lists.range(size(x)).filter(i, …) keeps indexes into
// x: each element is at least 0 and below x's length (Pod's blocking init
// containers). Where such a list is read, or a cel.bind or a row variable
// that holds one, its elements index x with no bounds check and are
// small (lengthBits): self.status.initContainerStatuses[variables.blocking[0]]
// is `i := blocking[0]` then `s := &obj.Status.InitContainerStatuses[i]…`
// with no test of i, and variables.blocking[0] + 1 is Go's +, as a person
// who collected the indexes writes them.

// keptIndexes is what a filter whose kept elements are elem says of its
// list's elements (cVal.indexesOf): x where elem is a counting loop's
// index below x's length, "" otherwise.
func keptIndexes(elem cVal) string {
	if elem.counter && elem.below != "" {
		return elem.below
	}
	return ""
}

// withIndexFacts is elem, an element of the list l, knowing what l says
// of its elements: an index into l.indexesOf, never negative, below its
// length.
func withIndexFacts(l, elem cVal) cVal {
	if l.indexesOf != "" && elem.t.kind == kInt {
		elem.counter, elem.below, elem.bits = true, l.indexesOf, lengthBits
	}
	return elem
}

// heldAs is the value of a Go variable named text that holds v (a
// cel.bind's, a variable's): what v's making says of it, its bound and
// the indexes its elements are, holds of the variable too.
func (v cVal) heldAs(text string) cVal {
	return cVal{text: text, t: v.t, bits: boundBits(v), indexesOf: v.indexesOf}
}

// A returnedValue is what a variable's function returns from one of its
// returns, as its readers may know it: its bound (boundBits), the list it
// is indexes into (cVal.indexesOf), and whether it is the empty list,
// which every such fact holds of.
type returnedValue struct {
	bits      int
	indexesOf string
	empty     bool
}

// returnedOf is what a reader knows of v, returned.
func returnedOf(v cVal) returnedValue {
	return returnedValue{bits: boundBits(v), indexesOf: v.indexesOf, empty: v.empty}
}

// commonIndexes is the list every returned list is indexes into, the
// empty ones aside, where all name the same one and it is the row's
// object's (obj.…: the name means the same object in every function of
// the row, where a temporary's would not); "" otherwise.
func commonIndexes(returned []returnedValue) string {
	of := ""
	for _, r := range returned {
		switch {
		case r.empty:
		case r.indexesOf == "" || of != "" && r.indexesOf != of:
			return ""
		default:
			of = r.indexesOf
		}
	}
	if !strings.HasPrefix(of, "obj.") {
		return ""
	}
	return of
}

// returnedBits is the bound of every returned value (widest).
func returnedBits(returned []returnedValue) int {
	bits := make([]int, len(returned))
	for i, r := range returned {
		bits[i] = r.bits
	}
	return widest(bits)
}
