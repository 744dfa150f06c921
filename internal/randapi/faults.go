package randapi

import (
	"math/rand"
	"slices"
	"strings"
)

// Faults: the problems injected into an invalid package, each one the
// generator must report at its line.

// pendingFault is a fault marker waiting for its line number.
type pendingFault struct {
	what string
	// kind or mem: where the marker went.
	kind   *kind
	mem    *member
	marker string
	// quiet: the marker is right, but names a wrong declaration; the
	// generator must not report it (the declaration's error says it all).
	quiet bool
	// inner: the marker is on the member of mem's unnamed struct type,
	// on the line after mem's.
	inner bool
}

// fault adds one problem the generator must report.
func (w *writer) fault() {
	k := w.kinds[w.r.Intn(len(w.kinds))]
	switch w.r.Intn(12) {
	case 11:
		// A wrong variable hides none of the kind's other faults (only
		// what reads a variable, which no fault does): a CEL column's
		// after it is reported too.
		bad := w.name("bad")
		w.addKindFault(k, `+k8s:printerColumnVariable:name=`+bad+`,expression="self.noSuchField"`, "a column variable over no field")
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=integer,expression="self.metadata.name"`, "a string CEL expression in an integer column")
		w.addQuiet(k, `+k8s:printerColumn:name="`+w.name("ReadsBad")+`",type=string,expression="variables.`+bad+`"`, "a column reading the wrong variable")
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
		// A selectable field whose marker is rejected for an argument, in
		// either dialect, and an index on it, which must stay quiet.
		if w.r.Intn(2) == 0 {
			w.addKindFault(k, `+kubebuilder:selectablefield:JSONPath=".spec.declaredWrongly",indexed=true`, "indexed on +kubebuilder:selectablefield")
			w.addQuiet(k, `+k8s:schema:index:field="spec.declaredWrongly"`, "an index on the field declared with indexed")
			break
		}
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe`, "a trigger that is not a boolean")
		w.addQuiet(k, `+k8s:schema:index:field="name"`, "an index on the field whose trigger is not a boolean")
	case 0:
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath=".spec.noSuchField"`, "a selectable field names no field")
		w.addQuiet(k, `+k8s:schema:index:field="spec.noSuchField"`, "an index on the field that names no field")
	case 1:
		w.addKindFault(k, `+k8s:schema:selectableField:jsonPath="spec.noDot"`, "a jsonPath without the leading dot")
	case 2:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"`, "a column type that does not exist")
	case 3:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1`, "an unknown argument")
	case 4:
		w.addKindFault(k, `+k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"`, "a CEL expression over no field")
	case 5:
		// A member-level marker on a member another one shadows in JSON,
		// or on a type no field selector can compare.
		for _, s := range w.structs {
			for _, m := range s.members {
				if m.shadowed && len(m.markers) == 0 && w.chance(0.5) {
					m.markers = append(m.markers, "+k8s:schema:selectableField")
					w.faults = append(w.faults, pendingFault{what: "a member-level selectable field on a member shadowed in JSON", mem: m, marker: "+k8s:schema:selectableField"})
					return
				}
			}
		}
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

// laterFaults adds the faults written after the others were, from a
// random stream of their own: every seed keeps the faults it drew before
// them (the seeds that the light and heavy runs name for a fault still
// draw it).
func (w *writer) laterFaults() {
	r := rand.New(rand.NewSource(int64(uint64(w.seed) * 0x9E3779B97F4A7C15)))
	if r.Intn(3) == 0 {
		// A marker of selectable-gen on a member of an unnamed struct
		// type, where markers are not read (controller-gen accepts no
		// such struct, so only an invalid package has one). The light run
		// draws it at seed 6, the heavy one at 18, 24 and 30.
		k := w.kinds[r.Intn(len(w.kinds))]
		marker := []string{"+k8s:schema:selectableField", `+k8s:schema:index:field="spec.x"`, "+kubebuilder:selectablefield:JSONPath=.x", "+k8s:schema:selectablefeld"}[r.Intn(4)]
		m := &member{name: w.name("Unnamed"), goType: "struct {\n\t\t// " + marker + "\n\t\tX string `json:\"x\"`\n\t}"}
		m.json = strings.ToLower(m.name[:1]) + m.name[1:]
		k.spec.members = append(k.spec.members, m)
		w.faults = append(w.faults, pendingFault{what: "a marker on a member of an unnamed struct", mem: m, marker: marker, inner: true})
	}
}

func (w *writer) addKindFault(k *kind, marker, what string) {
	k.markers = append(k.markers, marker)
	w.faults = append(w.faults, pendingFault{what: what, kind: k, marker: marker})
}

// addQuiet adds a marker that names what a fault declares wrongly and must
// not be reported itself.
func (w *writer) addQuiet(k *kind, marker, what string) {
	if slices.Contains(k.markers, marker) {
		return // the same fault twice on one kind: one such marker is enough
	}
	k.markers = append(k.markers, marker)
	w.faults = append(w.faults, pendingFault{what: what, kind: k, marker: marker, quiet: true})
}
