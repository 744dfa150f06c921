package generators

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// tableGenerator emits per kind FooColumnDefinitions and FooTableConvertor,
// whose ConvertToTable serves `kubectl get` for *Foo and *FooList with the
// cells the CRD table convertor would compute for the same object.
type tableGenerator struct {
	packageGenerator
	args *Args
	plan *tablePlanner
}

func newTableGenerator(args *Args, pkg *Package, im *gocode.Imports) generator.Generator {
	return &tableGenerator{packageGenerator: newPackageGenerator("table", args.OutputFile, pkg, im), args: args,
		plan: newTablePlanner(im, pkg.Path)}
}

func (g *tableGenerator) Init(_ *generator.Context, w io.Writer) error {
	var plans []*tablePlan
	for _, k := range g.pkg.Kinds {
		p := g.plan.planTable(k)
		// A kind's columns get a cel-go evaluator when one of them runs
		// there, or when asked for all (differential tests compare the
		// compiled cells with cel-go's).
		p.celGo = len(p.celColumns) > 0 && (p.needSelf || g.args.CELGoEvaluators)
		plans = append(plans, p)
	}
	g.emitCELTypes(w, plans)
	for _, p := range plans {
		g.emitKind(w, p)
	}
	g.plan.json.emit(w)
	return nil
}

// The runtime packages of client-go jsonpath columns and of CEL columns.
const (
	jsonpathRuntimePkg = gocode.RuntimePkg + "/jsonpath"
	celRuntimePkg      = gocode.RuntimePkg + "/cel"
)

// emitKind prints a kind's table: what planTable decided, nothing more.
func (g *tableGenerator) emitKind(w io.Writer, p *tablePlan) {
	k := p.kind
	g.emitColumnLists(w, k)
	g.emitCELColumns(w, p)
	for _, cp := range p.columns {
		if cp.method == clientGoPath {
			fmt.Fprint(w, docComment(fmt.Sprintf("%s is the %s column, evaluated by client-go's jsonpath.", cp.parsedVar, cp.col.Name)))
			fmt.Fprintf(w, "var %s = %s.MustParse(%s, %s, %s)\n\n", cp.parsedVar, g.im.Ref(jsonpathRuntimePkg),
				strconv.Quote(cp.col.Name), strconv.Quote(cp.col.JSONPath), strconv.Quote(cp.col.cells()))
		}
	}
	g.emitConvertor(w, p)
	g.emitRowOrder(w, p)
	g.emitRowConditions(w, p)
	g.emitListVariables(w, p)
	g.emitRowVariables(w, p)
	for _, cp := range p.columns {
		if cp.fn == "" {
			continue
		}
		if cp.method == compiledCEL {
			fmt.Fprint(w, exprDocComment(fmt.Sprintf("%s is the %s cell of obj, compiled from the CEL expression", cp.fn, cp.col.Name), cp.col.Expression))
		} else {
			fmt.Fprint(w, docComment(fmt.Sprintf("%s is the %s cell of obj: the value at %s.", cp.fn, cp.col.Name, cp.col.JSONPath)))
		}
		if cp.readsVars {
			fmt.Fprintf(w, "func %s(obj *%s, vars *%s) any {\n", cp.fn, k.Name, p.rowVars)
		} else {
			fmt.Fprintf(w, "func %s(obj *%s) any {\n", cp.fn, k.Name)
		}
		for _, line := range cp.body {
			fmt.Fprintf(w, "\t%s\n", line)
		}
		fmt.Fprint(w, "}\n\n")
	}
}

