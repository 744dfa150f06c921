package cel

import (
	"errors"
	"sync"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/interpreter"
	"k8s.io/klog/v2"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// Column is one CEL printer column as declared.
type Column struct {
	Name       string
	Type       string
	Expression string
}

// Columns evaluates the CEL columns of one kind with cel-go. The programs
// are compiled once per process, on first use; each evaluation runs with
// the cost limit.
type Columns struct {
	kind string
	// selfOf builds the CEL type of self, once, on first use (self).
	selfOf   func() *Type
	selfOnce sync.Once
	self     *Type
	limit    uint64
	cols     []Column
	vars     []Variable
	listVars []Variable

	once      sync.Once
	progs     []cel.Program
	varProgs  []cel.Program
	varIndex  map[string]int // by variables.<name>
	listProgs []cel.Program
	listIndex map[string]int // by variables.<name>
}

// NewColumns declares the columns of a kind; nothing is compiled yet.
func NewColumns(kind string, self *Type, limit uint64, cols ...Column) *Columns {
	return NewLazyColumns(kind, func() *Type { return self }, limit, cols...)
}

// NewLazyColumns declares the columns of a kind whose CEL type of self
// selfOf builds on first use: generated code declares its columns so, and
// builds no schema at package init for the kinds whose columns all compile
// to Go and never reach cel-go.
func NewLazyColumns(kind string, selfOf func() *Type, limit uint64, cols ...Column) *Columns {
	return &Columns{kind: kind, selfOf: selfOf, limit: limit, cols: cols}
}

// selfType is the CEL type of self, built on first use.
func (c *Columns) selfType() *Type {
	c.selfOnce.Do(func() { c.self = c.selfOf() })
	return c.self
}

func (c *Columns) compile() {
	c.progs = make([]cel.Program, len(c.cols))
	env, err := NewEnv(c.selfType())
	if err != nil {
		klog.Errorf("CEL columns of %s: environment: %v", c.kind, err)
		return
	}
	if len(c.listVars) > 0 {
		var ok bool
		if env, ok = c.compileListVariables(env); !ok {
			return
		}
	}
	if len(c.vars) > 0 {
		var asts []*cel.Ast
		env, asts, err = WithVariables(env, c.selfType(), c.vars, c.limit)
		var overCost *CostError
		if err != nil && !errors.As(err, &overCost) {
			klog.Errorf("CEL variables of %s: %v", c.kind, err)
			return
		}
		c.varProgs, c.varIndex = make([]cel.Program, len(c.vars)), map[string]int{}
		for i, ast := range asts {
			c.varIndex[VariablesPrefix+c.vars[i].Name] = i
			if c.varProgs[i], err = c.program(env, ast); err != nil {
				klog.Errorf("CEL variable %s of %s: %v", c.vars[i].Name, c.kind, err)
			}
		}
	}
	for i, col := range c.cols {
		// The generator has checked the expression; this cannot fail unless
		// the schema and the types have drifted apart.
		ast, err := Check(env, c.selfType(), col.Expression, col.Type, c.limit)
		var overCost *CostError
		if errors.As(err, &overCost) {
			// A column the generator compiled to Go: cel-go evaluates it
			// here only to compare, within the per-call limit.
			err = nil
		}
		if err == nil {
			c.progs[i], err = c.program(env, ast)
		}
		if err != nil {
			klog.Errorf("CEL column %q of %s: %v", col.Name, c.kind, err)
		}
	}
}

// program plans a checked expression with the per-call cost limit.
func (c *Columns) program(env *cel.Env, ast *cel.Ast) (cel.Program, error) {
	return env.Program(ast,
		cel.EvalOptions(cel.OptOptimize, cel.OptTrackCost),
		cel.CostLimit(c.limit),
		listCostTrackers(),
	)
}

// Clone returns the same columns, not compiled yet; benchmarks use it to
// measure the one-time compilation.
func (c *Columns) Clone() *Columns {
	return NewLazyColumns(c.kind, c.selfOf, c.limit, c.cols...).WithVariables(c.vars...).WithListVariables(c.listVars...)
}

// Self is the value of `self` for an object's unstructured content.
func (c *Columns) Self(content map[string]any) ref.Val {
	return Value(c.selfType(), content)
}

// activation binds `self` without allocating a map per evaluation.
type activation struct{ self ref.Val }

func (a activation) ResolveName(name string) (any, bool) {
	switch name {
	case "self":
		return a.self, true
	case "now":
		// Read when the expression reads it: the table's clock.
		return types.Timestamp{Time: selectableruntime.Now()}, true
	}
	return nil, false
}

func (a activation) Parent() interpreter.Activation { return nil }

// Cell evaluates column i on self. An evaluation error (a missing field,
// the cost limit) gives a nil cell and a log line at V(2), never a failed
// request.
func (c *Columns) Cell(i int, self ref.Val) any {
	c.once.Do(c.compile)
	prg := c.progs[i]
	if prg == nil || types.IsError(self) {
		return nil
	}
	return c.cell(i, prg, c.evalActivation(self))
}

// logf logs a problem with the declared columns, which the generator
// checked: the schema and the types have drifted apart.
func (c *Columns) logf(format string, args ...any) { klog.Errorf(format, args...) }

// cell evaluates program prg of column i in a.
func (c *Columns) cell(i int, prg cel.Program, a interpreter.Activation) any {
	out, _, err := prg.Eval(a)
	if err != nil {
		klog.V(2).Infof("CEL column %q of %s: %v", c.cols[i].Name, c.kind, err)
		return nil
	}
	return Cell(c.cols[i].Type, out)
}

// CellOf evaluates column i on self like Cell; tests use it to compare
// the columns compiled to Go with cel-go.
func (c *Columns) CellOf(i int, self ref.Val) any { return c.Cell(i, self) }

// Len is the number of columns.
func (c *Columns) Len() int { return len(c.cols) }

// Name is the name of column i.
func (c *Columns) Name(i int) string { return c.cols[i].Name }

// Eval evaluates column i and returns the raw result, for tests that
// compare compiled columns with cel-go.
func (c *Columns) Eval(i int, self ref.Val) (ref.Val, error) {
	c.once.Do(c.compile)
	if c.progs[i] == nil {
		return nil, errNotCompiled
	}
	out, _, err := c.progs[i].Eval(c.evalActivation(self))
	return out, err
}

var errNotCompiled = errors.New("column did not compile")
