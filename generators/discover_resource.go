package generators

import (
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/selectable-gen/selectable-gen/markers"
)

// Discovery of what the descriptor adds to the model: the resource names
// (+k8s:resource, or +kubebuilder:resource read as it) and the
// watch-cache indexes of selectable fields (indexed and trigger arguments,
// +k8s:schema:index).

// resolveResource sets the kind's resource names. Without a marker they
// are what Kubernetes derives from a kind (meta.UnsafeGuessKindToResource,
// the rule kube-apiserver's registries and clients guess with): the lower
// case kind, made plural. controller-gen pluralizes irregular words its
// own way; a kubebuilder project that relies on that says path= already,
// or gets a different default here (docs/markers.md says so).
func (d *discovery) resolveResource(k *Kind, tm []*markers.Marker) {
	plural, singular := meta.UnsafeGuessKindToResource(schema.GroupVersionKind{Kind: k.Name})
	k.Resource, k.Singular = plural.Resource, singular.Resource
	for _, m := range find(tm, markers.NameResource) {
		for _, arg := range []struct {
			name string
			into *string
		}{{markers.ArgPath, &k.Resource}, {markers.ArgSingular, &k.Singular}} {
			v, ok := m.Arg(arg.name)
			if !ok {
				continue
			}
			if errs := validation.IsDNS1035Label(v.Text); len(errs) > 0 {
				d.errs.Addf(v.Pos, "%s on %s: %s %q is not a valid resource name: %s (a CRD requires the same)",
					m.Name(), k.Name, m.ArgName(arg.name), v.Text, strings.Join(errs, "; "))
				continue
			}
			*arg.into = v.Text
		}
		for _, arg := range []struct {
			name string
			into *[]string
		}{{markers.ArgShortNames, &k.ShortNames}, {markers.ArgCategories, &k.Categories}} {
			v, ok := m.Arg(arg.name)
			if !ok {
				continue
			}
			*arg.into = nil
			for _, name := range resourceNameList(v) {
				if errs := validation.IsDNS1035Label(name); len(errs) > 0 {
					d.errs.Addf(v.Pos, "%s on %s: %s %q is not a valid name: %s (a CRD requires the same); separate names with ';'",
						m.Name(), k.Name, m.ArgName(arg.name), name, strings.Join(errs, "; "))
					continue
				}
				if !slices.Contains(*arg.into, name) {
					*arg.into = append(*arg.into, name)
				}
			}
		}
	}
}

// resourceNameList is a list of names: controller-gen's list items, or
// the k8s dialect's text separated by ';'. Empty items are dropped
// (controller-gen drops them too: shortName=a;;b is a and b).
func resourceNameList(v markers.Value) []string {
	items := v.Items
	if items == nil {
		items = strings.Split(v.Text, ";")
	}
	var out []string
	for _, item := range items {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// resolveIndexes reads the index arguments of the kind's selectable
// fields and its +k8s:schema:index markers, and checks that at most one
// field is the trigger.
func (d *discovery) resolveIndexes(k *Kind, tm []*markers.Marker) {
	for _, m := range find(tm, markers.NameFieldIndex) {
		name, _ := m.Arg(markers.ArgField)
		var f *Field
		for _, c := range k.Fields {
			if c.Name == name.Text {
				f = c
			}
		}
		if f == nil && k.fieldsWrong[name.Text] {
			continue // the field's own error says what is wrong
		}
		if f == nil {
			d.errs.Addf(name.Pos, "%s on %s: %q is not a selectable field of %s; index one of its declared fields (%s)",
				m.Name(), k.Name, name.Text, k.Name, declaredFieldNames(k))
			continue
		}
		f.Indexed = true
		if v, ok := m.Arg(markers.ArgTrigger); ok && v.Text == "true" {
			f.Trigger, f.triggerPos = true, v.Pos
		}
	}
	var trigger *Field
	for _, f := range k.Fields {
		if !f.Trigger {
			continue
		}
		if f.Path != nil && f.Path.multiValued() {
			d.errs.Addf(f.triggerPos, "%s: %s is multi-valued ([*]) and cannot be the trigger: the watch cache dispatches events by one value per object; "+
				"make it indexed=true (its index has a key per element)", k.Name, f.Name)
			continue
		}
		if trigger != nil && trigger.Name != f.Name { // a field declared twice has its own error
			d.errs.Addf(f.triggerPos, "%s: %s is the second trigger field (%s is the first, at line %d); the watch cache takes one trigger per resource: keep trigger=true on one field and make the other indexed=true",
				k.Name, f.Name, trigger.Name, trigger.triggerPos.Line)
			continue
		}
		trigger = f
	}
}

// indexArgs reads indexed and trigger from a selectable-field marker.
func indexArgs(f *Field, m *markers.Marker) {
	if v, ok := m.Arg(markers.ArgIndexed); ok && v.Text == "true" {
		f.Indexed = true
	}
	if v, ok := m.Arg(markers.ArgTrigger); ok && v.Text == "true" {
		f.Indexed, f.Trigger, f.triggerPos = true, true, v.Pos
	}
}

func declaredFieldNames(k *Kind) string {
	if len(k.Fields) == 0 {
		return "it declares none"
	}
	var names []string
	for _, f := range k.Fields {
		names = append(names, f.Name)
	}
	return strings.Join(names, ", ")
}

// resolveScope reads the four ways of saying "cluster-scoped" and rejects
// contradictions between them.
func (d *discovery) resolveScope(k *Kind, tm []*markers.Marker) {
	type said struct {
		scope string
		m     *markers.Marker
	}
	var says []said
	for _, m := range find(tm, markers.NameScope) {
		says = append(says, said{m.Value.Text, m})
	}
	for _, m := range find(tm, markers.NameResource) {
		if scope, ok := m.Arg(markers.ArgScope); ok {
			says = append(says, said{scope.Text, m})
		}
	}
	if m := findOne(tm, markers.NameNonNamespaced); m != nil {
		says = append(says, said{"Cluster", m})
	}
	for _, s := range says[min(1, len(says)):] {
		if s.scope != says[0].scope {
			d.errs.Addf(s.m.Pos, "%s says the kind %s is %s, but %s (line %d) says %s; say it once",
				s.m.Name(), k.Name, s.scope, says[0].m.Name(), says[0].m.Pos.Line, says[0].scope)
		}
	}
	if len(says) > 0 {
		k.Namespaced = says[0].scope != "Cluster"
	}
}
