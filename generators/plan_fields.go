package generators

import (
	"fmt"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// The plan of a kind's field selector values: for each key of its field
// set, the Go expression that computes it, and the helper function that
// holds the nil checks of a path that may be nil. emit_selectable.go
// prints FieldValue, ToSelectableFields and the matchers from it.

// fieldCode is how the generated code computes one field.
type fieldCode struct {
	name string
	// expr computes the value from obj; it may call helper.
	expr string
	// helper, when set, is an unexported function the expr calls.
	helper string
	// multi: the field is multi-valued; expr gives its values joined.
	multi bool
	// present, when set, is the condition under which the field is in the
	// field set (omitAbsent); it is always there otherwise.
	present string
}

// planFields decides, per key of the kind's field set, between an inline
// expression and a helper function. Helpers hold the nil checks of pointer
// paths, so each path is written once and FieldValue, ToSelectableFields and
// the matchers share it.
func planFields(k *Kind, im *gocode.Imports) []fieldCode {
	q := im.Qual(k.Package)
	var codes []fieldCode
	for _, e := range k.FieldSet {
		c, f := fieldCode{name: e.Key}, e.Field
		switch {
		case e.Key == metadataName && f == nil:
			c.expr = "obj.Name"
		case e.Key == metadataNamespace && f == nil:
			c.expr = "obj.Namespace"
		case f.ValueFunc != "":
			c.expr = q + f.ValueFunc + "(obj)"
		case len(f.Path.Lists) > 0:
			fn := k.names().fieldValueFunc(f.Name)
			c.expr = fn + "(obj)"
			c.helper = listHelperFunc(k, f, fn, im)
			c.multi = f.multiValued()
		case !f.Path.hasPointer() && !f.Value.nullWhenZero():
			c.expr = f.Value.expr(f.Path.expr("obj"), im)
		default:
			fn := k.names().fieldValueFunc(f.Name)
			c.expr = fn + "(obj)"
			c.helper = helperFunc(k, f, fn, im)
		}
		if f != nil && f.OmitAbsent {
			c.present = f.presentWhen("obj")
		}
		codes = append(codes, c)
	}
	return codes
}

// helperFunc writes the function for a field whose path may be nil or
// whose value may be absent (a zero metav1.Time).
func helperFunc(k *Kind, f *Field, fn string, im *gocode.Imports) string {
	conds := f.absentWhen("obj")
	leaf := f.Path.expr("obj")
	value := leaf
	if f.Path.Leaf().Kind == types.Pointer && f.Value.needsDeref() {
		value = "*" + leaf
	}
	var b strings.Builder
	b.WriteString(docComment(fmt.Sprintf("%s returns the %s field selector value of obj, or %s when %s is absent.",
		fn, f.Name, strconv.Quote(f.Default), f.Path.String()[1:])))
	fmt.Fprintf(&b, "func %s(obj *%s) string {\n", fn, k.Name)
	fmt.Fprintf(&b, "\tif %s {\n\t\treturn %s\n\t}\n", strings.Join(conds, " || "), strconv.Quote(f.Default))
	fmt.Fprintf(&b, "\treturn %s\n}\n\n", f.Value.expr(value, im))
	return b.String()
}

// listHelperFunc writes the function of a field whose path crosses lists.
// A multi-valued field appends a value per element (elements whose value
// is absent add none) and returns them joined; a field through filters
// only returns the value of the first element each filter selects, or its
// default when none is selected or the value is absent.
func listHelperFunc(k *Kind, f *Field, fn string, im *gocode.Imports) string {
	multi := f.multiValued()
	sr := im.Ref(gocode.RuntimePkg)
	var b strings.Builder
	if multi {
		b.WriteString(docComment(fmt.Sprintf("%s returns the values of the multi-valued %s field selector of obj, "+
			"one per element of %s whose value is present, joined as %s.JoinFieldValues joins them.",
			fn, f.Name, f.Path.String()[1:], sr)))
	} else {
		b.WriteString(docComment(fmt.Sprintf("%s returns the %s field selector value of obj, or %s when no element "+
			"matches %s or the value is absent.", fn, f.Name, strconv.Quote(f.Default), f.Path.String()[1:])))
	}
	fmt.Fprintf(&b, "func %s(obj *%s) string {\n", fn, k.Name)
	lw := listWriter{StmtWriter: gocode.StmtWriter{Indent: 1}, f: f, im: im, multi: multi}
	lw.Declare("obj", "values")
	// Before the first list nothing is collected yet: a multi-valued field
	// without values is "".
	lw.absent = "return " + strconv.Quote(f.Default)
	lw.walk("obj", 0, 0)
	if multi {
		lw.Line("return %s.JoinFieldValues(values)", sr)
	} else {
		lw.Line("%s", lw.absent)
	}
	for _, l := range lw.Lines() {
		fmt.Fprintf(&b, "%s\n", l)
	}
	b.WriteString("}\n\n")
	return b.String()
}

// listWriter writes the loops of a path through lists.
type listWriter struct {
	gocode.StmtWriter
	f     *Field
	im    *gocode.Imports
	multi bool
	// absent is the statement for an absent value outside any loop.
	absent string
}

// walk writes the statements that read the path from acc, starting at
// member m, in the list at depth (loops deep). Consecutive checks with
// one exit are one if, as a person writes them.
func (w *listWriter) walk(acc string, m, depth int) {
	p := w.f.Path
	skip := w.absent
	if depth > 0 {
		skip = "continue"
	}
	end := len(p.Members)
	if depth < len(p.Lists) {
		end = p.Lists[depth].After
	}

	sels := jsontype.Selectors(acc, p.Members[m:end])
	for j := m; j < end; j++ {
		member := p.Members[j]
		acc = sels[j-m]
		// The leaf's own pointer is leaf's to check.
		isLeaf := j == len(p.Members)-1 && depth == len(p.Lists)
		if member.Type.Kind == types.Pointer && !isLeaf {
			w.Guard(acc+" == nil", skip)
		}
	}
	if depth == len(p.Lists) {
		w.leaf(acc, skip)
		return
	}
	l := p.Lists[depth]
	i, e := w.NewVar("i"), "" // i, e; in a second list i2, e2
	if depth == 0 && w.multi {
		// A value per element at most, through one list: sized once.
		if len(p.Lists) == 1 {
			w.Line("values := make([]string, 0, len(%s))", acc)
		} else {
			w.Line("var values []string")
		}
	}
	w.Line("for %s := range %s {", i, acc)
	w.Indent++
	elem := acc + "[" + i + "]"
	switch {
	case l.After == len(p.Members):
		e = elem // a list of values: the element is the value
	case l.Elem.Kind == types.Pointer:
		e = w.NewVar("e")
		w.Line("%s := %s", e, elem)
		w.Guard(e+" == nil", "continue")
	default:
		e = w.NewVar("e")
		w.Line("%s := &%s", e, elem)
	}
	if l.Filter != nil {
		w.Guard(fmt.Sprintf("%s.%s != %s", e, l.Filter.Key.Name, strconv.Quote(l.Filter.Value)), "continue")
	}
	w.walk(e, l.After, depth+1)
	w.Indent--
	w.Line("}")
}

// leaf writes the value reached at x: appended to values, or returned.
// skip is the statement for an absent value.
func (w *listWriter) leaf(x, skip string) {
	r, t := w.f.Value, w.f.Path.Leaf()
	if t.Kind == types.Pointer {
		w.Guard(x+" == nil", skip)
		if r.needsDeref() {
			x = "*" + x
		}
	}
	if r.nullWhenZero() {
		w.Guard(x+".IsZero()", skip)
	}
	if w.multi {
		w.Line("values = append(values, %s)", r.expr(x, w.im))
		return
	}
	w.Line("return %s", r.expr(x, w.im))
}
