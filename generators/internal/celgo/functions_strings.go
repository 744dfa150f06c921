package celgo

import (
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// labelSelectorName is the Go type formatLabelSelector takes.
var labelSelectorName = types.Name{Package: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "LabelSelector"}

// format compiles "<literal>".format([args]) for %s and %d, as the
// strings extension prints strings, ints and bools.
func (cc *celCompiler) format(target, list celast.Expr) cVal {
	if target.Kind() != celast.LiteralKind || list.Kind() != celast.ListKind {
		cc.unsupported("format with a computed format or argument list")
	}
	f, ok := target.AsLiteral().(celtypes.String)
	if !ok {
		cc.unsupported("format of a non-string")
	}
	elems := list.AsList().Elements()
	var parts []cVal
	text := string(f)
	arg := 0
	lit := ""
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			lit += string(text[i])
			continue
		}
		if i+1 >= len(text) {
			cc.unsupported("a trailing %% in format")
		}
		i++
		verb := text[i]
		if verb == '%' {
			lit += "%"
			continue
		}
		if arg >= len(elems) {
			cc.unsupported("format with too few arguments")
		}
		if lit != "" {
			parts = append(parts, literalString(lit))
			lit = ""
		}
		v := cc.expr(elems[arg])
		arg++
		switch {
		case verb == 's' && v.t.kind == kString:
			parts = append(parts, v)
		case (verb == 's' || verb == 'd') && v.t.kind == kInt:
			parts = append(parts, cVal{text: cc.pkg("strconv") + "FormatInt(" + v.standalone() + ", 10)"})
		case verb == 's' && v.t.kind == kBool:
			parts = append(parts, cVal{text: cc.pkg("strconv") + "FormatBool(" + v.standalone() + ")"})
		default:
			cc.unsupported("format verb %%%c of %v", verb, v.t.kind)
		}
	}
	if arg != len(elems) {
		cc.unsupported("format with unused arguments")
	}
	if lit != "" || len(parts) == 0 {
		parts = append(parts, literalString(lit))
	}
	return concatenation(parts...)
}

// join compiles the strings extension's list.join(separator) of a list of
// strings (a field's elements converted first).
func (cc *celCompiler) join(l cVal, args []celast.Expr) cVal {
	if l.t.kind != kList || l.t.elem.kind != kString {
		cc.unsupported("join of %v", l.t.kind)
	}
	l = cc.value(l)
	sep := `""`
	if len(args) == 1 {
		s := cc.expr(args[0])
		if s.t.kind != kString {
			cc.unsupported("join with a %v separator", s.t.kind)
		}
		sep = s.operand()
	}
	// Of an empty list "": has(l) ? l.join(sep) : "" is the join alone.
	return cVal{text: cc.pkg("strings") + "Join(" + l.standalone() + ", " + sep + ")", t: &cType{kind: kString},
		absent: &absentValue{of: l.standalone(), value: `""`}}
}

// literalString is a string constant's value.
func literalString(s string) cVal {
	q := strconv.Quote(s)
	return cVal{text: q, constant: q, t: &cType{kind: kString}}
}

// compileFormat compiles "<literal>".format([args]).
func compileFormat(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	return cc.format(args[0], args[1])
}

// compileJoin compiles list.join() and list.join(separator).
func compileJoin(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	return cc.join(cc.expr(args[0]), args[1:])
}

// stringOperands compiles a string function's operands, all strings.
func (cc *celCompiler) stringOperands(fn string, args []celast.Expr) []cVal {
	vs := make([]cVal, len(args))
	for i, a := range args {
		if vs[i] = cc.expr(a); vs[i].t.kind != kString {
			cc.unsupported("%s of a value that is not a string", fn)
		}
	}
	return vs
}

// compileStringTest compiles startsWith, endsWith and contains.
func compileStringTest(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	fn := e.AsCall().FunctionName()
	v := cc.stringOperands(fn, args)
	goFn := map[string]string{"startsWith": "HasPrefix", "endsWith": "HasSuffix", "contains": "Contains"}[fn]
	c := goBool(cc.pkg("strings") + goFn + "(" + v[0].standalone() + ", " + v[1].standalone() + ")")
	if fn == "startsWith" && v[1].constant != "" {
		c.prefix = &prefixTest{of: v[0].standalone(), prefix: unquote(v[1].constant), holds: true}
	}
	return boolVal(c)
}

