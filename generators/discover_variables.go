package generators

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The CEL variables of a kind's columns (+k8s:printerColumnVariable):
// read and checked in order, then compiled to methods of a row's
// variables.

// celIdentifier is what a variable's name must be: a CEL identifier.
var celIdentifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// celReserved are CEL's reserved words, which no identifier may be.
var celReserved = map[string]bool{
	"true": true, "false": true, "null": true, "in": true, "as": true, "break": true, "const": true, "continue": true,
	"else": true, "for": true, "function": true, "if": true, "import": true, "let": true, "loop": true,
	"package": true, "namespace": true, "return": true, "var": true, "void": true, "while": true,
}

// resolveVariables reads the kind's +k8s:printerColumnListVariable and
// +k8s:printerColumnVariable markers, checks their names and, in order
// (the list variables first), their expressions, and declares them in the
// kind's CEL environment. It says false when one is wrong: the columns
// that may read it are not checked then (their errors would only repeat
// it).
func (d *discovery) resolveVariables(k *Kind, tm []*markers.Marker) bool {
	lms, ms := find(tm, markers.NamePrinterListVar), find(tm, markers.NamePrinterColumnVar)
	if len(ms) == 0 && len(lms) == 0 {
		return true
	}
	seen := map[string]*ColumnVariable{}
	var ok bool
	if k.ListVariables, ok = d.declareVariables(k, lms, seen); !ok {
		return false
	}
	if k.Variables, ok = d.declareVariables(k, ms, seen); !ok {
		return false
	}
	env, msg := d.celEnv(k)
	if msg != "" {
		m := append(lms, ms...)[0]
		d.errs.Addf(m.Pos, "%s on %s: %s", m.Name(), k.Name, msg)
		return false
	}
	if len(lms) > 0 {
		env, asts, err := selectablecel.WithListVariables(env, k.cel.self, celVariables(k.ListVariables), d.args.CELCostLimit)
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) {
			// items has no size bound: a list variable must compile to Go
			// (checkListVariableReaders), which has no cost limit.
			err = nil
		}
		if !d.checkedVariables(k, lms, k.ListVariables, asts, err) {
			return false
		}
		k.celEnv = env
	}
	env, asts, err := selectablecel.WithVariables(k.celEnv, k.cel.self, celVariables(k.Variables), d.args.CELCostLimit)
	if !d.checkedVariables(k, ms, k.Variables, asts, err) {
		return false
	}
	k.celEnv = env
	return true
}

// declareVariables reads the variables of markers ms and checks their
// names, unique among all the kind's variables (seen).
func (d *discovery) declareVariables(k *Kind, ms []*markers.Marker, seen map[string]*ColumnVariable) ([]*ColumnVariable, bool) {
	var out []*ColumnVariable
	ok := true
	for _, m := range ms {
		v := &ColumnVariable{Name: m.String(markers.ArgName), Expression: m.String(markers.ArgExpression), Pos: m.Pos}
		where := fmt.Sprintf("%s %q on %s", m.Name(), v.Name, k.Name)
		pos := m.Pos
		if a, found := m.Arg(markers.ArgName); found {
			pos = a.Pos
		}
		switch {
		case !celIdentifier.MatchString(v.Name) || celReserved[v.Name]:
			d.errs.Addf(pos, "%s: the name is not a CEL identifier; a variable is read as variables.<name>, so name it with "+
				"letters, digits and _, not first a digit, and not a CEL reserved word", where)
			ok = false
			continue
		case seen[v.Name] != nil:
			d.errs.Addf(pos, "%s: a variable of this name is declared already (line %d); give each variable of a kind its own name",
				where, seen[v.Name].Pos.Line)
			ok = false
			continue
		}
		seen[v.Name] = v
		out = append(out, v)
	}
	return out, ok
}

// celVariables are the runtime's declarations of variables vs.
func celVariables(vs []*ColumnVariable) []selectablecel.Variable {
	out := make([]selectablecel.Variable, len(vs))
	for i, v := range vs {
		out[i] = selectablecel.Variable{Name: v.Name, Expression: v.Expression}
	}
	return out
}

