package generators

import (
	"fmt"
	"go/token"
	"regexp"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// selectorNameRE is what a field selector name may look like: dot-separated
// names that the field selector parser reads back unchanged.
var selectorNameRE = regexp.MustCompile(`^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$`)

// resolveFields builds a kind's declared selectable fields from the member
// markers it reaches and its own kind-level markers, and validates them.
func (d *discovery) resolveFields(k *Kind, tm []*markers.Marker, reached []reachedMarker) {
	for _, r := range reached {
		if f := d.memberField(k, r); f != nil {
			k.Fields = append(k.Fields, f)
		} else {
			k.fieldWrong(fieldName(r.marker, strings.Join(r.path.JSON(), ".")))
		}
	}
	for _, m := range find(tm, markers.NameSelectableField) {
		if f := d.kindField(k, m); f != nil {
			k.Fields = append(k.Fields, f)
		} else {
			k.fieldWrong(fieldName(m, kindFieldLabel(m)))
		}
	}
	d.checkNames(k)
}

// rejectedFields remembers the names of the selectable fields whose
// markers were rejected for their arguments (their errors are reported):
// the kind declaration's rejected markers, and those the kind reaches
// through its members.
func (d *discovery) rejectedFields(k *Kind, rejected []*markers.Marker, members []reachedMarker) {
	for _, r := range members {
		k.fieldWrong(fieldName(r.marker, strings.Join(r.path.JSON(), ".")))
	}
	for _, m := range find(rejected, markers.NameSelectableField) {
		k.fieldWrong(fieldName(m, kindFieldLabel(m)))
	}
}

// fieldWrong remembers that the selectable field name is declared wrongly
// (Kind.fieldsWrong); a declaration that names nothing is not remembered.
func (k *Kind) fieldWrong(name string) {
	if name == "" {
		return
	}
	if k.fieldsWrong == nil {
		k.fieldsWrong = map[string]bool{}
	}
	k.fieldsWrong[name] = true
}

// fieldName is the name a field marker m declares: its fieldPath, or
// natural, the name of its path.
func fieldName(m *markers.Marker, natural string) string {
	if fp, ok := m.Arg(markers.ArgFieldPath); ok {
		return fp.Text
	}
	return natural
}

// kindFieldLabel is the name of a kind-level marker's path, read without
// resolving it: a simple path's json names, or a list path's label.
func kindFieldLabel(m *markers.Marker) string {
	jp, _ := m.Arg(m.ArgName(markers.ArgJSONPath))
	if !strings.Contains(jp.Text, "[") {
		return strings.TrimPrefix(jp.Text, ".")
	}
	steps, msg := parseListPath(jp.Text)
	if msg != "" {
		return ""
	}
	return listFieldLabel(steps)
}

// memberField declares the field of a member-level marker.
func (d *discovery) memberField(k *Kind, r reachedMarker) *Field {
	m := r.marker
	natural := strings.Join(r.path.JSON(), ".")
	// Problems of the marker itself do not depend on the kind that reaches
	// it: name the struct field, so a struct shared by kinds gets one error.
	where := fmt.Sprintf("%s on %s.%s", m.Name(), r.owner.Name.Name, r.member)
	if msg := notWrittenAt(k.Type, r.path); msg != "" {
		d.errs.Addf(m.Pos, "%s: %s reaches it as %s, but %s", where, k.Name, r.path, msg)
		return nil
	}
	rule, err := classify(r.path.Leaf(), r.path.LeafGo())
	if err != nil {
		d.errs.Addf(m.Pos, "%s: %v", where, err)
		return nil
	}
	f := d.newField(m, where, natural, r.path)
	f.Value = rule
	if v, ok := m.Arg(markers.ArgDefault); ok {
		if err := rule.checkDefault(v.Text); err != nil {
			d.errs.Addf(v.Pos, "%s: default %q: %v", where, v.Text, err)
		}
	}
	d.checkOmitAbsent(m, where, f)
	return f
}

// kindField declares the field of a kind-level marker (either dialect).
func (d *discovery) kindField(k *Kind, m *markers.Marker) *Field {
	pathArg := m.ArgName(markers.ArgJSONPath)
	jp, _ := m.Arg(pathArg)
	where := fmt.Sprintf("%s on %s: %s %q", m.Name(), k.Name, pathArg, jp.Text)
	if strings.Contains(jp.Text, "[") {
		return d.listField(k, m, where)
	}
	if msg := jsonPathSyntaxError(jp.Text); msg != "" {
		d.errs.Addf(jp.Pos, "%s %s", where, msg)
		return nil
	}
	// A simple path is a path through no list: one resolver for both.
	steps, _ := parseListPath(jp.Text)
	path, msg := resolvePath(k.Type, steps, d.uniqueListKey)
	if msg != "" {
		d.errs.Addf(jp.Pos, "%s does not name a field of %s: %s", where, k.Name, msg)
		return nil
	}
	f := d.newField(m, where, kindFieldLabel(m), path)
	f.ValueFunc = m.String(markers.ArgValueFunc)
	_, hasFieldPath := m.Arg(markers.ArgFieldPath)

	// A cluster-scoped kind whose registry still puts metadata.namespace in
	// its field set (generic.ObjectMetaFieldsSet(meta, true), as
	// CustomResourceDefinition's and APIService's do) declares it by its
	// path, with a description: it is always empty.
	clusterNamespace := jp.Text == "."+metadataNamespace && !k.Namespaced && !hasFieldPath
	if clusterNamespace && strings.TrimSpace(f.Description) == "" {
		d.errs.Addf(jp.Pos, "%s: %s is cluster-scoped, so metadata.namespace in its field set is always empty; "+
			"say so in a description, e.g. description=\"Always empty: the kind is cluster-scoped\"", where, k.Name)
	}
	if path.JSON()[0] == "metadata" && !clusterNamespace {
		alias := jp.Text == "."+metadataName || jp.Text == "."+metadataNamespace && k.Namespaced
		if !alias {
			d.errs.Addf(jp.Pos, "%s: metadata.name and metadata.namespace are always selectable, and no other metadata field can be; "+
				"a legacy alias of name or namespace (fieldPath=\"name\", jsonPath=\".metadata.name\") is allowed, and so is "+
				"jsonPath=\".metadata.namespace\" without fieldPath on a cluster-scoped kind whose field set has it", where)
			return nil
		}
		if !hasFieldPath {
			d.errs.Addf(jp.Pos, "%s: %s is always selectable; declare it only as a legacy alias with fieldPath=\"<alias>\" and a description", where, f.Name)
			return nil
		}
	}

	if f.ValueFunc != "" {
		d.checkValueFunc(k, m)
		d.requireDescription(m, where, markers.ArgValueFunc)
		if v, ok := m.Arg(markers.ArgDefault); ok {
			d.errs.Addf(v.Pos, "%s: default cannot be combined with valueFunc: the function decides the value, absent or not", where)
		}
		d.checkOmitAbsent(m, where, f)
		return f
	}
	rule, err := classify(path.Leaf(), path.LeafGo())
	if err != nil {
		d.errs.Addf(jp.Pos, "%s: %v", where, err)
		return nil
	}
	f.Value = rule
	if v, ok := m.Arg(markers.ArgDefault); ok {
		if err := rule.checkDefault(v.Text); err != nil {
			d.errs.Addf(v.Pos, "%s: default %q: %v", where, v.Text, err)
		}
	}
	d.checkOmitAbsent(m, where, f)
	return f
}

// checkOmitAbsent: a field left out of the field set compares as the empty
// string, so only a field that can be absent, with an empty default, may
// be left out; the set of a valueFunc's or a list path's field has no
// presence rule to follow.
func (d *discovery) checkOmitAbsent(m *markers.Marker, where string, f *Field) {
	v, ok := m.Arg(markers.ArgOmitAbsent)
	if !ok || v.Text != "true" {
		return
	}
	switch {
	case f.ValueFunc != "":
		d.errs.Addf(v.Pos, "%s: omitAbsent cannot be combined with valueFunc: the function decides the value, absent or not", where)
	case len(f.Path.Lists) > 0:
		d.errs.Addf(v.Pos, "%s: omitAbsent is not allowed on a path through lists; it leaves a field out of the field set "+
			"while a pointer on a path without lists is nil", where)
	case f.Default != "":
		d.errs.Addf(v.Pos, "%s: omitAbsent needs an empty default: a field left out of the field set compares as the empty string, not %q", where, f.Default)
	case len(f.absentWhen("obj")) == 0:
		d.errs.Addf(v.Pos, "%s: omitAbsent on a field that is never absent (no pointer on its path, and not a metav1.Time); remove omitAbsent", where)
	}
}

// listField declares a kind-level field whose path crosses lists: [*]
// makes it multi-valued, a filter keeps it single-valued.
func (d *discovery) listField(k *Kind, m *markers.Marker, where string) *Field {
	jp, _ := m.Arg(m.ArgName(markers.ArgJSONPath))
	steps, msg := parseListPath(jp.Text)
	if msg != "" {
		d.errs.Addf(jp.Pos, "%s %s", where, msg)
		return nil
	}
	path, msg := resolvePath(k.Type, steps, d.uniqueListKey)
	if msg != "" {
		d.errs.Addf(jp.Pos, "%s does not name a field of %s: %s", where, k.Name, msg)
		return nil
	}
	f := d.newField(m, where, kindFieldLabel(m), path)
	d.checkOmitAbsent(m, where, f)
	if v, ok := m.Arg(markers.ArgValueFunc); ok {
		d.errs.Addf(v.Pos, "%s: valueFunc cannot be combined with a path through lists; the path computes the values", where)
		return nil
	}
	rule, err := classify(path.Leaf(), path.LeafGo())
	if err != nil {
		d.errs.Addf(jp.Pos, "%s: the elements' %v", where, err)
		return nil
	}
	f.Value = rule
	if v, ok := m.Arg(markers.ArgDefault); ok {
		if path.multiValued() {
			d.errs.Addf(v.Pos, "%s: a multi-valued field ([*]) has no default: an object without elements has no value, "+
				"so k=x selects it for no x and k!=x for every x; remove default", where)
		} else if err := rule.checkDefault(v.Text); err != nil {
			d.errs.Addf(v.Pos, "%s: default %q: %v", where, v.Text, err)
		}
	}
	return f
}

// listFieldLabel is the field selector name of a path through lists: its
// json names, [*] left out and a filter written as its value
// (.status.conditions[?(@.type=="Ready")].status is
// status.conditions.Ready.status).
func listFieldLabel(steps []pathStep) string {
	var parts []string
	for _, s := range steps {
		switch {
		case s.name != "":
			parts = append(parts, s.name)
		case !s.all:
			parts = append(parts, s.filterValue)
		}
	}
	return strings.Join(parts, ".")
}

// newField is the field a marker declares at path, named name unless
// fieldPath renames it (which needs a description), with its index and
// conversion arguments; its value rule is the caller's.
func (d *discovery) newField(m *markers.Marker, where, name string, path *fieldPath) *Field {
	f := &Field{
		Name:        name,
		Default:     m.String(markers.ArgDefault),
		Description: m.String(markers.ArgDescription),
		Path:        path,
		Pos:         m.Pos,
	}
	indexArgs(f, m)
	conversionArgs(f, m)
	if v, ok := m.Arg(markers.ArgOmitAbsent); ok && v.Text == "true" {
		f.OmitAbsent = true
	}
	if fp, ok := m.Arg(markers.ArgFieldPath); ok {
		f.Name = fp.Text
		d.requireDescription(m, where, markers.ArgFieldPath)
	}
	return f
}

// requireDescription: a legacy name or a computed value surprises users
// unless OpenAPI explains it.
func (d *discovery) requireDescription(m *markers.Marker, where, because string) {
	if !m.Has(markers.ArgDescription) || strings.TrimSpace(m.String(markers.ArgDescription)) == "" {
		d.errs.Addf(m.ArgPos(because), "%s: %s requires a description that explains the field to users of OpenAPI discovery, e.g. description=\"Set to the value of status.succeeded\"", where, because)
	}
}

// checkValueFunc verifies that the named function exists in the kind's
// package with the signature func(*Kind) string.
func (d *discovery) checkValueFunc(k *Kind, m *markers.Marker) {
	v, _ := m.Arg(markers.ArgValueFunc)
	want := fmt.Sprintf("func %s(obj *%s) string", v.Text, k.Name)
	fn, ok := d.u.Package(k.Package).Functions[v.Text]
	if !ok || fn.Underlying == nil || fn.Underlying.Signature == nil {
		d.errs.Addf(v.Pos, "%s on %s: valueFunc %s is not a function in package %s; write %s in that package",
			m.Name(), k.Name, v.Text, k.Package, want)
		return
	}
	sig := fn.Underlying.Signature
	okSig := len(sig.Parameters) == 1 && len(sig.Results) == 1 && !sig.Variadic &&
		sig.Parameters[0].Type.Kind == types.Pointer && sig.Parameters[0].Type.Elem == k.Type &&
		jsontype.BasicOf(sig.Results[0].Type) == "string" && sig.Results[0].Type.Name.Package == ""
	if !okSig {
		d.errs.Addf(v.Pos, "%s on %s: valueFunc %s has the wrong signature; want %s", m.Name(), k.Name, v.Text, want)
	}
}

// checkNames validates selector names: syntax, collisions with metadata and
// with each other, and the per-kind limit.
func (d *discovery) checkNames(k *Kind) {
	seen := map[string]token.Position{}
	for _, f := range k.Fields {
		switch {
		case !selectorNameRE.MatchString(f.Name):
			d.errs.Addf(f.Pos, "selectable field name %q of %s is not a valid field selector name; use dot-separated names of letters, digits, '-' and '_', like \"status.successful\"", f.Name, k.Name)
		case f.Name == metadataName || f.Name == metadataNamespace && k.Namespaced:
			d.errs.Addf(f.Pos, "selectable field %q of %s is always present; do not declare it", f.Name, k.Name)
		case f.Name == metadataNamespace && f.Path.String() == "."+metadataNamespace:
			// A cluster-scoped kind whose field set has metadata.namespace.
		case f.Name == metadataNamespace:
			d.errs.Addf(f.Pos, "selectable field %q: %s is cluster-scoped, so it has no namespace to select by", f.Name, k.Name)
		case strings.HasPrefix(f.Name, "metadata.") && len(f.Path.Lists) == 0:
			d.errs.Addf(f.Pos, "selectable field name %q of %s: names under metadata. are reserved for metadata.name and metadata.namespace", f.Name, k.Name)
		}
		if first, dup := seen[f.Name]; dup {
			d.errs.Addf(f.Pos, "selectable field %q of %s is declared twice (first at %s:%d); each field selector name may be declared once",
				f.Name, k.Name, shortFile(first.Filename), first.Line)
			continue
		}
		seen[f.Name] = f.Pos
	}
	declared := len(k.Fields)
	if _, ok := seen[metadataNamespace]; ok {
		declared-- // metadata.namespace of a cluster-scoped kind
	}
	if max := d.args.MaxSelectableFields; declared > max {
		d.errs.Addf(k.Pos, "kind %s declares %d selectable fields, more than the limit of %d (metadata.name and metadata.namespace not counted); "+
			"the CRD limit is 8, each field costs the API server memory per object; raise --max-selectable-fields if this is intended",
			k.Name, declared, max)
	}
}

func shortFile(name string) string {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// notWrittenAt says why the JSON of kind has, at path's json names,
// another member than the one path ends at, or none (a member that shares
// its json name with a shallower or tagged one, or with one as deep that
// no tag decides against): "" when it is the one encoding/json writes.
func notWrittenAt(kind *types.Type, path *fieldPath) string {
	cur := kind
	at := 0 // members of path resolved so far
	for _, name := range path.JSON() {
		steps, ok := jsontype.FindMember(cur, name)
		if !ok {
			return jsontype.MissingField(cur, name)
		}
		for _, s := range steps {
			if at >= len(path.Members) || path.Members[at].Name != s.Name {
				return fmt.Sprintf("encoding/json writes %s.%s there (a member of that json name less deeply embedded, or named by its json tag, wins)",
					cur.Name.Name, jsontype.GoPath(steps))
			}
			at++
		}
		cur, _ = jsontype.Deref(steps[len(steps)-1].Type)
	}
	return ""
}
