package generators

import (
	"fmt"
	"go/token"

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
