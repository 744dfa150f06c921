package generators

import (
	"fmt"
	"strings"

	"github.com/selectable-gen/selectable-gen/markers"
)

// Field label conversion: which labels a kind's field selectors accept,
// and what they are converted to. By default, exactly the field set's names
// (metadata.namespace only on namespaced kinds), as a custom resource's.
// Built-in kinds differ (notes: the conversion and the field set are two
// tables): a field computed but rejected (accepted=false), a field renamed
// by conversion (internalName), labels accepted beyond the set
// (+k8s:schema:fieldLabel), a rejection message of their own, and kinds
// with no registered conversion at all (registered=false).

// conversionArgs reads a field's accepted and internalName arguments.
func conversionArgs(f *Field, m *markers.Marker) {
	if v, ok := m.Arg(markers.ArgAccepted); ok && v.Text == "false" {
		f.Rejected = true
	}
	f.InternalName = m.String(markers.ArgInternalName)
}

const defaultRejectMessage = "field label not supported: %s"

// resolveConversion reads the kind's conversion markers, checks them
// against its fields, and lists the field set's keys and the accepted
// labels.
func (d *discovery) resolveConversion(k *Kind, tm []*markers.Marker) {
	d.conversionMarker(k, tm)
	setKeys := d.fieldSet(k)
	extras := find(tm, markers.NameFieldLabel)
	if k.Conversion.Unregistered {
		d.defaultConversionLabels(k, extras, setKeys)
		return
	}
	d.fieldLabels(k, extras, setKeys)
}

// conversionMarker reads k's +k8s:schema:fieldLabelConversion marker:
// registered=false, or the message of a rejection.
func (d *discovery) conversionMarker(k *Kind, tm []*markers.Marker) {
	k.Conversion.Message = defaultRejectMessage
	if m := findOne(tm, markers.NameFieldLabelConv); m != nil {
		if v, ok := m.Arg(markers.ArgRegistered); ok && v.Text == "false" {
			k.Conversion.Unregistered = true
			if msg, ok := m.Arg(markers.ArgMessage); ok {
				d.errs.Addf(msg.Pos, "%s on %s: message cannot be combined with registered=false: apimachinery's default conversion has its own message", m.Name(), k.Name)
			}
		}
		if msg, ok := m.Arg(markers.ArgMessage); ok {
			if problem := checkRejectMessage(msg.Text); problem != "" {
				d.errs.Addf(msg.Pos, "%s on %s: message %q %s", m.Name(), k.Name, msg.Text, problem)
			}
			k.Conversion.Message = msg.Text
		}
	}
}

// fieldSet sets k's field set (metadata.name, metadata.namespace of a
// namespaced kind, then each selectable field under its key) and returns
// its fields by key.
func (d *discovery) fieldSet(k *Kind) (setKeys map[string]*Field) {
	k.FieldSet = []SetEntry{{Key: metadataName}}
	if k.Namespaced {
		k.FieldSet = append(k.FieldSet, SetEntry{Key: metadataNamespace})
	}
	setKeys = map[string]*Field{}
	for _, f := range k.Fields {
		if f.InternalName != "" {
			if !selectorNameRE.MatchString(f.InternalName) || strings.HasPrefix(f.InternalName, "metadata.") {
				d.errs.Addf(f.Pos, "selectable field %q of %s: internalName %q is not a field set key; use dot-separated names outside metadata., like \"involvedObject.kind\"", f.Name, k.Name, f.InternalName)
			}
		}
		if other, dup := setKeys[f.SetKey()]; dup {
			if f.SetKey() != f.Name || other.SetKey() != other.Name {
				d.errs.Addf(f.Pos, "selectable field %q of %s is set under %q, as %q is (line %d); each key of the field set may be set once", f.Name, k.Name, f.SetKey(), other.Name, other.Pos.Line)
			}
			continue // a duplicate name is checkNames' error
		}
		setKeys[f.SetKey()] = f
		k.FieldSet = append(k.FieldSet, SetEntry{Key: f.SetKey(), Field: f})
	}
	return setKeys
}

// defaultConversionLabels are the labels of a kind whose conversion is
// apimachinery's default (registered=false): metadata.name and
// metadata.namespace, nothing declared beside them.
func (d *discovery) defaultConversionLabels(k *Kind, extras []*markers.Marker, setKeys map[string]*Field) {
	for _, m := range extras {
		d.errs.Addf(m.Pos, "%s on %s cannot be combined with +%s:registered=false: apimachinery's default conversion accepts metadata.name and metadata.namespace only", m.Name(), k.Name, markers.NameFieldLabelConv)
	}
	for _, f := range k.Fields {
		if f.Rejected || f.InternalName != "" {
			d.errs.Addf(f.Pos, "selectable field %q of %s: accepted and internalName cannot be combined with +%s:registered=false, whose default conversion rejects every declared field", f.Name, k.Name, markers.NameFieldLabelConv)
		}
	}
	k.Labels = []*FieldLabel{{Name: metadataName, Key: metadataName, Pos: k.Pos}}
	ns := &FieldLabel{Name: metadataNamespace, Pos: k.Pos,
		Description: "Accepted on every kind by apimachinery's default field label conversion; a cluster-scoped object has no namespace, so it compares as the empty string"}
	switch f := setKeys[metadataNamespace]; {
	case k.Namespaced:
		ns.Key, ns.Description = metadataNamespace, ""
	case f != nil: // cluster-scoped, with metadata.namespace in the field set
		ns.Key, ns.Field, ns.Description = metadataNamespace, f, ""
	}
	k.Labels = append(k.Labels, ns)
}

