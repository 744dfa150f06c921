package celgo

import (
	"fmt"
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
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
		if filter := cc.matchFor(comp, sc.Args()[1]); filter != nil {
			if v, ok := cc.existsAsFirstMatch(filter); ok {
				return v
			}
		}
		return cc.quantifier(comp, sc.Args()[1], true)
	case init.Kind() == celast.LiteralKind && sc.FunctionName() == operators.LogicalAnd && isAccu(sc.Args()[0]):
		return cc.quantifier(comp, sc.Args()[1], false)
	case isExistsOne(comp):
		// exists_one counts every match (cel-go reads every element: a
		// later error is the result even after a second match).
		n := cc.countFiltered(comp, sc.Args()[0])
		return boolVal(intIs(n.text, "==", "1"))
	}
	if v, ok := cc.sameList(e); ok {
		return v
	}
	if _, pred, transform, ok := mapOf(e); ok {
		v := cc.mapList(comp, pred, transform)
		cc.rememberList(e, v)
		return v
	}
	if _, pred, ok := filterOf(e); ok {
		v := cc.filterList(comp, pred)
		cc.rememberList(e, v)
		return v
	}
	cc.unsupported("comprehension")
	return cVal{}
}

// isExistsOne reports whether comp is exists_one's: from 0, p ? n + 1 :
// n, and then n == 1.
func isExistsOne(comp celast.ComprehensionExpr) bool {
	accu := comp.AccuVar()
	step, init, result := comp.LoopStep(), comp.AccuInit(), comp.Result()
	if k, ok := init.AsLiteral().(celtypes.Int); init.Kind() != celast.LiteralKind || !ok || k != 0 || !isConditional(step) {
		return false
	}
	branches := step.AsCall().Args()
	add, one := branches[1], celtypes.Int(1)
	if add.Kind() != celast.CallKind || add.AsCall().FunctionName() != operators.Add || !isIdent(branches[2], accu) {
		return false
	}
	isOne := func(e celast.Expr) bool { return e.Kind() == celast.LiteralKind && e.AsLiteral() == one }
	if a := add.AsCall().Args(); !isIdent(a[0], accu) || !isOne(a[1]) {
		return false
	}
	if result.Kind() != celast.CallKind || result.AsCall().FunctionName() != operators.Equals {
		return false
	}
	r := result.AsCall().Args()
	return isIdent(r[0], accu) && isOne(r[1])
}

// isListComprehension reports whether e is a map or a filter, whose
// result is a list variable of its own.
func isListComprehension(e celast.Expr) bool {
	_, _, _, isMap := mapOf(e)
	_, _, isFilter := filterOf(e)
	return isMap || isFilter
}

