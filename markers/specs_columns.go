package markers

import (
	"slices"
	"strings"
)

// The specs of the printer-column markers: the column arguments both
// dialects share, columns, CEL variables, row order, headers and row
// conditions, and controller-gen's printcolumn.

// Column types and formats, as CRD validation accepts them.
var (
	columnTypes   = []string{"string", "integer", "number", "boolean", "date"}
	columnFormats = CRDColumnFormats
	zero          = int64(0)
)

// CRDColumnFormats are the formats CRD validation accepts for a printer
// column (OpenAPI's); metav1.TableColumnDefinition takes any string.
var CRDColumnFormats = []string{"int32", "int64", "float", "double", "byte", "date", "date-time", "password"}

// columnArgs are the arguments of a printer column in both dialects;
// pathArg is jsonPath or controller-gen's JSONPath.
func columnArgs(pathArg string, withExpression bool) []ArgSpec {
	format := ArgSpec{Name: ArgFormat, Type: EnumValue, Enum: columnFormats,
		Doc: "Copied to the column definition (an OpenAPI format hint for clients); it never changes a cell."}
	description := ArgSpec{Name: ArgDescription,
		Default: "`Custom resource definition column (in JSONPath format): <jsonPath>` (or `(in CEL format): <expression>`)",
		Doc:     "The column's description in the table."}
	if withExpression {
		// +k8s:printerColumn also takes what hand-written tables of
		// aggregated servers write.
		// metav1.TableColumnDefinition's format is any string: hand-written
		// tables write kubectl's "name" (a column of object names) and
		// others ("string", "int"), which a CRD does not accept.
		format.Type, format.Enum = StringValue, nil
		format.Doc = "Copied to the column definition, as `metav1.TableColumnDefinition`'s format: any string " +
			"(OpenAPI's " + strings.Join(CRDColumnFormats, ", ") + "; kubectl's `name` for a column of object names, which " +
			"hand-written tables use; others such as `string` that aggregated servers write). It never changes a cell. " +
			"A CRD accepts only OpenAPI's: the CRD merge leaves any other out with a note."
		description.Doc += " `description=\"\"` gives the column no description, as a hand-written table's column may " +
			"have (a CRD shows its default then, and the CRD merge says so in a note)."
	}
	args := []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly, Doc: "The column header."},
		{Name: ArgType, Type: EnumValue, Enum: columnTypes, RequiredIn: typeOnly,
			Doc: "The cell type, as in a CRD: `integer` cells are int64, `number` float64, `boolean` bool, " +
				"`date` a relative age, `string` the printed value."},
		format,
		description,
		{Name: ArgPriority, Type: IntValue, Min: &zero, Default: "0",
			Doc: "0 shows the column in the default view; higher values only with `-o wide`."},
		{Name: pathArg,
			Doc: "A JSONPath into the object (`.status.replicas`, `.spec.servers[*].hosts`, " +
				"`.status.conditions[?(@.type==\"Ready\")].status`). Simple paths, `[n]`, `[*]` and `==`/`!=` " +
				"filters compile to Go; other JSONPath runs on client-go's jsonpath. Only the first result is shown."},
	}
	if withExpression {
		args = append(args, ArgSpec{Name: ArgExpression,
			Doc: "A CEL expression over `self`, the object (KEP-4595), type-checked at generation time."},
			ArgSpec{Name: ArgCellType, Type: EnumValue, Enum: append(slices.Clone(columnTypes), "any"),
				Doc: "How cells are rendered where that differs from `type`, which stays the column definition's: " +
					"hand-written tables declare a column `string` and fill it with numbers (Gardener's InternalSecret " +
					"`Data`, `int64(len(data))`); `cellType=integer` renders the cells as integers under a `string` header. " +
					"`cellType=any` (CEL columns only) makes each cell the expression's value as it is, an integer or a string " +
					"(kube-apiserver's PriorityLevelConfiguration prints a share count or `<none>` in one column: " +
					"`dyn(...)` in one branch lets the two types meet). " +
					"A CRD has no such column: the CRD merge writes `cellType` as the type (not `any`: it keeps `type`), with a note."},
			ArgSpec{Name: ArgPlaceholder,
				Doc: "The cell where the value is absent (a nil pointer or a missing key on the path, no list element, an " +
					"unset time, a CEL expression reading an absent field), as kube-apiserver's and hand-written tables print " +
					"`<none>`, `<unknown>` or `<unset>`; `placeholder=\"\"` makes it an empty cell, as hand-written tables print " +
					"many absent values (kubectl shows nothing). Without it such a cell is null, as in a CRD (kubectl shows `<none>`). " +
					"A CRD has no placeholder: the CRD merge leaves it out with a note."},
			ArgSpec{Name: ArgNameColumn, Type: BoolValue, Default: "false",
				Doc: "`true` makes this column the table's Name column, in its place: the Name column every table starts " +
					"with is left out. For tables whose name cell is not the plain name, or is not first: kube-apiserver's " +
					"IngressClass marks the default class (`name (default)`), its Event table puts Name last with priority 1, " +
					"its StorageVersionMigration names the column without the `name` format. Without `description`, the " +
					"column has the Name column's (ObjectMeta's documentation of name). One column per kind at most. " +
					"A CRD always starts with its own Name column: the CRD merge leaves this column out with a note."},
			ArgSpec{Name: ArgCellOnly, Type: BoolValue, Default: "false",
				Doc: "`true` gives every row this column's cell but the table no column definition for it: " +
					"kube-apiserver's IPAddress rows carry a third cell, an age, that no column names (an upstream quirk, " +
					"followed so that tables are equal; kubectl prints only the columns). Such columns come after every " +
					"other column, since cells are matched to definitions by position. A CRD has no such column: the CRD " +
					"merge leaves it out with a note."})
	}
	return args
}

