package celgo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The CEL compiler turns a type-checked column expression into Go that
// reads the typed object directly, for the subset of CEL that columns
// mostly use (docs/printer-columns.md lists it): field selection and has()
// with JSON presence, literals, comparisons, &&, ||, !, ternaries, int
// arithmetic with CEL's overflow errors, string functions, size(),
// indexing, timestamps (metav1.Time and MicroTime) and durations,
// quantities as their canonical strings, formatting, list functions,
// cel.bind, and exists, all, filter and map over lists and map keys.
// Anything else stays on cel-go. Every CEL error makes the cell empty, as
// on cel-go; where CEL forgives an error (false && error, exists with one
// true element, a bound value nobody reads) the Go does too.

// cKind is the CEL kind of a compiled value.
type cKind int

const (
	kString cKind = iota + 1
	kInt
	kDouble
	kBool
	kTime
	kDuration
	kList
	kObject
	// kMap is a map read from a struct field: compiled code counts it,
	// tests its presence and hands a map of strings to formatLabels; any
	// other use stays on cel-go.
	kMap
	// kAny is dyn: a Go any holding a string, int64, float64 or bool
	// (dyn(x) of such an x), which compiled code only stores and renders as
	// a cellType=any cell.
	kAny
)

func (k cKind) String() string {
	names := [...]string{kString: "string", kInt: "int", kDouble: "double", kBool: "bool", kTime: "timestamp",
		kDuration: "duration", kList: "list", kObject: "object", kMap: "map", kAny: "dyn"}
	if k > 0 && int(k) < len(names) {
		return names[k]
	}
	return fmt.Sprintf("kind %d", int(k))
}

// cType is a compiled value's type: for lists the element type, for
// objects the Go struct.
type cType struct {
	kind cKind
	elem *cType
	obj  *types.Type
}

// cVal is a compiled value: a Go expression (valid after the statements
// written so far) of the Go type goTypeName(t) — except list values read
// from struct fields, whose elements still need elemOf.
type cVal struct {
	expr string
	t    *cType
	// raw lists (from struct fields): how to turn element expression e
	// into a value of t.elem; elemPtr: elements are pointers (nil is null).
	raw     bool
	elemOf  func(e string) string
	elemPtr bool
	// rawElem is the Go element type of a raw list (for pointers to struct
	// elements).
	rawElem *types.Type
	// lazy, for a cel.bind variable whose value can fail, is the Go
	// closure that computes it once (expr is unset): each use calls it.
	lazy string
	// countTo, for lists.range(n) iterated by a comprehension, is the Go
	// variable holding n: the loop counts, no list is made (expr is unset).
	countTo string
}

// unsupported stops compilation: the column stays on cel-go.
type unsupported struct{ reason string }

// celCompiler writes the statements of one cell function.
type celCompiler struct {
	gocode.StmtWriter
	im         *gocode.Imports
	ast        *celast.AST
	columnType string
	fail       string // statement on a CEL error: return nil, or return false, false in a closure
	fails      int    // error exits written so far
	locals     map[string]cVal
	kind       *types.Type
	// hasFacts are the absence conditions each compiled has() tested, by
	// the has() expression's ID; known are those a branch may take as
	// false (the ternary's condition said the field is there), so that a
	// read in the branch writes no check the condition already made.
	hasFacts map[int64][]string
	known    map[string]bool
	// vars are the kind's variables, by CEL name (variables.ready).
	vars map[string]Variable
	// anyCell: the expression is a cellType=any column's, whose cells may
	// be dyn values (kAny).
	anyCell bool
}

// Variable is a CEL variable of the kind's columns (variables.<name>) as
// compiled code reads it.
type Variable struct {
	// Call is the Go call that returns its value and whether it has one
	// (false: a CEL error), vars.ready(); empty when the variable runs on
	// cel-go, and so does any column that reads it.
	Call string
	// Type is its checked CEL type.
	Type *celtypes.Type
}

// Compile returns the statements of the body of a cell function
// `func(obj *Self) any` that computes a printer column's cell from a
// type-checked CEL expression over self (of Go type self), for a column of
// columnType (string, integer, number, boolean, date), with CEL's
// semantics and errors (an error is a nil cell). Packages are named through
// im; vars are the kind's variables, by their CEL names (variables.ready).
// When the expression is outside the compiled subset, body is nil and
// reason says why: the column then runs on cel-go.
func Compile(expr *celast.AST, self *types.Type, columnType string, im *gocode.Imports, vars map[string]Variable) (body []string, reason string) {
	cc := newCompiler(expr, self, columnType, im, vars, "return nil")
	cc.anyCell = columnType == "any"
	defer cc.recoverUnsupported(&reason)
	v := cc.expr(cc.ast.Expr())
	cc.Line("return %s", cc.cell(v))
	return cc.Lines, ""
}

// CompileVariable returns the statements of the body of a method
// `func (vars *Row) compute() (T, bool)` that computes a CEL variable's
// value, false for a CEL error, with obj being vars.obj, and T, the value's
// Go type; other variables are read through vars. As for Compile, body is
// nil and reason says why when the expression is outside the compiled
// subset (a variable of a type compiled code does not store: an object, a
// map, a list of objects).
func CompileVariable(expr *celast.AST, self *types.Type, im *gocode.Imports, vars map[string]Variable) (body []string, goType, reason string) {
	cc := newCompiler(expr, self, "any", im, vars, "")
	defer cc.recoverUnsupported(&reason)
	body, goType = cc.variable()
	if usesVar(body, "obj") {
		body = append([]string{"obj := vars.obj"}, body...)
	}
	return body, goType, ""
}

// CompileListVariable is CompileVariable for a list variable
// (+k8s:printerColumnListVariable): a method of the list's variables,
// which reads the printed list's objects, vars.items (a []Self), as CEL's
// items, and the list variables before it through vars.
func CompileListVariable(expr *celast.AST, self *types.Type, im *gocode.Imports, vars map[string]Variable) (body []string, goType, reason string) {
	cc := newCompiler(expr, self, "any", im, vars, "")
	defer cc.recoverUnsupported(&reason)
	cc.locals[selectablecel.ItemsName] = cc.fromGo("items", &types.Type{Kind: types.Slice, Elem: self})
	body, goType = cc.variable()
	if usesVar(body, "items") {
		body = append([]string{"items := vars.items"}, body...)
	}
	return body, goType, ""
}

// CompileKey returns the statements of the body of a function
// `func(obj *Self) (T, bool)` that computes a row order key
// (+k8s:printerRowOrder), false for a CEL error, and T, the key's Go type.
// As for Compile, body is nil and reason says why when the expression is
// outside the compiled subset.
func CompileKey(expr *celast.AST, self *types.Type, im *gocode.Imports) (body []string, goType, reason string) {
	cc := newCompiler(expr, self, "any", im, nil, "")
	defer cc.recoverUnsupported(&reason)
	body, goType = cc.variable()
	return body, goType, ""
}

// variable compiles the expression as a variable's value: the statements
// that return it and true, or the zero value and false on a CEL error.
func (cc *celCompiler) variable() (body []string, goType string) {
	t := cc.fromCELType(cc.ast.GetType(cc.ast.Expr().ID()))
	goType = cc.goTypeName(t)
	cc.fail = "return " + cc.goZero(t) + ", false"
	v := cc.value(cc.expr(cc.ast.Expr()))
	if cc.goTypeName(v.t) != goType {
		cc.unsupported("a variable of type %s computed as %s", goType, cc.goTypeName(v.t))
	}
	cc.Line("return %s, true", v.expr)
	return cc.Lines, goType
}

func newCompiler(expr *celast.AST, self *types.Type, columnType string, im *gocode.Imports, vars map[string]Variable, fail string) *celCompiler {
	return &celCompiler{im: im, ast: expr, columnType: columnType, fail: fail, locals: map[string]cVal{}, kind: self,
		hasFacts: map[int64][]string{}, known: map[string]bool{}, vars: vars}
}

// recoverUnsupported ends a compilation that met something outside the
// compiled subset, with its reason.
func (cc *celCompiler) recoverUnsupported(reason *string) {
	if r := recover(); r != nil {
		u, ok := r.(unsupported)
		if !ok {
			panic(r)
		}
		cc.Lines, *reason = nil, u.reason
	}
}

func (cc *celCompiler) unsupported(format string, args ...any) {
	panic(unsupported{reason: fmt.Sprintf(format, args...)})
}

func (cc *celCompiler) rt(sym string) string { return cc.pkg(gocode.RuntimePkg) + sym }

// pkg returns "name." for an imported package.
func (cc *celCompiler) pkg(path string) string { return cc.im.Qual(path) }

// failIf writes the error exit for cond.
func (cc *celCompiler) failIf(cond string) {
	cc.fails++
	cc.Line("if %s {", cond)
	cc.Line("\t%s", cc.fail)
	cc.Line("}")
}

// checked calls a runtime helper returning (value, ok) and fails on !ok.
func (cc *celCompiler) checked(call string) string {
	v, ok := cc.NewVar("v"), cc.NewVar("ok")
	cc.Line("%s, %s := %s", v, ok, call)
	cc.failIf("!" + ok)
	return v
}

// goTypeName is the Go type a compiled value of t has.
func (cc *celCompiler) goTypeName(t *cType) string {
	switch t.kind {
	case kString:
		return "string"
	case kInt:
		return "int64"
	case kDouble:
		return "float64"
	case kBool:
		return "bool"
	case kTime:
		return cc.pkg("time") + "Time"
	case kDuration:
		return cc.pkg("time") + "Duration"
	case kList:
		return "[]" + cc.goTypeName(t.elem)
	case kObject:
		return "*" + cc.pkg(t.obj.Name.Package) + t.obj.Name.Name
	case kMap:
		cc.unsupported("a stored map")
		return ""
	case kAny:
		return "any"
	}
	panic("unknown kind")
}

