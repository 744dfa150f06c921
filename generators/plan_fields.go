package generators

import (
	"fmt"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
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
	lw := listWriter{b: &b, f: f, im: im, multi: multi}
	end := "return " + strconv.Quote(f.Default)
	if multi {
		b.WriteString("\tvar values []string\n")
		end = "return " + sr + ".JoinFieldValues(values)"
	}
	lw.absent = end
	lw.walk("obj", 0, 0, "\t")
	fmt.Fprintf(&b, "\t%s\n}\n\n", end)
	return b.String()
}

// listWriter writes the loops of a path through lists.
type listWriter struct {
	b     *strings.Builder
	f     *Field
	im    *gocode.Imports
	multi bool
	// absent is the statement for an absent value outside any loop.
	absent string
}

// walk writes the statements that read the path from acc, starting at
// member m, in the list at depth (loops deep).
func (w *listWriter) walk(acc string, m, depth int, indent string) {
	p := w.f.Path
	skip := w.absent
	if depth > 0 {
		skip = "continue"
	}
	end := len(p.Members)
	if depth < len(p.Lists) {
		end = p.Lists[depth].After
	}
	for j := m; j < end; j++ {
		member := p.Members[j]
		acc += "." + member.Name
		// The leaf's own pointer is leaf's to check.
		isLeaf := j == len(p.Members)-1 && depth == len(p.Lists)
		if member.Type.Kind == types.Pointer && !isLeaf {
			fmt.Fprintf(w.b, "%sif %s == nil {\n%s\t%s\n%s}\n", indent, acc, indent, skip, indent)
		}
	}
	if depth == len(p.Lists) {
		w.leaf(acc, indent, skip)
		return
	}
	l := p.Lists[depth]
	i, e := fmt.Sprintf("i%d", depth), fmt.Sprintf("e%d", depth)
	if len(p.Lists) == 1 {
		i, e = "i", "e"
	}
	fmt.Fprintf(w.b, "%sfor %s := range %s {\n", indent, i, acc)
	inner := indent + "\t"
	elem := acc + "[" + i + "]"
	switch {
	case l.After == len(p.Members):
		e = elem // a list of values: the element is the value
	case l.Elem.Kind == types.Pointer:
		fmt.Fprintf(w.b, "%s%s := %s\n%sif %s == nil {\n%s\tcontinue\n%s}\n", inner, e, elem, inner, e, inner, inner)
	default:
		fmt.Fprintf(w.b, "%s%s := &%s\n", inner, e, elem)
	}
	if l.Filter != nil {
		fmt.Fprintf(w.b, "%sif %s.%s != %s {\n%s\tcontinue\n%s}\n", inner, e, l.Filter.Key.Name, strconv.Quote(l.Filter.Value), inner, inner)
	}
	w.walk(e, l.After, depth+1, inner)
	fmt.Fprintf(w.b, "%s}\n", indent)
}

// leaf writes the value reached at x: appended to values, or returned.
// skip is the statement for an absent value.
func (w *listWriter) leaf(x, indent, skip string) {
	r, t := w.f.Value, w.f.Path.Leaf()
	if t.Kind == types.Pointer {
		fmt.Fprintf(w.b, "%sif %s == nil {\n%s\t%s\n%s}\n", indent, x, indent, skip, indent)
		if r.needsDeref() {
			x = "*" + x
		}
	}
	if r.nullWhenZero() {
		fmt.Fprintf(w.b, "%sif %s.IsZero() {\n%s\t%s\n%s}\n", indent, x, indent, skip, indent)
	}
	if w.multi {
		fmt.Fprintf(w.b, "%svalues = append(values, %s)\n", indent, r.expr(x, w.im))
		return
	}
	fmt.Fprintf(w.b, "%sreturn %s\n", indent, r.expr(x, w.im))
}
