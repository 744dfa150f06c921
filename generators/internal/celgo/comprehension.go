package celgo

import (
	"fmt"
	"go/token"
	"maps"
	"slices"
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	celtypes "github.com/google/cel-go/common/types"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// comprehension compiles the exists, all, filter and map macros, which
// cel-go expands into comprehensions of known shapes.
func (cc *celCompiler) comprehension(e celast.Expr) cVal {
	comp := e.AsComprehension()
	if comp.HasIterVar2() {
		cc.unsupported("two-variable comprehension")
	}
	step, init := comp.LoopStep(), comp.AccuInit()
	isAccu := func(x celast.Expr) bool { return isIdent(x, comp.AccuVar()) }
	if isBind(comp) {
		return cc.bind(comp)
	}
	if step.Kind() != celast.CallKind {
		cc.unsupported("comprehension")
	}
	sc := step.AsCall()
	switch {
	case init.Kind() == celast.LiteralKind && sc.FunctionName() == operators.LogicalOr && isAccu(sc.Args()[0]):
		return cc.quantifier(comp, sc.Args()[1], true)
	case init.Kind() == celast.LiteralKind && sc.FunctionName() == operators.LogicalAnd && isAccu(sc.Args()[0]):
		return cc.quantifier(comp, sc.Args()[1], false)
	}
	if _, pred, transform, ok := mapOf(e); ok {
		return cc.mapList(comp, pred, transform)
	}
	if _, pred, ok := filterOf(e); ok {
		return cc.filterList(comp, pred)
	}
	cc.unsupported("comprehension")
	return cVal{}
}

// isListComprehension reports whether e is a map or a filter, whose
// result is a list variable of its own.
func isListComprehension(e celast.Expr) bool {
	_, _, _, isMap := mapOf(e)
	_, _, isFilter := filterOf(e)
	return isMap || isFilter
}

// takeResultName returns the name a cel.bind gave its init's result
// (resultName), once: the construct that takes it is the init's
// outermost one; those inside it name their own results.
func (cc *celCompiler) takeResultName() string {
	name := cc.resultName
	cc.resultName = ""
	return name
}

// namedVar is a new variable for a construct's result: the bound name
// when the construct is a cel.bind's init (named, from takeResultName),
// so that the bind reads it without a copy (namedVars), a prefix
// otherwise.
func (cc *celCompiler) namedVar(named, prefix string) string {
	if named == "" {
		return cc.NewVar(prefix)
	}
	v := cc.NewVar(named)
	cc.namedVars[v] = true
	return v
}

// isBind reports whether comp is cel.bind(name, init, result), which the
// bindings extension expands into a comprehension over no elements whose
// step is the accumulator.
func isBind(comp celast.ComprehensionExpr) bool {
	r := comp.IterRange()
	return r.Kind() == celast.ListKind && len(r.AsList().Elements()) == 0 && isIdent(comp.LoopStep(), comp.AccuVar())
}

// bind compiles cel.bind(name, init, result), which the bindings
// extension expands into a comprehension over no elements. cel-go computes
// init lazily, once, at its first use: an error in it is the expression's
// only if the result reads it. So an init that cannot fail is computed
// where it is bound (fields, objects and maps read from the object are
// bound as the Go expression that reads them); one that can fail becomes a
// sync.OnceValues closure that each use calls and checks.
func (cc *celCompiler) bind(comp celast.ComprehensionExpr) cVal {
	var r cVal
	cc.withBinding(comp, func() []string {
		r = cc.expr(comp.Result())
		return []string{r.operand()}
	})
	return r
}

// withBinding binds cel.bind's name as bind describes and runs result,
// which compiles the bind's result expression where the binding holds and
// returns the Go text it leaves outside the lines it wrote (its value's
// expression; nothing for a result that returns). An init nothing reads is
// not written.
func (cc *celCompiler) withBinding(comp celast.ComprehensionExpr, result func() []string) {
	if cc.firstOnlyBinding(comp, result) {
		return
	}
	name := comp.AccuVar()
	// A value the result always reads is computed where it is bound.
	lazy := !strictlyReads(comp.Result(), name, cc.nonEmpty)
	start := cc.startTrial()
	mark, savedFails := cc.Len(), cc.fails
	var t *cType
	restore := func() {}
	if lazy {
		// Objects, lists and maps have no compiled type of their own here
		// (they are read, not computed, and cannot fail): their zero is nil.
		t = cc.boundType(comp.AccuInit())
		restore = cc.failScope("return " + cc.goZero(t) + ", false")
		cc.Indent++
	}
	if init := comp.AccuInit(); isConditional(init) || isListComprehension(init) || !lazy {
		// The init's result variable is the bound name's (a lazy one's
		// closure may take that name).
		cc.resultName, cc.resultFor = goIdent(name), init.ID()
	}
	v := cc.expr(comp.AccuInit())
	cc.resultName = ""
	if lazy {
		cc.Indent--
		restore()
	}
	held := ""
	switch {
	case lazy && cc.fails != savedFails && readOnce(comp.Result(), name):
		// Read at one place, outside any loop: computed there, as cel-go
		// computes it at its first read, with the names the bind saw.
		cc.undo(start)
		v = cVal{deferred: &deferredInit{init: comp.AccuInit(), locals: maps.Clone(cc.locals)}}
	case lazy && cc.fails != savedFails:
		body := slices.Clone(cc.Stmts[mark:])
		cc.Stmts = cc.Stmts[:mark]
		v = cc.value(v)
		if t == nil || cc.goTypeName(v.t) != cc.goTypeName(t) {
			cc.unsupported("cel.bind of a %v that can fail, read in a branch", v.t.kind)
		}
		// A closure that computes the value on its first call and keeps
		// it; it does not escape, so it costs no allocation.
		held = cc.NewVar(goIdent(name))
		typ := cc.goTypeName(v.t)
		value, ok, done := held+"Value", held+"OK", held+"Done"
		cc.Declare(value, ok, done)
		cc.Line("var %s %s", value, typ)
		cc.Line("var %s, %s bool", ok, done)
		cc.Line("%s := func() (%s, bool) {", held, typ)
		cc.Nested(1, "if !%s {", done)
		cc.Nested(2, "%s = true", done)
		cc.Nested(2, "%s, %s = func() (%s, bool) {", value, ok, typ)
		for _, st := range body {
			st.Depth += 2 // into the closure's if and function
			cc.Stmts = append(cc.Stmts, st)
		}
		cc.Nested(3, "return %s, true", v.standalone())
		cc.Nested(2, "}()")
		cc.Nested(1, "}")
		cc.Nested(1, "return %s, %s", value, ok)
		cc.Line("}")
		v = cVal{lazy: held, t: v.t}
	default:
		if lazy {
			cc.Outdent(mark)
		}
		switch {
		case cc.namedVars[v.text]:
			held = v.text // the conditional wrote the bound name itself
		case v.t.kind == kObject && !token.IsIdentifier(v.text):
			// A part of the object the author named is named in Go too,
			// as a person names what they read several times
			// (s := &obj.Status.InitContainerStatuses[i].State).
			held = cc.NewVar(goIdent(name))
			at := v.text
			if !v.ptr {
				at = "&" + at
			}
			cc.Line("%s := %s", held, at)
			v = cVal{text: held, t: v.t, ptr: true}
		case !v.raw && v.t.kind != kObject && v.t.kind != kMap:
			held = cc.NewVar(goIdent(name))
			cc.Line("%s := %s", held, v.standalone())
			v = cVal{text: held, t: v.t}
		}
	}
	initStart, initEnd := mark, cc.Len()
	if held != "" && v.lazy == "" {
		cc.tidied[held] = true // its init is dropped below where nothing reads it
	}
	unbind := cc.bindLocal(name, v)
	outside := result()
	unbind()
	if held != "" && !gocode.StmtsUse(cc.Stmts[initEnd:], held) && !gocode.Uses(held, outside...) {
		// Nothing reads it: cel-go never computes it, and Go rejects an
		// unused variable.
		cc.Stmts = slices.Delete(cc.Stmts, initStart, initEnd)
	}
}

// A deferredInit is a cel.bind's init compiled where the bind's one read
// is, with the locals the bind saw.
type deferredInit struct {
	init   celast.Expr
	locals map[string]cVal
}

// readOnce reports whether e reads variable name at one place, not in a
// comprehension's loop (which would compute it at every element).
func readOnce(e celast.Expr, name string) bool {
	n, looped := readSites(e, name, false)
	return n == 1 && !looped
}

// readSites counts the reads of variable name in e, and whether one is in
// a loop (inLoop: e runs once per element).
func readSites(e celast.Expr, name string, inLoop bool) (n int, looped bool) {
	add := func(x celast.Expr, loop bool) {
		m, l := readSites(x, name, loop)
		n, looped = n+m, looped || l
	}
	switch e.Kind() {
	case celast.IdentKind:
		if e.AsIdent() == name {
			return 1, inLoop
		}
	case celast.SelectKind:
		add(e.AsSelect().Operand(), inLoop)
	case celast.ListKind:
		for _, x := range e.AsList().Elements() {
			add(x, inLoop)
		}
	case celast.MapKind, celast.StructKind:
		return 2, true // not compiled; counted as read often
	case celast.CallKind:
		c := e.AsCall()
		if c.IsMemberFunction() {
			add(c.Target(), inLoop)
		}
		for _, x := range c.Args() {
			add(x, inLoop)
		}
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		add(c.IterRange(), inLoop)
		add(c.AccuInit(), inLoop)
		hidden := c.AccuVar() == name || c.IterVar() == name || c.HasIterVar2() && c.IterVar2() == name
		if !hidden {
			add(c.LoopCondition(), inLoop || !isBind(c))
			add(c.LoopStep(), inLoop || !isBind(c))
		}
		if c.AccuVar() != name {
			add(c.Result(), inLoop)
		}
	}
	return n, looped
}

// strictlyReads reports whether evaluating e always reads variable name
// (before any branch is taken): then computing it eagerly, where it is
// bound, fails exactly when cel-go's lazy evaluation does, since any error
// makes the whole cell empty. Either side of && and || may be skipped or
// its error absorbed (CEL absorbs an error in either), unless both read
// it; a branch of ? : may be skipped, unless both read it.
func strictlyReads(e celast.Expr, name string, nonEmpty func(celast.Expr) bool) bool {
	reads := func(x celast.Expr, name string) bool { return strictlyReads(x, name, nonEmpty) }
	switch e.Kind() {
	case celast.IdentKind:
		return e.AsIdent() == name
	case celast.SelectKind:
		return reads(e.AsSelect().Operand(), name)
	case celast.ListKind:
		return slices.ContainsFunc(e.AsList().Elements(), func(x celast.Expr) bool { return reads(x, name) })
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		if isBind(c) {
			// cel.bind(v, init, result): the result always runs; the
			// init runs when the result strictly reads v.
			viaInit := reads(c.AccuInit(), name) && reads(c.Result(), c.AccuVar())
			if c.AccuVar() == name { // v hides the variable in the result
				return viaInit
			}
			return viaInit || reads(c.Result(), name)
		}
		if reads(c.IterRange(), name) || reads(c.AccuInit(), name) {
			return true
		}
		// Over a range known to have an element (lists.range(size(x))
		// where the branch says x is not empty), the first element's
		// condition and step run.
		return c.IterVar() != name && nonEmpty != nil && nonEmpty(c.IterRange()) &&
			(reads(c.LoopCondition(), name) || reads(c.LoopStep(), name))
	case celast.CallKind:
		c := e.AsCall()
		switch args := c.Args(); c.FunctionName() {
		case operators.LogicalAnd, operators.LogicalOr:
			// One operand's error may be absorbed by the other; when
			// both read the variable, both fail with it.
			return reads(args[0], name) && reads(args[1], name)
		case operators.Conditional:
			// The condition, or whichever branch it takes.
			return reads(args[0], name) || reads(args[1], name) && reads(args[2], name)
		}
		if c.IsMemberFunction() && reads(c.Target(), name) {
			return true
		}
		return slices.ContainsFunc(c.Args(), func(x celast.Expr) bool { return reads(x, name) })
	}
	return false
}

// nonEmpty reports whether the facts in scope say the list a
// comprehension iterates has an element: lists.range(size(x)), or x, for
// x a name bound to a list (a cel.bind's) that a branch or a guard found
// not empty (size(defaults) == 0 ? "" : … is such a branch).
func (cc *celCompiler) nonEmpty(r celast.Expr) bool {
	if r.Kind() == celast.CallKind {
		c := r.AsCall()
		if c.FunctionName() != "lists.range" || c.IsMemberFunction() || len(c.Args()) != 1 {
			return false
		}
		n := c.Args()[0]
		if n.Kind() != celast.CallKind || n.AsCall().FunctionName() != overloads.Size {
			return false
		}
		if sc := n.AsCall(); sc.IsMemberFunction() {
			r = sc.Target()
		} else if len(sc.Args()) == 1 {
			r = sc.Args()[0]
		}
	}
	if r.Kind() != celast.IdentKind {
		return false
	}
	v, ok := cc.locals[r.AsIdent()]
	if !ok || v.t == nil || v.t.kind != kList || v.raw || !token.IsIdentifier(v.text) {
		return false
	}
	c := cc.withFacts(lengthIs(v.text, "==", 0))
	return c.kind == condConst && !c.value
}

// boundType is the compiled type of a cel.bind value, or nil (zero nil)
// for a type the compiler only reads (objects, maps).
func (cc *celCompiler) boundType(init celast.Expr) (t *cType) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(unsupported); !ok {
				panic(r)
			}
			t = nil
		}
	}()
	return cc.fromCELType(cc.ast.GetType(init.ID()))
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// goIdent is a CEL variable name as the prefix of a Go variable.
func goIdent(name string) string {
	if name == "" || !isIdentByte(name[0]) || name[0] >= '0' && name[0] <= '9' {
		return "b"
	}
	return name
}