// compileASCIICase compiles the strings extension's lowerAscii and
// upperAscii: ASCII letters only, as kube-apiserver's tables lower a group
// resource.
func compileASCIICase(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	fn := e.AsCall().FunctionName()
	s := cc.stringOperands(fn, args)[0]
	helper := map[string]string{"lowerAscii": "LowerASCII", "upperAscii": "UpperASCII"}[fn]
	// Of "" "": has(s) ? s.lowerAscii() : "" is the call alone.
	return cVal{text: cc.rt(helper) + "(" + s.standalone() + ")", t: &cType{kind: kString}, absent: emptyOfEmpty(s)}
}

// compileSubstring compiles the strings extension's substring(start[,
// end]), in code points: an error unless 0 <= start <= end <= size.
func compileSubstring(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	s, from := cc.expr(args[0]), cc.expr(args[1])
	if s.t.kind != kString || from.t.kind != kInt {
		cc.unsupported("substring of a value that is not a string")
	}
	to := cVal{text: "int64(" + cc.pkg("unicode/utf8") + "RuneCountInString(" + s.operand() + "))", t: &cType{kind: kInt}}
	if len(args) == 3 {
		if to = cc.expr(args[2]); to.t.kind != kInt {
			cc.unsupported("substring to a %v", to.t.kind)
		}
	} else if n, ok := intConstant(from.constant); ok && n > 0 {
		// After a prefix of n ASCII bytes or more the facts know s has
		// (a filter's or a branch's startsWith), the rest: no error, and
		// n code points are n bytes. As printers.go trims a role label.
		if p, ok := cc.knownPrefix(s.standalone(), int(n)); ok && int64(len(p)) == n {
			return cVal{text: cc.pkg("strings") + "TrimPrefix(" + s.standalone() + ", " + strconv.Quote(p) + ")", t: &cType{kind: kString}}
		} else if ok {
			return cVal{text: s.operand() + "[" + from.constant + ":]", t: &cType{kind: kString}}
		}
	}
	return cVal{text: cc.checked(cc.rt("Substring") + "(" + s.standalone() + ", " + from.argument() + ", " + to.argument() + ")"), t: &cType{kind: kString}}
}

