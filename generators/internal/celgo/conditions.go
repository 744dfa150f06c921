package celgo

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// A condition is a compiled boolean as a tree: the compiler folds
// constants (has() of a field that is always there is true), drops an
// operand that is already there (go vet rejects x && x), and negates on
// the tree; Go text is written once, when a statement or an expression
// needs it, with the parentheses the tree's shape calls for.
type condition struct {
	kind condKind
	// value is a constant's.
	value bool
	// text is an atom's Go expression; negated, when set, its negation
	// as it reads best (x != nil for x == nil); paren: it needs
	// parentheses after ! and inside a comparison (it is a comparison).
	text, negated string
	paren         bool
	// args are a not's one operand, or the two or more operands of an and
	// or an or (none of them of the same kind: nested ones are flattened).
	args []*condition
	// test, for an atom that compares one value with a constant, says so:
	// junction reasons on it, never on text.
	test *valueTest
	// keyIn, for an atom testing that a map has a key (k in m), says so.
	keyIn *keyIn
	// prefix, for an atom testing that a string starts with a constant
	// (or, negated, that it does not), says so: a substring after it
	// is the rest (knownPrefix).
	prefix *prefixTest
	// elementOf, for an atom testing a map's element against a constant
	// (m[k] == "true"), is that map and key: a test ruling out the
	// element's zero value implies the map is not empty.
	elementOf *keyIn
	// zeroTime, for an atom testing a time's IsZero (or its negation),
	// says so: IsZero holds on a nil pointer, so !x.IsZero() implies
	// x != nil, and x == nil implies x.IsZero().
	zeroTime *zeroTime
	// order, for an atom that orders two integer or string operands
	// (i >= int64(len(x)), int64(len(x)) > i), is that order: one order
	// written either way round is one condition, so a branch that knows
	// int64(len(x)) > i knows i >= int64(len(x)) is false.
	order *order
	// reads, for an atom, are the variables statements computed that it
	// reads (a conditional's result, a quantifier's found, an element a
	// bind named; readsComputed): a junction leaves it out only beside a
	// condition that reads them too, and a fact folds it only if the
	// fact reads them, since leaving out a variable's last read leaves it
	// unread, which Go rejects ((t == "a" && p) || p is p to a junction
	// of plain conditions, but t's statements are written).
	reads []string
}

// An order is l op r, op one of < <= > >=, of operands that have no NaN.
type order struct{ l, op, r string }

// canonical is o written with < or <=.
func (o order) canonical() order {
	if o.op == ">" || o.op == ">=" {
		return order{l: o.r, op: mirroredOps[o.op], r: o.l}
	}
	return o
}

// orderImplies reports whether a holding means b holds: the same order,
// or a strict one of a non-strict one on the same operands.
func orderImplies(a, b order) bool {
	x, y := a.canonical(), b.canonical()
	return x.l == y.l && x.r == y.r && (x.op == y.op || x.op == "<" && y.op == "<=")
}

// A zeroTime is what x.IsZero() (zero) or !x.IsZero() tests.
type zeroTime struct {
	of   string
	zero bool
}

// A prefixTest is what s.startsWith("p") tests: that of, a string's Go,
// starts with prefix (holds), or does not (!holds, its negation).
type prefixTest struct {
	of, prefix string
	holds      bool
}

// A keyIn is what `k in m` tests: that index (m[k]) is there, in the map
// mapOf, whose elements' zero value is zero ("" when unknown). A test of
// m[k] that rules out the zero value implies it (a missing key reads the
// zero value: m[k] == "true" holds only for a present key), and it
// implies that m is not empty.
type keyIn struct {
	index, mapOf, zero string
	// name is the name the element takes where the test reads it too
	// (openIf): the key's last word for a constant key (storage,
	// storageClass), the map's field's otherwise.
	name string
}