// elements returns how to range over the list v and the expression of
// its i-th element: a raw list (a struct field) is iterated as it is, each
// element converted by elemOf, so it need not be materialized first.
func (cc *celCompiler) elements(v cVal) (rangeExpr string, elem func(i string) string) {
	if !v.raw {
		return v.expr, func(i string) string { return v.expr + "[" + i + "]" }
	}
	return v.expr, func(i string) string { return v.elemOf(v.expr + "[" + i + "]") }
}

// expr compiles e and returns its value.
func (cc *celCompiler) expr(e celast.Expr) cVal {
	switch e.Kind() {
	case celast.LiteralKind:
		return cc.literal(e.AsLiteral())
	case celast.IdentKind:
		name := e.AsIdent()
		if name == "self" {
			return cVal{expr: "obj", t: &cType{kind: kObject, obj: cc.kind}}
		}
		if v, ok := cc.locals[name]; ok {
			if v.lazy != "" {
				return cVal{expr: cc.checked(v.lazy + "()"), t: v.t}
			}
			return v
		}
		if v, ok := cc.vars[name]; ok {
			if v.Call == "" {
				cc.unsupported("%s, which runs on cel-go", name)
			}
			return cVal{expr: cc.checked(v.Call), t: cc.fromCELType(v.Type)}
		}
		if name == "now" {
			// The table's clock, read when the cell is computed.
			return cVal{expr: cc.rt("Now") + "().UTC()", t: &cType{kind: kTime}}
		}
		cc.unsupported("identifier %s", name)
	case celast.SelectKind:
		sel := e.AsSelect()
		if sel.IsTestOnly() {
			v, absent := cc.has(sel)
			cc.hasFacts[e.ID()] = absent
			return v
		}
		return cc.selectField(cc.expr(sel.Operand()), sel.FieldName())
	case celast.CallKind:
		return cc.call(e)
	case celast.ComprehensionKind:
		return cc.comprehension(e)
	case celast.ListKind:
		return cc.listLiteral(e)
	}
	cc.unsupported("expression kind %v", e.Kind())
	return cVal{}
}

// stringLiteral is the value of e when e is a string literal.
func stringLiteral(e celast.Expr) (string, bool) {
	if e.Kind() != celast.LiteralKind {
		return "", false
	}
	s, ok := e.AsLiteral().(celtypes.String)
	return string(s), ok
}

func (cc *celCompiler) literal(v any) cVal {
	switch x := v.(type) {
	case celtypes.String:
		return cVal{expr: strconv.Quote(string(x)), t: &cType{kind: kString}}
	case celtypes.Int:
		return cVal{expr: "int64(" + strconv.FormatInt(int64(x), 10) + ")", t: &cType{kind: kInt}}
	case celtypes.Bool:
		return cVal{expr: strconv.FormatBool(bool(x)), t: &cType{kind: kBool}}
	case celtypes.Double:
		return cVal{expr: "float64(" + strconv.FormatFloat(float64(x), 'g', -1, 64) + ")", t: &cType{kind: kDouble}}
	}
	cc.unsupported("literal %v", v)
	return cVal{}
}

// member resolves a CEL field name of an object to its Go member chain.
func (cc *celCompiler) member(obj *types.Type, field string) []jsontype.Member {
	for _, m := range jsontype.FlatMembers(obj) {
		if selectablecel.Escape(m.JSONName) == field {
			steps, ok := jsontype.FindMember(obj, m.JSONName, nil)
			if ok {
				return steps
			}
		}
	}
	cc.unsupported("field %s of %s", field, obj.Name.Name)
	return nil
}

// absence returns the Go conditions under which the field is left out of
// the JSON of x (a nil pointer on the way, or an empty value under
// omitempty) and the access expression of the member. It writes nothing.
func (cc *celCompiler) absence(x cVal, field string) (absent []string, access string, m jsontype.Member) {
	steps := cc.member(x.t.obj, field)
	acc := x.expr
	for i, s := range steps {
		acc += "." + s.Name
		// A null at the end is the caller's: selectField decides.
		omitted, null := jsontype.Presence(acc, s)
		switch {
		case omitted != "":
			absent = append(absent, omitted)
		case null != "" && i < len(steps)-1:
			absent = append(absent, null)
		}
	}
	return absent, acc, steps[len(steps)-1]
}

// has compiles has(x.f): the field is in the object's JSON, and not null.
func (cc *celCompiler) has(sel celast.SelectExpr) (cVal, []string) {
	x := cc.expr(sel.Operand())
	if x.t.kind != kObject {
		cc.unsupported("has() on a non-object")
	}
	absent, _, _ := cc.unset(x, sel.FieldName())
	if len(absent) == 0 {
		return cVal{expr: "true", t: &cType{kind: kBool}}, nil
	}
	present := make([]string, len(absent))
	for i, a := range absent {
		present[i] = gocode.Negate(a)
	}
	return cVal{expr: "(" + strings.Join(present, " && ") + ")", t: &cType{kind: kBool}}, absent
}

// unset returns the Go conditions under which x.f is not set, as has()
// and optional selection (x.?f) see it: left out of the JSON, or null (a
// nil pointer, list or map without omitempty, a zero time: a CRD's API
// server drops the nulls of fields that are not nullable, so CEL never
// sees one). It writes nothing; access and m are absence's.
func (cc *celCompiler) unset(x cVal, field string) (absent []string, access string, m jsontype.Member) {
	absent, access, m = cc.absence(x, field)
	if _, null := jsontype.Presence(access, m); null != "" {
		absent = append(absent, null)
	}
	if zero := access + ".IsZero()"; jsontype.ZeroIsNull(jsontype.Of(m.Type, nil).Kind) && !slices.Contains(absent, zero) {
		absent = append(absent, zero) // a zero time is null; IsZero takes a nil pointer too
	}
	return absent, access, m
}

// selectField compiles x.f with JSON semantics: a field left out is an
// error ("no such key"), a null where a value is needed is an error too.
func (cc *celCompiler) selectField(x cVal, field string) cVal {
	if x.t.kind != kObject {
		cc.unsupported("selection on a non-object")
	}
	absent, acc, m := cc.absence(x, field)
	absent = slices.DeleteFunc(absent, func(a string) bool { return cc.known[a] })
	if len(absent) > 0 {
		cc.failIf(strings.Join(absent, " || "))
	}
	if m.Type.Kind == types.Pointer && !m.Omitempty && !cc.known[acc+" == nil"] {
		cc.failIf(acc + " == nil") // null, where a value is needed
	}
	acc, t := cc.deref(acc, m)
	if (t.Kind == types.Slice || t.Kind == types.Map) && !m.Omitempty && !cc.known[acc+" == nil"] {
		cc.failIf(acc + " == nil") // null
	}
	return cc.fromGo(acc, t)
}

// deref is the value of member m at access acc, and its Go type: through
// a pointer (a struct's fields are reached through it as they are; any
// other value is read through *).
func (cc *celCompiler) deref(acc string, m jsontype.Member) (string, *types.Type) {
	t := m.Type
	if t.Kind != types.Pointer {
		return acc, t
	}
	if t = t.Elem; t.Kind == types.Pointer {
		cc.unsupported("pointer to pointer")
	}
	if t.Kind != types.Struct || t.Name == jsontype.TimeName {
		acc = "*" + acc
	}
	return acc, t
}

// labelSelectorName is the Go type formatLabelSelector takes.
var labelSelectorName = types.Name{Package: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "LabelSelector"}

// isStringType reports whether t is string or a string kind.
func isStringType(t *types.Type) bool {
	return t != nil && jsontype.Of(t, nil).Kind == jsontype.String && jsontype.Of(t, nil).Pointers == 0
}

// celKinds are the compiled kinds of the shapes the compiler reads; a
// shape without an entry stays on cel-go.
var celKinds = map[jsontype.Kind]cKind{
	jsontype.String:    kString,
	jsontype.Bool:      kBool,
	jsontype.Signed:    kInt,
	jsontype.Unsigned:  kInt,
	jsontype.Float:     kDouble,
	jsontype.Time:      kTime,
	jsontype.MicroTime: kTime,
	jsontype.Quantity:  kString,
	jsontype.Duration:  kDuration,
	jsontype.Struct:    kObject,
	jsontype.List:      kList,
	jsontype.Map:       kMap,
}

// CompilesShape reports whether compiled code reads values of shape k;
// an expression that reads any other shape stays on cel-go.
func CompilesShape(k jsontype.Kind) bool {
	_, ok := celKinds[k]
	return ok
}

// compiledShape classifies a Go value's type for the compiler: pointers
// must be stripped already, and 64-bit unsigned values, which CEL's int
// cannot hold, stay on cel-go.
func (cc *celCompiler) compiledShape(t *types.Type, what string) (jsontype.Shape, cKind) {
	s := jsontype.Of(t, nil)
	k, ok := celKinds[s.Kind]
	switch {
	case s.Pointers > 0:
		cc.unsupported("pointers")
	case s.Kind == jsontype.Unsigned && (s.Basic == "uint64" || s.Basic == "uint" || s.Basic == "uintptr"):
		cc.unsupported("64-bit unsigned values")
	case !ok:
		cc.unsupported("%s of %s", what, s.Kind)
	case s.Kind == jsontype.List && s.Elem.Kind != types.Slice:
		cc.unsupported("%s of arrays", what)
	case s.Kind == jsontype.Map && (s.Elem.Key == nil || jsontype.Of(s.Elem.Key, nil).Kind != jsontype.String):
		cc.unsupported("%s of maps without string keys", what)
	}
	return s, k
}