var printerColumnSpec = &Spec{
	Name:         NamePrinterColumn,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args:         columnArgs(ArgJSONPath, true),
	ExactlyOneOf: [][]string{{ArgJSONPath, ArgExpression}},
	Doc: "Declares a column of the kind's table (`kubectl get`), in marker order after the Name column (or in " +
		"its place: `nameColumn`). " +
		"A kind without columns gets an Age column, as a CRD does.",
	Examples: []Example{
		{TypeScope, `+k8s:printerColumn:name="Color",type=string,jsonPath=".spec.color"`},
		{TypeScope, `+k8s:printerColumn:name="Status",type=string,expression="self.status.replicas == self.spec.replicas ? 'READY' : 'WAITING'"`},
	},
}

var printerColumnVariableSpec = &Spec{
	Name:         NamePrinterColumnVar,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly,
			Doc: "The variable's name, a CEL identifier (letters, digits and `_`, not first a digit); unique in the kind."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `self`, and over the variables declared before this one, type-checked at generation time."},
	},
	Doc: "Declares a CEL variable that the kind's CEL columns read as `variables.<name>`, as a " +
		"ValidatingAdmissionPolicy's `spec.variables` are read: a value several columns share (Pod's sidecar names, " +
		"its blocking init container) written once. Variables are checked in marker order, so a variable reads the ones " +
		"before it. Each is computed at most once per row, when a column first reads it, and an error in a variable " +
		"is the error of the cells that read it. A CRD has no variables: the CRD merge leaves out the columns that read one, with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerColumnVariable:name=ready,expression=`self.status.conditions.filter(c, c.type == \"Ready\")`"},
		{TypeScope, "+k8s:printerColumn:name=\"Ready\",type=string,expression=`size(variables.ready) > 0 ? variables.ready[0].status : \"Unknown\"`"},
	},
}

var printerColumnListVariableSpec = &Spec{
	Name:         NamePrinterListVar,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly,
			Doc: "The variable's name, a CEL identifier (letters, digits and `_`, not first a digit); unique among the kind's variables of both kinds."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `items`, the printed list's objects, and over the list variables declared before this one; it does not read `self`. It must compile to Go, as must the columns and variables that read it."},
	},
	Doc: "Declares a CEL variable computed once per printed list, over `items` (the list's objects, in order), that the kind's " +
		"columns and row variables read as `variables.<name>`: a cell that depends on the other rows, as kube-apiserver marks " +
		"the effective default StorageClass (the newest annotated default) `name (default)` in a list. A single object's table " +
		"(a get) has no list: `items` is empty then, as kube-apiserver prints a single StorageClass without the mark. " +
		"List variables are checked in marker order, before the row variables. A CRD has no variables: the CRD merge leaves out " +
		"the columns that read one, with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerColumnListVariable:name=first,expression=`size(items) == 0 ? \"\" : items.map(o, o.metadata.name).min()`"},
		{TypeScope, "+k8s:printerColumn:name=\"Name\",type=string,expression=`self.metadata.name + (self.metadata.name == variables.first ? \" (first)\" : \"\")`"},
	},
}