// emitColumnLists prints FooPrinterColumns and FooColumnDefinitions.
func (g *tableGenerator) emitColumnLists(w io.Writer, k *Kind) {
	name, n := k.Name, k.names()
	sr := g.im.Ref(gocode.RuntimePkg)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the declared printer columns of %s, as a CRD's "+
		"additionalPrinterColumns would list them.", n.printerColumns, name)))
	fmt.Fprintf(w, "var %s = []%s.PrinterColumn{\n", n.printerColumns, sr)
	for _, c := range k.Columns {
		if c.declared() {
			writeColumnLiteral(w, c.values(), sr)
		}
	}
	fmt.Fprintf(w, "}\n\n")

	if k.nameColumn() == nil {
		fmt.Fprint(w, docComment(fmt.Sprintf("%s are the columns of a %s table: Name, then the "+
			"printer columns in marker order.", n.columnDefinitions, name)))
		fmt.Fprintf(w, "var %s = []%s.TableColumnDefinition{\n", n.columnDefinitions, g.im.Ref(jsontype.Metav1Pkg))
		fmt.Fprintf(w, "\t{Name: \"Name\", Type: \"string\", Format: \"name\", Description: %s.NameColumnDescription},\n", sr)
	} else {
		fmt.Fprint(w, docComment(fmt.Sprintf("%s are the columns of a %s table: the printer columns in "+
			"marker order, its own Name column (%s) among them.", n.columnDefinitions, name, k.nameColumn().Name)))
		fmt.Fprintf(w, "var %s = []%s.TableColumnDefinition{\n", n.columnDefinitions, g.im.Ref(jsontype.Metav1Pkg))
	}
	for _, c := range k.Columns {
		if !c.CellOnly { // a cell without a definition
			writeColumnLiteral(w, c.definitionValues(), sr)
		}
	}
	fmt.Fprintf(w, "}\n\n")
}

// columnFields are the Go fields of runtime.PrinterColumn and
// metav1.TableColumnDefinition, by the CRD's names of the values.
var columnFields = map[string]string{
	"name": "Name", "type": "Type", "format": "Format", "description": "Description", "priority": "Priority",
	"jsonPath": "JSONPath", "expression": "Expression", "placeholder": "Placeholder",
	"cellType": "CellType", "nameColumn": "NameColumn", "cellOnly": "CellOnly",
}

// writeColumnLiteral writes one column as a composite literal line; sr is
// the runtime library's import name.
func writeColumnLiteral(w io.Writer, vs []columnValue, sr string) {
	fmt.Fprint(w, "\t{")
	for i, v := range vs {
		if i > 0 {
			fmt.Fprint(w, ", ")
		}
		switch x := v.value.(type) {
		case string:
			lit := strconv.Quote(x)
			if v.key == "expression" && strings.Contains(x, "\n") {
				lit = goStringLiteral(x) // written over lines: kept so
			}
			fmt.Fprintf(w, "%s: %s", columnFields[v.key], lit)
		case int64:
			fmt.Fprintf(w, "%s: %d", columnFields[v.key], x)
		case bool:
			fmt.Fprintf(w, "%s: %t", columnFields[v.key], x)
		case runtimeVar:
			fmt.Fprintf(w, "%s: %s.%s", columnFields[v.key], sr, x)
		case placeholderValue:
			fmt.Fprintf(w, "%s: %s.Placeholder(%s)", columnFields[v.key], sr, strconv.Quote(string(x)))
		}
	}
	fmt.Fprint(w, "},\n")
}