// fromGo converts a Go value expression of type t to a compiled value; x
// is a value, or a pointer for structs (selection works on both).
func (cc *celCompiler) fromGo(x string, t *types.Type) cVal {
	s, k := cc.compiledShape(t, "values")
	switch s.Kind {
	case jsontype.Time:
		return cVal{expr: cc.checked(cc.rt("CELTime") + "(" + x + ")"), t: &cType{kind: kTime}}
	case jsontype.MicroTime:
		return cVal{expr: cc.checked(cc.rt("CELMicroTime") + "(" + x + ")"), t: &cType{kind: kTime}}
	case jsontype.Duration:
		return cVal{expr: x + ".Duration", t: &cType{kind: kDuration}}
	case jsontype.Struct:
		return cVal{expr: x, t: &cType{kind: kObject, obj: t}}
	case jsontype.Map:
		return cVal{expr: x, t: &cType{kind: kMap, obj: s.Elem}}
	case jsontype.List:
		et := s.Elem.Elem
		ptr := false
		if et.Kind == types.Pointer {
			ptr, et = true, et.Elem
		}
		sample := cc.fromGoType(et)
		v := cVal{expr: x, t: &cType{kind: kList, elem: sample}, raw: true, elemPtr: ptr, rawElem: et}
		v.elemOf = func(e string) string { return cc.elemValue(e, et, ptr) }
		return v
	}
	return cVal{expr: cc.basicValue(x, s), t: &cType{kind: k}}
}

// basicValue converts x, of a basic shape, to the Go type of its compiled
// kind: string, bool, int64 or float64.
func (cc *celCompiler) basicValue(x string, s jsontype.Shape) string {
	switch s.Kind {
	case jsontype.String:
		if s.Named {
			return "string(" + x + ")"
		}
	case jsontype.Bool:
		if s.Named {
			return "bool(" + x + ")"
		}
	case jsontype.Signed, jsontype.Unsigned:
		return "int64(" + x + ")"
	case jsontype.Float:
		return "float64(" + x + ")"
	case jsontype.Quantity:
		return x + ".String()" // its canonical form, as in JSON
	}
	return x
}

// fromGoType is the compiled type of Go type t.
func (cc *celCompiler) fromGoType(t *types.Type) *cType {
	s, k := cc.compiledShape(t, "list elements")
	switch s.Kind {
	case jsontype.Struct:
		return &cType{kind: kObject, obj: t}
	case jsontype.Map:
		return &cType{kind: kMap, obj: s.Elem}
	case jsontype.List:
		et := s.Elem.Elem
		if et.Kind == types.Pointer {
			et = et.Elem
		}
		return &cType{kind: kList, elem: cc.fromGoType(et)}
	}
	return &cType{kind: k}
}

// elemValue is the expression of a list element (raw Go element e).
func (cc *celCompiler) elemValue(e string, t *types.Type, ptr bool) string {
	if ptr {
		cc.unsupported("lists of pointers")
	}
	s, _ := cc.compiledShape(t, "list elements")
	switch s.Kind {
	case jsontype.Struct:
		return e // addressable; loops bind its address
	case jsontype.List:
		cc.unsupported("lists of lists read from fields")
	case jsontype.Time, jsontype.MicroTime, jsontype.Duration:
		cc.unsupported("lists of times")
	}
	return cc.basicValue(e, s)
}

