package generators

import (
	"errors"
	"fmt"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/google/cel-go/cel"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// resolveColumns reads the printer-column markers of a kind (both
// dialects, in the order written) and resolves their paths.
func (d *discovery) resolveColumns(k *Kind, tm []*markers.Marker) {
	k.celWritten = celWritten(tm)
	// When a variable is wrong, what reads none is checked all the same:
	// every error of a run together.
	k.variablesWrong = !d.resolveVariables(k, tm)
	// Column names need not be unique: the CRD API accepts two columns with
	// one name (cluster-api's MachineDeployment has two "Available"), and
	// kubectl shows both.
	for _, m := range find(tm, markers.NamePrinterColumn) {
		if c, ok := d.column(k, m); ok {
			k.Columns = append(k.Columns, c)
		}
	}
	if len(find(tm, markers.NamePrinterColumn)) == 0 {
		// As a CRD without columns is served: one Age column.
		age := &Column{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp",
			DescriptionExpr: "CreationTimestampDescription"}
		if msg, _ := d.resolveColumnPath(k, age); msg != "" {
			panic("Age column of " + k.Name + ": " + msg) // every kind has ObjectMeta
		}
		k.Columns = []*Column{age}
	}
	d.checkListVariableReaders(k)
	d.resolveRowOrder(k, tm)
	d.resolveRowConditions(k, tm)
	if m := findOne(tm, markers.NamePrinterHeaders); m != nil {
		k.HeadersAlways = m.Value.Text == "Always"
	}
}

// column is the column one +k8s:printerColumn marker m of k declares,
// with its flags checked; ok is false where an error was reported.
func (d *discovery) column(k *Kind, m *markers.Marker) (_ *Column, ok bool) {
	c := &Column{
		Name:        m.String(markers.ArgName),
		Type:        m.String(markers.ArgType),
		Format:      m.String(markers.ArgFormat),
		Description: m.String(markers.ArgDescription),
		CellType:    m.String(markers.ArgCellType),
		Pos:         m.Pos,
	}
	if v, ok := m.Arg(markers.ArgPriority); ok {
		c.Priority = v.Int()
	}
	if v, ok := m.Arg(markers.ArgPlaceholder); ok {
		// placeholder="" is a placeholder: an empty cell, not null.
		c.Placeholder = &v.Text
	}
	if v, ok := m.Arg(markers.ArgNameColumn); ok && v.Text == "true" {
		if other := k.nameColumn(); other != nil {
			d.errs.Addf(v.Pos, "%s %q on %s: nameColumn=true, but column %q (line %d) is the Name column already; "+
				"a table has one Name column, so set nameColumn on one column only",
				m.Name(), c.Name, k.Name, other.Name, other.Pos.Line)
			return nil, false
		}
		c.NameColumn = true
	}
	if v, ok := m.Arg(markers.ArgCellOnly); ok && v.Text == "true" {
		if c.NameColumn {
			d.errs.Addf(v.Pos, "%s %q on %s: cellOnly=true with nameColumn=true; the Name column is a column, so drop one of them",
				m.Name(), c.Name, k.Name)
			return nil, false
		}
		c.CellOnly = true
	} else if last := lastColumn(k); last != nil && last.CellOnly {
		d.errs.Addf(m.Pos, "%s %q on %s: a column after the cell-only column %q (line %d); cells are matched to column definitions by position, so declare cell-only columns last",
			m.Name(), c.Name, k.Name, last.Name, last.Pos.Line)
		return nil, false
	}
	if v, ok := m.Arg(markers.ArgDescription); ok && v.Text == "" && m.Dialect() != markers.KubebuilderDialect {
		c.NoDescription = true
	}
	if !d.columnSource(k, m, c) {
		return nil, false
	}
	return c, true
}

// columnSource resolves where column c's cells come from: its JSONPath,
// planned against k's Go types, or its CEL expression, checked; false
// where an error was reported.
func (d *discovery) columnSource(k *Kind, m *markers.Marker, c *Column) bool {
	where := fmt.Sprintf("%s %q on %s", m.Name(), c.Name, k.Name)
	pathArg := m.ArgName(markers.ArgJSONPath)
	if jp, ok := m.Arg(pathArg); ok {
		c.JSONPath = jp.Text
		if c.CellType == "any" {
			d.errs.Addf(m.Pos, "%s: cellType=any is for CEL expressions, whose values it keeps as they are; a JSONPath column renders its cells by a column type (string, integer, number, boolean, date)", where)
			return false
		}
		if msg, syntax := d.resolveColumnPath(k, c); msg != "" {
			if syntax || m.Dialect() != markers.KubebuilderDialect {
				d.errs.Addf(jp.Pos, "%s: %s %q %s", where, pathArg, jp.Text, msg)
				return false
			}
			// controller-gen and the CRD API accept the column; its
			// cells are what client-go's jsonpath finds, as for a CRD.
			d.notes.Addf(jp.Pos, "%s: %s %q %s; accepted as controller-gen accepts it: the cells are computed by client-go's jsonpath at run time, as the CRD table convertor computes them",
				where, pathArg, jp.Text, msg)
			c.path, c.leaf = &jsonPathPlan{fallback: true}, cellRule{}
		}
	} else {
		expr, _ := m.Arg(markers.ArgExpression)
		c.Expression = expr.Text
		if d.readsWrongVariables(k, c.Expression) {
			return false
		}
		if msg := d.checkExpression(k, c); msg != "" {
			d.expressionError(expr, where, msg)
			return false
		}
	}
	return true
}

// resolveColumnPath plans a column's JSONPath and checks that its column
// type can show the value. syntax says the CRD API rejects the path too;
// other problems are ones only the Go types show.
func (d *discovery) resolveColumnPath(k *Kind, c *Column) (msg string, syntax bool) {
	plan, msg, syntax := planJSONPath(k.Type, c.JSONPath)
	if msg != "" {
		return msg, syntax
	}
	c.path = plan
	if plan.fallback {
		return "", false
	}
	last := plan.segments[len(plan.segments)-1]
	leaf := last.result
	rule, ok := leafCellRule(leaf, last.resultGo)
	// A pointer to a pointer is rare enough to leave to client-go's
	// jsonpath, which reads it as the CRD table convertor does.
	if !ok || jsontype.Of(leaf, last.resultGo).Pointers > 1 {
		plan.fallback = true
		return "", false
	}
	if msg := rule.checkColumnType(c.cells(), leaf); msg != "" {
		return "ends at " + jsontype.Describe(leaf) + ": " + msg, false
	}
	c.leaf = rule
	return "", false
}

// checkExpression parses and type-checks a CEL column against the kind's
// types, checks its result type against the column type and its estimated
// cost against the limit.
func (d *discovery) checkExpression(k *Kind, c *Column) string {
	if msg := typographicQuote(c.Expression); msg != "" {
		return msg
	}
	env, msg := d.celEnv(k)
	if msg != "" {
		return msg
	}
	ast, err := selectablecel.Check(env, k.cel.self, c.Expression, c.cells(), d.args.CELCostLimit)
	var overCost *selectablecel.CostError
	if errors.As(err, &overCost) {
		// The estimate bounds cel-go's evaluation. A column compiled to Go
		// is not evaluated by cel-go: its cost is a walk of the object's
		// lists, bounded by the object's size, so it needs no MaxItems.
		c.celAST = ast
		if r := k.compiledColumn(c); r.body != nil {
			err = nil
		} else {
			return fmt.Sprintf("%s (the limit applies because the column runs on cel-go: %s; a column compiled to Go has none)", err, r.reason)
		}
	}
	if err != nil {
		return err.Error()
	}
	c.celAST = ast
	return ""
}

// celEnv is the CEL environment of k's columns: self, now and, once
// resolveVariables has declared them, the kind's variables.
func (d *discovery) celEnv(k *Kind) (*cel.Env, string) {
	if k.celEnv != nil {
		return k.celEnv, ""
	}
	if k.cel == nil {
		k.cel = d.newCELSchema(k)
	}
	env, err := selectablecel.NewEnv(k.cel.self)
	if err != nil {
		return nil, "cannot be checked: " + err.Error()
	}
	k.celEnv = env
	return env, ""
}

// celMessage rewords cel-go's "ERROR: <input>:1:6: msg" and keeps its
// caret lines, which point into the expression, written at. It returns
// where the message points: at's position, or, for an expression written
// over lines (key> text), the file line of its first error; a column is
// counted from the start of that line's text, and an error on another line
// names that line of the file.
func celMessage(msg string, at markers.Value) (token.Position, string) {
	pos, located := at.Pos, false
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		m := celErrorRE.FindStringSubmatch(l)
		switch {
		case m != nil:
			line, _ := strconv.Atoi(m[1])
			where := "at line " + m[1] + ", column " + m[2]
			if len(at.Lines) > 1 && line <= len(at.Lines) {
				lp := at.Lines[line-1]
				if !located {
					pos, located = lp, true
				}
				where = "at line " + strconv.Itoa(lp.Line) + ", column " + m[2]
				if lp.Line == pos.Line {
					where = "at column " + m[2]
				}
			} else if line == 1 {
				where = "at column " + m[2]
			}
			lines[i] = where + ": " + m[3] + celHint(m[3])
			if i > 0 {
				lines[i] = "\t" + lines[i] // a further error, under the first
			}
		case i > 0:
			lines[i] = "\t" + l
		}
	}
	return pos, strings.Join(lines, "\n")
}

