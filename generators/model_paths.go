package generators

import (
	gotypes "go/types"
	"slices"
	"strconv"
	"strings"

	"k8s.io/client-go/util/jsonpath"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// Paths of the model: a field path from a kind's root (selectable fields,
// selector generation, subresources) and a printer column's resolved
// JSONPath. The Go expressions and conditions emitters print are derived
// here, from the path's one form.

// fieldPath is a resolved path from a kind's root to a struct member. It
// has one form: the members along the path, inline embedded ones included,
// each with its json name, omitempty flag and Go type. The json path, the Go
// selector expression, nil checks and the leaf are all derived from it.
type fieldPath struct {
	Members []jsontype.Member
	// Lists are the lists a selectable field's path crosses, in order
	// (.spec.containers[*].image): after Members[:After] the path goes on
	// in the list's elements. Empty for every other path.
	Lists []listStep
}

// listStep is one list a field path crosses: every element ([*]), or the
// one whose key member has a value (a filter, [?(@.type=="Ready")]).
type listStep struct {
	// After is how many members lead to the list; the members after them
	// start from an element.
	After int
	// Elem is the element type (a pointer for []*T), ElemGo the same in
	// go/types when known.
	Elem   *types.Type
	ElemGo gotypes.Type
	// Filter selects one element; nil selects every element.
	Filter *listFilter
}

// listFilter selects the element whose Key member equals Value.
type listFilter struct {
	Key   jsontype.Member
	Value string
}

// multiValued reports whether the path has a value per element of a list:
// it crosses a list without a filter.
func (p *fieldPath) multiValued() bool {
	for _, l := range p.Lists {
		if l.Filter == nil {
			return true
		}
	}
	return false
}

// endsInList reports whether the path ends at the elements of a list
// (.metadata.finalizers[*]): its values are the elements themselves.
func (p *fieldPath) endsInList() bool {
	return len(p.Lists) > 0 && p.Lists[len(p.Lists)-1].After == len(p.Members)
}

// child extends a path by one member.
func (p *fieldPath) child(m jsontype.Member) *fieldPath {
	return &fieldPath{Members: append(slices.Clone(p.Members), m)}
}

// JSON returns the json names along the path; inline members add none.
func (p *fieldPath) JSON() []string {
	var names []string
	for _, m := range p.Members {
		if !m.Inline {
			names = append(names, m.JSONName)
		}
	}
	return names
}

// last is the member the path ends at.
func (p *fieldPath) last() jsontype.Member { return p.Members[len(p.Members)-1] }

// Leaf is the type of the value, pointers included: the last member's, or
// the element's when the path ends in a list.
func (p *fieldPath) Leaf() *types.Type {
	if p.endsInList() {
		return p.Lists[len(p.Lists)-1].Elem
	}
	return p.last().Type
}

// LeafGo is the same type in go/types, when known.
func (p *fieldPath) LeafGo() gotypes.Type {
	if p.endsInList() {
		return p.Lists[len(p.Lists)-1].ElemGo
	}
	return p.last().GoType
}

// String is the json path with a leading dot (.spec.color), lists written
// as the marker writes them (.spec.containers[*].image).
func (p *fieldPath) String() string {
	var b strings.Builder
	lists := p.Lists
	for i, m := range p.Members {
		for len(lists) > 0 && lists[0].After == i {
			b.WriteString(lists[0].text())
			lists = lists[1:]
		}
		if !m.Inline {
			b.WriteString("." + m.JSONName)
		}
	}
	for _, l := range lists {
		b.WriteString(l.text())
	}
	return b.String()
}

// text is the list step as a JSONPath writes it.
func (l listStep) text() string {
	if l.Filter == nil {
		return "[*]"
	}
	return "[?(@." + l.Filter.Key.JSONName + "==" + strconv.Quote(l.Filter.Value) + ")]"
}

// hasPointer reports whether any member on the path may be nil.
func (p *fieldPath) hasPointer() bool {
	for _, m := range p.Members {
		if m.Type.Kind == types.Pointer {
			return true
		}
	}
	return false
}

// exprN is the Go selector expression of the first n members from root
// (obj.Spec.Color for all of them); Go dereferences pointers on the way.
func (p *fieldPath) exprN(root string, n int) string {
	if n == 0 {
		return root
	}
	return jsontype.Selectors(root, p.Members[:n])[n-1]
}

// expr is the Go selector expression of the whole path from root.
func (p *fieldPath) expr(root string) string { return p.exprN(root, len(p.Members)) }

// absence returns the Go conditions under which the value at p is left
// out of the object's JSON: a nil pointer on the way, or an empty value
// under omitempty at the end.
func (p *fieldPath) absence(root string) []string {
	var conds []string
	for i, acc := range jsontype.Selectors(root, p.Members) {
		m := p.Members[i]
		if cond := jsontype.Missing(acc, m); cond != "" {
			conds = append(conds, cond)
		}
	}
	return conds
}

// presence is the condition under which p is present from root, as
// absence's negation: "" when it always is.
func (p *fieldPath) presence(root string) string {
	var conds []string
	for i, acc := range jsontype.Selectors(root, p.Members) {
		m := p.Members[i]
		if t := jsontype.MissingTest(acc, m); t.Is != "" {
			conds = append(conds, t.Negation())
		}
	}
	return strings.Join(conds, " && ")
}

// nonNil is the condition under which reading p from root dereferences
// no nil pointer: nilChecks' negation, "" when there is none.
func (p *fieldPath) nonNil(root string) string {
	var conds []string
	for i, acc := range jsontype.Selectors(root, p.Members) {
		m := p.Members[i]
		if m.Type.Kind == types.Pointer {
			conds = append(conds, jsontype.NilTest(acc).Not)
		}
	}
	return strings.Join(conds, " && ")
}

// nilChecks are the conditions under which reading p from root would
// dereference a nil pointer.
func (p *fieldPath) nilChecks(root string) []string {
	var conds []string
	for i, acc := range jsontype.Selectors(root, p.Members) {
		m := p.Members[i]
		if m.Type.Kind == types.Pointer {
			conds = append(conds, acc+" == nil")
		}
	}
	return conds
}

// access is the Go expression of the value at p from root, dereferenced
// when the last member is a pointer to a basic value.
func (p *fieldPath) access(root string) string {
	x := p.expr(root)
	if last := p.last(); last.Type.Kind == types.Pointer && last.Type.Elem.Kind != types.Struct {
		return "*" + x
	}
	return x
}

// intermediatePointers reports whether a member before the last is a
// pointer: such paths need allocation or nil checks on the way.
func (p *fieldPath) intermediatePointers() bool {
	for _, m := range p.Members[:len(p.Members)-1] {
		if m.Type.Kind == types.Pointer {
			return true
		}
	}
	return false
}

// segKind is the kind of one step of a compiled path.
type segKind int

const (
	segField  segKind = iota // .name on a struct (through inline members)
	segKey                   // .name on a map
	segIndex                 // [n]
	segAll                   // [*]
	segFilter                // [?(@.a.b == literal)]
	segRange                 // [start:end:step]
)

// segment is one step of a compiled path. Its Go type is the type reached.
type segment struct {
	kind segKind
	// members: for segField, the chain from the struct to the member, inline
	// embedded members first.
	members []jsontype.Member
	key     string                  // segKey
	index   int                     // segIndex
	params  [3]jsonpath.ParamsEntry // segRange: start, end, step
	filter  *pathFilter
	// result is the type after the step (pointers included); resultGo is
	// the same in go/types when known (struct fields).
	result   *types.Type
	resultGo gotypes.Type
}

// pathFilter is [?(@.<left> <op> <literal>)].
type pathFilter struct {
	left []segment // field steps only
	op   string    // == or !=
	// literal is the Go source of the compared value (a quoted string, an
	// integer, true or false).
	literal string
}

// jsonPathPlan is a resolved column path.
type jsonPathPlan struct {
	segments []segment
	// fallback: evaluate with client-go's jsonpath at run time.
	fallback bool
}
