package celgo

import (
	"go/token"
	"slices"
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// A list built by conditions. CEL has no statement that appends to a
// list, so a list that depends on conditions is written as a sum of
// optional parts: (c1 ? ["a"] : []) + (c2 ? [x] : []) + [y]. Compiled as
// a sum, each part is a list of its own and the sum a copy of them all;
// a person writes one variable and appends to it:
//
//	var modes []string
//	if c1 {
//		modes = append(modes, "a")
//	}
//
// The parts are computed in order, as CEL does, and an error in any is
// the sum's, as before.

// builtList compiles e, a + b + … of lists one operand of which is an
// optional part (optionalPart), as one variable appended to; ok is false
// (nothing written) for another sum.
func (cc *celCompiler) builtList(e celast.Expr) (_ cVal, ok bool) {
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	if t.kind != kList || t.elem == nil || !(scalarKind(t.elem.kind) || t.elem.kind == kTime || t.elem.kind == kDuration) {
		return cVal{}, false
	}
	ops := operandsOf(operators.Add, e)
	if !slices.ContainsFunc(ops, func(op celast.Expr) bool { _, _, _, ok := optionalPart(op); return ok }) {
		return cVal{}, false
	}
	out, declared, ops := cc.builtListStart(t, ops)
	declare := func() { // where it is first written, after the checks before it
		if !declared {
			cc.Line("var %s %s", out, cc.goTypeName(t))
			declared = true
		}
	}
	for _, op := range ops {
		if cond, elems, taken, ok := optionalPart(op); ok {
			c := cc.withFacts(cc.cond(cc.expr(cond)))
			declare()
			restore := cc.branch(cond, c, taken)
			switch {
			case c.kind == condConst && c.value == taken: // has() of a field always there
				cc.appendElements(out, elems, t, declare)
			case c.kind == condConst: // never taken
			default:
				test := c
				if !taken {
					test = not(c)
				}
				cc.guardedParts[cc.Len()] = test
				cc.Line("if %s {", test)
				cc.Indent++
				cc.appendElements(out, elems, t, nil)
				cc.Indent--
				cc.Line("}")
			}
			restore()
			continue
		}
		if elems, ok := plainListLiteral(op); ok {
			cc.appendElements(out, elems, t, declare)
			continue
		}
		v := cc.value(cc.expr(op))
		declare()
		cc.Line("%s = append(%s, %s...)", out, out, v.standalone())
	}
	return cVal{text: out, t: t}, true
}

// builtListStart is the variable a built list of type t appends to, and
// whether it is declared: the conditional's result holding nil where the
// list is its branch (takeInto), or the bound name of the cel.bind whose
// init it is, or list. A map or filter first (ops[0]) is made in it, as
// a person builds Node's roles (the loop appends to roles, and the parts
// after it too); the operands left to append follow.
func (cc *celCompiler) builtListStart(t *cType, ops []celast.Expr) (out string, declared bool, rest []celast.Expr) {
	named := cc.takeResultName()
	into := cc.takeInto(cc.goTypeName(t))
	if first := ops[0]; isListComprehension(first) {
		saved := cc.into
		if into != "" {
			cc.into = accumulation{name: into, goType: cc.goTypeName(t), forID: first.ID()}
		} else {
			cc.resultName, cc.resultFor = named, first.ID()
		}
		v := cc.value(cc.expr(first))
		cc.into, cc.resultName = saved, ""
		if v.made && token.IsIdentifier(v.text) || v.text == into && into != "" {
			cc.Forget(v.text) // no longer the map's list (sameList): the others append to it
			return v.text, true, ops[1:]
		}
		out, declared = into, into != ""
		if out == "" {
			out = cc.namedVar(named, "list")
		}
		if !declared {
			cc.Line("var %s %s", out, cc.goTypeName(t))
		}
		cc.Line("%s = append(%s, %s...)", out, out, v.standalone())
		return out, true, ops[1:]
	}
	if into != "" {
		return into, true, ops
	}
	return cc.namedVar(named, "list"), false, ops
}

// optionalPart reports whether e is c ? [x, …] : [] (or c ? [] : [x,
// …]): its condition, its elements, and whether they are the list when c
// holds (taken) or when it does not.
func optionalPart(e celast.Expr) (cond celast.Expr, elems []celast.Expr, taken, ok bool) {
	if !isConditional(e) {
		return nil, nil, false, false
	}
	args := e.AsCall().Args()
	a, aok := plainListLiteral(args[1])
	b, bok := plainListLiteral(args[2])
	switch {
	case !aok || !bok:
	case len(b) == 0 && len(a) > 0:
		return args[0], a, true, true
	case len(a) == 0 && len(b) > 0:
		return args[0], b, false, true
	}
	return nil, nil, false, false
}

// plainListLiteral reports whether e is a list literal without optional
// elements ([?x]), and its elements.
func plainListLiteral(e celast.Expr) ([]celast.Expr, bool) {
	if e.Kind() != celast.ListKind || len(e.AsList().OptionalIndices()) > 0 {
		return nil, false
	}
	return e.AsList().Elements(), true
}

// appendElements writes out = append(out, x, …) of a list literal's
// elements, each of the list's element type t.elem; declare, when set,
// declares out first (after the elements' checks).
func (cc *celCompiler) appendElements(out string, elems []celast.Expr, t *cType, declare func()) {
	parts := make([]string, 0, len(elems))
	for _, x := range elems {
		v := cc.value(cc.expr(x))
		if v.t.kind != t.elem.kind {
			cc.unsupported("a list literal of mixed types")
		}
		parts = append(parts, v.argument())
	}
	if declare != nil {
		declare()
	}
	cc.Line("%s = append(%s, %s)", out, out, strings.Join(parts, ", "))
}