// checkedVariables records the checked expressions of variables vs
// (markers ms), or reports err. A variable over cel-go's cost limit is
// fine when compiled code computes it.
func (d *discovery) checkedVariables(k *Kind, ms []*markers.Marker, vs []*ColumnVariable, asts []*cel.Ast, err error) bool {
	var verr *selectablecel.VariableError
	if errors.As(err, &verr) {
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) {
			for i, ast := range asts {
				vs[i].celAST = ast
			}
			// Whether the error stands is decided while the variables
			// after this one are unchecked yet: a scratch compilation, in
			// imports of its own (the kind's is made once they all are).
			plans, _ := compileVariables(k, gocode.NewImports(k.Package))
			if plan := planOf(plans, vs[verr.Index]); plan != nil && plan.body != nil {
				err = nil
			} else if plan != nil {
				err = fmt.Errorf("%w (the limit applies because the variable runs on cel-go: %s; a variable compiled to Go has none)",
					err, plan.reason)
			}
		}
	}
	if err != nil {
		v, m := vs[0], ms[0]
		if verr != nil {
			v, m = vs[verr.Index], ms[verr.Index]
		}
		pos := m.Pos
		if a, found := m.Arg(markers.ArgExpression); found {
			pos = a.Pos
		}
		msg := celMessage(err.Error())
		sep := ": "
		if strings.HasPrefix(msg, "at ") {
			sep = " "
		}
		d.errs.Addf(pos, "%s %q on %s: expression%s%s", m.Name(), v.Name, k.Name, sep, msg)
		k.Variables, k.ListVariables = nil, nil
		return false
	}
	for i, ast := range asts {
		vs[i].celAST = ast
	}
	return true
}

// planOf is the plan of variable v.
func planOf(plans []*variablePlan, v *ColumnVariable) *variablePlan {
	for _, p := range plans {
		if p.v == v {
			return p
		}
	}
	return nil
}

// checkListVariableReaders: a list variable, and every row variable and
// column that reads one (directly or through a row variable), must
// compile to Go: generated code hands a list only to compiled code, and a
// cell cel-go computes sees a single object's empty list.
func (d *discovery) checkListVariableReaders(k *Kind) {
	if len(k.ListVariables) == 0 {
		return
	}
	plans, _ := k.compiledVariables()
	onList := map[string]bool{}
	readsList := func(ast *cel.Ast) []string {
		var names []string
		for name := range variablesRead(ast) {
			if onList[name] {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		return names
	}
	for _, p := range plans {
		what := fmt.Sprintf("+%s %q on %s", markers.NamePrinterColumnVar, p.v.Name, k.Name)
		if p.list {
			what = fmt.Sprintf("+%s %q on %s", markers.NamePrinterListVar, p.v.Name, k.Name)
		} else if read := readsList(p.v.celAST); len(read) == 0 {
			continue
		} else {
			what += " reads " + listReads(read) + ", so it"
		}
		onList[p.v.Name] = true
		if p.body == nil {
			d.errs.Addf(p.v.Pos, "%s must compile to Go (generated code gives a list only to compiled code), but runs on cel-go: %s", what, p.reason)
		}
	}
	for _, c := range k.Columns {
		read := readsList(c.celAST)
		if len(read) == 0 {
			continue
		}
		if r := k.compiledColumn(c); r.body == nil {
			d.errs.Addf(c.Pos, "+%s %q on %s reads %s, so it must compile to Go (generated code gives a list only to compiled code), but runs on cel-go: %s",
				markers.NamePrinterColumn, c.Name, k.Name, listReads(read), r.reason)
		}
	}
}

// listReads names the variables computed from the list that an expression
// reads.
func listReads(names []string) string {
	for i, n := range names {
		names[i] = selectablecel.VariablesPrefix + n
	}
	return strings.Join(names, ", ") + ", computed from the list"
}
