package celgo

import (
	"strconv"

	celast "github.com/google/cel-go/common/ast"
)

// flatten compiles list.flatten(): one level.
func (cc *celCompiler) flatten(l cVal) cVal {
	if l.t.kind != kList || l.t.elem.kind != kList || l.raw {
		cc.unsupported("flatten of %v", l.t.kind)
	}
	out := cc.NewVar("flat")
	cc.Line("var %s %s", out, cc.goTypeName(l.t.elem))
	e := cc.NewVar("e")
	cc.Line("for _, %s := range %s {", e, l.operand())
	cc.Nested(1, "%s = append(%s, %s...)", out, out, e)
	cc.Line("}")
	return cVal{text: out, t: l.t.elem}
}

// compileSize compiles size() of a string (code points), a list or a map;
// size(list.filter(...)) counts without making the list.
func compileSize(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if comp, pred, ok := filterOf(args[0]); ok {
		return cc.countFiltered(comp, pred)
	}
	v := cc.expr(args[0])
	if v.single != nil { // the match a search returns: one element
		return cVal{text: "1", constant: "1", t: &cType{kind: kInt}}
	}
	switch v.t.kind {
	case kString:
		count := cc.pkg("unicode/utf8") + "RuneCountInString(" + v.operand() + ")"
		return cVal{text: "int64(" + count + ")", t: &cType{kind: kInt}, goVal: count, goBasic: "int", bits: lengthBits}
	case kList, kMap:
		// A list held as a pointer (firstPtr) is only compared with 0
		// (firstReads), which compare writes as a nil test.
		return cVal{text: "int64(len(" + v.operand() + "))", t: &cType{kind: kInt}, lenOf: v.operand(), lenOfPtr: v.firstPtr, within: v.within, goVal: "len(" + v.operand() + ")", goBasic: "int", bits: lengthBitsOf(v.t)}
	}
	cc.unsupported("size of %v", v.t.kind)
	return cVal{}
}

// compileFlatten compiles list.flatten(); l.map(x, f).flatten() is one
// loop (flatMap).
func compileFlatten(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if comp, pred, transform, ok := mapOf(args[0]); ok {
		t := cc.startTrial()
		if v, ok := cc.flatMap(comp, pred, transform); ok {
			return v
		}
		cc.undo(t)
	}
	return cc.flatten(cc.expr(args[0]))
}

// flatMap compiles l.map(x, f).flatten(), f a list, as a person writes
// it: one loop appending each f's elements, not a list of lists and a
// second loop over it. ok is false where f is a list of named elements
// (raw), whose elements need converting one by one (flatten's way).
func (cc *celCompiler) flatMap(comp celast.ComprehensionExpr, pred, transform celast.Expr) (_ cVal, ok bool) {
	rt := cc.fromCELType(cc.ast.GetType(transform.ID()))
	if rt.kind != kList {
		return cVal{}, false
	}
	acc, indent := cc.takeAppend(cc.goTypeName(rt)), cc.Indent // the conditional's result (nil), a flat list
	out, into := acc.name, acc.name != ""
	if !into {
		out = cc.namedVar(cc.takeResultName(), "flat")
	}
	list, _, decl, done := cc.declaredLoop(comp, func() {
		if !into {
			cc.Line("var %s %s", out, cc.goTypeName(rt))
		}
	})
	if !into {
		cc.notePlainLoop(out, decl, list, emptyList)
	}
	if pred != nil {
		cc.skipUnless(cc.cond(cc.expr(pred)))
	}
	if !cc.appendTo(out, rt, transform) { // a literal, a map or a conditional appends to out itself
		cc.Indent = indent // in the loop: the caller undoes what was written
		return cVal{}, false
	}
	done()
	return cVal{text: out, t: rt, made: !into}, true
}

// compileSortOrDistinct compiles the lists extension's sort() and
// distinct() of strings and ints (doubles, whose NaN does not sort, stay
// on cel-go).
func compileSortOrDistinct(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	fn := e.AsCall().FunctionName()
	l := cc.expr(args[0])
	if l.t.kind != kList || (l.t.elem.kind != kString && l.t.elem.kind != kInt) {
		cc.unsupported("%s of a list that is not of strings or ints", fn)
	}
	if l.keysOf != nil && !l.raw || l.sortedKeys {
		return l // a map's keys, or a filter of them: sorted and distinct already
	}
	l = cc.value(l)
	helper := map[string]string{"sort": "Sorted", "distinct": "Distinct"}[fn]
	return cVal{text: cc.rt(helper) + "(" + l.standalone() + ")", t: l.t}
}

