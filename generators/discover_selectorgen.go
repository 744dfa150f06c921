package generators

import (
	"strings"

	"k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Discovery of +k8s:selectorGeneration: the marker resolved against the
// kind's types into the model (selectorGeneration). The emitter is
// emit_selectorgen.go.

var labelSelectorName = types.Name{Package: jsontype.Metav1Pkg, Name: "LabelSelector"}

func (d *discovery) resolveSelectorGeneration(k *Kind, tm []*markers.Marker) {
	m := findOne(tm, markers.NameSelectorGeneration)
	if m == nil {
		return
	}
	sg := &selectorGeneration{}
	ok := true
	isBoolPtr := func(p *fieldPath) bool {
		return p.Leaf().Kind == types.Pointer && jsontype.BasicOf(p.Leaf().Elem) == "bool"
	}
	if m.Has(markers.ArgAutoSelector) {
		for _, other := range []string{markers.ArgManualSelector, markers.ArgSelector, markers.ArgTemplate, markers.ArgUIDLabel, markers.ArgNameLabel} {
			if m.Has(other) {
				d.errs.Addf(m.ArgPos(other), "%s on %s: %s cannot be combined with autoSelector: a version with autoSelector only gets the conversion pair; "+
					"selectors are generated and validated on the version with manualSelector", m.Name(), k.Name, other)
				ok = false
			}
		}
		p, pos := d.markerPath(k, m, markers.ArgAutoSelector, "")
		if p != nil && !isBoolPtr(p) {
			d.errs.Addf(pos, "%s on %s: autoSelector %s is %s; it must be a *bool (unset means false)", m.Name(), k.Name, p, jsontype.Describe(p.Leaf()))
			p = nil
		}
		if p == nil || !ok {
			return
		}
		sg.auto = p
		k.SelectorGeneration = sg
		return
	}

	sg.selector, _ = d.markerPath(k, m, markers.ArgSelector, ".spec.selector")
	sg.manual, _ = d.markerPath(k, m, markers.ArgManualSelector, ".spec.manualSelector")
	sg.template, _ = d.markerPath(k, m, markers.ArgTemplate, ".spec.template")
	if sg.selector == nil || sg.manual == nil || sg.template == nil {
		return
	}
	where := m.Name() + " on " + k.Name
	if sg.selector.Leaf().Kind != types.Pointer || sg.selector.Leaf().Elem.Name != labelSelectorName {
		d.errs.Addf(m.ArgPos(markers.ArgSelector), "%s: selector %s is %s; it must be a *metav1.LabelSelector", where, sg.selector, jsontype.Describe(sg.selector.Leaf()))
		ok = false
	}
	if !isBoolPtr(sg.manual) {
		d.errs.Addf(m.ArgPos(markers.ArgManualSelector), "%s: manualSelector %s is %s; it must be a *bool, so that it stays unset unless the user sets it",
			where, sg.manual, jsontype.Describe(sg.manual.Leaf()))
		ok = false
	}
	tmpl, _ := jsontype.Deref(sg.template.Leaf())
	if !jsontype.IsObject(tmpl) {
		d.errs.Addf(m.ArgPos(markers.ArgTemplate), "%s: template %s is %s; it must be a struct with an ObjectMeta field \"metadata\", like a pod template",
			where, sg.template, jsontype.Describe(sg.template.Leaf()))
		ok = false
	} else {
		for _, mem := range jsontype.Members(tmpl) {
			if mem.JSONName != "metadata" {
				continue
			}
			for _, labels := range jsontype.Members(jsontype.Unwrap(mem.Type)) {
				if labels.JSONName == "labels" {
					sg.templateLabels = []jsontype.Member{mem, labels}
				}
			}
		}
	}
	for _, p := range []struct {
		arg  string
		path *fieldPath
	}{{markers.ArgSelector, sg.selector}, {markers.ArgManualSelector, sg.manual}, {markers.ArgTemplate, sg.template}} {
		if p.path.intermediatePointers() {
			d.errs.Addf(m.ArgPos(p.arg), "%s: %s %s goes through a pointer; selector generation needs the fields on the way to be values", where, p.arg, p.path)
			ok = false
		}
	}
	sg.uidLabel = "controller-uid"
	if v, has := m.Arg(markers.ArgUIDLabel); has {
		sg.uidLabel = v.Text
	}
	sg.nameLabel = strings.ToLower(k.Name) + "-name"
	if v, has := m.Arg(markers.ArgNameLabel); has {
		sg.nameLabel = v.Text
	}
	for _, l := range []struct{ arg, key string }{{markers.ArgUIDLabel, sg.uidLabel}, {markers.ArgNameLabel, sg.nameLabel}} {
		if errs := validation.IsQualifiedName(l.key); len(errs) > 0 {
			d.errs.Addf(m.ArgPos(l.arg), "%s: %s %q is not a valid label key: %s", where, l.arg, l.key, strings.Join(errs, "; "))
			ok = false
		}
	}
	if sg.uidLabel == sg.nameLabel {
		d.errs.Addf(m.Pos, "%s: uidLabel and nameLabel are both %q; they must differ", where, sg.uidLabel)
		ok = false
	}
	if ok {
		k.SelectorGeneration = sg
	}
}
