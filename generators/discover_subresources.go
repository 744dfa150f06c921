package generators

import (
	"strings"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Discovery of the status and scale subresource markers (either dialect):
// resolved against the kind's types into the model. The emitter is
// emit_subresources.go.

func (d *discovery) resolveSubresources(k *Kind, tm []*markers.Marker) {
	if m := findOne(tm, markers.NameStatusSubresource); m != nil {
		for _, mem := range jsontype.Members(k.Type) {
			if mem.JSONName == "status" && !mem.Inline {
				k.Status = &statusSubresource{statusMember: mem.Name, statusType: mem.Type}
			}
		}
		if k.Status == nil {
			k.Status = &statusSubresource{}
		}
	}
	scales := find(tm, markers.NameScaleSubresource)
	if len(scales) == 0 {
		return
	}
	m := scales[0]
	for _, again := range scales[1:] {
		// Both dialects on one kind: which paths would win is a guess.
		d.errs.Addf(again.Pos, "%s on %s: the scale subresource is already declared by %s (line %d); declare it once",
			again.Name(), k.Name, m.Name(), m.Pos.Line)
	}
	specArg, statusArg, selectorArg := m.ArgName(markers.ArgSpecReplicasPath), m.ArgName(markers.ArgStatusReplicasPath), m.ArgName(markers.ArgLabelSelectorPath)
	sc := &scaleSubresource{specText: m.String(specArg)}
	ok := true
	where := m.Name() + " on " + k.Name
	under := func(arg string, prefixes ...string) bool {
		text := m.String(arg)
		for _, p := range prefixes {
			if strings.HasPrefix(text, p) {
				return true
			}
		}
		d.errs.Addf(m.ArgPos(arg), "%s: %s %q must be a path under %s, as a CRD's scale subresource requires", where, arg, text, strings.Join(prefixes, " or "))
		return false
	}
	replicas := func(arg string, p *fieldPath) bool {
		s := jsontype.Of(p.Leaf(), p.LeafGo())
		if s.Pointers > 1 || s.Kind != jsontype.Signed || !(s.Basic == "int32" || s.Basic == "int64" || s.Basic == "int") {
			d.errs.Addf(m.ArgPos(arg), "%s: %s %s is %s; replicas must be an int32, int64 or int field (pointer or not)", where, arg, p, jsontype.Describe(p.Leaf()))
			return false
		}
		return true
	}
	if under(specArg, ".spec.") {
		if sc.spec, _ = d.markerPath(k, m, specArg, ""); sc.spec == nil || !replicas(specArg, sc.spec) {
			ok = false
		}
	} else {
		ok = false
	}
	if m.Has(statusArg) {
		if under(statusArg, ".status.") {
			if sc.status, _ = d.markerPath(k, m, statusArg, ""); sc.status == nil || !replicas(statusArg, sc.status) {
				ok = false
			}
		} else {
			ok = false
		}
	}
	if m.Has(selectorArg) {
		if under(selectorArg, ".spec.", ".status.") {
			sc.selector, _ = d.markerPath(k, m, selectorArg, "")
			if sc.selector != nil {
				if s := jsontype.Of(sc.selector.Leaf(), sc.selector.LeafGo()); s.Pointers > 1 || s.Kind != jsontype.String {
					d.errs.Addf(m.ArgPos(selectorArg), "%s: %s %s is %s; the scale's label selector is a string field holding the selector in its string form",
						where, selectorArg, sc.selector, jsontype.Describe(sc.selector.Leaf()))
					ok = false
				}
			} else {
				ok = false
			}
		} else {
			ok = false
		}
	}
	if ok {
		k.Scale = sc
	}
}
