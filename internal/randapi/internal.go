package randapi

import (
	"fmt"
	"math/rand"
	"strings"
)

// WriteInternal returns a group a server stores as internal objects and
// serves in two versions (docs/internal-versions.md), as four valid
// packages whose import paths are importBase/<name>:
//
//   - p<seed>in, the internal version: kinds without json tags, their
//     lists, and AddToScheme (registered as runtime.APIVersionInternal);
//   - p<seed>st, the storage version: every internal field (some under
//     other names), one CRD version marked +kubebuilder:storageversion;
//   - p<seed>sv, another served version: the internal kind's two
//     references folded into spec.reference (the flunder or the fischer
//     reference, by spec.useA, as sample-apiserver's v1alpha1 does), no
//     field only the storage version has, other fields renamed;
//   - p<seed>decl, the internal declarations: a type alias of each internal
//     kind with +k8s:internalVersion listing both versions' packages.
//
// Each version package has hand-written conversions to and from the
// internal types and an AddToScheme that registers its types and them, and
// random selectable fields (member- or kind-level, defaults, indexes) and
// columns of its own.
func WriteInternal(seed int64, importBase string) [4]*Package {
	return writeInternal(seed, importBase, nil)
}

// WriteInternalWithFaults is WriteInternal with faults in the internal
// declarations (declarationFault), each one the generator must report at its
// line. The group is invalid as a whole: every package is marked not
// Valid, for the run that holds the declarations must hold the versions
// they list.
func WriteInternalWithFaults(seed int64, importBase string) [4]*Package {
	pkgs := writeInternal(seed, importBase, rand.New(rand.NewSource(seed*104729)))
	for _, p := range pkgs {
		p.Valid = false
	}
	return pkgs
}

func writeInternal(seed int64, importBase string, faults *rand.Rand) [4]*Package {
	g := &internalWriter{r: rand.New(rand.NewSource(seed * 7919)), seed: seed, base: importBase,
		in: fmt.Sprintf("p%din", seed), decl: fmt.Sprintf("p%ddecl", seed), faults: faults}
	g.versions = [2]string{fmt.Sprintf("p%dst", seed), fmt.Sprintf("p%dsv", seed)}
	g.group = g.in + ".example.com"
	for i, n := 0, 1+g.r.Intn(2); i < n; i++ {
		g.kind(i)
	}
	if faults != nil {
		// Some kinds' versions disagree on the resource or the scope:
		// the served version says otherwise.
		for _, k := range g.kinds {
			if faults.Intn(4) == 0 {
				k.disagree = []string{"resource", "scope"}[faults.Intn(2)]
			}
		}
	}
	served := g.version(1)
	served.SecondVersion = true
	decl := g.declarations()
	decl.InternalDeclarations = true
	return [4]*Package{g.internal(), g.version(0), served, decl}
}

type internalWriter struct {
	r        *rand.Rand
	seed     int64
	base     string
	in, decl string
	// versions: the storage version (lossless) and the other served
	// version, as package names.
	versions [2]string
	group    string
	kinds    []*ikind
	// faults, when set, draws the faults of the declarations (a stream
	// of its own: the group is the one WriteInternal writes).
	faults *rand.Rand
}

// ileaf is a leaf type of an internal group's fields: the same type in
// every version (Mode is each package's own, converted by a cast).
type ileaf struct {
	goType, def string
}

var ileaves = []ileaf{
	{"string", "none"}, {"Mode", "fast"}, {"bool", "false"}, {"int32", "3"}, {"int64", "4"},
	{"*string", "none"}, {"*int32", "1"}, {"metav1.Time", "2024-01-02T15:04:05Z"}, {"intstr.IntOrString", "80"},
}

// ifield is one spec field of an internal kind, in the internal version
// (name) and in each version (goName and json; json "" where the version
// does not have it).
type ifield struct {
	name      string
	leaf      ileaf
	goName    [2]string
	json      [2]string
	omitempty [2]bool
}

