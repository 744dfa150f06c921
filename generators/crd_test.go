package generators

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"
	sigsyaml "sigs.k8s.io/yaml"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/internal/crdcheck"
	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
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

// mergeEveryVersion merges k into every version of the CRDs in.
func mergeEveryVersion(t *testing.T, in string, k *Kind) []byte {
	t.Helper()
	out, _, err := mergeCRDFile([]byte(in), func(group, kind, version string) *Kind { return k }, false)
	if err != nil {
		t.Fatal(err)
	}
	return out
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

// TestCRDMergeRemovesFirstKey: an owned key that is the first key of its
// version (where controller-gen puts additionalPrinterColumns) is removed
// when the kind no longer declares it; the item's "- " moves to the next
// key. It used to be kept, stale.
func TestCRDMergeRemovesFirstKey(t *testing.T) {
	in := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
  - additionalPrinterColumns:
    - jsonPath: .spec.old
      name: Old
      type: string
    # the version's name
    name: v1
    served: true
`
	out := mergeEveryVersion(t, in, &Kind{Name: "Widget"})
	want := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
    # the version's name
  - name: v1
    served: true
`
	if string(out) != want {
		t.Errorf("merged:\n%s\nwant:\n%s", out, want)
	}
}

// TestCRDMergeKeepsEmptySubresources: controller-gen writes
// "subresources: {}" in a version that has printer columns and no
// subresource (its printcolumn marker makes the map: Gateway API's
// ReferenceGrant). It says what no key says, so the merge keeps it, and
// merging into controller-gen's own CRD changes nothing; it is removed
// only with a subresource in it.
func TestCRDMergeKeepsEmptySubresources(t *testing.T) {
	in := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
  - additionalPrinterColumns:
    - jsonPath: .spec.old
      name: Old
      type: string
    name: v1
    served: true
    subresources: {}
  - name: v2
    served: true
    subresources:
      status: {}
`
	columns := []*Column{{Name: "Old", Type: "string", JSONPath: ".spec.old"}}
	out := mergeEveryVersion(t, in, &Kind{Name: "Widget", Columns: columns})
	want := strings.Replace(in, `    served: true
    subresources:
      status: {}
`, `    additionalPrinterColumns:
    - jsonPath: .spec.old
      name: Old
      type: string
    name: v2
    served: true
`, 1)
	want = strings.Replace(want, `  - name: v2
    additionalPrinterColumns:`, `  - additionalPrinterColumns:`, 1)
	if string(out) != want {
		t.Errorf("merged:\n%s\nwant:\n%s", out, want)
	}
}

// TestCRDMergeWrapsAsControllerGen: a long description is folded where
// controller-gen folds it, at 80 columns counted from the start of the
// line (cluster-api's KubeadmControlPlane, as controller-gen writes it),
// so merging into controller-gen's CRD changes nothing.
func TestCRDMergeWrapsAsControllerGen(t *testing.T) {
	in := `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: example.com
  names:
    kind: Widget
  versions:
  - additionalPrinterColumns:
    - description: This denotes whether or not the control plane has the uploaded
        kubeadm-config configmap
      jsonPath: .status.initialization.controlPlaneInitialized
      name: Initialized
      type: boolean
    - description: Total number of non-terminated machines targeted by this control
        plane that have the desired template spec
      jsonPath: .status.upToDateReplicas
      name: Up-to-date
      type: integer
    name: v1
    served: true
`
	columns := []*Column{
		{Name: "Initialized", Type: "boolean", JSONPath: ".status.initialization.controlPlaneInitialized",
			Description: "This denotes whether or not the control plane has the uploaded kubeadm-config configmap"},
		{Name: "Up-to-date", Type: "integer", JSONPath: ".status.upToDateReplicas",
			Description: "Total number of non-terminated machines targeted by this control plane that have the desired template spec"},
	}
	out := mergeEveryVersion(t, in, &Kind{Name: "Widget", Columns: columns})
	if string(out) != in {
		t.Errorf("merged:\n%s\nwant it unchanged:\n%s", out, in)
	}
}

// multiVersionCRDs runs controller-gen on testdata/input/multiversion (a
// group with two kinds in two versions each) and returns its CRD
// directory.
func multiVersionCRDs(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cg := exec.Command("go", "tool", "controller-gen", "crd", "paths=./testdata/input/multiversion/...", "output:crd:dir="+dir)
	cg.Dir = ".."
	if msg, err := cg.CombinedOutput(); err != nil {
		t.Fatalf("controller-gen: %v\n%s", err, msg)
	}
	return dir
}

var multiVersionPackages = []string{modulePath + "/testdata/input/multiversion/v1", modulePath + "/testdata/input/multiversion/v1beta1"}

// TestCRDMultiVersionGolden: one run generates a kind from two packages (v1
// and v1beta1) and merges into its one CRD: each version gets the columns,
// selectable fields and subresources of its own package. The merged CRDs
// are compared with testdata/golden-crd (go test ./generators -update
// rewrites them). This merge used to write one version and skip the
// other, silently.
func TestCRDMultiVersionGolden(t *testing.T) {
	dir := multiVersionCRDs(t)
	args := DefaultArgs()
	args.CRDDir = dir
	out, err := Generate(args, multiVersionPackages)
	if err != nil {
		t.Fatal(err)
	}
	goldenDir, _ := filepath.Abs("../testdata/golden-crd")
	crds, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if len(crds) != 2 {
		t.Fatalf("controller-gen wrote %d CRDs, want 2", len(crds))
	}
	for _, crd := range crds {
		merged, ok := out.Files[crd]
		if !ok {
			merged, _ = os.ReadFile(crd) // unchanged
		}
		golden := filepath.Join(goldenDir, filepath.Base(crd))
		if *update {
			if err := os.MkdirAll(goldenDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(golden, merged, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test ./generators -update)", err)
		}
		if string(want) != string(merged) {
			t.Errorf("%s differs from %s:\n%s", filepath.Base(crd), golden, lineDiff(string(want), string(merged)))
		}
		msgs, err := crdcheck.ValidateManifest(merged)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range msgs {
			t.Errorf("%s: invalid: %s", filepath.Base(crd), m)
		}
	}
	// The Sprocket versions are declared with +k8s: markers, which
	// controller-gen does not read: each version has its own values.
	sprocket := ownedByVersion(t, out.Files[filepath.Join(dir, "multiversion.example.com_sprockets.yaml")])
	wantSprocket := map[string]string{
		"v1":      `{"additionalPrinterColumns":[{"jsonPath":".spec.teeth","name":"Teeth","type":"integer"}],"selectableFields":[{"jsonPath":".spec.teeth"}],"subresources":{"status":{}}}`,
		"v1beta1": `{"additionalPrinterColumns":[{"jsonPath":".spec.size","name":"Size","type":"string"}],"selectableFields":[{"jsonPath":".spec.size"}]}`,
	}
	if !maps.Equal(sprocket, wantSprocket) {
		t.Errorf("Sprocket versions:\n%v\nwant:\n%v", sprocket, wantSprocket)
	}
}

// TestCRDMultiVersionRestores: controller-gen's CRDs of kinds declared with
// kubebuilder markers in two versions, with every version's columns,
// selectable fields and subresources removed; the merge must give back
// controller-gen's values in every version.
func TestCRDMultiVersionRestores(t *testing.T) {
	dir := multiVersionCRDs(t)
	file := filepath.Join(dir, "multiversion.example.com_gadgets.yaml")
	original, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	stripped := stripOwnedKeys(t, original)
	if err := os.WriteFile(file, stripped, 0o644); err != nil {
		t.Fatal(err)
	}
	args := DefaultArgs()
	args.CRDDir = dir
	out, err := Generate(args, multiVersionPackages)
	if err != nil {
		t.Fatal(err)
	}
	got, want := ownedByVersion(t, out.Files[file]), ownedByVersion(t, original)
	if len(want) != 2 {
		t.Fatalf("controller-gen's CRD has versions %v, want v1 and v1beta1", want)
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if got[k] != want[k] {
			t.Errorf("version %s:\n got %s\nwant %s (controller-gen's)", k, got[k], want[k])
		}
	}
}

// ownedByVersion maps each version of a CRD manifest to the JSON of its
// owned keys.
func ownedByVersion(t *testing.T, manifest []byte) map[string]string {
	t.Helper()
	var crd struct {
		Spec struct {
			Versions []map[string]any `json:"versions"`
		} `json:"spec"`
	}
	if err := sigsyaml.Unmarshal(manifest, &crd); err != nil {
		t.Fatalf("%v\n%s", err, manifest)
	}
	out := map[string]string{}
	for _, v := range crd.Spec.Versions {
		owned := map[string]any{}
		for _, key := range crdOwnedKeys {
			if value, ok := v[key]; ok {
				owned[key] = value
			}
		}
		data, _ := json.Marshal(owned)
		out[v["name"].(string)] = string(data)
	}
	return out
}

// TestCRDMergeKindFromTwoPackages: with --crd-dir, two packages of one
// run that generate the same kind of one group version are an error (a
// positioned one, at the kind of the later package), since the CRD version
// can take its values from one package only; nothing is written.
func TestCRDMergeKindFromTwoPackages(t *testing.T) {
	args := DefaultArgs()
	args.CRDDir = multiVersionCRDs(t)
	out, err := Generate(args, []string{modulePath + "/testdata/crdconflict/v1", multiVersionPackages[0]})
	var list markers.ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("want one error, got %v", err)
	}
	want := "multiversion/v1/types.go:16: with --crd-dir: kind Gadget of multiversion.example.com/v1 is generated from two packages " +
		"(github.com/selectable-gen/selectable-gen/testdata/crdconflict/v1 and github.com/selectable-gen/selectable-gen/testdata/input/multiversion/v1); " +
		"the CRD version takes its values from one package only, so generate each version of a kind from one package only"
	if got := list[0].Error(); !strings.HasSuffix(got, want) {
		t.Errorf("error:\n%s\nwant it to end with:\n%s", got, want)
	}
	if out != nil && len(out.Files) != 0 {
		t.Errorf("files generated by a failed run: %v", out.Paths())
	}
}

// stripOwnedKeys removes columns, selectable fields and subresources from
// every version of a CRD manifest.
func stripOwnedKeys(t *testing.T, manifest []byte) []byte {
	t.Helper()
	var crd map[string]any
	if err := sigsyaml.Unmarshal(manifest, &crd); err != nil {
		t.Fatal(err)
	}
	for _, v := range crd["spec"].(map[string]any)["versions"].([]any) {
		for _, key := range crdOwnedKeys {
			delete(v.(map[string]any), key)
		}
	}
	out, err := sigsyaml.Marshal(crd)
	if err != nil {
		t.Fatal(err)
	}
	return out
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

// TestCRDLeavesOutListPaths: a CRD selects single fields by path, so a
// field through a list ([*] or a filter) is left out with a note.
func TestCRDLeavesOutListPaths(t *testing.T) {
	k := testKind()
	images := &fieldPath{
		Members: []jsontype.Member{
			{Member: types.Member{Name: "Spec", Type: &types.Type{Kind: types.Struct}}, JSONName: "spec"},
			{Member: types.Member{Name: "Containers", Type: &types.Type{Kind: types.Slice}}, JSONName: "containers"},
			{Member: types.Member{Name: "Image", Type: types.String}, JSONName: "image"},
		},
		Lists: []listStep{{After: 2, Elem: &types.Type{Kind: types.Struct}}},
	}
	k.Fields = append(k.Fields, &Field{Name: "spec.containers.image", Path: images, Value: valueRule{Kind: stringValue, Basic: "string"}})
	want, notes := crdValues(k, false)
	if got := want["selectableFields"]; len(got.([]any)) != 1 || got.([]any)[0].(map[string]any)["jsonPath"] != ".spec.color" {
		t.Errorf("selectableFields %v, want .spec.color only", got)
	}
	if !slices.ContainsFunc(notes, func(n string) bool {
		return strings.Contains(n, "selectable field spec.containers.image left out: its path .spec.containers[*].image goes through a list")
	}) {
		t.Errorf("no note on spec.containers.image: %q", notes)
	}
}

// TestCRDColumnFormatNameAndNoDescription: a CRD does not accept format
// name, and shows its default description where description="" gives the
// generated table none: the merge leaves the format out and says both.
func TestCRDColumnFormatNameAndNoDescription(t *testing.T) {
	k := testKind()
	k.Columns[0].Format, k.Columns[0].NoDescription = "name", true
	if got := k.Columns[0].headerDescription(); got != "" {
		t.Errorf("the table's description %q, want none", got)
	}
	want, notes := crdValues(k, false)
	col := want["additionalPrinterColumns"].([]any)[0].(map[string]any)
	if _, ok := col["format"]; ok {
		t.Errorf("the CRD column has format %v", col["format"])
	}
	if _, ok := col["description"]; ok {
		t.Errorf("the CRD column has description %v", col["description"])
	}
	for _, note := range []string{"printer column Color: format name left out", "printer column Color: a CRD shows its default description"} {
		if !slices.ContainsFunc(notes, func(n string) bool { return strings.HasPrefix(n, note) }) {
			t.Errorf("no note %q in %q", note, notes)
		}
	}
}

// TestCRDLeavesOutTableOnlyCEL: with --crd-cel-columns, a column that reads
// now or calls humanDuration, formatLabels or formatLabelSelector is left
// out with a note: Kubernetes' CEL has none of them.
func TestCRDLeavesOutTableOnlyCEL(t *testing.T) {
	names, notes := crdCELColumns(t, nil, "humanDuration(duration('1h'))", "string(now)", "formatLabels({'a': 'b'})", "'plain'")
	if !slices.Equal(names, []string{"Color", "Ready", "'plain'"}) {
		t.Errorf("CRD columns %q, want Color, Ready and 'plain'", names)
	}
	for _, name := range []string{"humanDuration(duration('1h'))", "string(now)", "formatLabels({'a': 'b'})"} {
		if !slices.Contains(notes, "printer column "+name+" left out: it reads now or calls humanDuration, formatLabels or formatLabelSelector, which Kubernetes' CEL does not have") {
			t.Errorf("no note on %s: %q", name, notes)
		}
	}
}

// TestCRDNameColumnAndAnyCells: the CRD merge leaves out a column declared
// as the table's Name column (a CRD's table starts with its own) and
// writes a cellType=any column with its type, each with a note.
func TestCRDNameColumnAndAnyCells(t *testing.T) {
	k := testKind()
	k.Columns[0].NameColumn = true
	k.Columns = append(k.Columns, &Column{Name: "Shares", Type: "string", CellType: "any", Expression: "dyn(1)"})
	want, notes := crdValues(k, true)
	cols := want["additionalPrinterColumns"].([]any)
	if len(cols) != len(k.Columns)-1 {
		t.Fatalf("CRD columns %v, want all but the Name column", cols)
	}
	for _, c := range cols {
		col := c.(map[string]any)
		if col["name"] == k.Columns[0].Name {
			t.Errorf("the Name column %v is in the CRD", col)
		}
		if col["name"] == "Shares" && (col["type"] != "string" || col["cellType"] != nil) {
			t.Errorf("the cellType=any column is %v, want type string", col)
		}
	}
	for _, note := range []string{"printer column Color left out: it is the table's Name column", "printer column Shares: its cells are the expression's values as they are"} {
		if !slices.ContainsFunc(notes, func(n string) bool { return strings.HasPrefix(n, note) }) {
			t.Errorf("no note %q in %q", note, notes)
		}
	}
}

// TestCRDLeavesOutCellOnlyColumns: a cell without a column (cellOnly) has
// no place in a CRD, whose cells are its columns'.
func TestCRDLeavesOutCellOnlyColumns(t *testing.T) {
	k := testKind()
	k.Columns = append(k.Columns, &Column{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp", CellOnly: true})
	want, notes := crdValues(k, true)
	for _, c := range want["additionalPrinterColumns"].([]any) {
		if c.(map[string]any)["name"] == "Age" {
			t.Errorf("the cell-only column is in the CRD: %v", c)
		}
	}
	if note := "printer column Age left out: its cell has no column (cellOnly), and a CRD's cells are its columns'"; !slices.Contains(notes, note) {
		t.Errorf("no note %q in %q", note, notes)
	}
}

// TestCRDLeavesOutColumnsReadingVariables: with --crd-cel-columns, a
// column that reads a +k8s:printerColumnVariable is left out with a note:
// a CRD's columns have no variables.
func TestCRDLeavesOutColumnsReadingVariables(t *testing.T) {
	names, notes := crdCELColumns(t, []selectablecel.Variable{{Name: "x", Expression: "'x'"}}, "variables.x + 'y'", "'plain'")
	if !slices.Equal(names, []string{"Color", "Ready", "'plain'"}) {
		t.Errorf("CRD columns %q, want Color, Ready and 'plain'", names)
	}
	if note := "printer column variables.x + 'y' left out: it reads a variable (+k8s:printerColumnVariable), which a CRD's columns do not have"; !slices.Contains(notes, note) {
		t.Errorf("no note %q in %q", note, notes)
	}
}

// crdCELColumns adds a string CEL column per expression (named by it) to
// the test kind, checked with the kind's variables vars, and returns the
// names of the CRD's columns (--crd-cel-columns) and the merge's notes.
func crdCELColumns(t *testing.T, vars []selectablecel.Variable, exprs ...string) ([]string, []string) {
	t.Helper()
	self := selectablecel.NewObject("v1.Widget")
	env, err := selectablecel.NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	if env, _, err = selectablecel.WithVariables(env, self, vars, selectablecel.PerCallLimit); err != nil {
		t.Fatal(err)
	}
	k := testKind()
	for _, expr := range exprs {
		ast, err := selectablecel.Check(env, self, expr, "string", selectablecel.PerCallLimit)
		if err != nil {
			t.Fatal(err)
		}
		k.Columns = append(k.Columns, &Column{Name: expr, Type: "string", Expression: expr, celAST: ast})
	}
	want, notes := crdValues(k, true)
	var names []string
	for _, c := range want["additionalPrinterColumns"].([]any) {
		names = append(names, c.(map[string]any)["name"].(string))
	}
	return names, notes
}

// TestCRDColumnFormatsFree: a +k8s: column takes any format, as
// metav1.TableColumnDefinition does; the CRD merge keeps OpenAPI's and
// leaves out any other with a note.
func TestCRDColumnFormatsFree(t *testing.T) {
	for format, kept := range map[string]bool{"string": false, "int": false, "int64": true, "date-time": true} {
		k := testKind()
		k.Columns[0].Format = format
		want, notes := crdValues(k, false)
		col := want["additionalPrinterColumns"].([]any)[0].(map[string]any)
		if got, ok := col["format"]; ok != kept || ok && got != format {
			t.Errorf("format %s: the CRD column has format %v (%v), want it kept %v", format, got, ok, kept)
		}
		note := "printer column Color: format " + format + " left out: a CRD does not accept it"
		if has := slices.ContainsFunc(notes, func(n string) bool { return strings.HasPrefix(n, note) }); has == kept {
			t.Errorf("format %s: note %q given %v, want %v: %q", format, note, has, !kept, notes)
		}
	}
}
