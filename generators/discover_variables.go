package generators

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"
	celast "github.com/google/cel-go/common/ast"

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
// kind's CEL environment. It says false when one is wrong: the
// expressions that read a variable are not checked then (their errors
// would only repeat it), and the kind has no variables.
func (d *discovery) resolveVariables(k *Kind, tm []*markers.Marker) bool {
	lms, ms := find(tm, markers.NamePrinterListVar), find(tm, markers.NamePrinterColumnVar)
	if len(ms) == 0 && len(lms) == 0 {
		return true
	}
	seen := map[string]*ColumnVariable{}
	lvs, listNamed := d.declareVariables(k, lms, seen)
	vs, named := d.declareVariables(k, ms, seen)
	env, msg := d.celEnv(k)
	if msg != "" {
		m := append(lms, ms...)[0]
		d.errs.Addf(m.Pos, "%s on %s: %s", m.Name(), k.Name, msg)
		return false
	}
	if !listNamed || !named {
		// Each expression that reads no variable is checked all the same.
		d.checkUnreadVariables(k, env, lms, lvs, 0, true)
		d.checkUnreadVariables(k, env, ms, vs, 0, false)
		return false
	}
	k.ListVariables, k.Variables = lvs, vs
	if len(lms) > 0 {
		listEnv, asts, err := selectablecel.WithListVariables(env, k.cel.self, celVariables(k.ListVariables), d.args.CELCostLimit)
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) {
			// items has no size bound: a list variable must compile to Go
			// (checkListVariableReaders), which has no cost limit.
			err = nil
		}
		if failed := d.checkedVariables(k, lms, k.ListVariables, asts, err); failed >= 0 {
			d.checkUnreadVariables(k, env, lms, lvs, failed+1, true)
			d.checkUnreadVariables(k, env, ms, vs, 0, false)
			k.ListVariables, k.Variables = nil, nil
			return false
		}
		k.celEnv = listEnv
	}
	rowEnv, asts, err := selectablecel.WithVariables(k.celEnv, k.cel.self, celVariables(k.Variables), d.args.CELCostLimit)
	if failed := d.checkedVariables(k, ms, k.Variables, asts, err); failed >= 0 {
		d.checkUnreadVariables(k, env, ms, vs, failed+1, false)
		k.ListVariables, k.Variables = nil, nil
		k.celEnv = env
		return false
	}
	k.celEnv = rowEnv
	return true
}

// checkUnreadVariables checks, one by one in env (the kind's environment
// without variables), the expressions of variables vs[from:] (markers
// ms[from:]; list variables if list) that read no variable, after one
// was wrong: so every error of a run is reported together, and none that
// only repeats another's. The cost limit is left to the run after the
// errors are fixed: whether it applies depends on the variables compiled.
func (d *discovery) checkUnreadVariables(k *Kind, env *cel.Env, ms []*markers.Marker, vs []*ColumnVariable, from int, list bool) {
	for i := from; i < len(vs); i++ {
		if _, written := ms[i].Arg(markers.ArgExpression); !written || readsVariables(env, vs[i].Expression) {
			continue // a missing expression is the marker's error
		}
		one := celVariables(vs[i : i+1])
		var err error
		if list {
			_, _, err = selectablecel.WithListVariables(env, k.cel.self, one, d.args.CELCostLimit)
		} else {
			_, _, err = selectablecel.WithVariables(env, k.cel.self, one, d.args.CELCostLimit)
		}
		var overCost *selectablecel.CostError
		if err != nil && !errors.As(err, &overCost) {
			d.variableError(k, ms[i], vs[i], err)
		}
	}
}

// readsWrongVariables says whether expression expr reads a variable of k
// while one of k's variables is wrong: then it is not checked.
func (d *discovery) readsWrongVariables(k *Kind, expr string) bool {
	if !k.variablesWrong {
		return false
	}
	env, msg := d.celEnv(k)
	return msg == "" && readsVariables(env, expr)
}

// readsVariables says whether expression expr reads a variable
// (variables.<name>): it is parsed, not checked, so that a variable that
// is wrong does not stand in the way. An expression that does not parse
// reads none: its check reports the syntax error.
func readsVariables(env *cel.Env, expr string) bool {
	parsed, iss := env.Parse(expr)
	if iss.Err() != nil {
		return false
	}
	root := strings.TrimSuffix(selectablecel.VariablesPrefix, ".")
	found := false
	celast.PostOrderVisit(parsed.NativeRep().Expr(), celast.NewExprVisitor(func(e celast.Expr) {
		found = found || e.Kind() == celast.IdentKind && e.AsIdent() == root
	}))
	return found
}

// declareVariables reads the variables of markers ms, one each, and
// checks their names, unique among all the kind's variables (seen).
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
		out = append(out, v)
		switch {
		case !celIdentifier.MatchString(v.Name) || celReserved[v.Name]:
			d.errs.Addf(pos, "%s: the name is not a CEL identifier; a variable is read as variables.<name>, so name it with "+
				"letters, digits and _, not first a digit, and not a CEL reserved word", where)
			ok = false
		case seen[v.Name] != nil:
			d.errs.Addf(pos, "%s: a variable of this name is declared already (line %d); give each variable of a kind its own name",
				where, seen[v.Name].Pos.Line)
			ok = false
		default:
			seen[v.Name] = v
		}
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
// (markers ms), or reports err and returns the index of the variable it is
// about (-1: none). A variable over cel-go's cost limit is fine when
// compiled code computes it.
func (d *discovery) checkedVariables(k *Kind, ms []*markers.Marker, vs []*ColumnVariable, asts []*cel.Ast, err error) (failed int) {
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
		failed = 0
		if verr != nil {
			failed = verr.Index
		}
		d.variableError(k, ms[failed], vs[failed], err)
		return failed
	}
	for i, ast := range asts {
		vs[i].celAST = ast
	}
	return -1
}

// variableError reports err, the check of variable v's expression (marker
// m).
func (d *discovery) variableError(k *Kind, m *markers.Marker, v *ColumnVariable, err error) {
	d.expressionError(expressionValue(m), fmt.Sprintf("%s %q on %s", m.Name(), v.Name, k.Name), err.Error())
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