// quantifier compiles exists (any=true) and all: CEL folds with || or &&,
// so one true (false for all) decides even when other elements fail.
func (cc *celCompiler) quantifier(comp celast.ComprehensionExpr, pred celast.Expr, any bool) cVal {
	name := "found"
	if named := matchName(pred, comp.IterVar(), name); any && cc.Free(named) {
		name = named // a second exists for it keeps found: denied2 would read as another
	}
	result, failed := cc.NewVar(name), ""
	list, _, mark, done := cc.declaredLoop(comp, func() { cc.Line("%s := %v", result, !any) })
	cc.notePlainLoop(result, mark, list, strconv.FormatBool(!any)) // exists of nothing is false, all true
	o := cc.fallible(pred)
	b, ok := o.value, o.ok
	if ok != "" {
		// The predicate can fail: an error is remembered, and is the
		// result where no element decides it. (Named only here, so that
		// a later exists may be named failed.)
		failed = cc.NewVar("failed")
		cc.Stmts[mark].Text = fmt.Sprintf("%s, %s := %v, false", result, failed, !any)
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

// matchName is the name of what an exists looks for, as a person names
// it: the last string its predicate requires a field of the element to
// equal, other than a condition's status (c.type == "Established" &&
// c.status == "True" is established; c.type == "PodScheduled" &&
// c.reason == "SchedulingGated" is schedulingGated), its first letter
// lower case (or all of it, for an all-capital word); otherwise.
func matchName(pred celast.Expr, elem, otherwise string) string {
	name := otherwise
	for _, op := range operandsOf(operators.LogicalAnd, pred) {
		if op.Kind() != celast.CallKind || op.AsCall().FunctionName() != operators.Equals {
			continue
		}
		for i, side := range op.AsCall().Args() {
			field := op.AsCall().Args()[1-i]
			lit, ok := stringLiteral(side)
			if !ok || field.Kind() != celast.SelectKind || !isIdent(field.AsSelect().Operand(), elem) {
				continue
			}
			if n := lowerFirst(lit); n != "" && lit != "True" && lit != "False" && lit != "Unknown" {
				name = n
			}
		}
	}
	return name
}

// lowerFirst is word, a capitalized word of ASCII letters and digits as
// Kubernetes names a condition's type, a reason or a phase, with its
// leading capitals in lower case as a Go name has them (gocode.LowerInitials:
// PIDPressure is pidPressure); "" for another word, or one Go reserves.
func lowerFirst(word string) string {
	if word == "" || len(word) > 32 || word[0] < 'A' || word[0] > 'Z' {
		return ""
	}
	for _, r := range word {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return ""
		}
	}
	name := gocode.LowerInitials(word)
	if !gocode.Plain(name) {
		return ""
	}
	return name
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
	n, declare := cc.intFromZero("count")
	list, _, _, done := cc.declaredLoop(comp, declare) // after the range's checks
	cc.whenHolds(cc.cond(cc.expr(pred)), func() { cc.Line("%s++", n) })
	done()
	return cVal{text: n, t: &cType{kind: kInt}, within: sourceList(list), bits: lengthBits} // at most the list's length
}

// filterList compiles filter: a predicate error fails the whole filter.
func (cc *celCompiler) filterList(comp celast.ComprehensionExpr, pred celast.Expr) cVal {
	first := cc.firstOnly == comp.IterRange().ID()
	if found := cc.takeMatchFound(first); found != nil {
		list, elem, at, done := cc.declaredLoop(comp, func() {})
		cc.noteSearch(at, list)
		cc.firstDepth = cc.Stmts[at].Depth // the loop's
		cc.whenHolds(cc.cond(cc.expr(pred)), func() { found(elem, nil) })
		done()
		return cVal{}
	}
	// The first match of a list of objects is held as a pointer to it
	// (firstPtr), named after what it looks for where no bind names it.
	ptr := first && !cc.firstEscapes
	name := "filtered"
	if ptr {
		name = matchName(pred, comp.IterVar(), "match")
	}
	out := cc.namedVar(cc.takeResultName(), name)
	list, elem, decl, done := cc.declaredLoop(comp, func() { cc.Line("") }) // declared once the loop has its list
	cc.notePlainLoop(out, decl, list, emptyList)
	elemType, isPtr := cc.filteredElemType(list)
	ptr = ptr && isPtr
	if ptr {
		cc.Stmts[decl].Text = "var " + out + " " + elemType
	} else {
		cc.Stmts[decl].Text = cc.listDeclaration(out, elemType, first)
	}
	if first {
		cc.firstDepth = cc.Stmts[decl].Depth
	}
	cc.whenHolds(cc.cond(cc.expr(pred)), func() {
		if ptr {
			cc.Line("%s = %s", out, elem.standalone())
		} else {
			cc.Line("%s = append(%s, %s)", out, out, elem.standalone())
		}
		if first {
			cc.Line("break")
		}
	})
	done()
	return cVal{text: out, t: &cType{kind: kList, elem: elem.t}, made: true, firstPtr: ptr, within: sourceList(list),
		sortedKeys: list.keysOf != nil && !ptr, indexesOf: keptIndexes(elem)}
}

// mapList compiles map (with an optional filter): errors fail it.
func (cc *celCompiler) mapList(comp celast.ComprehensionExpr, pred, transform celast.Expr) cVal {
	if keys, ok := cc.mappedKeys(comp, pred, transform); ok {
		return keys
	}
	_, _, filtered := filterOf(cc.unsorted(comp.IterRange()))
	// A map without a filter stops at its first element by no test: a
	// loop that always breaks is no loop; it is made whole.
	first := cc.firstOnly == comp.IterRange().ID() && (pred != nil || filtered)
	if found := cc.takeMatchFound(first); found != nil {
		list, _, at, done := cc.declaredLoop(comp, func() {})
		cc.noteSearch(at, list)
		cc.firstDepth = cc.Stmts[at].Depth // the loop's
		if pred != nil {
			cc.skipUnless(cc.cond(cc.expr(pred)))
		}
		found(cVal{}, transform)
		done()
		return cVal{}
	}
	if first && !cc.firstEscapes {
		if v, ok := cc.firstMatchMapped(comp, pred, transform); ok {
			return v
		}
	}
	rt := cc.fromCELType(cc.ast.GetType(transform.ID()))
	var acc accumulation
	if !first {
		acc = cc.takeAppend("[]" + cc.goTypeName(rt)) // the conditional's result (nil), a flat list
	}
	out, into := acc.name, acc.name != ""
	if !into {
		out = cc.namedVar(cc.takeResultName(), "mapped")
	}
	var done func()
	sameLen, within := "", ""
	if pred == nil && !filtered {
		// One element out for each element in: the list is made once, at
		// its length, instead of growing as it is appended to.
		start := cc.Len()
		list := cc.keysOf(cc.iterRange(comp.IterRange()))
		switch {
		case acc.more: // appended to as it is
		case into:
			cc.Line("%s = make([]%s, 0, %s)", out, cc.goTypeName(rt), cc.lengthOf(list))
		default:
			cc.Line("%s := make([]%s, 0, %s)", out, cc.goTypeName(rt), cc.lengthOf(list))
		}
		if list.t.kind == kList && list.countTo == "" && list.keysOf == nil {
			sameLen = list.operand()
		}
		within = sourceList(list)
		_, _, done = cc.loopOver(comp, list)
		if !into {
			cc.notePlainLoop(out, start, list, emptyList)
		}
	} else {
		list, _, decl, opened := cc.declaredLoop(comp, func() {
			if !into {
				cc.Line("%s", cc.listDeclaration(out, cc.goTypeName(rt), first))
			}
		})
		if !into {
			cc.notePlainLoop(out, decl, list, emptyList)
		}
		within = sourceList(list)
		if first {
			cc.firstDepth = cc.Stmts[decl].Depth
		}
		done = opened
	}
	if pred != nil {
		cc.skipUnless(cc.cond(cc.expr(pred)))
	}
	hint := cc.elementHint
	cc.elementHint = elementNameOf(transform, out)
	v := cc.value(cc.expr(transform))
	cc.elementHint = hint
	if cc.goTypeName(v.t) != cc.goTypeName(rt) {
		cc.unsupported("map to %v", v.t.kind)
	}
	cc.Line("%s = append(%s, %s)", out, out, v.standalone())
	if first {
		cc.Line("break")
	}
	done()
	if into {
		// A list built in a conditional's result or a flat list is that
		// variable's, not made here alone: it is not recalled as this
		// map's list (rememberList), and has no length of its own.
		sameLen, within = "", ""
	}
	return cVal{text: out, t: &cType{kind: kList, elem: rt}, sameLen: sameLen, made: !into, within: within}
}

// mappedKeys compiles m.map(k, k), the idiom for a map's keys as a list,
// as the sorted keys a comprehension over m ranges (keysOf), not copied
// into a second list: a sort() or distinct() after it is then no call
// (compileSortOrDistinct) and a comprehension over it reads m[k] as it
// is. Keys of a named string type stay copied (the list holds strings);
// nothing is written when ok is false.
func (cc *celCompiler) mappedKeys(comp celast.ComprehensionExpr, pred, transform celast.Expr) (cVal, bool) {
	if pred != nil || !isIdent(transform, comp.IterVar()) || cc.ast.GetType(comp.IterRange().ID()).Kind() != celtypes.MapKind {
		return cVal{}, false
	}
	t := cc.startTrial()
	if keys := cc.iterRange(comp.IterRange()); keys.keysOf != nil && !keys.raw {
		return keys, true
	}
	cc.undo(t)
	return cVal{}, false
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
