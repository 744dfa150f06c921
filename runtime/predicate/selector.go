package predicate

import (
	"fmt"

	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"k8s.io/apimachinery/pkg/fields"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// FieldSelector returns the predicate as a fields.Selector over a kind's
// field set (GetAttrs), whose keys keyOf gives for the predicate's labels
// (the field label conversion of the version the predicate was written
// for). So the predicate rides where a field selector goes: an API
// server's selection predicate (ANDed with the request's field selector),
// with its watch cache's indexes and trigger serving the equalities it
// requires (RequiresExactMatch), and everything that filters with a
// fields.Selector.
//
// An object whose evaluation fails (over the per-call cost limit) is not
// selected. Transform returns the selector unchanged: its fields are
// already the field set's keys.
func (p *Predicate) FieldSelector(keyOf func(label string) string) fields.Selector {
	s := &selector{p: p, keys: map[string]string{}, byKey: map[string]string{}}
	for _, label := range p.labels {
		key := keyOf(label)
		s.keys[label] = key
		s.byKey[key] = label
	}
	return s
}

type selector struct {
	p *Predicate
	// keys maps each label to its field set key; byKey the reverse.
	keys, byKey map[string]string
}

func (s *selector) Matches(f fields.Fields) bool {
	ok, err := s.p.Eval(func(label string) string { return f.Get(s.keys[label]) })
	return err == nil && ok
}

func (s *selector) Empty() bool { return false }

func (s *selector) RequiresExactMatch(key string) (string, bool) {
	label, ok := s.byKey[key]
	if !ok {
		return "", false
	}
	return s.p.Requires(label)
}

func (s *selector) Transform(fields.TransformFunc) (fields.Selector, error) { return s, nil }

func (s *selector) Requirements() fields.Requirements { return nil }

func (s *selector) String() string { return fmt.Sprintf("fieldPredicate(%s)", s.p.expr) }

func (s *selector) DeepCopySelector() fields.Selector { return s }

// Requires returns the value label must have for the predicate to hold,
// when it requires one: an equality with a literal (or an in-list of one
// value) that the predicate cannot be true without; for a multi-valued
// field, a value it must have among its values ('v' in object.<f>).
func (p *Predicate) Requires(label string) (string, bool) {
	v, ok := p.requires[label]
	return v, ok
}

// requiredEqualities finds the label = value equalities an expression
// cannot be true without: those of an equality, or of either side of an
// &&. For a multi-valued field, 'v' in object.<f> requires v: the object
// must have v among its values, which is what a lookup of v on the
// field's index (an entry per value) gives.
func requiredEqualities(e ast.Expr, labels map[string]string, multi map[string]bool) map[string]string {
	out := map[string]string{}
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		if e.Kind() != ast.CallKind {
			return
		}
		c := e.AsCall()
		args := c.Args()
		switch c.FunctionName() {
		case operators.LogicalAnd:
			walk(args[0])
			walk(args[1])
		case operators.Equals:
			for _, pair := range [][2]ast.Expr{{args[0], args[1]}, {args[1], args[0]}} {
				if pair[0].Kind() != ast.IdentKind || multi[pair[0].AsIdent()] {
					continue
				}
				if label, ok := labels[pair[0].AsIdent()]; ok {
					if v, ok := stringLiteral(pair[1]); ok {
						out[label] = v
					}
				}
			}
		case operators.In:
			if args[1].Kind() == ast.IdentKind && multi[args[1].AsIdent()] {
				if v, ok := stringLiteral(args[0]); ok {
					out[labels[args[1].AsIdent()]] = v
				}
				return
			}
			if args[0].Kind() != ast.IdentKind || multi[args[0].AsIdent()] || args[1].Kind() != ast.ListKind || len(args[1].AsList().Elements()) != 1 {
				return
			}
			if label, ok := labels[args[0].AsIdent()]; ok {
				if v, ok := stringLiteral(args[1].AsList().Elements()[0]); ok {
					out[label] = v
				}
			}
		}
	}
	walk(e)
	return out
}

// Parameter is the list and watch query parameter that carries a field
// predicate, beside labelSelector and fieldSelector: what servers built
// with runtime/apiserver read and what clients send
// (runtime/clientgo.WithFieldPredicate).
const Parameter = "fieldPredicate"

// Selector returns the predicate as a fields.Selector over the field
// values of d's objects, its labels keyed by d's field label conversion:
// what Descriptor.Matches, FilterList and SelectWatch select with, so
// caches and test doubles select with a predicate (ANDed with a converted
// field selector) exactly as with a field selector, unstructured objects
// and watch events entering and leaving the selection included. As on
// the server, an object whose evaluation fails (over the per-call cost
// limit) is not selected.
func (p *Predicate) Selector(d *selectableruntime.Descriptor) fields.Selector {
	return p.FieldSelector(func(label string) string {
		key, _, err := d.FieldLabelConversion(label, "")
		if err != nil {
			return label
		}
		return key
	})
}