// expressionError reports cause, what is wrong with the expression written
// at (cel-go's message or ours), for where (the marker and its kind).
func (d *discovery) expressionError(at markers.Value, where, cause string) {
	pos, msg := celMessage(cause, at)
	sep := ": "
	if strings.HasPrefix(msg, "at ") {
		sep = " "
	}
	d.errs.Addf(pos, "%s: expression%s%s", where, sep, msg)
}

// celHint adds what to write instead for mistakes CEL's message does not
// explain.
func celHint(msg string) string {
	switch {
	case strings.HasPrefix(msg, "undeclared reference to 'variables'"):
		return " (declare a variable with +k8s:printerColumnVariable:name=<name>,expression=...; " +
			"a variable reads only those declared before it, in marker order)"
	case strings.Contains(msg, "overload for 'format'"):
		return ` (format is a method of the format string: "%s/%s".format([a, b]))`
	case strings.HasPrefix(msg, "undefined field '"):
		name := strings.TrimSuffix(strings.TrimPrefix(msg, "undefined field '"), "'")
		if esc := selectablecel.Escape(name); esc != name {
			return fmt.Sprintf(" (as in Kubernetes CEL, write the field %q as %s)", name, esc)
		}
	}
	return ""
}

var celErrorRE = regexp.MustCompile(`^ERROR: <input>:(\d+):(\d+): (.*)$`)

