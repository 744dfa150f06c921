package generators

import (
	"errors"
	"fmt"
	"go/token"

	"github.com/google/cel-go/cel"
	celtypes "github.com/google/cel-go/common/types"

	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// What a kind's table says of its rows beyond their cells: their order in
// a list (+k8s:printerRowOrder: keys over self, in marker order, each a
// scalar compiled to Go) and their conditions (+k8s:printerRowCondition:
// a boolean over self, compiled to Go, per condition).

// sortableKeyTypes are the CEL types a row order key may have, by the
// compare helper of the runtime library that orders them.
var sortableKeyTypes = map[string]string{
	celtypes.IntType.String():       "CompareKeys",
	celtypes.DoubleType.String():    "CompareKeys",
	celtypes.StringType.String():    "CompareKeys",
	celtypes.DurationType.String():  "CompareKeys",
	celtypes.BoolType.String():      "CompareBoolKeys",
	celtypes.TimestampType.String(): "CompareTimeKeys",
}

// resolveRowOrder reads the kind's +k8s:printerRowOrder markers and checks
// each key: it reads self (no variable), has a type rows sort by, and
// compiles to Go (there is no cel-go path: generated code sorts).
func (d *discovery) resolveRowOrder(k *Kind, tm []*markers.Marker) {
	ms := find(tm, markers.NamePrinterRowOrder)
	if len(ms) == 0 {
		return
	}
	env, msg := d.celEnv(k)
	if msg != "" {
		d.errs.Addf(ms[0].Pos, "%s on %s: %s", ms[0].Name(), k.Name, msg)
		return
	}
	for _, m := range ms {
		key := &RowOrderKey{Expression: m.String(markers.ArgExpression), Pos: m.Pos}
		ast, typ, ok := d.checkRowExpression(k, m, env, "a row order key")
		if !ok {
			continue
		}
		if key.compare = sortableKeyTypes[typ]; key.compare == "" {
			d.errs.Addf(expressionPos(m), "%s on %s: the key's type is %s; rows sort by an int, double, string, bool, timestamp or duration", m.Name(), k.Name, typ)
			continue
		}
		if !d.compilesRowExpression(k, m, ast, "generated code sorts the rows") {
			continue
		}
		key.celAST = ast
		k.RowOrder = append(k.RowOrder, key)
	}
}

// resolveRowConditions reads the kind's +k8s:printerRowCondition markers:
// each expression is a boolean over self, compiled to Go.
func (d *discovery) resolveRowConditions(k *Kind, tm []*markers.Marker) {
	ms := find(tm, markers.NamePrinterRowCondition)
	if len(ms) == 0 {
		return
	}
	env, msg := d.celEnv(k)
	if msg != "" {
		d.errs.Addf(ms[0].Pos, "%s on %s: %s", ms[0].Name(), k.Name, msg)
		return
	}
	for _, m := range ms {
		rc := &RowCondition{Type: m.String(markers.ArgType), Reason: m.String(markers.ArgReason), Message: m.String(markers.ArgMessage),
			Expression: m.String(markers.ArgExpression), Pos: m.Pos}
		if rc.Type == "" {
			rc.Type = "Completed"
		}
		ast, typ, ok := d.checkRowExpression(k, m, env, "a row condition")
		if !ok {
			continue
		}
		if typ != celtypes.BoolType.String() {
			d.errs.Addf(expressionPos(m), "%s on %s: the expression's type is %s; a row condition holds when a bool is true", m.Name(), k.Name, typ)
			continue
		}
		if !d.compilesRowExpression(k, m, ast, "generated code adds the conditions") {
			continue
		}
		rc.celAST = ast
		k.RowConditions = append(k.RowConditions, rc)
	}
}

// checkRowExpression checks marker m's expression over self, for what (a
// row order key, a row condition), which reads no variable. It returns the
// checked expression and its CEL type.
func (d *discovery) checkRowExpression(k *Kind, m *markers.Marker, env *cel.Env, what string) (*cel.Ast, string, bool) {
	at := expressionValue(m)
	expr, pos := at.Text, at.Pos
	where := fmt.Sprintf("%s on %s", m.Name(), k.Name)
	if d.readsWrongVariables(k, expr) {
		return nil, "", false
	}
	if msg := typographicQuote(expr); msg != "" {
		d.expressionError(at, where, msg)
		return nil, "", false
	}
	ast, err := selectablecel.Check(env, k.cel.self, expr, "any", d.args.CELCostLimit)
	var overCost *selectablecel.CostError
	if errors.As(err, &overCost) {
		err = nil // compiled code: no cel-go, no limit
	}
	if err != nil {
		d.expressionError(at, where, err.Error())
		return nil, "", false
	}
	if len(variablesRead(ast)) > 0 {
		d.errs.Addf(pos, "%s: the expression reads a variable; %s reads self only (write the variable's expression in it)", where, what)
		return nil, "", false
	}
	return ast, ast.OutputType().String(), true
}

// compilesRowExpression reports whether marker m's checked expression
// compiles to Go, as it must (why: generated code is all there is).
func (d *discovery) compilesRowExpression(k *Kind, m *markers.Marker, ast *cel.Ast, why string) bool {
	if r := k.compiledKey(ast); r.body == nil {
		d.errs.Addf(expressionPos(m), "%s on %s: the expression must compile to Go (%s), but runs on cel-go: %s", m.Name(), k.Name, why, r.reason)
		return false
	}
	return true
}

// expressionPos is where marker m's expression is written.
func expressionPos(m *markers.Marker) token.Position {
	return expressionValue(m).Pos
}

// expressionValue is m's expression as written, at the marker where it
// has none.
func expressionValue(m *markers.Marker) markers.Value {
	if a, found := m.Arg(markers.ArgExpression); found {
		return a
	}
	return markers.Value{Pos: m.Pos}
}
