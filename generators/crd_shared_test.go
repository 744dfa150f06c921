package generators

import (
	"errors"
	"go/token"
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/internal/crdcheck"
	"github.com/selectable-gen/selectable-gen/markers"
)

// twoVersionCRD is a CRD of two versions; schemaB is v1beta1's schema
// (v1's is the same when schemaB is sameSchema).
func twoVersionCRD(schemaB string) string {
	return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
` + sameSchema + `    served: true
    storage: true
  - name: v1beta1
    schema:
      openAPIV3Schema:
` + schemaB + `    served: true
    storage: false
`
}

const sameSchema = `        type: object
        properties:
          spec:
            type: object
            properties:
              color:
                type: string
              size:
                type: string
`

// otherSchema is sameSchema with one more property.
const otherSchema = sameSchema + `              shape:
                type: string
`

// kindSelecting is a kind whose selectable fields are spec.<name> for
// each name, at file:line k.go:7.
func kindSelecting(names ...string) *Kind {
	k := &Kind{Name: "Widget", Pos: token.Position{Filename: "k.go", Line: 7}}
	for _, n := range names {
		path := &fieldPath{Members: []jsontype.Member{
			{Member: types.Member{Name: "Spec", Type: &types.Type{Kind: types.Struct}}, JSONName: "spec"},
			{Member: types.Member{Name: n, Type: types.String}, JSONName: n},
		}}
		k.Fields = append(k.Fields, &Field{Name: "spec." + n, Path: path, Value: valueRule{Kind: stringValue, Basic: "string"}})
	}
	return k
}

func mergeBothVersions(in string, k *Kind) ([]byte, []string, error) {
	return mergeCRDFile([]byte(in), func(group, kind, version string) *Kind { return k }, false)
}

// TestCRDSharedSelectableFieldsUpstream: the API server's validation
// rejects a CRD whose versions list the same selectableFields and have
// different schemas (what the merge steers clear of), and takes it when
// the schemas agree or the lists differ, even only in order.
func TestCRDSharedSelectableFieldsUpstream(t *testing.T) {
	fields := func(paths ...string) string {
		s := "    selectableFields:\n"
		for _, p := range paths {
			s += "    - jsonPath: " + p + "\n"
		}
		return s
	}
	withFields := func(crd, v1, v1beta1 string) string {
		crd = strings.Replace(crd, "    served: true\n    storage: true\n", v1+"    served: true\n    storage: true\n", 1)
		return strings.Replace(crd, "    served: true\n    storage: false\n", v1beta1+"    served: true\n    storage: false\n", 1)
	}
	for _, c := range []struct {
		name, crd string
		valid     bool
	}{
		{"same list, schemas differ", withFields(twoVersionCRD(otherSchema), fields(".spec.color"), fields(".spec.color")), false},
		{"same list, same schema", withFields(twoVersionCRD(sameSchema), fields(".spec.color"), fields(".spec.color")), true},
		{"lists differ in order", withFields(twoVersionCRD(otherSchema), fields(".spec.color", ".spec.size"), fields(".spec.size", ".spec.color")), true},
		{"lists differ", withFields(twoVersionCRD(otherSchema), fields(".spec.color"), fields(".spec.size")), true},
	} {
		msgs, err := crdcheck.ValidateManifest([]byte(c.crd))
		if err != nil {
			t.Fatal(err)
		}
		if valid := len(msgs) == 0; valid != c.valid {
			t.Errorf("%s: valid %v, want %v: %v", c.name, valid, c.valid, msgs)
		}
		if !c.valid && (len(msgs) != 1 || !strings.Contains(msgs[0], "spec.selectableFields: Invalid value: \"\": may only be set when validations.schema is included")) {
			t.Errorf("%s: %v", c.name, msgs)
		}
	}
}

// TestCRDSharedSelectableFieldsReordered: where every version would list
// the same two fields and the schemas differ, the last version lists them
// in another order, with a note, and the API server takes the CRD.
func TestCRDSharedSelectableFieldsReordered(t *testing.T) {
	out, notes, err := mergeBothVersions(twoVersionCRD(otherSchema), kindSelecting("color", "size"))
	if err != nil {
		t.Fatal(err)
	}
	want := "  - name: v1beta1\n    schema:"
	at := strings.Index(string(out), want)
	if at < 0 {
		t.Fatalf("no v1beta1:\n%s", out)
	}
	v1, v1beta1 := string(out[:at]), string(out[at:])
	if !strings.Contains(v1, "- jsonPath: .spec.color\n    - jsonPath: .spec.size\n") ||
		!strings.Contains(v1beta1, "- jsonPath: .spec.size\n    - jsonPath: .spec.color\n") {
		t.Errorf("want v1 in declaration order and v1beta1 from its second field on:\n%s", out)
	}
	if len(notes) != 1 || notes[0] != "Widget example.com: selectableFields of version v1beta1 listed from .spec.size on: every version of Widget (v1, v1beta1) selects the same fields and their schemas differ, "+
		"and kube-apiserver rejects a CRD whose versions share one selectableFields list but not one schema; the order means nothing else" {
		t.Errorf("notes: %q", notes)
	}
	if msgs, err := crdcheck.ValidateManifest(out); err != nil || len(msgs) != 0 {
		t.Errorf("merged CRD rejected: %v %v\n%s", err, msgs, out)
	}
	again, notes, err := mergeBothVersions(string(out), kindSelecting("color", "size"))
	if err != nil || string(again) != string(out) || len(notes) != 1 {
		t.Errorf("a second merge changed the CRD (%v, %q):\n%s", err, notes, again)
	}

	// One schema: the API server moves both to the spec, and takes them.
	out, notes, err = mergeBothVersions(twoVersionCRD(sameSchema), kindSelecting("color", "size"))
	if err != nil || len(notes) != 0 || strings.Count(string(out), "- jsonPath: .spec.color\n    - jsonPath: .spec.size\n") != 2 {
		t.Errorf("one schema: want both versions in declaration order, no note (%v, %q):\n%s", err, notes, out)
	}
	if msgs, err := crdcheck.ValidateManifest(out); err != nil || len(msgs) != 0 {
		t.Errorf("merged CRD rejected: %v %v\n%s", err, msgs, out)
	}
}

// TestCRDSharedSelectableFieldError: one field every version shares, with
// schemas that differ, has no order that helps: an error at the kind.
func TestCRDSharedSelectableFieldError(t *testing.T) {
	_, _, err := mergeBothVersions(twoVersionCRD(otherSchema), kindSelecting("color"))
	var list markers.ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("want one positioned error, got %v", err)
	}
	want := `k.go:7: with --crd-dir: every version of Widget (v1, v1beta1) selects .spec.color only, and their schemas differ: ` +
		`kube-apiserver rejects such a CRD (it moves a selectableFields list every version shares to spec.selectableFields, ` +
		`which needs a schema every version shares: "may only be set when validations.schema is included"); ` +
		`select another field in one of the versions, or give the versions one schema`
	if got := list[0].Error(); got != want {
		t.Errorf("error:\n got %s\nwant %s", got, want)
	}
	// A version this run does not write keeps its own list: the check
	// reads it from the manifest.
	lookupV1 := func(group, kind, version string) *Kind {
		if version == "v1" {
			return kindSelecting("color")
		}
		return nil
	}
	in := strings.Replace(twoVersionCRD(otherSchema), "    served: true\n    storage: false\n", "    selectableFields:\n    - jsonPath: .spec.color\n    served: true\n    storage: false\n", 1)
	if _, _, err := mergeCRDFile([]byte(in), lookupV1, false); err == nil || !strings.Contains(err.Error(), "every version of Widget (v1, v1beta1) selects .spec.color only") {
		t.Errorf("manifest's own list of v1beta1: %v", err)
	}
	in = strings.Replace(in, "jsonPath: .spec.color\n    served: true\n    storage: false", "jsonPath: .spec.size\n    served: true\n    storage: false", 1)
	if _, _, err := mergeCRDFile([]byte(in), lookupV1, false); err != nil {
		t.Errorf("lists differ: %v", err)
	}
}
