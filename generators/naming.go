package generators

import (
	"go/token"
	"strconv"
	"strings"
	"unicode"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// upperFirst capitalizes the first letter.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// camel joins the elements of a field or column name: "status.podIP" ->
// "StatusPodIP", "Last Seen" -> "LastSeen".
func camel(name string) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(name, func(r rune) bool { return r == '.' || r == '-' || r == '_' || r == ' ' }) {
		b.WriteString(upperFirst(part))
	}
	return b.String()
}

// reservedLocals are names a generated local variable must not shadow.
var reservedLocals = map[string]bool{
	"obj": true, "fields": true, "labels": true, "runtime": true, "schema": true, "fmt": true,
	"strconv": true, "time": true, "metav1": true, "intstr": true, "selectableruntime": true,
	"string": true, "bool": true, "error": true, "len": true, "new": true, "make": true,
	"value": true, "field": true, "label": true, "sel": true, "ok": true, "scheme": true,
	// the descriptor's hooks
	"old": true, "newObj": true, "oldObj": true, "scale": true, "s": true, "ok2": true, "autoscalingv1": true,
}

// localVar names a typed variable for a kind: pod, event; or podObj where
// the plain name is a keyword or would shadow something.
func localVar(kind string) string {
	v := gocode.LowerInitials(kind)
	if token.IsKeyword(v) || reservedLocals[v] {
		v += "Obj"
	}
	return v
}

// docComment formats text as a Go comment wrapped at 80 columns.
func docComment(text string) string {
	var b strings.Builder
	line := "//"
	for _, word := range strings.Fields(text) {
		if len(line)+1+len(word) > 80 && line != "//" {
			b.WriteString(line + "\n")
			line = "//"
		}
		line += " " + word
	}
	b.WriteString(line + "\n")
	return b.String()
}

// exprDocComment is docComment(text + " " + expr), but where expr, a CEL
// expression, was written over several lines (key> text), it follows text
// as those lines, indented as code; so does one with two single quotes or
// backquotes in a row, which gofmt would make a typographic quote of in a
// doc comment's text (CEL's empty string would read as a closing quote),
// but not in code.
func exprDocComment(text, expr string) string {
	if !strings.Contains(expr, "\n") && !strings.Contains(expr, "''") && !strings.Contains(expr, "``") {
		return docComment(text + " " + expr)
	}
	var b strings.Builder
	b.WriteString(docComment(text))
	b.WriteString("//\n")
	for _, l := range strings.Split(expr, "\n") {
		if l == "" {
			b.WriteString("//\n")
			continue
		}
		b.WriteString("//\t" + l + "\n")
	}
	return b.String()
}

