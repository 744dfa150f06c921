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
// cel.bind's, a variable's): what v's making says of it, its bound, the
// indexes its elements are and the list it is no longer than, holds of
// the variable too.
func (v cVal) heldAs(text string) cVal {
	return cVal{text: text, t: v.t, bits: boundBits(v), indexesOf: v.indexesOf, within: v.within}
}

// A returnedValue is what a variable's function returns from one of its
// returns, as its readers may know it: its bound (boundBits), the list it
// is indexes into (cVal.indexesOf), the list it is no longer than
// (cVal.within), and whether it is the empty list, which every such fact
// holds of.
type returnedValue struct {
	bits              int
	indexesOf, within string
	empty             bool
}

// returnedOf is what a reader knows of v, returned.
func returnedOf(v cVal) returnedValue {
	return returnedValue{bits: boundBits(v), indexesOf: v.indexesOf, within: v.within, empty: v.empty}
}

// commonList is the list every returned value names by list (its
// indexesOf, its within), the empty lists aside, where all name the same
// one and it is the row's object's (obj.…: the name means the same object
// in every function of the row, where a temporary's would not); ""
// otherwise.
func commonList(returned []returnedValue, list func(returnedValue) string) string {
	of := ""
	for _, r := range returned {
		switch l := list(r); {
		case r.empty:
		case l == "" || of != "" && l != of:
			return ""
		default:
			of = l
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