// lastColumn is the kind's last column resolved so far.
func lastColumn(k *Kind) *Column {
	if len(k.Columns) == 0 {
		return nil
	}
	return k.Columns[len(k.Columns)-1]
}

// typographicQuote reports a typographic quote in a CEL expression: gofmt
// rewrites ” in a doc comment, where generated code quotes the
// expression, into a closing typographic quote, so CEL's empty string
// written with single quotes does not survive it.
func typographicQuote(expr string) string {
	if i := strings.IndexAny(expr, "“”‘’"); i >= 0 {
		// In cel-go's form, which celMessage words and locates.
		line := strings.Count(expr[:i], "\n") + 1
		start := strings.LastIndexByte(expr[:i], '\n') + 1
		return fmt.Sprintf("ERROR: <input>:%d:%d: a typographic quote, which gofmt makes of '' in a doc comment; "+
			"write CEL's empty string as \"\" in a backquoted value: expression=`has(self.x) ? self.x : \"\"`",
			line, utf8.RuneCountInString(expr[start:i])+1)
	}
	return ""
}

// celWritten are the CEL expressions of a kind's table markers, as
// written.
func celWritten(tm []*markers.Marker) []string {
	var exprs []string
	for _, name := range []string{markers.NamePrinterColumn, markers.NamePrinterColumnVar, markers.NamePrinterListVar,
		markers.NamePrinterRowOrder, markers.NamePrinterRowCondition} {
		for _, m := range find(tm, name) {
			if a, ok := m.Arg(markers.ArgExpression); ok {
				exprs = append(exprs, a.Text)
			}
		}
	}
	return exprs
}
