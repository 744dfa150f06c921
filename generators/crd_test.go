package generators

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// A CRD as a person may have edited it: comments, keys out of order,
// columns controller-gen wrote that are stale.
const handEditedCRD = `# The widgets CRD. Do not remove this comment.
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
  scope: Namespaced
  versions:
  - name: v1beta1 # an older version: untouched
    served: true
    storage: false
  # v1 is the one we merge into
  - name: v1
    # served comes first here, on purpose
    served: true
    additionalPrinterColumns:
    - jsonPath: .spec.old
      name: Old
      type: string
    schema:
      openAPIV3Schema:
        type: object # keep this comment
    storage: true
`

func testKind() *Kind {
	color := &fieldPath{Members: []jsontype.Member{
		{Member: types.Member{Name: "Spec", Type: &types.Type{Kind: types.Struct}}, JSONName: "spec"},
		{Member: types.Member{Name: "Color", Type: types.String}, JSONName: "color"},
	}}
	return &Kind{
		Name:    "Widget",
		Fields:  []*Field{{Name: "spec.color", Path: color, Value: valueRule{Kind: stringValue, Basic: "string"}}},
		Columns: []*Column{{Name: "Color", Type: "string", JSONPath: ".spec.color"}, {Name: "Ready", Type: "string", Expression: "self.x"}},
		Status:  &statusSubresource{},
	}
}

func mergeForTest(t *testing.T, in string, cel bool) (string, []string) {
	t.Helper()
	k := testKind()
	out, notes, err := mergeCRDFile([]byte(in), func(group, kind, version string) *Kind {
		if group == "example.com" && kind == "Widget" && version == "v1" {
			return k
		}
		return nil
	}, cel)
	if err != nil {
		t.Fatal(err)
	}
	return string(out), notes
}

// TestCRDMergeKeepsEverythingElse: only the three owned keys of the
// matching version change; comments, key order and the other version are
// byte for byte the same, and a second run changes nothing.
func TestCRDMergeKeepsEverythingElse(t *testing.T) {
	out, notes := mergeForTest(t, handEditedCRD, false)
	want := strings.Replace(handEditedCRD, `    additionalPrinterColumns:
    - jsonPath: .spec.old
      name: Old
      type: string
`, `    additionalPrinterColumns:
    - jsonPath: .spec.color
      name: Color
      type: string
`, 1)
	// A missing key goes before the first later key that sorts after it
	// (with that key's comment), or at the end.
	want = strings.Replace(want, `    # served comes first here, on purpose
`, `    selectableFields:
    - jsonPath: .spec.color
    # served comes first here, on purpose
`, 1)
	want = strings.Replace(want, `    storage: true
`, `    storage: true
    subresources:
      status: {}
`, 1)
	if out != want {
		t.Errorf("merged:\n%s\nwant:\n%s", out, want)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], `printer columns Ready left out: they are CEL expressions`) {
		t.Errorf("notes %q", notes)
	}
	again, _ := mergeForTest(t, out, false)
	if again != out {
		t.Errorf("a second merge changed the file:\n%s", again)
	}
}

// TestCRDMergeFirstKey: a key that sorts before the first key of the
// version takes over the item's "- ", as controller-gen writes it.
func TestCRDMergeFirstKey(t *testing.T) {
	in := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
  - name: v1
    served: true
`
	out, _ := mergeForTest(t, in, true)
	want := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
  - additionalPrinterColumns:
    - jsonPath: .spec.color
      name: Color
      type: string
    - expression: self.x
      name: Ready
      type: string
    name: v1
    selectableFields:
    - jsonPath: .spec.color
    served: true
    subresources:
      status: {}
`
	if out != want {
		t.Errorf("merged:\n%s\nwant:\n%s", out, want)
	}
	if again, _ := mergeForTest(t, out, true); again != out {
		t.Errorf("not idempotent:\n%s", again)
	}
}

// TestCRDMergeOtherDocuments: documents that are not the kind's CRD, or
// not CRDs, are left alone.
func TestCRDMergeOtherDocuments(t *testing.T) {
	in := "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec:\n  group: other.com\n  names:\n    kind: Widget\n  versions:\n  - name: v1\n"
	if out, notes := mergeForTest(t, in, false); out != in || len(notes) != 0 {
		t.Errorf("changed an unrelated document:\n%s\n%v", out, notes)
	}
	if _, _, err := mergeCRDFile([]byte("a: [b"), nil, false); err == nil || !strings.Contains(err.Error(), "not valid YAML") {
		t.Errorf("bad YAML: %v", err)
	}
}

// TestCRDMergeMemberLevelField: a member-level selectable field (the KEP's
// own form) is merged into the kind's CRD like a kind-level one. This run
// used to panic: the path of a member-level marker was half-built.
func TestCRDMergeMemberLevelField(t *testing.T) {
	dir := t.TempDir()
	crd := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: deployments.layout.example.com
spec:
  group: layout.example.com
  names:
    kind: Deployment
    plural: deployments
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
`
	file := filepath.Join(dir, "layout.example.com_deployments.yaml")
	if err := os.WriteFile(file, []byte(crd), 0o644); err != nil {
		t.Fatal(err)
	}
	args := DefaultArgs()
	args.CRDDir = dir
	out, err := Generate(args, []string{modulePath + "/testdata/input/kubebuilderlayout"})
	if err != nil {
		t.Fatal(err)
	}
	merged := string(out.Files[file])
	for _, want := range []string{"selectableFields:\n    - jsonPath: .spec.clusterName\n", "name: Available\n      type: integer\n", "subresources:\n      status: {}\n"} {
		if !strings.Contains(merged, want) {
			t.Errorf("merged CRD lacks %q:\n%s", want, merged)
		}
	}
}

// TestCRDLeavesOutClusterNamespace: metadata.namespace in a cluster-scoped
// kind's field set is not a CRD selectable field (the CRD API rejects
// paths in metadata, and a cluster-scoped custom resource's field set has
// no namespace), so the merge leaves it out with a note.
func TestCRDLeavesOutClusterNamespace(t *testing.T) {
	k := testKind()
	ns := &fieldPath{Members: []jsontype.Member{
		{Member: types.Member{Name: "ObjectMeta", Type: &types.Type{Kind: types.Struct}}, JSONName: "metadata"},
		{Member: types.Member{Name: "Namespace", Type: types.String}, JSONName: "namespace"},
	}}
	k.Fields = append([]*Field{{Name: "metadata.namespace", Path: ns, Value: valueRule{Kind: stringValue, Basic: "string"}}}, k.Fields...)
	want, notes := crdValues(k, false)
	if got := want["selectableFields"]; len(got.([]any)) != 1 || got.([]any)[0].(map[string]any)["jsonPath"] != ".spec.color" {
		t.Errorf("selectableFields %v, want .spec.color only", got)
	}
	found := false
	for _, n := range notes {
		found = found || strings.Contains(n, "selectable field metadata.namespace left out")
	}
	if !found {
		t.Errorf("no note on metadata.namespace: %q", notes)
	}
}