var printerRowOrderSpec = &Spec{
	Name:         NamePrinterRowOrder,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `self` whose value (an int, uint, double, string, bool, timestamp or duration) " +
				"is the sort key; it must compile to Go."},
	},
	Doc: "Orders the rows of a printed list by a key, ascending; several markers are keys in marker order (the second " +
		"orders rows the first finds equal), as kube-apiserver sorts a FlowSchema list by matching precedence, then name. " +
		"Rows with equal keys keep the list's order; a row whose key fails (a CEL error) comes after those whose key has a " +
		"value. A single object's table has one row. A CRD has no row order: the CRD merge leaves it out with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerRowOrder:expression=`has(self.spec.matchingPrecedence) ? self.spec.matchingPrecedence : 0`"},
		{TypeScope, "+k8s:printerRowOrder:expression=`self.metadata.name`"},
	},
}

var printerHeadersSpec = &Spec{
	Name:     NamePrinterHeaders,
	Dialect:  K8sDialect,
	Family:   NamePrinterColumn,
	Form:     ValueForm,
	Scopes:   typeOnly,
	KindOnly: true,
	OptsIn:   true,
	Values: []ArgSpec{
		{Type: EnumValue, Enum: []string{"AsRequested", "Always"}, Default: "AsRequested"},
	},
	Doc: "Whether the kind's tables carry their column definitions when the request asks for none " +
		"(`TableOptions.NoHeaders`, what `kubectl get --no-headers` sends). `AsRequested` leaves them out, as " +
		"kube-apiserver's own tables and a CRD's do; `Always` keeps them, as kube-aggregator's APIService table " +
		"does (an upstream quirk, followed so that tables are equal; kubectl prints no headers either way). " +
		"A CRD cannot keep them: the CRD merge notes it.",
	Examples: []Example{{TypeScope, "+k8s:printerHeaders=Always"}},
}

var printerRowConditionSpec = &Spec{
	Name:         NamePrinterRowCondition,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgType, Default: "Completed",
			Doc: "The condition's type (`metav1.TableRowCondition`'s; `Completed`, metav1.RowCompleted, is the one Kubernetes defines)."},
		{Name: ArgReason, Doc: "The condition's reason, a fixed string."},
		{Name: ArgMessage, Doc: "The condition's message, a fixed string."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A boolean CEL expression over `self`, compiled to Go: the row carries the condition (status True) when it is true."},
	},
	Doc: "Gives a row a table row condition (`metav1.TableRowCondition`, status True) when an expression holds, as " +
		"kube-apiserver marks the rows of succeeded and failed pods `Completed` (clients such as kubectl's `--watch` " +
		"read it). Conditions are added in marker order; an expression that fails adds none. A CRD has no row " +
		"conditions: the CRD merge leaves them out with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerRowCondition:type=Completed,reason=Succeeded,message=\"The pod has completed successfully.\",expression=`has(self.status.phase) && self.status.phase == \"Succeeded\"`"},
	},
}

// kubebuilderColumnArgs are controller-gen's printcolumn arguments: the
// column arguments with JSONPath for jsonPath, no expression, and the
// values controller-gen and CRD validation accept.
func kubebuilderColumnArgs() []ArgSpec {
	args := columnArgs(argKubebuilderJSONPath, false)
	for i := range args {
		a := &args[i]
		a.As = a.Name
		switch a.Name {
		case ArgName:
			a.NonEmpty = true
		case argKubebuilderJSONPath:
			a.As, a.RequiredIn = ArgJSONPath, typeOnly
		case ArgFormat:
			a.AllowEmpty, a.EmptyIsAbsent = true, true
			a.Doc += " `\"\"` is no format."
		case ArgPriority:
			a.Min = nil
			a.Doc += " Any 32-bit integer: a CRD accepts negative priorities."
		}
	}
	return args
}

var kubebuilderPrintColumnSpec = &Spec{
	Name:         nameKubebuilderPrintColumn,
	Dialect:      KubebuilderDialect,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Canonical:    printerColumnSpec,
	Args:         kubebuilderColumnArgs(),
	Doc:          "controller-gen's printer-column marker, read as `+k8s:printerColumn` with `JSONPath` for `jsonPath`.",
	Examples: []Example{
		{TypeScope, `+kubebuilder:printcolumn:name="Ready",type=string,JSONPath=".status.conditions[?(@.type==\"Ready\")].status"`},
	},
}
