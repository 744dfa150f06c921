// Package listcases holds what the tests of every adapter share about the
// fixture's fields through lists (Gizmo's multi-valued spec.parts and its
// status.conditions.Ready.status): random values, the selectors tried, and
// the definition (docs/field-selectors.md) written out, which every
// server, cache and double must agree with.
package listcases

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
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

// Gizmos are n random v1 gizmos in namespace ns, named g00, g01, ...:
// random parts, and a Ready condition (True, False, or none: "Unknown") or
// not; Parts and Ready give what the definition reads of each, by name.
type Gizmos struct {
	Objects []*v1.Gizmo
	Parts   map[string][]string
	Ready   map[string]string
}

// RandomGizmos makes n random gizmos.
func RandomGizmos(r *rand.Rand, ns string, n int) Gizmos {
	g := Gizmos{Parts: map[string][]string{}, Ready: map[string]string{}}
	for i := range n {
		obj := &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("g%02d", i), Namespace: ns}}
		obj.Spec.Parts = RandomParts(r)
		g.Ready[obj.Name] = "Unknown"
		if s := r.IntN(3); s > 0 {
			status := []metav1.ConditionStatus{"", metav1.ConditionTrue, metav1.ConditionFalse}[s]
			obj.Status.Conditions = []metav1.Condition{{Type: "Ready", Status: status, LastTransitionTime: metav1.NewTime(time.Unix(1700000000, 0))}}
			g.Ready[obj.Name] = string(status)
		}
		g.Parts[obj.Name] = obj.Spec.Parts
		g.Objects = append(g.Objects, obj)
	}
	return g
}

// Selected are the names of the gizmos sel selects, sorted.
func (g Gizmos) Selected(sel string) []string {
	return g.matching(func(name string) bool { return Selects(sel, g.Parts[name], g.Ready[name]) })
}

// SelectedBy are the names of the gizmos p selects, sorted.
func (g Gizmos) SelectedBy(p Predicate) []string {
	return g.matching(func(name string) bool { return p.Selects(g.Parts[name]) })
}

func (g Gizmos) matching(f func(name string) bool) []string {
	var out []string
	for name := range g.Parts {
		if f(name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
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
