package generators

import (
	"errors"
	"fmt"
	"strings"

	celtypes "github.com/google/cel-go/common/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The row order of a kind's tables (+k8s:printerRowOrder): keys over
// self, in marker order, each a scalar compiled to Go.

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
		pos := m.Pos
		if a, found := m.Arg(markers.ArgExpression); found {
			pos = a.Pos
		}
		where := fmt.Sprintf("%s on %s", m.Name(), k.Name)
		if msg := typographicQuote(key.Expression); msg != "" {
			d.errs.Addf(pos, "%s: expression %s", where, msg)
			continue
		}
		ast, err := selectablecel.Check(env, k.cel.self, key.Expression, "any", d.args.CELCostLimit)
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) {
			err = nil // compiled code sorts: no cel-go, no limit
		}
		if err != nil {
			msg := celMessage(err.Error())
			sep := ": "
			if strings.HasPrefix(msg, "at ") {
				sep = " "
			}
			d.errs.Addf(pos, "%s: expression%s%s", where, sep, msg)
			continue
		}
		if len(variablesRead(ast)) > 0 {
			d.errs.Addf(pos, "%s: the key reads a variable; a row order key reads self only (write the variable's expression in it)", where)
			continue
		}
		typ := ast.OutputType().String()
		key.compare = sortableKeyTypes[typ]
		if key.compare == "" {
			d.errs.Addf(pos, "%s: the key's type is %s; rows sort by an int, double, string, bool, timestamp or duration", where, typ)
			continue
		}
		key.celAST = ast
		if body, _, reason := celgo.CompileKey(ast.NativeRep(), k.Type, gocode.NewImports(k.Package)); body == nil {
			d.errs.Addf(pos, "%s: the key must compile to Go (generated code sorts the rows), but runs on cel-go: %s", where, reason)
			continue
		}
		k.RowOrder = append(k.RowOrder, key)
	}
}
