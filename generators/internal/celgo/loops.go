package celgo

import (
	"go/token"
	"slices"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/overloads"
	celtypes "github.com/google/cel-go/common/types"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

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
	inner, pred, ok := filterOf(cc.unsorted(comp.IterRange()))
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

// unsorted is e without a sort() or distinct() that changes nothing: of
// a filter of a map's keys, which a comprehension ranges sorted and
// distinct already (keysOf), so that a map over it iterates the filter
// in place (each), over the map's keys, reading m[k] as it is:
// ResourceQuota's m.filter(k, …).sort().map(k, …) is one loop. Anything
// else is e.
func (cc *celCompiler) unsorted(e celast.Expr) celast.Expr {
	if e.Kind() != celast.CallKind {
		return e
	}
	c := e.AsCall()
	if !c.IsMemberFunction() || len(c.Args()) != 0 || c.FunctionName() != "sort" && c.FunctionName() != "distinct" {
		return e
	}
	if inner, _, ok := filterOf(c.Target()); ok && cc.ast.GetType(inner.IterRange().ID()).Kind() == celtypes.MapKind {
		return c.Target()
	}
	return e
}

// declaredLoop opens comp's loop (each) with the declaration of what it
// computes written by declare just before the for: after the range's own
// statements (its checks, a map's sorted keys), as a person declares a
// result next to the loop that fills it. start is the declaration.
func (cc *celCompiler) declaredLoop(comp celast.ComprehensionExpr, declare func()) (list, elem cVal, start int, done func()) {
	if _, _, filtered := filterOf(cc.unsorted(comp.IterRange())); filtered {
		// The list the filter ranges first (its checks, a map's
		// sorted keys), then the declaration, then the loop.
		inner := cc.innermostRange(comp)
		cc.rangedFirst = &rangedList{id: inner.ID(), list: cc.iterRange(inner)}
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
// iteration variable: the list declaredLoop computed first, where it is
// this one's.
func (cc *celCompiler) loop(comp celast.ComprehensionExpr) (list cVal, elem cVal, done func()) {
	if r := cc.rangedFirst; r != nil && r.id == comp.IterRange().ID() {
		cc.rangedFirst = nil
		return cc.loopOver(comp, r.list)
	}
	return cc.loopOver(comp, cc.iterRange(comp.IterRange()))
}

// A rangedList is the list of the range id, computed before the loop
// over it is opened (declaredLoop).
type rangedList struct {
	id   int64
	list cVal
}

// innermostRange is the range of the comprehension a chain of filters
// over comp (l.filter(…).filter(…).map(…), through a sort() that changes
// nothing) starts from: l.
func (cc *celCompiler) innermostRange(comp celast.ComprehensionExpr) celast.Expr {
	for {
		inner, _, ok := filterOf(cc.unsorted(comp.IterRange()))
		if !ok {
			return comp.IterRange()
		}
		comp = inner
	}
}

// iterRange is what a comprehension iterates: lists.range(n) as a
// counting loop (no list is made), a map as its sorted keys (keysOf), or
// the list.
func (cc *celCompiler) iterRange(e celast.Expr) cVal {
	if e.Kind() == celast.CallKind {
		if c := e.AsCall(); c.FunctionName() == "lists.range" && !c.IsMemberFunction() && len(c.Args()) == 1 {
			from := cc.Len()
			if x, list, ok := cc.sizedList(c.Args()[0]); ok {
				// lists.range(size(x)) of a field's list or a named one:
				// ranged over x, as a person counts through a slice, with
				// lists.range's limit checked on its length; its index is
				// below the length of the list x is no longer than too.
				cc.failIfCond(intIs("len("+x+")", ">", "10_000_000"))
				return cVal{countTo: x, countSlice: true, below: x, alsoBelow: list.within, countFrom: from, countEnd: cc.Len(), t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
			n := cc.expr(c.Args()[0])
			if k, ok := intConstant(n.constant); ok && n.t.kind == kInt && k >= 0 && k <= 10_000_000 {
				// lists.range(3): counted to the constant, which
				// lists.range's limit lets through.
				return cVal{countTo: n.constant, countConst: true, countFrom: from, countEnd: from, t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
			if n.t.kind == kInt {
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
// (a variable, a bind): x's Go expression, which a loop can range over,
// and x's value. Nothing is written otherwise.
func (cc *celCompiler) sizedList(n celast.Expr) (string, cVal, bool) {
	if n.Kind() != celast.CallKind || n.AsCall().FunctionName() != overloads.Size {
		return "", cVal{}, false
	}
	sc := n.AsCall()
	x := sc.Target()
	if !sc.IsMemberFunction() {
		if len(sc.Args()) != 1 {
			return "", cVal{}, false
		}
		x = sc.Args()[0]
	}
	if _, _, filtered := filterOf(x); filtered || cc.ast.GetType(x.ID()).Kind() != celtypes.ListKind {
		return "", cVal{}, false
	}
	t := cc.startTrial()
	if v := cc.expr(x); v.t.kind == kList && (v.raw || token.IsIdentifier(v.text) && (v.isOperand() || v.made)) { // a list made before, named
		return v.operand(), v, true
	}
	cc.undo(t)
	return "", cVal{}, false
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
		elem = cVal{text: v, t: list.t.elem, counter: true, below: list.below, alsoBelow: list.alsoBelow}
		if list.countSlice || list.countConst { // an int: x's index, or up to a constant
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
		elem := withIndexFacts(list, cVal{text: v, t: list.t.elem, ptr: true, ranged: true})
		return cc.loopBody(comp, list, elem, cc.openLoop(rangeExpr, "", v))
	}
	if _, ok := cc.basicElements(list); ok {
		// A string, bool or number of a field's list, as it is, of the
		// field's type: converted where it is read as its CEL type.
		v := cc.NewVar(elemName)
		elem := cc.elementAsRead(list, v)
		elem.ranged = true
		return cc.loopBody(comp, list, elem, cc.openLoop(rangeExpr, "", v))
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
	case list.countConst:
		return list.countTo
	case list.countTo != "":
		return "int(" + list.countTo + ")"
	}
	rangeExpr, _ := cc.elements(list)
	return "len(" + rangeExpr + ")"
}

// keysOf turns a map into the list a comprehension over it iterates: its
// keys, sorted (runtime.SortedKeys), so that a list made from them is the
// same on every call; made once in a block where several comprehensions
// range them. Other values are returned as they are.
func (cc *celCompiler) keysOf(m cVal) cVal {
	if m.t.kind != kMap {
		return m
	}
	key := m.t.obj.Key
	if key == nil || !isStringType(key) {
		cc.unsupported("comprehension over a map without string keys")
	}
	call := cc.rt("SortedKeys") + "(" + m.operand() + ")"
	keys, ok := cc.Recall(call)
	if !ok {
		keys = cc.NewVar("keys")
		cc.Line("%s := %s", keys, call)
		cc.Read(call, keys)
		cc.keysMade[keys] = cc.Len() - 1
	}
	v := cVal{text: keys, t: &cType{kind: kList, elem: &cType{kind: kString}}, keysOf: &m}
	if key.Name.Package != "" { // a named string type
		v.raw, v.rawElem = true, key
		v.elemOf = func(e string) string { return "string(" + e + ")" }
	}
	return v
}