// call compiles a function or operator call.
func (cc *celCompiler) call(e celast.Expr) cVal {
	c := e.AsCall()
	args := c.Args()
	switch fn := c.FunctionName(); fn {
	case operators.LogicalAnd, operators.LogicalOr:
		return cc.logical(fn, args[0], args[1])
	case operators.LogicalNot:
		v := cc.expr(args[0])
		return cVal{expr: "!(" + v.expr + ")", t: &cType{kind: kBool}}
	case operators.Conditional:
		return cc.ternary(args[0], args[1], args[2])
	case operators.Equals, operators.NotEquals:
		l, r := cc.expr(args[0]), cc.expr(args[1])
		cc.sameScalar(l, r, kString, kInt, kDouble, kBool, kDuration, kTime)
		op := "=="
		if fn == operators.NotEquals {
			op = "!="
		}
		if l.t.kind == kTime {
			eq := l.expr + ".Equal(" + r.expr + ")"
			if op == "!=" {
				eq = "!" + eq
			}
			return cVal{expr: "(" + eq + ")", t: &cType{kind: kBool}}
		}
		return cVal{expr: "(" + l.expr + " " + op + " " + r.expr + ")", t: &cType{kind: kBool}}
	case operators.Less, operators.LessEquals, operators.Greater, operators.GreaterEquals:
		l, r := cc.expr(args[0]), cc.expr(args[1])
		cc.sameScalar(l, r, kString, kInt, kDouble, kDuration, kTime)
		op := map[string]string{operators.Less: "<", operators.LessEquals: "<=", operators.Greater: ">", operators.GreaterEquals: ">="}[fn]
		if l.t.kind == kTime {
			cmp := map[string]string{"<": "%s.Before(%s)", ">": "%s.After(%s)", "<=": "!%s.After(%s)", ">=": "!%s.Before(%s)"}[op]
			return cVal{expr: "(" + fmt.Sprintf(cmp, l.expr, r.expr) + ")", t: &cType{kind: kBool}}
		}
		return cVal{expr: "(" + l.expr + " " + op + " " + r.expr + ")", t: &cType{kind: kBool}}
	case operators.Add, operators.Subtract, operators.Multiply, operators.Divide, operators.Modulo:
		return cc.arithmetic(fn, cc.expr(args[0]), cc.expr(args[1]))
	case operators.Negate:
		v := cc.expr(args[0])
		switch v.t.kind {
		case kInt:
			return cVal{expr: cc.checked(cc.rt("NegateInt64") + "(" + v.expr + ")"), t: v.t}
		case kDouble:
			return cVal{expr: "(-" + v.expr + ")", t: v.t}
		}
		cc.unsupported("negation of %v", v.t.kind)
	case operators.In:
		// key in map: the key is present; x in list: an element equals x.
		k, m := cc.expr(args[0]), cc.expr(args[1])
		if m.t.kind == kMap && k.t.kind == kString && m.t.obj.Key != nil && isStringType(m.t.obj.Key) {
			key := k.expr
			if n := m.t.obj.Key.Name; n.Package != "" {
				key = cc.pkg(n.Package) + n.Name + "(" + key + ")"
			}
			ok := cc.NewVar("ok")
			cc.Line("_, %s := %s[%s]", ok, m.expr, key)
			return cVal{expr: ok, t: &cType{kind: kBool}}
		}
		if m.t.kind == kList && scalarKind(m.t.elem.kind) && k.t.kind == m.t.elem.kind {
			// x in list: an element equals x.
			m = cc.value(m)
			return cVal{expr: cc.pkg("slices") + "Contains(" + m.expr + ", " + k.expr + ")", t: &cType{kind: kBool}}
		}
		cc.unsupported("in on %v", m.t.kind)
	case operators.Index:
		return cc.index(cc.expr(args[0]), cc.expr(args[1]))
	case "orValue", "hasValue":
		if v, ok := cc.optional(e); ok {
			return v
		}
	case "size":
		arg := c.Target()
		if !c.IsMemberFunction() {
			arg = args[0]
		}
		if comp, pred, ok := filterOf(arg); ok {
			return cc.countFiltered(comp, pred) // no list is made
		}
		v := cc.expr(arg)
		switch v.t.kind {
		case kString:
			return cVal{expr: "int64(" + cc.pkg("unicode/utf8") + "RuneCountInString(" + v.expr + "))", t: &cType{kind: kInt}}
		case kList, kMap:
			return cVal{expr: "int64(len(" + v.expr + "))", t: &cType{kind: kInt}}
		}
		cc.unsupported("size of %v", v.t.kind)
	case "formatLabels":
		// labels.FormatLabels: "k=v" sorted by key, "<none>" when empty.
		if v := cc.expr(args[0]); v.t.kind == kMap && v.t.obj.Kind == types.Map && isStringType(v.t.obj.Elem) {
			return cVal{expr: cc.rt("FormatLabels") + "(" + v.expr + ")", t: &cType{kind: kString}}
		}
		cc.unsupported("formatLabels of a value that is not a map of strings")
	case "formatLabelSelector":
		// metav1.FormatLabelSelector: the selector's requirements as
		// kubectl prints them, "<none>" when it has none, "<error>" when
		// it is invalid.
		if v := cc.expr(args[0]); v.t.kind == kObject && v.t.obj.Name == labelSelectorName {
			return cVal{expr: cc.rt("FormatLabelSelector") + "(" + v.expr + ")", t: &cType{kind: kString}}
		}
		cc.unsupported("formatLabelSelector of a value that is not a metav1.LabelSelector")
	case "humanDuration":
		if v := cc.expr(args[0]); v.t.kind == kDuration {
			return cVal{expr: cc.pkg("k8s.io/apimachinery/pkg/util/duration") + "HumanDuration(" + v.expr + ")", t: &cType{kind: kString}}
		}
	case "timestamp":
		if c.IsMemberFunction() || len(args) != 1 {
			break
		}
		if lit, ok := stringLiteral(args[0]); ok {
			// A constant time: the Go value, as cel-go parses it (RFC
			// 3339); one that does not parse stays on cel-go, whose error
			// it is.
			if t, err := time.Parse(time.RFC3339, lit); err == nil && t.Year() >= 0 && t.Year() <= 9999 {
				t = t.UTC()
				return cVal{expr: fmt.Sprintf("%sDate(%d, %d, %d, %d, %d, %d, %d, %sUTC)", cc.pkg("time"),
					t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), cc.pkg("time")), t: &cType{kind: kTime}}
			}
		}
		if v := cc.expr(args[0]); v.t.kind == kTime {
			return v
		}
		cc.unsupported("timestamp() of a non-timestamp")
	case "dyn":
		// The identity, typed dyn: a scalar that a cellType=any column
		// renders as it is (kube-apiserver's PLC prints a number or
		// "<none>" in one column).
		if c.IsMemberFunction() || len(args) != 1 || !cc.anyCell {
			break
		}
		if v := cc.expr(args[0]); scalarKind(v.t.kind) {
			return cVal{expr: v.expr, t: &cType{kind: kAny}}
		}
		cc.unsupported("dyn of a value that is not a string, int, double or bool")
	case "duration":
		if c.IsMemberFunction() || len(args) != 1 {
			break
		}
		switch v := cc.expr(args[0]); v.t.kind {
		case kDuration:
			return v
		case kString:
			return cVal{expr: cc.checked(cc.rt("CELDuration") + "(" + v.expr + ")"), t: &cType{kind: kDuration}}
		}
		cc.unsupported("duration() of a value that is not a string")
	case "string":
		if c.IsMemberFunction() || len(args) != 1 {
			break
		}
		v := cc.expr(args[0])
		switch v.t.kind {
		case kString:
			return v
		case kInt:
			return cVal{expr: cc.pkg("strconv") + "FormatInt(" + v.expr + ", 10)", t: &cType{kind: kString}}
		case kBool:
			return cVal{expr: cc.pkg("strconv") + "FormatBool(" + v.expr + ")", t: &cType{kind: kString}}
		}
		cc.unsupported("string() of %v", v.t.kind)
	case "format":
		if c.IsMemberFunction() && len(args) == 1 {
			return cc.format(c.Target(), args[0])
		}
	case "flatten":
		if c.IsMemberFunction() && len(args) == 0 {
			return cc.flatten(cc.expr(c.Target()))
		}
	case "join":
		if c.IsMemberFunction() && len(args) <= 1 {
			return cc.join(cc.expr(c.Target()), args)
		}
	case "startsWith", "endsWith", "contains":
		if c.IsMemberFunction() && len(args) == 1 {
			s, x := cc.expr(c.Target()), cc.expr(args[0])
			if s.t.kind != kString || x.t.kind != kString {
				cc.unsupported("%s of a value that is not a string", fn)
			}
			fn := map[string]string{"startsWith": "HasPrefix", "endsWith": "HasSuffix", "contains": "Contains"}[fn]
			return cVal{expr: cc.pkg("strings") + fn + "(" + s.expr + ", " + x.expr + ")", t: &cType{kind: kBool}}
		}
	case "sort", "distinct":
		// The lists extension's, on strings and ints (doubles, whose NaN
		// does not sort, stay on cel-go).
		if c.IsMemberFunction() && len(args) == 0 {
			l := cc.expr(c.Target())
			if l.t.kind != kList || (l.t.elem.kind != kString && l.t.elem.kind != kInt) {
				cc.unsupported("%s of a list that is not of strings or ints", fn)
			}
			l = cc.value(l)
			helper := map[string]string{"sort": "Sorted", "distinct": "Distinct"}[fn]
			return cVal{expr: cc.rt(helper) + "(" + l.expr + ")", t: l.t}
		}
	case "slice":
		// The lists extension's slice(start, end): an error unless
		// 0 <= start <= end <= size.
		if c.IsMemberFunction() && len(args) == 2 {
			l, from, to := cc.expr(c.Target()), cc.expr(args[0]), cc.expr(args[1])
			if l.t.kind != kList || from.t.kind != kInt || to.t.kind != kInt {
				cc.unsupported("slice of %v", l.t.kind)
			}
			l = cc.value(l)
			a, b := cc.NewVar("from"), cc.NewVar("to")
			cc.Line("%s, %s := %s, %s", a, b, from.expr, to.expr)
			cc.failIf(fmt.Sprintf("%s < 0 || %s > %s || %s > int64(len(%s))", a, a, b, b, l.expr))
			return cVal{expr: l.expr + "[" + a + ":" + b + "]", t: l.t}
		}
	case "lowerAscii", "upperAscii":
		// The strings extension's: ASCII letters only, as kube-apiserver's
		// tables lower a group resource.
		if c.IsMemberFunction() && len(args) == 0 {
			if s := cc.expr(c.Target()); s.t.kind == kString {
				fn := map[string]string{"lowerAscii": "LowerASCII", "upperAscii": "UpperASCII"}[fn]
				return cVal{expr: cc.rt(fn) + "(" + s.expr + ")", t: &cType{kind: kString}}
			}
			cc.unsupported("%s of a value that is not a string", fn)
		}
	case "sum":
		// sum() of a list of ints: 0 for none, an error on overflow.
		if c.IsMemberFunction() && len(args) == 0 {
			l := cc.expr(c.Target())
			if l.t.kind != kList || l.t.elem.kind != kInt {
				cc.unsupported("sum of a list that is not of ints")
			}
			l = cc.value(l)
			return cVal{expr: cc.checked(cc.rt("SumInt64") + "(" + l.expr + ")"), t: l.t.elem}
		}
	case "max", "min":
		// max() and min() of a list of ints, strings or timestamps: an
		// error for an empty list.
		if c.IsMemberFunction() && len(args) == 0 {
			l := cc.expr(c.Target())
			if l.t.kind != kList || (l.t.elem.kind != kInt && l.t.elem.kind != kString && l.t.elem.kind != kTime) {
				cc.unsupported("%s of a list that is not of ints, strings or timestamps", fn)
			}
			l = cc.value(l)
			helper := map[string]string{"max": "MaxOf", "min": "MinOf"}[fn]
			if l.t.elem.kind == kTime {
				helper = map[string]string{"max": "LatestOf", "min": "EarliestOf"}[fn]
			}
			return cVal{expr: cc.checked(cc.rt(helper) + "(" + l.expr + ")"), t: l.t.elem}
		}
	case "lists.range":
		// The lists extension's lists.range(n): [0, ..., n-1], an error for
		// n < 0 or beyond cel-go's ten million elements.
		if !c.IsMemberFunction() && len(args) == 1 {
			if n := cc.expr(args[0]); n.t.kind == kInt {
				return cVal{expr: cc.checked(cc.rt("ListRange") + "(" + n.expr + ")"), t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
		}
	case "substring":
		// The strings extension's substring(start[, end]), in code points:
		// an error unless 0 <= start <= end <= size.
		if c.IsMemberFunction() && (len(args) == 1 || len(args) == 2) {
			s, from := cc.expr(c.Target()), cc.expr(args[0])
			if s.t.kind != kString || from.t.kind != kInt {
				cc.unsupported("substring of a value that is not a string")
			}
			to := cVal{expr: "int64(" + cc.pkg("unicode/utf8") + "RuneCountInString(" + s.expr + "))", t: &cType{kind: kInt}}
			if len(args) == 2 {
				if to = cc.expr(args[1]); to.t.kind != kInt {
					cc.unsupported("substring to a %v", to.t.kind)
				}
			}
			return cVal{expr: cc.checked(cc.rt("Substring") + "(" + s.expr + ", " + from.expr + ", " + to.expr + ")"), t: &cType{kind: kString}}
		}
	case "split":
		// The strings extension's split(separator), as strings.Split.
		if c.IsMemberFunction() && len(args) == 1 {
			s, sep := cc.expr(c.Target()), cc.expr(args[0])
			if s.t.kind != kString || sep.t.kind != kString {
				cc.unsupported("split of a value that is not a string")
			}
			return cVal{expr: cc.pkg("strings") + "Split(" + s.expr + ", " + sep.expr + ")", t: &cType{kind: kList, elem: &cType{kind: kString}}}
		}
	case "trim":
		// The strings extension's trim(): Unicode white space, as
		// strings.TrimSpace.
		if c.IsMemberFunction() && len(args) == 0 {
			if s := cc.expr(c.Target()); s.t.kind == kString {
				return cVal{expr: cc.pkg("strings") + "TrimSpace(" + s.expr + ")", t: &cType{kind: kString}}
			}
			cc.unsupported("trim of a value that is not a string")
		}
	case "replace":
		// The strings extension's replace(old, new[, n]): every
		// occurrence, or the first n (all when n < 0), as strings.Replace.
		if c.IsMemberFunction() && (len(args) == 2 || len(args) == 3) {
			s, old, repl := cc.expr(c.Target()), cc.expr(args[0]), cc.expr(args[1])
			if s.t.kind != kString || old.t.kind != kString || repl.t.kind != kString {
				cc.unsupported("replace of a value that is not a string")
			}
			n := "-1"
			if len(args) == 3 {
				v := cc.expr(args[2])
				if v.t.kind != kInt {
					cc.unsupported("replace with a %v count", v.t.kind)
				}
				n = "int(" + v.expr + ")"
			}
			return cVal{expr: cc.pkg("strings") + "Replace(" + s.expr + ", " + old.expr + ", " + repl.expr + ", " + n + ")", t: &cType{kind: kString}}
		}
	}
	cc.unsupported("function %s", c.FunctionName())
	return cVal{}
}

// sameScalar requires both operands to have one of the given kinds, the
// same one (CEL's heterogeneous comparisons stay on cel-go).
func (cc *celCompiler) sameScalar(l, r cVal, kinds ...cKind) {
	if l.t.kind != r.t.kind {
		cc.unsupported("operands of different types")
	}
	for _, k := range kinds {
		if l.t.kind == k {
			return
		}
	}
	cc.unsupported("operator on %v", l.t.kind)
}

// fallible compiles a bool operand whose error CEL may forgive. An
// operand that cannot fail is a plain expression (ok is ""); one that can
// runs in a closure that reports (value, ok).
func (cc *celCompiler) fallible(e celast.Expr) (value, ok string) {
	mark := len(cc.Lines)
	saved, savedFails := cc.fail, cc.fails
	cc.fail = "return false, false"
	cc.Indent++
	v := cc.expr(e)
	cc.Indent--
	cc.fail = saved
	if v.t.kind != kBool {
		cc.unsupported("non-bool operand")
	}
	if cc.fails == savedFails {
		// Nothing can fail: keep the statements (if any) inline.
		body := cc.Lines[mark:]
		for i := range body {
			body[i] = strings.TrimPrefix(body[i], "\t")
		}
		return v.expr, ""
	}
	body := append([]string(nil), cc.Lines[mark:]...)
	cc.Lines = cc.Lines[:mark]
	value, ok = cc.NewVar("b"), cc.NewVar("ok")
	cc.Line("%s, %s := func() (bool, bool) {", value, ok)
	cc.Lines = append(cc.Lines, body...)
	cc.Line("\treturn %s, true", v.expr)
	cc.Line("}()")
	return value, ok
}

// logical compiles && and || with CEL's error absorption: false && error
// is false, true || error is true, in either order.
func (cc *celCompiler) logical(fn string, a, b celast.Expr) cVal {
	lv, lok := cc.fallible(a)
	op := " && "
	if fn == operators.LogicalOr {
		op = " || "
	}
	if lok == "" {
		return cc.guardedLogical(fn, a, lv, b)
	}
	rv, rok := cc.fallible(b)
	if lok == "" && rok == "" {
		return cVal{expr: foldLogical(lv, op, rv), t: &cType{kind: kBool}}
	}
	// decided: an operand that is ok and false (for &&) or true (for ||)
	// fixes the result whatever the other is.
	decides := func(v, ok string) string {
		cond := v
		if fn == operators.LogicalAnd {
			cond = "!" + v
		}
		if ok == "" {
			return cond
		}
		return "(" + ok + " && " + cond + ")"
	}
	var failed []string
	for _, ok := range []string{lok, rok} {
		if ok != "" {
			failed = append(failed, "!"+ok)
		}
	}
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, fn == operators.LogicalOr)
	cc.Line("if !(%s || %s) {", decides(lv, lok), decides(rv, rok))
	cc.Line("\tif %s {", strings.Join(failed, " || "))
	cc.Line("\t\t%s", cc.fail)
	cc.Line("\t}")
	cc.Line("\t%s = %v", result, fn == operators.LogicalAnd)
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// foldLogical writes l op r (op " && " or " || ") for operands that cannot
// fail, folding constant and repeated operands: has() of a field that is
// always present is the constant true, and Go vet rejects "true && x" and
// "x && x" as suspicious. The operands are side-effect free reads.
func foldLogical(l, op, r string) string {
	identity, absorbing := "true", "false" // for &&
	if op == " || " {
		identity, absorbing = "false", "true"
	}
	switch {
	case l == absorbing || r == absorbing:
		return absorbing
	case l == identity:
		return r
	case r == identity || l == r:
		return l
	}
	// r already among l's operands (has(x.y) && x.y != "" made both say
	// x.y != ""): go vet rejects x && x.
	for _, o := range operands(l, strings.TrimSpace(op)) {
		if o == unparen(r) {
			return l
		}
	}
	return "(" + l + op + r + ")"
}

// operands splits a Go expression at its top-level op (&& or ||), after
// removing parentheses around the whole; string literals are skipped.
func operands(x, op string) []string {
	x = unparen(x)
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(x); i++ {
		switch c := x[i]; c {
		case '"', '`':
			for i++; i < len(x) && x[i] != c; i++ {
				if c == '"' && x[i] == '\\' {
					i++
				}
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		default:
			if depth == 0 && strings.HasPrefix(x[i:], op) {
				out = append(out, unparen(strings.TrimSpace(x[start:i])))
				start = i + len(op)
				i += len(op) - 1
			}
		}
	}
	return append(out, unparen(strings.TrimSpace(x[start:])))
}

// unparen removes parentheses that enclose all of x.
func unparen(x string) string {
	for len(x) >= 2 && x[0] == '(' && x[len(x)-1] == ')' {
		depth := 0
		for i := 0; i < len(x); i++ {
			switch x[i] {
			case '"', '`':
				c := x[i]
				for i++; i < len(x) && x[i] != c; i++ {
					if c == '"' && x[i] == '\\' {
						i++
					}
				}
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 && i != len(x)-1 {
					return x // the first group closes early: (a) && (b)
				}
			}
		}
		x = x[1 : len(x)-1]
	}
	return x
}

// ternary compiles c ? a : b; only the chosen branch is evaluated.
func (cc *celCompiler) ternary(cond, a, b celast.Expr) cVal {
	c := cc.expr(cond)
	if c.t.kind != kBool {
		cc.unsupported("non-bool condition")
	}
	// Compile each branch into its own block; the result type must agree.
	result := cc.NewVar("t")
	at := cc.branchType(a)
	cc.Line("var %s %s", result, cc.goTypeName(at))
	cc.Line("if %s {", c.expr)
	cc.Indent++
	restore := cc.assume(cond)
	av := cc.value(cc.expr(a))
	restore()
	if at.kind == kAny && !scalarKind(av.t.kind) && av.t.kind != kAny {
		cc.unsupported("dyn of a %v", av.t.kind)
	}
	cc.Line("%s = %s", result, av.expr)
	cc.Indent--
	cc.Line("} else {")
	cc.Indent++
	bv := cc.value(cc.expr(b))
	if at.kind == kAny && !scalarKind(bv.t.kind) && bv.t.kind != kAny || at.kind != kAny && cc.goTypeName(bv.t) != cc.goTypeName(at) {
		cc.unsupported("branches of different types")
	}
	cc.Line("%s = %s", result, bv.expr)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: at}
}

// guardedLogical compiles a && b (a || b) whose left operand cannot
// fail: b is computed only when a is true (false), as Go's && does, which
// is CEL's result (false && error is false; true && error is the error),
// and b may take a's has() tests as made.
func (cc *celCompiler) guardedLogical(fn string, a celast.Expr, lv string, b celast.Expr) cVal {
	and := fn == operators.LogicalAnd
	mark := len(cc.Lines)
	result := cc.NewVar("r")
	cc.Line("%s := %v", result, !and)
	cond := lv
	if !and {
		cond = "!" + lv
		if !isSimple(lv) {
			cond = "!(" + lv + ")"
		}
	}
	cc.Line("if %s {", cond)
	cc.Indent++
	restore := func() {}
	if and {
		restore = cc.assume(a)
	}
	rv := cc.expr(b)
	restore()
	if rv.t.kind != kBool {
		cc.unsupported("non-bool operand")
	}
	if len(cc.Lines) == mark+2 {
		// b is an expression without statements: Go's && evaluates it
		// only when it must, as the block would.
		cc.Indent--
		cc.Lines = cc.Lines[:mark]
		op := " && "
		if !and {
			op = " || "
		}
		return cVal{expr: foldLogical(lv, op, rv.expr), t: &cType{kind: kBool}}
	}
	cc.Line("%s = %s", result, rv.expr)
	cc.Indent--
	cc.Line("}")
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// isSimple reports whether a Go expression needs no parentheses after !.
func isSimple(x string) bool {
	return !strings.ContainsAny(x, " !&|=<>+-*/%") || (strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") && strings.Count(x, "(") == 1)
}

// assume records, for the branch a ternary takes when cond is true, the
// fields cond's has() tests (alone or joined by &&) found present; the
// returned func forgets them again.
func (cc *celCompiler) assume(cond celast.Expr) (restore func()) {
	var added []string
	var walk func(e celast.Expr)
	walk = func(e celast.Expr) {
		if e.Kind() == celast.CallKind && e.AsCall().FunctionName() == operators.LogicalAnd {
			for _, a := range e.AsCall().Args() {
				walk(a)
			}
			return
		}
		for _, a := range cc.hasFacts[e.ID()] {
			if !cc.known[a] {
				cc.known[a] = true
				added = append(added, a)
			}
		}
	}
	walk(cond)
	return func() {
		for _, a := range added {
			delete(cc.known, a)
		}
	}
}

// branchType is the compiled type of a branch, from the checker's type.
func (cc *celCompiler) branchType(e celast.Expr) *cType {
	return cc.fromCELType(cc.ast.GetType(e.ID()))
}

func (cc *celCompiler) fromCELType(t *celtypes.Type) *cType {
	switch {
	case t.IsExactType(celtypes.StringType):
		return &cType{kind: kString}
	case t.IsExactType(celtypes.IntType):
		return &cType{kind: kInt}
	case t.IsExactType(celtypes.DoubleType):
		return &cType{kind: kDouble}
	case t.IsExactType(celtypes.BoolType):
		return &cType{kind: kBool}
	case t.IsExactType(celtypes.TimestampType):
		return &cType{kind: kTime}
	case t.IsExactType(celtypes.DurationType):
		return &cType{kind: kDuration}
	case t.Kind() == celtypes.ListKind:
		return &cType{kind: kList, elem: cc.fromCELType(t.Parameters()[0])}
	case t.IsExactType(celtypes.DynType) && cc.anyCell:
		return &cType{kind: kAny}
	}
	cc.unsupported("values of type %s", t)
	return nil
}

// value makes a raw list a plain list value, so it can be stored.
func (cc *celCompiler) value(v cVal) cVal {
	if !v.raw {
		return v
	}
	if v.t.elem.kind == kObject {
		cc.unsupported("storing a list of objects")
	}
	out := cc.NewVar("list")
	cc.Line("%s := make(%s, len(%s))", out, cc.goTypeName(v.t), v.expr)
	i := cc.NewVar("i")
	cc.Line("for %s := range %s {", i, v.expr)
	cc.Line("\t%s[%s] = %s", out, i, v.elemOf(v.expr+"["+i+"]"))
	cc.Line("}")
	return cVal{expr: out, t: v.t}
}

// arithmetic compiles + - * / % with CEL's overflow and division errors.
func (cc *celCompiler) arithmetic(fn string, l, r cVal) cVal {
	switch {
	case l.t.kind == kInt && r.t.kind == kInt:
		helper := map[string]string{operators.Add: "AddInt64", operators.Subtract: "SubtractInt64",
			operators.Multiply: "MultiplyInt64", operators.Divide: "DivideInt64", operators.Modulo: "ModuloInt64"}[fn]
		return cVal{expr: cc.checked(cc.rt(helper) + "(" + l.expr + ", " + r.expr + ")"), t: l.t}
	case l.t.kind == kDouble && r.t.kind == kDouble && fn != operators.Modulo:
		op := map[string]string{operators.Add: "+", operators.Subtract: "-", operators.Multiply: "*", operators.Divide: "/"}[fn]
		return cVal{expr: "(" + l.expr + " " + op + " " + r.expr + ")", t: l.t}
	case l.t.kind == kString && r.t.kind == kString && fn == operators.Add:
		return cVal{expr: "(" + l.expr + " + " + r.expr + ")", t: l.t}
	case l.t.kind == kList && r.t.kind == kList && fn == operators.Add && sameScalarList(l.t, r.t):
		// A new list: neither operand's backing array is written.
		l, r = cc.value(l), cc.value(r)
		return cVal{expr: cc.pkg("slices") + "Concat(" + l.expr + ", " + r.expr + ")", t: l.t}
	case l.t.kind == kDuration && r.t.kind == kDuration && (fn == operators.Add || fn == operators.Subtract):
		helper := "AddInt64"
		if fn == operators.Subtract {
			helper = "SubtractInt64"
		}
		v := cc.checked(cc.rt(helper) + "(int64(" + l.expr + "), int64(" + r.expr + "))")
		return cVal{expr: cc.pkg("time") + "Duration(" + v + ")", t: l.t}
	case l.t.kind == kTime && r.t.kind == kTime && fn == operators.Subtract:
		return cVal{expr: cc.checked(cc.rt("SubtractTimes") + "(" + l.expr + ", " + r.expr + ")"), t: &cType{kind: kDuration}}
	}
	cc.unsupported("operator %s on %v and %v", fn, l.t.kind, r.t.kind)
	return cVal{}
}

// index compiles list[i]; out of range is an error.
func (cc *celCompiler) index(l, i cVal) cVal {
	if l.t.kind == kMap && i.t.kind == kString {
		return cc.mapIndex(l, i)
	}
	if l.t.kind != kList || i.t.kind != kInt {
		cc.unsupported("index on %v", l.t.kind)
	}
	idx := cc.NewVar("i")
	cc.Line("%s := %s", idx, i.expr)
	cc.failIf(fmt.Sprintf("%s < 0 || %s >= int64(len(%s))", idx, idx, l.expr))
	_, elem := cc.elements(l)
	return cVal{expr: elem(idx), t: l.t.elem}
}

// mapIndex compiles map[key]: a missing key is an error ("no such key").
func (cc *celCompiler) mapIndex(m, key cVal) cVal {
	et := m.t.obj.Elem
	if m.t.obj.Key == nil || !isStringType(m.t.obj.Key) {
		cc.unsupported("index of a map without string keys")
	}
	v, ok := cc.NewVar("v"), cc.NewVar("ok")
	keyExpr := key.expr
	if k := m.t.obj.Key.Name; k.Package != "" {
		keyExpr = cc.pkg(k.Package) + k.Name + "(" + key.expr + ")" // a named string type
	}
	cc.Line("%s, %s := %s[%s]", v, ok, m.expr, keyExpr)
	cc.failIf("!" + ok)
	return cc.fromGo(v, et)
}

// listLiteral compiles [a, b, ...] of scalars (the checker's element
// type; an empty literal takes it from the expression's use).
func (cc *celCompiler) listLiteral(e celast.Expr) cVal {
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	if t.kind != kList || !(scalarKind(t.elem.kind) || t.elem.kind == kTime || t.elem.kind == kDuration) {
		cc.unsupported("a list literal of %v", t.elem.kind)
	}
	var parts []string
	for _, x := range e.AsList().Elements() {
		v := cc.expr(x)
		if v.t.kind != t.elem.kind {
			cc.unsupported("a list literal of mixed types")
		}
		parts = append(parts, v.expr)
	}
	return cVal{expr: cc.goTypeName(t) + "{" + strings.Join(parts, ", ") + "}", t: t}
}

func scalarKind(k cKind) bool {
	return k == kString || k == kInt || k == kDouble || k == kBool
}

// sameScalarList reports whether two list types are lists of one scalar
// kind (timestamps and durations included).
func sameScalarList(a, b *cType) bool {
	return a.elem != nil && b.elem != nil && a.elem.kind == b.elem.kind &&
		(scalarKind(a.elem.kind) || a.elem.kind == kTime || a.elem.kind == kDuration)
}

// format compiles "<literal>".format([args]) for %s and %d, as the
// strings extension prints strings, ints and bools.
func (cc *celCompiler) format(target, list celast.Expr) cVal {
	if target.Kind() != celast.LiteralKind || list.Kind() != celast.ListKind {
		cc.unsupported("format with a computed format or argument list")
	}
	f, ok := target.AsLiteral().(celtypes.String)
	if !ok {
		cc.unsupported("format of a non-string")
	}
	elems := list.AsList().Elements()
	var parts []string
	text := string(f)
	arg := 0
	lit := ""
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			lit += string(text[i])
			continue
		}
		if i+1 >= len(text) {
			cc.unsupported("a trailing %% in format")
		}
		i++
		verb := text[i]
		if verb == '%' {
			lit += "%"
			continue
		}
		if arg >= len(elems) {
			cc.unsupported("format with too few arguments")
		}
		if lit != "" {
			parts = append(parts, strconv.Quote(lit))
			lit = ""
		}
		v := cc.expr(elems[arg])
		arg++
		switch {
		case verb == 's' && v.t.kind == kString:
			parts = append(parts, v.expr)
		case (verb == 's' || verb == 'd') && v.t.kind == kInt:
			parts = append(parts, cc.pkg("strconv")+"FormatInt("+v.expr+", 10)")
		case verb == 's' && v.t.kind == kBool:
			parts = append(parts, cc.pkg("strconv")+"FormatBool("+v.expr+")")
		default:
			cc.unsupported("format verb %%%c of %v", verb, v.t.kind)
		}
	}
	if arg != len(elems) {
		cc.unsupported("format with unused arguments")
	}
	if lit != "" || len(parts) == 0 {
		parts = append(parts, strconv.Quote(lit))
	}
	return cVal{expr: "(" + strings.Join(parts, " + ") + ")", t: &cType{kind: kString}}
}

// flatten compiles list.flatten(): one level.
func (cc *celCompiler) flatten(l cVal) cVal {
	if l.t.kind != kList || l.t.elem.kind != kList || l.raw {
		cc.unsupported("flatten of %v", l.t.kind)
	}
	out := cc.NewVar("flat")
	cc.Line("var %s %s", out, cc.goTypeName(l.t.elem))
	e := cc.NewVar("e")
	cc.Line("for _, %s := range %s {", e, l.expr)
	cc.Line("\t%s = append(%s, %s...)", out, out, e)
	cc.Line("}")
	return cVal{expr: out, t: l.t.elem}
}

// join compiles the strings extension's list.join(separator) of a list of
// strings (a field's elements converted first).
func (cc *celCompiler) join(l cVal, args []celast.Expr) cVal {
	if l.t.kind != kList || l.t.elem.kind != kString {
		cc.unsupported("join of %v", l.t.kind)
	}
	l = cc.value(l)
	sep := `""`
	if len(args) == 1 {
		s := cc.expr(args[0])
		if s.t.kind != kString {
			cc.unsupported("join with a %v separator", s.t.kind)
		}
		sep = s.expr
	}
	return cVal{expr: cc.pkg("strings") + "Join(" + l.expr + ", " + sep + ")", t: &cType{kind: kString}}
}

// comprehension compiles the exists, all, filter and map macros, which
// cel-go expands into comprehensions of known shapes.
func (cc *celCompiler) comprehension(e celast.Expr) cVal {
	comp := e.AsComprehension()
	if comp.HasIterVar2() {
		cc.unsupported("two-variable comprehension")
	}
	accu := comp.AccuVar()
	step := comp.LoopStep()
	init := comp.AccuInit()
	isAccu := func(x celast.Expr) bool { return x.Kind() == celast.IdentKind && x.AsIdent() == accu }
	if r := comp.IterRange(); r.Kind() == celast.ListKind && len(r.AsList().Elements()) == 0 && isAccu(step) {
		return cc.bind(comp) // cel.bind(name, init, result)
	}
	if step.Kind() != celast.CallKind {
		cc.unsupported("comprehension")
	}
	sc := step.AsCall()
	switch {
	case init.Kind() == celast.LiteralKind && sc.FunctionName() == operators.LogicalOr && isAccu(sc.Args()[0]):
		return cc.quantifier(comp, sc.Args()[1], true)
	case init.Kind() == celast.LiteralKind && sc.FunctionName() == operators.LogicalAnd && isAccu(sc.Args()[0]):
		return cc.quantifier(comp, sc.Args()[1], false)
	case init.Kind() == celast.ListKind && sc.FunctionName() == operators.Add && isAccu(sc.Args()[0]):
		// map: accu + [transform]
		l := sc.Args()[1]
		if l.Kind() == celast.ListKind && len(l.AsList().Elements()) == 1 {
			return cc.mapList(comp, nil, l.AsList().Elements()[0])
		}
	case init.Kind() == celast.ListKind && sc.FunctionName() == operators.Conditional && isAccu(sc.Args()[2]):
		// filter: pred ? accu + [v] : accu; map with a filter: pred ? accu + [t] : accu
		add := sc.Args()[1]
		if add.Kind() == celast.CallKind && add.AsCall().FunctionName() == operators.Add && isAccu(add.AsCall().Args()[0]) {
			l := add.AsCall().Args()[1]
			if l.Kind() == celast.ListKind && len(l.AsList().Elements()) == 1 {
				el := l.AsList().Elements()[0]
				if el.Kind() == celast.IdentKind && el.AsIdent() == comp.IterVar() {
					return cc.filterList(comp, sc.Args()[0])
				}
				return cc.mapList(comp, sc.Args()[0], el)
			}
		}
	}
	cc.unsupported("comprehension")
	return cVal{}
}

// bind compiles cel.bind(name, init, result), which the bindings
// extension expands into a comprehension over no elements. cel-go computes
// init lazily, once, at its first use: an error in it is the expression's
// only if the result reads it. So an init that cannot fail is computed
// where it is bound (fields, objects and maps read from the object are
// bound as the Go expression that reads them); one that can fail becomes a
// sync.OnceValues closure that each use calls and checks.
func (cc *celCompiler) bind(comp celast.ComprehensionExpr) cVal {
	name := comp.AccuVar()
	// A value the result always reads is computed where it is bound.
	lazy := !strictlyReads(comp.Result(), name)
	mark, savedFail, savedFails := len(cc.Lines), cc.fail, cc.fails
	var t *cType
	if lazy {
		// Objects, lists and maps have no compiled type of their own here
		// (they are read, not computed, and cannot fail): their zero is nil.
		t = cc.boundType(comp.AccuInit())
		cc.fail = "return " + cc.goZero(t) + ", false"
		cc.Indent++
	}
	v := cc.expr(comp.AccuInit())
	if lazy {
		cc.Indent--
		cc.fail = savedFail
	}
	held := ""
	switch {
	case lazy && cc.fails != savedFails:
		body := append([]string(nil), cc.Lines[mark:]...)
		cc.Lines = cc.Lines[:mark]
		v = cc.value(v)
		if t == nil || cc.goTypeName(v.t) != cc.goTypeName(t) {
			cc.unsupported("cel.bind of a %v that can fail, read in a branch", v.t.kind)
		}
		// A closure that computes the value on its first call and keeps
		// it; it does not escape, so it costs no allocation.
		held = cc.NewVar(goIdent(name))
		typ := cc.goTypeName(v.t)
		value, ok, done := held+"Value", held+"OK", held+"Done"
		cc.Line("var %s %s", value, typ)
		cc.Line("var %s, %s bool", ok, done)
		cc.Line("%s := func() (%s, bool) {", held, typ)
		cc.Line("\tif !%s {", done)
		cc.Line("\t\t%s = true", done)
		cc.Line("\t\t%s, %s = func() (%s, bool) {", value, ok, typ)
		for _, l := range body {
			cc.Lines = append(cc.Lines, "\t\t"+l)
		}
		cc.Line("\t\t\treturn %s, true", v.expr)
		cc.Line("\t\t}()")
		cc.Line("\t}")
		cc.Line("\treturn %s, %s", value, ok)
		cc.Line("}")
		v = cVal{lazy: held, t: v.t}
	default:
		if lazy {
			for i := mark; i < len(cc.Lines); i++ {
				cc.Lines[i] = strings.TrimPrefix(cc.Lines[i], "\t")
			}
		}
		if !v.raw && v.t.kind != kObject && v.t.kind != kMap {
			held = cc.NewVar(goIdent(name))
			cc.Line("%s := %s", held, v.expr)
			v = cVal{expr: held, t: v.t}
		}
	}
	initStart, initEnd := mark, len(cc.Lines)
	unbind := cc.bindLocal(name, v)
	r := cc.expr(comp.Result())
	unbind()
	if held != "" && !usesVar(cc.Lines[initEnd:], held) && !usesVar([]string{r.expr}, held) {
		// Nothing reads it: cel-go never computes it, and Go rejects an
		// unused variable.
		cc.Lines = slices.Delete(cc.Lines, initStart, initEnd)
	}
	return r
}

// strictlyReads reports whether evaluating e always reads variable name
// (before any branch is taken): then computing it eagerly, where it is
// bound, fails exactly when cel-go's lazy evaluation does, since any error
// makes the whole cell empty. Both sides of && and || may be skipped (CEL
// absorbs an error in either), as may the branches of ? :.
func strictlyReads(e celast.Expr, name string) bool {
	switch e.Kind() {
	case celast.IdentKind:
		return e.AsIdent() == name
	case celast.SelectKind:
		return strictlyReads(e.AsSelect().Operand(), name)
	case celast.ListKind:
		return slices.ContainsFunc(e.AsList().Elements(), func(x celast.Expr) bool { return strictlyReads(x, name) })
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		return strictlyReads(c.IterRange(), name) || strictlyReads(c.AccuInit(), name)
	case celast.CallKind:
		c := e.AsCall()
		switch c.FunctionName() {
		case operators.LogicalAnd, operators.LogicalOr:
			return false
		case operators.Conditional:
			return strictlyReads(c.Args()[0], name)
		}
		if c.IsMemberFunction() && strictlyReads(c.Target(), name) {
			return true
		}
		return slices.ContainsFunc(c.Args(), func(x celast.Expr) bool { return strictlyReads(x, name) })
	}
	return false
}

// boundType is the compiled type of a cel.bind value, or nil (zero nil)
// for a type the compiler only reads (objects, maps).
func (cc *celCompiler) boundType(init celast.Expr) (t *cType) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(unsupported); !ok {
				panic(r)
			}
			t = nil
		}
	}()
	return cc.fromCELType(cc.ast.GetType(init.ID()))
}

