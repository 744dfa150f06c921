package jsontype

import (
	"slices"

	"k8s.io/gengo/v2/types"
)

// FindMember finds the member with a json name in t, looking through
// inline embedded structs as encoding/json does (shallowest first). steps
// are the members from t to it (inline ones included).
func FindMember(t *types.Type, name string, seen []*types.Type) (steps []Member, ok bool) {
	ms := Members(t)
	for _, m := range ms {
		if !m.Inline && m.JSONName == name {
			return []Member{m}, true
		}
	}
	for _, m := range ms {
		elem, _ := Deref(m.Type)
		if !m.Inline || elem.Kind != types.Struct || slices.Contains(seen, elem) {
			continue
		}
		if sub, ok := FindMember(elem, name, append(seen, t)); ok {
			return append([]Member{m}, sub...), true
		}
	}
	return nil, false
}

func CollectJSONNames(t *types.Type, names *[]string) {
	for _, m := range Members(t) {
		elem, _ := Deref(m.Type)
		if m.Inline && elem.Kind == types.Struct {
			CollectJSONNames(elem, names)
			continue
		}
		*names = append(*names, m.JSONName)
	}
}

// FlatMembers lists the serialized members of t with inline members
// flattened.
func FlatMembers(t *types.Type) []Member {
	var out []Member
	for _, m := range Members(t) {
		elem, _ := Deref(m.Type)
		if m.Inline && elem.Kind == types.Struct {
			out = append(out, FlatMembers(elem)...)
			continue
		}
		out = append(out, m)
	}
	return out
}