type ikind struct {
	name    string
	cluster bool
	// resource is a +kubebuilder:resource marker both versions carry.
	resource string
	fields   []*ifield
	// order lists the versions (0 storage, 1 served) in the order the
	// declaration lists them; list: the declaration package declares the
	// internal list.
	order [2]int
	list  bool
	// disagree is a fault: what the served version says otherwise than
	// the storage version ("resource" or "scope"), or "".
	disagree string
	// status: the kind has a status (Replicas, Phase) and both versions
	// the status subresource; scale: also the scale subresource, on
	// spec.replicas and status.replicas; selector: selector generation on
	// spec.selector, spec.manualSelector and spec.template.
	status, scale, selector bool
}

func (g *internalWriter) chance(p float64) bool { return g.r.Float64() < p }

// optIn is the package opt-in, in either spelling (by the seed, which keeps
// the random sequence): the old one is read the same, with a note.
func (g *internalWriter) optIn() string {
	if g.seed%5 == 2 { // of the property test's seeds 5, 17 and 29: 17
		return "+k8s:selectable-gen=package"
	}
	return "+selectable-gen=package"
}

func (g *internalWriter) kind(i int) {
	k := &ikind{name: fmt.Sprintf("Kind%d", i+1), cluster: g.chance(0.3), order: [2]int{0, 1}, list: g.chance(0.8)}
	if g.chance(0.5) {
		k.order = [2]int{1, 0}
	}
	lower := strings.ToLower(k.name)
	switch {
	case g.chance(0.25):
		k.resource = "+kubebuilder:resource:path=" + lower + "z,singular=" + lower
		if k.cluster {
			k.resource += ",scope=Cluster"
		}
	case k.cluster:
		k.resource = "+kubebuilder:resource:scope=Cluster"
	}
	for j, n := 0, 2+g.r.Intn(3); j < n; j++ {
		name := fmt.Sprintf("F%d", j+1)
		f := &ifield{name: name, leaf: ileaves[g.r.Intn(len(ileaves))]}
		for v := range 2 {
			f.goName[v], f.json[v], f.omitempty[v] = name, strings.ToLower(name), g.chance(0.5)
		}
		// Renamed in one of the versions.
		if g.chance(0.4) {
			v := g.r.Intn(2)
			f.goName[v], f.json[v] = "Renamed"+name, "renamed"+name
		}
		k.fields = append(k.fields, f)
	}
	// The references: the storage version has both and the switch; the
	// other served version one reference, whichever the switch says.
	k.fields = append(k.fields,
		&ifield{name: "RefA", leaf: ileaves[0], goName: [2]string{"RefA", ""}, json: [2]string{"refA", ""}, omitempty: [2]bool{true}},
		&ifield{name: "RefB", leaf: ileaves[0], goName: [2]string{"RefB", ""}, json: [2]string{"refB", ""}, omitempty: [2]bool{true}},
		&ifield{name: "UseA", leaf: ileaves[2], goName: [2]string{"UseA", "UseA"}, json: [2]string{"useA", "useA"}, omitempty: [2]bool{g.chance(0.5), g.chance(0.5)}},
		&ifield{name: "OnlyStorage", leaf: ileaves[0], goName: [2]string{"OnlyStorage", ""}, json: [2]string{"onlyStorage", ""}, omitempty: [2]bool{g.chance(0.5)}},
	)
	// The first kind has both, so that every group (the default run's one
	// included) serves them through its internal kind.
	k.status = i == 0 || g.chance(0.6)
	k.scale = k.status && (i == 0 || g.chance(0.6))
	k.selector = i == 0 || g.chance(0.4)
	if k.scale {
		k.fields = append(k.fields, &ifield{name: "Replicas", leaf: ileaves[3], goName: [2]string{"Replicas", "Replicas"},
			json: [2]string{"replicas", "replicas"}, omitempty: [2]bool{true, true}})
	}
	g.kinds = append(g.kinds, k)
}

