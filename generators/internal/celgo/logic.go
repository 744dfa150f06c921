package celgo

import (
	"slices"
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	celtypes "github.com/google/cel-go/common/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// An operand is a compiled bool operand whose error CEL may forgive.
type operand struct {
	value *condition
	// ok is the Go bool saying the operand has a value; "" when it cannot
	// fail.
	ok string
	// guards are the conditions of the error exits it always runs (not
	// those in a branch or a loop): when one holds, the operand fails.
	guards []*condition
}

// fallible compiles a bool operand whose error CEL may forgive. An
// operand that cannot fail is its value (ok is ""); one that can runs in
// a closure that reports (value, ok).
func (cc *celCompiler) fallible(e celast.Expr) operand {
	return cc.fallibleOf(func() cVal { return cc.expr(e) })
}

// fallibleOf is fallible of the value compile writes.
func (cc *celCompiler) fallibleOf(compile func() cVal) operand {
	mark, logged := cc.Here(), len(cc.guards)
	savedFails := cc.fails
	restore := cc.failScope("return false, false")
	scope := cc.scope
	cc.Indent++
	v := compile()
	cc.Indent--
	restore()
	c := cc.cond(v)
	if cc.fails == savedFails {
		// Nothing can fail: keep the statements (if any) inline.
		cc.Outdent(mark)
		return operand{value: c}
	}
	var guards []*condition
	for _, g := range cc.guards[logged:] {
		if g.scope == scope && g.indent == cc.Indent+1 && !g.check { // a check flag's is its read's alone
			guards = append(guards, g.cond)
		}
	}
	body := slices.Clone(cc.Stmts[mark.Stmts:])
	cc.Stmts = cc.Stmts[:mark.Stmts]
	b := cc.NewVar("b")
	ok := cc.NewVar(b + "OK") // read beside b after the closure: not the check flag

	cc.Line("%s, %s := func() (bool, bool) {", b, ok)
	cc.Stmts = append(cc.Stmts, body...)
	cc.Nested(1, "return %s, true", c.String())
	cc.Line("}()")
	return operand{value: goBool(b), ok: ok, guards: guards}
}

// logical compiles && and || with CEL's error absorption: false && error
// is false, true || error is true, in either order, so a chain a && b && c
// is one junction of its operands, in any order. An operand that cannot
// fail (with what the operands before it tested: has(x) lets x be read)
// is computed first, and the rest only when they must be, as Go's && and
// || do. When every operand can fail, an error all of them always meet
// (the bounds check of x[i] each reads) is the result's whatever they
// are, so it is checked once, before them; only operands that still can
// fail apart run in closures that report their errors.
func (cc *celCompiler) logical(fn string, a, b celast.Expr) cVal {
	return cc.chain(fn == operators.LogicalAnd, operandsOf(fn, a, b), "")
}

// operandsOf are the operands of a chain of fn (&& or ||), nested ones
// flattened, in order.
func operandsOf(fn string, es ...celast.Expr) []celast.Expr {
	var ops []celast.Expr
	for _, e := range es {
		if e.Kind() == celast.CallKind && e.AsCall().FunctionName() == fn {
			ops = append(ops, operandsOf(fn, e.AsCall().Args()...)...)
		} else {
			ops = append(ops, e)
		}
	}
	return ops
}

// chain compiles the junction of ops under && (||). into, when set, is
// the result variable of the chain this one ends (a && (b && c)), still
// !isAnd: where this chain needs a variable of its own, it writes into.
func (cc *celCompiler) chain(isAnd bool, ops []celast.Expr, into string) cVal {
	return cc.chainOnce(isAnd, ops, into, false)
}

// chainOnce is chain; hoisted: the guards its operands share are written
// already, so it does not look for them again (a guard the facts do not
// let the operands leave out would be found shared again, for ever: a
// chain with a cel.bind of an absent field and has() of it did).
func (cc *celCompiler) chainOnce(isAnd bool, ops []celast.Expr, into string, hoisted bool) cVal {
	if len(ops) == 1 {
		return boolVal(cc.cond(cc.expr(ops[0])))
	}
	start := cc.startTrial()
	if leads, lv, rest := cc.leading(isAnd, ops); leads != nil {
		switch {
		case len(rest) == 0:
			return boolVal(lv)
		case lv.kind == condConst && lv.value != isAnd:
			// true || …, false && …: the leads decide, and CEL never
			// evaluates the rest (no block that never runs).
			return boolVal(lv)
		case lv.kind == condConst:
			return cc.chain(isAnd, rest, into) // the leads are neutral: the rest decides
		}
		return cc.guardedLogical(isAnd, leads, lv, func(into string) cVal { return cc.chain(isAnd, rest, into) }, into)
	}
	cc.undo(start)
	if !hoisted && cc.hoistSharedGuards(isAnd, ops) {
		return cc.chainOnce(isAnd, ops, into, true)
	}
	l := cc.fallible(ops[0])
	r := cc.fallibleOf(func() cVal { return cc.chain(isAnd, ops[1:], "") })
	// decides: an operand that is ok and false (for &&) or true (for ||)
	// fixes the result whatever the other is.
	decides := func(o operand) *condition {
		v := o.value
		if isAnd {
			v = not(v)
		}
		return and(goBool(o.ok), v)
	}
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, !isAnd)
	cc.Line("if %s {", not(or(decides(l), decides(r))))
	cc.Nested(1, "if %s {", or(not(goBool(l.ok)), not(goBool(r.ok))))
	cc.Nested(2, "%s", cc.fail)
	cc.Nested(1, "}")
	cc.Nested(1, "%s = %v", result, isAnd)
	cc.Line("}")
	return cVal{text: result, t: &cType{kind: kBool}}
}

