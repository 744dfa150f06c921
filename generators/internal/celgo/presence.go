package celgo

import (
	"slices"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// member resolves a CEL field name of an object to its Go member chain.
func (cc *celCompiler) member(obj *types.Type, field string) []jsontype.Member {
	for _, f := range jsontype.Fields(obj) {
		if selectablecel.Escape(f.Name) == field {
			return f.Steps
		}
	}
	cc.unsupported("field %s of %s", field, obj.Name.Name)
	return nil
}

// absence returns the Go conditions under which the field is left out of
// the JSON of x (a nil pointer on the way, or an empty value under
// omitempty) and the access expression of the member. It writes nothing.
func (cc *celCompiler) absence(x cVal, field string) (absent []jsontype.Test, access string, m jsontype.Member) {
	steps := cc.member(x.t.obj, field)
	from := memberChain{root: x.operand()}
	if r, ok := cc.reached[from.root]; ok {
		from = r
	}
	chain := memberChain{root: from.root, members: append(slices.Clone(from.members), steps...)}
	sels := jsontype.Selectors(chain.root, chain.members)[len(from.members):]
	var acc string
	for i, s := range steps {
		acc = sels[i]
		// A null at the end is the caller's: selectField decides.
		omitted, null := jsontype.PresenceTests(acc, s)
		switch {
		case omitted.Is != "":
			absent = append(absent, omitted)
		case null.Is != "" && i < len(steps)-1:
			absent = append(absent, null)
		}
	}
	if cc.reached == nil {
		cc.reached = map[string]memberChain{}
	}
	cc.reached[acc] = chain
	return absent, acc, steps[len(steps)-1]
}

// memberChain is how a struct value was read: the members from root.
type memberChain struct {
	root    string
	members []jsontype.Member
}

// has compiles has(x.f): the field is in the object's JSON, and not null;
// of a map, the key f is in it. What it returns beside the value are the
// conditions false where it is true: the field's absence tests.
func (cc *celCompiler) has(sel celast.SelectExpr) (cVal, []*condition) {
	x := cc.expr(sel.Operand())
	if x.t.kind == kMap && x.t.obj.Key != nil && isStringType(x.t.obj.Key) {
		present := cc.hasKey(x, cc.literal(celtypes.String(sel.FieldName())), lastField(sel.Operand()))
		return boolVal(present), []*condition{not(present)}
	}
	if x.t.kind != kObject {
		cc.unsupported("has() on a non-object")
	}
	absent, _, _ := cc.unset(x, sel.FieldName())
	facts := make([]*condition, len(absent))
	for i, a := range absent {
		facts[i] = absence(a)
	}
	return boolVal(present(absent)), facts
}

// unset returns the Go conditions under which x.f is not set, as has()
// and optional selection (x.?f) see it: left out of the JSON, or null (a
// nil pointer, list or map without omitempty, a zero time: a CRD's API
// server drops the nulls of fields that are not nullable, so CEL never
// sees one). It writes nothing; access and m are absence's.
func (cc *celCompiler) unset(x cVal, field string) (absent []jsontype.Test, access string, m jsontype.Member) {
	absent, access, m = cc.absence(x, field)
	if _, null := jsontype.PresenceTests(access, m); null.Is != "" {
		absent = append(absent, null)
	}
	if zero := jsontype.ZeroTimeTest(access); jsontype.ZeroIsNull(jsontype.Of(m.Type, nil).Kind) {
		if !slices.ContainsFunc(absent, zero.Equal) {
			absent = append(absent, zero) // a zero time is null
		}
		// IsZero takes a nil pointer too: x == nil adds nothing to it
		// (kube-apiserver writes !obj.DeletionTimestamp.IsZero()).
		absent = slices.DeleteFunc(absent, jsontype.NilTest(access).Equal)
	}
	return absent, access, m
}

// selectField compiles x.f with JSON semantics: a field left out is an
// error ("no such key"), a null where a value is needed is an error too;
// of a map, it is the map's value at key f (a missing key is that error).
func (cc *celCompiler) selectField(x cVal, field string) cVal {
	return cc.selectFieldFor(x, field, false)
}

// selectFieldFor is selectField; indexed: the value is a list that is
// indexed next, whose bounds check fails on an empty or nil list as the
// presence check would, with the same error, so that check is left out.
func (cc *celCompiler) selectFieldFor(x cVal, field string, indexed bool) cVal {
	if x.t.kind == kMap { // m.k is m["k"]
		return cc.index(x, cc.literal(celtypes.String(field)))
	}
	if x.t.kind != kObject {
		cc.unsupported("selection on a non-object")
	}
	absent, acc, m := cc.absence(x, field)
	emptyList := indexed && m.Type.Kind == types.Slice
	var tests []*condition
	for _, a := range absent {
		if !emptyList || !a.Equal(jsontype.EmptyTest(acc, m.Type)) {
			tests = append(tests, absence(a))
		}
	}
	if len(tests) > 0 {
		cc.failIfCond(or(tests...)) // what the block knows is left out
	}
	if m.Type.Kind == types.Pointer && !m.Omitempty {
		cc.failIfCond(absence(jsontype.NilTest(acc))) // null, where a value is needed
	}
	acc, t := cc.deref(acc, m)
	if (t.Kind == types.Slice || t.Kind == types.Map) && !m.Omitempty && !emptyList {
		cc.failIfCond(absence(jsontype.NilTest(acc))) // null
	}
	return cc.fromGoAt(acc, t, m.Type.Kind == types.Pointer, field) // deref keeps a pointer to a struct
}

// deref is the value of member m at access acc, and its Go type: through
// a pointer (a struct's fields, a quantity's and a duration's methods are
// reached through it as they are; any other value, a time included, is
// read through *).
func (cc *celCompiler) deref(acc string, m jsontype.Member) (string, *types.Type) {
	t := m.Type
	if t.Kind != types.Pointer {
		return acc, t
	}
	if t = t.Elem; t.Kind == types.Pointer {
		cc.unsupported("pointer to pointer")
	}
	if k := jsontype.Of(t, nil).Kind; t.Kind != types.Struct || k == jsontype.Time || k == jsontype.MicroTime {
		acc = "*" + acc
	}
	return acc, t
}

// branch records, for the branch a conditional takes when its condition
// cond (compiled as c) is taken (or not), what it tells: c itself holds
// (or not) — size(x) == 0 false says len(x) == 0 is — and what assume
// finds of its has() tests. The returned func forgets it again.
func (cc *celCompiler) branch(cond celast.Expr, c *condition, taken bool) (restore func()) {
	fact := c // false where the branch is not taken
	if taken {
		fact = not(c)
	}
	forget := cc.assume(cond, !taken)
	cc.assumed = append(cc.assumed, fact)
	return func() {
		cc.assumed = slices.DeleteFunc(cc.assumed, func(f *condition) bool { return f == fact })
		forget()
	}
}

// assume records, for the branch a ternary takes when cond is true, the
// conditions cond's has() tests and size comparisons found false (the
// field's absence, a list's shortness: factsOf); the returned func
// forgets them again. With negated, it is the branch taken when cond is
// false: the facts of the has() tests of !has(x) (alone or joined by ||),
// as the right operand of || sees them.
func (cc *celCompiler) assume(cond celast.Expr, negated ...bool) (restore func()) {
	added := cc.factsOf(cond, len(negated) > 0 && negated[0])
	cc.assumed = append(cc.assumed, added...)
	return func() {
		cc.assumed = slices.DeleteFunc(cc.assumed, func(c *condition) bool { return slices.Contains(added, c) })
	}
}

// factsOf are the conditions false where e holds (where it fails, when
// negated): the facts of its has() tests and size comparisons
// (hasFacts), through && (|| when negated) and !; of a || (&& when
// negated), those that every operand's facts rule out (size(h) == 2 ||
// size(h) > 3 rules out len(h) < 2).
func (cc *celCompiler) factsOf(e celast.Expr, negated bool) []*condition {
	join, either := operators.LogicalAnd, operators.LogicalOr
	if negated {
		join, either = either, join
	}
	if e.Kind() == celast.CallKind {
		switch call := e.AsCall(); call.FunctionName() {
		case join:
			var facts []*condition
			for _, a := range call.Args() {
				facts = append(facts, cc.factsOf(a, negated)...)
			}
			return facts
		case either:
			var each [][]*condition
			for _, a := range call.Args() {
				each = append(each, cc.factsOf(a, negated))
			}
			return commonFacts(each)
		case operators.LogicalNot:
			return cc.factsOf(call.Args()[0], !negated)
		}
	}
	if negated {
		return nil
	}
	return cc.hasFacts[e.ID()]
}

// commonFacts are the facts of any of each that a fact of every other
// implies (f false where g is false, for f implying g): what holds
// whichever of them does. The weaker of two facts is the common one:
// size(h) > 3 || size(h) == 3 rules out len(l) < 3 for the list l that h
// was made from (the second operand's fact, which the first's, len(l) <
// 4, implies false too).
func commonFacts(each [][]*condition) []*condition {
	var common []*condition
	for _, facts := range each {
		for _, f := range facts {
			everywhere := !slices.ContainsFunc(each, func(other []*condition) bool {
				return !slices.ContainsFunc(other, func(g *condition) bool { return implies(f, g) })
			})
			if everywhere && !slices.ContainsFunc(common, func(c *condition) bool { return implies(c, f) && implies(f, c) }) {
				common = append(common, f)
			}
		}
	}
	return common
}
