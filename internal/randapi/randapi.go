// Package randapi writes random Kubernetes-style API packages for the
// generator's property test: kinds with random struct graphs (every leaf
// type the generator accepts and several it must reject, pointers, nested
// and embedded inline structs, named list and map types, omitempty or not,
// members reached through lists and maps, nested objects with their own
// metadata) and random markers in both dialects on them. A package is
// valid, or invalid with faults the writer knows the lines of. A group can
// also be a kind in two versions (WriteVersions), or an internal version
// served in two versions (WriteInternal, internal.go).
//
// The same seed always writes the same package.
package randapi

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
)

// Package is a written package.
type Package struct {
	// Name is the Go package name; Files maps file names to contents.
	Name  string
	Files map[string]string
	// Valid: no fault was injected, so the generator must accept it.
	Valid bool
	// Faults are the injected problems: file, line (1-based) and what.
	Faults []Fault
	// SecondVersion: the package is the second version of a group whose
	// other version is another package of the same seed (WriteVersions,
	// WriteInternal): one CRD per kind, with two versions.
	SecondVersion bool
	// InternalDeclarations: the package declares internal kinds
	// (+k8s:internalVersion) whose versions are other packages of the same
	// seed, to be generated in the same run (WriteInternal).
	InternalDeclarations bool
}

// Fault is one deliberate problem in a package.
type Fault struct {
	File string
	Line int
	What string
}

// leaf is a Go leaf type the writer can use, with what it is good for.
type leaf struct {
	goType string
	// selectable: the generator accepts it as a selectable field.
	selectable bool
	// column is a printer column type that shows it ("" when none does
	// without a note).
	column string
	// def is a valid default for a selectable field of this type.
	def string
	// scalar: usable in a JSONPath filter comparison with literal lit.
	lit string
	// cel is how a CEL expression may read it to make a string ("" none).
	cel string
}

var leaves = []leaf{
	{goType: "string", selectable: true, column: "string", def: "none", lit: `"x"`, cel: "%s"},
	{goType: "Mode", selectable: true, column: "string", def: "fast", lit: `"fast"`, cel: "%s"},
	{goType: "types.UID", selectable: true, column: "string", def: ""},
	{goType: "bool", selectable: true, column: "boolean", def: "false", lit: "true", cel: "string(%s)"},
	{goType: "int", selectable: true, column: "integer", def: "1", lit: "3", cel: "string(%s)"},
	{goType: "int8", selectable: true, column: "integer", def: "-1"},
	{goType: "int16", selectable: true, column: "integer", def: "2"},
	{goType: "int32", selectable: true, column: "integer", def: "3", lit: "1", cel: "string(%s)"},
	{goType: "int64", selectable: true, column: "integer", def: "4", cel: "string(%s)"},
	{goType: "uint8", selectable: true, column: "integer", def: "5"},
	{goType: "uint16", selectable: true, column: "integer", def: "6"},
	{goType: "uint32", selectable: true, column: "integer", def: "7"},
	{goType: "uint64", selectable: true, column: "string", def: "8"},
	{goType: "float64", column: "number"},
	{goType: "float32", column: "number"},
	{goType: "metav1.Time", selectable: true, column: "date", def: "2024-01-02T15:04:05Z"},
	{goType: "metav1.MicroTime", selectable: true, column: "date"},
	{goType: "metav1.Duration", selectable: true, column: "string", def: "1h0m0s"},
	{goType: "intstr.IntOrString", selectable: true, column: "string", def: "80"},
	{goType: "resource.Quantity", column: "string"},
	// A type that marshals itself to a JSON string (as IP address types
	// wrapping netip.Addr do): its column prints the text; its OpenAPI
	// type (+kubebuilder:validation:Type=string) makes it a CEL string.
	{goType: "Address", column: "string", cel: `%s + "@"`},
	{goType: "[]byte", selectable: true, column: "string"},
	// A list of numbers, not base64 (gengo calls int8 and uint8 both
	// "byte"; the JSON writers once took it for []byte).
	{goType: "[]int8", column: "string"},
}

// member is one struct member the writer declared.
type member struct {
	name, json string
	goType     string
	ptr        bool
	omitempty  bool
	// omitzero (Go 1.24): only on leaves, whose zero the generator models
	// (an IsZero method, nil, or the zero of a basic kind).
	omitzero bool
	inline   bool
	leaf     *leaf
	// strct is the struct type it holds (directly or by pointer), if any.
	strct *structT
	// list/map of strct or of leaf; template: a nested object.
	list, mapOf, template bool
	markers               []string
	// line of the member in types.go, filled when written.
	line int
}

type structT struct {
	name    string
	members []*member
	// object: it has its own metadata (a template).
	object bool
}

type kind struct {
	name         string
	spec, status *structT
	specPtr      bool
	markers      []string
	// resource is its resource or scope marker, if any.
	resource string
	// markerLines: the line of each marker, filled when written.
	markerLines []int
	line        int
}

type writer struct {
	r       *rand.Rand
	seed    int64
	pkg     string
	structs []*structT
	kinds   []*kind
	n       int
	faults  []pendingFault
	// groupConflict: a fault in the package markers, two +groupName
	// values in two files.
	groupConflict bool
	// A version of a group in two packages (WriteVersions): group is the
	// group of both; storage marks the kinds +kubebuilder:storageversion;
	// peer is the other version's writer, whose kinds this one takes the
	// names and resource markers of (one CRD per kind, so the versions
	// must agree on them).
	group   string
	storage bool
	peer    *writer
}