// knownPrefix is a constant prefix of s, at least n bytes long and ASCII
// in its first n, that the facts in scope say s starts with: a filter's
// predicate (the guard that skips its other elements, settled false) or
// a branch's condition (assumed).
func (cc *celCompiler) knownPrefix(s string, n int) (string, bool) {
	var found string
	var holds, fails func(c *condition)
	holds = func(c *condition) { // c is true here
		switch c.kind {
		case condAtom:
			if p := c.prefix; p != nil && p.holds && p.of == s && len(p.prefix) >= n && isASCII(p.prefix[:n]) {
				found = p.prefix
			}
		case condAnd:
			for _, a := range c.args {
				holds(a)
			}
		case condNot:
			fails(c.args[0])
		}
	}
	fails = func(c *condition) { // c is false here
		switch c.kind {
		case condAtom:
			if p := c.prefix; p != nil && !p.holds {
				holds(&condition{kind: condAtom, prefix: &prefixTest{of: p.of, prefix: p.prefix, holds: true}})
			}
		case condOr:
			for _, a := range c.args {
				fails(a)
			}
		case condNot:
			holds(c.args[0])
		}
	}
	for _, f := range cc.assumed {
		fails(f)
	}
	for _, f := range cc.Facts() {
		if c, ok := f.(*condition); ok {
			fails(c)
		}
	}
	return found, found != ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// compileSplit compiles the strings extension's split(separator), as
// strings.Split, and split(separator, n), as strings.SplitN. A separator that is a non-empty constant splits any
// string into one part or more: that fact answers x.split("/")[0]'s
// bounds check.
func compileSplit(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.stringOperands("split", args[:2])
	list := &cType{kind: kList, elem: &cType{kind: kString}}
	if len(args) == 3 { // split(sep, n): at most n parts (none for 0, all below), as strings.SplitN
		n := cc.expr(args[2])
		if n.t.kind != kInt {
			cc.unsupported("split with a %v count", n.t.kind)
		}
		count := "int(" + n.standalone() + ")"
		if n.constant != "" {
			count = n.constant
		}
		return cVal{text: cc.pkg("strings") + "SplitN(" + v[0].standalone() + ", " + v[1].standalone() + ", " + count + ")", t: list}
	}
	split := cVal{text: cc.pkg("strings") + "Split(" + v[0].standalone() + ", " + v[1].standalone() + ")", t: list}
	if sep := v[1].constant; sep != "" && unquote(sep) != "" {
		none := lengthIs(split.text, "<", 1)
		cc.SettleFact(none.String(), none)
	}
	return split
}

// compileTrim compiles the strings extension's trim(): Unicode white
// space, as strings.TrimSpace.
func compileTrim(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	s := cc.stringOperands("trim", args)[0]
	return cVal{text: cc.pkg("strings") + "TrimSpace(" + s.standalone() + ")", t: &cType{kind: kString}, absent: emptyOfEmpty(s)}
}

// emptyOfEmpty is the absentValue of a call whose value of the empty
// string s is "" (trim, lowerAscii, upperAscii): has(s) ? f(s) : "" of a
// string whose absence is "" is f(s) either way.
func emptyOfEmpty(s cVal) *absentValue {
	return &absentValue{of: s.standalone(), value: `""`}
}

// compileReplace compiles the strings extension's replace(old, new[, n]):
// every occurrence, or the first n (all when n < 0), as strings.Replace.
func compileReplace(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.stringOperands("replace", args[:3])
	operands := v[0].standalone() + ", " + v[1].standalone() + ", " + v[2].standalone()
	if len(args) < 4 {
		return cVal{text: cc.pkg("strings") + "ReplaceAll(" + operands + ")", t: &cType{kind: kString}}
	}
	c := cc.expr(args[3])
	if c.t.kind != kInt {
		cc.unsupported("replace with a %v count", c.t.kind)
	}
	n := "int(" + c.standalone() + ")"
	if c.constant != "" {
		n = c.constant // replace(old, new, 1): strings.Replace(s, old, new, 1)
	}
	return cVal{text: cc.pkg("strings") + "Replace(" + operands + ", " + n + ")", t: &cType{kind: kString}}
}

// compileHumanDuration compiles humanDuration(d), as kubectl prints ages.
func compileHumanDuration(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.expr(args[0])
	if v.t.kind != kDuration {
		cc.unsupported("function humanDuration")
	}
	return cVal{text: cc.pkg(gocode.RuntimePkg) + "HumanDuration(" + v.standalone() + ")", t: &cType{kind: kString}}
}

// compileFormatLabels compiles formatLabels(m), labels.FormatLabels: "k=v"
// sorted by key, "<none>" when empty.
func compileFormatLabels(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if v := cc.expr(args[0]); v.t.kind == kMap && v.t.obj.Kind == types.Map && isStringType(v.t.obj.Elem) {
		return cVal{text: cc.rt("FormatLabels") + "(" + v.standalone() + ")", t: &cType{kind: kString},
			absent: &absentValue{of: v.standalone(), value: `"<none>"`}}
	}
	cc.unsupported("formatLabels of a value that is not a map of strings")
	return cVal{}
}

// compileFormatLabelSelector compiles formatLabelSelector(s),
// metav1.FormatLabelSelector: the selector's requirements as kubectl
// prints them, "<none>" when it has none, "<error>" when it is invalid.
func compileFormatLabelSelector(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if v := cc.expr(args[0]); v.t.kind == kObject && v.t.obj.Name == labelSelectorName {
		x := cVal{text: cc.rt("FormatLabelSelector") + "(" + v.standalone() + ")", t: &cType{kind: kString}}
		if v.ptr {
			x.absent = &absentValue{of: v.standalone(), value: `"<none>"`} // a nil selector
		}
		return x
	}
	cc.unsupported("formatLabelSelector of a value that is not a metav1.LabelSelector")
	return cVal{}
}
