package celgo

import (
	celast "github.com/google/cel-go/common/ast"
)

// A branch that builds its value in the conditional's own variable. A
// conditional's result variable holds its zero (nil, 0) where no
// statement on the path has assigned it: the else-less `var t []T`, or
// `t := int64(0)` of c ? l.map(…).sum() : 0. A branch that is a map, a
// filter, a sum or a count starts from that same zero, so it builds its
// value in the result itself, as a person writes it:
//
//	var containerStatuses []time.Time
//	if runMain {
//		for i := range obj.Status.ContainerStatuses {
//			…
//			containerStatuses = append(containerStatuses, finishedAt)
//
// rather than in a variable of its own (mapped2) that the branch then
// assigns. An error in the middle leaves the result partly built, which
// nothing reads: the conditional's value is then the error.

// An accumulation is a conditional's result variable, holding its zero,
// that the construct compiling the branch forID may build its value in:
// name, of Go type goType.
type accumulation struct {
	name, goType string
	forID        int64
	// more: name holds elements already, to which a map's appends
	// (l.map(x, m.map(y, f)).flatten()'s inner map appends to the flat
	// list); a sum or a count, which starts from zero, does not take it.
	more bool
}

// accumulateIn compiles the branch e of a conditional into result, of
// type at, which holds its zero: a map, filter, sum or count that e is
// builds its value in result (takeInto); anything else is compiled as
// it is. Its value's text is result where e took it.
func (cc *celCompiler) accumulateIn(result string, at *cType, e celast.Expr) cVal {
	saved := cc.into
	cc.into = accumulation{name: result, goType: cc.goTypeName(at), forID: e.ID()}
	defer func() { cc.into = saved }()
	return cc.value(cc.expr(e))
}

// appendIn compiles e, a list of Go type goType whose elements a flat
// map appends to out: a map e appends them to out itself (takeAppend),
// one by one, as nested loops do; its value's text is then out.
func (cc *celCompiler) appendIn(out, goType string, e celast.Expr) cVal {
	saved := cc.into
	cc.into = accumulation{name: out, goType: goType, forID: e.ID(), more: true}
	defer func() { cc.into = saved }()
	return cc.value(cc.expr(e))
}

// takeInto returns the variable holding its zero the construct being
// compiled builds its value of Go type goType in (accumulateIn), once; ""
// where there is none, it is another construct's, of another type or
// holds elements already (appendIn): then the construct declares its own.
func (cc *celCompiler) takeInto(goType string) string {
	into := cc.takeAppend(goType)
	if into.more {
		return ""
	}
	return into.name
}

// intFromZero is the variable a count or a sum adds to: the conditional's
// result holding 0 (takeInto), or a new one named prefix, which declare
// writes (after the loop's range is checked).
func (cc *celCompiler) intFromZero(prefix string) (name string, declare func()) {
	if name = cc.takeInto("int64"); name != "" {
		return name, func() {}
	}
	name = cc.NewVar(prefix)
	return name, func() { cc.Line("%s := int64(0)", name) }
}

// takeAppend is takeInto for a map, which appends to a list that holds
// elements already (appendIn) as well: more says it does.
func (cc *celCompiler) takeAppend(goType string) accumulation {
	into := cc.into
	cc.into = accumulation{}
	if into.goType != goType {
		return accumulation{}
	}
	return into
}

// appendTo compiles e, a list of type t whose elements a flat map
// appends to out (l.map(x, e).flatten()): a list literal's elements are
// appended as they are (append(flat, x, y), no list made), a
// conditional appends its branches' (appendConditional), a map its
// elements one by one (appendIn), anything else its value at once. ok is
// false for a list of named elements (raw) or of another type, which
// flatten converts.
func (cc *celCompiler) appendTo(out string, t *cType, e celast.Expr) (ok bool) {
	if elems, ok := plainListLiteral(e); ok && scalarKind(t.elem.kind) {
		if len(elems) > 0 {
			cc.appendElements(out, elems, t, nil)
		}
		return true
	}
	if isConditional(e) {
		if done, ok := cc.appendConditional(out, t, e); done {
			return ok
		}
	}
	v := cc.appendIn(out, cc.goTypeName(t), e)
	if v.raw || cc.goTypeName(v.t) != cc.goTypeName(t) {
		return false
	}
	if v.text != out {
		cc.Line("%s = append(%s, %s...)", out, out, v.standalone())
	}
	return true
}

// appendConditional compiles the conditional c ? a : b, a list whose
// elements a flat map appends to out, as a person writes it: each branch
// appends its own elements where it is taken, an empty list literal
// nothing (if !c { …append… }), with no list of the conditional's own.
// Only where c needs no statement of its own: done is false (nothing
// written) otherwise; ok is appendTo's of the branches.
func (cc *celCompiler) appendConditional(out string, t *cType, e celast.Expr) (done, ok bool) {
	args := e.AsCall().Args()
	cond, a, b := args[0], args[1], args[2]
	trial := cc.startTrial()
	before := cc.Len()
	c := cc.withFacts(cc.cond(cc.expr(cond)))
	if cc.Len() != before {
		cc.undo(trial)
		return false, false
	}
	if c.kind == condConst {
		chosen := b
		if c.value {
			defer cc.assume(cond)()
			chosen = a
		}
		return true, cc.appendTo(out, t, chosen)
	}
	if v, either := cc.eitherWayValue(cond, c, a, b); either {
		// has(l) ? l : []: l either way, nil being empty.
		if v.raw || cc.goTypeName(v.t) != cc.goTypeName(t) {
			return true, false
		}
		cc.Line("%s = append(%s, %s...)", out, out, v.standalone())
		return true, true
	}
	ok = true
	branch := func(taken bool, e celast.Expr) {
		cc.Indent++
		restore := cc.branch(cond, c, taken)
		ok = cc.appendTo(out, t, e) && ok
		restore()
		cc.Indent--
	}
	switch emptyA, emptyB := isEmptyListLiteral(a), isEmptyListLiteral(b); {
	case emptyA && emptyB:
	case emptyA:
		cc.Line("if %s {", not(c))
		branch(false, b)
		cc.Line("}")
	default:
		cc.Line("if %s {", c)
		branch(true, a)
		if !emptyB {
			cc.Line("} else {")
			branch(false, b)
		}
		cc.Line("}")
	}
	return true, ok
}

// isEmptyListLiteral reports whether e is the list literal [].
func isEmptyListLiteral(e celast.Expr) bool {
	return e.Kind() == celast.ListKind && len(e.AsList().Elements()) == 0
}