// emitCELColumns prints the cel-go evaluator of a kind's CEL columns,
// when it has one (tablePlan.celGo).
func (g *tableGenerator) emitCELColumns(w io.Writer, p *tablePlan) {
	if !p.celGo {
		return
	}
	k, name := p.kind, p.kind.Name
	cel := g.im.Ref(celRuntimePkg)
	var onCEL []string
	for _, cp := range p.columns {
		if cp.method == celGo {
			onCEL = append(onCEL, fmt.Sprintf("%s (%s)", cp.col.Name, cp.reason))
		}
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s evaluates the CEL columns of %s with cel-go, compiled on first use, "+
		"with a cost limit of %d per cell: the reference semantics of the columns, and the evaluator of those "+
		"outside the subset selectable-gen compiles to Go.", p.celVar, name, g.args.CELCostLimit)))
	if len(onCEL) > 0 {
		fmt.Fprint(w, "//\n"+docComment("Evaluated with cel-go: "+strings.Join(onCEL, "; ")+"."))
	}
	fmt.Fprintf(w, "var %s = %s.NewLazyColumns(%s, func() *%s.Type { return %s().%s }, %d,\n", p.celVar, cel, strconv.Quote(name),
		cel, celTypesVar, k.cel.types.byCEL[k.cel.self].varName, g.args.CELCostLimit)
	for _, c := range p.celColumns {
		fmt.Fprintf(w, "\t%s.Column{Name: %s, Type: %s, Expression: %s},\n", cel,
			strconv.Quote(c.Name), strconv.Quote(c.cells()), goStringLiteral(c.Expression))
	}
	for _, decl := range []struct {
		method string
		vars   []*ColumnVariable
	}{{"WithVariables", k.Variables}, {"WithListVariables", k.ListVariables}} {
		if len(decl.vars) == 0 {
			continue
		}
		fmt.Fprintf(w, ").%s(\n", decl.method)
		for _, v := range decl.vars {
			fmt.Fprintf(w, "\t%s.Variable{Name: %s, Expression: %s},\n", cel, strconv.Quote(v.Name), goStringLiteral(v.Expression))
		}
	}
	fmt.Fprintf(w, ")\n\n")
}

// emitRowVariables prints the type of a row's CEL variables, when a
// compiled cell reads one: the row's object, and per variable its value,
// whether it has one (false: a CEL error) and whether it is computed yet;
// a method per variable that computes it on first use, as cel-go computes
// a variable when an expression first reads it.
func (g *tableGenerator) emitRowVariables(w io.Writer, p *tablePlan) {
	if !p.needVars {
		return
	}
	name := p.kind.Name
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the CEL variables of a %s row (+k8s:printerColumnVariable), "+
		"each computed when a cell first reads it, at most once per row.", p.rowVars, name)))
	fmt.Fprintf(w, "type %s struct {\n\tobj *%s\n", p.rowVars, name)
	if p.listVars != "" {
		fmt.Fprintf(w, "\t// list has the variables of the row's list.\n\tlist *%s\n", p.listVars)
	}
	for _, vp := range p.variables {
		if vp.body != nil && !vp.list && !vp.inline {
			vp.emitFields(w)
		}
	}
	fmt.Fprint(w, "}\n\n")
	g.emitVariableMethods(w, p.rowVars, p.variables, false)
}

// emitListVariables prints the type of a list's CEL variables, when the
// kind has list variables: the list's objects, and per variable its
// value, whether it has one and whether it is computed yet; a method per
// variable that computes it on first use, once per list.
func (g *tableGenerator) emitListVariables(w io.Writer, p *tablePlan) {
	if p.listVars == "" {
		return
	}
	name := p.kind.Name
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the CEL variables of a printed list of %s "+
		"(+k8s:printerColumnListVariable), each computed when a cell first reads it, at most once per list; "+
		"a single object's table has a list without items.", p.listVars, name)))
	fmt.Fprintf(w, "type %s struct {\n\titems []%s\n", p.listVars, name)
	for _, vp := range p.variables {
		if vp.list {
			vp.emitFields(w)
		}
	}
	fmt.Fprint(w, "}\n\n")
	g.emitVariableMethods(w, p.listVars, p.variables, true)
}

// emitFields prints the fields that keep a variable once computed: its
// value, whether it has one (when it can fail) and whether it is computed.
func (vp *variablePlan) emitFields(w io.Writer) {
	if vp.canFail {
		fmt.Fprintf(w, "\n\t%sValue %s\n\t%sOK, %sDone bool\n", vp.method, vp.goType, vp.method, vp.method)
	} else {
		fmt.Fprintf(w, "\n\t%sValue %s\n\t%sDone bool\n", vp.method, vp.goType, vp.method)
	}
}

