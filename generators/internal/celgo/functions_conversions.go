package celgo

import (
	"fmt"
	"time"

	celast "github.com/google/cel-go/common/ast"
)

// compileString compiles string() of a string, an int or a bool.
func compileString(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.expr(args[0])
	switch v.t.kind {
	case kString:
		return v
	case kInt:
		return cVal{text: cc.pkg("strconv") + "FormatInt(" + v.standalone() + ", 10)", t: &cType{kind: kString}}
	case kBool:
		return cVal{text: cc.pkg("strconv") + "FormatBool(" + v.standalone() + ")", t: &cType{kind: kString}}
	}
	cc.unsupported("string() of %v", v.t.kind)
	return cVal{}
}

// compileTimestamp compiles timestamp(): of a timestamp, itself; of a
// constant string, the Go time as cel-go parses it (RFC 3339). Any other
// string stays on cel-go, as does a constant that does not parse, whose
// error is cel-go's.
func compileTimestamp(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if lit, ok := stringLiteral(args[0]); ok {
		if t, err := time.Parse(time.RFC3339, lit); err == nil && t.Year() >= 0 && t.Year() <= 9999 {
			t = t.UTC()
			return cVal{text: fmt.Sprintf("%sDate(%d, %d, %d, %d, %d, %d, %d, %sUTC)", cc.pkg("time"),
				t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), cc.pkg("time")), t: &cType{kind: kTime}}
		}
	}
	if v := cc.expr(args[0]); v.t.kind == kTime {
		return v
	}
	cc.unsupported("timestamp() of a non-timestamp")
	return cVal{}
}

// compileDuration compiles duration() of a duration (itself) or a string
// (runtime.CELDuration, as cel-go parses it; an error when it does not).
func compileDuration(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	switch v := cc.expr(args[0]); v.t.kind {
	case kDuration:
		return v
	case kString:
		return cVal{text: cc.checked(cc.rt("CELDuration") + "(" + v.standalone() + ")"), t: &cType{kind: kDuration}}
	}
	cc.unsupported("duration() of a value that is not a string")
	return cVal{}
}

// compileDyn compiles dyn(x) of a scalar in a cellType=any column: the
// identity, typed dyn, which the column renders as it is (kube-apiserver's
// PLC prints a number or "<none>" in one column).
func compileDyn(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if !cc.anyCell {
		cc.unsupported("function dyn")
	}
	return cc.dyn(cc.expr(args[0]))
}
