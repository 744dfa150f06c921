package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// fallible compiles a bool operand whose error CEL may forgive. An
// operand that cannot fail is a plain expression (ok is ""); one that can
// runs in a closure that reports (value, ok).
func (cc *celCompiler) fallible(e celast.Expr) (value, ok string) {
	mark := len(cc.Lines)
	saved, savedFails := cc.fail, cc.fails
	cc.fail = "return false, false"
	cc.Indent++
	v := cc.expr(e)
	cc.Indent--
	cc.fail = saved
	if v.t.kind != kBool {
		cc.unsupported("non-bool operand")
	}
	if cc.fails == savedFails {
		// Nothing can fail: keep the statements (if any) inline.
		body := cc.Lines[mark:]
		for i := range body {
			body[i] = strings.TrimPrefix(body[i], "\t")
		}
		return v.expr, ""
	}
	body := append([]string(nil), cc.Lines[mark:]...)
	cc.Lines = cc.Lines[:mark]
	value, ok = cc.NewVar("b"), cc.NewVar("ok")
	cc.Line("%s, %s := func() (bool, bool) {", value, ok)
	cc.Lines = append(cc.Lines, body...)
	cc.Line("\treturn %s, true", v.expr)
	cc.Line("}()")
	return value, ok
}

// logical compiles && and || with CEL's error absorption: false && error
// is false, true || error is true, in either order.
func (cc *celCompiler) logical(fn string, a, b celast.Expr) cVal {
	lv, lok := cc.fallible(a)
	op := " && "
	if fn == operators.LogicalOr {
		op = " || "
	}
	if lok == "" {
		return cc.guardedLogical(fn, a, lv, b)
	}
	rv, rok := cc.fallible(b)
	if lok == "" && rok == "" {
		return cVal{expr: foldLogical(lv, op, rv), t: &cType{kind: kBool}}
	}
	// decided: an operand that is ok and false (for &&) or true (for ||)
	// fixes the result whatever the other is.
	decides := func(v, ok string) string {
		cond := v
		if fn == operators.LogicalAnd {
			cond = "!" + v
		}
		if ok == "" {
			return cond
		}
		return "(" + ok + " && " + cond + ")"
	}
	var failed []string
	for _, ok := range []string{lok, rok} {
		if ok != "" {
			failed = append(failed, "!"+ok)
		}
	}
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, fn == operators.LogicalOr)
	cc.Line("if !(%s || %s) {", decides(lv, lok), decides(rv, rok))
	cc.Line("\tif %s {", strings.Join(failed, " || "))
	cc.Line("\t\t%s", cc.fail)
	cc.Line("\t}")
	cc.Line("\t%s = %v", result, fn == operators.LogicalAnd)
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// foldLogical writes l op r (op " && " or " || ") for operands that cannot
// fail, folding constant and repeated operands: has() of a field that is
// always present is the constant true, and Go vet rejects "true && x" and
// "x && x" as suspicious. The operands are side-effect free reads.
func foldLogical(l, op, r string) string {
	identity, absorbing := "true", "false" // for &&
	if op == " || " {
		identity, absorbing = "false", "true"
	}
	switch {
	case l == absorbing || r == absorbing:
		return absorbing
	case l == identity:
		return r
	case r == identity || l == r:
		return l
	}
	// r already among l's operands (has(x.y) && x.y != "" made both say
	// x.y != ""): go vet rejects x && x.
	for _, o := range operands(l, strings.TrimSpace(op)) {
		if o == unparen(r) {
			return l
		}
	}
	return "(" + l + op + r + ")"
}

// operands splits a Go expression at its top-level op (&& or ||), after
// removing parentheses around the whole; string literals are skipped.
func operands(x, op string) []string {
	x = unparen(x)
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(x); i++ {
		switch c := x[i]; c {
		case '"', '`':
			for i++; i < len(x) && x[i] != c; i++ {
				if c == '"' && x[i] == '\\' {
					i++
				}
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		default:
			if depth == 0 && strings.HasPrefix(x[i:], op) {
				out = append(out, unparen(strings.TrimSpace(x[start:i])))
				start = i + len(op)
				i += len(op) - 1
			}
		}
	}
	return append(out, unparen(strings.TrimSpace(x[start:])))
}

// unparen removes parentheses that enclose all of x.
func unparen(x string) string {
	for len(x) >= 2 && x[0] == '(' && x[len(x)-1] == ')' {
		depth := 0
		for i := 0; i < len(x); i++ {
			switch x[i] {
			case '"', '`':
				c := x[i]
				for i++; i < len(x) && x[i] != c; i++ {
					if c == '"' && x[i] == '\\' {
						i++
					}
				}
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 && i != len(x)-1 {
					return x // the first group closes early: (a) && (b)
				}
			}
		}
		x = x[1 : len(x)-1]
	}
	return x
}

// ternary compiles c ? a : b; only the chosen branch is evaluated.
func (cc *celCompiler) ternary(cond, a, b celast.Expr) cVal {
	c := cc.expr(cond)
	if c.t.kind != kBool {
		cc.unsupported("non-bool condition")
	}
	// Compile each branch into its own block; the result type must agree.
	result := cc.NewVar("t")
	at := cc.branchType(a)
	cc.Line("var %s %s", result, cc.goTypeName(at))
	cc.Line("if %s {", c.expr)
	cc.Indent++
	restore := cc.assume(cond)
	av := cc.value(cc.expr(a))
	restore()
	if at.kind == kAny && !scalarKind(av.t.kind) && av.t.kind != kAny {
		cc.unsupported("dyn of a %v", av.t.kind)
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

// guardedLogical compiles a && b (a || b) whose left operand cannot
// fail: b is computed only when a is true (false), as Go's && does, which
// is CEL's result (false && error is false; true && error is the error),
// and b may take a's has() tests as made.
func (cc *celCompiler) guardedLogical(fn string, a celast.Expr, lv string, b celast.Expr) cVal {
	and := fn == operators.LogicalAnd
	mark := len(cc.Lines)
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, !and)
	cond := lv
	if !and {
		cond = "!" + lv
		if !isSimple(lv) {
			cond = "!(" + lv + ")"
		}
	}
	cc.Line("if %s {", cond)
	cc.Indent++
	restore := func() {}
	if and {
		restore = cc.assume(a)
	}
	rv := cc.expr(b)
	restore()
	if rv.t.kind != kBool {
		cc.unsupported("non-bool operand")
	}
	if len(cc.Lines) == mark+2 {
		// b is an expression without statements: Go's && evaluates it
		// only when it must, as the block would.
		cc.Indent--
		cc.Lines = cc.Lines[:mark]
		op := " && "
		if !and {
			op = " || "
		}
		return cVal{expr: foldLogical(lv, op, rv.expr), t: &cType{kind: kBool}}
	}
	cc.Line("%s = %s", result, rv.expr)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// isSimple reports whether a Go expression needs no parentheses after !.
func isSimple(x string) bool {
	return !strings.ContainsAny(x, " !&|=<>+-*/%") || (strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") && strings.Count(x, "(") == 1)
}

// compileLogical compiles && and ||.
func compileLogical(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	return cc.logical(e.AsCall().FunctionName(), args[0], args[1])
}

// compileNot compiles !x.
func compileNot(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.expr(args[0])
	return cVal{expr: "!(" + v.expr + ")", t: &cType{kind: kBool}}
}

// compileConditional compiles c ? a : b.
func compileConditional(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	return cc.ternary(args[0], args[1], args[2])
}
