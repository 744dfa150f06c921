package generators

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// The table plan: for each column of a kind, how its cell is computed,
// decided before anything is printed. emit_table.go prints the plan.

// cellMethod is how a column's cell is computed, decided per column by
// planTable before anything is printed.
type cellMethod int

const (
	// compiledPath: a JSONPath walked by generated Go (cells.go's rules at
	// the leaf; structs, lists and maps through generated JSON writers or
	// runtime.JSONCell, as jsonWriters decides).
	compiledPath cellMethod = iota + 1
	// clientGoPath: a JSONPath the generator cannot compile, evaluated by
	// client-go's jsonpath on the unstructured object.
	clientGoPath
	// compiledCEL: a CEL expression compiled to Go (internal/celgo).
	compiledCEL
	// celGo: a CEL expression outside the compiled subset, on cel-go.
	celGo
)

// columnPlan is how one column's cell is computed and printed.
type columnPlan struct {
	col    *Column
	method cellMethod
	// cell is the expression in the row's cell list.
	cell string
	// fn and body: the cell function, when the cell needs statements.
	fn   string
	body []string
	// celIndex is the column's index among the kind's CEL columns; reason
	// says why a celGo column is not compiled.
	celIndex int
	reason   string
	// parsedVar is the variable of a clientGoPath column's parsed path.
	parsedVar string
	// readsVars: a compiledCEL cell function that reads the row's
	// variables (its second parameter).
	readsVars bool
}

// tablePlan is the table of one kind, decided before printing.
type tablePlan struct {
	kind    *Kind
	columns []*columnPlan
	// celColumns are the CEL columns in order, compiled or not: cel-go's
	// reference evaluator knows them all.
	celColumns []*Column
	celVar     string
	// celGo: the kind's columns have a cel-go evaluator (celVar), with
	// the CEL types of self its package writes.
	celGo   bool
	rowFunc string
	// variables are the kind's CEL variables; rowVars names the type of a
	// row's variables, which the row makes when a compiled cell reads one.
	variables []*variablePlan
	rowVars   string
	needVars  bool
	// listVars names the type of a list's variables, when the kind has
	// list variables: the convertor makes one per table and hands it to
	// each row.
	listVars string
	// rowOrder names the function that orders a list's rows, when the kind
	// has a row order; keys are its keys' functions.
	rowOrder string
	keys     []*keyPlan
	// rowConditions names the variable of the kind's row conditions, when
	// it has any; conditions are their expressions' functions.
	rowConditions string
	conditions    []*keyPlan
	// needContent: a cell reads the unstructured content; needSelf: a cell
	// reads CEL's self.
	needContent, needSelf bool
}

// keyPlan is the function of a row order key or a row condition's
// expression: fn(obj) returns its value, of type goType, and whether it
// has one.
type keyPlan struct {
	expression string
	compare    string // a key's compare helper
	fn         string
	goType     string
	body       []string
}

// tablePlanner plans the tables of one package's kinds. It owns what the
// kinds' cells share: the file's imports, the JSON writers compiled cells
// call, and the cell function names taken in the package.
type tablePlanner struct {
	im   *gocode.Imports
	json *jsonWriters
	// funcNames are the cell functions named so far in the package.
	funcNames map[string]bool
}

// newTablePlanner returns the planner of the tables of package pkgPath,
// whose file's imports are im.
func newTablePlanner(im *gocode.Imports, pkgPath string) *tablePlanner {
	return &tablePlanner{im: im, json: newJSONWriters(im, pkgPath), funcNames: map[string]bool{}}
}

