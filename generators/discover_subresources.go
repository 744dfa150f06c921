package generators

import (
	"fmt"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Discovery of the status and scale subresource markers (either dialect):
// resolved against the kind's types into the model. The emitter is
// emit_subresources.go.

// resolveSubresources reads the subresource markers of the kind, and the
// +k8s:supportsSubresource hints (of the kind, or of the kind a
// declaration aliases): a hint declares what the marker would, and the
// marker, when written, is what counts.
func (d *discovery) resolveSubresources(k *Kind, tm, supports []*markers.Marker) {
	supported := map[string]*markers.Marker{}
	for _, m := range supports {
		supported[m.Value.Text] = m
	}
	if m := findOne(tm, markers.NameStatusSubresource); m != nil || supported["/status"] != nil {
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
		if m := supported["/scale"]; m != nil {
			d.resolveConventionalScale(k, m)
		}
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
		if !isReplicas(p) {
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
				if selectorFormOf(sc.selector) != selectorString {
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

// isReplicas: replicas are an int32, int64 or int field, pointer or not.
func isReplicas(p *fieldPath) bool {
	s := jsontype.Of(p.Leaf(), p.LeafGo())
	return s.Pointers <= 1 && s.Kind == jsontype.Signed && (s.Basic == "int32" || s.Basic == "int64" || s.Basic == "int")
}

// selectorFormOf is how the field at p holds a label selector: its string
// form (what a CRD's labelSelectorPath names), a metav1.LabelSelector (the
// apps kinds' .spec.selector) or a label map (ReplicationController's),
// pointer or not; noSelector for anything else.
func selectorFormOf(p *fieldPath) selectorForm {
	s := jsontype.Of(p.Leaf(), p.LeafGo())
	switch {
	case s.Pointers > 1:
		return noSelector
	case s.Kind == jsontype.String:
		return selectorString
	case s.Kind == jsontype.Struct && s.Elem.Name == jsontype.LabelSelectorName:
		return selectorLabelSelector
	case s.Kind == jsontype.Map && s.Elem.Kind == types.Map && jsontype.BasicOf(s.Elem.Key) == "string" && jsontype.BasicOf(s.Elem.Elem) == "string":
		return selectorLabelMap
	}
	return noSelector
}

// The conventional paths of a scale subresource: the built-in kinds' and
// kubebuilder's defaults.
const (
	conventionalSpecReplicas   = ".spec.replicas"
	conventionalStatusReplicas = ".status.replicas"
)

// conventionalSelectors are where a kind conventionally keeps its label
// selector, in the order looked at: a CRD's string form in status, else
// the selector the spec holds.
var conventionalSelectors = []string{".status.selector", ".spec.selector"}

// resolveConventionalScale declares the scale subresource that
// +k8s:supportsSubresource="/scale" hints at, with the conventional paths:
// the spec replicas are required; the status replicas and the label
// selector are used where the kind has them. An error is at the
// declaration (an alias's hint is in the other package's source, which
// its user cannot edit).
func (d *discovery) resolveConventionalScale(k *Kind, m *markers.Marker) {
	pos := m.Pos
	if k.Alias {
		pos = k.Pos
	}
	why := fmt.Sprintf("%s=%q", m.Name(), m.Value.Text)
	if k.Alias {
		why = fmt.Sprintf("%s declares %s.%s, whose %s", k.Name, k.Type.Name.Package, k.Type.Name.Name, why)
	} else {
		why = k.Name + "'s " + why
	}
	fix := fmt.Sprintf("declare the paths with +k8s:subresource:scale:specReplicasPath=...,statusReplicasPath=...,labelSelectorPath=... on %s", k.Name)
	spec, msg := resolveJSONPath(k.Type, conventionalSpecReplicas)
	if msg != "" || !isReplicas(spec) {
		if msg == "" {
			msg = fmt.Sprintf("it is %s, not an int32, int64 or int field", jsontype.Describe(spec.Leaf()))
		}
		d.errs.Addf(pos, "%s declares the scale subresource with the conventional replicas path %s, which cannot be used: %s; %s",
			why, conventionalSpecReplicas, msg, fix)
		return
	}
	sc := &scaleSubresource{spec: spec, specText: conventionalSpecReplicas}
	if status, msg := resolveJSONPath(k.Type, conventionalStatusReplicas); msg == "" {
		if !isReplicas(status) {
			d.errs.Addf(pos, "%s declares the scale subresource with the conventional status replicas path %s, which is %s, not an int32, int64 or int field; %s",
				why, conventionalStatusReplicas, jsontype.Describe(status.Leaf()), fix)
			return
		}
		sc.status = status
	}
	for _, path := range conventionalSelectors {
		if sel, msg := resolveJSONPath(k.Type, path); msg == "" && selectorFormOf(sel) != noSelector {
			sc.selector, sc.selectorForm = sel, selectorFormOf(sel)
			break
		}
	}
	k.Scale = sc
}
