package celgo

import (
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// returnCell writes the statements that return e's cell (returnFrom).
func (cc *celCompiler) returnCell(e celast.Expr) {
	cc.returnFrom(e, func(v cVal) { cc.Line("return %s", cc.cell(v)) })
}

// returnFrom writes the statements that return e's value, each through
// ret. A conditional returns from each branch (if c { return a }; return
// b), as a person writes it, rather than through a temporary: a constant
// branch's cell ("<none>") is then boxed at compile time, not at each row.
// Branches of dyn type, and dyn(x), return each value as a dyn, as it is
// (returnConditional). A cel.bind returns its result the same way, with its name
// bound, and a bind read there alone (deferred) returns its init so.
func (cc *celCompiler) returnFrom(e celast.Expr, ret func(cVal)) {
	if cc.returnVariable(e) {
		return
	}
	if e.Kind() == celast.ComprehensionKind && isBind(e.AsComprehension()) {
		comp := e.AsComprehension()
		if cc.returnFirstMatch(comp, ret) {
			return
		}
		cc.withBinding(comp, func() []string {
			cc.returnFrom(comp.Result(), ret)
			return nil
		})
		return
	}
	if e.Kind() == celast.IdentKind {
		if v, ok := cc.locals[e.AsIdent()]; ok && v.deferred != nil {
			here := cc.locals
			cc.locals = v.deferred.locals // the names the bind saw
			defer func() { cc.locals = here }()
			cc.returnFrom(v.deferred.init, ret)
			return
		}
	}
	if isChain(e) {
		fn := e.AsCall().FunctionName()
		if cc.returnChain(fn == operators.LogicalAnd, operandsOf(fn, e), ret) {
			return
		}
	}
	if isConditional(e) && cc.returnSwitch(e.AsCall().Args(), ret) {
		return
	}
	if x, ok := dynOf(e); ok {
		// dyn(x) returns x's value as a dyn, from each of its branches.
		cc.returnFrom(x, func(v cVal) { ret(cc.dyn(v)) })
		return
	}
	if isConditional(e) {
		cc.returnConditional(e.AsCall().Args(), ret)
		return
	}
	if cc.leafName != "" {
		cc.resultName, cc.resultFor = cc.leafName, e.ID()
		defer func() { cc.resultName = "" }()
	}
	ret(cc.expr(e))
}

// returnConditional is returnFrom of c ? a : b (args): returns from each
// branch (if c { return a }; return b), or the value either way, or the
// branch a constant condition takes. Branches of dyn type (has(x) ?
// dyn(x.n) : "<none>") return their values as dyns, each as it is.
func (cc *celCompiler) returnConditional(args []celast.Expr, ret func(cVal)) {
	if cc.branchType(args[1]).kind == kAny {
		asIs := ret
		ret = func(v cVal) { asIs(cc.dyn(v)) }
	}
	if cc.returnAnyOf(args, ret) {
		return
	}
	if c, closeIfs, ok := cc.nestedCondition(args[0]); ok {
		// x && y ? a : b, y with statements: if x { …; if y {
		// return a } }; return b.
		restore := cc.branch(args[0], c, true)
		cc.returnFrom(args[1], ret)
		restore()
		closeIfs()
		restore = cc.assume(args[0], true)
		cc.returnFrom(args[2], ret)
		restore()
		return
	}
	c := cc.withFacts(cc.cond(cc.expr(args[0])))
	if c.kind == condConst { // has() of a field always there, or a guard's answer
		if c.value {
			defer cc.assume(args[0])()
			cc.returnFrom(args[1], ret)
		} else {
			cc.returnFrom(args[2], ret)
		}
		return
	}
	if v, ok := cc.eitherWayValue(args[0], c, args[1], args[2]); ok {
		ret(v)
		return
	}
	if v, ok := cc.emptyEitherWay(args[0], c, args[1], args[2], cc.leafName); ok {
		ret(v)
		return
	}
	done := cc.openIf(c)
	cc.Indent++
	restore := cc.branch(args[0], c, true)
	cc.returnBranch(args[1], ret)
	restore()
	done()
	cc.Indent--
	cc.Line("}")
	cc.SettleFact(c.String(), c)       // the if returned: its condition is false here,
	restore = cc.assume(args[0], true) // and so are the has() tests it negated
	cc.returnBranch(args[2], ret)
	restore()
}

// returnBranch is returnFrom of a conditional's branch, which reads
// first what its every evaluation reads (readsFirst) and the conditional
// as a whole did not: after if !has(self.subsets) { return "<none>" },
// endpoints := vars.endpoints(), read three times, as a person names it.
func (cc *celCompiler) returnBranch(e celast.Expr, ret func(cVal)) {
	if cc.returnVariable(e) {
		return
	}
	cc.readsFirst(e, func() { cc.returnFrom(e, ret) })
}

// returnVariable writes `return vars.initReason()` for e, a variable that
// can fail and that nothing read before, where the function returns a
// value of its Go type and whether it has one (pairResult): the call
// returns both, as a person returns a call of the same results, rather
// than checking its ok to return its value and true.
func (cc *celCompiler) returnVariable(e celast.Expr) bool {
	if cc.pairResult == "" || e.Kind() != celast.IdentKind {
		return false
	}
	v, ok := cc.vars[e.AsIdent()]
	if !ok || !v.CanFail || v.Call == "" || cc.goTypeName(cc.fromCELType(v.Type)) != cc.pairResult {
		return false
	}
	if _, read := cc.Recall(v.Call); read {
		return false // its value is at hand: return it
	}
	cc.fails++ // an error exit: the call's false
	cc.returned = append(cc.returned, returnedValue{bits: v.Bits, indexesOf: v.IndexesOf, within: v.Within})
	cc.Line("return %s", v.Call)
	return true
}

// dynOf is x where e is dyn(x).
func dynOf(e celast.Expr) (celast.Expr, bool) {
	if e.Kind() != celast.CallKind || e.AsCall().FunctionName() != "dyn" || len(e.AsCall().Args()) != 1 {
		return nil, false
	}
	return e.AsCall().Args()[0], true
}

// isChain reports whether e is a && b or a || b.
func isChain(e celast.Expr) bool {
	if e.Kind() != celast.CallKind {
		return false
	}
	fn := e.AsCall().FunctionName()
	return fn == operators.LogicalAnd || fn == operators.LogicalOr
}

// returnChain writes the statements that return the && (||) of ops
// through ret, where leading operands that cannot fail decide it: if
// !x { return false } (if x { return true }), then the others, returned
// the same way, as a person writes a chain of checks, rather than a
// result variable. It reports false, having written nothing, where no
// operand leads or the others need no statement (return x && y reads
// better).
func (cc *celCompiler) returnChain(isAnd bool, ops []celast.Expr, ret func(cVal)) bool {
	if len(ops) < 2 {
		return false
	}
	t := cc.startTrial()
	leads, lv, rest := cc.leadingHoisted(isAnd, ops)
	if lv = cc.withFacts(lv); leads == nil || len(rest) == 0 || lv.kind == condConst {
		cc.undo(t)
		return false
	}
	decided := lv // || is true where a leading operand is
	if isAnd {
		decided = not(lv) // && is false where one is not
	}
	cc.Line("if %s {", decided)
	cc.Indent++
	ret(boolVal(constant(!isAnd)))
	cc.Indent--
	cc.Line("}")
	cc.SettleFact(decided.String(), decided) // the others see it false
	var restores []func()
	for _, a := range leads {
		restores = append(restores, cc.assume(a, !isAnd)) // has() tests made (for ||: failed)
	}
	defer func() { forget(restores) }()
	if cc.returnChain(isAnd, rest, ret) {
		return true
	}
	after := cc.Len()
	v := cc.chain(isAnd, rest, "")
	nonEmpty := lv // has(l) && l.exists(…), !has(l) || l.all(…): the loop alone
	if !isAnd {
		nonEmpty = not(lv)
	}
	if cc.Len() == after || cc.guardsOnlyEmptiness(nonEmpty, cc.cond(v), after, !isAnd) {
		cc.undo(t)
		return false
	}
	ret(v)
	return true
}

// cell turns the expression's value into the column's cell, as
// runtime/cel.Cell does for cel-go results.
func (cc *celCompiler) cell(v cVal) string {
	switch cc.columnType {
	case "string":
		return cc.render(v)
	case "any":
		switch v.t.kind {
		case kString, kInt, kDouble, kBool, kAny:
			return v.standalone()
		}
		return cc.render(v)
	case "integer":
		switch v.t.kind {
		case kInt:
			return v.standalone()
		case kDouble:
			return "int64(" + v.standalone() + ")"
		}
	case "number":
		switch v.t.kind {
		case kInt:
			return "float64(" + v.standalone() + ")"
		case kDouble:
			return v.standalone()
		}
	case "boolean":
		if v.t.kind == kBool {
			return v.standalone()
		}
	case "date":
		switch v.t.kind {
		case kTime:
			return cc.rt("DateCell") + "(" + v.standalone() + ")"
		case kString:
			return cc.rt("DateCellFromString") + "(" + v.standalone() + ")"
		}
	}
	cc.unsupported("a %v result in a %s column", v.t.kind, cc.columnType)
	return ""
}

// render prints a value as runtime/cel.Render does.
func (cc *celCompiler) render(v cVal) string {
	switch v.t.kind {
	case kString:
		return v.standalone()
	case kInt:
		return cc.pkg("strconv") + "FormatInt(" + v.standalone() + ", 10)"
	case kBool:
		if v.cond != nil && v.cond.kind == condConst { // a chain's early return
			return strconv.Quote(strconv.FormatBool(v.cond.value))
		}
		return cc.pkg("strconv") + "FormatBool(" + v.standalone() + ")"
	case kDouble:
		return cc.rt("FormatFloat") + "(" + v.standalone() + ")"
	case kDuration:
		return v.operand() + ".String()"
	case kTime:
		return v.operand() + ".UTC().Format(" + cc.pkg("time") + "RFC3339Nano)"
	case kList:
		if v.t.elem.kind == kObject {
			cc.unsupported("printing objects")
		}
		rangeExpr, elemOf := cc.elements(v)
		join := func(strs string) string { return `"[" + ` + cc.pkg("strings") + "Join(" + strs + `, ", ") + "]"` }
		if v.t.elem.kind == kString && elemOf("i") == rangeExpr+"[i]" {
			return join(rangeExpr) // Go strings as they are: joined, no copy
		}
		v = cc.iterable(v) // a computed list (Sorted(x)) is computed once
		rangeExpr, elemOf = cc.elements(v)
		parts := cc.NewVar("parts")
		cc.Line("%s := make([]string, 0, len(%s))", parts, rangeExpr)
		var e string
		if v.raw { // a struct's field: each element converted
			i := cc.NewVar("i")
			cc.Line("for %s := range %s {", i, rangeExpr)
			e = cc.NewVar("e")
			cc.Nested(1, "%s := %s", e, elemOf(i))
		} else {
			e = cc.NewVar("e")
			cc.Line("for _, %s := range %s {", e, rangeExpr)
		}
		cc.Indent++
		cc.Line("%s = append(%s, %s)", parts, parts, cc.render(cVal{text: e, t: v.t.elem}))
		cc.Indent--
		cc.Line("}")
		return join(parts)
	}
	cc.unsupported("printing %v", v.t.kind)
	return ""
}
