package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// A search whose value is returned. Kubernetes' CEL finds a node's
// internal IP as cel.bind(ips, l.filter(a, a.type == "InternalIP").map(a,
// a.address), size(ips) == 0 ? "<none>" : ips[0]): a list of the matches,
// of which only the first is read, and a default where there is none.
// Where that value is the cell's (or a variable's) result, a person
// writes the search as a loop that returns at the match, and the default
// after it:
//
//	for i := range obj.Status.Addresses {
//		a := &obj.Status.Addresses[i]
//		if a.Type == "InternalIP" {
//			return a.Address
//		}
//	}
//	return "<none>"
//
// and so does returnFirstMatch: no list, no length test, no index.

// takeMatchFound returns, for the first-only list's comprehension (first),
// what its loop does at the match in place of keeping it (matchFound),
// once: a comprehension inside it keeps its own list.
func (cc *celCompiler) takeMatchFound(first bool) func(cVal, celast.Expr) {
	found := cc.matchFound
	if !first || found == nil {
		return nil
	}
	cc.matchFound = nil
	return found
}

// returnFirstMatch compiles, where its value is returned (ret),
// cel.bind(x, <a map or filter, or has(l) ? it : [] over l>, size(x) == 0 ?
// none : match) (or the test the other way round) as a loop over the list
// that returns match at its first element, x being that element alone,
// and none after the loop. ok is false (nothing written) for another
// bind, where none reads x, where match reads it other than as x[0] or
// size(x) compared with 0, or where an element's predicate or value can
// fail (CEL makes the whole list: a later element's error is the
// result's, which a loop that returns at the first match never meets).
func (cc *celCompiler) returnFirstMatch(comp celast.ComprehensionExpr, ret func(cVal)) bool {
	name, init := comp.AccuVar(), comp.AccuInit()
	list := firstListOf(init)
	if list == nil || list != init && !hasThenList(init, list) {
		return false
	}
	none, match, ok := emptyOrFirst(comp.Result(), name)
	if !ok {
		return false
	}
	if n, _ := firstReadSites(none, name); n > 0 || !firstReadsOnly(none, name) || !firstReadsOnly(match, name) {
		return false
	}
	t := cc.startTrial()
	if !cc.search(init, list, name, match, ret, t) {
		cc.undo(t)
		return false
	}
	cc.returnFrom(none, ret)
	return true
}

// search writes returnFirstMatch's loop: list's, returning match at the
// first element that passes. For has(l) ? list : [], the loop alone,
// where it is a loop over l and nothing before it, and the guard tests
// only that l is not empty: over an absent l it runs no iteration, as the
// guard would have it. false where that or the loop does not hold.
func (cc *celCompiler) search(init, list celast.Expr, name string, match celast.Expr, ret func(cVal), t trial) bool {
	var guard *condition
	start := cc.Len()
	if list != init {
		g := init.AsCall().Args()[0]
		guard = cc.withFacts(cc.cond(cc.expr(g)))
		if guard.kind == condConst && !guard.value {
			return false // never there: the bind is its none
		}
		cc.Flush() // the guard's own checks go first
		start = cc.Len()
		defer cc.branch(g, guard, true)()
	}
	cc.searched = nil
	outerOnly, outerDepth := cc.firstOnly, cc.firstDepth
	cc.firstOnly, cc.firstDepth = list.AsComprehension().IterRange().ID(), -1
	called, failing := false, false
	cc.matchFound = func(elem cVal, transform celast.Expr) {
		called = true
		if transform != nil && isFirstOf(match, name) {
			// The match is the map's value: returned from its branches.
			cc.returnFrom(transform, ret)
			failing = cc.failsWithin(t, cc.firstDepth+1)
			return
		}
		if transform != nil {
			elem = cc.value(cc.expr(transform))
		}
		// The predicate's errors or the value's: a later element's
		// would be CEL's result.
		failing = cc.failsWithin(t, cc.firstDepth+1)
		unbind := cc.bindLocal(name, cVal{t: &cType{kind: kList, elem: elem.t}, single: &elem})
		cc.returnFrom(match, ret)
		unbind()
	}
	cc.expr(list)
	cc.matchFound = nil
	cc.firstOnly, cc.firstDepth = outerOnly, outerDepth
	if !called || failing {
		return false
	}
	if guard == nil || guard.kind == condConst {
		return true
	}
	loop := cc.searched
	return loop != nil && loop.start == start && guard.test != nil && testsNonEmpty(guard.test, loop.over)
}

// noteSearch records a search's loop, its header at at, over list: where
// list is one to range as it is (not a map's keys, not a count), what it
// ranges (searched).
func (cc *celCompiler) noteSearch(at int, list cVal) {
	cc.searched = nil
	if list.t != nil && list.t.kind == kList && list.keysOf == nil && list.countTo == "" {
		over, _ := cc.elements(list)
		cc.searched = &emptyLoop{start: at, over: over, onEmpty: emptyList}
	}
}

// isFirstOf reports whether e is name[0].
func isFirstOf(e celast.Expr, name string) bool {
	if e.Kind() != celast.CallKind || e.AsCall().FunctionName() != operators.Index {
		return false
	}
	args := e.AsCall().Args()
	return isZero(args[1]) && isName(args[0], name)
}

// firstReadsOnly reports whether e reads name only as firstReads allows
// (size(name) compared with 0, name[0]), or not at all.
func firstReadsOnly(e celast.Expr, name string) bool {
	_, others := firstReadSites(e, name)
	return !others
}

// emptyOrFirst splits result, c ? a : b with c a test of size(name)
// against 0 (== 0, != 0, > 0, either side, or its negation), into the
// branch taken where name is empty and the one where it is not.
func emptyOrFirst(result celast.Expr, name string) (none, match celast.Expr, ok bool) {
	if !isConditional(result) {
		return nil, nil, false
	}
	args := result.AsCall().Args()
	c, negated := args[0], false
	if c.Kind() == celast.CallKind && c.AsCall().FunctionName() == operators.LogicalNot {
		c, negated = c.AsCall().Args()[0], true
	}
	if c.Kind() != celast.CallKind || !isFirstRead(c.AsCall(), name) || c.AsCall().FunctionName() == operators.Index {
		return nil, nil, false
	}
	// size(x) == 0 holds where x is empty; != 0, > 0 and 0 < size(x)
	// where it is not.
	if (c.AsCall().FunctionName() == operators.Equals) != negated {
		return args[1], args[2], true
	}
	return args[2], args[1], true
}

// hasThenList reports whether init is has(l) ? list : [] with l the list
// the comprehension list ranges, directly or through the filter it maps.
func hasThenList(init, list celast.Expr) bool {
	args := init.AsCall().Args()
	test := args[0]
	if test.Kind() != celast.SelectKind || !test.AsSelect().IsTestOnly() {
		return false
	}
	if isListComprehension(args[2]) { // !has(l) ? [] : list is not has(l) ? …
		return false
	}
	r := list.AsComprehension().IterRange()
	if comp, _, ok := filterOf(r); ok {
		r = comp.IterRange()
	}
	if r.Kind() != celast.SelectKind || r.AsSelect().IsTestOnly() {
		return false
	}
	var a, b strings.Builder
	return writeExprKey(&a, test.AsSelect().Operand(), nil) && writeExprKey(&b, r.AsSelect().Operand(), nil) &&
		test.AsSelect().FieldName() == r.AsSelect().FieldName() && a.String() == b.String()
}
