package generators

import (
	"fmt"
	gotypes "go/types"
	"io"
	"reflect"
	"slices"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// A string column whose value is a struct, list or map prints compact JSON
// of the value's unstructured form, as the CRD table convertor does:
// runtime.JSONCell converts the value with the unstructured converter and
// marshals it (map keys sorted). For values of plain shapes the generator
// writes that JSON directly instead, with one function per struct, list
// and map type: no reflection, one allocation for the cell. The table
// differential test compares both with the CRD table convertor.
//
// Plain means printed the same by both routes: strings, booleans, signed
// integers and unsigned ones up to 32 bits (the converter stores both as
// int64), metav1.Time (null when zero, else RFC 3339), pointers to plain
// values, slices of plain values (not []byte,
// which is base64), maps with string keys, and structs whose members are
// all exported, named by their json tag, not embedded, without the
// `string` or `omitzero` options, and plain. Floats (the converter widens
// float32), other types with their own JSON or unstructured form
// (Quantity, IntOrString, Duration, ...) and recursive types keep
// runtime.JSONCell.

// jsonWriters collects the JSON writer functions a package's cells use.
type jsonWriters struct {
	im *gocode.Imports
	// local is the path of the package the writers are generated into.
	local string
	funcs map[string]string // name → source
	types map[string]string // name → the Go type it writes
}

// newJSONWriters returns the writers of package local, whose file's
// imports are im.
func newJSONWriters(im *gocode.Imports, local string) *jsonWriters {
	return &jsonWriters{im: im, local: local, funcs: map[string]string{}, types: map[string]string{}}
}

// funcName names the writer of t: append<Ident>JSON, numbered when
// another type already has that name (a struct called StringList and a
// []string). done reports that the writer exists.
func (jw *jsonWriters) funcName(t *types.Type, gt gotypes.Type) (name string, done bool) {
	base, typ := "append"+jw.ident(t, gt), jw.typeExpr(t, gt)
	for i := 1; ; i++ {
		name = base + "JSON"
		if i > 1 {
			name = fmt.Sprintf("%s%dJSON", base, i)
		}
		switch jw.types[name] {
		case typ:
			return name, true
		case "":
			jw.types[name] = typ
			return name, false
		}
	}
}

// plainJSON reports whether values of t print the same from the generated
// writer as from the unstructured converter and encoding/json. gt is t in
// go/types when known (gengo's universe does not tell int8 from uint8).
func plainJSON(t *types.Type, gt gotypes.Type, visiting map[*types.Type]bool) bool {
	if t.Kind == types.Alias && t.Underlying != nil {
		return plainJSON(t.Underlying, gt, visiting)
	}
	if t.Name == jsontype.TimeName {
		return true // runtime.AppendJSONTime writes its unstructured form
	}
	if jsontype.HasOwnJSON(t, gt) {
		return false
	}
	switch t.Kind {
	case types.Pointer:
		return plainJSON(t.Elem, jsontype.GoElem(gt), visiting)
	case types.Slice:
		if jsontype.Of(t, gt).Kind == jsontype.Bytes { // base64
			return false
		}
		return plainJSON(t.Elem, jsontype.GoElem(gt), visiting)
	case types.Map:
		if jsontype.Of(t.Key, jsontype.GoKey(gt)).Kind != jsontype.String {
			return false
		}
		return plainJSON(t.Elem, jsontype.GoElem(gt), visiting)
	case types.Struct:
		if visiting[t] || t.Name.Package == "" { // anonymous structs: no writer name
			return false
		}
		visiting[t] = true
		defer delete(visiting, t)
		names := map[string]bool{}
		for _, m := range t.Members {
			if m.Embedded || !jsontype.IsExported(m.Name) {
				return false
			}
			name, opts, _ := strings.Cut(reflect.StructTag(m.Tags).Get("json"), ",")
			if name == "-" && opts == "" {
				continue
			}
			if name == "" || names[name] || slices.Contains(strings.Split(opts, ","), "string") ||
				slices.Contains(strings.Split(opts, ","), "omitzero") {
				return false
			}
			names[name] = true
		}
		for _, m := range jsontype.Members(t) {
			if !plainJSON(m.Type, m.GoType, visiting) {
				return false
			}
		}
		return true
	}
	// Unsigned integers up to 32 bits: the converter stores them as int64,
	// and a "byte" without go/types may be an int8.
	switch s := jsontype.Of(t, gt); s.Kind {
	case jsontype.String, jsontype.Bool, jsontype.Signed:
		return true
	case jsontype.Unsigned:
		return s.Basic == "uint8" || s.Basic == "uint16" || s.Basic == "uint32"
	}
	return false
}

// cell writes the return of the cell for x, a value of type t: a non-nil
// pointer, a struct, or a list or map. A nil list or map prints as
// runtime.NullStringCell, as JSONCell prints it; nilChecked says the walk
// has already returned for nil.
func (jw *jsonWriters) cell(cw *gocode.StmtWriter, x string, t *types.Type, gt gotypes.Type, nilChecked bool) {
	sr := jw.im.Ref(gocode.RuntimePkg)
	t = jsontype.Unwrap(t)
	switch t.Kind {
	case types.Pointer:
		// The walk has checked x; print what it points to.
		if t.Elem.Kind == types.Struct {
			cw.Line("return string(%s(nil, %s))", jw.structFunc(t.Elem), x)
			return
		}
		jw.cell(cw, "(*"+x+")", t.Elem, jsontype.GoElem(gt), false)
		return
	case types.Struct:
		cw.Line("return string(%s(nil, &%s))", jw.structFunc(t), x)
		return
	}
	if !nilChecked {
		cw.Line("if %s == nil {", x)
		cw.Nested(1, "return %s.NullStringCell", sr)
		cw.Line("}")
	}
	cw.Line("return string(%s(nil, %s))", jw.listOrMapFunc(t, gt), x)
}

// value writes the statements that append the JSON of x (of type t) to
// b. x is addressable when t is a struct.
func (jw *jsonWriters) value(sw *gocode.StmtWriter, x string, t *types.Type, gt gotypes.Type) {
	t = jsontype.Unwrap(t)
	sr := jw.im.Ref(gocode.RuntimePkg)
	switch t.Kind {
	case types.Pointer:
		sw.Line("if %s == nil {", x)
		sw.Nested(1, `b = append(b, "null"...)`)
		sw.Line("} else {")
		sw.Indent++
		jw.pointee(sw, x, t, gt)
		sw.Indent--
		sw.Line("}")
		return
	case types.Struct:
		if t.Name == jsontype.TimeName {
			sw.Line("b = %s.AppendJSONTime(b, %s)", sr, x)
			return
		}
		sw.Line("b = %s(b, &%s)", jw.structFunc(t), x)
		return
	case types.Slice, types.Map:
		sw.Line("b = %s(b, %s)", jw.listOrMapFunc(t, gt), x)
		return
	}
	s := jsontype.Of(t, gt)
	b, named := s.Basic, s.Named
	conv := func(to string) string {
		if named || b != to {
			return to + "(" + x + ")"
		}
		return x
	}
	switch b {
	case "string":
		sw.Line("b = %s.AppendJSONString(b, %s)", sr, conv("string"))
	case "bool":
		sw.Line("b = %s.AppendBool(b, %s)", jw.im.Ref("strconv"), conv("bool"))
	case "uint8", "uint16", "uint32":
		sw.Line("b = %s.AppendUint(b, %s, 10)", jw.im.Ref("strconv"), conv("uint64"))
	default:
		sw.Line("b = %s.AppendInt(b, %s, 10)", jw.im.Ref("strconv"), conv("int64"))
	}
}

// pointee writes the statements that append the JSON of what the non-nil
// pointer x points to.
func (jw *jsonWriters) pointee(sw *gocode.StmtWriter, x string, t *types.Type, gt gotypes.Type) {
	if t.Elem.Kind == types.Struct && t.Elem.Name != jsontype.TimeName {
		sw.Line("b = %s(b, %s)", jw.structFunc(t.Elem), x)
		return
	}
	jw.value(sw, "*"+x, t.Elem, jsontype.GoElem(gt))
}

// named reports whether gengo's t is a declared or builtin type (gengo
// names unnamed slices, maps and pointers by their literal).
func named(t *types.Type) bool {
	return t.Name.Package != "" || t.Kind == types.Builtin
}

// typeExpr is the Go source of t in the generated file. gt is t in
// go/types when known: a builtin's name comes from it, since gengo's
// universe calls int8 and uint8 both "byte".
func (jw *jsonWriters) typeExpr(t *types.Type, gt gotypes.Type) string {
	switch {
	case named(t):
		if t.Name.Package == "" {
			return builtinName(t, gt)
		}
		return jw.im.Qual(t.Name.Package) + t.Name.Name
	case t.Kind == types.Pointer:
		return "*" + jw.typeExpr(t.Elem, jsontype.GoElem(gt))
	case t.Kind == types.Slice:
		return "[]" + jw.typeExpr(t.Elem, jsontype.GoElem(gt))
	case t.Kind == types.Map:
		return "map[" + jw.typeExpr(t.Key, jsontype.GoKey(gt)) + "]" + jw.typeExpr(t.Elem, jsontype.GoElem(gt))
	}
	return t.String()
}

// builtinName is the name of a builtin type, from go/types when known.
func builtinName(t *types.Type, gt gotypes.Type) string {
	if b, ok := gt.(*gotypes.Basic); ok {
		return b.Name()
	}
	return t.Name.Name
}

// ident names t inside function names: Window, String, PtrInt32, PartList.
func (jw *jsonWriters) ident(t *types.Type, gt gotypes.Type) string {
	switch {
	case named(t):
		name := t.Name.Name
		if t.Name.Package == "" {
			name = builtinName(t, gt)
		}
		name = strings.ToUpper(name[:1]) + name[1:]
		if t.Name.Package != "" && t.Name.Package != jw.local {
			pkg := jw.im.Ref(t.Name.Package)
			name = strings.ToUpper(pkg[:1]) + pkg[1:] + name
		}
		return name
	case t.Kind == types.Pointer:
		return "Ptr" + jw.ident(t.Elem, jsontype.GoElem(gt))
	case t.Kind == types.Slice:
		return jw.ident(t.Elem, jsontype.GoElem(gt)) + "List"
	case t.Kind == types.Map:
		return jw.ident(t.Elem, jsontype.GoElem(gt)) + "Map"
	}
	return "Value"
}

// structFunc returns the name of the writer of struct t, writing it the
// first time: members in the order of their json names, as the
// unstructured map prints.
func (jw *jsonWriters) structFunc(t *types.Type) string {
	name, done := jw.funcName(t, nil)
	if done {
		return name
	}
	members := jsontype.Members(t)
	slices.SortFunc(members, func(a, b jsontype.Member) int { return strings.Compare(a.JSONName, b.JSONName) })
	sr := jw.im.Ref(gocode.RuntimePkg)
	sw := &gocode.StmtWriter{Indent: 1} // the function's body
	sw.Line("b = append(b, '{')")
	// Keys are escaped here, once. Whether a comma goes before a key is
	// known here too, unless only omitempty members came before it.
	const (
		nothingWritten = iota
		somethingWritten
		maybeWritten
	)
	written := nothingWritten
	for _, m := range members {
		x := "v." + m.Name
		escaped := string(selectableruntime.AppendJSONString(nil, m.JSONName)) + ":"
		var key string
		switch written {
		case nothingWritten:
			key = "b = append(b, " + goStringLiteral(escaped) + "...)"
		case somethingWritten:
			key = "b = append(b, " + goStringLiteral(","+escaped) + "...)"
		default:
			key = "b = " + sr + ".AppendJSONRawKey(b, " + goStringLiteral(escaped) + ")"
		}
		omittedTest, _ := jsontype.PresenceTests(x, m)
		omitted := omittedTest.Is
		switch {
		case omitted == "":
			written = somethingWritten
		case written == nothingWritten:
			written = maybeWritten
		}
		if omitted == "" {
			sw.Line("%s", key)
			jw.value(sw, x, m.Type, m.GoType)
			continue
		}
		sw.Line("if %s {", omittedTest.Negation())
		sw.Indent++
		sw.Line("%s", key)
		if m.Type.Kind == types.Pointer { // present: not nil
			jw.pointee(sw, x, m.Type, m.GoType)
		} else {
			jw.value(sw, x, m.Type, m.GoType)
		}
		sw.Indent--
		sw.Line("}")
	}
	sw.Line("return append(b, '}')")
	body := sw.Lines()
	jw.funcs[name] = fmt.Sprintf("%sfunc %s(b []byte, v *%s) []byte {\n%s\n}\n",
		docComment(fmt.Sprintf("%s appends the JSON of a %s as its unstructured form prints: members in json name order.", name, t.Name.Name)),
		name, jw.typeExpr(t, nil), strings.Join(body, "\n"))
	return name
}

// listOrMapFunc returns the name of the writer of list or map type t
// (nil prints null), writing it the first time.
func (jw *jsonWriters) listOrMapFunc(t *types.Type, gt gotypes.Type) string {
	t = jsontype.Unwrap(t)
	name, done := jw.funcName(t, gt)
	if done {
		return name
	}
	sw := &gocode.StmtWriter{Indent: 1} // the function's body
	sw.Line("if v == nil {")
	sw.Nested(1, `return append(b, "null"...)`)
	sw.Line("}")
	if t.Kind == types.Slice {
		sw.Line("b = append(b, '[')")
		sw.Line("for i := range v {")
		sw.Indent++
		sw.Line("if i > 0 {")
		sw.Nested(1, "b = append(b, ',')")
		sw.Line("}")
		jw.value(sw, "v[i]", t.Elem, jsontype.GoElem(gt))
		sw.Indent--
		sw.Line("}")
		sw.Line("return append(b, ']')")
	} else {
		sr := jw.im.Ref(gocode.RuntimePkg)
		key := "k"
		if s := jsontype.Of(t.Key, jsontype.GoKey(gt)); s.Named || s.Basic != "string" {
			key = "string(k)"
		}
		sw.Line("keys := make([]%s, 0, len(v))", jw.typeExpr(t.Key, jsontype.GoKey(gt)))
		sw.Line("for k := range v {")
		sw.Nested(1, "keys = append(keys, k)")
		sw.Line("}")
		sw.Line("%s.Sort(keys)", jw.im.Ref("slices"))
		sw.Line("b = append(b, '{')")
		sw.Line("for _, k := range keys {")
		sw.Indent++
		sw.Line("b = %s.AppendJSONKey(b, %s)", sr, key)
		elem := "v[k]"
		if t.Elem.Kind == types.Struct { // the writer takes a pointer
			sw.Line("e := v[k]")
			elem = "e"
		}
		jw.value(sw, elem, t.Elem, jsontype.GoElem(gt))
		sw.Indent--
		sw.Line("}")
		sw.Line("return append(b, '}')")
	}
	body := sw.Lines()
	what := "list"
	if t.Kind == types.Map {
		what = "map, keys sorted,"
	}
	jw.funcs[name] = fmt.Sprintf("%sfunc %s(b []byte, v %s) []byte {\n%s\n}\n",
		docComment(fmt.Sprintf("%s appends the JSON of a %s as its unstructured form prints (nil is null).", name, what)),
		name, jw.typeExpr(t, gt), strings.Join(body, "\n"))
	return name
}

// emit writes the collected writers, sorted by name.
func (jw *jsonWriters) emit(w io.Writer) {
	names := make([]string, 0, len(jw.funcs))
	for name := range jw.funcs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		fmt.Fprintf(w, "%s\n", jw.funcs[name])
	}
}
