package gocode

import "unicode"

// LowerInitials lower-cases the leading capitals of a word as a Go name
// of a local does: Pod is pod, CSR csr, CPUs cpus (an initialism's
// plural), HTTPRoute httpRoute (the R of Route starts the next word).
func LowerInitials(w string) string {
	r := []rune(w)
	n := 0
	for n < len(r) && unicode.IsUpper(r[n]) {
		n++
	}
	switch {
	case n > 1 && string(r[n:]) == "s":
		n++ // CPUs
	case n > 1 && n < len(r):
		n-- // HTTPRoute
	}
	for i := range n {
		r[i] = unicode.ToLower(r[i])
	}
	return string(r)
}