// groupFiles writes where the package's API group is said, in one of the
// layouts real projects use: +groupName in doc.go (gengo tools), in the
// package comment of groupversion_info.go only (kubebuilder's scaffolding),
// or no marker and a GroupName constant (k8s.io/api's apps, batch, ...).
// With groupConflict, doc.go and groupversion_info.go disagree.
func (w *writer) groupFiles(p *Package) {
	group := w.pkg + ".example.com"
	layouts := 4
	if w.group != "" {
		// Both versions of a group say it with +groupName, which
		// controller-gen needs to write their CRD.
		group, layouts = w.group, 3
	}
	// +kubebuilder:object:generate=true: controller-gen writes the deepcopy
	// methods of every type (the property test compiles with them).
	doc := fmt.Sprintf("// Package %s is a random API package (seed %d).\n//\n// +kubebuilder:object:generate=true\n", w.pkg, w.seed)
	kubebuilder := func(g string) string {
		return fmt.Sprintf("// Package %s holds API schema definitions (seed %d).\n// +kubebuilder:object:generate=true\n// +groupName=%s\npackage %s\n", w.pkg, w.seed, g, w.pkg)
	}
	switch layout := w.r.Intn(layouts); {
	case w.groupConflict:
		p.Files["doc.go"] = doc + "// +groupName=" + group + "\npackage " + w.pkg + "\n"
		p.Files["groupversion_info.go"] = kubebuilder("other." + group)
		p.Faults = append(p.Faults, Fault{File: "groupversion_info.go", Line: 3, What: "two +groupName values in two files"})
	case layout == 2:
		p.Files["groupversion_info.go"] = kubebuilder(group)
	case layout == 3:
		p.Files["doc.go"] = doc + "package " + w.pkg + "\n"
		p.Files["register.go"] = fmt.Sprintf("package %s\n\n// GroupName is the API group of this package.\nconst GroupName = %q\n", w.pkg, group)
	default:
		p.Files["doc.go"] = doc + "// +groupName=" + group + "\npackage " + w.pkg + "\n"
	}
}

// pendingFault is a fault marker waiting for its line number.
type pendingFault struct {
	what string
	// kind or mem: where the marker went.
	kind   *kind
	mem    *member
	marker string
}

// WriteVersions returns two valid packages of one API group (the group of
// Write(seed)'s package): the same kinds, by name, with their own random
// structs and markers, as a kind served in two versions has; the first
// package is the storage version. Their names are p<seed> and p<seed>b.
func WriteVersions(seed int64) [2]*Package {
	first := &writer{r: rand.New(rand.NewSource(seed)), seed: seed, pkg: fmt.Sprintf("p%d", seed), storage: true}
	first.group = first.pkg + ".example.com"
	second := &writer{r: rand.New(rand.NewSource(-seed)), seed: seed, pkg: first.pkg + "b", group: first.group, peer: first}
	for i, nk := 0, 1+first.r.Intn(3); i < nk; i++ {
		first.kind(i)
		second.kind(i)
	}
	out := [2]*Package{first.write(), second.write()}
	out[1].SecondVersion = true
	return out
}

// Write returns the package of seed. valid says whether faults may be
// injected (false: some are).
func Write(seed int64, valid bool) *Package {
	w := &writer{r: rand.New(rand.NewSource(seed)), seed: seed, pkg: fmt.Sprintf("p%d", seed)}
	nk := 1 + w.r.Intn(3)
	for i := 0; i < nk; i++ {
		w.kind(i)
	}
	if !valid {
		for n := 1 + w.r.Intn(3); n > 0; n-- {
			w.fault()
		}
	}
	return w.write()
}

func (w *writer) chance(p float64) bool { return w.r.Float64() < p }

func (w *writer) name(prefix string) string {
	w.n++
	return fmt.Sprintf("%s%d", prefix, w.n)
}

// newStruct makes a random struct; depth bounds nesting.
func (w *writer) newStruct(prefix string, depth int) *structT {
	s := &structT{name: w.name(prefix)}
	w.structs = append(w.structs, s)
	n := 2 + w.r.Intn(5)
	for i := 0; i < n; i++ {
		s.members = append(s.members, w.newMember(depth))
	}
	if w.chance(0.2) { // members JSON never sees
		s.members = append(s.members, &member{name: w.name("Skipped"), json: "-", goType: "string"})
	}
	if depth < 2 && w.chance(0.25) { // an embedded inline struct
		in := w.newStruct("Inline", depth+1)
		s.members = append(s.members, &member{name: in.name, goType: in.name, inline: true, strct: in, ptr: w.chance(0.3)})
	}
	return s
}

