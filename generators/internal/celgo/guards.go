package celgo

import (
	"slices"
	"strings"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// Error exits: the guards a compilation writes (if cond { fail }), the
// scope each belongs to, and trials, which take back what was written
// since a point, guards and all.

// A guard is an error exit: if cond { fail }. check: it tests a check
// flag (checkFlag), which no other guard shares.
type guard struct {
	cond          *condition
	scope, indent int
	check         bool
}

// checkFlag is the name of the ok of a (value, ok) read that only the
// guard right after it reads: every such flag of a body is ok, as a person
// reuses one (restarts, ok := vars.restarts() … finished, ok :=
// vars.finished()). Declared ok is never another temporary's name. Its
// value is the last read's, so its guard (failUnlessOK) settles no fact
// and is shared by no other operand: no condition on ok outlives the
// guard right after its read. The value beside it is always a new
// temporary, so := declares ok or assigns it.
const checkFlag = "ok"

// failUnlessOK writes the error exit of the check flag read just before.
func (cc *celCompiler) failUnlessOK() { cc.writeGuard(not(goBool(checkFlag)), true) }

// failIfCond writes the error exit for condition c: what the block knows
// simplifies it (withFacts: a term a guard before settled, or the branch
// assumed, is false), and once written it is a fact the conditions after
// it use. Right after a guard with the same exit, it joins that guard's
// if (a bounds check that both operands of an && make is written once,
// before them).
func (cc *celCompiler) failIfCond(c *condition) { cc.writeGuard(c, false) }

// writeGuard is failIfCond, or, for check, failUnlessOK.
func (cc *celCompiler) writeGuard(c *condition, check bool) {
	switch known := cc.withFacts(c); {
	case check:
	case known.kind == condConst && !known.value:
		return // it cannot hold here
	case known.kind != condConst:
		c = known
	}
	cond := c.String()
	cc.fails++
	if g := &cc.lastGuard; g.follows(cc) {
		// Right after a guard with the same exit: one if, conditions
		// joined with ||, as a person writes consecutive checks.
		g.conds = append(g.conds, cond)
		g.ifStmt().Text = "if " + strings.Join(g.conds, " || ") + " {"
		cc.Stmts[g.start] = *g.ifStmt()
	} else {
		start := cc.Len()
		cc.Line("if %s {", cond)
		cc.Nested(1, "%s", cc.fail)
		cc.Line("}")
		cc.lastGuard = guardBlock{start: start, conds: []string{cond}, scope: cc.scope, stmts: slices.Clone(cc.Stmts[start:])}
	}
	if !check {
		cc.SettleFact(cond, c)
	}
	cc.guards = append(cc.guards, guard{cond: c, scope: cc.scope, indent: cc.Indent, check: check})
}

// A guardBlock is the last guard failIf wrote: its first statement's
// index, its conditions, its scope and its three statements as written.
type guardBlock struct {
	start int
	conds []string
	scope int
	stmts []gocode.Stmt
}

// ifStmt is the guard's if statement.
func (g *guardBlock) ifStmt() *gocode.Stmt { return &g.stmts[0] }

// follows says whether a guard written now would come right after g, in
// its block and scope, with its exit: g is the last three statements, as
// they were written (not moved into or out of a block since, nor undone).
func (g *guardBlock) follows(cc *celCompiler) bool {
	if g.conds == nil || g.scope != cc.scope || g.start+len(g.stmts) != cc.Len() ||
		g.stmts[1] != (gocode.Stmt{Depth: cc.Indent + 1, Text: cc.fail}) {
		return false
	}
	return slices.Equal(cc.Stmts[g.start:], g.stmts)
}

// failScope makes fail the error exit of a new scope, for the statements
// written until the returned function restores the one before.
func (cc *celCompiler) failScope(fail string) (restore func()) {
	savedFail, savedScope := cc.fail, cc.scope
	cc.scopes++
	cc.fail, cc.scope = fail, cc.scopes
	return func() { cc.fail, cc.scope = savedFail, savedScope }
}

// trial is a point of compilation to return to: what a trial wrote is
// forgotten, so it can be written again another way.
type trial struct {
	mark          gocode.Mark
	guards, fails int
	// lastGuard as it was: a guard the trial wrote may have joined it,
	// rewriting its if statement, which lies before the mark: guardIf is
	// that statement's index (-1: none), guardIfStmt the statement as it
	// was.
	lastGuard   guardBlock
	guardIf     int
	guardIfStmt gocode.Stmt
}

func (cc *celCompiler) startTrial() trial {
	g := cc.lastGuard
	g.conds, g.stmts = slices.Clone(g.conds), slices.Clone(g.stmts)
	t := trial{mark: cc.Mark(), guards: len(cc.guards), fails: cc.fails, lastGuard: g, guardIf: -1}
	if g.conds != nil && g.start < cc.Len() {
		t.guardIf, t.guardIfStmt = g.start, cc.Stmts[g.start]
	}
	return t
}

func (cc *celCompiler) undo(t trial) {
	cc.Reset(t.mark)
	cc.guards, cc.fails, cc.lastGuard = cc.guards[:t.guards], t.fails, t.lastGuard
	if t.guardIf >= 0 && t.guardIf < cc.Len() {
		// A guard of the trial may have joined the last one before it,
		// even where later guards of the trial followed: its if
		// statement says its own conditions alone again.
		cc.Stmts[t.guardIf] = t.guardIfStmt
	}
}
