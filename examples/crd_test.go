package examples_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"sigs.k8s.io/yaml"

	"github.com/selectable-gen/selectable-gen/internal/crdcheck"
)

func readCRD(t *testing.T, path string) *apiextensionsv1.CustomResourceDefinition {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	crd := &apiextensionsv1.CustomResourceDefinition{}
	if err := yaml.UnmarshalStrict(data, crd); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return crd
}

// validateCRD runs the API server's CRD validation.
func validateCRD(t *testing.T, crd *apiextensionsv1.CustomResourceDefinition) []string {
	t.Helper()
	out, err := crdcheck.Validate(crd)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestExampleCRDsValidate: every CRD controller-gen wrote for the examples,
// with selectable-gen's selectable fields, printer columns and
// subresources merged in, passes the API server's CRD validation.
func TestExampleCRDsValidate(t *testing.T) {
	paths, _ := filepath.Glob("crds/*.yaml")
	if len(paths) < 4 {
		t.Fatalf("only %d CRDs in examples/crds; run hack/update-codegen.sh", len(paths))
	}
	merged := 0
	for _, p := range paths {
		crd := readCRD(t, p)
		if errs := validateCRD(t, crd); len(errs) > 0 {
			t.Errorf("%s: %v", p, errs)
		}
		for _, v := range crd.Spec.Versions {
			if len(v.SelectableFields) > 0 || len(v.AdditionalPrinterColumns) > 0 || v.Subresources != nil {
				merged++
			}
		}
	}
	selector := readCRD(t, "crds/stable.example.com_selectors.yaml").Spec.Versions[0]
	if len(selector.SelectableFields) != 2 || selector.SelectableFields[0].JSONPath != ".spec.color" ||
		len(selector.AdditionalPrinterColumns) != 2 || selector.AdditionalPrinterColumns[1].Name != "Size" {
		t.Errorf("Selector CRD is not the KEP's: %+v", selector)
	}
	rollout := readCRD(t, "crds/workloads.example.com_rollouts.yaml").Spec.Versions[0]
	if rollout.Subresources == nil || rollout.Subresources.Status == nil || rollout.Subresources.Scale == nil ||
		rollout.Subresources.Scale.SpecReplicasPath != ".spec.replicas" || *rollout.Subresources.Scale.LabelSelectorPath != ".status.selector" {
		t.Errorf("Rollout subresources: %+v", rollout.Subresources)
	}
	if merged < 4 {
		t.Errorf("only %d versions carry merged data", merged)
	}
}

// TestCRDRejectionsCaughtLocally: what the API server's CRD validation
// rejects (nine selectable fields, a float field, a metadata path) is
// already an error at generation time, with file and line (the
// testdata/bad cases), before any CRD is written.
func TestCRDRejectionsCaughtLocally(t *testing.T) {
	base := readCRD(t, "crds/stable.example.com_selectors.yaml")
	schema := base.Spec.Versions[0].Schema.OpenAPIV3Schema
	spec := schema.Properties["spec"]
	for i := 0; i < 9; i++ {
		spec.Properties[string(rune('a'+i))] = apiextensionsv1.JSONSchemaProps{Type: "string"}
	}
	spec.Properties["ratio"] = apiextensionsv1.JSONSchemaProps{Type: "number"}
	schema.Properties["spec"] = spec
	cases := []struct {
		name     string
		fields   []string
		upstream string // the API server's message
		ours     string // our errors.golden file and a piece of the message
		oursMsg  string
	}{
		{"nine fields", []string{".spec.a", ".spec.b", ".spec.c", ".spec.d", ".spec.e", ".spec.f", ".spec.g", ".spec.h", ".spec.i"},
			"Too many: 9: must have at most 8 items", "../testdata/bad/limits/errors.golden", "declares 9 selectable fields, more than the limit of 8"},
		{"float field", []string{".spec.ratio"},
			"must point to a field of type string, boolean or integer", "../testdata/bad/types/errors.golden", "type float64 cannot be a selectable field"},
		{"metadata path", []string{".metadata.labels"},
			"is an invalid path", "../testdata/bad/names/errors.golden", "no other metadata field can be"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			crd := base.DeepCopy()
			crd.Spec.Versions[0].SelectableFields = nil
			for _, f := range c.fields {
				crd.Spec.Versions[0].SelectableFields = append(crd.Spec.Versions[0].SelectableFields, apiextensionsv1.SelectableField{JSONPath: f})
			}
			errs := validateCRD(t, crd)
			if !strings.Contains(strings.Join(errs, "\n"), c.upstream) {
				t.Errorf("the API server does not reject it as expected: %v", errs)
			}
			golden, err := os.ReadFile(c.ours)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(golden), c.oursMsg) {
				t.Errorf("%s lacks the local error %q", c.ours, c.oursMsg)
			}
		})
	}
}
