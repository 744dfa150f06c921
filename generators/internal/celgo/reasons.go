package celgo

import (
	"maps"
	"slices"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// returnAnyOf writes c ? a : b, where c is a || whose leading operands
// read row variables and a is a literal, as a person lists the reasons
// to return a: one if per run of operands that read the same variables,
// each returning a, then the operands left (if any) as one if, then b.
// A variable such a run reads more than once is named before its if, as
// readsFirst names one the whole expression reads (Gardener's Seed
// Status: extensions := vars.extensions(), then if len(extensions) == 0
// || extensions[0].Status == "False" || …, not one 390-character
// condition calling vars.extensions() three times). A run is split off
// only where none of its operands can fail or needs a statement: then
// Go's || and the ifs one after another evaluate the same operands in
// the same order, and CEL's || has no error of theirs to forgive (an
// error of an operand left is the result's only where the runs before it
// are false, in both). It reports false, having written nothing, where
// no run split off names a variable.
func (cc *celCompiler) returnAnyOf(args []celast.Expr, ret func(cVal)) bool {
	cond, a, b := args[0], args[1], args[2]
	if a.Kind() != celast.LiteralKind || !isChain(cond) || cond.AsCall().FunctionName() != operators.LogicalOr {
		return false
	}
	ops := operandsOf(operators.LogicalOr, cond)
	t := cc.startTrial()
	var restores []func()
	defer func() { forget(restores) }()
	named := false
	for _, run := range cc.runsByVariables(ops) {
		temps, ok := cc.splitRun(run, a, ret)
		if !ok {
			break
		}
		named = named || len(temps) > 0
		ops = ops[len(run):]
		for _, op := range run { // the runs after it see its has() tests failed
			restores = append(restores, cc.assume(op, true))
		}
	}
	if !named {
		cc.undo(t)
		return false
	}
	if len(ops) > 0 {
		c := cc.withFacts(cc.cond(cc.chain(false, ops, "")))
		switch {
		case c.kind == condConst && c.value:
			cc.returnFrom(a, ret)
			return true
		case c.kind != condConst:
			cc.Line("if %s {", c)
			cc.Indent++
			cc.returnFrom(a, ret)
			cc.Indent--
			cc.Line("}")
		}
	}
	cc.returnFrom(b, ret)
	return true
}

// splitRun writes if run { return a } for a run of returnAnyOf, the
// variables the run reads twice named before it, and reports them; it
// reports false, having written nothing, where an operand of the run
// can fail or needs a statement, the facts decide the run, or they leave
// a named variable unread.
func (cc *celCompiler) splitRun(run []celast.Expr, a celast.Expr, ret func(cVal)) (temps []string, ok bool) {
	if len(cc.variablesRead(run[0])) == 0 {
		return nil, false
	}
	t := cc.startTrial()
	for _, name := range cc.readTwice(run) {
		v := cc.vars[name]
		if _, ok := cc.Recall(v.Call); ok {
			continue
		}
		temp := cc.NewVar(variableName(name))
		cc.Line("%s := %s", temp, v.Call)
		cc.Read(v.Call, temp)
		temps = append(temps, temp)
	}
	lines, fails := cc.Len(), cc.fails
	c := cc.withFacts(cc.cond(cc.chain(false, run, "")))
	if cc.Len() != lines || cc.fails != fails || c.kind == condConst || !c.readsAll(temps) {
		cc.undo(t)
		return nil, false
	}
	cc.Line("if %s {", c)
	cc.Indent++
	cc.returnFrom(a, ret)
	cc.Indent--
	cc.Line("}")
	cc.SettleFact(c.String(), c) // false from here on
	return temps, true
}

// runsByVariables splits the operands of a chain into runs of
// consecutive operands that read the same row variables (none, for some).
func (cc *celCompiler) runsByVariables(ops []celast.Expr) [][]celast.Expr {
	var runs [][]celast.Expr
	var last []string
	for i, op := range ops {
		read := cc.variablesRead(op)
		if i > 0 && slices.Equal(read, last) {
			runs[len(runs)-1] = append(runs[len(runs)-1], op)
			continue
		}
		runs, last = append(runs, []celast.Expr{op}), read
	}
	return runs
}

// variablesRead are the row variables e reads, by name, sorted.
func (cc *celCompiler) variablesRead(e celast.Expr) []string {
	var read []string
	for _, name := range slices.Sorted(maps.Keys(cc.vars)) {
		if n, _ := readSites(e, name, false); n > 0 {
			read = append(read, name)
		}
	}
	return read
}

// readTwice are the variables that cannot fail, that the first of ops
// always reads and that ops read more than once: those a person names
// before the if that tests them.
func (cc *celCompiler) readTwice(ops []celast.Expr) []string {
	var names []string
	for _, name := range cc.variablesRead(ops[0]) {
		v := cc.vars[name]
		if v.Call == "" || v.plain != nil || v.CanFail || !strictlyReads(ops[0], name, cc.nonEmpty) {
			continue
		}
		n := 0
		for _, op := range ops {
			m, _ := readSites(op, name, false)
			n += m
		}
		if n > 1 {
			names = append(names, name)
		}
	}
	return names
}