// selectorMembers are the spec members of selector generation, and
// templateType the declaration of the template's type, in a package: the
// same members in every package, with json tags in a version.
func (k *ikind) selectorMembers(tagged bool) string {
	if !tagged {
		return fmt.Sprintf("\tSelector       *metav1.LabelSelector\n\tManualSelector *bool\n\tTemplate       %sTemplate\n", k.name)
	}
	return fmt.Sprintf("\tSelector       *metav1.LabelSelector `json:\"selector,omitempty\"`\n\tManualSelector *bool `json:\"manualSelector,omitempty\"`\n\tTemplate       %sTemplate `json:\"template\"`\n", k.name)
}

func (k *ikind) templateType(tagged bool) string {
	meta, image := "\tmetav1.ObjectMeta\n", "\tImage string\n"
	if tagged {
		meta, image = "\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n", "\tImage string `json:\"image,omitempty\"`\n"
	}
	return fmt.Sprintf("// %sTemplate is what the selector selects.\ntype %sTemplate struct {\n%s%s}\n\n", k.name, k.name, meta, image)
}

// statusType is the Go declaration of kind k's status in a package: the
// same members in every package, with json tags in a version.
func (k *ikind) statusType(tagged bool) string {
	tag := func(json string) string {
		if !tagged {
			return ""
		}
		return " `json:\"" + json + ",omitempty\"`"
	}
	return fmt.Sprintf("// %sStatus is the status.\ntype %sStatus struct {\n\tReplicas int32%s\n\tPhase    string%s\n}\n\n",
		k.name, k.name, tag("replicas"), tag("phase"))
}

func (g *internalWriter) header(pkg, doc string) string {
	return fmt.Sprintf("// Package %s %s (seed %d).\n//\n// +kubebuilder:object:generate=true\n", pkg, doc, g.seed)
}

// internal writes the internal package.
func (g *internalWriter) internal() *Package {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/runtime\"\n"+
		"\t\"k8s.io/apimachinery/pkg/runtime/schema\"\n\t\"k8s.io/apimachinery/pkg/util/intstr\"\n)\n\n", g.in)
	fmt.Fprintf(&b, "var _ intstr.IntOrString\n\n// Mode is an enum.\ntype Mode string\n\n")
	fmt.Fprintf(&b, "// GroupName is the group of this internal version.\nconst GroupName = %q\n\n", g.group)
	fmt.Fprintf(&b, "// SchemeGroupVersion is the internal version of the group.\nvar SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}\n\n")
	var known []string
	for _, k := range g.kinds {
		known = append(known, "&"+k.name+"{}", "&"+k.name+"List{}")
		status := ""
		if k.status {
			status = "\tStatus " + k.name + "Status\n"
		}
		fmt.Fprintf(&b, "// %s is an internal kind: no json tags.\n//\n// +kubebuilder:object:root=true\ntype %s struct {\n\tmetav1.TypeMeta\n\tmetav1.ObjectMeta\n\n\tSpec %sSpec\n%s}\n\n", k.name, k.name, k.name, status)
		if k.status {
			b.WriteString(k.statusType(false))
		}
		fmt.Fprintf(&b, "// %sList is its list.\n//\n// +kubebuilder:object:root=true\ntype %sList struct {\n\tmetav1.TypeMeta\n\tmetav1.ListMeta\n\n\tItems []%s\n}\n\n", k.name, k.name, k.name)
		fmt.Fprintf(&b, "// %sSpec has every field of every version.\ntype %sSpec struct {\n", k.name, k.name)
		for _, f := range k.fields {
			fmt.Fprintf(&b, "\t%s %s\n", f.name, f.leaf.goType)
		}
		if k.selector {
			b.WriteString(k.selectorMembers(false))
		}
		fmt.Fprintf(&b, "}\n\n")
		if k.selector {
			b.WriteString(k.templateType(false))
		}
	}
	fmt.Fprintf(&b, "// AddToScheme registers the internal types.\nfunc AddToScheme(s *runtime.Scheme) error {\n\ts.AddKnownTypes(SchemeGroupVersion, %s)\n\treturn nil\n}\n",
		strings.Join(known, ", "))
	return &Package{Name: g.in, Valid: true, Files: map[string]string{
		"doc.go":   g.header(g.in, "is the internal version of a random group") + "package " + g.in + "\n",
		"types.go": b.String(),
	}}
}