// hoistSharedGuards writes the error checks that the first of ops and
// the chain of the others both always make (the bounds check of x[i] each
// reads): the chain's result whatever its operands are, so they are made
// once, before it. It reports whether there were any (nothing is written
// otherwise).
func (cc *celCompiler) hoistSharedGuards(isAnd bool, ops []celast.Expr) bool {
	t := cc.startTrial()
	l := cc.fallible(ops[0])
	r := cc.fallibleOf(func() cVal { return cc.chain(isAnd, ops[1:], "") })
	common := sharedGuards(l.guards, r.guards)
	cc.undo(t)
	written := cc.fails
	for _, g := range common {
		cc.failIfCond(g)
	}
	// Only a guard written changes what the chain compiles to next: one
	// the facts here already rule out is not written, and compiling the
	// chain again would find it shared again, for ever.
	return cc.fails > written
}

// leading takes the operands of ops that go first, as a person writes
// a chain of checks: the first operand that cannot fail (with what those
// before it tested: has(x) lets x be read), its statements written; and
// when it needs none, every further one that cannot fail and needs none
// either. lv is their junction; rest the operands left, in order; leads
// is nil when every operand can fail.
func (cc *celCompiler) leading(isAnd bool, ops []celast.Expr) (leads []celast.Expr, lv *condition, rest []celast.Expr) {
	rest = slices.Clone(ops)
	var conds []*condition
	for {
		next := -1
		for i, op := range rest {
			t := cc.startTrial()
			lines := cc.Len()
			o := cc.fallible(op)
			pure := cc.Len() == lines
			if o.ok == "" && (pure || leads == nil) {
				conds, next = append(conds, o.value), i
				seen := o.value // as the operands after it see it: true (for ||: false)
				if !isAnd {
					seen = not(seen)
				}
				defer cc.suppose(seen)()
				if !pure {
					return append(leads, op), junctionOf(isAnd, conds), slices.Delete(rest, i, i+1)
				}
				break
			}
			cc.undo(t)
		}
		if next < 0 {
			return leads, junctionOf(isAnd, conds), rest
		}
		op := rest[next]
		leads, rest = append(leads, op), slices.Delete(rest, next, next+1)
		defer cc.assume(op, !isAnd)() // the operands after it may read what it tested
	}
}

