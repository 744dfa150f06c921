package predicate

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/types"
)

// Plan is how a predicate is answered: the objects its index lookups
// give (or every object, for a scan), each then checked with the whole
// predicate. The lookups only narrow the candidates; the filter decides,
// so a plan can never change an answer, only its cost.
type Plan struct {
	// Candidates is the index part: nil for a scan.
	Candidates *Node
	// Filter is the predicate every candidate is checked with.
	Filter string
}

// NodeKind is a kind of plan node.
type NodeKind int

const (
	// Lookup: the objects whose indexed field has one of Values.
	Lookup NodeKind = iota
	// Union: the objects of any child (an ||).
	Union
	// Intersect: the objects of every child (an &&), smallest first.
	Intersect
)

// Node is a node of the index part of a plan.
type Node struct {
	Kind NodeKind
	// Index and Values, for a Lookup: the index name and the values,
	// sorted and distinct.
	Index  string
	Values []string
	// Children, for a Union or an Intersect.
	Children []*Node
}

// String prints the plan, one part a line: which part is an index lookup
// and which a filter.
func (p *Plan) String() string {
	var b strings.Builder
	if p.Candidates == nil {
		b.WriteString("scan every object\n")
	} else {
		p.Candidates.print(&b, "")
	}
	fmt.Fprintf(&b, "filter: %s\n", p.Filter)
	return b.String()
}

func (n *Node) print(b *strings.Builder, indent string) {
	switch n.Kind {
	case Lookup:
		fmt.Fprintf(b, "%slookup %s in [%s]\n", indent, n.Index, quoteAll(n.Values))
	case Union:
		fmt.Fprintf(b, "%sunion of\n", indent)
		for _, c := range n.Children {
			c.print(b, indent+"  ")
		}
	case Intersect:
		fmt.Fprintf(b, "%sintersection, smallest first, of\n", indent)
		for _, c := range n.Children {
			c.print(b, indent+"  ")
		}
	}
}

func quoteAll(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = fmt.Sprintf("%q", v)
	}
	return strings.Join(q, ", ")
}

// planOf derives the index part of a plan from a checked expression:
//   - an equality of an indexed field and a string literal, or the field
//     `in` a list of literals, is a lookup;
//   - a literal `in` an indexed multi-valued field ('v' in object.<f>) is
//     a lookup of v: the index has an entry per value of each object, so
//     it gives the objects with v among their values;
//   - an || of plannable parts is their union (a lookup when all are on
//     one index);
//   - an && is the intersection of its plannable parts (the others are
//     left to the filter);
//   - anything else (negation, !=, prefixes, fields without an index,
//     size and macros over a multi-valued field) is a scan.
func planOf(e ast.Expr, labels map[string]string, multi map[string]bool, indexed func(string) (string, bool), filter string) *Plan {
	pl := &planner{labels: labels, multi: multi, indexed: indexed}
	return &Plan{Candidates: pl.node(e), Filter: filter}
}

type planner struct {
	labels  map[string]string
	multi   map[string]bool
	indexed func(string) (string, bool)
}

// index is the index of a single-valued field e.
func (pl *planner) index(e ast.Expr) (string, bool) {
	if e.Kind() == ast.IdentKind && pl.multi[e.AsIdent()] {
		return "", false
	}
	return pl.anyIndex(e)
}

// listIndex is the index of a multi-valued field e.
func (pl *planner) listIndex(e ast.Expr) (string, bool) {
	if e.Kind() != ast.IdentKind || !pl.multi[e.AsIdent()] {
		return "", false
	}
	return pl.anyIndex(e)
}

func (pl *planner) anyIndex(e ast.Expr) (string, bool) {
	if pl.indexed == nil || e.Kind() != ast.IdentKind {
		return "", false
	}
	label, ok := pl.labels[e.AsIdent()]
	if !ok {
		return "", false
	}
	return pl.indexed(label)
}

func stringLiteral(e ast.Expr) (string, bool) {
	if e.Kind() != ast.LiteralKind {
		return "", false
	}
	s, ok := e.AsLiteral().(types.String)
	return string(s), ok
}

