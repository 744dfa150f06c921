package jsontype

import (
	gotypes "go/types"

	"k8s.io/gengo/v2/types"
)

// GoBasic returns the builtin type behind a go/types type (pointers
// stripped) and whether it is a defined type rather than the builtin itself.
func GoBasic(t gotypes.Type) (basic string, named bool) {
	for {
		p, ok := gotypes.Unalias(t).(*gotypes.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	t = gotypes.Unalias(t)
	_, named = t.(*gotypes.Named)
	if b, ok := t.Underlying().(*gotypes.Basic); ok {
		name := b.Name()
		if b.Kind() == gotypes.Byte {
			name = "uint8"
		}
		return name, named
	}
	return "", named
}

func GoElem(gt gotypes.Type) gotypes.Type {
	if gt == nil {
		return nil
	}
	switch u := gt.Underlying().(type) {
	case *gotypes.Pointer:
		return u.Elem()
	case *gotypes.Slice:
		return u.Elem()
	case *gotypes.Map:
		return u.Elem()
	}
	return nil
}

func GoKey(gt gotypes.Type) gotypes.Type {
	if gt == nil {
		return nil
	}
	if m, ok := gt.Underlying().(*gotypes.Map); ok {
		return m.Key()
	}
	return nil
}

// HasOwnJSON reports whether t or *t marshals itself (MarshalJSON) or
// converts itself to unstructured: the converter then uses that form.
func HasOwnJSON(t *types.Type, gt gotypes.Type) bool {
	for _, m := range []string{"MarshalJSON", "ToUnstructured"} {
		if _, ok := t.Methods[m]; ok {
			return true
		}
	}
	if named, ok := gotypes.Unalias(gt).(*gotypes.Named); ok {
		ms := gotypes.NewMethodSet(gotypes.NewPointer(named))
		for _, m := range []string{"MarshalJSON", "ToUnstructured"} {
			if ms.Lookup(named.Obj().Pkg(), m) != nil {
				return true
			}
		}
	}
	return false
}

// IsOpaque: values whose unstructured form the generator does not model
// (interfaces, raw JSON); paths into them run on client-go's jsonpath. A
// declared list, map or pointer type that marshals itself is one too
// (encoding/json.RawMessage: its JSON is what it holds, not base64).
func IsOpaque(t *types.Type) bool {
	return t.Kind == types.Interface || t.Name.Name == "RawExtension" || t.Name.Name == "JSON" || t.Name.Name == "FieldsV1" ||
		t.Kind == types.Alias && t.Underlying != nil && t.Underlying.Kind != types.Builtin && HasOwnJSON(t, nil)
}