// compileSlice compiles the lists extension's slice(start, end): an error
// unless 0 <= start <= end <= size.
func compileSlice(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	l, from, to := cc.expr(args[0]), cc.expr(args[1]), cc.expr(args[2])
	if l.t.kind != kList || from.t.kind != kInt || to.t.kind != kInt {
		cc.unsupported("slice of %v", l.t.kind)
	}
	l = cc.value(l)
	if a, aok := intConstant(from.constant); aok && a >= 0 {
		if b, bok := intConstant(to.constant); bok && a <= b {
			// Constant bounds in order: only the end can be beyond the
			// list, when it is shorter than b (a fact may answer that).
			cc.failIfCond(lengthIs(l.operand(), "<", b))
			lo := ""
			if a > 0 {
				lo = strconv.FormatInt(a, 10)
			}
			return cVal{text: l.operand() + "[" + lo + ":" + strconv.FormatInt(b, 10) + "]", t: l.t}
		}
	}
	a, b := cc.NewVar("from"), cc.NewVar("to")
	cc.Line("%s, %s := %s, %s", a, b, from.standalone(), to.standalone())
	cc.failIfCond(or(intIs(a, "<", "0"), intIs(a, ">", b), intIs(b, ">", "int64(len("+l.operand()+"))")))
	return cVal{text: l.operand() + "[" + a + ":" + b + "]", t: l.t}
}

// compileSum compiles sum() of a list of ints: 0 for none, an error on
// overflow; the sum of a map (l.map(x, f).sum()) adds as it maps, without
// the list.
func compileSum(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	if comp, pred, transform, ok := mapOf(args[0]); ok {
		return cc.sumMapped(comp, pred, transform)
	}
	l := cc.expr(args[0])
	if l.t.kind != kList || l.t.elem.kind != kInt {
		cc.unsupported("sum of a list that is not of ints")
	}
	l = cc.value(l)
	return cVal{text: cc.checked(cc.rt("SumInt64") + "(" + l.standalone() + ")"), t: l.t.elem}
}

// compileExtreme compiles max() and min() of a list of ints, strings or
// timestamps: an error for an empty list.
func compileExtreme(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal {
	fn := e.AsCall().FunctionName()
	l := cc.expr(args[0])
	if l.t.kind != kList || (l.t.elem.kind != kInt && l.t.elem.kind != kString && l.t.elem.kind != kTime) {
		cc.unsupported("%s of a list that is not of ints, strings or timestamps", fn)
	}
	l = cc.value(l)
	if empty := cc.withFacts(lengthIs(l.operand(), "==", 0)); empty.kind == condConst && !empty.value {
		// Known not empty (size(l) > 0 ? … l.max() …): Go's own, which
		// cannot fail there, as the helpers compute it.
		x := cc.pkg("slices") + map[string]string{"max": "Max", "min": "Min"}[fn] + "(" + l.standalone() + ")"
		if l.t.elem.kind == kTime {
			x = cc.pkg("slices") + map[string]string{"max": "MaxFunc", "min": "MinFunc"}[fn] + "(" + l.standalone() + ", " + cc.pkg("time") + "Time.Compare)"
		}
		return cVal{text: x, t: l.t.elem}
	}
	helper, name := map[string]string{"max": "MaxOf", "min": "MinOf"}[fn], "val"
	if l.t.elem.kind == kTime {
		helper = map[string]string{"max": "LatestOf", "min": "EarliestOf"}[fn]
		name = map[string]string{"max": "latest", "min": "earliest"}[fn]
	}
	return cVal{text: cc.checkedAs(cc.rt(helper)+"("+l.standalone()+")", name), t: l.t.elem}
}

// compileListsRange compiles the lists extension's lists.range(n):
// [0, ..., n-1], an error for n < 0 or beyond cel-go's ten million
// elements.
func compileListsRange(cc *celCompiler, _ celast.Expr, args []celast.Expr) cVal {
	n := cc.expr(args[0])
	if n.t.kind != kInt {
		cc.unsupported("function lists.range")
	}
	return cVal{text: cc.checked(cc.rt("ListRange") + "(" + n.standalone() + ")"), t: &cType{kind: kList, elem: &cType{kind: kInt}}}
}

// sumMapped compiles l.map(x, [pred,] f).sum(): the same additions, in
// the same order, as the sum of the mapped list (an error on the first
// that overflows), and the same errors of pred and f.
func (cc *celCompiler) sumMapped(comp celast.ComprehensionExpr, pred, transform celast.Expr) cVal {
	sum, declare := cc.intFromZero("sum")
	_, _, _, done := cc.declaredLoop(comp, declare) // after the range's checks
	if pred != nil {
		cc.skipUnless(cc.cond(cc.expr(pred)))
	}
	v := cc.value(cc.expr(transform))
	if v.t.kind != kInt {
		cc.unsupported("sum of a list that is not of ints")
	}
	cc.Line("%s = %s", sum, cc.checked(cc.rt("AddInt64")+"("+sum+", "+v.operand()+")"))
	done()
	return cVal{text: sum, t: &cType{kind: kInt}}
}