func (w *writer) newMember(depth int) *member {
	m := &member{name: w.name("F"), omitempty: w.chance(0.5)}
	m.json = strings.ToLower(m.name[:1]) + m.name[1:]
	switch x := w.r.Intn(10); {
	case x < 6 || depth >= 2:
		l := &leaves[w.r.Intn(len(leaves))]
		m.leaf, m.goType, m.ptr = l, l.goType, w.chance(0.35) && l.goType != "[]byte"
		m.omitzero = w.chance(0.15)
	case x == 6:
		m.strct = w.newStruct("S", depth+1)
		m.goType, m.ptr = m.strct.name, w.chance(0.4)
	case x == 7:
		m.strct = w.newStruct("Item", depth+1)
		m.list = true
		if w.chance(0.5) {
			named := w.name("List")
			w.structs = append(w.structs, &structT{name: named + "=[]" + m.strct.name})
			m.goType = named
		} else {
			m.goType = "[]" + m.strct.name
		}
	case x == 8:
		m.mapOf = true
		if w.chance(0.5) {
			named := w.name("Labels")
			w.structs = append(w.structs, &structT{name: named + "=map[string]string"})
			m.goType = named
		} else {
			m.goType = "map[string]string"
		}
	default:
		t := &structT{name: w.name("Template"), object: true}
		t.members = []*member{w.newMember(depth + 1)}
		w.structs = append(w.structs, t)
		m.strct, m.template, m.goType, m.ptr = t, true, t.name, w.chance(0.3)
	}
	return m
}

// path is a member chain from a kind's root, json names joined.
type path struct {
	json    string
	members []*member
}

// pointerOnPath reports whether a member of p may be nil, so that its
// leaf can be absent.
func pointerOnPath(p path) bool {
	return slices.ContainsFunc(p.members, func(m *member) bool { return m.ptr })
}

// reachable lists the leaf paths of s reachable through struct members
// only (no lists, maps or templates), as member-level markers reach them.
func reachable(s *structT, prefix string, chain []*member) []path {
	var out []path
	for _, m := range s.members {
		c := append(append([]*member{}, chain...), m)
		p := prefix
		if !m.inline {
			p += "." + m.json
		}
		switch {
		case m.leaf != nil:
			out = append(out, path{p, c})
		case m.strct != nil && !m.list && !m.template:
			out = append(out, reachable(m.strct, p, c)...)
		}
	}
	return out
}

// containerMember is a member holding a list of structs or a map,
// reachable from a kind's root through struct members (no templates, no
// lists inside lists), with its json path.
type containerMember struct {
	json string
	m    *member
}

// containerMembers lists the list and map members of s and of the
// structs it reaches.
func containerMembers(s *structT, prefix string) []containerMember {
	var out []containerMember
	for _, m := range s.members {
		p := prefix
		if !m.inline {
			p += "." + m.json
		}
		switch {
		case m.list, m.mapOf:
			out = append(out, containerMember{p, m})
		case m.strct != nil && !m.template:
			out = append(out, containerMembers(m.strct, p)...)
		}
	}
	return out
}

// listPaths lists column paths into lists of structs with a leaf (every
// element, an index, a filter) and into maps.
func listPaths(s *structT, prefix string) []string {
	var out []string
	for _, c := range containerMembers(s, prefix) {
		p, m := c.json, c.m
		if m.mapOf {
			out = append(out, p+".app")
			continue
		}
		for _, im := range m.strct.members {
			if im.leaf != nil && !im.inline && im.leaf.column == "string" && !im.ptr {
				out = append(out, p+"[*]."+im.json, p+"[0]."+im.json)
				for _, other := range m.strct.members {
					if other.leaf != nil && other.leaf.lit != "" && !other.ptr && !other.inline {
						out = append(out, fmt.Sprintf("%s[?(@.%s==%s)].%s", p, other.json, other.leaf.lit, im.json))
						break
					}
				}
				break
			}
		}
	}
	return out
}

