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

// absence returns the Go conditions under which the value at p is left
// out of the object's JSON: a nil pointer on the way, or an empty value
// under omitempty at the end.
func (p *fieldPath) absence(root string) []string {
	var conds []string
	acc := root
	for _, m := range p.Members {
		acc += "." + m.Name
		if cond := jsontype.Missing(acc, m); cond != "" {
			conds = append(conds, cond)
		}
	}
	return conds
}

// nilChecks are the conditions under which reading p from root would
// dereference a nil pointer.
func (p *fieldPath) nilChecks(root string) []string {
	var conds []string
	acc := root
	for _, m := range p.Members {
		acc += "." + m.Name
		if m.Type.Kind == types.Pointer {
			conds = append(conds, acc+" == nil")
		}
	}
	return conds
}

// access is the Go expression of the value at p from root, dereferenced
// when the last member is a pointer to a basic value.
func (p *fieldPath) access(root string) string {
	x := p.expr(root)
	if last := p.last(); last.Type.Kind == types.Pointer && last.Type.Elem.Kind != types.Struct {
		return "*" + x
	}
	return x
}

// intermediatePointers reports whether a member before the last is a
// pointer: such paths need allocation or nil checks on the way.
func (p *fieldPath) intermediatePointers() bool {
	for _, m := range p.Members[:len(p.Members)-1] {
		if m.Type.Kind == types.Pointer {
			return true
		}
	}
	return false
}

// fieldPathExpr is the Go source of a field.Path for JSON names from
// base (a *field.Path expression): base.Child("spec", "selector").
func fieldPathExpr(base string, json []string) string {
	quoted := make([]string, len(json))
	for i, j := range json {
		quoted[i] = fmt.Sprintf("%q", j)
	}
	return base + ".Child(" + strings.Join(quoted, ", ") + ")"
}