// fieldLabels are the labels a registered conversion accepts: the
// metadata ones, each selectable field not rejected, and the extra
// +k8s:schema:fieldLabel ones, checked for duplicates and for a renamed
// label that names a field set key.
func (d *discovery) fieldLabels(k *Kind, extras []*markers.Marker, setKeys map[string]*Field) {
	for _, m := range extras {
		if l := d.extraLabel(k, m, setKeys); l != nil {
			k.Conversion.Extra = append(k.Conversion.Extra, l)
		}
	}
	k.Labels = []*FieldLabel{{Name: metadataName, Key: metadataName, Pos: k.Pos}}
	if k.Namespaced && !k.Conversion.RejectNamespace {
		k.Labels = append(k.Labels, &FieldLabel{Name: metadataNamespace, Key: metadataNamespace, Pos: k.Pos})
	}
	for _, f := range k.Fields {
		if !f.Rejected {
			k.Labels = append(k.Labels, &FieldLabel{Name: f.Name, Key: f.SetKey(), Field: f, Pos: f.Pos})
		}
	}
	k.Labels = append(k.Labels, k.Conversion.Extra...)

	seen := map[string]*FieldLabel{}
	for _, l := range k.Labels {
		if first, dup := seen[l.Name]; dup {
			if l.Extra {
				d.errs.Addf(l.Pos, "+%s:name=%q on %s: the label is already accepted (line %d)", markers.NameFieldLabel, l.Name, k.Name, first.Pos.Line)
			}
			continue
		}
		seen[l.Name] = l
		// A label renamed to another key must not be a key itself: the
		// field set and FieldValue answer it with one value.
		if f, ok := setKeys[l.Name]; ok && l.Key != l.Name {
			d.errs.Addf(l.Pos, "label %q of %s is converted to %q, but it is also a key of the field set (the field at line %d); a label converted to another key cannot name a field itself",
				l.Name, k.Name, l.Key, f.Pos.Line)
		}
	}
}

// extraLabel reads one +k8s:schema:fieldLabel marker. A rejection is
// recorded on the kind and returns nil.
func (d *discovery) extraLabel(k *Kind, m *markers.Marker, setKeys map[string]*Field) *FieldLabel {
	nameArg, _ := m.Arg(markers.ArgName)
	name := nameArg.Text
	where := fmt.Sprintf("%s:name=%q on %s", m.Name(), name, k.Name)
	if !selectorNameRE.MatchString(name) {
		d.errs.Addf(nameArg.Pos, "%s: not a valid field selector name; use dot-separated names of letters, digits, '-' and '_'", where)
		return nil
	}
	if v, ok := m.Arg(markers.ArgAccepted); ok && v.Text == "false" {
		switch {
		case name == metadataNamespace && k.Namespaced:
			k.Conversion.RejectNamespace = true
		case setKeys[name] != nil:
			d.errs.Addf(v.Pos, "%s: %q is a declared field; write accepted=false on its +%s marker (line %d)", where, name, markers.NameSelectableField, setKeys[name].Pos.Line)
		default:
			d.errs.Addf(v.Pos, "%s: accepted=false rejects metadata.namespace of a namespaced kind only; a label that is not declared is rejected already", where)
		}
		if m.Has(markers.ArgInternalName) || m.Has(markers.ArgDescription) {
			d.errs.Addf(v.Pos, "%s: a rejected label has no internalName or description", where)
		}
		return nil
	}
	l := &FieldLabel{Name: name, Description: m.String(markers.ArgDescription), Extra: true, Pos: m.Pos}
	if strings.TrimSpace(l.Description) == "" {
		d.errs.Addf(m.Pos, "%s: an accepted label that is not a declared field needs a description that says what it selects, e.g. description=\"Legacy name of spec.nodeName\"", where)
	}
	target, hasTarget := m.Arg(markers.ArgInternalName)
	if !hasTarget {
		if f := setKeys[name]; f != nil {
			d.errs.Addf(m.Pos, "%s: %q is a declared field, accepted already", where, name)
			return nil
		}
		if name == metadataName || name == metadataNamespace && k.Namespaced {
			d.errs.Addf(m.Pos, "%s: %s is accepted already", where, name)
			return nil
		}
		return l // accepted, never set
	}
	switch f := setKeys[target.Text]; {
	case f != nil:
		l.Key, l.Field = target.Text, f
	case target.Text == metadataName || target.Text == metadataNamespace && k.Namespaced:
		l.Key = target.Text
	case k.fieldsWrong[target.Text]:
		return nil // the field's own error says what is wrong
	default:
		d.errs.Addf(target.Pos, "%s: internalName %q is not a key of %s's field set; it has %s", where, target.Text, k.Name, strings.Join(k.setKeys(), ", "))
		return nil
	}
	return l
}

// checkRejectMessage: a Go format with exactly one verb, %s or %q.
func checkRejectMessage(msg string) string {
	verbs := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' {
			continue
		}
		if i+1 >= len(msg) {
			return "ends in a lone %"
		}
		switch msg[i+1] {
		case '%':
		case 's', 'q':
			verbs++
		default:
			return "has the verb %" + string(msg[i+1]) + "; the label is printed with %s or %q"
		}
		i++
	}
	if verbs != 1 {
		return fmt.Sprintf("has %d verbs; write one, %%s or %%q, for the label", verbs)
	}
	return ""
}