func (w *writer) kind(i int) {
	k := &kind{name: w.name("Kind")}
	if w.peer != nil {
		k.name = w.peer.kinds[i].name
	}
	if w.storage {
		k.markers = append(k.markers, "+kubebuilder:storageversion")
	}
	shared := len(w.kinds) > 0 && w.chance(0.2)
	if shared {
		// Two kinds share one spec: member-level markers apply to both
		// (and this kind adds none, which would reach the other too).
		k.spec = w.kinds[len(w.kinds)-1].spec
	} else {
		k.spec = w.newStruct("Spec", 0)
	}
	k.specPtr = w.chance(0.2)
	if w.chance(0.7) {
		k.status = w.newStruct("Status", 0)
	}
	w.kinds = append(w.kinds, k)
	root := &structT{members: []*member{{name: "Spec", json: "spec", strct: k.spec, goType: k.spec.name, ptr: k.specPtr}}}
	if k.status != nil {
		root.members = append(root.members, &member{name: "Status", json: "status", strct: k.status, goType: k.status.name})
	}
	leafPaths := reachable(root, "", nil)
	kb := w.chance(0.5) // this kind's dialect for kind-level markers

	// Selectable fields: member-level on some reachable leaves (they apply
	// to every kind reaching the member: only on members of this kind's
	// own structs), kind-level on others.
	fields := 0
	var declared []string // the fields this kind declares, by name
	// At most one watch-cache trigger per kind, counting those already on
	// members of a struct it shares with another kind.
	// The same for the field limit: fields it reaches on a shared struct
	// count before it adds its own.
	trigger := false
	for _, p := range leafPaths {
		l := p.members[len(p.members)-1]
		trigger = trigger || strings.Contains(strings.Join(l.markers, " "), "trigger=true")
		if len(l.markers) > 0 {
			fields++
		}
	}
	for _, p := range leafPaths {
		l := p.members[len(p.members)-1]
		if len(l.markers) > 0 { // a member-level field of a shared struct: counted
			continue
		}
		if !l.leaf.selectable || fields >= 6 || w.chance(0.5) {
			continue
		}
		fields++
		args := ""
		// Left out of the field set while a pointer on the way is nil (on
		// a kind-level declaration, whose path is this kind's own: a
		// member-level one applies to every path reaching the member).
		omitAbsent := false
		if l.leaf.def != "" && w.chance(0.3) {
			args += fmt.Sprintf(",default=%q", l.leaf.def)
		} else {
			omitAbsent = pointerOnPath(p) && w.chance(0.3)
		}
		if w.chance(0.3) {
			args += fmt.Sprintf(",description=%q", "The "+l.json+" of the kind.")
		}
		// Watch-cache indexes: indexed, or the kind's one trigger.
		switch {
		case !trigger && w.chance(0.15):
			args += ",trigger=true"
			trigger = true
		case w.chance(0.2):
			args += ",indexed=true"
		}
		// KEP-5975's spelling, +k8s:selectableField, now and then.
		marker := "+k8s:schema:selectableField"
		if w.chance(0.3) {
			marker = "+k8s:selectableField"
		}
		declared = append(declared, strings.TrimPrefix(p.json, "."))
		switch {
		case !shared && w.chance(0.4):
			l.markers = append(l.markers, marker+strings.Replace(args, ",", ":", 1))
		case kb && args == "":
			k.markers = append(k.markers, fmt.Sprintf("+kubebuilder:selectablefield:JSONPath=%q", p.json))
			if w.chance(0.3) {
				k.markers = append(k.markers, fmt.Sprintf("+k8s:schema:index:field=%q", strings.TrimPrefix(p.json, ".")))
			}
		default:
			if omitAbsent {
				args += ",omitAbsent=true"
			}
			k.markers = append(k.markers, fmt.Sprintf("%s:jsonPath=%q%s", marker, p.json, args))
		}
	}

	// Fields through lists, kind-level: a multi-valued field ([*]) of a
	// leaf of a list's items, and a field through a filter on the list's
	// key (which the list then declares, +listType=map and +listMapKey, or
	// +patchMergeKey).
	for _, lm := range containerMembers(root, "") {
		if !lm.m.list || fields >= 6 || w.chance(0.5) {
			continue
		}
		// key: a string member (not a pointer) a filter can compare;
		// value: another selectable leaf.
		var value, key *member
		for _, im := range lm.m.strct.members {
			if key == nil && im.leaf != nil && !im.inline && im.leaf.selectable && strings.HasPrefix(im.leaf.lit, `"`) && !im.ptr {
				key = im
			}
		}
		if key == nil && w.chance(0.5) {
			// Lists of objects usually have a name: give this one a key.
			key = &member{name: w.name("Key"), goType: "string", leaf: &leaves[0]}
			key.json = strings.ToLower(key.name[:1]) + key.name[1:]
			lm.m.strct.members = append(lm.m.strct.members, key)
		}
		for _, im := range lm.m.strct.members {
			if value == nil && im != key && im.leaf != nil && !im.inline && im.leaf.selectable {
				value = im
			}
		}
		if value == nil {
			continue
		}
		args := ""
		if w.chance(0.3) {
			args = ",indexed=true"
		}
		k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:selectableField:jsonPath=%q%s`, lm.json+"[*]."+value.json, args))
		declared = append(declared, strings.TrimPrefix(lm.json, ".")+"."+value.json)
		fields++
		if key == nil || fields >= 6 || w.chance(0.2) {
			continue
		}
		if !slices.Contains(lm.m.markers, "+listMapKey="+key.json) && !slices.Contains(lm.m.markers, "+patchMergeKey="+key.json) {
			if len(lm.m.markers) > 0 {
				continue // keyed by another member already
			}
			if w.chance(0.5) {
				// A CRD requires a map list's key (no omitempty: required).
				lm.m.markers = append(lm.m.markers, "+listType=map", "+listMapKey="+key.json)
				key.omitempty, key.omitzero = false, false
			} else {
				lm.m.markers = append(lm.m.markers, "+patchMergeKey="+key.json)
			}
		}
		args = ""
		if value.leaf.def != "" && w.chance(0.3) {
			args = fmt.Sprintf(",default=%q", value.leaf.def)
		}
		lit := strings.Trim(key.leaf.lit, `"`)
		k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:selectableField:jsonPath=%q%s`,
			fmt.Sprintf(`%s[?(@.%s==%s)].%s`, lm.json, key.json, key.leaf.lit, value.json), args))
		declared = append(declared, strings.TrimPrefix(lm.json, ".")+"."+lit+"."+value.json)
		fields++
	}

	// Field label conversion as built-in kinds have it: a legacy label
	// converted to a declared field, a label accepted but never set, a
	// field computed but rejected, a message of its own; or no conversion
	// registered at all.
	switch {
	case w.chance(0.05):
		k.markers = append(k.markers, `+k8s:schema:fieldLabelConversion:registered=false`)
	default:
		if len(declared) > 0 && w.chance(0.2) {
			k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:fieldLabel:name="legacy.%s",internalName=%q,description="Legacy name"`,
				strings.ReplaceAll(declared[0], ".", "-"), declared[0]))
		}
		if w.chance(0.15) {
			k.markers = append(k.markers, `+k8s:schema:fieldLabel:name="x.neverSet",description="Accepted but never set"`)
		}
		if fields < 7 && w.chance(0.1) {
			k.markers = append(k.markers, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="Legacy alias",accepted=false`)
		}
		if w.chance(0.15) {
			k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:fieldLabelConversion:message="field label %%q not supported for %s"`, k.name))
		}
	}

	// Printer columns.
	for _, p := range leafPaths {
		l := p.members[len(p.members)-1].leaf
		if l.column == "" || w.chance(0.6) {
			continue
		}
		k.markers = append(k.markers, w.column(kb, p.json, l.column))
	}
	for _, lp := range listPaths(root, "") {
		if w.chance(0.5) {
			k.markers = append(k.markers, w.column(kb, lp, "string"))
		}
	}
	if w.chance(0.5) {
		k.markers = append(k.markers, w.celColumn(leafPaths))
	}
	if !kb && w.chance(0.2) {
		k.markers = append(k.markers, w.celVariables()...)
	}
	if !kb && w.chance(0.2) {
		// A row order (+k8s:printerRowOrder): the oldest first, then by
		// name.
		k.markers = append(k.markers,
			"+k8s:printerRowOrder:expression=`has(self.metadata.creationTimestamp) ? self.metadata.creationTimestamp : timestamp(\"1970-01-01T00:00:00Z\")`",
			"+k8s:printerRowOrder:expression=`has(self.metadata.name) ? self.metadata.name : \"\"`")
	}
	if !kb && w.chance(0.1) {
		// Column definitions even with NoHeaders (+k8s:printerHeaders).
		k.markers = append(k.markers, "+k8s:printerHeaders="+[]string{"Always", "AsRequested"}[w.r.Intn(2)])
	}
	if !kb && w.chance(0.2) {
		// A row condition (+k8s:printerRowCondition).
		k.markers = append(k.markers,
			"+k8s:printerRowCondition:reason=Labeled,message=\"It has labels.\",expression=`has(self.metadata.labels) && size(self.metadata.labels) > 0`")
	}
	// A cell without a column (cellOnly), written after every other
	// column: rows carry an age no column names, as kube-apiserver's
	// IPAddress rows do.
	var cellOnly string
	if !kb && w.chance(0.2) {
		cellOnly = fmt.Sprintf("+k8s:printerColumn:name=%q,type=date,jsonPath=\".metadata.creationTimestamp\",cellOnly=true", w.name("Cell"))
	}

	// Subresources.
	// Every third kind of the +k8s: dialect says its subresources as
	// k8s.io/api does, with validation-gen's +k8s:supportsSubresource (by
	// the kind's index, which keeps the random sequence).
	hinted := !kb && i%3 == 2
	if k.status != nil && w.chance(0.5) || k.status == nil && w.chance(0.2) {
		switch {
		case kb:
			k.markers = append(k.markers, "+kubebuilder:subresource:status")
		case hinted:
			k.markers = append(k.markers, `+k8s:supportsSubresource="/status"`)
		default:
			k.markers = append(k.markers, "+k8s:subresource:status")
		}
	}
	if k.status != nil && !shared && w.chance(0.4) {
		rep := &member{name: "Replicas", json: "replicas", leaf: &leaves[7], goType: "int32", ptr: w.chance(0.5), omitempty: true}
		k.spec.members = append(k.spec.members, rep)
		srep := &member{name: "ObservedReplicas", json: "observedReplicas", leaf: &leaves[7], goType: "int32", omitempty: true}
		if hinted {
			// The hint's conventional path.
			srep.json = "replicas"
		}
		sel := &member{name: "Selector", json: "selector", leaf: &leaves[0], goType: "string", omitempty: true}
		k.status.members = append(k.status.members, srep, sel)
		switch {
		case kb:
			k.markers = append(k.markers, `+kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"`)
		case hinted:
			k.markers = append(k.markers, `+k8s:supportsSubresource="/scale"`)
		default:
			k.markers = append(k.markers, `+k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"`)
		}
	}
	// Selector generation needs spec to be a value (it writes through it).
	if !k.specPtr && !shared && w.chance(0.25) {
		tmpl := &structT{name: w.name("PodTemplate"), object: true}
		tmpl.members = []*member{{name: "Image", json: "image", leaf: &leaves[0], goType: "string", omitempty: true}}
		w.structs = append(w.structs, tmpl)
		k.spec.members = append(k.spec.members,
			&member{name: "Selector", json: "selector", goType: "metav1.LabelSelector", ptr: true, omitempty: true},
			&member{name: "ManualSelector", json: "manualSelector", goType: "bool", ptr: true, omitempty: true},
			&member{name: "Template", json: "template", goType: tmpl.name, strct: tmpl, template: true})
		k.markers = append(k.markers, "+k8s:selectorGeneration")
	}
	if w.chance(0.15) {
		// The opt-in in either spelling (by the kind's index, which keeps
		// the random sequence): the old one is read the same, with a note.
		k.markers = append(k.markers, [2]string{"+selectable-gen=true", "+k8s:selectable-gen=true"}[i%2])
	}
	if w.peer != nil {
		if m := w.peer.kinds[i].resource; m != "" {
			k.markers = append(k.markers, m)
		}
	} else {
		x := w.r.Intn(10)
		switch {
		case x == 0:
			k.resource = "+kubebuilder:resource:scope=Cluster,shortName=x" + strings.ToLower(k.name)
		case x == 8:
			k.resource = "+kubebuilder:resource:path=" + strings.ToLower(k.name) + "z,singular=" + strings.ToLower(k.name)
		case x == 9:
			k.resource = "+k8s:resource:path=" + strings.ToLower(k.name) + "-items,shortNames=" + strings.ToLower(k.name) + "-i;" +
				strings.ToLower(k.name) + "-it,categories=all"
		case x == 1:
			k.resource = "+genclient:nonNamespaced"
		case x == 2:
			k.resource = "+k8s:schema:scope=Cluster"
		}
		if k.resource != "" {
			k.markers = append(k.markers, k.resource)
		}
		// A cluster-scoped kind may put metadata.namespace (always "") in
		// its field set, as the registries of CustomResourceDefinition and
		// APIService do.
		if x <= 2 && w.chance(0.3) {
			k.markers = append(k.markers, `+k8s:schema:selectableField:jsonPath=".metadata.namespace",description="Always empty: the kind is cluster-scoped"`)
		}
	}
	if !kb && w.chance(0.1) {
		// The table's own Name column, last and wide only, as
		// kube-apiserver's Event table has it.
		k.markers = append(k.markers, "+k8s:printerColumn:name=\"Name\",type=string,format=name,priority=1,nameColumn=true,"+
			"expression=`self.metadata.name + (has(self.metadata.labels) && \"app\" in self.metadata.labels ? \" (app)\" : \"\")`")
	}
	if w.chance(0.1) && len(k.markers) > 0 {
		// A column named as another: the CRD API accepts it.
		k.markers = append(k.markers, w.column(kb, ".metadata.name", "string")+``)
		k.markers[len(k.markers)-1] = strings.Replace(k.markers[len(k.markers)-1], "name=\"Col", "name=\"Dup", 1)
		k.markers = append(k.markers, k.markers[len(k.markers)-1])
	}
	if cellOnly != "" {
		k.markers = append(k.markers, cellOnly)
	}
}

