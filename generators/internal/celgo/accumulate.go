package celgo

import (
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// A branch that builds its value in the conditional's own variable. A
// conditional's result variable holds its zero (nil, 0) where no
// statement on the path has assigned it: the else-less `var t []T`, or
// `var sum int64` of c ? l.map(…).sum() : 0. A branch that is a map, a
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
	return name, func() { cc.Line("var %s int64", name) }
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
		if v = cc.value(v); v.raw || cc.goTypeName(v.t) != cc.goTypeName(t) {
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
		cc.guardedParts[cc.Len()] = not(c)
		cc.Line("if %s {", not(c))
		branch(false, b)
		cc.Line("}")
	default:
		if emptyB {
			cc.guardedParts[cc.Len()] = c
		}
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

// appendWhen compiles l + (c ? p : "") (or c ? "" : p), a string: the
// part is appended where c holds, as a person builds a status
// (printers.go's CertificateSigningRequest: if failed { status +=
// ",Failed" }) or a list with a count after it (printers.go's
// formatHosts: list += " + 2 more..."), not held in a variable of its
// own. The result is l's own variable (a conditional's result, or l
// copied into one named as the concatenation: the column's name), so a
// further part appends too. p is computed only where c holds, as CEL
// does. ok is false (nothing written) for another concatenation.
func (cc *celCompiler) appendWhen(fn string, l cVal, r celast.Expr) (cVal, bool) {
	if fn != operators.Add || l.t.kind != kString {
		return cVal{}, false
	}
	part, when, ok := appendedPart(r)
	if !ok || !l.own && cc.resultName == "" {
		// l copied into a variable needs a name: the column's, a
		// variable's or a bind's; a part in a variable of its own is
		// named as its field (var apiGroup string), which reads better
		// than s.
		return cVal{}, false
	}
	args := r.AsCall().Args()
	cond := args[0]
	c := cc.cond(cc.expr(cond))
	if v, ok := cc.eitherWayValue(cond, c, args[1], args[2]); ok {
		return cc.arithmetic(fn, l, v), true // has(x) ? x : "" is x
	}
	holds := c
	if !when {
		holds = not(c)
	}
	if known := cc.withFacts(holds); known.kind == condConst {
		// has() of a field always there: no if, and no copy.
		if !known.value {
			return l, true // l + ""
		}
		restore := cc.branch(cond, c, when)
		defer restore()
		return cc.arithmetic(fn, l, cc.value(cc.expr(part))), true
	}
	if !l.own {
		// A bind's name is read by the bind's result: appended to, it is
		// not the bind's own, where a further part would change it.
		named := cc.takeResultName()
		s := cc.namedVar(named, "s")
		cc.Line("%s := %s", s, l.argument())
		l = cVal{text: s, t: l.t, own: named == "" || cc.isLeafName(named)}
	}
	cc.whenHolds(holds, func() {
		if s, ok := stringLiteral(part); ok {
			cc.Line("%s += %s", l.text, strconv.Quote(s))
			return
		}
		restore := cc.branch(cond, c, when) // has(x) ? x.y : "" reads x.y as present
		v := cc.value(cc.expr(part))
		restore()
		cc.Line("%s += %s", l.text, v.standalone())
	})
	return l, true
}

// appendedPart is the part p of r, c ? p : "" (when true) or c ? "" : p
// (when false), that appendWhen appends; ok is false for anything else.
func appendedPart(r celast.Expr) (p celast.Expr, when, ok bool) {
	if !isConditional(r) {
		return nil, false, false
	}
	args := r.AsCall().Args()
	switch {
	case isEmptyString(args[2]) && !isEmptyString(args[1]):
		return args[1], true, true
	case isEmptyString(args[1]) && !isEmptyString(args[2]):
		return args[2], false, true
	}
	return nil, false, false
}