// goName is the name a Go temporary holding CEL variable name takes:
// the same, or prefix where Go cannot spell it (cel-go's @it).
func goName(name, prefix string) string {
	if token.IsIdentifier(name) {
		return name
	}
	return prefix
}

// bindLocal makes CEL variable name read v until the returned func
// restores what the name meant before (an enclosing variable of the same
// name, or nothing).
func (cc *celCompiler) bindLocal(name string, v cVal) (unbind func()) {
	saved, had := cc.locals[name]
	cc.locals[name] = v
	return func() {
		if had {
			cc.locals[name] = saved
		} else {
			delete(cc.locals, name)
		}
	}
}

// skipUnless writes the skip of a loop's element for which p is false:
// after it, p holds (a fact: the map's read of a field the filter's has()
// tested writes no presence check).
func (cc *celCompiler) skipUnless(p *condition) {
	skip := cc.withFacts(not(p))
	if skip.kind == condConst && !skip.value {
		return // no element is skipped
	}
	cc.Line("if %s {", skip)
	cc.Nested(1, "continue")
	cc.Line("}")
	cc.SettleFact(skip.String(), skip)
}

// whenHolds writes what body writes where c holds: as it is where the
// facts in scope say c is true (a filter's predicate on a bool field the
// read's presence check settled), nothing where they say it is false,
// else in an if.
func (cc *celCompiler) whenHolds(c *condition, body func()) {
	known := cc.withFacts(c)
	if known.kind == condConst {
		if known.value {
			body()
		}
		return
	}
	cc.Line("if %s {", known)
	cc.Indent++
	body()
	cc.Indent--
	cc.Line("}")
}