// vfield is a spec field as version v has it.
type vfield struct {
	goName, json string
	leaf         ileaf
	omitempty    bool
	// p is the chance it is selectable.
	p   float64
	doc string
}

// fieldsOf lists the spec fields of version v: the internal fields it has,
// and in the other served version the reference, whose value depends on
// conversion.
func (k *ikind) fieldsOf(v int) []vfield {
	var out []vfield
	if v == 1 {
		out = append(out, vfield{goName: "Reference", json: "reference", leaf: ileaves[0], omitempty: true, p: 0.85,
			doc: "Reference is spec.refA or spec.refB of the storage version, by spec.useA."})
	}
	for _, f := range k.fields {
		if f.json[v] == "" {
			continue
		}
		vf := vfield{goName: f.goName[v], json: f.json[v], leaf: f.leaf, omitempty: f.omitempty[v], p: 0.6}
		switch f.name {
		case "RefA", "RefB":
			vf.p = 0.7
		case "OnlyStorage":
			vf.p, vf.doc = 0.8, "OnlyStorage is a field the other served version does not have."
		}
		out = append(out, vf)
	}
	return out
}

// version writes version v (0 the storage version, 1 the other).
func (g *internalWriter) version(v int) *Package {
	pkg := g.versions[v]
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/util/intstr\"\n)\n\n", pkg)
	fmt.Fprintf(&b, "var _ intstr.IntOrString\n\n// Mode is an enum.\ntype Mode string\n\n")
	col := 0
	for _, k := range g.kinds {
		kindMarkers := g.kindMarkers(k, v)
		fields := k.fieldsOf(v)
		memberMarkers := g.fieldMarkers(fields, &kindMarkers, &col)
		g.writeVersionKind(&b, pkg, k, kindMarkers, fields, memberMarkers)
	}
	return &Package{Name: pkg, Valid: true, Files: map[string]string{
		"doc.go": g.header(pkg, "is a served version of an internal group") +
			fmt.Sprintf("// +groupName=%s\n// %s\npackage %s\n", g.group, g.optIn(), pkg),
		"types.go":      b.String(),
		"conversion.go": g.conversions(v),
	}}
}

// kindMarkers are the markers of kind k in version v: the storage
// version is the first, and the second may disagree with it on the
// resource or the scope (the generator's error to find).
func (g *internalWriter) kindMarkers(k *ikind, v int) []string {
	var kindMarkers []string
	if v == 0 {
		kindMarkers = append(kindMarkers, "+kubebuilder:storageversion")
	}
	resource, cluster := k.resource, k.cluster
	switch {
	case v == 1 && k.disagree == "resource":
		resource = "+kubebuilder:resource:path=" + strings.ToLower(k.name) + "y"
		if cluster {
			resource += ",scope=Cluster"
		}
	case v == 1 && k.disagree == "scope":
		resource, cluster = strings.Replace(resource, ",scope=Cluster", "", 1), !cluster
		if resource == "+kubebuilder:resource:scope=Cluster" {
			resource = ""
		}
	}
	if resource != "" {
		kindMarkers = append(kindMarkers, resource)
	}
	if scoped := k.cluster && g.chance(0.5); scoped && cluster || cluster && !k.cluster {
		kindMarkers = append(kindMarkers, "+k8s:schema:scope=Cluster")
	}
	if k.status {
		kindMarkers = append(kindMarkers, "+k8s:subresource:status")
	}
	if k.scale {
		kindMarkers = append(kindMarkers, `+k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.replicas"`)
	}
	if k.selector {
		kindMarkers = append(kindMarkers, "+k8s:selectorGeneration")
	}
	return kindMarkers
}

