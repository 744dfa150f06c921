package cel

import (
	"errors"
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/interpreter"
)

// List variables (+k8s:printerColumnListVariable) are computed once per
// printed list, over `items`, the list's objects in order, and read by
// every row's columns as variables.<name>: a cell that depends on the
// other rows, as kube-apiserver marks the effective default StorageClass
// `name (default)` in a list. A single object's table (a get) is printed
// with no list: items is empty then, as kube-apiserver prints a single
// StorageClass without the mark.

// ItemsName is how a list variable names the printed list's objects.
const ItemsName = "items"

// WithListVariables checks each list variable in order, in env extended
// with `items` (a list of self) and the list variables before it, and
// returns env (the rows' environment) with every list variable declared
// (variables.<name>) and the checked expressions. A list variable does not
// read self (there is no row); errors and the cost limit are as for
// WithVariables.
func WithListVariables(env *cel.Env, self *Type, vars []Variable, limit uint64) (*cel.Env, []*cel.Ast, error) {
	listEnv, err := env.Extend(cel.Variable(ItemsName, cel.ListType(self.celType())))
	if err != nil {
		return nil, nil, &VariableError{Err: &CheckError{Msg: err.Error()}}
	}
	asts, err := checkInOrder(vars, self, limit, func() *cel.Env { return listEnv },
		func(ast *cel.Ast) error {
			if reads(ast, "self") {
				return &CheckError{Msg: "a list variable reads the list's objects as items, not self (it has no row)"}
			}
			return nil
		},
		func(decl cel.EnvOption) (err error) {
			if listEnv, err = listEnv.Extend(decl); err == nil {
				env, err = env.Extend(decl)
			}
			return err
		})
	if asts == nil {
		return nil, nil, err
	}
	return env, asts, err
}

// reads says whether a checked expression reads the variable name.
func reads(ast *cel.Ast, name string) bool {
	for _, ref := range ast.NativeRep().ReferenceMap() {
		if ref.Name == name && ref.Value == nil {
			return true
		}
	}
	return false
}

// WithListVariables declares the kind's list variables; nothing is
// compiled yet.
func (c *Columns) WithListVariables(vars ...Variable) *Columns {
	c.listVars = vars
	return c
}

// ListValues are the list variables of one printed list, each computed
// when a cell first reads it.
type ListValues struct {
	c      *Columns
	items  ref.Val
	values []ref.Val
}

// List returns the list variables of a list whose objects are items (the
// values of self of each row, in order); nil is a single object's table.
func (c *Columns) List(items []ref.Val) *ListValues {
	c.once.Do(c.compile)
	if items == nil {
		items = []ref.Val{}
	}
	return &ListValues{c: c, items: types.DefaultTypeAdapter.NativeToValue(items), values: make([]ref.Val, len(c.listVars))}
}

// value is list variable i, computed on first read.
func (l *ListValues) value(i int) ref.Val {
	if l.values[i] != nil {
		return l.values[i]
	}
	prg := l.c.listProgs[i]
	if prg == nil {
		l.values[i] = types.NewErr("list variable %s of %s did not compile", l.c.listVars[i].Name, l.c.kind)
		return l.values[i]
	}
	out, _, err := prg.Eval(listActivation{l})
	if err != nil {
		out = types.WrapErr(fmt.Errorf("variables.%s: %w", l.c.listVars[i].Name, err))
	}
	l.values[i] = out
	return out
}

// resolve is variables.<name> of a list variable.
func (l *ListValues) resolve(name string) (any, bool) {
	i, ok := l.c.listIndex[name]
	if !ok {
		return nil, false
	}
	return l.value(i), true
}

// listActivation binds items and the list variables a list variable reads.
type listActivation struct{ l *ListValues }

func (a listActivation) ResolveName(name string) (any, bool) {
	if name == ItemsName {
		return a.l.items, true
	}
	if v, ok := a.l.resolve(name); ok {
		return v, true
	}
	return activation{}.ResolveName(name) // now
}

func (a listActivation) Parent() interpreter.Activation { return nil }

// CellIn evaluates column i on self, a row of the list whose variables are
// list (Cell is CellIn with a single object's, empty, list).
func (c *Columns) CellIn(i int, self ref.Val, list *ListValues) any {
	c.once.Do(c.compile)
	prg := c.progs[i]
	if prg == nil || types.IsError(self) {
		return nil
	}
	return c.cell(i, prg, c.activationIn(self, list))
}

// EvalIn evaluates column i on self in list and returns the raw result,
// for tests that compare compiled columns with cel-go.
func (c *Columns) EvalIn(i int, self ref.Val, list *ListValues) (ref.Val, error) {
	c.once.Do(c.compile)
	if c.progs[i] == nil {
		return nil, errNotCompiled
	}
	out, _, err := c.progs[i].Eval(c.activationIn(self, list))
	return out, err
}

// compileListVariables checks and plans the list variables; it returns
// the rows' environment with them declared.
func (c *Columns) compileListVariables(env *cel.Env) (*cel.Env, bool) {
	env, asts, err := WithListVariables(env, c.selfType(), c.listVars, c.limit)
	var overCost *CostError
	if err != nil && !errors.As(err, &overCost) {
		c.logf("CEL list variables of %s: %v", c.kind, err)
		return nil, false
	}
	c.listProgs, c.listIndex = make([]cel.Program, len(c.listVars)), map[string]int{}
	for i, ast := range asts {
		c.listIndex[VariablesPrefix+c.listVars[i].Name] = i
		if c.listProgs[i], err = c.program(env, ast); err != nil {
			c.logf("CEL list variable %s of %s: %v", c.listVars[i].Name, c.kind, err)
		}
	}
	return env, true
}
