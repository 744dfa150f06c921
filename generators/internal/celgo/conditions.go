package celgo

import (
	"slices"
	"strings"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// A condition is a compiled boolean as a tree: the compiler folds
// constants (has() of a field that is always there is true), drops an
// operand that is already there (go vet rejects x && x), and negates on
// the tree; Go text is written once, when a statement or an expression
// needs it, with the parentheses the tree's shape calls for.
type condition struct {
	kind condKind
	// value is a constant's.
	value bool
	// text is an atom's Go expression; negated, when set, its negation
	// as it reads best (x != nil for x == nil); paren: it needs
	// parentheses after ! and inside a comparison (it is a comparison).
	text, negated string
	paren         bool
	// args are a not's one operand, or the two or more operands of an and
	// or an or (none of them of the same kind: nested ones are flattened).
	args []*condition
}

type condKind int

const (
	condConst condKind = iota
	condAtom
	condNot
	condAnd
	condOr
)

// constant is true or false.
func constant(b bool) *condition { return &condition{kind: condConst, value: b} }

// goBool is a Go boolean that is an operand as it is: a variable, a
// field, a call.
func goBool(text string) *condition { return &condition{kind: condAtom, text: text} }

// comparison is l op r for Go's comparison operators.
func comparison(l, op, r string) *condition {
	c := &condition{kind: condAtom, text: l + " " + op + " " + r, paren: true}
	switch op {
	case "==":
		c.negated = l + " != " + r
	case "!=":
		c.negated = l + " == " + r
	}
	return c
}

// absence is a condition of jsontype's presence rules (x == nil,
// len(x) == 0, x == "", x.IsZero()), with the negation jsontype wrote
// beside it (none for a condition of several terms: not() wraps it).
func absence(t jsontype.Test) *condition {
	return &condition{kind: condAtom, text: t.Is, negated: t.Not, paren: true}
}

// not is !c.
func not(c *condition) *condition {
	switch c.kind {
	case condConst:
		return constant(!c.value)
	case condNot:
		return c.args[0]
	case condAtom:
		if c.negated != "" {
			return &condition{kind: condAtom, text: c.negated, negated: c.text, paren: true}
		}
	}
	return &condition{kind: condNot, args: []*condition{c}}
}

// and is the conjunction of cs; or their disjunction.
func and(cs ...*condition) *condition { return junction(condAnd, cs) }

func or(cs ...*condition) *condition { return junction(condOr, cs) }

// junction folds cs under and (or): true (false) operands go, a false
// (true) one decides, nested ones of the same kind are flattened, and an
// operand already there goes.
func junction(kind condKind, cs []*condition) *condition {
	identity := kind == condAnd // true for and, false for or
	var args []*condition
	var add func(c *condition)
	add = func(c *condition) {
		switch {
		case c.kind == condConst && c.value == identity:
		case c.kind == kind:
			for _, a := range c.args {
				add(a)
			}
		case !slices.ContainsFunc(args, func(a *condition) bool { return a.String() == c.String() }):
			args = append(args, c)
		}
	}
	for _, c := range cs {
		if c.kind == condConst && c.value != identity {
			return c // false && x, true || x
		}
		add(c)
	}
	switch len(args) {
	case 0:
		return constant(identity)
	case 1:
		return args[0]
	}
	return &condition{kind: kind, args: args}
}

// String is the condition as Go, for an if or a for: no parentheses
// around the whole.
func (c *condition) String() string {
	switch c.kind {
	case condConst:
		if c.value {
			return "true"
		}
		return "false"
	case condAtom:
		return c.text
	case condNot:
		x := c.args[0]
		if x.kind == condAtom && !x.paren {
			return "!" + x.text
		}
		return "!(" + x.String() + ")"
	}
	op := " && "
	if c.kind == condOr {
		op = " || "
	}
	parts := make([]string, len(c.args))
	for i, a := range c.args {
		parts[i] = a.String()
		if a.kind == condAnd || a.kind == condOr {
			parts[i] = "(" + parts[i] + ")" // an || in an &&, or an && in an ||
		}
	}
	return strings.Join(parts, op)
}

// operand is the condition as Go inside a larger expression (an argument
// is fine without; a comparison of it is not): parenthesized unless it is
// a constant, an atom that needs none, or a not.
func (c *condition) operand() string {
	s := c.String()
	if c.kind == condAnd || c.kind == condOr || c.kind == condAtom && c.paren {
		return "(" + s + ")"
	}
	return s
}

// boolVal is a compiled bool value of c.
func boolVal(c *condition) cVal {
	return cVal{expr: c.operand(), t: &cType{kind: kBool}, cond: c}
}

// cond is the condition of a compiled bool value: its tree, or, for a
// bool read from the object or a variable, an atom.
func (cc *celCompiler) cond(v cVal) *condition {
	if v.t.kind != kBool {
		cc.unsupported("a %v where a bool is needed", v.t.kind)
	}
	if v.cond != nil {
		return v.cond
	}
	return goBool(v.expr)
}
