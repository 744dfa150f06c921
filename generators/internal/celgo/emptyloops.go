package celgo

import (
	"maps"
	"slices"

	celast "github.com/google/cel-go/common/ast"
)

// Loops whose value over an empty list is known. A CEL idiom guards a
// comprehension over a list with has() of the list: has(l) &&
// l.exists(…), !has(l) || l.all(…), has(l) ? l.map(…) : []. Where the
// comprehension's statements are its loop over l and nothing before it,
// the loop over an empty (or absent, nil) l already is what the guard
// gives: exists false, all true, map and filter an empty list, and
// nothing fails. So the guard only repeats what the loop does, and the
// loop alone is written, as a person writes it.

// emptyList is an emptyLoop's value over an empty list for a map or a
// filter.
const emptyList = "[]"

// An emptyLoop is a comprehension whose statements are its loop over a
// list and nothing before it at its level: start is its first statement
// (its result's declaration), over the list ranged over, and onEmpty its
// value over an empty list ("false", "true", emptyList).
type emptyLoop struct {
	start   int
	over    string
	onEmpty string
	// decl is the result's declaration: start, or after the count's or
	// the keys' statements.
	decl int
}

// notePlainLoop records result, a comprehension whose first statement is
// start and whose loop is open, as an emptyLoop when nothing but the loop
// was written at start's level after it, over a list ranged as it is,
// counted by its length, lists.range(size(x)): then the loop is over x
// and starts with the count's statements, which come right before the
// result's declaration (start is either), or over a map's sorted keys:
// then the loop is over the map, and starts with the keys' statement
// where they were made for it (start, or right before it); keys made
// before for another loop stay where they are (SortedKeys of a nil map
// is empty).
func (cc *celCompiler) notePlainLoop(result string, start int, list cVal, onEmpty string) {
	if list.t.kind != kList {
		return
	}
	over, first := "", start
	switch made, ok := cc.keysMade[list.text]; {
	case list.keysOf != nil:
		if ok && made == start {
			first, start = made, start+1
		} else if ok && made == start-1 {
			first = made
		}
		over = list.keysOf.operand()
	case list.countTo != "":
		if list.below == "" || start != list.countFrom && start != list.countEnd {
			return
		}
		over, first, start = list.below, list.countFrom, list.countEnd
	default:
		over, _ = cc.elements(list)
	}
	if !cc.loopAlone(start, false) {
		return
	}
	cc.plainLoops[result] = emptyLoop{start: first, over: over, onEmpty: onEmpty, decl: start}
}

// loopAlone reports whether the statements from start are a declaration
// and one loop after it at its level, open or closed, and nothing else.
func (cc *celCompiler) loopAlone(start int, closed bool) bool {
	if start >= cc.Len() {
		return false
	}
	depth, level := cc.Stmts[start].Depth, 0
	for _, s := range cc.Stmts[start+1:] {
		if s.Depth < depth {
			return false
		}
		if s.Depth == depth {
			level++ // the for, its closing brace, and nothing else
		}
	}
	if closed { // the for right after start, its body deeper, its } last
		return level == 2 && cc.Stmts[start+1].Depth == depth && cc.Stmts[cc.Len()-1].Depth == depth
	}
	return level == 1
}

// loopThenParts reports whether the statements from start are a
// declaration, one closed loop after it at its level, and after the loop
// only ifs that append a part of the list where their condition holds
// (guardedParts), each condition implying guard, that the loop's list is
// not empty: each part is then empty where the list is, as the loop is
// (Node's Roles: its role label's value appended where the label is
// there, which an empty map never has).
func (cc *celCompiler) loopThenParts(start int, guard *condition) bool {
	if start+1 >= cc.Len() {
		return false
	}
	depth := cc.Stmts[start].Depth
	if cc.Stmts[start+1].Depth != depth { // the for
		return false
	}
	at := start + 2
	for at < cc.Len() && cc.Stmts[at].Depth > depth {
		at++
	}
	if at == cc.Len() || cc.Stmts[at].Text != "}" { // the for's
		return false
	}
	for at++; at < cc.Len(); at++ {
		c, ok := cc.guardedParts[at]
		if !ok || cc.Stmts[at].Depth != depth || cc.Stmts[at].Text != "if "+c.String()+" {" || !implies(c, guard) {
			return false
		}
		for at++; at < cc.Len() && cc.Stmts[at].Depth > depth; at++ {
		}
		if at == cc.Len() || cc.Stmts[at].Text != "}" {
			return false
		}
	}
	return true
}

