package celgo

import (
	"fmt"
	"math"
	"strconv"
	"time"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	celtypes "github.com/google/cel-go/common/types"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// compileString compiles string() of a string, an int, a bool, a double
// (cel-go's fmt %g: the shortest form, 1e+21, +Inf, as
// runtime.FormatFloat writes it), a timestamp (RFC 3339 with the
// nanoseconds there are; compiled timestamps are UTC, as cel-go's parsed
// ones are) or a duration (seconds and "s": "90s", "1.5s").
func compileString(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.expr(args[0])
	str := &cType{kind: kString}
	switch v.t.kind {
	case kString:
		return v
	case kInt:
		return cVal{text: cc.pkg("strconv") + "FormatInt(" + v.standalone() + ", 10)", t: str}
	case kBool:
		return cVal{text: cc.pkg("strconv") + "FormatBool(" + v.standalone() + ")", t: str}
	case kDouble:
		return cVal{text: cc.rt("FormatFloat") + "(" + v.standalone() + ")", t: str}
	case kTime:
		return cVal{text: v.operand() + ".Format(" + cc.pkg("time") + "RFC3339Nano)", t: str}
	case kDuration:
		seconds := cVal{text: cc.pkg("strconv") + "FormatFloat(" + v.operand() + ".Seconds(), 'f', -1, 64)", t: str}
		return concatenation(seconds, literalString("s"))
	}
	cc.unsupported("string() of %v", v.t.kind)
	return cVal{}
}

// compileInt compiles int() of an int (itself), a double (truncated;
// runtime.DoubleToInt's overflow error, as cel-go's), a string (a
// decimal, runtime.StringToInt), a timestamp (its Unix seconds) or a
// duration (its nanoseconds).
func compileInt(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if lit, ok := stringLiteral(args[0]); ok {
		if n, err := strconv.ParseInt(lit, 10, 64); err == nil {
			return cc.literal(celtypes.Int(n)) // a constant: int("42") is 42
		}
	}
	v := cc.expr(args[0])
	it := &cType{kind: kInt}
	switch v.t.kind {
	case kInt:
		return v
	case kDouble:
		return cVal{text: cc.checked(cc.rt("DoubleToInt") + "(" + v.standalone() + ")"), t: it}
	case kString:
		return cVal{text: cc.checked(cc.rt("StringToInt") + "(" + v.standalone() + ")"), t: it}
	case kTime:
		return cVal{text: v.operand() + ".Unix()", t: it}
	case kDuration:
		return cVal{text: "int64(" + v.standalone() + ")", t: it}
	}
	cc.unsupported("int() of %v", v.t.kind)
	return cVal{}
}

// compileDouble compiles double() of a double (itself), an int (Go's
// conversion, as cel-go's) or a string (runtime.StringToDouble).
func compileDouble(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if lit, ok := stringLiteral(args[0]); ok {
		if f, err := strconv.ParseFloat(lit, 64); err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
			return cc.literal(celtypes.Double(f)) // a constant: double("1.5e3") is 1500
		}
	}
	v := cc.expr(args[0])
	dt := &cType{kind: kDouble}
	switch v.t.kind {
	case kDouble:
		return v
	case kInt:
		x := v.standalone()
		switch v.goBasic { // a field read as it is: its value is exact in a float64 either way
		case "int", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32":
			x = v.goVal
		}
		return cVal{text: "float64(" + x + ")", t: dt}
	case kString:
		return cVal{text: cc.checked(cc.rt("StringToDouble") + "(" + v.standalone() + ")"), t: dt}
	}
	cc.unsupported("double() of %v", v.t.kind)
	return cVal{}
}