// suppose records that c holds here (its negation is assumed false, as a
// branch's condition is), until the returned func forgets it: the
// operands after a leading one in a chain, and the block it guards, see
// its value (size(l) == 0 || l[0]... reads l[0] unchecked).
func (cc *celCompiler) suppose(c *condition) (forget func()) {
	fact := not(c)
	cc.assumed = append(cc.assumed, fact)
	return func() {
		cc.assumed = slices.DeleteFunc(cc.assumed, func(f *condition) bool { return f == fact })
	}
}

// forget calls the restores of facts recorded in order, last first.
func forget(restores []func()) {
	for _, restore := range slices.Backward(restores) {
		restore()
	}
}

// leadingHoisted is leading, after the checks every operand shares are
// written first when no operand leads without them (hoistSharedGuards).
func (cc *celCompiler) leadingHoisted(isAnd bool, ops []celast.Expr) (leads []celast.Expr, lv *condition, rest []celast.Expr) {
	leads, lv, rest = cc.leading(isAnd, ops)
	if leads == nil && cc.hoistSharedGuards(isAnd, ops) {
		leads, lv, rest = cc.leading(isAnd, ops)
	}
	return leads, lv, rest
}

// junctionOf is the && (||) of cs.
func junctionOf(isAnd bool, cs []*condition) *condition {
	if isAnd {
		return and(cs...)
	}
	return or(cs...)
}

// sharedGuards are the guards of a that b has too.
func sharedGuards(a, b []*condition) []*condition {
	var shared []*condition
	for _, g := range a {
		if slices.ContainsFunc(b, func(h *condition) bool { return h.String() == g.String() }) {
			shared = append(shared, g)
		}
	}
	return shared
}

// conditionalName is the name a conditional's result takes, as a person
// names it: the field its first branch that is not a literal reads
// (has(x.kind) ? x.kind.lowerAscii() : "" is kind, a list's join, map or
// filter the list's field: values, matchExpressions; string(x.port) is
// port), looking into a branch that is a conditional (it builds in this
// result). Where that name is taken, the name of the field that holds it
// (current.averageValue, then target.averageValue: averageValue and
// target, not averageValue2); a field named value is named by what holds
// it (when something does). A time is t: its field's value is read
// through a checked call that takes the field's name itself
// (creationTimestamp, ok := CELTime(…)). Where the value returned took
// that name (leafName: the column is the field's), a conditional inside
// it is t. A sum (l.map(c, c.restartCount).sum()) is sum and a count
// (size(l.filter(…))) count, as the loop adding it up names its variable. Without a field, a map's element is
// one of the map's list (item of items: elementHint), anything else t.
func (cc *celCompiler) conditionalName(a, b celast.Expr) string {
	for _, e := range []celast.Expr{a, b} {
		if e.Kind() == celast.LiteralKind {
			continue
		}
		if cc.ast.GetType(e.ID()).IsExactType(celtypes.TimestampType) {
			break
		}
		if isConditional(e) { // a branch that is a conditional builds in this one's result
			args := e.AsCall().Args()
			if name := cc.conditionalName(args[1], args[2]); name != "t" {
				return name
			}
			break
		}
		if name := accumulatedName(e); name != "" { // var sum int64, as its loop names it
			return name
		}
		names := slices.DeleteFunc(cc.fieldRead(e), func(n string) bool { return !gocode.Plain(n) })
		if len(names) == 0 || names[0] == cc.leafName && !cc.Free(names[0]) {
			break // the column's value's own name, taken
		}
		for _, name := range names {
			if cc.Free(name) {
				return name
			}
		}
		return names[0] // numbered
	}
	if e := cc.elementHint; e.name != "" && e.forBranch == a.ID() && gocode.Plain(e.name) && cc.Free(e.name) {
		return e.name // a map's element: one of its list
	}
	return "t"
}

