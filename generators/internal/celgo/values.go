package celgo

import (
	"strconv"
	"strings"

	celast "github.com/google/cel-go/common/ast"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

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
		return "*" + cc.typeName(t.obj)
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
		return v.operand(), func(i string) string { return v.operand() + "[" + i + "]" }
	}
	return v.operand(), func(i string) string { return v.elemOf(v.operand() + "[" + i + "]") }
}

// element is the i-th element of list l (i a Go index expression).
func (cc *celCompiler) element(l cVal, i string) cVal {
	_, elem := cc.elements(l)
	if _, ok := cc.basicElements(l); ok {
		return cc.elementAsRead(l, l.operand()+"["+i+"]")
	}
	e := withIndexFacts(l, cVal{text: elem(i), t: l.t.elem, ptr: !l.raw}) // a list compiled code made holds pointers
	if held, ok := cc.Recall(e.text); ok && e.t.kind == kInt {
		// Read before as an index into a variable (i := blocking[0]):
		// read again, it is that variable, an index where l's
		// elements are.
		e = withIndexFacts(l, cVal{text: held, t: e.t})
	}
	e.indexRead = e.counter
	return e
}

// basicElements reports the shape of l's elements where l is a list read
// from a field (or a map's keys) whose elements are strings, bools or
// numbers: such an element is read as it is (elementAsRead).
func (cc *celCompiler) basicElements(l cVal) (jsontype.Shape, bool) {
	if !l.raw || l.elemPtr || l.rawElem == nil {
		return jsontype.Shape{}, false
	}
	s := jsontype.Of(l.rawElem, nil)
	switch s.Kind {
	case jsontype.String, jsontype.Bool, jsontype.Signed, jsontype.Unsigned, jsontype.Float:
		return s, s.Pointers == 0
	}
	return jsontype.Shape{}, false
}

// elementAsRead is the value of x, a Go value of the element type of l
// (basicElements), converted to its CEL type, with x as its Go value: a
// comparison or a search reads it as it is (obj.Status.Phase ==
// obj.Spec.Phases[0], not string(…) == string(…)).
func (cc *celCompiler) elementAsRead(l cVal, x string) cVal {
	s, _ := cc.basicElements(l)
	return cVal{text: cc.basicValue(x, s), t: l.t.elem, goVal: x, goBasic: s.Basic, goType: l.rawElem}
}

// read is the value of the variable v as read by the Go expression text
// (its call, or the name that holds it): what the variable knows of it.
func (v Variable) read(cc *celCompiler, text string) cVal {
	return cVal{text: text, t: cc.fromCELType(v.Type), bits: v.Bits, indexesOf: v.IndexesOf, within: v.Within}
}

