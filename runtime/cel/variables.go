package cel

import (
	"errors"
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/interpreter"
)

// Variable is a named CEL value that a kind's columns share
// (+k8s:printerColumnVariable), read as variables.<Name> as
// ValidatingAdmissionPolicy's spec.variables are: type-checked in
// declaration order (a variable may read the ones before it) and computed
// at most once per row, when a column first reads it.
type Variable struct {
	Name       string
	Expression string
}

// VariablesPrefix is how an expression names a variable: variables.<name>.
const VariablesPrefix = "variables."

// VariableError is a problem with variable Index: its expression does not
// check (Err is a *CheckError or *CostError).
type VariableError struct {
	Index int
	Err   error
}

func (e *VariableError) Error() string { return e.Err.Error() }
func (e *VariableError) Unwrap() error { return e.Err }

// WithVariables checks each variable in order, in env extended with the
// ones before it, its cost against limit, and returns env with every
// variable declared (variables.<name>, of its expression's type) and the
// checked expressions. A variable whose cost alone is over the limit comes
// back too, with a *VariableError wrapping a *CostError: a compiled column
// may still read it.
func WithVariables(env *cel.Env, self *Type, vars []Variable, limit uint64) (*cel.Env, []*cel.Ast, error) {
	asts, err := checkInOrder(vars, self, limit, func() *cel.Env { return env }, nil,
		func(decl cel.EnvOption) (err error) {
			env, err = env.Extend(decl)
			return err
		})
	if asts == nil {
		return nil, nil, err
	}
	return env, asts, err
}

// checkInOrder checks each variable in order in the environment env
// returns then, against accept (when set), and declares it with declare.
// It returns the checked expressions and the first variable over the cost
// limit (a *VariableError wrapping a *CostError), or nil expressions and
// the *VariableError of the first variable that does not check.
func checkInOrder(vars []Variable, self *Type, limit uint64, env func() *cel.Env, accept func(*cel.Ast) error,
	declare func(cel.EnvOption) error) ([]*cel.Ast, error) {
	asts := make([]*cel.Ast, len(vars))
	var overCost error
	for i, v := range vars {
		ast, err := Check(env(), self, v.Expression, "any", limit)
		var cost *CostError
		switch {
		case errors.As(err, &cost):
			if overCost == nil {
				overCost = &VariableError{Index: i, Err: err}
			}
		case err != nil:
			return nil, &VariableError{Index: i, Err: err}
		}
		if accept != nil {
			if err := accept(ast); err != nil {
				return nil, &VariableError{Index: i, Err: err}
			}
		}
		asts[i] = ast
		if err := declare(cel.Variable(VariablesPrefix+v.Name, ast.OutputType())); err != nil {
			return nil, &VariableError{Index: i, Err: &CheckError{Msg: err.Error()}}
		}
	}
	return asts, overCost
}

// WithVariables declares the kind's variables, which its columns read;
// nothing is compiled yet.
func (c *Columns) WithVariables(vars ...Variable) *Columns {
	c.vars = vars
	return c
}

// rowActivation binds self and the variables of one evaluation: each
// variable is evaluated when first read, then remembered (cel-go reads
// names lazily, so an unread variable that would fail is no error).
type rowActivation struct {
	activation
	c      *Columns
	values []ref.Val
	// list has the list variables of the row's list.
	list *ListValues
}

func (a *rowActivation) ResolveName(name string) (any, bool) {
	i, ok := a.c.varIndex[name]
	if !ok {
		if a.list != nil {
			if v, ok := a.list.resolve(name); ok {
				return v, true
			}
		}
		return a.activation.ResolveName(name)
	}
	if a.values[i] == nil {
		a.values[i] = a.evalVariable(i)
	}
	return a.values[i], true
}

func (a *rowActivation) Parent() interpreter.Activation { return nil }

// evalVariable computes variable i: its value, or the error a column that
// reads it gets.
func (a *rowActivation) evalVariable(i int) ref.Val {
	prg := a.c.varProgs[i]
	if prg == nil {
		return types.NewErr("variable %s of %s did not compile", a.c.vars[i].Name, a.c.kind)
	}
	out, _, err := prg.Eval(a)
	if err != nil {
		return types.WrapErr(fmt.Errorf("variables.%s: %w", a.c.vars[i].Name, err))
	}
	return out
}

// evalActivation is what column programs evaluate in: the plain
// activation, or one that computes the variables when the kind has any.
func (c *Columns) evalActivation(self ref.Val) interpreter.Activation {
	if len(c.listVars) > 0 {
		return c.activationIn(self, c.List(nil))
	}
	if len(c.vars) == 0 {
		return activation{self: self}
	}
	return &rowActivation{activation: activation{self: self}, c: c, values: make([]ref.Val, len(c.vars))}
}

// activationIn is evalActivation for a row of a list with list variables.
func (c *Columns) activationIn(self ref.Val, list *ListValues) interpreter.Activation {
	return &rowActivation{activation: activation{self: self}, c: c, values: make([]ref.Val, len(c.vars)), list: list}
}