// each writes `for` over every element of the comprehension's list, for
// the comprehensions that visit them all (filter, map, a count, a sum),
// and binds the iteration variable. A list that is itself a filter,
// l.filter(x, p).map(...), is not made: the loop runs over l and skips
// where p is false. Both fail alike, on an error of p or of the body for
// any element, since none is skipped. list is the list iterated.
func (cc *celCompiler) each(comp celast.ComprehensionExpr) (list, elem cVal, done func()) {
	inner, pred, ok := filterOf(comp.IterRange())
	if !ok {
		return cc.loop(comp)
	}
	list, elem, innerDone := cc.each(inner)
	cc.skipUnless(cc.cond(cc.expr(pred)))
	unbind := cc.bindLocal(comp.IterVar(), elem)
	return list, elem, func() {
		unbind()
		innerDone()
	}
}

// declaredLoop opens comp's loop (each) with the declaration of what it
// computes written by declare just before the for: after the range's own
// statements (its checks, a map's sorted keys), as a person declares a
// result next to the loop that fills it. start is the declaration.
func (cc *celCompiler) declaredLoop(comp celast.ComprehensionExpr, declare func()) (list, elem cVal, start int, done func()) {
	if _, _, filtered := filterOf(comp.IterRange()); filtered {
		cc.Flush()
		start = cc.Len()
		declare()
		list, elem, done = cc.each(comp)
		return list, elem, start, done
	}
	l := cc.iterRange(comp.IterRange())
	cc.Flush() // the range's checks go first
	start = cc.Len()
	declare()
	list, elem, done = cc.loopOver(comp, l)
	return list, elem, start, done
}