// testsNonEmpty reports whether t compares l's length with 0, or l with
// nil (has(l) of a list whose absence is empty, or nil).
func testsNonEmpty(t *valueTest, l string) bool {
	return t.of == "len("+l+")" && t.c == "0" || t.of == l && t.c == "nil"
}

// guardsOnlyEmptiness reports whether the block of a guarded && (||)
// whose guard is "list l is not empty" (has(l), or !has(l) for ||), whose
// statements start at from, is a quantifier over l alone (rv its result)
// whose value over an empty list is the junction's result when the guard
// fails (false for &&, true for ||): has(l) && l.exists(…), !has(l) ||
// l.all(…).
func (cc *celCompiler) guardsOnlyEmptiness(guard, rv *condition, from int, value bool) bool {
	if rv.kind != condAtom || guard.kind != condAtom || guard.test == nil || guard.test.op != "!=" {
		return false
	}
	loop, ok := cc.plainLoops[rv.text]
	want := "false"
	if value {
		want = "true"
	}
	return ok && loop.start == from && loop.onEmpty == want && testsNonEmpty(guard.test, loop.over)
}

// emptyEitherWay folds has(l) ? l.map(…) : [] (and !has(l) ? [] :
// l.filter(…)), c the compiled condition: the branch that reads l is the
// value either way when it is a loop over l alone, whose value over an
// empty l is empty. Its statements are written unguarded; the trial is
// forgotten otherwise. named, the name a cel.bind gave the conditional's
// result (takeResultName), is the loop's result's name.
//
// A join of such a loop's list is "" over an empty l: has(l) ?
// l.map(c, c.name).join(",") : "" is the loop and the join alone
// (joined is the join's list then, whose loop must be the trial's).
func (cc *celCompiler) emptyEitherWay(cond celast.Expr, c *condition, a, b celast.Expr, named string) (cVal, bool) {
	a, b, taken, ok := valueBranches(c, a, b)
	if !ok {
		return cVal{}, false
	}
	joined := joinedList(a)
	switch {
	case b.Kind() == celast.ListKind && len(b.AsList().Elements()) == 0:
		joined = nil
	case joined == nil || !isEmptyStringLiteral(b):
		return cVal{}, false
	}
	t := cc.startTrial()
	start := cc.Len()
	maps.DeleteFunc(cc.plainLoops, func(_ string, l emptyLoop) bool { return l.start >= start }) // an undone trial's
	restore := cc.branch(cond, c, taken)
	if joined == nil {
		cc.resultName, cc.resultFor = named, a.ID()
	}
	v := cc.value(cc.expr(a))
	cc.resultName = ""
	restore()
	looped := func(loop emptyLoop) bool {
		return loop.start == start && loop.onEmpty == emptyList && testsNonEmpty(c.test, loop.over)
	}
	guard := c
	if !taken {
		guard = not(c)
	}
	if loop, ok := cc.plainLoops[v.text]; ok && joined == nil && looped(loop) && (cc.loopAlone(loop.decl, true) || cc.loopThenParts(loop.decl, guard)) {
		// Nothing after the loop but parts empty where l is: a list
		// appended to after it (l.map(…) + (c ? [x] : [])) has more
		// than the loop's elements, and an empty l makes it empty only
		// where c says l is not.
		return v, true
	}
	if joined == nil && v.recalled && cc.Len() == start {
		// The same list made before on this path: its value either way
		// (where l is absent, that one is empty too, or failed before).
		return v, true
	}
	if joined != nil {
		for _, loop := range cc.plainLoops {
			if looped(loop) && cc.loopAlone(loop.decl, true) {
				return v, true
			}
		}
	}
	cc.undo(t)
	return cVal{}, false
}