// goZero is the zero value of a compiled type, as Go source.
func (cc *celCompiler) goZero(t *cType) string {
	if t == nil {
		return "nil"
	}
	switch t.kind {
	case kString:
		return `""`
	case kInt, kDouble, kDuration:
		return "0"
	case kBool:
		return "false"
	case kTime:
		return cc.pkg("time") + "Time{}"
	}
	return "nil"
}

// usesVar reports whether Go identifier v occurs in lines.
func usesVar(lines []string, v string) bool {
	for _, l := range lines {
		for i := strings.Index(l, v); i >= 0; {
			end := i + len(v)
			before := i == 0 || !isIdentByte(l[i-1])
			after := end == len(l) || !isIdentByte(l[end])
			if before && after {
				return true
			}
			next := strings.Index(l[end:], v)
			if next < 0 {
				break
			}
			i = end + next
		}
	}
	return false
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// goIdent is a CEL variable name as the prefix of a Go variable.
func goIdent(name string) string {
	if name == "" || !isIdentByte(name[0]) || name[0] >= '0' && name[0] <= '9' {
		return "b"
	}
	return name
}

// bindLocal makes CEL variable name read v until the returned func
// restores what the name meant before (an enclosing variable of the same
// name, or nothing).
func (cc *celCompiler) bindLocal(name string, v cVal) (unbind func()) {
	saved, had := cc.locals[name]
	cc.locals[name] = v
	return func() {
		if had {
			cc.locals[name] = saved
		} else {
			delete(cc.locals, name)
		}
	}
}

// loop writes `for` over the comprehension's list and binds the
// iteration variable.
func (cc *celCompiler) loop(comp celast.ComprehensionExpr) (list cVal, elem cVal, done func()) {
	return cc.loopOver(comp, cc.iterRange(comp.IterRange()))
}

// iterRange is what a comprehension iterates: lists.range(n) as a
// counting loop (no list is made), a map as its sorted keys (keysOf), or
// the list.
func (cc *celCompiler) iterRange(e celast.Expr) cVal {
	if e.Kind() == celast.CallKind {
		if c := e.AsCall(); c.FunctionName() == "lists.range" && !c.IsMemberFunction() && len(c.Args()) == 1 {
			if n := cc.expr(c.Args()[0]); n.t.kind == kInt {
				v := cc.NewVar("n")
				cc.Line("%s := %s", v, n.expr)
				cc.failIf(fmt.Sprintf("%s < 0 || %s > 10_000_000", v, v)) // as selectableruntime.ListRange
				return cVal{countTo: v, t: &cType{kind: kList, elem: &cType{kind: kInt}}}
			}
		}
	}
	return cc.keysOf(cc.expr(e))
}

func (cc *celCompiler) loopOver(comp celast.ComprehensionExpr, list cVal) (_ cVal, elem cVal, done func()) {
	if list.countTo != "" {
		v := cc.NewVar("i")
		cc.Line("for %s := int64(0); %s < %s; %s++ {", v, v, list.countTo, v)
		cc.Indent++
		elem = cVal{expr: v, t: list.t.elem}
		unbind := cc.bindLocal(comp.IterVar(), elem)
		return list, elem, func() {
			cc.Indent--
			cc.Line("}")
			unbind()
		}
	}
	list = cc.keysOf(list)
	if list.t.kind != kList {
		cc.unsupported("comprehension over %v", list.t.kind)
	}
	rangeExpr, elemOf := cc.elements(list)
	i := cc.NewVar("i")
	cc.Line("for %s := range %s {", i, rangeExpr)
	cc.Indent++
	v := cc.NewVar("e")
	if list.raw && list.t.elem.kind == kObject {
		cc.Line("%s := &%s", v, elemOf(i)) // no copy of the struct
	} else {
		cc.Line("%s := %s", v, elemOf(i))
	}
	elem = cVal{expr: v, t: list.t.elem}
	unbind := cc.bindLocal(comp.IterVar(), elem)
	return list, elem, func() {
		cc.Indent--
		cc.Line("}")
		unbind()
	}
}

// keysOf turns a map into the list a comprehension over it iterates: its
// keys, sorted (runtime.SortedKeys), so that a list made from them is the
// same on every call. Other values are returned as they are.
func (cc *celCompiler) keysOf(m cVal) cVal {
	if m.t.kind != kMap {
		return m
	}
	key := m.t.obj.Key
	if key == nil || !isStringType(key) {
		cc.unsupported("comprehension over a map without string keys")
	}
	keys := cc.NewVar("keys")
	cc.Line("%s := %s(%s)", keys, cc.rt("SortedKeys"), m.expr)
	v := cVal{expr: keys, t: &cType{kind: kList, elem: &cType{kind: kString}}}
	if key.Name.Package != "" { // a named string type
		v.raw, v.rawElem = true, key
		v.elemOf = func(e string) string { return "string(" + e + ")" }
	}
	return v
}

// quantifier compiles exists (any=true) and all: CEL folds with || or &&,
// so one true (false for all) decides even when other elements fail.
func (cc *celCompiler) quantifier(comp celast.ComprehensionExpr, pred celast.Expr, any bool) cVal {
	result, failed := cc.NewVar("found"), cc.NewVar("failed")
	mark := len(cc.Lines)
	cc.Line("%s, %s := %v, false", result, failed, !any)
	_, _, done := cc.loop(comp)
	b, ok := cc.fallible(pred)
	if ok == "" {
		// The predicate cannot fail: no error to remember.
		cc.Lines[mark] = strings.Repeat("\t", cc.Indent-1) + fmt.Sprintf("%s := %v", result, !any)
		failed = ""
	} else {
		cc.Line("if !%s {", ok)
		cc.Line("\t%s = true", failed)
		cc.Line("\tcontinue")
		cc.Line("}")
	}
	if any {
		cc.Line("if %s {", b)
	} else {
		cc.Line("if !%s {", b)
	}
	cc.Line("\t%s = %v", result, any)
	cc.Line("\tbreak")
	cc.Line("}")
	done()
	if failed != "" {
		if any {
			cc.failIf("!" + result + " && " + failed)
		} else {
			cc.failIf(result + " && " + failed)
		}
	}
	return cVal{expr: result, t: &cType{kind: kBool}}
}

// filterOf reports whether e is the filter macro's comprehension, and its
// predicate.
func filterOf(e celast.Expr) (celast.ComprehensionExpr, celast.Expr, bool) {
	if e.Kind() != celast.ComprehensionKind {
		return nil, nil, false
	}
	comp := e.AsComprehension()
	isAccu := func(x celast.Expr) bool { return x.Kind() == celast.IdentKind && x.AsIdent() == comp.AccuVar() }
	step := comp.LoopStep()
	if comp.HasIterVar2() || comp.AccuInit().Kind() != celast.ListKind || step.Kind() != celast.CallKind {
		return nil, nil, false
	}
	sc := step.AsCall()
	if sc.FunctionName() != operators.Conditional || !isAccu(sc.Args()[2]) {
		return nil, nil, false
	}
	add := sc.Args()[1]
	if add.Kind() != celast.CallKind || add.AsCall().FunctionName() != operators.Add || !isAccu(add.AsCall().Args()[0]) {
		return nil, nil, false
	}
	l := add.AsCall().Args()[1]
	if l.Kind() != celast.ListKind || len(l.AsList().Elements()) != 1 {
		return nil, nil, false
	}
	el := l.AsList().Elements()[0]
	if el.Kind() != celast.IdentKind || el.AsIdent() != comp.IterVar() {
		return nil, nil, false
	}
	return comp, sc.Args()[0], true
}

// countFiltered compiles size(list.filter(x, pred)) as a count: the same
// value and errors as the filter, without the list.
func (cc *celCompiler) countFiltered(comp celast.ComprehensionExpr, pred celast.Expr) cVal {
	list := cc.iterRange(comp.IterRange())
	if list.t.kind != kList {
		cc.unsupported("filter over %v", list.t.kind)
	}
	n := cc.NewVar("count")
	cc.Line("%s := int64(0)", n)
	_, _, done := cc.loopOver(comp, list)
	p := cc.expr(pred)
	if p.t.kind != kBool {
		cc.unsupported("non-bool filter")
	}
	cc.Line("if %s {", p.expr)
	cc.Line("\t%s++", n)
	cc.Line("}")
	done()
	return cVal{expr: n, t: &cType{kind: kInt}}
}

// filterList compiles filter: a predicate error fails the whole filter.
func (cc *celCompiler) filterList(comp celast.ComprehensionExpr, pred celast.Expr) cVal {
	list := cc.iterRange(comp.IterRange())
	if list.t.kind != kList {
		cc.unsupported("filter over %v", list.t.kind)
	}
	out := cc.NewVar("filtered")
	elemType := cc.goTypeName(list.t.elem)
	if list.raw && list.t.elem.kind == kObject {
		elemType = "*" + cc.pkg(list.rawElem.Name.Package) + list.rawElem.Name.Name
	}
	cc.Line("var %s []%s", out, elemType)
	_, elem, done := cc.loopOver(comp, list)
	p := cc.expr(pred)
	if p.t.kind != kBool {
		cc.unsupported("non-bool filter")
	}
	cc.Line("if %s {", p.expr)
	cc.Line("\t%s = append(%s, %s)", out, out, elem.expr)
	cc.Line("}")
	done()
	return cVal{expr: out, t: &cType{kind: kList, elem: elem.t}}
}

// mapList compiles map (with an optional filter): errors fail it.
func (cc *celCompiler) mapList(comp celast.ComprehensionExpr, pred, transform celast.Expr) cVal {
	out := cc.NewVar("mapped")
	rt := cc.fromCELType(cc.ast.GetType(transform.ID()))
	cc.Line("var %s %s", out, "[]"+cc.goTypeName(rt))
	_, _, done := cc.loop(comp)
	if pred != nil {
		p := cc.expr(pred)
		if p.t.kind != kBool {
			cc.unsupported("non-bool filter")
		}
		cc.Line("if !(%s) {", p.expr)
		cc.Line("\tcontinue")
		cc.Line("}")
	}
	v := cc.value(cc.expr(transform))
	if cc.goTypeName(v.t) != cc.goTypeName(rt) {
		cc.unsupported("map to %v", v.t.kind)
	}
	cc.Line("%s = append(%s, %s)", out, out, v.expr)
	done()
	return cVal{expr: out, t: &cType{kind: kList, elem: rt}}
}

// cell turns the expression's value into the column's cell, as
// runtime/cel.Cell does for cel-go results.
func (cc *celCompiler) cell(v cVal) string {
	switch cc.columnType {
	case "string":
		return cc.render(v)
	case "any":
		switch v.t.kind {
		case kString, kInt, kDouble, kBool, kAny:
			return v.expr
		}
		return cc.render(v)
	case "integer":
		switch v.t.kind {
		case kInt:
			return v.expr
		case kDouble:
			return "int64(" + v.expr + ")"
		}
	case "number":
		switch v.t.kind {
		case kInt, kDouble:
			return "float64(" + v.expr + ")"
		}
	case "boolean":
		if v.t.kind == kBool {
			return v.expr
		}
	case "date":
		switch v.t.kind {
		case kTime:
			return cc.rt("DateCell") + "(" + v.expr + ")"
		case kString:
			return cc.rt("DateCellFromString") + "(" + v.expr + ")"
		}
	}
	cc.unsupported("a %v result in a %s column", v.t.kind, cc.columnType)
	return ""
}

// render prints a value as runtime/cel.Render does.
func (cc *celCompiler) render(v cVal) string {
	switch v.t.kind {
	case kString:
		return v.expr
	case kInt:
		return cc.pkg("strconv") + "FormatInt(" + v.expr + ", 10)"
	case kBool:
		return cc.pkg("strconv") + "FormatBool(" + v.expr + ")"
	case kDouble:
		return cc.rt("FormatFloat") + "(" + v.expr + ")"
	case kDuration:
		return v.expr + ".String()"
	case kTime:
		return v.expr + ".UTC().Format(" + cc.pkg("time") + "RFC3339Nano)"
	case kList:
		if v.t.elem.kind == kObject {
			cc.unsupported("printing objects")
		}
		rangeExpr, elemOf := cc.elements(v)
		parts := cc.NewVar("parts")
		cc.Line("%s := make([]string, 0, len(%s))", parts, rangeExpr)
		i := cc.NewVar("i")
		cc.Line("for %s := range %s {", i, rangeExpr)
		cc.Indent++
		e := cc.NewVar("e")
		cc.Line("%s := %s", e, elemOf(i))
		cc.Line("%s = append(%s, %s)", parts, parts, cc.render(cVal{expr: e, t: v.t.elem}))
		cc.Indent--
		cc.Line("}")
		return `"[" + ` + cc.pkg("strings") + "Join(" + parts + `, ", ") + "]"`
	}
	cc.unsupported("printing %v", v.t.kind)
	return ""
}