// fieldRead is the field e's value comes from, and the field that holds
// it: a selection's (a field named value by what holds it alone), through
// a method (x.lowerAscii(), l.join(",")), a conversion (string(x)), a
// comprehension's list and string concatenation (the operand that is not
// a literal); none for anything else. Not a time's: its field's value is
// read through a checked call that takes the field's name itself.
func (cc *celCompiler) fieldRead(e celast.Expr) []string {
	switch e.Kind() {
	case celast.SelectKind:
		s := e.AsSelect()
		if s.IsTestOnly() {
			break
		}
		var holder []string // not spec or status: a part of the object, not a value's role
		if op := s.Operand(); op.Kind() == celast.SelectKind && !isSelf(op.AsSelect().Operand()) {
			holder = []string{fieldName(op.AsSelect().FieldName())}
		}
		if s.FieldName() == "value" && len(holder) > 0 {
			return holder
		}
		return append([]string{fieldName(s.FieldName())}, holder...)
	case celast.ComprehensionKind:
		if isListComprehension(e) { // a map's or a filter's, not a count or a quantifier's
			return cc.fieldRead(e.AsComprehension().IterRange())
		}
	case celast.CallKind:
		c := e.AsCall()
		switch {
		case c.IsMemberFunction() && sameValueMethods[c.FunctionName()]:
			return cc.fieldRead(c.Target())
		case !c.IsMemberFunction() && len(c.Args()) == 1 && conversions[c.FunctionName()] && !cc.isTime(c.Args()[0]):
			return cc.fieldRead(c.Args()[0])
		case c.FunctionName() == operators.Add:
			for _, x := range c.Args() {
				if x.Kind() != celast.LiteralKind {
					return cc.fieldRead(x)
				}
			}
		case c.FunctionName() == operators.Index && len(c.Args()) == 2 && cc.ast.GetType(c.Args()[0].ID()).Kind() == celtypes.MapKind:
			// m[k]: as openIf names the element it looks up (used of
			// status.used, storageClass of a constant key), which then
			// takes another name
			if field := lastField(c.Args()[0]); field != "" {
				var key cVal
				if s, ok := stringLiteral(c.Args()[1]); ok {
					key.constant = strconv.Quote(s)
				}
				return []string{mapElementName(key, field)}
			}
		}
	}
	return nil
}

// accumulatedName is the name of the variable a sum or a count adds up
// in (intFromZero): sum for l.sum(), count for size(l.filter(…)); "" for
// anything else.
func accumulatedName(e celast.Expr) string {
	if e.Kind() != celast.CallKind {
		return ""
	}
	c := e.AsCall()
	switch {
	case c.IsMemberFunction() && c.FunctionName() == "sum" && len(c.Args()) == 0:
		return "sum"
	case c.FunctionName() == overloads.Size && len(c.Args()) == 1 && !c.IsMemberFunction():
		if _, _, ok := filterOf(c.Args()[0]); ok {
			return "count"
		}
	case c.FunctionName() == overloads.Size && c.IsMemberFunction() && len(c.Args()) == 0:
		if _, _, ok := filterOf(c.Target()); ok {
			return "count"
		}
	}
	return ""
}

// sameValueMethods are the methods whose result is their target in
// another form (a string's case, a list joined or sorted), named as the
// target is; not a sum, a size or a test.
var sameValueMethods = map[string]bool{
	"lowerAscii": true, "upperAscii": true, "trim": true, "replace": true, "substring": true,
	"join": true, "sort": true, "distinct": true, "reverse": true, "slice": true, "orValue": true,
}

// isTime reports whether e is a timestamp or a duration.
func (cc *celCompiler) isTime(e celast.Expr) bool {
	t := cc.ast.GetType(e.ID())
	return t.IsExactType(celtypes.TimestampType) || t.IsExactType(celtypes.DurationType)
}

