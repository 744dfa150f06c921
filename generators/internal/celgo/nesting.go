package celgo

import (
	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// Checks nested as a person nests them: a conditional whose condition is
// x && y, where y needs statements (an index's bounds check, a
// variable's call), is if x { <y's checks>; if y { … } }, not a result
// variable of the && that a block sets and an if tests after. Cells and
// variables return from the inner if (returnFrom); values start as the
// other branch's literal (nestedTernary).

// nestedTernary compiles x && y ? a : "b" where y needs statements (an
// index's check, a variable's call) and the other branch is a literal:
// the result starts as the literal, and nested ifs (nestedCondition)
// assign a where the condition holds, as a person writes it — no result
// variable of the condition, and a reads what the checks settled. into
// and named are ternaryInto's. ok is false (nothing written) for another
// shape.
func (cc *celCompiler) nestedTernary(cond, a, b celast.Expr, at *cType, into, named string) (cVal, bool) {
	emptyList := into == "" && cc.zeroLiteral(b, at) && at.kind == kList // var t []T is empty
	if !emptyList && b.Kind() != celast.LiteralKind || at.kind == kAny {
		return cVal{}, false
	}
	var other cVal
	if !emptyList {
		if other = cc.literal(b.AsLiteral()); other.constant == "" || cc.goTypeName(other.t) != cc.goTypeName(at) {
			return cVal{}, false
		}
	}
	result := into
	done := func() {}
	zero := false // result holds its zero where a is compiled
	c, closeIfs, ok := cc.nestedCondition(cond, func() {
		switch {
		case emptyList:
			result, done = cc.declareResult(named, at, a, b)
			zero = true
		case cc.holdsZero(into, b, at): // the else of an else-if chain: into is still ""
			zero = true
		case into != "":
			cc.Line("%s = %s", result, other.standalone())
			if cc.unassigned[into] { // assigned on this path from here on
				delete(cc.unassigned, into)
				done = func() { cc.unassigned[into] = true }
			}
		default:
			result, zero = cc.startAs(named, a, b, other, at)
		}
	})
	if !ok {
		done()
		return cVal{}, false
	}
	restore := cc.branch(cond, c, true)
	var v cVal
	if isConditional(a) { // it writes result itself
		args := a.AsCall().Args()
		v = cc.ternaryInto(args[0], args[1], args[2], result)
	} else if zero {
		v = cc.accumulateIn(result, at, a)
	} else {
		v = cc.value(cc.expr(a))
	}
	if v.text != result {
		cc.Line("%s = %s", result, v.argument())
	}
	restore()
	closeIfs()
	done()
	return cVal{text: result, t: at, own: into == "" && (named == "" || cc.isLeafName(named))}, true
}

// startAs declares the result of c ? a : b, named (conditionalName),
// holding other, b's literal, as a person starts a value at its default
// and sets it where the condition holds: reason := "<unknown>", var
// count int64 for 0 (zero: the result holds its zero).
func (cc *celCompiler) startAs(named string, a, b celast.Expr, other cVal, at *cType) (result string, zero bool) {
	result = cc.namedVar(named, cc.conditionalName(a, b))
	switch {
	case at.kind == kString: // the literal's Go type is the result's
		cc.Line("%s := %s", result, other.standalone())
	case at.kind == kInt && other.constant == "0": // var n int64, as a person starts a count
		cc.Line("var %s %s", result, cc.goTypeName(at))
		zero = true
	default: // float64(1.5), int64(3)
		cc.Line("%s := %s(%s)", result, cc.goTypeName(at), other.constant)
	}
	return result, zero
}

// nestedCondition opens the blocks of a condition x && y whose leading
// operands x cannot fail and whose others, y, need statements: `if x {`,
// y's statements, `if y {`, as a person nests checks, rather than a
// result variable the block sets and a test of it after. before, when
// set, writes what goes before the first if (after the checks the
// operands share). c is x && y, true inside; closeIfs closes both
// blocks. ok is false (nothing written) for another condition, or one
// whose y needs no statement (if x && y { reads better), or whose y is a
// loop the x only guards from an empty list (guardsOnlyEmptiness: the
// loop alone reads better).
func (cc *celCompiler) nestedCondition(cond celast.Expr, before ...func()) (c *condition, closeIfs func(), ok bool) {
	ops := operandsOf(operators.LogicalAnd, cond)
	if len(ops) < 2 {
		return nil, nil, false
	}
	return cc.nestedOps(ops, before)
}

// nestedOps is nestedCondition of the operands ops of an && chain: the
// others y are nested again where they are a chain of that shape
// themselves (if x { if y1 { …; if y2 {).
func (cc *celCompiler) nestedOps(ops []celast.Expr, before []func()) (c *condition, closeIfs func(), ok bool) {
	c, closeIfs, _, ok = cc.nestedOpsAt(ops, before)
	return c, closeIfs, ok
}

// nestedOpsAt is nestedOps, and where it wrote its outer if (at). Where
// the outer if's last test is "l is not empty" and its block starts with
// an exists over l whose result the inner if tests first, that test goes
// (unguardLoop): if len(l) != 0 { found := false; for …; if found {
// is found := false; for …; if found {, as a person writes it.
func (cc *celCompiler) nestedOpsAt(ops []celast.Expr, before []func()) (c *condition, closeIfs func(), at int, ok bool) {
	t, indent := cc.startTrial(), cc.Indent
	bail := func() (*condition, func(), int, bool) {
		cc.Indent = indent
		cc.undo(t)
		return nil, nil, 0, false
	}
	leads, lv, rest := cc.leadingHoisted(true, ops)
	if lv = cc.withFacts(lv); leads == nil || len(rest) == 0 || lv.kind == condConst {
		return bail()
	}
	for _, b := range before {
		b()
	}
	mark := cc.Len()
	cc.Line("if %s {", lv)
	body := cc.Here()
	cc.Indent++
	restores := []func(){cc.suppose(lv)}
	for _, a := range leads {
		restores = append(restores, cc.assume(a)) // y may read what x tested
	}
	outerIf := true
	closeOuter := func() {
		forget(restores)
		if outerIf {
			cc.Indent--
			cc.Line("}")
		}
	}
	// unguard drops lv's test of the loop's list (next, the condition
	// the if at nextAt tests, reads the loop's result first); without
	// another test, the outer if goes and its block moves out.
	unguard := func(next *condition, nextAt int) {
		kept, ok := cc.unguardLoop(lv, next, mark, nextAt)
		switch {
		case !ok:
		case kept != nil:
			lv = kept
			cc.Stmts[mark].Text = "if " + kept.String() + " {"
		default:
			depth := cc.Indent
			cc.Indent = indent
			cc.Outdent(body)
			cc.deleteStmt(mark)
			cc.Indent = depth - 1
			lv, outerIf, mark = nil, false, -1
		}
	}
	if len(rest) > 1 {
		if inner, closeInner, innerAt, ok := cc.nestedOpsAt(rest, nil); ok {
			unguard(inner, innerAt)
			if outerIf {
				innerAt = mark
			} else {
				innerAt-- // the outer if before it went
			}
			return andAfter(lv, inner), func() { closeInner(); closeOuter() }, innerAt, true
		}
	}
	rv := cc.withFacts(cc.cond(cc.chain(true, rest, "")))
	if cc.Len() == mark+1 || rv.kind == condConst || cc.guardsOnlyEmptiness(lv, rv, mark+1, false) {
		forget(restores)
		return bail()
	}
	unguard(rv, cc.Len())
	at = mark
	if !outerIf {
		at = cc.Len()
	}
	cc.Line("if %s {", rv)
	cc.Indent++
	return andAfter(lv, rv), func() {
		cc.Indent--
		cc.Line("}")
		closeOuter()
	}, at, true
}

// andAfter is lv && c, or c where lv went (unguardLoop took the outer
// if's only test).
func andAfter(lv, c *condition) *condition {
	if lv == nil {
		return c
	}
	return and(lv, c)
}