// joinedList is the list l.join() or l.join(sep) joins, where it is a
// comprehension (a map or a filter); nil for anything else.
func joinedList(e celast.Expr) celast.Expr {
	if e.Kind() != celast.CallKind {
		return nil
	}
	call := e.AsCall()
	if !call.IsMemberFunction() || call.FunctionName() != "join" || len(call.Args()) > 1 || call.Target().Kind() != celast.ComprehensionKind {
		return nil
	}
	return call.Target()
}

// isEmptyStringLiteral reports whether e is "".
func isEmptyStringLiteral(e celast.Expr) bool {
	if e.Kind() != celast.LiteralKind {
		return false
	}
	s, ok := e.AsLiteral().Value().(string)
	return ok && s == ""
}

// unguardLoop is the outer if's condition lv (written at mark) without its
// last test, "l is not empty", where that test only repeats what the
// block does: it starts (mark+1) with an exists over l alone, whose value
// over an empty (or nil) l is false, and the if right after the loop (at
// nextAt) tests next, whose first operand is the loop's result. Over an
// empty l the loop leaves it false and that if is skipped: nothing else
// runs in the block. nil with ok: lv was that test alone (the outer if
// goes). ok is false for any other shape.
//
// has(l) && l.exists(…) && y, with has(l) hoisted as a leading test:
// if len(l) != 0 { found := false; for …; if found { y } } is found :=
// false; for …; if found { y }.
func (cc *celCompiler) unguardLoop(lv, next *condition, mark, nextAt int) (kept *condition, ok bool) {
	first := next
	if next.kind == condAnd {
		first = next.args[0]
	}
	if first.kind != condAtom {
		return nil, false
	}
	loop, isLoop := cc.plainLoops[first.text]
	if !isLoop || loop.start != mark+1 || loop.onEmpty != "false" || !cc.loopAloneIn(loop.decl, nextAt) {
		return nil, false
	}
	terms := []*condition{lv}
	if lv.kind == condAnd {
		terms = lv.args
	}
	last := terms[len(terms)-1]
	if last.kind != condAtom || last.test == nil || last.test.op != "!=" || !testsNonEmpty(last.test, loop.over) {
		return nil, false
	}
	if len(terms) == 1 {
		return nil, true
	}
	return and(terms[:len(terms)-1]...), true
}

// loopAloneIn reports whether the statements from start to end are a
// declaration and one closed loop after it at its level, and nothing
// else.
func (cc *celCompiler) loopAloneIn(start, end int) bool {
	if end-start < 3 || end > cc.Len() {
		return false
	}
	depth := cc.Stmts[start].Depth
	if cc.Stmts[start+1].Depth != depth || cc.Stmts[end-1].Depth != depth {
		return false
	}
	for _, s := range cc.Stmts[start+2 : end-1] {
		if s.Depth <= depth {
			return false
		}
	}
	return true
}

// deleteStmt takes out the statement at i, moving what names statements
// by their place: the plain loops and keys made after it start one
// earlier, and a
// checked call written after it is no longer the last one a tail call
// can return (its trial's mark is past).
func (cc *celCompiler) deleteStmt(i int) {
	cc.Stmts = slices.Delete(cc.Stmts, i, i+1)
	for r, l := range cc.plainLoops {
		if l.start > i {
			l.start--
			cc.plainLoops[r] = l
		}
		if l.decl > i {
			l.decl--
			cc.plainLoops[r] = l
		}
	}
	for keys, at := range cc.keysMade {
		if at > i {
			cc.keysMade[keys] = at - 1
		}
	}
	parts := cc.guardedParts
	cc.guardedParts = map[int]*condition{}
	for at, c := range parts {
		switch {
		case at < i:
			cc.guardedParts[at] = c
		case at > i:
			cc.guardedParts[at-1] = c
		}
	}
	if cc.lastChecked.end > i {
		cc.lastChecked = checkedCall{}
	}
}