// isSelf reports whether e is the object itself.
func isSelf(e celast.Expr) bool {
	return e.Kind() == celast.IdentKind && e.AsIdent() == "self"
}

// conversions are the conversions whose result is their operand in
// another type, named as the operand is.
var conversions = map[string]bool{"string": true, "int": true, "double": true}

// isConditional reports whether e is c ? a : b.
func isConditional(e celast.Expr) bool {
	return e.Kind() == celast.CallKind && e.AsCall().FunctionName() == operators.Conditional
}

// ternary compiles c ? a : b; only the chosen branch is evaluated.
func (cc *celCompiler) ternary(cond, a, b celast.Expr) cVal { return cc.ternaryInto(cond, a, b, "") }

// ternaryInto is ternary writing its result into the variable into, when
// set (a conditional that is a branch of another writes the outer one's
// result, as a person writes an else-if chain's one variable).
func (cc *celCompiler) ternaryInto(cond, a, b celast.Expr, into string) cVal {
	named := cc.takeResultName() // only the outermost conditional of a bind's init takes its name
	at := cc.branchType(a)
	if v, ok := cc.nestedTernary(cond, a, b, at, into, named); ok {
		return v
	}
	if at.kind != kAny {
		if v, ok := cc.valueSwitch(cond, a, b, at, into, named); ok {
			return v
		}
	}
	c := cc.withFacts(cc.cond(cc.expr(cond)))
	if c.kind == condConst {
		// has() of a field always there: the branch taken is known, and
		// the other is never evaluated, as in CEL.
		chosen := b
		if c.value {
			defer cc.assume(cond)()
			chosen = a
		}
		v := cc.value(cc.expr(chosen))
		if at.kind == kAny {
			return cc.dyn(v)
		}
		return v
	}
	if v, ok := cc.eitherWayValue(cond, c, a, b); ok {
		if at.kind == kAny {
			return cc.dyn(v)
		}
		if into != "" {
			v = cc.value(v) // a list read as it is (has(l) ? l : []), as into holds it
		}
		return v
	}
	if at.kind != kAny {
		if v, ok := cc.emptyEitherWay(cond, c, a, b, named); ok {
			return v
		}
	}
	if into == "" && !cc.zeroLiteral(b, at) && !cc.zeroLiteral(a, at) && b.Kind() == celast.LiteralKind && !isConditional(a) {
		// c ? a : "lit": the result starts as the literal, and the
		// block sets a where c holds (no else), as a person writes a
		// default.
		if other := cc.literal(b.AsLiteral()); other.constant != "" && cc.goTypeName(other.t) == cc.goTypeName(at) {
			result, _ := cc.startAs(named, a, b, other, at)
			done := cc.openIf(c)
			cc.conditionalBranch(cond, c, true, a, at, result)
			done()
			cc.Line("}")
			return cVal{text: result, t: at, own: named == "" || cc.isLeafName(named)}
		}
	}
	// Compile each branch into its own block; the result type must agree.
	result := into
	if into == "" {
		var done func()
		result, done = cc.declareResult(named, at, a, b)
		defer done()
	}
	if cc.holdsZero(result, a, at) && !cc.holdsZero(result, b, at) {
		// c ? [] : b, c ? "" : b: the result holds a already, so only b
		// is written, under !c (has(l) ? … : [] the other way round).
		cc.Line("if %s {", not(c))
		cc.conditionalBranch(cond, c, false, b, at, result)
		cc.Line("}")
		return cVal{text: result, t: at, own: into == "" && (named == "" || cc.isLeafName(named))}
	}
	done := cc.openIf(c)
	cc.conditionalBranch(cond, c, true, a, at, result)
	done()
	cc.elseBranch(cond, c, b, at, result)
	cc.Line("}")
	return cVal{text: result, t: at, own: into == "" && (named == "" || cc.isLeafName(named))}
}