// goStringLiteral quotes s, as a raw string when that reads better (CEL
// expressions are full of double quotes, and one written over lines keeps
// them).
func goStringLiteral(s string) string {
	if strings.ContainsAny(s, "\"\n") && !strings.ContainsAny(s, "`\r") {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// isIdentifier reports whether s is a Go identifier (ASCII only).
func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

// kindNames are the identifiers generated for one kind: named here once
// and used by every emitter and the planner, so that a reference to a
// generated function (the descriptor's to Foo's preparations, the
// convertor's to its row function) is spelled where its declaration is.
type kindNames struct {
	// Field selectors (emit_selectable.go).
	selectableFields, unsetFieldLabels, toSelectableFields, getAttrs, fieldValue string
	matchesFieldSelector, fieldGetter, fieldLabelConversion, indexers, indexFunc string
	multiValuedFields, isMultiValued                                             string
	// The table (plan_table.go, emit_table.go).
	printerColumns, columnDefinitions, tableConvertor, tableRow, celColumns string
	rowVariables, listVariables, rowOrder, rowConditions                    string
	// Selector generation (emit_selectorgen.go).
	generateSelector, validateSelector, manualToAutoSelector, autoToManualSelector string
	// Subresources (emit_subresources.go).
	prepareForCreate, prepareForUpdate, prepareStatusForUpdate, resetFields, statusResetFields string
	toScale, applyScale, validateScaleSpec, validateScaleStatus, scaleReplicasPath             string
	// The descriptor (emit_descriptor.go).
	descriptor string

	kind, local string
	// fieldIdents are the field selectors' parts of identifiers
	// (fieldConst, fieldValueFunc), unique within the kind (nameFields).
	fieldIdents map[string]string
}

// nameFields gives each field selector name of the kind, in order, the
// part of identifiers that spells it: its camel case, or, where an earlier
// name already has that spelling, the spelling with the first free number
// after it. Names differ where camel case does not: Gardener's Shoot has
// spec.cloudProfileName and spec.cloudProfile.Name (ShootFieldSpecCloudProfileName,
// ShootFieldSpecCloudProfileName2).
func (n *kindNames) nameFields(names []string) {
	n.fieldIdents = map[string]string{}
	taken := map[string]bool{}
	for _, name := range names {
		if _, ok := n.fieldIdents[name]; ok {
			continue
		}
		ident := camel(name)
		for i := 2; taken[ident]; i++ {
			ident = camel(name) + strconv.Itoa(i)
		}
		taken[ident] = true
		n.fieldIdents[name] = ident
	}
}

// fieldIdent is the part of identifiers that spells a field selector name.
func (n *kindNames) fieldIdent(field string) string {
	if ident, ok := n.fieldIdents[field]; ok {
		return ident
	}
	return camel(field)
}

// newKindNames names the identifiers of kind (Foo: FooGetAttrs,
// PrepareFooForCreate, fooTableRow, ...).
func newKindNames(kind string) *kindNames {
	local := gocode.LowerInitials(kind)
	return &kindNames{
		selectableFields:     kind + "SelectableFields",
		unsetFieldLabels:     kind + "UnsetFieldLabels",
		toSelectableFields:   kind + "ToSelectableFields",
		getAttrs:             kind + "GetAttrs",
		fieldValue:           kind + "FieldValue",
		matchesFieldSelector: kind + "MatchesFieldSelector",
		fieldGetter:          local + "FieldGetter",
		fieldLabelConversion: kind + "FieldLabelConversion",
		indexers:             kind + "Indexers",
		indexFunc:            local + "IndexFunc",
		multiValuedFields:    kind + "MultiValuedFields",
		isMultiValued:        local + "IsMultiValued",

		printerColumns:    kind + "PrinterColumns",
		columnDefinitions: kind + "ColumnDefinitions",
		tableConvertor:    kind + "TableConvertor",
		tableRow:          local + "TableRow",
		celColumns:        kind + "CELColumns",
		rowVariables:      local + "RowVariables",
		listVariables:     local + "ListVariables",
		rowOrder:          local + "RowOrder",
		rowConditions:     local + "RowConditions",

		generateSelector:     "Generate" + kind + "Selector",
		validateSelector:     "Validate" + kind + "Selector",
		manualToAutoSelector: kind + "ManualSelectorToAutoSelector",
		autoToManualSelector: kind + "AutoSelectorToManualSelector",

		prepareForCreate:       "Prepare" + kind + "ForCreate",
		prepareForUpdate:       "Prepare" + kind + "ForUpdate",
		prepareStatusForUpdate: "Prepare" + kind + "StatusForUpdate",
		resetFields:            kind + "ResetFields",
		statusResetFields:      kind + "StatusResetFields",
		toScale:                kind + "ToScale",
		applyScale:             "ApplyScaleTo" + kind,
		validateScaleSpec:      "Validate" + kind + "ScaleSpec",
		validateScaleStatus:    "Validate" + kind + "ScaleStatus",
		scaleReplicasPath:      kind + "ScaleReplicasPath",

		descriptor: kind + "Descriptor",

		kind: kind, local: local,
	}
}

// fieldConst is the constant of a field selector: PodFieldSpecNodeName.
func (n *kindNames) fieldConst(field string) string { return n.kind + "Field" + n.fieldIdent(field) }

// fieldValueFunc is the helper that computes a field's value where its
// path may be nil: podSpecNodeNameValue.
func (n *kindNames) fieldValueFunc(field string) string {
	return n.local + n.fieldIdent(field) + "Value"
}

// columnVar is the parsed JSONPath of the i-th column (from 0) when
// client-go's jsonpath computes its cells: fooColumn1.
func (n *kindNames) columnVar(i int) string { return n.local + "Column" + strconv.Itoa(i+1) }

// cellFunc is the cell function of a column named column: fooReadyCell.
func (n *kindNames) cellFunc(column string) string { return n.local + camel(column) + "Cell" }

// columnCellFunc is the cell function of the i-th column (from 0), for a
// column whose name makes no identifier or is taken: fooColumn1Cell.
func (n *kindNames) columnCellFunc(i int) string { return n.columnVar(i) + "Cell" }

// internalKindFunc returns an internal kind's runtime.InternalKind:
// FlunderInternalKind.
func internalKindFunc(name string) string { return name + "InternalKind" }

// internalKindsFunc returns the runtime.InternalKind of every internal kind
// of a package.
const internalKindsFunc = "InternalKinds"
