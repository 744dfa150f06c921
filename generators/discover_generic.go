package generators

import (
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// Generic types: gengo gives a generic struct as its declaration
// (Holder[T], its members of type T), not as the type it is instantiated
// with (Holder[string]), so nothing generated from it would be right: the
// paths, the cells and the CEL types of a kind all read its members' types.
// deepcopy-gen, which every gengo API package also runs, stops at them too
// ("unsupported type 'T'"). So a kind that reaches one is an error that
// names the member, not generated code that does not compile.

// genericReach returns the first generic type kind reaches through its
// serialized members (embedded or named, through pointers, slices, arrays
// and maps), and the Go member path to it; nil when there is none.
func genericReach(kind *types.Type) (generic *types.Type, path string) {
	visited := map[*types.Type]bool{}
	var walk func(t *types.Type, path []string) (*types.Type, []string)
	walk = func(t *types.Type, path []string) (*types.Type, []string) {
		if t == nil || visited[t] {
			return nil, nil
		}
		visited[t] = true
		if len(t.TypeParams) > 0 || t.Kind == types.TypeParam {
			return t, path
		}
		switch t.Kind {
		case types.Pointer, types.Slice, types.Array:
			return walk(t.Elem, path)
		case types.Map:
			if g, p := walk(t.Key, path); g != nil {
				return g, p
			}
			return walk(t.Elem, path)
		case types.Alias:
			return walk(t.Underlying, path)
		case types.Struct:
			// Only what JSON carries: a generic type in an unexported
			// member (netip.Addr's unique.Handle) is never read.
			for _, m := range jsontype.Members(t) {
				if g, p := walk(m.Type, append(path, m.Name)); g != nil {
					return g, p
				}
			}
		}
		return nil, nil
	}
	g, p := walk(kind, nil)
	return g, strings.Join(p, ".")
}