// declareResult declares the result variable of a conditional (named
// when a cel.bind's init), unassigned (holdsZero) until done.
func (cc *celCompiler) declareResult(named string, at *cType, a, b celast.Expr) (result string, done func()) {
	result = cc.namedVar(named, cc.conditionalName(a, b))
	cc.Line("var %s %s", result, cc.goTypeName(at))
	cc.unassigned[result] = true
	return result, func() { delete(cc.unassigned, result) }
}

// holdsZero reports whether result already holds e's value on the path
// being written: e is its type's zero (zeroLiteral) and no statement on
// the path has assigned result since its declaration. Such a branch is
// left out, as a person leaves out `else { t = "" }`.
func (cc *celCompiler) holdsZero(result string, e celast.Expr, at *cType) bool {
	return cc.unassigned[result] && cc.zeroLiteral(e, at)
}

// zeroLiteral reports whether e is the literal "" or 0 of a string or int
// result of type at, or [] of a list: the Go zero value of the variable
// holding it (a nil list is an empty one to every reader of compiled
// values; cel-go never sees them).
func (cc *celCompiler) zeroLiteral(e celast.Expr, at *cType) bool {
	if e.Kind() == celast.ListKind {
		return at.kind == kList && len(e.AsList().Elements()) == 0
	}
	if e.Kind() != celast.LiteralKind || at.kind != kString && at.kind != kInt {
		return false
	}
	v := cc.literal(e.AsLiteral())
	return v.t.kind == at.kind && (v.constant == `""` || v.constant == "0")
}

// eitherWayValue folds c ? a : b where c tests that a's value is not the
// constant b (has(x.name) ? x.name : "" of a field whose absence is "",
// or !has(x.n) ? 0 : x.n, or has(x.b) ? x.b : false, or has(l) ? size(l) : 0
// of a list whose absence is nil): the value is a's either way, read as it
// is, without a branch. Strings, ints and bools only: a double's -0 is == 0, so
// has(x.d) ? x.d : 0.0 is 0, not -0, when x.d is -0. a must compile
// without statements (a plain read); the trial is forgotten otherwise.
func (cc *celCompiler) eitherWayValue(cond celast.Expr, c *condition, a, b celast.Expr) (cVal, bool) {
	a, b, taken, ok := valueBranches(c, a, b)
	if ok && cc.zeroLiteral(b, &cType{kind: kList}) {
		return cc.listEitherWay(cond, c, a, taken)
	}
	if !ok || b.Kind() != celast.LiteralKind {
		return cVal{}, false
	}
	other := cc.literal(b.AsLiteral())
	if b, isBool := b.AsLiteral().Value().(bool); isBool {
		other.constant = strconv.FormatBool(b) // a bool's value is its condition
	}
	// has(x) ? size(x) : 0 of a list or a map whose absence is nil:
	// len(nil) is 0.
	sizeOfNil := c.test.c == "nil" && other.constant == "0" && other.t.kind == kInt
	// has(m) ? formatLabels(m) : "<none>": a call whose value where its
	// operand is absent is the other branch (cVal.absent).
	absentCall := other.t.kind == kString
	if other.constant == "" || !sameConstant(other.constant, c.test.c) && !sizeOfNil && !absentCall ||
		(other.t.kind != kString && other.t.kind != kInt && other.t.kind != kBool) {
		return cVal{}, false
	}
	return cc.plainBranch(cond, c, a, taken, false, func(v cVal) bool {
		same := v.identity() == c.test.of && sameConstant(other.constant, c.test.c) || sizeOfNil && v.lenOf == c.test.of ||
			v.absent != nil && v.absent.testedBy(c.test) && v.absent.value == other.constant
		return v.t.kind == other.t.kind && same
	})
}

// An absentValue is the constant value a call has where its operand is
// absent, nil or empty (formatLabels(m) is "<none>" for an empty m): of
// is the operand's Go, value the constant's.
type absentValue struct {
	of, value string
}

