package generators

import (
	"fmt"
	gotypes "go/types"
	"io"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/generator"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// tableGenerator emits per kind FooColumnDefinitions and FooTableConvertor,
// whose ConvertToTable serves `kubectl get` for *Foo and *FooList with the
// cells the CRD table convertor would compute for the same object.
type tableGenerator struct {
	packageGenerator
	args *Args
	json *jsonWriters
	// funcNames are the cell functions named so far in the package.
	funcNames map[string]bool
}

func newTableGenerator(args *Args, pkg *Package, im *gocode.Imports) generator.Generator {
	g := &tableGenerator{packageGenerator: newPackageGenerator("table", args.OutputFile, pkg, im), args: args,
		funcNames: map[string]bool{}}
	g.json = &jsonWriters{g: g, funcs: map[string]string{}, types: map[string]string{}}
	return g
}

// goStringLiteral quotes s, as a raw string when that reads better (CEL
// expressions are full of double quotes).
func goStringLiteral(s string) string {
	if strings.ContainsRune(s, '"') && !strings.ContainsAny(s, "`\n\r") {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

func (g *tableGenerator) Init(_ *generator.Context, w io.Writer) error {
	for _, k := range g.pkg.Kinds {
		g.emitKind(w, k)
	}
	g.json.emit(w)
	return nil
}

const jsonpathRuntimePkg = gocode.RuntimePkg + "/jsonpath"

// emitKind prints a kind's table: what planTable decided, nothing more.
func (g *tableGenerator) emitKind(w io.Writer, k *Kind) {
	p := g.planTable(k)
	g.emitColumnLists(w, k)
	g.emitCELColumns(w, p)
	for _, cp := range p.columns {
		if cp.method == clientGoPath {
			fmt.Fprint(w, docComment(fmt.Sprintf("%s is the %s column, evaluated by client-go's jsonpath.", cp.parsedVar, cp.col.Name)))
			fmt.Fprintf(w, "var %s = %s.MustParse(%s, %s, %s)\n\n", cp.parsedVar, g.im.Ref(jsonpathRuntimePkg),
				strconv.Quote(cp.col.Name), strconv.Quote(cp.col.JSONPath), strconv.Quote(cp.col.Type))
		}
	}
	g.emitConvertor(w, p)
	for _, cp := range p.columns {
		if cp.fn == "" {
			continue
		}
		what := ": the value at " + cp.col.JSONPath + "."
		if cp.method == compiledCEL {
			what = ", compiled from the CEL expression " + cp.col.Expression
		}
		fmt.Fprint(w, docComment(fmt.Sprintf("%s is the %s cell of obj%s", cp.fn, cp.col.Name, what)))
		fmt.Fprintf(w, "func %s(obj *%s) any {\n", cp.fn, k.Name)
		for _, line := range cp.body {
			fmt.Fprintf(w, "\t%s\n", line)
		}
		fmt.Fprint(w, "}\n\n")
	}
}

// emitColumnLists prints FooPrinterColumns and FooColumnDefinitions.
func (g *tableGenerator) emitColumnLists(w io.Writer, k *Kind) {
	name := k.Name
	sr := g.im.Ref(gocode.RuntimePkg)
	fmt.Fprint(w, docComment(fmt.Sprintf("%sPrinterColumns are the declared printer columns of %s, as a CRD's "+
		"additionalPrinterColumns would list them.", name, name)))
	fmt.Fprintf(w, "var %sPrinterColumns = []%s.PrinterColumn{\n", name, sr)
	for _, c := range k.Columns {
		if c.DescriptionExpr != "" {
			continue // the default Age column is not declared
		}
		fmt.Fprintf(w, "\t{Name: %s, Type: %s", strconv.Quote(c.Name), strconv.Quote(c.Type))
		if c.Format != "" {
			fmt.Fprintf(w, ", Format: %s", strconv.Quote(c.Format))
		}
		if c.Description != "" {
			fmt.Fprintf(w, ", Description: %s", strconv.Quote(c.Description))
		}
		if c.Priority != 0 {
			fmt.Fprintf(w, ", Priority: %d", c.Priority)
		}
		if c.JSONPath != "" {
			fmt.Fprintf(w, ", JSONPath: %s", strconv.Quote(c.JSONPath))
		} else {
			fmt.Fprintf(w, ", Expression: %s", strconv.Quote(c.Expression))
		}
		fmt.Fprintf(w, "},\n")
	}
	fmt.Fprintf(w, "}\n\n")

	fmt.Fprint(w, docComment(fmt.Sprintf("%sColumnDefinitions are the columns of a %s table: Name, then the "+
		"printer columns in marker order.", name, name)))
	fmt.Fprintf(w, "var %sColumnDefinitions = []%s.TableColumnDefinition{\n", name, g.im.Ref(jsontype.Metav1Pkg))
	fmt.Fprintf(w, "\t{Name: \"Name\", Type: \"string\", Format: \"name\", Description: %s.NameColumnDescription},\n", sr)
	for _, c := range k.Columns {
		fmt.Fprintf(w, "\t{Name: %s, Type: %s", strconv.Quote(c.Name), strconv.Quote(c.Type))
		if c.Format != "" {
			fmt.Fprintf(w, ", Format: %s", strconv.Quote(c.Format))
		}
		if c.DescriptionExpr != "" {
			fmt.Fprintf(w, ", Description: %s.%s", sr, c.DescriptionExpr)
		} else {
			fmt.Fprintf(w, ", Description: %s", strconv.Quote(c.headerDescription()))
		}
		if c.Priority != 0 {
			fmt.Fprintf(w, ", Priority: %d", c.Priority)
		}
		fmt.Fprintf(w, "},\n")
	}
	fmt.Fprintf(w, "}\n\n")
}

// emitCELColumns prints the CEL type of self and the cel-go evaluator of
// a kind's CEL columns, when it has any.
func (g *tableGenerator) emitCELColumns(w io.Writer, p *tablePlan) {
	if len(p.celColumns) == 0 {
		return
	}
	k, name := p.kind, p.kind.Name
	if g.im.Ref(celRuntimePkg) != celRuntimeName {
		panic("import name of " + celRuntimePkg)
	}
	var onCEL []string
	for _, cp := range p.columns {
		if cp.method == celGo {
			onCEL = append(onCEL, fmt.Sprintf("%s (%s)", cp.col.Name, cp.reason))
		}
	}
	selfVar := lowerFirst(name) + "CELSelf"
	fmt.Fprint(w, docComment(fmt.Sprintf("%s is the CEL type of self in %s's column expressions: its fields "+
		"by json name, metav1.Time as timestamp, lists and maps.", selfVar, name)))
	fmt.Fprintf(w, "var %s = %s\n\n", selfVar, k.cel.source())
	fmt.Fprint(w, docComment(fmt.Sprintf("%s evaluates the CEL columns of %s with cel-go, compiled on first use, "+
		"with a cost limit of %d per cell: the reference semantics of the columns, and the evaluator of those "+
		"outside the subset selectable-gen compiles to Go.", p.celVar, name, g.args.CELCostLimit)))
	if len(onCEL) > 0 {
		fmt.Fprint(w, "//\n"+docComment("Evaluated with cel-go: "+strings.Join(onCEL, "; ")+"."))
	}
	fmt.Fprintf(w, "var %s = %s.NewColumns(%s, %s, %d,\n", p.celVar, celRuntimeName, strconv.Quote(name), selfVar, g.args.CELCostLimit)
	for _, c := range p.celColumns {
		fmt.Fprintf(w, "\t%s.Column{Name: %s, Type: %s, Expression: %s},\n", celRuntimeName,
			strconv.Quote(c.Name), strconv.Quote(c.Type), goStringLiteral(c.Expression))
	}
	fmt.Fprintf(w, ")\n\n")
}

// emitConvertor prints FooTableConvertor and the row function.
func (g *tableGenerator) emitConvertor(w io.Writer, p *tablePlan) {
	k, name := p.kind, p.kind.Name
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	apiRuntime := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	conv := name + "TableConvertor"
	fmt.Fprint(w, docComment(fmt.Sprintf("%s converts %s objects and lists to tables for `kubectl get`. "+
		"It fits k8s.io/apiserver/pkg/registry/rest.TableConvertor.", conv, name)))
	fmt.Fprintf(w, "type %s struct{}\n\n", conv)
	accepts := "*" + name
	if k.List != nil {
		accepts += " or *" + k.List.Name.Name
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("ConvertToTable returns the table of a %s. Its cells are those the CRD "+
		"table convertor computes for the same object; tableOptions.NoHeaders leaves out the column definitions.", accepts)))
	fmt.Fprintf(w, "func (%s) ConvertToTable(ctx %s.Context, obj %s.Object, tableOptions %s.Object) (*%s.Table, error) {\n",
		conv, g.im.Ref("context"), apiRuntime, apiRuntime, metav1)
	fmt.Fprintf(w, "\ttable := &%s.Table{}\n", metav1)
	fmt.Fprintf(w, "\tif opts, ok := tableOptions.(*%s.TableOptions); !ok || opts == nil || !opts.NoHeaders {\n", metav1)
	fmt.Fprintf(w, "\t\ttable.ColumnDefinitions = %sColumnDefinitions\n\t}\n", name)
	fmt.Fprintf(w, "\tswitch obj := obj.(type) {\n\tcase *%s:\n", name)
	fmt.Fprintf(w, "\t\ttable.ResourceVersion = obj.ResourceVersion\n")
	fmt.Fprintf(w, "\t\ttable.Rows = []%s.TableRow{%s(obj)}\n", metav1, p.rowFunc)
	if k.List != nil {
		fmt.Fprintf(w, "\tcase *%s:\n", k.ListName)
		fmt.Fprintf(w, "\t\ttable.ResourceVersion = obj.ResourceVersion\n\t\ttable.Continue = obj.Continue\n")
		fmt.Fprintf(w, "\t\ttable.RemainingItemCount = obj.RemainingItemCount\n")
		fmt.Fprintf(w, "\t\ttable.Rows = make([]%s.TableRow, len(obj.Items))\n", metav1)
		fmt.Fprintf(w, "\t\tfor i := range obj.Items {\n\t\t\ttable.Rows[i] = %s(&obj.Items[i])\n\t\t}\n", p.rowFunc)
	}
	fmt.Fprintf(w, "\tdefault:\n\t\treturn nil, %s.Errorf(\"expected a %s, got %%T\", obj)\n\t}\n", g.im.Ref("fmt"), accepts)
	fmt.Fprintf(w, "\treturn table, nil\n}\n\n")

	fmt.Fprint(w, docComment(fmt.Sprintf("%s is the table row of one %s.", p.rowFunc, name)))
	fmt.Fprintf(w, "func %s(obj *%s) %s.TableRow {\n", p.rowFunc, name, metav1)
	if p.needContent {
		fmt.Fprintf(w, "\tcontent := %s.Content(obj)\n", g.im.Ref(gocode.RuntimePkg))
	}
	if p.needSelf {
		fmt.Fprintf(w, "\tself := %s.Self(content)\n", p.celVar)
	}
	fmt.Fprintf(w, "\treturn %s.TableRow{\n\t\tCells: []any{\n\t\t\tobj.Name,\n", metav1)
	for _, cp := range p.columns {
		fmt.Fprintf(w, "\t\t\t%s,\n", cp.cell)
	}
	fmt.Fprintf(w, "\t\t},\n\t\tObject: %s.RawExtension{Object: obj},\n\t}\n}\n\n", apiRuntime)
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

// cellWriter writes the statements of one compiled JSONPath cell.
type cellWriter struct {
	gocode.StmtWriter
	g   *tableGenerator
	col *Column
}

// nullCell is the cell of a JSON null: string columns print "<no value>".
func (cw *cellWriter) nullCell() string {
	if cw.col.Type == "string" {
		return cw.g.im.Ref(gocode.RuntimePkg) + ".NullStringCell"
	}
	return "nil"
}

// cellBody returns the statements of a compiled column's cell function.
func (g *tableGenerator) cellBody(k *Kind, c *Column) []string {
	cw := &cellWriter{g: g, col: c}
	cw.walk(c.path.segments, "obj", true, "return nil")
	cw.Flush()
	return cw.Lines
}

// walk writes the steps segs from x, a Go expression of the current value
// (ptr: x is a non-nil pointer to it). notFound is the statement for "no
// result here": return nil, or continue inside a [*] or filter loop.
func (cw *cellWriter) walk(segs []segment, x string, ptr bool, notFound string) {
	if len(segs) == 0 {
		return
	}
	s := segs[0]
	last := len(segs) == 1
	switch s.kind {
	case segField:
		for i, m := range s.members {
			acc := x + "." + m.Name
			final := i == len(s.members)-1
			// Below an omitted or null member there is no result; at the
			// end of the path a null is a result, the null cell.
			switch omitted, null := jsontype.Presence(acc, m); {
			case omitted != "":
				cw.Guard(omitted, notFound)
			case null != "" && final && last:
				cw.Guard(null, "return "+cw.nullCell())
			case null != "":
				cw.Guard(null, notFound)
			}
			x = acc
		}
		if last {
			cw.leaf(x, s.result, false)
			return
		}
		cw.walk(segs[1:], x, s.result.Kind == types.Pointer, notFound)
	case segKey:
		v := cw.NewVar("value")
		cw.Line("%s, ok := %s[%s]", v, deref1(x, ptr), strconv.Quote(s.key))
		cw.Guard("!ok", notFound)
		cw.afterElement(segs, v, s.result, notFound)
	case segIndex:
		list := deref1(x, ptr)
		idx := strconv.Itoa(s.index)
		if s.index < 0 {
			i := cw.NewVar("i")
			cw.Line("%s := len(%s) %d", i, list, s.index)
			cw.Guard(i+" < 0", "return nil")
			idx = i
		} else {
			cond := fmt.Sprintf("len(%s) <= %d", list, s.index) // out of range: no cell
			if s.index == 0 {
				cond = "len(" + list + ") == 0"
			}
			cw.Guard(cond, "return nil")
		}
		cw.afterElement(segs, cw.element(list, idx, s.result), s.result, notFound)
	case segRange:
		// client-go's evalArray: negative bounds count from the end; bounds
		// outside the list are an error; an empty range is no result.
		list := deref1(x, ptr)
		n, start, end := cw.NewVar("n"), cw.NewVar("start"), cw.NewVar("end")
		p := s.params
		cw.Line("%s := len(%s)", n, list)
		if p[0].Known {
			cw.Line("%s := %d", start, p[0].Value)
			if p[0].Value < 0 {
				cw.Line("%s += %s", start, n)
			}
		} else {
			cw.Line("%s := 0", start)
		}
		if p[1].Known {
			cw.Line("%s := %d", end, p[1].Value)
			if p[1].Value < 0 || p[1].Value == 0 && p[1].Derived {
				cw.Line("%s += %s", end, n)
			}
		} else {
			cw.Line("%s := %s", end, n)
		}
		cw.Guard(start+" == "+end, notFound)
		cw.Guard(fmt.Sprintf("%s >= %s || %s < 0 || %s > %s || %s < 0 || %s > %s", start, n, start, end, n, end, start, end), "return nil")
		step := 1
		if p[2].Known {
			step = p[2].Value
		}
		i := cw.NewVar("i")
		if step == 1 {
			cw.Line("for %s := %s; %s < %s; %s++ {", i, start, i, end, i)
		} else {
			cw.Line("for %s := %s; %s < %s; %s += %d {", i, start, i, end, i, step)
		}
		cw.Indent++
		item := cw.element(list, i, s.result)
		cw.afterElement(segs, item, s.result, "continue")
		cw.Indent--
		cw.Line("}")
		cw.Line("%s", notFound)
	case segAll, segFilter:
		list := deref1(x, ptr)
		i := cw.NewVar("i")
		cw.Line("for %s := range %s {", i, list)
		cw.Indent++
		item := cw.element(list, i, s.result)
		if s.kind == segFilter {
			// A null element has no field to compare: client-go skips it.
			if jsontype.Nilable(s.result) {
				cw.Guard(item+" == nil", "continue")
			}
			cw.filter(item, s.result, s.filter)
		}
		cw.afterElement(segs, item, s.result, "continue")
		cw.Indent--
		cw.Line("}")
		cw.Line("%s", notFound)
	}
}

// element declares the i-th element of list and returns its name: a
// pointer to a struct element (no copy) or the element itself.
func (cw *cellWriter) element(list, i string, elem *types.Type) string {
	v := cw.NewVar("item")
	if elem.Kind == types.Struct {
		cw.Line("%s := &%s[%s]", v, list, i)
	} else {
		cw.Line("%s := %s[%s]", v, list, i)
	}
	return v
}

// afterElement continues after a map value or list element v of type t:
// a nil element is JSON null.
func (cw *cellWriter) afterElement(segs []segment, v string, t *types.Type, notFound string) {
	last := len(segs) == 1
	if jsontype.Nilable(t) {
		if last {
			cw.Guard(v+" == nil", "return "+cw.nullCell())
		} else {
			cw.Guard(v+" == nil", notFound)
		}
	}
	if last {
		// A struct element is bound by address (element): v points to it.
		cw.leaf(v, t, t.Kind == types.Struct && !strings.HasPrefix(v, "value"))
		return
	}
	cw.walk(segs[1:], v, t.Kind == types.Pointer || t.Kind == types.Struct && !strings.HasPrefix(v, "value"), notFound)
}

// filter writes the test of [?(@.path op literal)] on item; elements
// without the field are skipped, as client-go does.
func (cw *cellWriter) filter(item string, elem *types.Type, f *pathFilter) {
	x := item
	for _, s := range f.left {
		for _, m := range s.members {
			acc := x + "." + m.Name
			if cond := jsontype.Missing(acc, m); cond != "" {
				cw.Guard(cond, "continue")
			}
			x = acc
		}
	}
	op := "!="
	if f.op == "!=" {
		op = "=="
	}
	cw.Guard(x+" "+op+" "+f.literal, "continue")
}

// deref1 dereferences x when it is a pointer to a list or map.
func deref1(x string, ptr bool) string {
	if ptr {
		return "(*" + x + ")"
	}
	return x
}

// leaf writes the return of the cell for the value x of type t (not nil
// when t is a pointer: the walk has checked).
//
// addressed: x is a pointer to the value of struct type t (a list element
// bound by address), not the value itself.
func (cw *cellWriter) leaf(x string, t *types.Type, addressed bool) {
	r := cw.col.leaf
	col := cw.col.Type
	sr := cw.g.im.Ref(gocode.RuntimePkg)
	v := x
	if t.Kind == types.Pointer && r.kind != cellJSON {
		switch r.kind {
		case cellString, cellBool, cellSigned, cellUnsigned, cellFloat, cellBytes:
			v = "*" + x
		}
	}
	conv := func(to string) string {
		if r.named || r.basic != to {
			return to + "(" + v + ")"
		}
		return v
	}
	switch r.kind {
	case cellString:
		if col == "date" {
			cw.Line("return %s.DateCellFromString(%s)", sr, conv("string"))
		} else {
			cw.Line("return %s", conv("string"))
		}
	case cellBool:
		if col == "boolean" {
			cw.Line("return %s", conv("bool"))
		} else {
			cw.Line("return %s.FormatBool(%s)", cw.g.im.Ref("strconv"), conv("bool"))
		}
	case cellSigned, cellUnsigned:
		switch col {
		case "integer":
			cw.Line("return %s", conv("int64"))
		case "number":
			cw.Line("return float64(%s)", conv("int64"))
		default:
			if r.kind == cellSigned {
				cw.Line("return %s.FormatInt(%s, 10)", cw.g.im.Ref("strconv"), conv("int64"))
			} else {
				cw.Line("return %s.FormatUint(%s, 10)", cw.g.im.Ref("strconv"), conv("uint64"))
			}
		}
	case cellFloat:
		switch col {
		case "integer":
			cw.Line("return int64(%s)", conv("float64"))
		case "number":
			cw.Line("return %s", conv("float64"))
		default:
			cw.Line("return %s.FormatFloat(%s)", sr, conv("float64"))
		}
	case cellTime, cellMicroTime:
		cw.Guard(v+".IsZero()", "return "+cw.nullCell())
		layout := func() string {
			if r.kind == cellMicroTime {
				return cw.g.im.Ref(jsontype.Metav1Pkg) + ".RFC3339Micro"
			}
			return cw.g.im.Ref("time") + ".RFC3339"
		}
		switch {
		case col == "date" && r.kind == cellTime:
			cw.Line("return %s.DateCell(%s.Time)", sr, v)
		case col == "date":
			cw.Line("return %s.DateCellFromString(%s.UTC().Format(%s))", sr, v, layout())
		default:
			cw.Line("return %s.UTC().Format(%s)", v, layout())
		}
	case cellDuration:
		cw.Line("return %s.Duration.String()", v)
	case cellQuantity:
		if col == "date" {
			cw.Line("return %s.DateCellFromString(%s.String())", sr, v)
		} else {
			cw.Line("return %s.String()", v)
		}
	case cellIntOrString:
		// Reference intstr only where it is printed: a string column needs
		// only String(), and an import that is not used does not compile.
		is := func() string { return cw.g.im.Ref(jsontype.IntstrPkg) }
		switch col {
		case "integer":
			cw.Line("if %s.Type == %s.Int {", v, is())
			cw.Line("\treturn int64(%s.IntVal)", v)
			cw.Line("}")
			cw.Line("return nil")
		case "number":
			cw.Line("if %s.Type == %s.Int {", v, is())
			cw.Line("\treturn float64(%s.IntVal)", v)
			cw.Line("}")
			cw.Line("return nil")
		case "date":
			cw.Line("if %s.Type == %s.String {", v, is())
			cw.Line("\treturn %s.DateCellFromString(%s.StrVal)", sr, v)
			cw.Line("}")
			cw.Line("return nil")
		default:
			cw.Line("return %s.String()", v)
		}
	case cellBytes:
		// A nil slice is JSON null, also behind a pointer or as a list
		// element (a nil member has been checked on the way: not again).
		cw.Guard(v+" == nil", "return "+cw.nullCell())
		cw.Line("return %s.StdEncoding.EncodeToString(%s)", cw.g.im.Ref("encoding/base64"), v)
	case cellJSON:
		// A field's walk has returned for a nil list or map already.
		var gt gotypes.Type
		last := cw.col.path.segments[len(cw.col.path.segments)-1]
		if last.result == t {
			gt = last.resultGo
		}
		if plainJSON(t, gt, map[*types.Type]bool{}) {
			if addressed { // the writer takes the pointer as it is
				t, gt = &types.Type{Kind: types.Pointer, Elem: t}, nil
			}
			cw.g.json.cell(cw, v, t, gt, last.kind == segField && last.result == t)
		} else {
			cw.Line("return %s.JSONCell(%s)", sr, v)
		}
	}
}