func (w *writer) column(kb bool, jsonPath, typ string) string {
	name := w.name("Col")
	extra := ""
	if w.chance(0.2) {
		extra += ",priority=1"
	}
	if w.chance(0.2) {
		extra += `,description="A column."`
	}
	if typ == "integer" && w.chance(0.3) {
		extra += `,format=int32`
	}
	if !kb && typ != "string" && w.chance(0.15) {
		// As hand-written tables declare numbers: a string column.
		extra += ",cellType=" + typ
		typ = "string"
	}
	if kb {
		return fmt.Sprintf("+kubebuilder:printcolumn:name=%q,type=%q,JSONPath=`%s`%s", name, typ, jsonPath, extra)
	}
	// As hand-written tables write them: a column of names, no
	// description (the +k8s: dialect only; a CRD accepts neither).
	if typ == "string" && !strings.Contains(extra, "format=") && w.chance(0.15) {
		extra += ",format=name"
	}
	// Any format, as metav1.TableColumnDefinition takes it.
	if !strings.Contains(extra, "format=") && w.chance(0.05) {
		extra += ",format=string"
	}
	if !strings.Contains(extra, "description=") && w.chance(0.1) {
		extra += `,description=""`
	}
	if w.chance(0.15) {
		extra += `,placeholder="<none>"`
	} else if w.chance(0.05) {
		extra += `,placeholder=""` // an empty cell, not null
	}
	return fmt.Sprintf("+k8s:printerColumn:name=%q,type=%s,jsonPath=`%s`%s", name, typ, jsonPath, extra)
}