// fieldMarkers draws the selectable fields of fields, each on its member
// (returned, by field) or on the kind (appended to kindMarkers), and a
// printer column for some string ones (numbered from col).
func (g *internalWriter) fieldMarkers(fields []vfield, kindMarkers *[]string, col *int) [][]string {
	memberMarkers := make([][]string, len(fields))
	for i, f := range fields {
		if !g.chance(f.p) {
			continue
		}
		var args []string
		if g.chance(0.3) {
			args = append(args, fmt.Sprintf("default=%q", f.leaf.def))
		}
		if g.chance(0.2) {
			args = append(args, "indexed=true")
		}
		marker := "+k8s:schema:selectableField"
		if g.chance(0.3) {
			marker = "+k8s:selectableField"
		}
		if g.chance(0.4) {
			if len(args) > 0 {
				marker += ":" + strings.Join(args, ",")
			}
			memberMarkers[i] = append(memberMarkers[i], marker)
		} else {
			*kindMarkers = append(*kindMarkers, marker+":"+strings.Join(append([]string{fmt.Sprintf("jsonPath=%q", ".spec."+f.json)}, args...), ","))
		}
		if f.leaf.goType == "string" && g.chance(0.3) {
			*col++
			*kindMarkers = append(*kindMarkers, fmt.Sprintf("+k8s:printerColumn:name=\"Col%d\",type=string,jsonPath=\".spec.%s\"", *col, f.json))
		}
	}
	return memberMarkers
}

// writeVersionKind writes kind k of version package pkg: the kind with
// its markers, its list, its spec (fields with their member markers) and
// the types its status and selector need.
func (g *internalWriter) writeVersionKind(b *strings.Builder, pkg string, k *ikind, kindMarkers []string, fields []vfield, memberMarkers [][]string) {
	fmt.Fprintf(b, "// %s in %s.\n//\n// +kubebuilder:object:root=true\n", k.name, pkg)
	for _, m := range kindMarkers {
		fmt.Fprintf(b, "// %s\n", m)
	}
	status := ""
	if k.status {
		status = "\tStatus " + k.name + "Status `json:\"status,omitempty\"`\n"
	}
	fmt.Fprintf(b, "type %s struct {\n\tmetav1.TypeMeta   `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n\n\tSpec %sSpec `json:\"spec,omitempty\"`\n%s}\n\n", k.name, k.name, status)
	if k.status {
		b.WriteString(k.statusType(true))
	}
	fmt.Fprintf(b, "// %sList is its list.\n//\n// +kubebuilder:object:root=true\ntype %sList struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ListMeta `json:\"metadata,omitempty\"`\n\n\tItems []%s `json:\"items\"`\n}\n\n",
		k.name, k.name, k.name)
	fmt.Fprintf(b, "// %sSpec is the spec in %s.\ntype %sSpec struct {\n", k.name, pkg, k.name)
	for i, f := range fields {
		if f.doc != "" {
			fmt.Fprintf(b, "\t// %s\n", f.doc)
		}
		for _, m := range memberMarkers[i] {
			fmt.Fprintf(b, "\t// %s\n", m)
		}
		opts := ""
		if f.omitempty {
			opts = ",omitempty"
		}
		fmt.Fprintf(b, "\t%s %s `json:\"%s%s\"`\n", f.goName, f.leaf.goType, f.json, opts)
	}
	if k.selector {
		b.WriteString(k.selectorMembers(true))
	}
	fmt.Fprintf(b, "}\n\n")
	if k.selector {
		b.WriteString(k.templateType(true))
	}
}

