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
		case !f.Path.hasPointer() && !f.Value.nullWhenZero():
			c.expr = f.Value.expr(f.Path.expr("obj"), im)
		default:
			fn := k.names().fieldValueFunc(f.Name)
			c.expr = fn + "(obj)"
			c.helper = helperFunc(k, f, fn, im)
		}
		codes = append(codes, c)
	}
	return codes
}

// helperFunc writes the function for a field whose path may be nil or
// whose value may be absent (a zero metav1.Time).
func helperFunc(k *Kind, f *Field, fn string, im *gocode.Imports) string {
	conds := f.Path.nilChecks("obj")
	leaf := f.Path.expr("obj")
	if f.Value.nullWhenZero() {
		conds = append(conds, leaf+".IsZero()") // a zero time is JSON null
	}
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
