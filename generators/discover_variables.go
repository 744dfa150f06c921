package generators

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

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

// resolveVariables reads the kind's +k8s:printerColumnVariable markers,
// checks their names and, in order, their expressions, and declares them
// in the kind's CEL environment. It says false when one is wrong: the
// columns that may read it are not checked then (their errors would only
// repeat it).
func (d *discovery) resolveVariables(k *Kind, tm []*markers.Marker) bool {
	ms := find(tm, markers.NamePrinterColumnVar)
	if len(ms) == 0 {
		return true
	}
	seen := map[string]*ColumnVariable{}
	ok := true
	var vars []selectablecel.Variable
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
		k.Variables = append(k.Variables, v)
		vars = append(vars, selectablecel.Variable{Name: v.Name, Expression: v.Expression})
	}
	if !ok {
		return false
	}
	env, msg := d.celEnv(k)
	if msg != "" {
		d.errs.Addf(ms[0].Pos, "%s on %s: %s", ms[0].Name(), k.Name, msg)
		return false
	}
	env, asts, err := selectablecel.WithVariables(env, k.cel.self, vars, d.args.CELCostLimit)
	var verr *selectablecel.VariableError
	if errors.As(err, &verr) {
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) {
			// Over cel-go's limit: fine when compiled code computes it.
			for i, ast := range asts {
				k.Variables[i].celAST = ast
			}
			plans, _ := compileVariables(k, gocode.NewImports(k.Package))
			if plans[verr.Index].body != nil {
				err = nil
			} else {
				err = fmt.Errorf("%w (the limit applies because the variable runs on cel-go: %s; a variable compiled to Go has none)",
					err, plans[verr.Index].reason)
			}
		}
	}
	if err != nil {
		v, m := k.Variables[0], ms[0]
		if verr != nil {
			v, m = k.Variables[verr.Index], ms[verr.Index]
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
		k.Variables = nil
		return false
	}
	for i, ast := range asts {
		k.Variables[i].celAST = ast
	}
	k.celEnv = env
	return true
}
