package generators

import (
	"fmt"
	"go/token"
	"strings"

	"k8s.io/gengo/v2/types"

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

// resolveJSONPath walks a simple json path (jsonPathSyntaxError accepts
// it) from t through struct members. It returns a message saying which
// element does not resolve, or "".
func resolveJSONPath(t *types.Type, jsonPath string) (*fieldPath, string) {
	steps, msg := parseListPath(jsonPath)
	if msg != "" {
		return nil, msg
	}
	return resolvePath(t, steps, nil)
}