// emitVariableMethods prints the methods of the variables of a row
// (list false) or of a list (list true) on type recv.
func (g *tableGenerator) emitVariableMethods(w io.Writer, recv string, plans []*variablePlan, list bool) {
	for _, vp := range plans {
		if vp.body == nil || vp.list != list || vp.inline {
			continue
		}
		if !vp.canFail {
			// A value without an error exit: the value alone.
			fmt.Fprint(w, exprDocComment(fmt.Sprintf("%s is variables.%s:", vp.method, vp.v.Name), vp.v.Expression))
			fmt.Fprintf(w, "func (vars *%s) %s() %s {\n", recv, vp.method, vp.goType)
			fmt.Fprintf(w, "\tif !vars.%sDone {\n\t\tvars.%sDone = true\n", vp.method, vp.method)
			fmt.Fprintf(w, "\t\tvars.%sValue = vars.%sCompute()\n\t}\n", vp.method, vp.method)
			fmt.Fprintf(w, "\treturn vars.%sValue\n}\n\n", vp.method)
			fmt.Fprintf(w, "func (vars *%s) %sCompute() %s {\n", recv, vp.method, vp.goType)
			for _, line := range vp.body {
				fmt.Fprintf(w, "\t%s\n", line)
			}
			fmt.Fprint(w, "}\n\n")
			continue
		}
		fmt.Fprint(w, exprDocComment(fmt.Sprintf("%s is variables.%s, and whether it has a value (false: a CEL error):",
			vp.method, vp.v.Name), vp.v.Expression))
		fmt.Fprintf(w, "func (vars *%s) %s() (%s, bool) {\n", recv, vp.method, vp.goType)
		fmt.Fprintf(w, "\tif !vars.%sDone {\n\t\tvars.%sDone = true\n", vp.method, vp.method)
		fmt.Fprintf(w, "\t\tvars.%sValue, vars.%sOK = vars.%sCompute()\n\t}\n", vp.method, vp.method, vp.method)
		fmt.Fprintf(w, "\treturn vars.%sValue, vars.%sOK\n}\n\n", vp.method, vp.method)
		fmt.Fprintf(w, "func (vars *%s) %sCompute() (%s, bool) {\n", recv, vp.method, vp.goType)
		for _, line := range vp.body {
			fmt.Fprintf(w, "\t%s\n", line)
		}
		fmt.Fprint(w, "}\n\n")
	}
}

