package randapi

import (
	"fmt"
	"slices"
	"strings"
)

// A random kind: its spec and status, and its markers (selectable fields,
// field labels, columns, subresources, selector generation, resource).

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

// A kindDraft is what the stages drawing a kind's markers share.
type kindDraft struct {
	k *kind
	// i is the kind's index in its package.
	i int
	// shared: the kind's spec is the kind before's (member-level markers
	// reach both).
	shared bool
	// kb: the kind's dialect for kind-level markers is kubebuilder's.
	kb bool
	// root holds spec and status; leafPaths are the leaves it reaches.
	root      *structT
	leafPaths []path
	// fields counts the selectable fields so far (at most 6 are drawn);
	// declared are the kind-level ones, by name.
	fields   int
	declared []string
}

// kind draws kind i and its markers, stage by stage (the order of the
// random draws is the package's: the same seed, the same package).
func (w *writer) kind(i int) {
	d := w.newKind(i)
	w.selectableFields(d)
	w.listFields(d)
	w.fieldLabels(d)
	cellOnly := w.columns(d)
	w.subresources(d)
	w.selectorGeneration(d)
	w.resourceMarkers(d)
	w.lastColumns(d, cellOnly)
}

// newKind draws the kind's name, spec and status.
func (w *writer) newKind(i int) *kindDraft {
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
	return &kindDraft{k: k, i: i, shared: shared, kb: kb, root: root, leafPaths: leafPaths}
}

// selectableFields draws selectable fields: member-level on some reachable
// leaves (they apply to every kind reaching the member: only on members of
// this kind's own structs), kind-level on others.
func (w *writer) selectableFields(d *kindDraft) {
	k, shared, kb, leafPaths := d.k, d.shared, d.kb, d.leafPaths
	// At most one watch-cache trigger per kind, counting those already on
	// members of a struct it shares with another kind.
	// The same for the field limit: fields it reaches on a shared struct
	// count before it adds its own.
	trigger := false
	for _, p := range leafPaths {
		l := p.members[len(p.members)-1]
		trigger = trigger || strings.Contains(strings.Join(l.markers, " "), "trigger=true")
		if len(l.markers) > 0 {
			d.fields++
		}
	}
	for _, p := range leafPaths {
		l := p.members[len(p.members)-1]
		if len(l.markers) > 0 { // a member-level field of a shared struct: counted
			continue
		}
		if !l.leaf.selectable || d.fields >= 6 || w.chance(0.5) {
			continue
		}
		d.fields++
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
		d.declared = append(d.declared, strings.TrimPrefix(p.json, "."))
		switch {
		case !shared && w.chance(0.4):
			l.markers = append(l.markers, marker+strings.Replace(args, ",", ":", 1))
		case kb && args == "":
			k.markers = append(k.markers, fmt.Sprintf("+kubebuilder:selectablefield:JSONPath=%q", p.json))
			if w.chance(0.3) {
				// The kind's one trigger where the path has an even
				// length (no draw: the random sequence stays the same).
				index := ""
				if !trigger && len(p.json)%2 == 0 {
					index, trigger = ",trigger=true", true
				}
				k.markers = append(k.markers, fmt.Sprintf("+k8s:schema:index:field=%q%s", strings.TrimPrefix(p.json, "."), index))
			}
		default:
			if omitAbsent {
				args += ",omitAbsent=true"
			}
			k.markers = append(k.markers, fmt.Sprintf("%s:jsonPath=%q%s", marker, p.json, args))
		}
	}
}

// isKeyMarker reports whether a list member's marker names its key.
func isKeyMarker(marker string) bool {
	for _, prefix := range []string{"+listMapKey=", "+k8s:listMapKey=", "+patchMergeKey="} {
		if strings.HasPrefix(marker, prefix) {
			return true
		}
	}
	return false
}

