package predicate

import (
	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/common/types"
)

// The compiler of the Go evaluator (eval.go): a checked expression to a
// tree, or nil when it uses what the tree does not evaluate.

// compiler builds a tree from a checked expression.
type compiler struct {
	checked *ast.AST
	labels  map[string]string
	multi   map[string]bool
	// scope is the comprehension variables in reach, innermost last.
	scope  []scoped
	locals int
}

type scoped struct {
	name string
	slot int
	accu bool
}

// compileTree compiles a checked predicate to a tree, or nil when it
// uses what the tree does not evaluate.
func compileTree(checked *ast.AST, labels map[string]string, multi map[string]bool) *tree {
	c := &compiler{checked: checked, labels: labels, multi: multi}
	root := c.compile(checked.Expr())
	if root == nil {
		return nil
	}
	return &tree{root: root, locals: c.locals}
}

// kindOf is the kind of a checked expression's type; false for a type the
// tree does not evaluate.
func (c *compiler) kindOf(e ast.Expr) (kind, bool) {
	t := c.checked.GetType(e.ID())
	if t.Kind() == types.ListKind && len(t.Parameters()) == 1 {
		if _, ok := scalarKind(t.Parameters()[0]); ok {
			return kindList, true
		}
		return 0, false
	}
	return scalarKind(t)
}

// scalarKind is the kind of a bool, int or string type.
func scalarKind(t *types.Type) (kind, bool) {
	switch {
	case t.IsExactType(types.BoolType):
		return kindBool, true
	case t.IsExactType(types.IntType):
		return kindInt, true
	case t.IsExactType(types.StringType):
		return kindString, true
	}
	return 0, false
}

func (c *compiler) compile(e ast.Expr) *node {
	k, ok := c.kindOf(e)
	if !ok {
		return nil
	}
	n := &node{kind: k}
	switch e.Kind() {
	case ast.LiteralKind:
		switch v := e.AsLiteral().(type) {
		case types.Bool:
			n.c = boolValue(bool(v))
		case types.Int:
			n.c = intValue(int64(v))
		case types.String:
			n.c = stringValue(string(v))
		default:
			return nil
		}
		n.op = opConst
		return n
	case ast.IdentKind:
		name := e.AsIdent()
		for i := len(c.scope) - 1; i >= 0; i-- {
			if c.scope[i].name == name {
				n.op, n.slot = opLocal, c.scope[i].slot
				return n
			}
		}
		label, ok := c.labels[name]
		if !ok {
			return nil
		}
		n.op, n.label, n.multi = opField, label, c.multi[name]
		return n
	case ast.ListKind:
		if len(e.AsList().OptionalIndices()) > 0 {
			return nil
		}
		n.op = opList
		constant := len(e.AsList().Elements()) > 0
		for _, el := range e.AsList().Elements() {
			a := c.compile(el)
			if a == nil {
				return nil
			}
			n.args = append(n.args, a)
			constant = constant && a.op == opConst
		}
		// A non-empty list of constants is built once (an empty one is a
		// macro's accumulator, which grows in place).
		if constant {
			items := make([]value, len(n.args))
			for i, a := range n.args {
				items[i] = a.c
			}
			n.c = listValue(items)
		}
		return n
	case ast.ComprehensionKind:
		return c.compileFold(e, n)
	case ast.CallKind:
		return c.compileCall(e, n)
	}
	return nil
}

func (c *compiler) compileCall(e ast.Expr, n *node) *node {
	call := e.AsCall()
	var operands []ast.Expr
	if call.IsMemberFunction() {
		operands = append(operands, call.Target())
	}
	operands = append(operands, call.Args()...)
	for _, o := range operands {
		a := c.compile(o)
		if a == nil {
			return nil
		}
		n.args = append(n.args, a)
	}
	switch call.FunctionName() {
	case operators.LogicalAnd:
		n.op = opAnd
		return n
	case operators.LogicalOr:
		n.op = opOr
		return n
	case operators.Conditional:
		n.op = opCond
		for _, branch := range n.args[1:] {
			if branch.op == opField || branch.op == opLocal {
				branch.free = true
			}
		}
		return n
	}
	ids := c.checked.GetOverloadIDs(e.ID())
	if len(ids) != 1 {
		return nil
	}
	n.op, n.overload, n.cost = opCall, ids[0], overloadCosts[ids[0]]
	if n.overload == overloads.NotStrictlyFalse {
		return n
	}
	fn, ok := functions[n.overload]
	if !ok {
		return nil
	}
	n.fn = fn
	if n.overload == overloads.IndexList {
		switch n.args[0].op {
		case opField, opLocal, opCond:
		default:
			n.relative = true
		}
	}
	if n.overload == overloads.AddList && n.args[0].op == opLocal {
		for _, s := range c.scope {
			if s.accu && s.slot == n.args[0].slot {
				n.appendToAccu = true
			}
		}
	}
	return n
}

func (c *compiler) compileFold(e ast.Expr, n *node) *node {
	comp := e.AsComprehension()
	if comp.HasIterVar2() {
		return nil
	}
	m, ok := macroOf(comp)
	if !ok {
		return nil
	}
	f := &fold{macro: m, iter: c.locals, accu: c.locals + 1}
	c.locals += 2
	if f.rng = c.compile(comp.IterRange()); f.rng == nil {
		return nil
	}
	// The accumulator's initial value is read outside the loop's scope.
	if f.init = c.compile(comp.AccuInit()); f.init == nil {
		return nil
	}
	c.scope = append(c.scope, scoped{name: comp.AccuVar(), slot: f.accu, accu: true})
	f.res = c.compile(comp.Result())
	c.scope = append(c.scope, scoped{name: comp.IterVar(), slot: f.iter})
	f.cond = c.compile(comp.LoopCondition())
	f.step = c.compile(comp.LoopStep())
	c.scope = c.scope[:len(c.scope)-2]
	if f.res == nil || f.cond == nil || f.step == nil {
		return nil
	}
	n.op, n.fold = opFold, f
	return n
}

// macroOf says which macro a comprehension is the expansion of; only
// macros write comprehensions in a predicate (cel-go's parser: exists
// starts from false, all from true, exists_one from 0, filter and map
// from an empty list, filter's step appending the element itself under a
// condition).
func macroOf(comp ast.ComprehensionExpr) (macro, bool) {
	init := comp.AccuInit()
	if init.Kind() == ast.LiteralKind {
		switch v := init.AsLiteral().(type) {
		case types.Bool:
			if v {
				return macroAll, true
			}
			return macroExists, true
		case types.Int:
			return macroExistsOne, true
		}
		return 0, false
	}
	if init.Kind() != ast.ListKind || len(init.AsList().Elements()) != 0 {
		return 0, false
	}
	step := comp.LoopStep()
	if step.Kind() != ast.CallKind || step.AsCall().FunctionName() != operators.Conditional {
		return macroMap, true
	}
	added := step.AsCall().Args()[1]
	if added.Kind() == ast.CallKind && len(added.AsCall().Args()) == 2 {
		if l := added.AsCall().Args()[1]; l.Kind() == ast.ListKind && len(l.AsList().Elements()) == 1 {
			if el := l.AsList().Elements()[0]; el.Kind() == ast.IdentKind && el.AsIdent() == comp.IterVar() {
				return macroFilter, true
			}
		}
	}
	return macroMap, true
}
