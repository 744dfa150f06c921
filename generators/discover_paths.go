package generators

import (
	"fmt"
	"go/token"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// markerPath resolves a path argument of a kind-level marker (or its
// default when the argument is left out). It reports an error at the
// argument and returns nil when the path is not a simple path of fields.
func (d *discovery) markerPath(k *Kind, m *markers.Marker, arg, def string) (*fieldPath, token.Position) {
	text, pos := def, m.Pos
	given := false
	if v, ok := m.Arg(arg); ok {
		text, pos, given = v.Text, v.Pos, true
	}
	where := fmt.Sprintf("%s on %s: %s %q", m.Name(), k.Name, arg, text)
	if !given {
		where = fmt.Sprintf("%s on %s: %s %q (the default; name the field with %s=\"...\")", m.Name(), k.Name, arg, text, arg)
	}
	if msg := jsonPathSyntaxError(text); msg != "" {
		d.errs.Addf(pos, "%s %s", where, msg)
		return nil, pos
	}
	p, msg := resolveJSONPath(k.Type, text)
	if msg != "" {
		d.errs.Addf(pos, "%s does not name a field of %s: %s", where, k.Name, msg)
		return nil, pos
	}
	return p, pos
}

// jsonPathSyntaxError explains why a kind-level jsonPath is not a simple
// path; it is "" for a simple path.
func jsonPathSyntaxError(p string) string {
	switch {
	case p == "":
		return "is empty; write a path like \".spec.color\""
	case !strings.HasPrefix(p, "."):
		return "must start with '.', like \"." + p + "\""
	case strings.ContainsAny(p, "[]"):
		return "uses index notation; a selectable field is a simple path of field names (no [*], [n] or filters), like \".spec.color\""
	case strings.Contains(p[1:], "..") || strings.HasSuffix(p, ".") || strings.HasPrefix(p, ".."):
		return "has an empty path element; write dot-separated json field names, like \".spec.color\""
	case strings.ContainsAny(p, " \t\"'`{}$@*?"):
		return "is not a simple path of json field names; write it like \".spec.color\""
	}
	return ""
}

// resolveJSONPath walks a simple json path from t through struct members.
// It returns a message saying which element does not resolve, or "".
func resolveJSONPath(t *types.Type, jsonPath string) (*fieldPath, string) {
	path := &fieldPath{}
	cur := t
	elems := strings.Split(jsonPath[1:], ".")
	for i, name := range elems {
		if cur.Kind != types.Struct {
			return nil, "\"" + strings.Join(elems[:i], ".") + "\" is " + jsontype.Describe(cur) + ", which has no fields"
		}
		steps, ok := jsontype.FindMember(cur, name, nil)
		if !ok {
			var names []string
			jsontype.CollectJSONNames(cur, &names)
			return nil, cur.Name.Name + " has no field with json name \"" + name + "\"; its fields are: " + strings.Join(names, ", ")
		}
		path.Members = append(path.Members, steps...)
		leaf := steps[len(steps)-1]
		elem, ptrs := jsontype.Deref(leaf.Type)
		if i < len(elems)-1 {
			switch {
			case ptrs > 1:
				return nil, "\"" + strings.Join(elems[:i+1], ".") + "\" is a pointer to a pointer, which is not supported"
			case elem.Kind == types.Slice || elem.Kind == types.Array || elem.Kind == types.Map:
				return nil, "\"" + strings.Join(elems[:i+1], ".") + "\" is " + jsontype.Describe(leaf.Type) +
					"; a selectable field cannot reach into a list or map (a field selector compares one value)"
			}
		}
		cur = elem
	}
	return path, ""
}