// loop writes `for` over the comprehension's list and binds the
// iteration variable.
func (cc *celCompiler) loop(comp celast.ComprehensionExpr) (list cVal, elem cVal, done func()) {
	return cc.loopOver(comp, cc.iterRange(comp.IterRange()))
}

// iterRange is what a comprehension iterates: lists.range(n) as a
// counting loop (no list is made), a map as its sorted keys (keysOf), or
// the list.
func (cc *celCompiler) iterRange(e celast.Expr) cVal {
	if e.Kind() == celast.CallKind {
		if c := e.AsCall(); c.FunctionName() == "lists.range" && !c.IsMemberFunction() && len(c.Args()) == 1 {
			from := cc.Len()
			if x, ok := cc.sizedList(c.Args()[0]); ok {
				// lists.range(size(x)) of a field's list or a named one:
				// ranged over x, as a person counts through a slice, with
				// lists.range's limit checked on its length.
				cc.failIfCond(intIs("len("+x+")", ">", "10_000_000"))
				return cVal{countTo: x, countSlice: true, below: x, countFrom: from, countEnd: cc.Len(), t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
			if n := cc.expr(c.Args()[0]); n.t.kind == kInt {
				v := n.text // a variable already: counted as it is
				if n.node != nil || !token.IsIdentifier(v) {
					v = cc.NewVar("n")
					cc.Line("%s := %s", v, n.standalone())
				}
				negative := intIs(v, "<", "0")
				if n.lenOf != "" {
					negative = constant(false) // a length
				}
				cc.failIfCond(or(negative, intIs(v, ">", "10_000_000"))) // as selectableruntime.ListRange
				return cVal{countTo: v, below: n.lenOf, countFrom: from, countEnd: cc.Len(), t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
		}
	}
	return cc.iterable(cc.keysOf(cc.expr(e)))
}

// sizedList is x where n is size(x) of a list read from a field or named
// (a variable, a bind): x's Go expression, which a loop can range over.
// Nothing is written otherwise.
func (cc *celCompiler) sizedList(n celast.Expr) (string, bool) {
	if n.Kind() != celast.CallKind || n.AsCall().FunctionName() != overloads.Size {
		return "", false
	}
	sc := n.AsCall()
	x := sc.Target()
	if !sc.IsMemberFunction() {
		if len(sc.Args()) != 1 {
			return "", false
		}
		x = sc.Args()[0]
	}
	if _, _, filtered := filterOf(x); filtered || cc.ast.GetType(x.ID()).Kind() != celtypes.ListKind {
		return "", false
	}
	t := cc.startTrial()
	if v := cc.expr(x); v.t.kind == kList && (v.raw || token.IsIdentifier(v.text) && v.isOperand()) {
		return v.operand(), true
	}
	cc.undo(t)
	return "", false
}

// iterable is list as a loop reads it: a list computed by a call
// (Sorted(x)) is named first, so that the loop's range, its element reads
// and a made list's capacity do not compute it again each time.
func (cc *celCompiler) iterable(list cVal) cVal {
	if list.raw || list.countTo != "" || token.IsIdentifier(list.text) {
		return list
	}
	name := cc.NewVar("list")
	cc.Line("%s := %s", name, list.standalone())
	return cVal{text: name, t: list.t, keysOf: list.keysOf}
}

func (cc *celCompiler) loopOver(comp celast.ComprehensionExpr, list cVal) (_ cVal, elem cVal, done func()) {
	if list.countTo != "" {
		v := cc.NewVar(goName(comp.IterVar(), "i"))
		l := cc.openLoop(list.countTo, v, "")
		elem = cVal{text: v, t: list.t.elem, counter: true, below: list.below}
		if list.countSlice { // an int, x's index
			elem.text, elem.goVal, elem.goBasic = "int64("+v+")", v, "int"
		}
		return cc.loopBody(comp, list, elem, l)
	}
	list = cc.keysOf(list)
	if list.t.kind != kList {
		cc.unsupported("comprehension over %v", list.t.kind)
	}
	rangeExpr, elemOf := cc.elements(list)
	elemName, index := goName(comp.IterVar(), "e"), "i"
	if !list.raw {
		// Values as they are (strings, numbers, pointers a filter
		// collected): ranged over, as a person writes it.
		v := cc.NewVar(elemName)
		return cc.loopBody(comp, list, cVal{text: v, t: list.t.elem, ptr: true}, cc.openLoop(rangeExpr, "", v))
	}
	if _, ok := cc.basicElements(list); ok {
		// A string, bool or number of a field's list, as it is, of the
		// field's type: converted where it is read as its CEL type.
		v := cc.NewVar(elemName)
		return cc.loopBody(comp, list, cc.elementAsRead(list, v), cc.openLoop(rangeExpr, "", v))
	}
	if elemName == index {
		index = "j" // the element is named i
	}
	i := cc.NewVar(index)
	l := cc.openLoop(rangeExpr, i, "")
	var v string
	if list.t.elem.kind == kObject {
		v = cc.NewVar(elemName)
		cc.Line("%s := &%s", v, elemOf(i)) // no copy of the struct
	} else {
		// An element read through a checked call (the JSON string of a
		// type that marshals itself) is the call's value, named as the
		// CEL variable.
		name, of := cc.resultName, cc.resultFor
		cc.resultName, cc.resultFor = elemName, 0
		x := elemOf(i)
		cc.resultName, cc.resultFor = name, of
		if v = x; !cc.namedVars[x] {
			v = cc.NewVar(elemName)
			cc.Line("%s := %s", v, x)
		}
	}
	l.elem, l.elemEnd, l.elemStmts = v, cc.Len(), slices.Clone(cc.Stmts[l.header+1:])
	return cc.loopBody(comp, list, cVal{text: v, t: list.t.elem, ptr: true}, l)
}

// An openLoop is a for statement being written: where its header is,
// what it ranges over, its index and element variables ("" for none),
// and the statements that read the element from the index (from the
// header to elemEnd).
type openLoop struct {
	header, elemEnd int
	over            string
	index, elem     string
	// written are the header and the element's statements as written:
	// closeLoop changes them only while they are (a guard of the body
	// that joined the element's check is the body's too).
	written   gocode.Stmt
	elemStmts []gocode.Stmt
}

// openLoop writes the header of a loop over over (a slice, or an int64
// count), with the index and the element named (either may be "").
func (cc *celCompiler) openLoop(over, index, elem string) *openLoop {
	l := &openLoop{header: cc.Len(), over: over, index: index, elem: elem}
	cc.Line("%s", l.headerText())
	l.written = cc.Stmts[l.header]
	cc.Indent++
	l.elemEnd = cc.Len()
	return l
}

// headerText is the loop's for line: for i := range x (the element read
// from x[i] after it), for _, e := range x, for range x.
func (l *openLoop) headerText() string {
	switch {
	case l.index != "":
		return "for " + l.index + " := range " + l.over + " {"
	case l.elem != "":
		return "for _, " + l.elem + " := range " + l.over + " {"
	}
	return "for range " + l.over + " {"
}

// closeLoop ends loop l; a loop whose body is empty is none. An element the body does not read is not read
// (cel-go binds it without computing anything from it), nor is an index
// nothing reads then: Go rejects an unused variable, and
// self.spec.items.all(x, self.spec.replicas > 1) is a loop over the
// items with no x.
func (cc *celCompiler) closeLoop(l *openLoop) {
	cc.Flush() // the body's pending guards are its statements
	if l.elemEnd > len(cc.Stmts) || cc.Stmts[l.header] != l.written || !slices.Equal(cc.Stmts[l.header+1:l.elemEnd], l.elemStmts) {
		cc.Indent-- // not as written: left as it is
		cc.Line("}")
		return
	}
	if l.elem != "" && !gocode.StmtsUse(cc.Stmts[l.elemEnd:], l.elem) {
		cc.Stmts = slices.Delete(cc.Stmts, l.header+1, l.elemEnd)
		l.elem, l.elemEnd = "", l.header+1
	}
	if l.index != "" && !gocode.StmtsUse(cc.Stmts[l.header+1:], l.index) {
		l.index = ""
	}
	cc.Indent--
	if len(cc.Stmts) == l.header+1 && !slices.Contains(cc.Temps(), l.over) {
		// Nothing to do for any element: no loop (but over a temporary,
		// the map's sorted keys, which Go would then find unused).
		cc.Stmts = cc.Stmts[:l.header]
		return
	}
	cc.Stmts[l.header].Text = l.headerText()
	cc.Line("}")
}

// loopBody binds the iteration variable of loop l, just opened over
// list, to elem; done closes the loop.
func (cc *celCompiler) loopBody(comp celast.ComprehensionExpr, list, elem cVal, l *openLoop) (_ cVal, _ cVal, done func()) {
	if m := list.keysOf; m != nil {
		cc.keyTests[cc.mapIndexExpr(*m, elem)] = constant(true) // m[key] is there
	}
	cc.tidied[l.index], cc.tidied[l.elem] = true, true
	unbind := cc.bindLocal(comp.IterVar(), elem)
	return list, elem, func() {
		cc.closeLoop(l)
		unbind()
	}
}

// lengthOf is the Go expression (an int) of the number of elements a
// comprehension over list iterates.
func (cc *celCompiler) lengthOf(list cVal) string {
	switch {
	case list.countSlice:
		return "len(" + list.countTo + ")"
	case list.countTo != "":
		return "int(" + list.countTo + ")"
	}
	rangeExpr, _ := cc.elements(list)
	return "len(" + rangeExpr + ")"
}

// keysOf turns a map into the list a comprehension over it iterates: its
// keys, sorted (runtime.SortedKeys), so that a list made from them is the
// same on every call. Other values are returned as they are.
func (cc *celCompiler) keysOf(m cVal) cVal {
	if m.t.kind != kMap {
		return m
	}
	key := m.t.obj.Key
	if key == nil || !isStringType(key) {
		cc.unsupported("comprehension over a map without string keys")
	}
	keys := cc.NewVar("keys")
	cc.Line("%s := %s(%s)", keys, cc.rt("SortedKeys"), m.operand())
	v := cVal{text: keys, t: &cType{kind: kList, elem: &cType{kind: kString}}, keysOf: &m}
	if key.Name.Package != "" { // a named string type
		v.raw, v.rawElem = true, key
		v.elemOf = func(e string) string { return "string(" + e + ")" }
	}
	return v
}

// quantifier compiles exists (any=true) and all: CEL folds with || or &&,
// so one true (false for all) decides even when other elements fail.
func (cc *celCompiler) quantifier(comp celast.ComprehensionExpr, pred celast.Expr, any bool) cVal {
	result, failed := cc.NewVar("found"), cc.NewVar("failed")
	list, _, mark, done := cc.declaredLoop(comp, func() { cc.Line("%s, %s := %v, false", result, failed, !any) })
	cc.notePlainLoop(result, mark, list, strconv.FormatBool(!any)) // exists of nothing is false, all true
	o := cc.fallible(pred)
	b, ok := o.value, o.ok
	if ok == "" {
		// The predicate cannot fail: no error to remember.
		cc.Stmts[mark].Text = fmt.Sprintf("%s := %v", result, !any)
		failed = ""
	} else {
		cc.Line("if !%s {", ok)
		cc.Nested(1, "%s = true", failed)
		cc.Nested(1, "continue")
		cc.Line("}")
	}
	if !any {
		b = not(b)
	}
	cc.whenHolds(b, func() {
		cc.Line("%s = %v", result, any)
		cc.Line("break")
	})
	done()
	if failed != "" {
		undecided := goBool(result) // every element left it as it began
		if any {
			undecided = not(undecided)
		}
		cc.failIfCond(and(undecided, goBool(failed)))
	}
	return cVal{text: result, t: &cType{kind: kBool}}
}

// mapOf reports whether e is the map macro's comprehension (accu +
// [transform], or pred ? accu + [transform] : accu for map with a filter,
// whose transform is not the element itself), and its parts.
func mapOf(e celast.Expr) (_ celast.ComprehensionExpr, pred, transform celast.Expr, ok bool) {
	comp, step, ok := listComprehension(e)
	if !ok {
		return nil, nil, nil, false
	}
	if el, ok := appended(comp, step); ok {
		return comp, nil, el, true
	}
	if step.Kind() != celast.CallKind || step.AsCall().FunctionName() != operators.Conditional {
		return nil, nil, nil, false
	}
	args := step.AsCall().Args()
	el, ok := appended(comp, args[1])
	if !ok || !isIdent(args[2], comp.AccuVar()) || isIdent(el, comp.IterVar()) {
		return nil, nil, nil, false
	}
	return comp, args[0], el, true
}

// filterOf reports whether e is the filter macro's comprehension, and its
// predicate.
func filterOf(e celast.Expr) (celast.ComprehensionExpr, celast.Expr, bool) {
	comp, step, ok := listComprehension(e)
	if !ok || step.Kind() != celast.CallKind || step.AsCall().FunctionName() != operators.Conditional {
		return nil, nil, false
	}
	args := step.AsCall().Args()
	el, ok := appended(comp, args[1])
	if !ok || !isIdent(args[2], comp.AccuVar()) || !isIdent(el, comp.IterVar()) {
		return nil, nil, false
	}
	return comp, args[0], true
}

// listComprehension reports whether e is a one-variable comprehension
// that builds a list (filter, map), and its step.
func listComprehension(e celast.Expr) (celast.ComprehensionExpr, celast.Expr, bool) {
	if e.Kind() != celast.ComprehensionKind {
		return nil, nil, false
	}
	comp := e.AsComprehension()
	if comp.HasIterVar2() || comp.AccuInit().Kind() != celast.ListKind {
		return nil, nil, false
	}
	return comp, comp.LoopStep(), true
}

// appended reports whether step is accu + [el], and el.
func appended(comp celast.ComprehensionExpr, step celast.Expr) (celast.Expr, bool) {
	if step.Kind() != celast.CallKind || step.AsCall().FunctionName() != operators.Add {
		return nil, false
	}
	args := step.AsCall().Args()
	if !isIdent(args[0], comp.AccuVar()) || args[1].Kind() != celast.ListKind || len(args[1].AsList().Elements()) != 1 {
		return nil, false
	}
	return args[1].AsList().Elements()[0], true
}

func isIdent(e celast.Expr, name string) bool {
	return e.Kind() == celast.IdentKind && e.AsIdent() == name
}

// countFiltered compiles size(list.filter(x, pred)) as a count: the same
// value and errors as the filter, without the list.
func (cc *celCompiler) countFiltered(comp celast.ComprehensionExpr, pred celast.Expr) cVal {
	n := cc.NewVar("count")
	list, _, _, done := cc.declaredLoop(comp, func() { cc.Line("%s := int64(0)", n) }) // after the range's checks
	cc.whenHolds(cc.cond(cc.expr(pred)), func() { cc.Line("%s++", n) })
	done()
	return cVal{text: n, t: &cType{kind: kInt}, within: sourceList(list)}
}

// filterList compiles filter: a predicate error fails the whole filter.
func (cc *celCompiler) filterList(comp celast.ComprehensionExpr, pred celast.Expr) cVal {
	out := cc.namedVar(cc.takeResultName(), "filtered")
	first := cc.firstOnly == comp.IterRange().ID()
	list, elem, decl, done := cc.declaredLoop(comp, func() { cc.Line("") }) // declared once the loop has its list
	cc.notePlainLoop(out, decl, list, emptyList)
	elemType := cc.goTypeName(list.t.elem)
	if list.raw && list.t.elem.kind == kObject {
		elemType = "*" + cc.typeName(list.rawElem)
	}
	cc.Stmts[decl].Text = cc.listDeclaration(out, elemType, first)
	if first {
		cc.firstDepth = cc.Stmts[decl].Depth
	}
	cc.whenHolds(cc.cond(cc.expr(pred)), func() {
		cc.Line("%s = append(%s, %s)", out, out, elem.standalone())
		if first {
			cc.Line("break")
		}
	})
	done()
	return cVal{text: out, t: &cType{kind: kList, elem: elem.t}, made: true, within: sourceList(list)}
}

// mapList compiles map (with an optional filter): errors fail it.
func (cc *celCompiler) mapList(comp celast.ComprehensionExpr, pred, transform celast.Expr) cVal {
	out := cc.namedVar(cc.takeResultName(), "mapped")
	_, _, filtered := filterOf(comp.IterRange())
	// A map without a filter stops at its first element by no test: a
	// loop that always breaks is no loop; it is made whole.
	first := cc.firstOnly == comp.IterRange().ID() && (pred != nil || filtered)
	rt := cc.fromCELType(cc.ast.GetType(transform.ID()))
	var done func()
	sameLen, within := "", ""
	if pred == nil && !filtered {
		// One element out for each element in: the list is made once, at
		// its length, instead of growing as it is appended to.
		start := cc.Len()
		list := cc.keysOf(cc.iterRange(comp.IterRange()))
		cc.Line("%s := make([]%s, 0, %s)", out, cc.goTypeName(rt), cc.lengthOf(list))
		if list.t.kind == kList && list.countTo == "" && list.keysOf == nil {
			sameLen = list.operand()
		}
		within = sourceList(list)
		_, _, done = cc.loopOver(comp, list)
		cc.notePlainLoop(out, start, list, emptyList)
	} else {
		list, _, decl, opened := cc.declaredLoop(comp, func() { cc.Line("%s", cc.listDeclaration(out, cc.goTypeName(rt), first)) })
		cc.notePlainLoop(out, decl, list, emptyList)
		within = sourceList(list)
		if first {
			cc.firstDepth = cc.Stmts[decl].Depth
		}
		done = opened
	}
	if pred != nil {
		cc.skipUnless(cc.cond(cc.expr(pred)))
	}
	v := cc.value(cc.expr(transform))
	if cc.goTypeName(v.t) != cc.goTypeName(rt) {
		cc.unsupported("map to %v", v.t.kind)
	}
	cc.Line("%s = append(%s, %s)", out, out, v.standalone())
	if first {
		cc.Line("break")
	}
	done()
	return cVal{text: out, t: &cType{kind: kList, elem: rt}, sameLen: sameLen, made: true, within: within}
}

// sourceList is the list a comprehension over list reads its elements
// from, which what it makes is no longer than: the list, or x for
// lists.range(size(x)); "" for a map's keys or another count.
func sourceList(list cVal) string {
	switch {
	case list.countTo != "":
		return list.below
	case list.t.kind == kList && list.keysOf == nil:
		return list.operand()
	}
	return ""
}