// planTable decides for each column how its cell is computed: compiled
// JSONPath, client-go's jsonpath, compiled CEL or cel-go.
func (tp *tablePlanner) planTable(k *Kind) *tablePlan {
	if k.imports != tp.im {
		panic("the CEL of " + k.Name + " is compiled into other imports than its file's") // targets hand the file the package's
	}
	n := k.names()
	p := &tablePlan{kind: k, celVar: n.celColumns, rowFunc: n.tableRow, rowVars: n.rowVariables}
	if len(k.ListVariables) > 0 {
		p.listVars = n.listVariables
	}
	if len(k.RowOrder) > 0 {
		p.rowOrder = n.rowOrder
		for i, key := range k.RowOrder {
			r := k.compiledKey(key.celAST) // discovery compiled it
			kp := &keyPlan{expression: key.Expression, compare: key.compare, fn: n.rowOrder + "Key" + strconv.Itoa(i), body: r.body, goType: r.goType}
			p.keys = append(p.keys, kp)
		}
	}
	if len(k.RowConditions) > 0 {
		p.rowConditions = n.rowConditions
		for i, rc := range k.RowConditions {
			r := k.compiledKey(rc.celAST) // discovery compiled it
			kp := &keyPlan{expression: rc.Expression, fn: n.rowConditions[:len(n.rowConditions)-1] + strconv.Itoa(i), body: r.body, goType: r.goType}
			p.conditions = append(p.conditions, kp)
		}
	}
	p.variables, _ = k.compiledVariables()
	for i, c := range k.Columns {
		cp := &columnPlan{col: c}
		switch {
		case c.Expression != "":
			cp.celIndex = len(p.celColumns)
			p.celColumns = append(p.celColumns, c)
			if r := k.compiledColumn(c); r.body != nil {
				cp.method, cp.body, cp.fn = compiledCEL, r.body, tp.cellFuncName(k, c, i)
				cp.cell = cp.fn + "(obj)"
				if readsVariableMethod(c, p.variables) {
					cp.readsVars, p.needVars = true, true
					cp.cell = cp.fn + "(obj, vars)"
				}
			} else {
				cp.method, cp.reason = celGo, r.reason
				cp.cell = fmt.Sprintf("%s.Cell(%d, self)", p.celVar, cp.celIndex)
				p.needContent, p.needSelf = true, true
			}
		case c.path.fallback:
			cp.method = clientGoPath
			cp.parsedVar = n.columnVar(i)
			cp.cell = cp.parsedVar + ".Cell(content)"
			p.needContent = true
		default:
			cp.method = compiledPath
			body, neverNil := tp.cellBody(c)
			cp.body = body
			if len(cp.body) == 1 && strings.HasPrefix(cp.body[0], "return ") {
				cp.cell, cp.body = strings.TrimPrefix(cp.body[0], "return "), nil // one expression: inline
			} else {
				cp.fn = tp.cellFuncName(k, c, i)
				cp.cell = cp.fn + "(obj)"
			}
			if neverNil {
				p.columns = append(p.columns, cp) // the placeholder never applies
				continue
			}
		}
		if c.Placeholder != nil {
			cp.cell = fmt.Sprintf("%s.CellOr(%s, %s)", tp.im.Ref(gocode.RuntimePkg), cp.cell, strconv.Quote(*c.Placeholder))
		}
		p.columns = append(p.columns, cp)
	}
	return p
}

// cellFuncName names the function of column i's cell: after the kind and
// the column (fooReadyCell), or its position when the name is no Go
// identifier or is taken in the package (two columns may share a name, and
// kind Foo's "BarBaz" meets kind FooBar's "Baz").
func (tp *tablePlanner) cellFuncName(k *Kind, c *Column, i int) string {
	fn := k.names().cellFunc(c.Name)
	if !isIdentifier(fn) || tp.funcNames[fn] {
		fn = k.names().columnCellFunc(i)
	}
	for base, n := fn, 2; tp.funcNames[fn]; n++ {
		fn = base + strconv.Itoa(n)
	}
	tp.funcNames[fn] = true
	return fn
}

// readsVariableMethod reports whether column c reads a variable that is a
// method of the row's variables (not one its readers write in place).
func readsVariableMethod(c *Column, plans []*variablePlan) bool {
	read := variablesRead(c.celAST)
	for _, vp := range plans {
		if read[vp.v.Name] && !vp.inline {
			return true
		}
	}
	return false
}
