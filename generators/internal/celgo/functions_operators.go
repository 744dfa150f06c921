package celgo

import (
	"fmt"
	"go/token"
	"math"
	"slices"
	"strconv"
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	celtypes "github.com/google/cel-go/common/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// arithmetic compiles + - * / % with CEL's overflow and division errors.
func (cc *celCompiler) arithmetic(fn string, l, r cVal) cVal {
	switch k, ok := intConstant(r.constant); {
	case fn == operators.Subtract && l.lenOf != "" && ok && k > 0:
		// size(x) - k cannot overflow (a length is never negative); as an
		// index of x it reads from the end, x[len(x)-1].
		return cVal{node: binary("-", l, cVal{text: r.constant, t: r.t}), t: l.t,
			fromEnd: &lengthOffset{of: l.lenOf, k: k}}
	case l.t.kind == kInt && r.t.kind == kInt:
		if v, ok := boundedArithmetic(fn, l, r); ok {
			return v
		}
		helper := map[string]string{operators.Add: "AddInt64", operators.Subtract: "SubtractInt64",
			operators.Multiply: "MultiplyInt64", operators.Divide: "DivideInt64", operators.Modulo: "ModuloInt64"}[fn]
		return cVal{text: cc.checked(cc.rt(helper) + "(" + l.argument() + ", " + r.argument() + ")"), t: l.t}
	case l.t.kind == kDouble && r.t.kind == kDouble && fn != operators.Modulo:
		if v, ok := cc.foldDoubles(fn, l, r); ok {
			return v
		}
		op := map[string]string{operators.Add: "+", operators.Subtract: "-", operators.Multiply: "*", operators.Divide: "/"}[fn]
		return cVal{node: binary(op, l, r), t: l.t}
	case l.t.kind == kString && r.t.kind == kString && fn == operators.Add:
		return concatenation(l, r)
	case l.t.kind == kList && r.t.kind == kList && fn == operators.Add && sameScalarList(l.t, r.t):
		// A new list: neither operand's backing array is written.
		l, r = cc.value(l), cc.value(r)
		lists := append(l.concatenated(), r.concatenated()...) // a + b + c is one call
		return cVal{text: cc.pkg("slices") + "Concat(" + strings.Join(lists, ", ") + ")", t: l.t, lists: lists}
	case l.t.kind == kDuration && r.t.kind == kDuration && (fn == operators.Add || fn == operators.Subtract):
		helper := "AddInt64"
		if fn == operators.Subtract {
			helper = "SubtractInt64"
		}
		v := cc.checked(cc.rt(helper) + "(int64(" + l.standalone() + "), int64(" + r.standalone() + "))")
		return cVal{text: cc.pkg("time") + "Duration(" + v + ")", t: l.t}
	case l.t.kind == kTime && r.t.kind == kTime && fn == operators.Subtract:
		return cVal{text: cc.checkedAs(cc.rt("SubtractTimes")+"("+l.standalone()+", "+r.standalone()+")", "duration"), t: &cType{kind: kDuration}}
	}
	cc.unsupported("operator %s on %v and %v", fn, l.t.kind, r.t.kind)
	return cVal{}
}

// index compiles list[i]; out of range is an error.
func (cc *celCompiler) index(l, i cVal) cVal {
	if l.t.kind == kMap && i.t.kind == kString {
		return cc.mapIndex(l, i, "")
	}
	if l.t.kind != kList || i.t.kind != kInt {
		cc.unsupported("index on %v", l.t.kind)
	}
	if end := i.fromEnd; end != nil && end.of == l.operand() {
		// x[size(x) - k] is there when x has k elements; it never is
		// beyond the end.
		cc.failIfCond(lengthIs(l.operand(), "<", end.k))
		return cc.element(l, "len("+l.operand()+")-"+strconv.FormatInt(end.k, 10))
	}
	idx, length := i.operand(), "int64(len("+l.operand()+"))"
	switch {
	case i.counter && i.goVal != "": // the int index of a loop over a slice
		idx, length = i.goVal, "len("+l.operand()+")"
	case !token.IsIdentifier(idx): // a loop's index is read as it is
		idx = cc.NewVar("i")
		cc.Line("%s := %s", idx, i.standalone())
		cc.Read(i.standalone(), idx) // the value read again in this block is i
	}
	beyond := intIs(idx, ">=", length)
	if i.counter {
		if i.below != l.operand() && i.alsoBelow != l.operand() && (l.sameLen == "" || i.below != l.sameLen) { // lists.range(size(l))'s index is within l (a list as long, one longer)
			cc.failIfCond(beyond)
		}
	} else {
		cc.failIfCond(or(intIs(idx, "<", "0"), beyond))
	}
	_, elem := cc.elements(l)
	if (i.counter || i.ranged) && !i.indexRead && l.raw && l.t.elem.kind == kObject {
		// A counting loop (lists.range), or one over a list of indexes,
		// reads its list's element by index, often several times in one
		// body: the element is named once, as a person names it, and each
		// read goes through it.
		at := "&" + elem(idx)
		if e, ok := cc.Recall(at); ok {
			return cVal{text: e, t: l.t.elem, ptr: true}
		}
		// Named as a cel.bind names it (cel.bind(m, l[i], …)); a bind
		// of an object reads the element as it is, so the name is all.
		name := "e"
		if bound := cc.takeResultName(); bound != "" {
			name = goName(bound, name)
		}
		e := cc.NewVar(name)
		cc.Line("%s := %s", e, at)
		cc.Read(at, e)
		return cVal{text: e, t: l.t.elem, ptr: true}
	}
	return cc.element(l, idx)
}

// hasKey is the test that map m (of string keys) has key k: k in m, and
// has(m.k). Where it holds, m[k] is there: a read of it (the right
// operand of k in m && m[k] == "true") cannot fail; the caller records
// its negation as the fact of the expression.
func (cc *celCompiler) hasKey(m, k cVal, mapField string) *condition {
	index := cc.mapIndexExpr(m, k)
	present := goBool(cc.rt("HasKey") + "(" + m.standalone() + ", " + cc.mapKey(m, k) + ")")
	present.keyIn = &keyIn{index: index, mapOf: m.operand(), zero: zeroLiteral(m.t.obj.Elem), name: mapElementName(k, mapField)}
	cc.keyTests[index] = present
	return present
}

// mapElementName is the name of a map's element read by key k (keyIn.name):
// a constant key's last word as a Go name (storage for "storage",
// storageClass for "volume.beta.kubernetes.io/storage-class"), else one
// of the map's field (slot, for self.spec.slots[k]: singular); val where
// neither is a name.
func mapElementName(k cVal, mapField string) string {
	name := singular(mapField)
	if name == "" {
		name = mapField // used, capacity
	}
	if key, err := strconv.Unquote(k.constant); err == nil && k.constant != "" {
		name = key[strings.LastIndexAny(key, "/.")+1:]
		words := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' })
		for i := 1; i < len(words); i++ {
			words[i] = strings.ToUpper(words[i][:1]) + words[i][1:]
		}
		name = strings.Join(words, "")
	}
	if !gocode.Plain(name) {
		return "val"
	}
	return name
}

// lastField is the name of the field e selects (labels, for
// self.metadata.labels); "" where e is no field.
func lastField(e celast.Expr) string {
	if e.Kind() != celast.SelectKind || e.AsSelect().IsTestOnly() {
		return ""
	}
	return fieldName(e.AsSelect().FieldName())
}

// openIf writes `if c {`, the block's statements to follow one level in. A test that a map has a
// key (k in m) alone is Go's lookup, `if storage, ok :=
// obj.Spec.Capacity["storage"]; ok {`, whose value the block reads as
// m[k] (mapIndex recalls it), as a person writes it; where the block
// does not read it, `if _, ok := …; ok {` (done, called once the block is
// written, says so).
func (cc *celCompiler) openIf(c *condition) (done func()) {
	k := c.keyIn
	if k == nil || c.kind != condAtom {
		cc.Line("if %s {", c)
		return func() {}
	}
	name := k.name
	if !cc.Free(name) { // the result the block assigns took it (conditionalName)
		name = "v"
	}
	name = cc.NewVar(name)
	at := cc.Len()
	cc.Line("if %s, %s := %s; %s {", name, checkFlag, k.index, checkFlag)
	cc.Indent++
	cc.Read(k.index, name) // in the block alone: its first line at a lesser depth forgets it
	cc.Indent--
	return func() {
		if !gocode.StmtsUse(cc.Stmts[at+1:], name) {
			cc.Stmts[at].Text = fmt.Sprintf("if _, %s := %s; %s {", checkFlag, k.index, checkFlag)
		}
	}
}

// mapIndex compiles map[key]: a missing key is an error ("no such key").
// A value named first takes the name of one of the map's field (hard of
// self.status.hard, slot of self.spec.slots), val where there is none.
func (cc *celCompiler) mapIndex(m, key cVal, field string) cVal {
	name := "val"
	if n := singular(field); gocode.Plain(n) {
		name = n
	} else if gocode.Plain(field) {
		name = field
	}
	et := m.t.obj.Elem
	if m.t.obj.Key == nil || !isStringType(m.t.obj.Key) {
		cc.unsupported("index of a map without string keys")
	}
	index := cc.mapIndexExpr(m, key)
	if held, ok := cc.Recall(index); ok { // the lookup of the if this is in (openIf)
		return cc.fromGo(held, et)
	}
	if there, tested := cc.keyTests[index]; tested && cc.withFacts(there).String() == "true" {
		// A `key in map` before it found the key, or the loop over the
		// map's keys is at it: nothing to check. A
		// value read through a method (a quantity's String) is named
		// first, a map's element not being addressable.
		if s := jsontype.Of(et, nil); s.Pointers == 0 && s.Kind != jsontype.Quantity && s.Kind != jsontype.Struct {
			v := cc.fromGo(index, et)
			v.elementOf = &keyIn{index: index, mapOf: m.operand(), zero: zeroLiteral(et)}
			return v
		}
		v := cc.NewVar(name)
		cc.Line("%s := %s", v, index)
		return cc.fromGo(v, et)
	}
	v := cc.NewVar(name)
	cc.Line("%s, %s := %s", v, checkFlag, index)
	cc.failUnlessOK()
	return cc.fromGo(v, et)
}

// mapIndexExpr is the Go of m[key], for a map with string keys.
func (cc *celCompiler) mapIndexExpr(m, key cVal) string {
	return m.operand() + "[" + cc.mapKey(m, key) + "]"
}

// mapKey is the Go of key as a key of m (a named string key type
// converted).
func (cc *celCompiler) mapKey(m, key cVal) string {
	if key.goVal != "" && key.goType != nil && key.goType.Name == m.t.obj.Key.Name {
		return key.goVal // read as the map's key type (a loop over its keys): no conversion back
	}
	k := key.standalone()
	if n := m.t.obj.Key.Name; n.Package != "" {
		k = cc.pkg(n.Package) + n.Name + "(" + k + ")"
	}
	return k
}

// compileEquality compiles == and != of two values of one scalar kind.
func compileEquality(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	l, r := cc.expr(args[0]), cc.expr(args[1])
	cc.sameScalar(l, r, kString, kInt, kDouble, kBool, kDuration, kTime)
	op := "=="
	if e.AsCall().FunctionName() == operators.NotEquals {
		op = "!="
	}
	if k, ok := constantIndex(args[1]); ok && (l.lenOf != "" || l.within != "") {
		switch {
		case op == "!=" && k == 0:
			cc.lengthFacts(e, l, 1)
		case op == "==" && k > 0:
			cc.lengthFacts(e, l, k)
		}
	}
	if l.t.kind == kTime {
		eq := goBool(l.operand() + ".Equal(" + r.standalone() + ")")
		if op == "!=" {
			eq = not(eq)
		}
		return boolVal(eq)
	}
	return boolVal(compare(l, op, r))
}

// compare is l op r as a person writes it: a literal beside a value is
// its bare constant (n > 0, not n > int64(0)), and the value is read as
// it is where Go compares it with the constant alike
// (obj.Spec.Replicas != 2, e.Type == "Ready", len(x) > 0). The atom says
// which value it compares with which constant: junction reasons on that
// (has(x) && x == "Ready" needs no presence test).
func compare(l cVal, op string, r cVal) *condition {
	if a, ok := intConstant(l.constant); ok && l.t.kind == kInt {
		if b, ok := intConstant(r.constant); ok && r.t.kind == kInt {
			return constant(intsHold(a, op, b)) // size() of a search's one match (returnFirstMatch)
		}
	}
	if k, ok := intConstant(r.constant); ok && l.lenOfPtr {
		return listLengthIs(l.lenOf, true, op, k)
	}
	if k, ok := intConstant(l.constant); ok && r.lenOfPtr {
		return listLengthIs(r.lenOf, true, mirroredOps[op], k)
	}
	cmp := func(x, op, y string) *condition {
		c := comparison(x, op, y)
		if l.t.kind != kDouble && r.t.kind != kDouble {
			// Without a double (NaN is neither < nor >=), the negation
			// of an order is the opposite order: !(len(x) > 1) is
			// len(x) <= 1.
			c.negated = x + " " + negatedOps[op] + " " + y
			c.order = orderOf(x, op, y)
		}
		return c
	}
	switch {
	case r.constant != "" && l.constant == "":
		read, direct := l.readFor(r.constant)
		c := cmp(read, op, r.constant)
		c.test = &valueTest{of: l.identity(), op: op, c: r.constant, ints: l.t.kind == kInt, count: l.lenOf != "", direct: direct}
		c.elementOf = l.elementOf
		if c.test.count && op == ">" && r.constant == "0" {
			c.negated = read + " == 0" // as a person writes it: no length is below 0
		}
		return c
	case l.constant != "" && r.constant == "":
		read, _ := r.readFor(l.constant)
		c := cmp(l.constant, op, read)
		// The constant first (2 < x): not x op c as written.
		c.test = &valueTest{of: r.identity(), op: mirroredOps[op], c: l.constant, ints: r.t.kind == kInt, count: r.lenOf != ""}
		c.elementOf = r.elementOf
		return c
	case readAlike(l, r):
		return cmp(l.goVal, op, r.goVal)
	}
	return cmp(l.operand(), op, r.operand())
}

// readAlike reports whether l and r, both read from the object, are of one
// Go type that Go compares as CEL compares their values: a string, a bool
// or a signed integer type. They are then compared as read:
// string(c.Type) != string(g.ConditionType) is c.Type != g.ConditionType,
// int64(len(a)) == int64(len(b)) is len(a) == len(b). Not an unsigned
// integer (its CEL value is its int64 conversion, which can wrap) nor a
// double (a float32 reads as float64).
func readAlike(l, r cVal) bool {
	if l.goVal == "" || r.goVal == "" || l.goBasic != r.goBasic || (l.goType == nil) != (r.goType == nil) ||
		l.goType != nil && l.goType.Name != r.goType.Name {
		return false
	}
	switch l.t.kind {
	case kString, kBool:
		return true
	case kInt:
		return slices.Contains([]string{"int", "int8", "int16", "int32", "int64", "rune"}, l.goBasic)
	}
	return false
}

// concatenated are the lists whose concatenation v is: the operands of
// a slices.Concat it is, or v.
func (v cVal) concatenated() []string {
	if v.lists != nil {
		return v.lists
	}
	return []string{v.standalone()}
}

// identity names the value v is: the Go value read, or v's expression.
func (v cVal) identity() string {
	if v.goVal != "" {
		return v.goVal
	}
	return v.operand()
}

// readFor is v as compared with constant c: the Go value as read when its
// type holds c (Go then compares them as CEL does), else v's CEL-typed
// expression; and whether that is v's identity.
func (v cVal) readFor(c string) (string, bool) {
	switch {
	case v.goVal == "":
		return v.operand(), true
	case v.t.kind == kString:
		return v.goVal, true // a string type: any string constant
	case v.t.kind == kDouble && v.goBasic == "float64":
		return v.goVal, true
	case v.t.kind == kInt:
		if k, ok := intConstant(c); ok && holds(v.goBasic, k) {
			return v.goVal, true
		}
	}
	return v.operand(), false
}

// intRanges are the integers each Go integer type holds, for holds: an
// int as a 32-bit int (every platform's), a byte as int8 and uint8 alike
// (gengo's universe does not tell them apart).
var intRanges = map[string][2]int64{
	"int8": {math.MinInt8, math.MaxInt8}, "int16": {math.MinInt16, math.MaxInt16},
	"int32": {math.MinInt32, math.MaxInt32}, "rune": {math.MinInt32, math.MaxInt32},
	"int64": {math.MinInt64, math.MaxInt64}, "int": {math.MinInt32, math.MaxInt32},
	"uint8": {0, math.MaxUint8}, "byte": {0, math.MaxInt8},
	"uint16": {0, math.MaxUint16}, "uint32": {0, math.MaxUint32},
}

// holds reports whether Go integer type basic holds k.
func holds(basic string, k int64) bool {
	r, ok := intRanges[basic]
	return ok && r[0] <= k && k <= r[1]
}

// compileOrder compiles <, <=, > and >= of two values of one kind.
func compileOrder(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	l, r := cc.expr(args[0]), cc.expr(args[1])
	cc.sameScalar(l, r, kString, kInt, kDouble, kDuration, kTime)
	op := map[string]string{operators.Less: "<", operators.LessEquals: "<=", operators.Greater: ">", operators.GreaterEquals: ">="}[e.AsCall().FunctionName()]
	if k, ok := constantIndex(args[1]); ok && (l.lenOf != "" || l.within != "") {
		switch op {
		case ">":
			cc.lengthFacts(e, l, k+1)
		case ">=":
			cc.lengthFacts(e, l, k)
		}
	}
	if l.t.kind == kDouble {
		l, r = cc.orderable(l), cc.orderable(r)
	}
	if l.t.kind == kTime {
		switch op {
		case "<":
			return boolVal(goBool(l.operand() + ".Before(" + r.standalone() + ")"))
		case ">":
			return boolVal(goBool(l.operand() + ".After(" + r.standalone() + ")"))
		case "<=":
			return boolVal(not(goBool(l.operand() + ".After(" + r.standalone() + ")")))
		default:
			return boolVal(not(goBool(l.operand() + ".Before(" + r.standalone() + ")")))
		}
	}
	return boolVal(compare(l, op, r))
}

// orderable is double v where an order compares it: cel-go cannot order
// NaN ("NaN values cannot be ordered", an error where Go's < is false),
// and a double that is no constant may be one (0.0 / 0.0, a field's value
// in memory), so it is tested first, named where it is computed.
func (cc *celCompiler) orderable(v cVal) cVal {
	if v.constant != "" {
		return v
	}
	if !v.isOperand() {
		x := cc.NewVar("val")
		cc.Line("%s := %s", x, v.standalone())
		v = cVal{text: x, t: v.t}
	}
	cc.failIfCond(goBool(cc.pkg("math") + "IsNaN(" + v.operand() + ")"))
	return v
}

// compileArithmetic compiles + - * / %.
func compileArithmetic(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	if e.AsCall().FunctionName() == operators.Add {
		if v, ok := cc.builtList(e); ok { // (c ? ["a"] : []) + …
			return v
		}
	}
	fn := e.AsCall().FunctionName()
	if fn == operators.Subtract && cc.isNow(args[0]) {
		// now - t: the time since t, as time.Since reads (now's location
		// does not enter a difference).
		if r := cc.expr(args[1]); r.t.kind == kTime {
			return cVal{text: cc.checkedAs(cc.rt("Since")+"("+r.standalone()+")", "age"), t: &cType{kind: kDuration}}
		}
	}
	if _, _, ok := appendedPart(args[1]); fn == operators.Add && ok && cc.resultName != "" && cc.resultFor == e.ID() {
		// The parts append to the left operand's own variable (appendWhen),
		// which is the sum's: it takes the sum's name.
		cc.resultFor = args[0].ID()
	}
	l := cc.expr(args[0])
	if v, ok := cc.appendWhen(fn, l, args[1]); ok {
		return v
	}
	return cc.arithmetic(fn, l, cc.expr(args[1]))
}

// foldDoubles computes an operation of two double constants as CEL does,
// in float64, once each (2.5 - 2.5 is 0): Go would compute a constant
// expression exactly, rounding once at its end, and reject a division by
// a constant zero, where CEL's is an infinity, written math.Inf(1).
func (cc *celCompiler) foldDoubles(fn string, l, r cVal) (cVal, bool) {
	a, errA := strconv.ParseFloat(l.constant, 64)
	b, errB := strconv.ParseFloat(r.constant, 64)
	if l.constant == "" || r.constant == "" || errA != nil || errB != nil {
		return cVal{}, false
	}
	var x float64
	switch fn {
	case operators.Add:
		x = a + b
	case operators.Subtract:
		x = a - b
	case operators.Multiply:
		x = a * b
	default:
		x = a / b
	}
	switch {
	case math.IsNaN(x):
		return cVal{text: cc.pkg("math") + "NaN()", t: l.t}, true
	case math.IsInf(x, 0):
		sign := 1
		if x < 0 {
			sign = -1
		}
		return cVal{text: fmt.Sprintf("%sInf(%d)", cc.pkg("math"), sign), t: l.t}, true
	}
	return cc.literal(celtypes.Double(x)), true
}

// isEmptyString reports whether e is the literal "".
func isEmptyString(e celast.Expr) bool {
	s, ok := stringLiteral(e)
	return ok && s == ""
}

// isNow reports whether e is CEL's now, the table's clock (not a local
// of that name, which would shade it).
func (cc *celCompiler) isNow(e celast.Expr) bool {
	if e.Kind() != celast.IdentKind || e.AsIdent() != "now" {
		return false
	}
	_, local := cc.locals["now"]
	return !local
}

// compileNegate compiles -x: an int's overflow is an error.
func compileNegate(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	v := cc.expr(args[0])
	switch v.t.kind {
	case kInt:
		return cVal{text: cc.checked(cc.rt("NegateInt64") + "(" + v.standalone() + ")"), t: v.t}
	case kDouble:
		return cVal{node: negation(v), t: v.t}
	}
	cc.unsupported("negation of %v", v.t.kind)
	return cVal{}
}

// inConstants is x in ["a", "b"] of a few string or int constants, as a
// person writes it: x == "a" || x == "b" (each a test the compiler
// reasons on), not a list made to be searched.
func (cc *celCompiler) inConstants(x cVal, list celast.Expr) (*condition, bool) {
	elems, ok := plainListLiteral(list)
	if !ok || len(elems) == 0 || len(elems) > 4 || x.t.kind != kString && x.t.kind != kInt {
		return nil, false
	}
	var tests []*condition
	for _, e := range elems {
		if e.Kind() != celast.LiteralKind {
			return nil, false
		}
		c := cc.literal(e.AsLiteral())
		if c.constant == "" || c.t.kind != x.t.kind {
			return nil, false
		}
		tests = append(tests, compare(x, "==", c))
	}
	return or(tests...), true
}

// compileIn compiles `key in map` (the key is present) and `x in list`
// (an element equals x).
func compileIn(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	k, m := cc.expr(args[0]), cc.expr(args[1])
	if m.t.kind == kMap && k.t.kind == kString && m.t.obj.Key != nil && isStringType(m.t.obj.Key) {
		present := cc.hasKey(m, k, lastField(args[1]))
		cc.hasFacts[e.ID()] = []*condition{not(present)}
		return boolVal(present)
	}
	if m.t.kind == kList && scalarKind(m.t.elem.kind) && k.t.kind == m.t.elem.kind {
		if c, ok := cc.inConstants(k, args[1]); ok {
			return boolVal(c)
		}
		if k.t.kind == kString && m.raw && !m.elemPtr {
			if s := jsontype.Of(m.rawElem, nil); s.Kind == jsontype.String && s.Pointers == 0 {
				// A string is searched in the field as it is, whatever
				// string type its elements have: an untyped constant
				// takes it (slices.Contains(obj.Spec.AccessModes,
				// "ReadWriteOnce")), another string is converted to it
				// (v1.PersistentVolumeAccessMode(mode)); no []string is
				// made.
				needle := k.constant
				switch {
				case needle != "":
				case k.goVal != "" && k.goType == m.rawElem: // a field of the elements' type
					needle = k.goVal
				case m.rawElem.Name.Package != "": // a named string type
					x := k.standalone()
					if k.goVal != "" {
						x = k.goVal // another named string type: converted once
					}
					needle = cc.typeName(m.rawElem) + "(" + x + ")"
				default:
					needle = k.argument()
				}
				return boolVal(goBool(cc.pkg("slices") + "Contains(" + m.operand() + ", " + needle + ")"))
			}
		}
		m = cc.value(m)
		return boolVal(goBool(cc.pkg("slices") + "Contains(" + m.standalone() + ", " + k.argument() + ")"))
	}
	cc.unsupported("in on %v", m.t.kind)
	return cVal{}
}

// compileIndex compiles list[i] and map[key]. A list read from a field
// needs no presence check of its own: the bounds check fails on an empty
// or nil list with the same error.
func compileIndex(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	var l cVal
	if sel := args[0]; sel.Kind() == celast.SelectKind && !sel.AsSelect().IsTestOnly() {
		l = cc.selectFieldFor(cc.expr(sel.AsSelect().Operand()), sel.AsSelect().FieldName(), true)
	} else if first, ok := cc.firstIndexed(args); ok {
		l = first
	} else {
		l = cc.expr(args[0])
	}
	if k, ok := constantIndex(args[1]); ok && l.single != nil && k == 0 {
		return *l.single // the match a search returns (returnFirstMatch)
	}
	if k, ok := constantIndex(args[1]); ok && l.t.kind == kList {
		// list[0]: the bounds check is a length check; none where what
		// a guard checked of the list a map was made from (as long)
		// rules it out.
		op := "<="
		if k == 0 {
			op = "=="
		}
		if l.sameLen == "" || !cc.ruledOut(lengthIs(l.sameLen, op, k)) {
			cc.failIfCond(listLengthIs(l.operand(), l.firstPtr, op, k))
		}
		if l.firstMapped != nil { // the map's function of the match
			return cc.ofMatch(l.firstMapped, l.operand())
		}
		if l.firstPtr { // the only element, if there is one, is the pointer
			return cVal{text: l.operand(), t: l.t.elem, ptr: true}
		}
		return cc.element(l, strconv.FormatInt(k, 10))
	}
	k := cc.expr(args[1])
	if l.t.kind == kMap && k.t.kind == kString {
		return cc.mapIndex(l, k, lastField(args[0])) // hard := obj.Status.Hard[k]
	}
	return cc.index(l, k)
}

// lengthFacts records what comparison e of size, size(x), says when true
// of list x: it has at least n elements, so len(x) < n is false where e
// holds (assume), and with it the bounds checks of x[0] to x[n-1] as
// compileIndex writes them (len(x) == 0, len(x) <= k); so has the list x
// was made from (within; for a filter's count, the list alone). A later
// compilation of e replaces them: its Go names may differ.
func (cc *celCompiler) lengthFacts(e celast.Expr, size cVal, n int64) {
	var facts []*condition
	if size.lenOf != "" {
		facts = append(facts, listLengthIs(size.lenOf, size.lenOfPtr, "<", n))
	}
	if size.within != "" {
		facts = append(facts, lengthIs(size.within, "<", n))
	}
	cc.hasFacts[e.ID()] = facts
}

// constantIndex is a non-negative int literal index.
func constantIndex(e celast.Expr) (int64, bool) {
	if e.Kind() != celast.LiteralKind {
		return 0, false
	}
	k, ok := e.AsLiteral().(celtypes.Int)
	return int64(k), ok && k >= 0
}

// sameScalar requires both operands to have one of the given kinds, the
// same one (CEL's heterogeneous comparisons stay on cel-go).
func (cc *celCompiler) sameScalar(l, r cVal, kinds ...cKind) {
	if l.t.kind != r.t.kind {
		cc.unsupported("operands of different types")
	}
	for _, k := range kinds {
		if l.t.kind == k {
			return
		}
	}
	cc.unsupported("operator on %v", l.t.kind)
}
