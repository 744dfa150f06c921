package jsontype

import (
	gotypes "go/types"
	"slices"
)

// Selectors are the Go expressions of the members of chain read from x:
// x is a value of the struct chain[0] is a member of, and each member after
// the first is a member of the one before it (through its pointer, if it is
// one). An embedded member that a later one is promoted through is left out
// where Go's own selector lookup, from the last member written, finds that
// member by the same path: obj.CreationTimestamp for
// obj.ObjectMeta.CreationTimestamp, route.Spec.ParentRefs for
// route.Spec.CommonRouteSpec.ParentRefs, as a person writes them. Where a
// shallower field of the same name shadows the promoted one, where two
// embeddings make it ambiguous, or where go/types does not know the types,
// the embedded member is written.
//
// Every member has an expression, embedded ones too (x.Spec.Embedded ==
// nil is what a nil check of one reads); only the members after an
// embedded one may leave it out.
func Selectors(x string, chain []Member) []string {
	out := make([]string, len(chain))
	for i, m := range chain {
		from := i - 1 // the member written last (-1: x itself)
		for from >= 0 && chain[from].Embedded && promotes(chain, from-1, i) {
			from--
		}
		base := x
		if from >= 0 {
			base = out[from]
		}
		out[i] = base + "." + m.Name
	}
	return out
}

// promotes reports whether Go's selector lookup of chain[i]'s name, from
// the type of chain[from] (from == -1: the struct chain[0] is a member of),
// finds chain[i] by way of the members between them.
func promotes(chain []Member, from, i int) bool {
	t := chain[0].parent
	if from >= 0 {
		t = chain[from].GoType
	}
	want := make([]int, 0, i-from)
	for _, m := range chain[from+1 : i+1] {
		if m.field == nil {
			return false
		}
		want = append(want, m.index)
	}
	if t == nil {
		return false
	}
	m := chain[i]
	obj, index, _ := gotypes.LookupFieldOrMethod(t, true, m.field.Pkg(), m.Name)
	return obj == m.field && slices.Equal(index, want)
}