// compileTimestamp compiles timestamp(): of a timestamp, itself; of a
// constant string, the Go time as cel-go parses it (RFC 3339, years 1 to
// 9999: runtime.CELTimestamp, at generation time); of any other string,
// runtime.CELTimestamp at run time (an error where it does not parse).
func compileTimestamp(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if lit, ok := stringLiteral(args[0]); ok {
		if t, ok := selectableruntime.CELTimestamp(lit); ok {
			// cel-go keeps the offset the literal was written with:
			// string() of it writes that offset, not Z.
			zone := cc.pkg("time") + "UTC"
			if _, offset := t.Zone(); offset != 0 {
				zone = fmt.Sprintf("%sFixedZone(\"\", %d)", cc.pkg("time"), offset)
			} else {
				t = t.UTC()
			}
			return cVal{text: fmt.Sprintf("%sDate(%d, %d, %d, %d, %d, %d, %d, %s)", cc.pkg("time"),
				t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), zone), t: &cType{kind: kTime}}
		}
	}
	switch v := cc.expr(args[0]); v.t.kind {
	case kTime:
		return v
	case kString:
		return cVal{text: cc.checkedAs(cc.rt("CELTimestamp")+"("+v.standalone()+")", "timestamp"), t: &cType{kind: kTime}}
	}
	cc.unsupported("timestamp() of a value that is not a string")
	return cVal{}
}

// compileDuration compiles duration() of a duration (itself) or a string
// (runtime.CELDuration, as cel-go parses it; an error when it does not).
func compileDuration(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if lit, ok := stringLiteral(args[0]); ok {
		if d, err := time.ParseDuration(lit); err == nil {
			return cc.durationConstant(d)
		}
	}
	if n, ok := cc.secondsText(args[0]); ok {
		// duration(string(n) + "s"): n seconds, no text made and parsed,
		// as printers.go multiplies by time.Second; checked where n can
		// be beyond a time.Duration (runtime.CELSeconds), not where its
		// Go type is too small for that (an int32 field).
		dur := &cType{kind: kDuration}
		v := cc.expr(n)
		switch v.goBasic {
		case "int8", "int16", "int32", "uint8", "uint16", "uint32":
			count := cVal{text: cc.pkg("time") + "Duration(" + v.goVal + ")", t: dur}
			return cVal{node: binary("*", count, cVal{text: cc.pkg("time") + "Second", t: dur}), t: dur}
		}
		return cVal{text: cc.checkedAs(cc.rt("CELSeconds")+"("+v.argument()+")", "duration"), t: dur}
	}
	switch v := cc.expr(args[0]); v.t.kind {
	case kDuration:
		return v
	case kString:
		return cVal{text: cc.checkedAs(cc.rt("CELDuration")+"("+v.standalone()+")", "duration"), t: &cType{kind: kDuration}}
	}
	cc.unsupported("duration() of a value that is not a string")
	return cVal{}
}

// secondsText is n where e is string(n) + "s" of an int n: a count of
// seconds written as a duration's text.
func (cc *celCompiler) secondsText(e celast.Expr) (celast.Expr, bool) {
	if e.Kind() != celast.CallKind || e.AsCall().FunctionName() != operators.Add || len(e.AsCall().Args()) != 2 {
		return nil, false
	}
	conv, unit := e.AsCall().Args()[0], e.AsCall().Args()[1]
	if s, ok := stringLiteral(unit); !ok || s != "s" || conv.Kind() != celast.CallKind {
		return nil, false
	}
	c := conv.AsCall()
	if c.FunctionName() != "string" || c.IsMemberFunction() || len(c.Args()) != 1 || cc.ast.GetType(c.Args()[0].ID()) != celtypes.IntType {
		return nil, false
	}
	return c.Args()[0], true
}

// durationConstant is d as a person writes it in Go: a count of its
// largest whole unit (90 * time.Minute, time.Hour, 1500 *
// time.Millisecond), time.Duration(0) for none.
func (cc *celCompiler) durationConstant(d time.Duration) cVal {
	dur := &cType{kind: kDuration}
	units := []struct {
		name string
		d    time.Duration
	}{{"Hour", time.Hour}, {"Minute", time.Minute}, {"Second", time.Second},
		{"Millisecond", time.Millisecond}, {"Microsecond", time.Microsecond}, {"Nanosecond", time.Nanosecond}}
	for _, u := range units {
		if d == 0 || d%u.d != 0 {
			continue
		}
		unit := cVal{text: cc.pkg("time") + u.name, t: dur}
		if n := d / u.d; n != 1 {
			return cVal{node: binary("*", cVal{text: strconv.FormatInt(int64(n), 10), t: dur}, unit), t: dur}
		}
		return unit
	}
	return cVal{text: cc.pkg("time") + "Duration(0)", t: dur}
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
