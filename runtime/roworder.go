package runtime

import (
	"cmp"
	"time"
)

// Row order keys (+k8s:printerRowOrder): a generated table convertor
// sorts a list's rows by keys compared with these, each key's value and
// whether it has one (false: the key's expression failed). A row whose
// key failed comes after the rows whose key has a value; two failed keys
// are equal.

// CompareKeys compares two ordered keys (ints, floats, strings,
// durations); NaN comes before every other float, as in cmp.Compare.
func CompareKeys[T cmp.Ordered](a T, aOK bool, b T, bOK bool) int {
	if c, done := compareOK(aOK, bOK); done {
		return c
	}
	return cmp.Compare(a, b)
}

// CompareBoolKeys compares two boolean keys: false before true.
func CompareBoolKeys(a, aOK, b, bOK bool) int {
	if c, done := compareOK(aOK, bOK); done {
		return c
	}
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}

// CompareTimeKeys compares two timestamp keys: earlier first.
func CompareTimeKeys(a time.Time, aOK bool, b time.Time, bOK bool) int {
	if c, done := compareOK(aOK, bOK); done {
		return c
	}
	return a.Compare(b)
}

// compareOK orders keys by whether they have a value; done says that
// decides it.
func compareOK(aOK, bOK bool) (int, bool) {
	switch {
	case aOK && bOK:
		return 0, false
	case aOK:
		return -1, true
	case bOK:
		return 1, true
	}
	return 0, true
}