// celColumn writes a CEL column over the kind's leaves.
func (w *writer) celColumn(paths []path) string {
	name := w.name("Cel")
	var candidates []string
	for _, p := range paths {
		l := p.members[len(p.members)-1].leaf
		if l.cel == "" {
			continue
		}
		expr := "self" + p.json
		// has() on each step: pointers and omitempty make fields absent.
		var guards []string
		acc := "self"
		for _, seg := range strings.Split(p.json[1:], ".") {
			acc += "." + seg
			guards = append(guards, "has("+acc+")")
		}
		candidates = append(candidates, fmt.Sprintf("%s ? %s : %q", strings.Join(guards, " && "), fmt.Sprintf(l.cel, expr), "none"))
		if l.cel == "%s" && strings.Count(p.json, ".") > 1 {
			// The same, as an optional chain (x.?a.?b.orValue(d)) when
			// the leaf is a string.
			chain := "self" + strings.ReplaceAll(p.json, ".", ".?")
			candidates = append(candidates, fmt.Sprintf("%s.orValue(%q) + (%s.hasValue() ? \"!\" : \"\")", chain, "none", chain))
		}
	}
	// Functions and list operations of kube-apiserver's tables, on what
	// every kind has: its labels and its name.
	candidates = append(candidates,
		`has(self.metadata.labels) && "app" in self.metadata.labels ? formatLabels(self.metadata.labels) + "/" + self.metadata.labels["app"] : "none"`,
		`self.metadata.?labels[?"app"].or(self.metadata.?annotations[?"app"]).or(optional.of(self.metadata.name)).orValue("none") + (self.metadata.?labels[?"b"].hasValue() ? "!" : "")`,
		`([self.metadata.name.lowerAscii(), "b", "a"] + ["a"]).sort().distinct().slice(0, 2).join(",")`,
		`has(self.metadata.labels) ? self.metadata.labels.filter(k, k.startsWith("a") && size(k) > 1).map(k, k.substring(1).trim() + "=" + self.metadata.labels[k]).sort().join(",") : "none"`,
		`self.metadata.name.split("-").size() > 1 && self.metadata.labels.exists(k, k.contains("i")) ? "split" : "whole"`,
		`cel.bind(sizes, lists.range(size(self.metadata.name)).map(i, i % 3), string(sizes.sum()) + "/" + (size(sizes) > 0 ? string(sizes.max()) : "-") + (2 in sizes ? "+" : ""))`)
	// namespace is a CEL keyword: Kubernetes CEL escapes it.
	expr := `self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
	if len(candidates) > 0 && w.chance(0.8) {
		expr = candidates[w.r.Intn(len(candidates))]
	}
	extra := ""
	if w.chance(0.15) {
		extra = `,placeholder="<unset>"`
	} else if w.chance(0.05) {
		extra = `,placeholder=""`
	}
	if w.chance(0.1) {
		// A number or a string in one column, as kube-apiserver's
		// PriorityLevelConfiguration prints.
		expr = `has(self.metadata.labels) ? dyn(size(self.metadata.labels)) : "<none>"`
		extra += ",cellType=any"
	}
	return fmt.Sprintf("+k8s:printerColumn:name=%q,type=string,expression=`%s`%s", name, expr, extra)
}

// celVariables writes CEL variables (+k8s:printerColumnVariable) over what
// every kind has, one reading another, one that fails on some objects,
// and columns that read them, compiled and on cel-go; sometimes list
// variables (+k8s:printerColumnListVariable) too.
func (w *writer) celVariables() []string {
	markers := []string{
		"+k8s:printerColumnVariable:name=parts,expression=`self.metadata.name.split(\"-\")`",
		"+k8s:printerColumnVariable:name=labelCount,expression=`has(self.metadata.labels) ? size(self.metadata.labels) : 0`",
		"+k8s:printerColumnVariable:name=second,expression=`variables.parts[1] + \"/\" + string(variables.labelCount)`",
		// Lists of objects (meta/v1's, which runtime/cel provides): a
		// filter's and a field's, stored as []*metav1.OwnerReference.
		"+k8s:printerColumnVariable:name=controllers,expression=`has(self.metadata.ownerReferences) ? self.metadata.ownerReferences.filter(o, has(o.controller) && o.controller) : []`",
		"+k8s:printerColumnVariable:name=owners,expression=`self.metadata.ownerReferences`",
	}
	columns := []string{
		`string(size(variables.controllers)) + (size(variables.controllers) > 0 ? "/" + variables.controllers[0].name : "")`,
		`variables.owners.map(o, o.kind).join(",") + "|" + string(variables.owners.exists(o, has(o.blockOwnerDeletion)))`,
		`string(size(variables.parts)) + "/" + string(variables.labelCount)`,
		`size(variables.parts) > 1 ? variables.second : "-"`,
		`variables.second`,
		`variables.parts.join("+") + (variables.labelCount > 1 || variables.second.startsWith("b") ? "!" : "")`,
	}
	if w.chance(0.5) {
		// List variables (+k8s:printerColumnListVariable), one reading
		// another, read by a row variable and a column.
		markers = append(markers,
			"+k8s:printerColumnListVariable:name=listNames,expression=`items.map(o, has(o.metadata.name) ? o.metadata.name : \"\")`",
			"+k8s:printerColumnListVariable:name=firstName,expression=`size(variables.listNames) == 0 ? \"\" : variables.listNames.min()`",
			"+k8s:printerColumnVariable:name=isFirst,expression=`has(self.metadata.name) && self.metadata.name == variables.firstName`",
			"+k8s:printerColumnListVariable:name=labelled,expression=`items.filter(o, has(o.metadata.labels) && size(o.metadata.labels) > 1)`",
		)
		columns = append(columns, `(variables.isFirst ? "first/" : "") + string(size(variables.listNames))`,
			`string(size(variables.labelled)) + (size(variables.labelled) > 0 && has(variables.labelled[0].metadata.name) ? "/" + variables.labelled[0].metadata.name : "")`)
	}
	n := 1 + w.r.Intn(len(columns))
	for _, i := range w.r.Perm(len(columns))[:n] {
		markers = append(markers, fmt.Sprintf("+k8s:printerColumn:name=%q,type=string,expression=`%s`", w.name("Var"), columns[i]))
	}
	return markers
}