// testedBy reports whether t tests that the operand is there: of != nil,
// len(of) != 0 or of != "" (has() of a field whose absence is nil or
// empty).
func (a *absentValue) testedBy(t *valueTest) bool {
	return t.of == a.of && (t.c == "nil" || t.c == `""`) || t.of == "len("+a.of+")" && t.c == "0"
}

// plainBranch compiles the branch a of a conditional whose condition
// cond (compiled as c) is taken (or not), for an either-way value: its
// value when it writes no statement, cannot fail and passes want; ok is
// false (the trial forgotten) otherwise. A list read from a field stays
// as it is read (raw: a list of objects is ranged in place, not made a
// list of pointers), where raw is set.
func (cc *celCompiler) plainBranch(cond celast.Expr, c *condition, a celast.Expr, taken, raw bool, want func(cVal) bool) (cVal, bool) {
	t := cc.startTrial()
	before := cc.Len()
	restore := cc.branch(cond, c, taken)
	v := cc.expr(a)
	if !raw {
		v = cc.value(v)
	}
	restore()
	if cc.Len() != before || cc.fails != t.fails || !want(v) {
		cc.undo(t)
		return cVal{}, false
	}
	return v, true
}

// listEitherWay is eitherWayValue of has(l) ? l : [] (!has(l) ? [] : l)
// of a list whose absence is empty or nil: l either way, the empty and
// the nil list being one to compiled code, read as it is
// ((has(self.status.conditions) ? self.status.conditions : []).exists(…)
// ranges the field).
func (cc *celCompiler) listEitherWay(cond celast.Expr, c *condition, a celast.Expr, taken bool) (cVal, bool) {
	return cc.plainBranch(cond, c, a, taken, true, func(v cVal) bool {
		return v.t.kind == kList && testsNonEmpty(c.test, v.identity())
	})
}

// valueBranches orders the branches a and b of c ? a : b where c tests
// one value against a constant with != (or ==): read is the branch where
// the value is not the constant, other the branch where it is, and taken
// whether read is the branch c holds in. ok is false for another c.
func valueBranches(c *condition, a, b celast.Expr) (read, other celast.Expr, taken, ok bool) {
	if c.kind != condAtom || c.test == nil {
		return nil, nil, false, false
	}
	switch c.test.op {
	case "!=":
		return a, b, true, true
	case "==":
		return b, a, false, true
	}
	return nil, nil, false, false
}

// elseBranch writes the else of a conditional whose condition cond is
// compiled as c: `} else if c2 {` where b is a conditional whose own
// condition needs no statement (an else-if chain, as a person writes one),
// `} else {` and b's value where b is one either way (eitherWayValue),
// `} else {` and b's block otherwise.
func (cc *celCompiler) elseBranch(cond celast.Expr, c *condition, b celast.Expr, at *cType, result string) {
	if cc.holdsZero(result, b, at) {
		return
	}
	if isConditional(b) && at.kind != kAny {
		args := b.AsCall().Args()
		restore := cc.branch(cond, c, false)
		t := cc.startTrial()
		before := cc.Len()
		if c2 := cc.withFacts(cc.cond(cc.expr(args[0]))); cc.Len() == before && c2.kind != condConst {
			if v, ok := cc.eitherWayValue(args[0], c2, args[1], args[2]); ok && cc.goTypeName(v.t) == cc.goTypeName(at) {
				cc.Line("} else {")
				cc.Indent++
				cc.Line("%s = %s", result, cc.value(v).argument()) // a list read as it is, as the result holds it
				cc.Indent--
				restore()
				return
			}
			cc.Line("} else if %s {", c2)
			cc.conditionalBranch(args[0], c2, true, args[1], at, result)
			cc.elseBranch(args[0], c2, args[2], at, result)
			restore()
			return
		}
		cc.undo(t)
		restore()
	}
	cc.Line("} else {")
	cc.conditionalBranch(cond, c, false, b, at, result)
}

