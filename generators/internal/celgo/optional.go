package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"k8s.io/gengo/v2/types"
)

// Optional values (cel-go's optional types, which Kubernetes' CEL
// enables) are compiled where a chain of optional field selections ends
// in orValue or hasValue: x.?a.?b.orValue(d), x.?a.hasValue(). The chain
// is present when no field on it is unset (has()'s rule: left out of the
// JSON, or null); orValue is then the last field's value, else d. Other
// optional forms (x[?k], optional.of and none, or, an optional value
// stored or passed on) stay on cel-go.

// optional compiles e, a call of orValue or hasValue, when its target is
// a chain of optional selections.
func (cc *celCompiler) optional(e celast.Expr) (cVal, bool) {
	c := e.AsCall()
	if !c.IsMemberFunction() {
		return cVal{}, false
	}
	base, fields, ok := optionalChain(c.Target())
	if !ok {
		return cVal{}, false
	}
	switch {
	case c.FunctionName() == "hasValue" && len(c.Args()) == 0:
		unset, _ := cc.optionalAccess(base, fields)
		return cVal{expr: present(unset), t: &cType{kind: kBool}}, true
	case c.FunctionName() == "orValue" && len(c.Args()) == 1:
		return cc.orValue(e, base, fields, c.Args()[0]), true
	}
	return cVal{}, false
}

// optionalChain returns the base of a chain of optional field selections
// (x of x.?a.?b) and its fields in order (a, b).
func optionalChain(e celast.Expr) (base celast.Expr, fields []string, ok bool) {
	for e.Kind() == celast.CallKind {
		c := e.AsCall()
		if c.FunctionName() != operators.OptSelect || len(c.Args()) != 2 {
			break
		}
		field, isLiteral := stringLiteral(c.Args()[1])
		if !isLiteral {
			return nil, nil, false
		}
		fields = append([]string{field}, fields...)
		e = c.Args()[0]
	}
	return e, fields, len(fields) > 0
}

// optionalAccess compiles the chain's base and returns the conditions
// under which some field of the chain is unset, in order (each safe to
// test once those before it are false), and a function that compiles the
// last field's value, valid where none holds.
func (cc *celCompiler) optionalAccess(base celast.Expr, fields []string) (unset []string, value func() cVal) {
	x := cc.expr(base)
	for i, f := range fields {
		if x.t.kind != kObject {
			cc.unsupported("optional selection on a non-object")
		}
		absent, acc, m := cc.unset(x, f)
		unset = append(unset, absent...)
		acc, t := cc.deref(acc, m)
		if i == len(fields)-1 {
			return unset, func() cVal { return cc.fromGo(acc, t) }
		}
		if t.Kind != types.Struct || t.Name.Name == "" {
			cc.unsupported("optional selection through a value that is not an object")
		}
		x = cVal{expr: acc, t: &cType{kind: kObject, obj: t}}
	}
	panic("no fields")
}

// present is the Go condition that none of unset holds.
func present(unset []string) string {
	if len(unset) == 0 {
		return "true"
	}
	return "!(" + strings.Join(unset, " || ") + ")"
}

// orValue compiles chain.orValue(d): the chain's value where it is
// present, else d (computed only then, as cel-go does).
func (cc *celCompiler) orValue(e celast.Expr, base celast.Expr, fields []string, d celast.Expr) cVal {
	unset, value := cc.optionalAccess(base, fields)
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	goType := cc.goTypeName(t)
	result := cc.NewVar("t")
	cc.Line("var %s %s", result, goType)
	cc.Line("if %s {", present(unset))
	cc.Indent++
	v := cc.value(value())
	if cc.goTypeName(v.t) != goType {
		cc.unsupported("orValue of a %s value as %s", cc.goTypeName(v.t), goType)
	}
	cc.Line("%s = %s", result, v.expr)
	cc.Indent--
	cc.Line("} else {")
	cc.Indent++
	dv := cc.value(cc.expr(d))
	if cc.goTypeName(dv.t) != goType {
		cc.unsupported("orValue of a %s default as %s", cc.goTypeName(dv.t), goType)
	}
	cc.Line("%s = %s", result, dv.expr)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: t}
}

// compileOptional compiles orValue and hasValue of a chain of optional
// selections.
func compileOptional(cc *celCompiler, e celast.Expr, _ []celast.Expr) cVal {
	if v, ok := cc.optional(e); ok {
		return v
	}
	cc.unsupported("function %s", e.AsCall().FunctionName())
	return cVal{}
}