// emitConvertor prints FooTableConvertor and the row function.
func (g *tableGenerator) emitConvertor(w io.Writer, p *tablePlan) {
	k, name := p.kind, p.kind.Name
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	apiRuntime := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	conv := k.names().tableConvertor
	fmt.Fprint(w, docComment(fmt.Sprintf("%s converts %s objects and lists to tables for `kubectl get`. "+
		"It fits k8s.io/apiserver/pkg/registry/rest.TableConvertor.", conv, name)))
	fmt.Fprintf(w, "type %s struct{}\n\n", conv)
	accepts := "*" + name
	if k.List != nil {
		accepts += " or *" + k.List.Name.Name
	}
	headers := "tableOptions.NoHeaders leaves out the column definitions."
	if k.HeadersAlways {
		headers = "the column definitions stay even when tableOptions.NoHeaders asks for none (+k8s:printerHeaders=Always)."
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("ConvertToTable returns the table of a %s. Its cells are those the CRD "+
		"table convertor computes for the same object; %s", accepts, headers)))
	fmt.Fprintf(w, "func (%s) ConvertToTable(ctx %s.Context, obj %s.Object, tableOptions %s.Object) (*%s.Table, error) {\n",
		conv, g.im.Ref("context"), apiRuntime, apiRuntime, metav1)
	if k.HeadersAlways {
		fmt.Fprintf(w, "\ttable := &%s.Table{ColumnDefinitions: %s}\n", metav1, k.names().columnDefinitions)
	} else {
		fmt.Fprintf(w, "\ttable := &%s.Table{}\n", metav1)
		fmt.Fprintf(w, "\tif opts, ok := tableOptions.(*%s.TableOptions); !ok || opts == nil || !opts.NoHeaders {\n", metav1)
		fmt.Fprintf(w, "\t\ttable.ColumnDefinitions = %s\n\t}\n", k.names().columnDefinitions)
	}
	rowArgs, listArg := "", ""
	if p.listVars != "" {
		rowArgs, listArg = ", list", ", list *"+p.listVars
	}
	fmt.Fprintf(w, "\tswitch obj := obj.(type) {\n\tcase *%s:\n", name)
	fmt.Fprintf(w, "\t\ttable.ResourceVersion = obj.ResourceVersion\n")
	if p.listVars != "" {
		fmt.Fprintf(w, "\t\tlist := &%s{} // a single object is printed without a list\n", p.listVars)
	}
	fmt.Fprintf(w, "\t\ttable.Rows = []%s.TableRow{%s(obj%s)}\n", metav1, p.rowFunc, rowArgs)
	if k.List != nil {
		fmt.Fprintf(w, "\tcase *%s:\n", k.ListName)
		fmt.Fprintf(w, "\t\ttable.ResourceVersion = obj.ResourceVersion\n\t\ttable.Continue = obj.Continue\n")
		fmt.Fprintf(w, "\t\ttable.RemainingItemCount = obj.RemainingItemCount\n")
		fmt.Fprintf(w, "\t\ttable.Rows = make([]%s.TableRow, len(obj.Items))\n", metav1)
		if p.listVars != "" {
			fmt.Fprintf(w, "\t\tlist := &%s{items: obj.Items}\n", p.listVars)
		}
		if p.rowOrder != "" {
			fmt.Fprintf(w, "\t\tfor i, j := range %s(obj.Items) {\n\t\t\ttable.Rows[i] = %s(&obj.Items[j]%s)\n\t\t}\n", p.rowOrder, p.rowFunc, rowArgs)
		} else {
			fmt.Fprintf(w, "\t\tfor i := range obj.Items {\n\t\t\ttable.Rows[i] = %s(&obj.Items[i]%s)\n\t\t}\n", p.rowFunc, rowArgs)
		}
	}
	fmt.Fprintf(w, "\tdefault:\n\t\treturn nil, %s.Errorf(\"expected a %s, got %%T\", obj)\n\t}\n", g.im.Ref("fmt"), accepts)
	fmt.Fprintf(w, "\treturn table, nil\n}\n\n")

	fmt.Fprint(w, docComment(fmt.Sprintf("%s is the table row of one %s.", p.rowFunc, name)))
	fmt.Fprintf(w, "func %s(obj *%s%s) %s.TableRow {\n", p.rowFunc, name, listArg, metav1)
	if p.needContent {
		fmt.Fprintf(w, "\tcontent := %s.Content(obj)\n", g.im.Ref(gocode.RuntimePkg))
	}
	if p.needSelf {
		fmt.Fprintf(w, "\tself := %s.Self(content)\n", p.celVar)
	}
	if p.needVars && p.listVars != "" {
		fmt.Fprintf(w, "\tvars := &%s{obj: obj, list: list}\n", p.rowVars)
	} else if p.needVars {
		fmt.Fprintf(w, "\tvars := &%s{obj: obj}\n", p.rowVars)
	}
	start := "\treturn "
	if p.rowConditions != "" {
		start = "\trow := "
	}
	fmt.Fprintf(w, "%s%s.TableRow{\n\t\tCells: []any{\n", start, metav1)
	if k.nameColumn() == nil {
		fmt.Fprintf(w, "\t\t\tobj.Name,\n")
	}
	for _, cp := range p.columns {
		fmt.Fprintf(w, "\t\t\t%s,\n", cp.cell)
	}
	fmt.Fprintf(w, "\t\t},\n\t\tObject: %s.RawExtension{Object: obj},\n\t}\n", apiRuntime)
	if p.rowConditions != "" {
		for i, kp := range p.conditions {
			fmt.Fprintf(w, "\tif holds, ok := %s(obj); ok && holds {\n", kp.fn)
			fmt.Fprintf(w, "\t\trow.Conditions = append(row.Conditions, %s[%d])\n\t}\n", p.rowConditions, i)
		}
		fmt.Fprint(w, "\treturn row\n")
	}
	fmt.Fprint(w, "}\n\n")
}