// expr compiles e and returns its value.
func (cc *celCompiler) expr(e celast.Expr) cVal {
	if name := cc.resultName; name != "" && e.ID() != cc.resultFor {
		// A bind's init names its own result, not one of its operands'.
		cc.resultName = ""
		defer func() { cc.resultName = name }()
	}
	if into := cc.into; into.name != "" && e.ID() != into.forID {
		// A branch builds its value in the result, not its operands'.
		cc.into = accumulation{}
		defer func() { cc.into = into }()
	}
	switch e.Kind() {
	case celast.LiteralKind:
		return cc.literal(e.AsLiteral())
	case celast.IdentKind:
		name := e.AsIdent()
		if name == "self" {
			return cVal{text: "obj", t: &cType{kind: kObject, obj: cc.kind}, ptr: true}
		}
		if v, ok := cc.locals[name]; ok {
			if d := v.deferred; d != nil {
				here := cc.locals
				cc.locals = d.locals
				defer func() { cc.locals = here }()
				return cc.expr(d.init)
			}
			if v.lazy != "" {
				return v.heldAs(cc.checkedOnce(v.lazy+"()", "val"))
			}
			return v
		}
		if v, ok := cc.vars[name]; ok {
			if v.Call == "" {
				cc.unsupported("%s, which runs on cel-go", name)
			}
			if v.plain != nil {
				return *v.plain // read in place, as the variable compiled it
			}
			if !v.CanFail {
				if held, ok := cc.Recall(v.Call); ok { // named first (readsFirst)
					return v.read(cc, held)
				}
				return v.read(cc, v.Call)
			}
			return v.read(cc, cc.checkedOnce(v.Call, variableName(name)))
		}
		if name == "now" {
			// The table's clock, read when the cell is computed.
			return cVal{text: cc.rt("Now") + "().UTC()", t: &cType{kind: kTime}}
		}
		cc.unsupported("identifier %s", name)
	case celast.SelectKind:
		sel := e.AsSelect()
		if sel.IsTestOnly() {
			v, facts := cc.has(sel)
			cc.hasFacts[e.ID()] = facts
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
	switch e.Kind() {
	case celast.MapKind:
		cc.unsupported("a map literal")
	case celast.StructKind:
		cc.unsupported("an object literal")
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
		q := strconv.Quote(string(x))
		return cVal{text: q, constant: q, t: &cType{kind: kString}}
	case celtypes.Int:
		c := strconv.FormatInt(int64(x), 10)
		return cVal{text: "int64(" + c + ")", constant: c, t: &cType{kind: kInt}}
	case celtypes.Bool:
		return boolVal(constant(bool(x)))
	case celtypes.Double:
		c := strconv.FormatFloat(float64(x), 'g', -1, 64)
		return cVal{text: "float64(" + c + ")", constant: c, t: &cType{kind: kDouble}}
	}
	cc.unsupported("literal %v", v)
	return cVal{}
}

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
	return cc.fromGoAt(x, t, false, "")
}

// fromGoAt is fromGo; pointer says x is a pointer to a struct of type t
// (a field read through its pointer), which a struct that marshals itself
// passes as it is rather than by its address. field is the CEL name of
// the field x is, which a value read through a checked call takes
// (startTime, ok := selectableruntime.CELTime(obj.Status.StartTime)); ""
// for another value.
func (cc *celCompiler) fromGoAt(x string, t *types.Type, pointer bool, field string) cVal {
	s, k := cc.compiledShape(t, "values")
	name := goName(fieldName(field), "val")
	switch s.Kind {
	case jsontype.Time:
		return cVal{text: cc.checkedAs(cc.rt("CELTime")+"("+x+")", name), t: &cType{kind: kTime}}
	case jsontype.MicroTime:
		return cVal{text: cc.checkedAs(cc.rt("CELMicroTime")+"("+x+")", name), t: &cType{kind: kTime}}
	case jsontype.Duration:
		return cVal{text: x + ".Duration", t: &cType{kind: kDuration}}
	case jsontype.Struct:
		if cc.jsonStrings[s.Elem] {
			return cVal{text: cc.jsonString(x, pointer, name), t: &cType{kind: kString}}
		}
		return cVal{text: x, t: &cType{kind: kObject, obj: t}, ptr: pointer}
	case jsontype.Map:
		return cVal{text: x, t: &cType{kind: kMap, obj: s.Elem}}
	case jsontype.List:
		et := s.Elem.Elem
		ptr := false
		if et.Kind == types.Pointer {
			ptr, et = true, et.Elem
		}
		sample := cc.fromGoType(et)
		v := cVal{text: x, t: &cType{kind: kList, elem: sample}, raw: true, elemPtr: ptr, rawElem: et}
		v.elemOf = func(e string) string { return cc.elemValue(e, et, ptr) }
		return v
	}
	v := cVal{text: cc.basicValue(x, s), t: &cType{kind: k}}
	if s.Kind != jsontype.Quantity {
		v.goVal, v.goBasic, v.goType = x, s.Basic, t
	}
	return v
}

// jsonString is the string a struct that marshals itself to a JSON string
// writes: x is a pointer to it, or the struct, addressable, whose address
// is taken (its MarshalJSON may take a pointer).
func (cc *celCompiler) jsonString(x string, pointer bool, name string) string {
	if !pointer {
		x = "&" + x
	}
	return cc.checkedAs(cc.rt("CELJSONString")+"("+x+")", name)
}

// basicValue converts x, of a basic shape, to the Go type of its compiled
// kind: string, bool, int64 or float64 (a value of that type already is
// read as it is).
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
		if s.Named || s.Basic != "int64" {
			return "int64(" + x + ")"
		}
	case jsontype.Float:
		if s.Named || s.Basic != "float64" {
			return "float64(" + x + ")"
		}
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
		if cc.jsonStrings[s.Elem] {
			return &cType{kind: kString}
		}
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
		if cc.jsonStrings[s.Elem] {
			return cc.jsonString(e, false, "val")
		}
		return e // addressable; loops bind its address
	case jsontype.List:
		cc.unsupported("lists of lists read from fields")
	case jsontype.Time, jsontype.MicroTime, jsontype.Duration:
		cc.unsupported("lists of times")
	}
	return cc.basicValue(e, s)
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
	case t.Kind() == celtypes.ListKind && t.Parameters()[0].Kind() == celtypes.StructKind:
		// A stored list of objects is a []*T: its elements are the
		// objects they were read from, as a loop binds them.
		goStruct, ok := cc.objects[t.Parameters()[0].TypeName()]
		if !ok || goStruct.Name.Name == "" {
			cc.unsupported("a list of %s", t.Parameters()[0].TypeName())
		}
		return &cType{kind: kList, elem: &cType{kind: kObject, obj: goStruct}}
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
		// Pointers to the elements, as a loop binds them: no struct is
		// copied.
		if v.elemPtr || v.rawElem.Name.Name == "" {
			cc.unsupported("storing a list of pointers or of anonymous structs")
		}
		out := cc.NewVar("list")
		cc.Line("%s := make(%s, len(%s))", out, cc.goTypeName(v.t), v.operand())
		i := cc.NewVar("i")
		cc.Line("for %s := range %s {", i, v.operand())
		cc.Nested(1, "%s[%s] = &%s[%s]", out, i, v.operand(), i)
		cc.Line("}")
		return cVal{text: out, t: v.t}
	}
	if s := jsontype.Of(v.rawElem, nil); !v.elemPtr && s.Pointers == 0 && !s.Named && s.Kind != jsontype.Quantity &&
		s.Basic == cc.goTypeName(v.t.elem) {
		// A []string (int64, float64, bool) field is the list as it is:
		// nothing to convert, and compiled code writes no list it did not
		// make.
		return cVal{text: v.text, t: v.t}
	}
	out := cc.NewVar("list")
	cc.Line("%s := make(%s, len(%s))", out, cc.goTypeName(v.t), v.operand())
	i := cc.NewVar("i")
	cc.Line("for %s := range %s {", i, v.operand())
	cc.Nested(1, "%s[%s] = %s", out, i, v.elemOf(v.operand()+"["+i+"]"))
	cc.Line("}")
	return cVal{text: out, t: v.t}
}

// listLiteral compiles [a, b, ...] of scalars (the checker's element
// type; an empty literal takes it from the expression's use).
func (cc *celCompiler) listLiteral(e celast.Expr) cVal {
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	if len(e.AsList().Elements()) == 0 {
		return cVal{text: cc.goTypeName(t) + "{}", t: t, empty: true} // [] of any element type
	}
	if t.kind != kList || !(scalarKind(t.elem.kind) || t.elem.kind == kTime || t.elem.kind == kDuration) {
		cc.unsupported("a list literal of %v", t.elem.kind)
	}
	var parts []string
	for _, x := range e.AsList().Elements() {
		v := cc.expr(x)
		if v.t.kind != t.elem.kind {
			cc.unsupported("a list literal of mixed types")
		}
		parts = append(parts, v.argument()) // an element of its own Go type: a constant bare ([]float64{0.5})
	}
	return cVal{text: cc.goTypeName(t) + "{" + strings.Join(parts, ", ") + "}", t: t}
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