// listFields draws fields through lists, kind-level: a multi-valued field
// ([*]) of a leaf of a list's items, and a field through a filter on the
// list's key (which the list then declares, +listType=map and
// +listMapKey or validation-gen's +k8s:listType and +k8s:listMapKey, or
// +patchMergeKey).
func (w *writer) listFields(d *kindDraft) {
	k, root := d.k, d.root
	for _, lm := range containerMembers(root, "") {
		if !lm.m.list || d.fields >= 6 || w.chance(0.5) {
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
		d.declared = append(d.declared, strings.TrimPrefix(lm.json, ".")+"."+value.json)
		d.fields++
		if key == nil || d.fields >= 6 || w.chance(0.2) {
			continue
		}
		keyedBy := func(marker string) bool { return slices.Contains(lm.m.markers, marker+key.json) }
		if !keyedBy("+listMapKey=") && !keyedBy("+k8s:listMapKey=") && !keyedBy("+patchMergeKey=") {
			if slices.ContainsFunc(lm.m.markers, isKeyMarker) {
				continue // keyed by another member already
			}
			if w.chance(0.5) {
				// A CRD requires a map list's key (no omitempty: required).
				// validation-gen's spelling for keys of an even length (no
				// draw, so that the random sequence stays the same).
				if len(key.json)%2 == 0 {
					lm.m.markers = append(lm.m.markers, "+k8s:listType=map", "+k8s:listMapKey="+key.json)
				} else {
					lm.m.markers = append(lm.m.markers, "+listType=map", "+listMapKey="+key.json)
				}
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
		d.declared = append(d.declared, strings.TrimPrefix(lm.json, ".")+"."+lit+"."+value.json)
		d.fields++
	}
}

// fieldLabels draws field label conversion as built-in kinds have it: a
// legacy label converted to a declared field, a label accepted but never
// set, a field computed but rejected, a message of its own; or no
// conversion registered at all.
func (w *writer) fieldLabels(d *kindDraft) {
	k := d.k
	switch {
	case w.chance(0.05):
		k.markers = append(k.markers, `+k8s:schema:fieldLabelConversion:registered=false`)
	default:
		if len(d.declared) > 0 && w.chance(0.2) {
			k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:fieldLabel:name="legacy.%s",internalName=%q,description="Legacy name"`,
				strings.ReplaceAll(d.declared[0], ".", "-"), d.declared[0]))
		}
		if w.chance(0.15) {
			k.markers = append(k.markers, `+k8s:schema:fieldLabel:name="x.neverSet",description="Accepted but never set"`)
		}
		if d.fields < 7 && w.chance(0.1) {
			k.markers = append(k.markers, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="Legacy alias",accepted=false`)
		}
		if w.chance(0.15) {
			k.markers = append(k.markers, fmt.Sprintf(`+k8s:schema:fieldLabelConversion:message="field label %%q not supported for %s"`, k.name))
		}
	}
}

// columns draws printer columns, variables, row order, headers and row
// conditions; it returns a cell-only column to write last.
func (w *writer) columns(d *kindDraft) string {
	k, kb, root, leafPaths := d.k, d.kb, d.root, d.leafPaths
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
		// A row condition (+k8s:printerRowCondition), of a type of its
		// own where the kind's name has an even length (no draw, so that
		// the random sequence stays), of the default type (Completed)
		// otherwise.
		typ := ""
		if len(k.name)%2 == 0 {
			typ = "type=Labeled,"
		}
		k.markers = append(k.markers,
			"+k8s:printerRowCondition:"+typ+"reason=Labeled,message=\"It has labels.\",expression=`has(self.metadata.labels) && size(self.metadata.labels) > 0`")
	}
	// A cell without a column (cellOnly), written after every other
	// column: rows carry an age no column names, as kube-apiserver's
	// IPAddress rows do.
	var cellOnly string
	if !kb && w.chance(0.2) {
		cellOnly = fmt.Sprintf("+k8s:printerColumn:name=%q,type=date,jsonPath=\".metadata.creationTimestamp\",cellOnly=true", w.name("Cell"))
	}
	return cellOnly
}

// subresources draws /status and /scale.
func (w *writer) subresources(d *kindDraft) {
	k, kb, shared := d.k, d.kb, d.shared
	// Every third kind of the +k8s: dialect says its subresources as
	// k8s.io/api does, with validation-gen's +k8s:supportsSubresource (by
	// the kind's index, which keeps the random sequence).
	hinted := !kb && d.i%3 == 2
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
}

// selectorGeneration draws +k8s:selectorGeneration.
func (w *writer) selectorGeneration(d *kindDraft) {
	k, shared := d.k, d.shared
	// Selector generation needs spec to be a value (it writes through it).
	if !k.specPtr && !shared && w.chance(0.25) {
		tmpl := &structT{name: w.name("PodTemplate"), object: true}
		tmpl.members = []*member{{name: "Image", json: "image", leaf: &leaves[0], goType: "string", omitempty: true}}
		w.structs = append(w.structs, tmpl)
		// Job's field names and labels, or, for even-length kind names
		// (no draw, so that the random sequence stays), fields and labels
		// of the kind's own, named by the marker.
		selector, manual, template, marker := "selector", "manualSelector", "template", "+k8s:selectorGeneration"
		if len(k.name)%2 == 0 {
			selector, manual, template = "podSelector", "manual", "podTemplate"
			marker += fmt.Sprintf(`:selector=".spec.%s",manualSelector=".spec.%s",template=".spec.%s",uidLabel="example.com/uid",nameLabel="example.com/%s"`,
				selector, manual, template, strings.ToLower(k.name))
		}
		k.spec.members = append(k.spec.members,
			&member{name: "Selector", json: selector, goType: "metav1.LabelSelector", ptr: true, omitempty: true},
			&member{name: "ManualSelector", json: manual, goType: "bool", ptr: true, omitempty: true},
			&member{name: "Template", json: template, goType: tmpl.name, strct: tmpl, template: true})
		k.markers = append(k.markers, marker)
	}
}

// resourceMarkers draws the opt-in and the resource and scope markers.
func (w *writer) resourceMarkers(d *kindDraft) {
	k := d.k
	if w.chance(0.15) {
		// The opt-in in either spelling (by the kind's index, which keeps
		// the random sequence): the old one is read the same, with a note.
		k.markers = append(k.markers, [2]string{"+selectable-gen=true", "+k8s:selectable-gen=true"}[d.i%2])
	}
	if w.peer != nil {
		if m := w.peer.kinds[d.i].resource; m != "" {
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
			// The singular name for even-length kind names, the scope
			// written out (the default, which controller-gen's CRD takes
			// too) for the others: no draw, so that the random sequence
			// stays.
			if len(k.name)%2 == 0 {
				k.resource += ",singular=" + strings.ToLower(k.name) + "-item"
			} else {
				k.resource += ",scope=Namespaced"
			}
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
}

// lastColumns draws the columns written after every other: a Name
// column, a duplicate name, and the cell-only column.
func (w *writer) lastColumns(d *kindDraft, cellOnly string) {
	k, kb := d.k, d.kb
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
