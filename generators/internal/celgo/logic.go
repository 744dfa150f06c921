package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// fallible compiles a bool operand whose error CEL may forgive. An
// operand that cannot fail is its value (ok is ""); one that can runs in
// a closure that reports (value, ok).
func (cc *celCompiler) fallible(e celast.Expr) (value *condition, ok string) {
	mark := len(cc.Lines)
	saved, savedFails := cc.fail, cc.fails
	cc.fail = "return false, false"
	cc.Indent++
	v := cc.expr(e)
	cc.Indent--
	cc.fail = saved
	c := cc.cond(v)
	if cc.fails == savedFails {
		// Nothing can fail: keep the statements (if any) inline.
		body := cc.Lines[mark:]
		for i := range body {
			body[i] = strings.TrimPrefix(body[i], "\t")
		}
		return c, ""
	}
	body := append([]string(nil), cc.Lines[mark:]...)
	cc.Lines = cc.Lines[:mark]
	b, ok := cc.NewVar("b"), cc.NewVar("ok")
	cc.Line("%s, %s := func() (bool, bool) {", b, ok)
	cc.Lines = append(cc.Lines, body...)
	cc.Line("\treturn %s, true", c.String())
	cc.Line("}()")
	return goBool(b), ok
}

// logical compiles && and || with CEL's error absorption: false && error
// is false, true || error is true, in either order.
func (cc *celCompiler) logical(fn string, a, b celast.Expr) cVal {
	isAnd := fn == operators.LogicalAnd
	lv, lok := cc.fallible(a)
	if lok == "" {
		return cc.guardedLogical(isAnd, a, lv, b)
	}
	rv, rok := cc.fallible(b)
	// decides: an operand that is ok and false (for &&) or true (for ||)
	// fixes the result whatever the other is.
	decides := func(v *condition, ok string) *condition {
		if isAnd {
			v = not(v)
		}
		if ok == "" {
			return v
		}
		return and(goBool(ok), v)
	}
	var failed []*condition
	for _, ok := range []string{lok, rok} {
		if ok != "" {
			failed = append(failed, not(goBool(ok)))
		}
	}
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, !isAnd)
	cc.Line("if %s {", not(or(decides(lv, lok), decides(rv, rok))))
	cc.Line("\tif %s {", or(failed...))
	cc.Line("\t\t%s", cc.fail)
	cc.Line("\t}")
	cc.Line("\t%s = %v", result, isAnd)
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// ternary compiles c ? a : b; only the chosen branch is evaluated.
func (cc *celCompiler) ternary(cond, a, b celast.Expr) cVal {
	c := cc.cond(cc.expr(cond))
	// Compile each branch into its own block; the result type must agree.
	result := cc.NewVar("t")
	at := cc.branchType(a)
	cc.Line("var %s %s", result, cc.goTypeName(at))
	cc.Line("if %s {", c)
	cc.Indent++
	restore := cc.assume(cond)
	av := cc.value(cc.expr(a))
	restore()
	if at.kind == kAny && !scalarKind(av.t.kind) && av.t.kind != kAny {
		cc.unsupported("dyn of a %v", av.t.kind)
	}
	if at.kind != kAny && cc.goTypeName(av.t) != cc.goTypeName(at) {
		cc.unsupported("branches of different types")
	}
	cc.Line("%s = %s", result, av.expr)
	cc.Indent--
	cc.Line("} else {")
	cc.Indent++
	bv := cc.value(cc.expr(b))
	if at.kind == kAny && !scalarKind(bv.t.kind) && bv.t.kind != kAny || at.kind != kAny && cc.goTypeName(bv.t) != cc.goTypeName(at) {
		cc.unsupported("branches of different types")
	}
	cc.Line("%s = %s", result, bv.expr)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: at}
}

// guardedLogical compiles a && b (a || b) whose left operand, lv, cannot
// fail: b is computed only when a is true (false), as Go's && does, which
// is CEL's result (false && error is false; true && error is the error),
// and b may take a's has() tests as made.
func (cc *celCompiler) guardedLogical(isAnd bool, a celast.Expr, lv *condition, b celast.Expr) cVal {
	mark := len(cc.Lines)
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, !isAnd)
	guard := lv
	if !isAnd {
		guard = not(lv)
	}
	cc.Line("if %s {", guard)
	cc.Indent++
	restore := func() {}
	if isAnd {
		restore = cc.assume(a)
	}
	rv := cc.cond(cc.expr(b))
	restore()
	if len(cc.Lines) == mark+2 {
		// b is an expression without statements: Go's && evaluates it
		// only when it must, as the block would.
		cc.Indent--
		cc.Lines = cc.Lines[:mark]
		if isAnd {
			return boolVal(and(lv, rv))
		}
		return boolVal(or(lv, rv))
	}
	cc.Line("%s = %s", result, rv)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// compileLogical compiles && and ||.
func compileLogical(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	return cc.logical(e.AsCall().FunctionName(), args[0], args[1])
}

// compileNot compiles !x.
func compileNot(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	return boolVal(not(cc.cond(cc.expr(args[0]))))
}

// compileConditional compiles c ? a : b.
func compileConditional(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	return cc.ternary(args[0], args[1], args[2])
}