// fault adds one problem the generator must report.
func (w *writer) fault() {
	k := w.kinds[w.r.Intn(len(w.kinds))]
	switch w.r.Intn(11) {
	case 10:
		w.groupConflict = true
	case 9:
		// Two triggers: the second is the error (the first may be one too,
		// when the kind has a trigger already).
		k.markers = append(k.markers, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true`)
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true`, "a second trigger field")
	case 7:
		w.addKindFault(k, `+k8s:schema:index:field="spec.notDeclared"`, "an index on a field that is not selectable")
	case 8:
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe`, "a trigger that is not a boolean")
	case 0:
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath=".spec.noSuchField"`, "a selectable field names no field")
	case 1:
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath="spec.noDot"`, "a jsonPath without the leading dot")
	case 2:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"`, "a column type that does not exist")
	case 3:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1`, "an unknown argument")
	case 4:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"`, "a CEL expression over no field")
	case 5:
		// a member-level marker on a type no field selector can compare
		for _, s := range w.structs {
			for _, m := range s.members {
				if m.leaf != nil && !m.leaf.selectable && len(m.markers) == 0 && !m.inline {
					m.markers = append(m.markers, "+k8s:schema:selectableField")
					w.faults = append(w.faults, pendingFault{what: "a member-level selectable field of type " + m.goType, mem: m, marker: "+k8s:schema:selectableField"})
					return
				}
			}
		}
		w.addKindFault(k, `+k8s:subresource:scale:specReplicasPath=".status.x"`, "a scale path outside .spec")
	default:
		w.addKindFault(k, `+k8s:selectorGeneration:selector=".spec.noSelector"`, "selector generation without a selector")
	}
}