func (pl *planner) node(e ast.Expr) *Node {
	if e.Kind() != ast.CallKind {
		return nil
	}
	c := e.AsCall()
	args := c.Args()
	switch c.FunctionName() {
	case operators.Equals:
		for _, pair := range [][2]ast.Expr{{args[0], args[1]}, {args[1], args[0]}} {
			if ix, ok := pl.index(pair[0]); ok {
				if v, ok := stringLiteral(pair[1]); ok {
					return &Node{Kind: Lookup, Index: ix, Values: []string{v}}
				}
			}
		}
	case operators.In:
		if ix, ok := pl.listIndex(args[1]); ok {
			if v, ok := stringLiteral(args[0]); ok {
				return &Node{Kind: Lookup, Index: ix, Values: []string{v}}
			}
			return nil
		}
		ix, ok := pl.index(args[0])
		if !ok || args[1].Kind() != ast.ListKind {
			return nil
		}
		var values []string
		for _, el := range args[1].AsList().Elements() {
			v, ok := stringLiteral(el)
			if !ok {
				return nil
			}
			values = append(values, v)
		}
		sort.Strings(values)
		return &Node{Kind: Lookup, Index: ix, Values: slices.Compact(values)}
	case operators.LogicalOr:
		a, b := pl.node(args[0]), pl.node(args[1])
		if a == nil || b == nil {
			return nil
		}
		return union(a, b)
	case operators.LogicalAnd:
		a, b := pl.node(args[0]), pl.node(args[1])
		switch {
		case a == nil:
			return b
		case b == nil:
			return a
		}
		return &Node{Kind: Intersect, Children: append(flatten(a, Intersect), flatten(b, Intersect)...)}
	}
	return nil
}

// union merges lookups on one index into one lookup.
func union(a, b *Node) *Node {
	children := append(flatten(a, Union), flatten(b, Union)...)
	byIndex := map[string]*Node{}
	var out []*Node
	for _, c := range children {
		if c.Kind != Lookup {
			out = append(out, c)
			continue
		}
		if m := byIndex[c.Index]; m != nil {
			m.Values = append(m.Values, c.Values...)
			sort.Strings(m.Values)
			m.Values = slices.Compact(m.Values)
			continue
		}
		m := &Node{Kind: Lookup, Index: c.Index, Values: slices.Clone(c.Values)}
		byIndex[c.Index] = m
		out = append(out, m)
	}
	if len(out) == 1 {
		return out[0]
	}
	return &Node{Kind: Union, Children: out}
}

func flatten(n *Node, kind NodeKind) []*Node {
	if n.Kind == kind {
		return n.Children
	}
	return []*Node{n}
}

// Index answers lookups: the keys of the objects whose indexed field has
// value. Keys are whatever the caller stores objects by (namespace/name).
type Index interface {
	Lookup(index, value string) ([]string, error)
}

// Keys runs the index part of the plan: the keys of the candidates, sorted
// and distinct, and scan=true when the plan has no index part (every
// object is a candidate). An intersection yields its smallest part: the
// filter, which every candidate goes through, enforces the others, so
// they are only looked up, never merged.
func (p *Plan) Keys(ix Index) (keys []string, scan bool, err error) {
	if p.Candidates == nil {
		return nil, true, nil
	}
	keys, err = p.Candidates.keys(ix)
	if err != nil {
		return nil, false, err
	}
	sort.Strings(keys)
	return slices.Compact(keys), false, nil
}

// keys are the candidates of a node, possibly repeated.
func (n *Node) keys(ix Index) ([]string, error) {
	switch n.Kind {
	case Lookup:
		var out []string
		for _, v := range n.Values {
			keys, err := ix.Lookup(n.Index, v)
			if err != nil {
				return nil, err
			}
			if len(n.Values) == 1 {
				return keys, nil
			}
			out = append(out, keys...)
		}
		return out, nil
	case Union:
		var out []string
		for _, c := range n.Children {
			keys, err := c.keys(ix)
			if err != nil {
				return nil, err
			}
			out = append(out, keys...)
		}
		return out, nil
	default: // Intersect: the smallest part.
		var smallest []string
		for i, c := range n.Children {
			keys, err := c.keys(ix)
			if err != nil {
				return nil, err
			}
			if i == 0 || len(keys) < len(smallest) {
				smallest = keys
			}
		}
		return smallest, nil
	}
}

// Equality returns the value an index must have for the predicate to
// hold, when the plan requires one: a lookup of one value, alone or in an
// intersection. A watch can be dispatched by it (the trigger).
func (p *Plan) Equality(index string) (string, bool) {
	var find func(n *Node) (string, bool)
	find = func(n *Node) (string, bool) {
		switch n.Kind {
		case Lookup:
			if n.Index == index && len(n.Values) == 1 {
				return n.Values[0], true
			}
		case Intersect:
			for _, c := range n.Children {
				if v, ok := find(c); ok {
					return v, true
				}
			}
		}
		return "", false
	}
	if p.Candidates == nil {
		return "", false
	}
	return find(p.Candidates)
}