// conversions writes version v's conversions to and from the internal
// types, and its AddToScheme.
func (g *internalWriter) conversions(v int) string {
	pkg := g.versions[v]
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n\t\"k8s.io/apimachinery/pkg/conversion\"\n\t\"k8s.io/apimachinery/pkg/runtime\"\n\t\"k8s.io/apimachinery/pkg/runtime/schema\"\n\n\tinternalversion %q\n)\n\n",
		pkg, g.base+"/"+g.in)
	fmt.Fprintf(&b, "// SchemeGroupVersion is this version.\nvar SchemeGroupVersion = schema.GroupVersion{Group: %q, Version: %q}\n\n", g.group, pkg)
	fmt.Fprintf(&b, "// AddToScheme registers this version's types and their conversions to and from the internal version.\nfunc AddToScheme(s *runtime.Scheme) error {\n")
	for _, k := range g.kinds {
		fmt.Fprintf(&b, "\ts.AddKnownTypes(SchemeGroupVersion, &%s{}, &%sList{})\n", k.name, k.name)
		fmt.Fprintf(&b, "\tif err := s.AddConversionFunc((*%s)(nil), (*internalversion.%s)(nil), func(a, b any, _ conversion.Scope) error {\n"+
			"\t\treturn convert%sToInternal(a.(*%s), b.(*internalversion.%s))\n\t}); err != nil {\n\t\treturn err\n\t}\n", k.name, k.name, k.name, k.name, k.name)
		fmt.Fprintf(&b, "\tif err := s.AddConversionFunc((*internalversion.%s)(nil), (*%s)(nil), func(a, b any, _ conversion.Scope) error {\n"+
			"\t\treturn convert%sFromInternal(a.(*internalversion.%s), b.(*%s))\n\t}); err != nil {\n\t\treturn err\n\t}\n", k.name, k.name, k.name, k.name, k.name)
	}
	fmt.Fprintf(&b, "\treturn nil\n}\n\n")
	// value is a field's value converted to package to's Mode.
	value := func(f *ifield, to, x string) string {
		if f.leaf.goType == "Mode" {
			return to + "Mode(" + x + ")"
		}
		return x
	}
	for _, k := range g.kinds {
		fmt.Fprintf(&b, "func convert%sToInternal(in *%s, out *internalversion.%s) error {\n\tout.ObjectMeta = in.ObjectMeta\n\tout.Spec = internalversion.%sSpec{}\n",
			k.name, k.name, k.name, k.name)
		for _, f := range k.fields {
			if f.json[v] != "" {
				fmt.Fprintf(&b, "\tout.Spec.%s = %s\n", f.name, value(f, "internalversion.", "in.Spec."+f.goName[v]))
			}
		}
		if v == 1 {
			fmt.Fprintf(&b, "\tif in.Spec.UseA {\n\t\tout.Spec.RefA = in.Spec.Reference\n\t} else {\n\t\tout.Spec.RefB = in.Spec.Reference\n\t}\n")
		}
		if k.status {
			fmt.Fprintf(&b, "\tout.Status = internalversion.%sStatus(in.Status)\n", k.name)
		}
		if k.selector {
			fmt.Fprintf(&b, "\tout.Spec.Selector, out.Spec.ManualSelector = in.Spec.Selector, in.Spec.ManualSelector\n\tout.Spec.Template = internalversion.%sTemplate(in.Spec.Template)\n", k.name)
		}
		fmt.Fprintf(&b, "\treturn nil\n}\n\n")
		fmt.Fprintf(&b, "func convert%sFromInternal(in *internalversion.%s, out *%s) error {\n\tout.ObjectMeta = in.ObjectMeta\n\tout.Spec = %sSpec{}\n",
			k.name, k.name, k.name, k.name)
		for _, f := range k.fields {
			if f.json[v] != "" {
				fmt.Fprintf(&b, "\tout.Spec.%s = %s\n", f.goName[v], value(f, "", "in.Spec."+f.name))
			}
		}
		if v == 1 {
			fmt.Fprintf(&b, "\tif in.Spec.UseA {\n\t\tout.Spec.Reference = in.Spec.RefA\n\t} else {\n\t\tout.Spec.Reference = in.Spec.RefB\n\t}\n")
		}
		if k.status {
			fmt.Fprintf(&b, "\tout.Status = %sStatus(in.Status)\n", k.name)
		}
		if k.selector {
			fmt.Fprintf(&b, "\tout.Spec.Selector, out.Spec.ManualSelector = in.Spec.Selector, in.Spec.ManualSelector\n\tout.Spec.Template = %sTemplate(in.Spec.Template)\n", k.name)
		}
		fmt.Fprintf(&b, "\treturn nil\n}\n\n")
	}
	return b.String()
}

