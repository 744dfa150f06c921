package celgo

import (
	"maps"
	"slices"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// returnAnyOf writes c ? a : b, where c is a || and a a literal, as a
// person lists the reasons to return a: one if per run of operands,
// each returning a, then the operands left (if any) as one if, then b.
// A run is the operands that read the same row variables (or the
// longest start of them that needs no statement, or one operand that
// does); a variable a run reads more than once is named before its if,
// as readsFirst names one the whole expression reads. Gardener's Seed
// Status: extensions := vars.extensions(), then if len(extensions) == 0
// || extensions[0].Status == "False" || …, not one 390-character
// condition calling vars.extensions() three times; its ManagedSeed's
// Status: the loop of an exists, then if !found { return "Unknown" },
// not a result variable assigned in nested blocks. A run is split off
// only where none of its operands can fail: then Go's || and the ifs one
// after another evaluate the same operands in the same order, and CEL's
// || has no error of theirs to forgive (an error of an operand left is
// the result's only where the runs before it are false, in both). It
// reports false, having written nothing, where one if reads as well: no
// run split off names a variable or writes a statement, and either all
// of them are or none is.
func (cc *celCompiler) returnAnyOf(args []celast.Expr, ret func(cVal)) bool {
	cond, a, b := args[0], args[1], args[2]
	if a.Kind() != celast.LiteralKind || !isChain(cond) || cond.AsCall().FunctionName() != operators.LogicalOr {
		return false
	}
	ops := operandsOf(operators.LogicalOr, cond)
	t := cc.startTrial()
	var restores []func()
	defer func() { forget(restores) }()
	worth := false
	for len(ops) > 0 {
		run, named, wrote := cc.splitRun(ops, a, ret)
		if run == nil {
			break
		}
		worth = worth || named || wrote
		ops = ops[len(run):]
		for _, op := range run { // the runs after it see its has() tests failed
			restores = append(restores, cc.assume(op, true))
		}
	}
	if !worth && (len(ops) == 0 || len(ops) == len(operandsOf(operators.LogicalOr, cond))) {
		// One if reads as well: nothing named, nothing computed, and
		// no operand left that the runs would otherwise nest.
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

// splitRun writes if run { return a } for the first run of ops
// (returnAnyOf), the variables the run reads twice named before it, and
// reports the run, whether it named a variable and whether it wrote a
// statement; a nil run, having written nothing, where even its first
// operand can fail, or the facts decide it, or leave a named variable
// unread.
func (cc *celCompiler) splitRun(ops []celast.Expr, a celast.Expr, ret func(cVal)) (run []celast.Expr, named, wrote bool) {
	same := cc.variablesRead(ops[0])
	n := 1
	for n < len(ops) && slices.Equal(cc.variablesRead(ops[n]), same) {
		n++
	}
	var alone []gocode.Stmt // what ops[0] writes on its own
	if n > 1 {
		t := cc.startTrial()
		lines := cc.Len()
		cc.chain(false, ops[:1], "")
		alone = slices.Clone(cc.Stmts[lines:])
		cc.undo(t)
	}
	for ; n > 0; n-- {
		t := cc.startTrial()
		var temps []string
		for _, name := range cc.readTwice(ops[:n]) {
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
		c := cc.withFacts(cc.cond(cc.chain(false, ops[:n], "")))
		wrote = cc.Len() != lines
		// A run of several operands writes statements only where they
		// are its first operand's (the loop of an exists, the operands
		// after it reading what it found): they then run exactly when
		// the run is tested.
		firstOnly := slices.Equal(cc.Stmts[lines:], alone)
		if cc.fails != fails || wrote && n > 1 && !firstOnly || c.kind == condConst || !c.readsAll(temps) {
			cc.undo(t)
			continue
		}
		cc.Line("if %s {", c)
		cc.Indent++
		cc.returnFrom(a, ret)
		cc.Indent--
		cc.Line("}")
		cc.SettleFact(c.String(), c) // false from here on
		return ops[:n], len(temps) > 0, wrote
	}
	return nil, false, false
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
