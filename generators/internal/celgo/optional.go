package celgo

import (
	"slices"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	celtypes "github.com/google/cel-go/common/types"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"k8s.io/gengo/v2/types"
)

// Optional values (cel-go's optional types, which Kubernetes' CEL
// enables) are compiled where they end in orValue, hasValue or value:
// x.?a.?b.orValue(d), m[?k].hasValue(), a.or(b).value(). An optional
// selection is present when the field is set (has()'s rule: left out of
// the JSON, or null); an optional index when the key is in the map or the
// index in the list. optional.of(v), optional.none(), a.or(b) and c ? a :
// b of optionals compose them, evaluated as cel-go does: or and orValue
// compute their right side only when the left has no value. An optional
// value stored or passed on (a variable, an argument) stays on cel-go.
//
// A chain of optional selections on a plain value compiles to one
// presence test (optionalAccess); every other form writes statements that
// set a found flag (optionalInto).

// optional compiles e, a call of orValue, hasValue or value.
func (cc *celCompiler) optional(e celast.Expr) (cVal, bool) {
	c := e.AsCall()
	if !c.IsMemberFunction() {
		return cVal{}, false
	}
	base, fields, ok := optionalChain(c.Target())
	if !ok || cc.isOptional(base) || c.FunctionName() == "value" {
		return cc.optionalGeneral(e), true
	}
	switch {
	case c.FunctionName() == "hasValue" && len(c.Args()) == 0:
		unset, _ := cc.optionalAccess(base, fields)
		return boolVal(present(unset)), true
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
func (cc *celCompiler) optionalAccess(base celast.Expr, fields []string) (unset []jsontype.Test, value func() cVal) {
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
		x = cVal{text: acc, t: &cType{kind: kObject, obj: t}, ptr: m.Type.Kind == types.Pointer} // deref keeps a struct's pointer
	}
	panic("no fields")
}

// present is the condition that none of unset (jsontype's absence
// conditions) holds: true when there are none.
func present(unset []jsontype.Test) *condition {
	cs := make([]*condition, len(unset))
	for i, u := range unset {
		cs[i] = not(absence(u))
	}
	return and(cs...)
}

// orValue compiles chain.orValue(d): the chain's value where it is
// present, else d (computed only then, as cel-go does).
func (cc *celCompiler) orValue(e celast.Expr, base celast.Expr, fields []string, d celast.Expr) cVal {
	named := cc.takeResultName() // a bind's or the column's name, not the chain's
	unset, value := cc.optionalAccess(base, fields)
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	goType := cc.goTypeName(t)
	result := cc.namedVar(named, "t")
	cc.Line("var %s %s", result, goType)
	cc.Line("if %s {", present(unset))
	cc.Indent++
	v := cc.value(value())
	if cc.goTypeName(v.t) != goType {
		cc.unsupported("orValue of a %s value as %s", cc.goTypeName(v.t), goType)
	}
	cc.Line("%s = %s", result, v.standalone())
	cc.Indent--
	cc.Line("} else {")
	cc.Indent++
	dv := cc.value(cc.expr(d))
	if cc.goTypeName(dv.t) != goType {
		cc.unsupported("orValue of a %s default as %s", cc.goTypeName(dv.t), goType)
	}
	cc.Line("%s = %s", result, dv.standalone())
	cc.Indent--
	cc.Line("}")
	return cVal{text: result, t: t}
}

// compileOptional compiles orValue, hasValue and value of an optional.
func compileOptional(cc *celCompiler, e celast.Expr, _ []celast.Expr) cVal {
	if v, ok := cc.optional(e); ok {
		return v
	}
	cc.unsupported("function %s", e.AsCall().FunctionName())
	return cVal{}
}

// isOptional reports whether the checker typed e as an optional value.
func (cc *celCompiler) isOptional(e celast.Expr) bool {
	t := cc.ast.GetType(e.ID())
	return t.Kind() == celtypes.OpaqueKind && t.TypeName() == "optional_type"
}

// optionalGeneral compiles target.orValue(d), target.hasValue() and
// target.value() (an error when there is none) of any compiled optional.
func (cc *celCompiler) optionalGeneral(e celast.Expr) cVal {
	named := cc.takeResultName() // a bind's or the column's name, not the target's
	c := e.AsCall()
	if c.FunctionName() == "hasValue" {
		t := cc.startTrial()
		found := cc.newFoundFlag()
		cc.optionalInto(c.Target(), found, nil) // no value is read
		if !found.always {
			return cVal{text: found.name, t: &cType{kind: kBool}}
		}
		// It has a value on every path that does not fail: true, with
		// what fails, and no flag.
		cc.undo(t)
		cc.optionalInto(c.Target(), &foundFlag{depth: cc.Indent}, nil)
		return boolVal(constant(true))
	}
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	goType := cc.goTypeName(t)
	valueOf := func(what string, v cVal) cVal {
		v = cc.value(v)
		if cc.goTypeName(v.t) != goType {
			cc.unsupported("%s of a %s value as %s", what, cc.goTypeName(v.t), goType)
		}
		return v
	}
	trial := cc.startTrial()
	result := cc.namedVar(named, "t")
	cc.Line("var %s %s", result, goType)
	found := cc.newFoundFlag()
	assign := func(what string, v cVal) { cc.Line("%s = %s", result, valueOf(what, v).standalone()) }
	cc.optionalInto(c.Target(), found, func(v cVal) { assign(c.FunctionName(), v) })
	if found.always {
		// It has a value on every path that does not fail: that value,
		// with what fails, no flag and no default.
		cc.undo(trial)
		var v cVal
		values := 0
		cc.optionalInto(c.Target(), &foundFlag{depth: cc.Indent}, func(x cVal) { v = valueOf(c.FunctionName(), x); values++ })
		if values != 1 { // not reached: a value on every path is one value
			cc.unsupported("an optional with a value on every path, read %d times", values)
		}
		return v
	}
	if c.FunctionName() == "value" {
		cc.failIfCond(not(goBool(found.name))) // optional.none() has no value
		return cVal{text: result, t: t}
	}
	cc.Line("if !%s {", found.name)
	cc.Indent++
	assign("orValue default", cc.expr(c.Args()[0]))
	cc.Indent--
	cc.Line("}")
	return cVal{text: result, t: t}
}

// A foundFlag is the Go bool optionalInto sets where an optional has a
// value.
type foundFlag struct {
	name string // "" for none: no Go bool, only always is kept
	// depth is the block the flag is declared in; always is set where the
	// optional has a value in that block itself, not in an if: on every
	// path that does not fail.
	depth  int
	always bool
}

// newFoundFlag declares a flag, false.
func (cc *celCompiler) newFoundFlag() *foundFlag {
	f := &foundFlag{name: cc.NewVar("found"), depth: cc.Indent}
	cc.Line("%s := false", f.name)
	return f
}

// optionalInto writes the statements that compute optional e: where it
// has a value v, those then writes for v (then nil: no value is read, as
// by hasValue), and sets found (nil for none). Forms outside optional
// selection, optional index, optional.of, optional.none, or and ? : stay
// on cel-go.
func (cc *celCompiler) optionalInto(e celast.Expr, found *foundFlag, then func(v cVal)) {
	has := func(v cVal) {
		if then != nil {
			then(v)
		}
		if found == nil {
			return
		}
		found.always = found.always || cc.Indent == found.depth
		if found.name != "" {
			cc.Line("%s = true", found.name)
		}
	}
	if e.Kind() != celast.CallKind {
		cc.unsupported("an optional value stored or passed on")
	}
	c := e.AsCall()
	args := callArgs(c)
	switch c.FunctionName() {
	case operators.OptSelect:
		field, ok := stringLiteral(args[1])
		if !ok {
			cc.unsupported("optional selection of a computed field")
		}
		cc.optionalBase(args[0], found, func(x cVal) { cc.optionalField(x, field, has) })
		return
	case operators.OptIndex:
		cc.optionalBase(args[0], found, func(x cVal) { cc.optionalIndex(x, cc.expr(args[1]), has) })
		return
	case operators.Conditional:
		cc.Line("if %s {", cc.cond(cc.expr(args[0])))
		cc.Indent++
		cc.optionalInto(args[1], found, then)
		cc.Indent--
		cc.Line("} else {")
		cc.Indent++
		cc.optionalInto(args[2], found, then)
		cc.Indent--
		cc.Line("}")
		return
	}
	switch ids := cc.ast.GetOverloadIDs(e.ID()); {
	case len(ids) != 1:
	case ids[0] == "optional_of":
		cc.optionalOf(args[0], then == nil, has)
		return
	case ids[0] == "optional_none":
		return
	case ids[0] == "optional_or_optional":
		// The right side only when the left has no value, as cel-go; never
		// where the left always has one.
		var t trial
		own := found == nil
		if own {
			t = cc.startTrial()
			found = cc.newFoundFlag()
		}
		cc.optionalInto(args[0], found, then)
		if found.always {
			if own { // a flag nobody reads: Go rejects it
				cc.undo(t)
				cc.optionalInto(args[0], nil, then)
			}
			return
		}
		if found.name == "" { // not reached: hasValue's second pass follows its first
			cc.unsupported("an or whose left side may have no value, without a flag")
		}
		cc.Line("if !%s {", found.name)
		cc.Indent++
		cc.optionalInto(args[1], found, then)
		cc.Indent--
		cc.Line("}")
		return
	}
	cc.unsupported("optional %s", c.FunctionName())
}

// optionalOf writes optional.of(x): x's value, which has consumes.
// Where no value is read (unread: optional.of(x).hasValue() is true, or
// x's error), x is not computed if it cannot fail, and an x that can fail
// but needs statements (a temporary Go would find unread) stays on
// cel-go.
func (cc *celCompiler) optionalOf(x celast.Expr, unread bool, has func(cVal)) {
	if !unread {
		has(cc.expr(x))
		return
	}
	t := cc.startTrial()
	start := cc.Len()
	cc.expr(x)
	switch fails := cc.fails != t.fails || len(cc.guards) != t.guards; {
	case !fails:
		cc.undo(t)
	case cc.Len() != start:
		cc.unsupported("optional.of of a value that can fail and that is not read")
	}
	has(cVal{})
}

// optionalBase compiles the operand of ?. or [?]: an optional's value
// where it has one, or a plain value.
func (cc *celCompiler) optionalBase(e celast.Expr, found *foundFlag, then func(x cVal)) {
	if !cc.isOptional(e) {
		then(cc.expr(e))
		return
	}
	// The inner optional's value is handed on, not yet the outer's: no
	// flag is set for it.
	cc.optionalInto(e, nil, then)
}

// optionalField writes, for x.?f, has(x.f) where f is set.
func (cc *celCompiler) optionalField(x cVal, field string, has func(cVal)) {
	if x.t.kind != kObject {
		cc.unsupported("optional selection on a non-object")
	}
	unset, acc, m := cc.unset(x, field)
	acc, t := cc.deref(acc, m)
	cc.ifHolds(present(unset), func() { has(cc.fromGo(acc, t)) })
}

// ifHolds writes body in an if of c, the block knowing c holds; no if
// where what the block knows already says c holds (a guard before
// returned where it did not).
func (cc *celCompiler) ifHolds(c *condition, body func()) {
	if known := cc.withFacts(c); known.kind == condConst && known.value {
		body()
		return
	} else if known.kind != condConst {
		c = known
	}
	cc.Line("if %s {", c)
	cc.Indent++
	forget := cc.suppose(c)
	body()
	forget()
	cc.Indent--
	cc.Line("}")
}

// optionalIndex writes, for x[?i], has(x[i]) where the map has the key
// or the list the index.
func (cc *celCompiler) optionalIndex(x, i cVal, has func(cVal)) {
	switch {
	case x.t.kind == kMap && i.t.kind == kString && x.t.obj.Key != nil && isStringType(x.t.obj.Key):
		key := i.operand()
		if n := x.t.obj.Key.Name; n.Package != "" {
			key = cc.pkg(n.Package) + n.Name + "(" + key + ")" // a named string type
		}
		// ok is the check flag's name: declared in the if alone, and read
		// by its condition alone.
		v, ok := cc.NewVar("val"), checkFlag
		// The block first: hasValue reads no value, and Go rejects an
		// unused variable.
		mark := cc.Len()
		cc.Indent++
		has(cc.fromGo(v, x.t.obj.Elem))
		body := slices.Clone(cc.Stmts[mark:])
		cc.Stmts = cc.Stmts[:mark]
		if !gocode.StmtsUse(body, v) {
			v = "_"
		}
		cc.Indent--
		cc.Line("if %s, %s := %s[%s]; %s {", v, ok, x.operand(), key, ok)
		cc.Stmts = append(cc.Stmts, body...)
		cc.Indent++
	case x.t.kind == kList && i.t.kind == kInt && x.single == nil && x.firstMapped == nil && !x.firstPtr && isConstIndex(i):
		// l[?0]: the list is long enough, as compileIndex checks l[0];
		// no if where the guards before say it is (len(l) == 0 returned).
		k, _ := intConstant(i.constant)
		cc.ifHolds(not(listLengthIs(x.operand(), false, "<=", k)), func() { has(cc.element(x, i.constant)) })
		return
	case x.t.kind == kList && i.t.kind == kInt:
		idx := cc.NewVar("i")
		cc.Line("if %s := %s; %s >= 0 && %s < int64(len(%s)) {", idx, i.operand(), idx, idx, x.operand())
		cc.Indent++
		_, elem := cc.elements(x)
		has(cVal{text: elem(idx), t: x.t.elem})
	default:
		cc.unsupported("optional index on %v", x.t.kind)
	}
	cc.Indent--
	cc.Line("}")
}

// isConstIndex reports whether i is a non-negative int constant.
func isConstIndex(i cVal) bool {
	k, ok := intConstant(i.constant)
	return ok && k >= 0
}
