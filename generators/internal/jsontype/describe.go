package jsontype

import (
	"path"

	"k8s.io/gengo/v2/types"
)

// Describe names a type for messages, with its kind when that helps.
func Describe(t *types.Type) string {
	elem, _ := Deref(t)
	s := TypeString(t)
	if elem.Kind == types.Alias && HasOwnJSON(elem, nil) {
		return s + " (raw JSON: it marshals itself)"
	}
	switch elem.Kind {
	case types.Struct:
		return s + " (a struct)"
	case types.Slice, types.Array:
		return s + " (a list)"
	case types.Map:
		return s + " (a map)"
	case types.Interface:
		return s + " (an interface)"
	}
	if b := BasicOf(elem); b != "" && b != elem.Name.Name {
		return s + " (a " + b + ")"
	}
	return s
}

// TypeString writes a type as Go source does, packages by their last
// element: []paths.Item, *metav1.Time (not full import paths).
func TypeString(t *types.Type) string {
	switch {
	case t.Kind == types.Pointer:
		return "*" + TypeString(t.Elem)
	case t.Kind == types.Slice && t.Name.Package == "":
		return "[]" + TypeString(t.Elem)
	case t.Kind == types.Map && t.Name.Package == "":
		return "map[" + TypeString(t.Key) + "]" + TypeString(t.Elem)
	case t.Name.Package == Metav1Pkg:
		return "metav1." + t.Name.Name
	case t.Name.Package != "":
		return path.Base(t.Name.Package) + "." + t.Name.Name
	}
	return t.Name.Name
}