// zeroLiteral is the Go constant of t's zero value where a test of a map
// element compares with one (a string, a number, a bool), else "".
func zeroLiteral(t *types.Type) string {
	switch s := jsontype.Of(t, nil); {
	case s.Pointers > 0:
		return ""
	case s.Kind == jsontype.String:
		return `""`
	case s.Kind == jsontype.Signed || s.Kind == jsontype.Unsigned:
		return "0"
	case s.Kind == jsontype.Bool:
		return "false"
	}
	return ""
}

// A valueTest is what an atom comparing one Go value with a constant
// says: of, the value as read (a field without the conversion CEL's type
// adds, len(x) for a size: the value's identity), op, one of Go's
// comparison operators, and c, the constant as a Go literal ("", 0, nil,
// false, "Always", 2); ints: the value is an integer, so an order
// admits a range of integers (x > 1 and x >= 2 are one).
type valueTest struct {
	of, op, c string
	ints      bool
	// count: the value is a length, never negative.
	count bool
	// direct: the atom's Go text is Go's comparison of of and c by op as
	// written (not a CEL-typed expression of the value, not a method), so
	// a switch on of can take its place.
	direct bool
}

// negatedOps are the operators of the negated comparisons.
var negatedOps = map[string]string{"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}

// mirroredOps are the operators of the comparisons with sides swapped.
var mirroredOps = map[string]string{"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}

type condKind int

const (
	condConst condKind = iota
	condAtom
	condNot
	condAnd
	condOr
)

// constant is true or false.
func constant(b bool) *condition { return &condition{kind: condConst, value: b} }

// goBool is a Go boolean that is an operand as it is: a variable, a
// field, a call; its negation is !text.
func goBool(text string) *condition {
	return &condition{kind: condAtom, text: text, negated: "!" + text}
}

// comparison is l op r for Go's comparison operators.
func comparison(l, op, r string) *condition {
	c := &condition{kind: condAtom, text: l + " " + op + " " + r, paren: true}
	switch op {
	case "==":
		c.negated = l + " != " + r
	case "!=":
		c.negated = l + " == " + r
	}
	return c
}

// absence is a condition of jsontype's presence rules (x == nil,
// len(x) == 0, x == "", x.IsZero()), with the negation jsontype wrote
// beside it (none for a condition of several terms: not() wraps it), and
// what it tests when it is a value's zero.
func absence(t jsontype.Test) *condition {
	c := &condition{kind: condAtom, text: t.Is, negated: t.Not, paren: true}
	if t.ZeroTime != "" {
		c.zeroTime = &zeroTime{of: t.ZeroTime, zero: true}
	}
	if t.Value != "" {
		c.test = &valueTest{of: t.Value, op: "==", c: t.Zero, ints: t.Count, count: t.Count, direct: t.Direct}
	}
	return c
}

// not is !c.
func not(c *condition) *condition {
	switch c.kind {
	case condConst:
		return constant(!c.value)
	case condNot:
		return c.args[0]
	case condAtom:
		var test *valueTest
		if c.test != nil {
			test = &valueTest{of: c.test.of, op: negatedOps[c.test.op], c: c.test.c, ints: c.test.ints, count: c.test.count, direct: c.test.direct}
		}
		var zt *zeroTime
		if c.zeroTime != nil {
			zt = &zeroTime{of: c.zeroTime.of, zero: !c.zeroTime.zero}
		}
		var o *order
		if c.order != nil {
			o = &order{l: c.order.l, op: negatedOps[c.order.op], r: c.order.r}
		}
		var pt *prefixTest
		if c.prefix != nil {
			pt = &prefixTest{of: c.prefix.of, prefix: c.prefix.prefix, holds: !c.prefix.holds}
		}
		if c.negated != "" {
			return &condition{kind: condAtom, text: c.negated, negated: c.text, paren: c.paren, test: test, elementOf: c.elementOf, zeroTime: zt, order: o, reads: c.reads, prefix: pt}
		}
	case condAnd, condOr:
		// De Morgan, where every operand negates without a !: a person
		// writes x == nil || x.IsZero(), not !(x != nil && !x.IsZero()).
		if negatesPlainly(c) {
			args := make([]*condition, len(c.args))
			for i, a := range c.args {
				args[i] = not(a)
			}
			if c.kind == condAnd {
				return or(args...)
			}
			return and(args...)
		}
	}
	return &condition{kind: condNot, args: []*condition{c}}
}

// negatesPlainly reports whether c's negation needs no !: each atom in
// it has its negation (x == nil for x != nil), or is negated already.
func negatesPlainly(c *condition) bool {
	switch c.kind {
	case condAtom:
		return c.negated != ""
	case condAnd, condOr:
		for _, a := range c.args {
			if !negatesPlainly(a) {
				return false
			}
		}
	}
	return true
}

// and is the conjunction of cs; or their disjunction.
func and(cs ...*condition) *condition { return junction(condAnd, cs) }

func or(cs ...*condition) *condition { return junction(condOr, cs) }

// junction folds cs under and (or): true (false) operands go, a false
// (true) one decides, nested ones of the same kind are flattened, and an
// operand that adds nothing to the others goes: one that is there
// already, or, of two comparisons of one value, the one the other
// implies under and (x != "" beside x == "Always"), the one implying the
// other under or. The one kept takes the first one's place, so whatever
// the first guarded (Go's && evaluates in order) stays guarded.
func junction(kind condKind, cs []*condition) *condition {
	identity := kind == condAnd // true for and, false for or
	// covers: with x among the operands, y adds nothing.
	covers := func(x, y *condition) bool {
		if identity {
			return implies(x, y)
		}
		return implies(y, x)
	}
	// dropped: a is covered by c, which reads every computed variable a
	// reads (one only a reads stays read).
	dropped := func(c, a *condition) bool { return c.readsAll(a.computed()) && covers(c, a) }
	var args []*condition
	var add func(c *condition)
	add = func(c *condition) {
		switch {
		case c.kind == condConst && c.value == identity:
		case c.kind == kind:
			for _, a := range c.args {
				add(a)
			}
		case slices.ContainsFunc(args, func(a *condition) bool { return dropped(a, c) }):
		default:
			at := slices.IndexFunc(args, func(a *condition) bool { return dropped(c, a) })
			if at < 0 {
				args = append(args, c)
				return
			}
			args[at] = c
			args = append(args[:at+1], slices.DeleteFunc(args[at+1:], func(a *condition) bool { return dropped(c, a) })...)
		}
	}
	for _, c := range cs {
		if c.kind == condConst && c.value != identity {
			// false && x, true || x; operands reading computed
			// variables are still read, after the constant, which Go
			// evaluates first: none of them is evaluated (one whose
			// guard went would otherwise be).
			kept := slices.DeleteFunc(slices.Clone(cs), func(x *condition) bool { return len(x.computed()) == 0 })
			if len(kept) == 0 {
				return c
			}
			return &condition{kind: kind, args: append([]*condition{c}, kept...)}
		}
		add(c)
	}
	switch len(args) {
	case 0:
		return constant(identity)
	case 1:
		return args[0]
	}
	return &condition{kind: kind, args: args}
}

// implies reports whether a holding means b holds: they are one condition,
// or comparisons of one value with constants where every value a admits b
// admits (x == "Always" implies x != ""; len(x) > 1 implies len(x) != 0).
func implies(a, b *condition) bool {
	if a.kind != condAtom && a.String() == b.String() {
		return true // one condition
	}
	switch a.kind {
	case condOr: // each way implies b
		for _, x := range a.args {
			if !implies(x, b) {
				return false
			}
		}
		return len(a.args) > 0
	case condAnd: // one of them implies b
		return slices.ContainsFunc(a.args, func(x *condition) bool { return implies(x, b) })
	}
	if e := a.elementOf; e != nil && b.test != nil && b.test.op == "!=" && testsNonEmpty(b.test, e.mapOf) {
		// m[k] == "true": a missing key reads "", so the map has a key.
		return e.zero != "" && a.test != nil &&
			implies(a, &condition{kind: condAtom, test: &valueTest{of: e.index, op: "!=", c: e.zero, ints: a.test.ints}})
	}
	if k := b.keyIn; k != nil {
		if a.keyIn != nil || a.String() == b.String() {
			return a.String() == b.String() || a.keyIn != nil && a.keyIn.index == k.index
		}
		// m[k] != zero: a missing key reads the zero value.
		return k.zero != "" && a.test != nil && a.test.of == k.index &&
			implies(a, &condition{kind: condAtom, test: &valueTest{of: k.index, op: "!=", c: k.zero, ints: a.test.ints}})
	}
	if a.order != nil && b.order != nil && orderImplies(*a.order, *b.order) {
		return true
	}
	if zt := a.zeroTime; zt != nil && !zt.zero && b.test != nil && b.test.of == zt.of && b.test.op == "!=" && b.test.c == "nil" {
		return true // !x.IsZero(): x is not nil
	}
	if zt := b.zeroTime; zt != nil && zt.zero && a.test != nil && a.test.of == zt.of && a.test.op == "==" && a.test.c == "nil" {
		return true // x == nil: x.IsZero()
	}
	if k := a.keyIn; k != nil && b.test != nil && b.test.count && b.test.of == "len("+k.mapOf+")" {
		return implies(lengthIs(k.mapOf, ">", 0), b) // a map with a key is not empty
	}
	if a.test == nil || b.test == nil || a.test.of != b.test.of {
		return a.String() == b.String() // an atom is what its Go says
	}
	x, y := a.test, b.test
	if x.op == y.op && sameConstant(x.c, y.c) {
		return true
	}
	if x.op == "==" && y.op == "!=" {
		return differentConstants(x.c, y.c)
	}
	if !x.ints {
		return false // doubles, strings: only by == and !=
	}
	lo, hi, ok := intRange(x)
	k, kok := intConstant(y.c)
	if !ok || !kok {
		return false
	}
	switch y.op {
	case "==":
		return lo == k && hi == k
	case "!=":
		return k < lo || k > hi
	case ">":
		return lo > k
	case ">=":
		return lo >= k
	case "<":
		return hi < k
	case "<=":
		return hi <= k
	}
	return false
}

// intRange is the range of integers t admits (a length is never
// negative); ok is false for x != k of any other value.
func intRange(t *valueTest) (lo, hi int64, ok bool) {
	k, ok := intConstant(t.c)
	if !ok || k == math.MinInt64 || k == math.MaxInt64 {
		return 0, 0, false
	}
	lo, hi = math.MinInt64, math.MaxInt64
	switch t.op {
	case "==":
		lo, hi = k, k
	case ">":
		lo = k + 1
	case ">=":
		lo = k
	case "<":
		hi = k - 1
	case "<=":
		hi = k
	case "!=":
		if !t.count || k != 0 {
			return 0, 0, false
		}
		lo = 1
	}
	if t.count {
		lo = max(lo, 0)
	}
	return lo, hi, true
}

// intConstant is the value of an integer constant.
func intConstant(c string) (int64, bool) {
	k, err := strconv.ParseInt(c, 10, 64)
	return k, err == nil
}

// constantValue is the value of a constant of one kind that has a
// value: a string's, an integer's, nil's or false's; ok is false for
// any other (a double: 1.0 and 1 are one value).
func constantValue(c string) (v string, ok bool) {
	if s, err := strconv.Unquote(c); err == nil && strings.HasPrefix(c, `"`) {
		return "s" + s, true
	}
	if k, ok := intConstant(c); ok {
		return "i" + strconv.FormatInt(k, 10), true
	}
	if c == "nil" || c == "false" || c == "true" {
		return c, true
	}
	return "", false
}

// sameConstant and differentConstants compare the values of constants,
// not their text; neither holds when a value is not known.
func sameConstant(a, b string) bool {
	x, xok := constantValue(a)
	y, yok := constantValue(b)
	return a == b || xok && yok && x == y
}

func differentConstants(a, b string) bool {
	x, xok := constantValue(a)
	y, yok := constantValue(b)
	return xok && yok && x != y
}

// String is the condition as Go, for an if or a for: no parentheses
// around the whole.
func (c *condition) String() string {
	switch c.kind {
	case condConst:
		if c.value {
			return "true"
		}
		return "false"
	case condAtom:
		return c.text
	case condNot:
		x := c.args[0]
		if x.kind == condAtom && !x.paren {
			return "!" + x.text
		}
		return "!(" + x.String() + ")"
	}
	op := " && "
	if c.kind == condOr {
		op = " || "
	}
	parts := make([]string, len(c.args))
	for i, a := range c.args {
		parts[i] = a.String()
		if a.kind == condAnd || a.kind == condOr {
			parts[i] = "(" + parts[i] + ")" // an || in an &&, or an && in an ||
		}
	}
	return strings.Join(parts, op)
}

// operand is the condition as Go inside a larger expression (an argument
// is fine without; a comparison of it is not): parenthesized unless it is
// a constant, an atom that needs none, or a not.
func (c *condition) operand() string {
	s := c.String()
	if c.kind == condAnd || c.kind == condOr || c.kind == condAtom && c.paren {
		return "(" + s + ")"
	}
	return s
}

// boolVal is a compiled bool value of c.
func boolVal(c *condition) cVal {
	return cVal{t: &cType{kind: kBool}, cond: c}
}

// cond is the condition of a compiled bool value: its tree, or, for a
// bool read from the object or a variable, an atom. Its atoms know the
// variables statements computed that they read (condition.reads).
func (cc *celCompiler) cond(v cVal) *condition {
	if v.t.kind != kBool {
		cc.unsupported("a %v where a bool is needed", v.t.kind)
	}
	if v.cond != nil {
		return cc.noteReads(v.cond)
	}
	return cc.noteReads(goBool(v.operand())) // a leaf: a name, a field, a call
}

// noteReads is c with each atom's reads (readsComputed) noted, a copy
// where an atom reads one.
func (cc *celCompiler) noteReads(c *condition) *condition {
	switch c.kind {
	case condConst:
		return c
	case condAtom:
		if c.reads != nil {
			return c
		}
		reads := cc.readsComputed(c.text)
		if reads == nil {
			return c
		}
		w := *c
		w.reads = reads
		return &w
	}
	args, changed := make([]*condition, len(c.args)), false
	for i, a := range c.args {
		args[i] = cc.noteReads(a)
		changed = changed || args[i] != a
	}
	if !changed {
		return c
	}
	w := *c
	w.args = args
	return &w
}

// readsComputed are the variables statements computed that the Go text
// reads: temporaries (a conditional's result, a quantifier's found, a
// filter's list, a checked call's value, an element an index named)
// other than those their writer drops where nothing reads them
// (celCompiler.tidied).
func (cc *celCompiler) readsComputed(text string) []string {
	var reads []string
	gocode.UsesAny(func(name string) bool {
		if !cc.tidied[name] && slices.Contains(cc.Temps(), name) && !slices.Contains(reads, name) {
			reads = append(reads, name)
		}
		return false // every one
	}, text)
	return reads
}

// intIs is x op y of two Go integers, y a variable or a constant: a
// test of x when y is a constant (i < 0), an atom otherwise.
func intIs(x, op, y string) *condition {
	c := comparison(x, op, y)
	c.negated = x + " " + negatedOps[op] + " " + y // integers: no NaN
	c.order = orderOf(x, op, y)
	if _, ok := intConstant(y); ok {
		c.test = &valueTest{of: x, op: op, c: y, ints: true}
	}
	return c
}

// lengthIs is len(x) op k, a test of a length.
func lengthIs(x, op string, k int64) *condition {
	n := "len(" + x + ")"
	c := intIs(n, op, strconv.FormatInt(k, 10))
	c.test = &valueTest{of: n, op: op, c: strconv.FormatInt(k, 10), ints: true, count: true}
	if k == 0 && op == ">" {
		c.negated = n + " == 0" // as a person writes it: no length is below 0
	}
	return c
}

// listLengthIs is len(x) op k of the list x, a pointer (firstPtr) where
// ptr: its length is 1 where it is set and 0 where it is nil, so the test
// is the nil test that says the same (constant where both lengths agree).
func listLengthIs(x string, ptr bool, op string, k int64) *condition {
	if !ptr {
		return lengthIs(x, op, k)
	}
	isNil := absence(jsontype.NilTest(x))
	switch none, one := intsHold(0, op, k), intsHold(1, op, k); {
	case none == one:
		return constant(none)
	case none:
		return isNil
	}
	return not(isNil)
}

// intsHold is a op b of two integers.
func intsHold(a int64, op string, b int64) bool {
	switch op {
	case "==":
		return a == b
	case "!=":
		return a != b
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	}
	return a >= b
}

// ruledOut reports whether what the block knows makes c false here.
func (cc *celCompiler) ruledOut(c *condition) bool {
	known := cc.withFacts(c)
	return known.kind == condConst && !known.value
}

// withFacts is c with what the block knows: the conditions of the guards
// settled before this point are false here (each term of a || among them),
// and so are those the branch assumed (cc.assumed), so an atom one of them
// implies is false, and one the negation of one implies is true (after
// `if len(x) == 0 { return }`, len(x) > 0 is). A fact that is neither an
// atom nor a junction it can split (a && b that is false) settles itself,
// and its last operand the other facts leave undecided (resolved).
func (cc *celCompiler) withFacts(c *condition) *condition {
	var falses, trues []*condition
	var add func(f *condition, holds bool)
	add = func(f *condition, holds bool) {
		switch {
		case f.kind == condNot:
			add(f.args[0], !holds)
		case f.kind == condOr && !holds, f.kind == condAnd && holds:
			for _, a := range f.args {
				add(a, holds)
			}
		case f.kind == condConst:
		case holds:
			trues = append(trues, f)
		default:
			falses = append(falses, f)
		}
	}
	for _, f := range cc.Facts() {
		add(f.(*condition), false)
	}
	for _, f := range cc.assumed {
		add(f, false)
	}
	if falses == nil && trues == nil {
		return c
	}
	moreFalse, moreTrue := resolved(falses, trues) // what the facts say together (resolution.go)
	for _, f := range moreFalse {
		add(f, false)
	}
	for _, t := range moreTrue {
		add(t, true)
	}
	var walk func(c *condition) *condition
	walk = func(c *condition) *condition {
		// A fact folds a condition reading computed variables only if
		// it reads them too (it is written: they stay read).
		computed := c.computed()
		folds := func(f *condition) bool { return computed == nil || containsAll(cc.readsComputed(f.String()), computed) }
		for _, f := range falses {
			if !folds(f) {
				continue
			}
			if implies(c, f) {
				return constant(false)
			}
			if implies(not(f), c) {
				return constant(true)
			}
		}
		for _, t := range trues {
			if !folds(t) {
				continue
			}
			if implies(t, c) {
				return constant(true)
			}
			if implies(c, not(t)) {
				return constant(false)
			}
		}
		switch c.kind {
		case condNot:
			return not(walk(c.args[0]))
		case condAnd, condOr:
			args := make([]*condition, len(c.args))
			for i, a := range c.args {
				args[i] = walk(a)
			}
			return junction(c.kind, args)
		}
		return c
	}
	return walk(c)
}

// computed are the variables statements computed that c's atoms read.
func (c *condition) computed() []string {
	reads := c.reads
	for _, a := range c.args {
		reads = append(reads, a.computed()...)
	}
	return reads
}

// readsAll reports whether c reads each of the computed variables.
func (c *condition) readsAll(vars []string) bool { return containsAll(c.computed(), vars) }

// containsAll reports whether have holds each of vars.
func containsAll(have, vars []string) bool {
	return !slices.ContainsFunc(vars, func(v string) bool { return !slices.Contains(have, v) })
}

// orderOf is the order l op r, or nil where op is no order.
func orderOf(l, op, r string) *order {
	switch op {
	case "<", "<=", ">", ">=":
		return &order{l: l, op: op, r: r}
	}
	return nil
}
