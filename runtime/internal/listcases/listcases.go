// Package listcases holds what the tests of every adapter share about the
// fixture's fields through lists (Gizmo's multi-valued spec.parts and its
// status.conditions.Ready.status): random values, the selectors tried, and
// the definition (docs/field-selectors.md) written out, which every
// server, cache and double must agree with.
package listcases

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// Selectors are the field selectors tried: =, ==, != on the multi-valued
// field, "" as a value, several terms on it, the filtered field.
var Selectors = []string{
	"spec.parts=p1", "spec.parts==p1", "spec.parts!=p1", "spec.parts=", "spec.parts!=",
	"spec.parts=p1,spec.parts=p2", "spec.parts=p2,spec.parts!=p3", "spec.parts=nope",
	"status.conditions.Ready.status=True", "status.conditions.Ready.status=Unknown",
	"status.conditions.Ready.status!=False,spec.parts=p3",
}

// RandomParts returns parts as they occur: absent, empty, with duplicates
// and "" elements.
func RandomParts(r *rand.Rand) []string {
	switch r.IntN(6) {
	case 0:
		return nil
	case 1:
		return []string{}
	}
	alphabet := []string{"", "p1", "p2", "p3"}
	out := make([]string, 1+r.IntN(3))
	for i := range out {
		out[i] = alphabet[r.IntN(len(alphabet))]
	}
	return out
}

// Selects is the definition: a term on spec.parts holds when some element
// equals its value (=, ==), or when none does (!=); the Ready status is
// "Unknown" when the gizmo has no Ready condition.
func Selects(selector string, parts []string, ready string) bool {
	for _, term := range strings.Split(selector, ",") {
		op, neg := "=", false
		if strings.Contains(term, "!=") {
			op, neg = "!=", true
		}
		label, value, _ := strings.Cut(term, op)
		value = strings.TrimPrefix(value, "=") // ==
		var holds bool
		switch label {
		case "spec.parts":
			holds = slices.Contains(parts, value)
		case "status.conditions.Ready.status":
			holds = ready == value
		}
		if holds == neg {
			return false
		}
	}
	return true
}

// Predicate is a field predicate over the multi-valued field and what it
// selects, by the definition.
type Predicate struct {
	Expr    string
	Selects func(parts []string) bool
}

// Predicates are field predicates over spec.parts, a list(string):
// membership (an index lookup; an || of two a set of lookups), negation,
// size and exists.
var Predicates = []Predicate{
	{"'p1' in object.spec.parts", func(p []string) bool { return slices.Contains(p, "p1") }},
	{"'p1' in object.spec.parts || 'p2' in object.spec.parts", func(p []string) bool { return slices.Contains(p, "p1") || slices.Contains(p, "p2") }},
	{"!('p1' in object.spec.parts)", func(p []string) bool { return !slices.Contains(p, "p1") }},
	{"size(object.spec.parts) == 0", func(p []string) bool { return len(p) == 0 }},
	{"object.spec.parts.exists(x, x == '')", func(p []string) bool { return slices.Contains(p, "") }},
	{"'p2' in object.spec.parts && object.spec.parts.all(x, x.startsWith('p'))", func(p []string) bool {
		return slices.Contains(p, "p2") && !slices.ContainsFunc(p, func(x string) bool { return !strings.HasPrefix(x, "p") })
	}},
}