// emitRowOrder prints the function that orders a list's rows by the
// kind's keys (+k8s:printerRowOrder), and a function per key.
func (g *tableGenerator) emitRowOrder(w io.Writer, p *tablePlan) {
	if p.rowOrder == "" {
		return
	}
	name, sr := p.kind.Name, g.im.Ref(gocode.RuntimePkg)
	var exprs []string
	for _, kp := range p.keys {
		exprs = append(exprs, kp.expression)
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s is the order of the rows of a list of %s (+k8s:printerRowOrder), as indexes "+
		"into items: by %s, ascending. Rows with equal keys keep the list's order; a row whose key fails comes after "+
		"those whose key has a value.", p.rowOrder, name, strings.Join(exprs, ", then by "))))
	fmt.Fprintf(w, "func %s(items []%s) []int {\n", p.rowOrder, name)
	fmt.Fprint(w, "\ttype rowKeys struct {\n")
	for i, kp := range p.keys {
		fmt.Fprintf(w, "\t\tk%d  %s\n\t\tok%d bool\n", i, kp.goType, i)
	}
	fmt.Fprint(w, "\t}\n\tkeys := make([]rowKeys, len(items))\n\torder := make([]int, len(items))\n\tfor i := range items {\n\t\torder[i] = i\n")
	for i, kp := range p.keys {
		fmt.Fprintf(w, "\t\tkeys[i].k%d, keys[i].ok%d = %s(&items[i])\n", i, i, kp.fn)
	}
	fmt.Fprintf(w, "\t}\n\t%s.SortStableFunc(order, func(a, b int) int {\n\t\tx, y := &keys[a], &keys[b]\n", g.im.Ref("slices"))
	for i, kp := range p.keys {
		cmp := fmt.Sprintf("%s.%s(x.k%d, x.ok%d, y.k%d, y.ok%d)", sr, kp.compare, i, i, i, i)
		if i == len(p.keys)-1 {
			fmt.Fprintf(w, "\t\treturn %s\n", cmp)
		} else {
			fmt.Fprintf(w, "\t\tif c := %s; c != 0 {\n\t\t\treturn c\n\t\t}\n", cmp)
		}
	}
	fmt.Fprint(w, "\t})\n\treturn order\n}\n\n")
	for _, kp := range p.keys {
		fmt.Fprint(w, exprDocComment(fmt.Sprintf("%s is a row order key of obj, and whether it has one (false: a CEL error):",
			kp.fn), kp.expression))
		fmt.Fprintf(w, "func %s(obj *%s) (%s, bool) {\n", kp.fn, name, kp.goType)
		for _, line := range kp.body {
			fmt.Fprintf(w, "\t%s\n", line)
		}
		fmt.Fprint(w, "}\n\n")
	}
}

// emitRowConditions prints the kind's row conditions and a function per
// condition's expression (+k8s:printerRowCondition).
func (g *tableGenerator) emitRowConditions(w io.Writer, p *tablePlan) {
	if p.rowConditions == "" {
		return
	}
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the conditions a %s row carries (+k8s:printerRowCondition), each when its "+
		"expression holds.", p.rowConditions, p.kind.Name)))
	fmt.Fprintf(w, "var %s = []%s.TableRowCondition{\n", p.rowConditions, metav1)
	for _, rc := range p.kind.RowConditions {
		fmt.Fprintf(w, "\t{Type: %s, Status: %s.ConditionTrue, Reason: %s, Message: %s},\n",
			strconv.Quote(rc.Type), metav1, strconv.Quote(rc.Reason), strconv.Quote(rc.Message))
	}
	fmt.Fprint(w, "}\n\n")
	for i, kp := range p.conditions {
		fmt.Fprint(w, exprDocComment(fmt.Sprintf("%s says whether a row carries %s[%d], and whether that is known (false: a CEL error):",
			kp.fn, p.rowConditions, i), kp.expression))
		fmt.Fprintf(w, "func %s(obj *%s) (bool, bool) {\n", kp.fn, p.kind.Name)
		for _, line := range kp.body {
			fmt.Fprintf(w, "\t%s\n", line)
		}
		fmt.Fprint(w, "}\n\n")
	}
}