// conditionalBranch writes the block of the branch e of a conditional
// whose condition cond, compiled as c, is taken (or not): e's value into
// result, of type at; a branch that is a conditional itself writes result.
func (cc *celCompiler) conditionalBranch(cond celast.Expr, c *condition, taken bool, e celast.Expr, at *cType, result string) {
	cc.Indent++
	restore := cc.branch(cond, c, taken) // !has(x) ? a : b reads x in b
	var v cVal
	if isConditional(e) && at.kind != kAny {
		args := e.AsCall().Args()
		v = cc.ternaryInto(args[0], args[1], args[2], result)
	} else if cc.unassigned[result] {
		v = cc.accumulateIn(result, at, e)
	} else {
		v = cc.expr(e)
	}
	v = cc.value(v) // a list read as it is (has(l) ? l : []), as the result holds it
	restore()
	if v.firstPtr {
		cc.unsupported("a list held as its first element, in a branch of a list") // not Go's []*T
	}
	if at.kind == kAny {
		v = cc.dyn(v)
	} else if cc.goTypeName(v.t) != cc.goTypeName(at) {
		cc.unsupported("branches of different types")
	}
	if v.text != result && at.kind == kAny {
		cc.Line("%s = %s", result, v.standalone()) // a constant keeps its CEL type's Go type in an any
	} else if v.text != result {
		cc.Line("%s = %s", result, v.argument())
	}
	cc.Indent--
}

// dyn is v as a dyn value (kAny): a string, int, double or bool, which
// a Go any holds as it is, or a dyn already; any other kind stays on
// cel-go.
func (cc *celCompiler) dyn(v cVal) cVal {
	if v.t.kind == kAny {
		return v
	}
	if !scalarKind(v.t.kind) {
		cc.unsupported("dyn of a %v (a string, int, double or bool is compiled)", v.t.kind)
	}
	return cVal{text: v.text, node: v.node, cond: v.cond, t: &cType{kind: kAny}}
}

// guardedLogical compiles a && b (a || b) whose left operand, lv, cannot
// fail: b is computed only when a is true (false), as Go's && does, which
// is CEL's result (false && error is false; true && error is the error),
// and b may take a's has() tests as made.
func (cc *celCompiler) guardedLogical(isAnd bool, leads []celast.Expr, lv *condition, b func(into string) cVal, into string) cVal {
	mark, header := cc.Len(), 1 // the if
	result := into
	if result == "" {
		result, header = cc.NewVar("r"), 2 // and the result's declaration
		cc.Line("%s := %v", result, !isAnd)
	}
	guard := lv
	if !isAnd {
		guard = not(lv)
	}
	cc.Line("if %s {", guard)
	body := cc.Here()
	cc.Indent++
	restores := []func(){cc.suppose(guard)}
	for _, a := range leads {
		restores = append(restores, cc.assume(a, !isAnd)) // a's has() tests hold in b (for ||: its !has())
	}
	rv := cc.cond(b(result))
	forget(restores)
	if header == 2 && cc.guardsOnlyEmptiness(guard, rv, mark+header, !isAnd) {
		// has(l) && l.exists(…): the loop alone is the value, out of
		// the block, without the result variable.
		cc.Indent--
		cc.Outdent(body)
		cc.Stmts = slices.Delete(cc.Stmts, mark, mark+header)
		return cVal{text: rv.text, t: &cType{kind: kBool}}
	}
	if cc.Len() == mark+header {
		// b is an expression without statements: Go's && evaluates it
		// only when it must, as the block would.
		cc.Indent--
		cc.Stmts = cc.Stmts[:mark]
		return boolVal(junctionOf(isAnd, []*condition{lv, rv}))
	}
	if rv.String() != result { // a chain b ends wrote result itself
		cc.Line("%s = %s", result, rv)
	}
	cc.Indent--
	cc.Line("}")
	return cVal{text: result, t: &cType{kind: kBool}}
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