func (w *writer) addKindFault(k *kind, marker, what string) {
	k.markers = append(k.markers, marker)
	w.faults = append(w.faults, pendingFault{what: what, kind: k, marker: marker})
}

// write renders the package, recording lines.
func (w *writer) write() *Package {
	var b strings.Builder
	line := 1
	emit := func(format string, args ...any) {
		s := fmt.Sprintf(format, args...)
		b.WriteString(s)
		line += strings.Count(s, "\n")
	}
	emit("package %s\n\n", w.pkg)
	emit("import (\n\t\"encoding/json\"\n\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/api/resource\"\n\t\"k8s.io/apimachinery/pkg/types\"\n\t\"k8s.io/apimachinery/pkg/util/intstr\"\n)\n\n")
	emit("var (\n\t_ = resource.Quantity{}\n\t_ = intstr.IntOrString{}\n\t_ types.UID\n)\n\n")
	emit("// Mode is an enum.\ntype Mode string\n\n")
	emit("// Address marshals itself to a JSON string.\n//\n// +kubebuilder:validation:Type=string\ntype Address struct {\n\tText string `json:\"-\"`\n}\n\n")
	emit("// MarshalJSON writes the text.\nfunc (a Address) MarshalJSON() ([]byte, error) { return json.Marshal(a.Text) }\n\n")
	emit("// UnmarshalJSON reads the text.\nfunc (a *Address) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &a.Text) }\n\n")
	for _, k := range w.kinds {
		emit("// %s is a random kind.\n//\n// +kubebuilder:object:root=true\n", k.name)
		for _, m := range k.markers {
			k.markerLines = append(k.markerLines, line)
			// Some +k8s: lines carry a trailing comment, which the
			// parser drops (chosen by the text, not drawn: the random
			// stream stays as it was).
			if strings.HasPrefix(m, "+k8s:") && len(m)%4 == 0 {
				m += " # a comment, dropped"
			}
			emit("// %s\n", m)
		}
		k.line = line
		spec := k.spec.name
		if k.specPtr {
			spec = "*" + spec
		}
		emit("type %s struct {\n\tmetav1.TypeMeta   `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n", k.name)
		emit("\tSpec %s `json:\"spec,omitempty\"`\n", spec)
		if k.status != nil {
			emit("\tStatus %s `json:\"status,omitempty\"`\n", k.status.name)
		}
		emit("}\n\n")
		emit("// %sList is a list of %s.\n//\n// +kubebuilder:object:root=true\ntype %sList struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ListMeta `json:\"metadata,omitempty\"`\n\tItems []%s `json:\"items\"`\n}\n\n",
			k.name, k.name, k.name, k.name)
	}
	for _, s := range w.structs {
		if name, under, ok := strings.Cut(s.name, "="); ok {
			emit("// %s is a declared list or map type.\ntype %s %s\n\n", name, name, under)
			continue
		}
		emit("// %s is a random struct.\ntype %s struct {\n", s.name, s.name)
		if s.object {
			emit("\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n")
		}
		for _, m := range s.members {
			for _, mk := range m.markers {
				emit("\t// %s\n", mk)
			}
			m.line = line
			t := m.goType
			if m.ptr {
				t = "*" + t
			}
			opts := ""
			if m.omitempty {
				opts += ",omitempty"
			}
			if m.omitzero {
				opts += ",omitzero"
			}
			if m.inline {
				emit("\t%s `json:\",inline\"`\n", t)
			} else {
				emit("\t%s %s `json:\"%s%s\"`\n", m.name, t, m.json, opts)
			}
		}
		emit("}\n\n")
	}
	p := &Package{Name: w.pkg, Valid: len(w.faults) == 0 && !w.groupConflict, Files: map[string]string{"types.go": b.String()}}
	w.groupFiles(p)
	for _, f := range w.faults {
		if f.kind != nil {
			for i, m := range f.kind.markers {
				if m == f.marker {
					p.Faults = append(p.Faults, Fault{File: "types.go", Line: f.kind.markerLines[i], What: f.what})
				}
			}
		} else {
			p.Faults = append(p.Faults, Fault{File: "types.go", Line: f.mem.line - 1, What: f.what})
		}
	}
	return p
}
