package celgo

import (
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
}

// notePlainLoop records result, a comprehension whose first statement is
// start and whose loop is open, as an emptyLoop when nothing but the loop
// was written at start's level after it, over a list ranged as it is (not
// a map's sorted keys) or counted by its length, lists.range(size(x)):
// then the loop is over x and starts with the count's statements, which
// come right before the result's declaration (start is either).
func (cc *celCompiler) notePlainLoop(result string, start int, list cVal, onEmpty string) {
	if list.keysOf != nil || list.t.kind != kList {
		return
	}
	over, first := "", start
	if list.countTo != "" {
		if list.below == "" || start != list.countFrom && start != list.countEnd {
			return
		}
		over, first, start = list.below, list.countFrom, list.countEnd
	} else {
		over, _ = cc.elements(list)
	}
	depth, level := cc.Stmts[start].Depth, 0
	for _, s := range cc.Stmts[start+1:] {
		if s.Depth < depth {
			return
		}
		if s.Depth == depth {
			level++ // the for, and nothing else
		}
	}
	if level != 1 {
		return
	}
	cc.plainLoops[result] = emptyLoop{start: first, over: over, onEmpty: onEmpty}
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
func (cc *celCompiler) emptyEitherWay(cond celast.Expr, c *condition, a, b celast.Expr, named string) (cVal, bool) {
	a, b, taken, ok := valueBranches(c, a, b)
	if !ok || b.Kind() != celast.ListKind || len(b.AsList().Elements()) != 0 {
		return cVal{}, false
	}
	t := cc.startTrial()
	start := cc.Len()
	restore := cc.branch(cond, c, taken)
	cc.resultName, cc.resultFor = named, a.ID()
	v := cc.value(cc.expr(a))
	cc.resultName = ""
	restore()
	loop, ok := cc.plainLoops[v.text]
	if !ok || loop.start != start || loop.onEmpty != emptyList || !testsNonEmpty(c.test, loop.over) {
		cc.undo(t)
		return cVal{}, false
	}
	return v, true
}