// declarations writes the package of internal declarations.
func (g *internalWriter) declarations() *Package {
	var b strings.Builder
	var faults []Fault
	// line is the line the next text written starts on.
	line := func() int { return strings.Count(b.String(), "\n") + 1 }
	// The internal package imported without a name, as a user may.
	fmt.Fprintf(&b, "package %s\n\nimport (\n\t%q\n)\n\n", g.decl, g.base+"/"+g.in)
	for i, k := range g.kinds {
		var versions []string
		for _, v := range k.order {
			versions = append(versions, g.base+"/"+g.versions[v])
		}
		fmt.Fprintf(&b, "// %s is the internal %s.\n//\n", k.name, k.name)
		// Every kind of a faulty group whose versions agree may have a
		// fault in its declaration, the first always.
		switch {
		case k.disagree != "":
			faults = append(faults, Fault{File: "types.go", Line: line(), What: "an internal declaration whose versions disagree on the " + k.disagree})
			fmt.Fprintf(&b, "// +k8s:internalVersion:versions=%q,storageVersion=%s\n", strings.Join(versions, ","), g.versions[0])
		case g.faults != nil && (i == 0 || g.faults.Intn(2) == 0):
			faults = append(faults, g.declarationFault(&b, line, k, versions)...)
		case g.chance(0.5):
			fmt.Fprintf(&b, "// +k8s:internalVersion:versions=%q,storageVersion=%s\n", strings.Join(versions, ","), g.versions[0])
		default:
			fmt.Fprintf(&b, "// +k8s:internalVersion:storageVersion=%s\n// +k8s:internalVersion:versions=%q\n", g.versions[0], strings.Join(versions, ","))
		}
		fmt.Fprintf(&b, "type %s = %s.%s\n\n", k.name, g.in, k.name)
		if k.list {
			fmt.Fprintf(&b, "// %sList is the internal list.\ntype %sList = %s.%sList\n\n", k.name, k.name, g.in, k.name)
		}
	}
	return &Package{Name: g.decl, Valid: len(faults) == 0, Faults: faults, Files: map[string]string{
		"doc.go":   fmt.Sprintf("// Package %s declares the internal kinds of %s (seed %d).\npackage %s\n", g.decl, g.group, g.seed, g.decl),
		"types.go": b.String(),
	}}
}

// declarationFault writes the markers of kind k's declaration with one
// fault among them and returns where it is: line gives the line the next
// text written to b starts on.
func (g *internalWriter) declarationFault(b *strings.Builder, line func() int, k *ikind, versions []string) []Fault {
	marker := func(format string, args ...any) Fault {
		at := line()
		fmt.Fprintf(b, "// "+format+"\n", args...)
		return Fault{File: "types.go", Line: at}
	}
	listed := strings.Join(versions, ",")
	var f Fault
	switch g.faults.Intn(6) {
	case 0:
		f = marker("+k8s:internalVersion:versions=%q,storageVersion=%s", listed+","+versions[0], g.versions[0])
		f.What = "an internal declaration that lists a version twice"
	case 1:
		f = marker("+k8s:internalVersion:versions=%q,storageVersion=%s", listed+","+g.base+"/"+g.decl+"x", g.versions[0])
		f.What = "an internal declaration that lists a package not in the run"
	case 2:
		f = marker("+k8s:internalVersion:versions=%q,storageVersion=%sx", listed, g.versions[0])
		f.What = "an internal declaration whose storage version is not listed"
	case 3:
		marker("+k8s:internalVersion:versions=%q,storageVersion=%s", listed, g.versions[0])
		f = marker("+k8s:schema:selectableField")
		f.What = "a member-level marker on an internal declaration"
	case 4:
		marker("+k8s:internalVersion:versions=%q,storageVersion=%s", listed, g.versions[0])
		f = marker("+k8s:printerColumn:name=\"Bad\",type=string,jsonPath=\".metadata.name\"")
		f.What = "a column on an internal declaration"
	default:
		f = marker("+k8s:internalVersion:versions=%q,storage=%s", listed, g.versions[0])
		f.What = "an unknown argument of +k8s:internalVersion"
	}
	return []Fault{f}
}
