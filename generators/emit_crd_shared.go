package generators

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/selectable-gen/selectable-gen/markers"
)

// A CRD whose versions all list the same selectableFields is rejected by
// kube-apiserver when the versions' schemas differ: apiextensions converts
// a v1 CRD to its internal form by moving every per-version value that all
// versions share to the spec (pkg/apis/apiextensions/v1/conversion.go), and
// its validation then wants spec.selectableFields to come with a schema all
// versions share ("spec.selectableFields: Invalid value: \"\": may only be
// set when validations.schema is included", validation.go; 1.37.2 and
// 1.38.0-beta.0 alike). controller-gen writes such CRDs from the same
// markers. The merge keeps its CRDs out of that trap: the order of a
// selectableFields list means nothing to the server, so where the shared
// list has two fields or more, one version lists them in another order; a
// single shared field has no other order, and that is an error.

// crdVersion is one version of a CRD document as the merge sees it.
type crdVersion struct {
	node *yaml.Node
	name string
	kind *Kind          // nil: not generated in this run; the manifest's values stay
	want map[string]any // the owned keys the merge writes (kind != nil)
}

// shareNoSelectableFields reorders the selectableFields the merge writes
// into one version where every version of the CRD would list the same
// ones and the versions' schemas differ (see above). It returns a note
// for each reordering, and an error at the kind where the shared list is
// one field.
func shareNoSelectableFields(kind string, versions []*crdVersion) ([]string, *markers.Error) {
	if len(versions) < 2 {
		return nil, nil
	}
	shared := versionSelectableFields(versions[0])
	if len(shared) == 0 {
		return nil, nil
	}
	last := -1 // the last version this run writes
	for i, v := range versions {
		if !slices.Equal(versionSelectableFields(v), shared) {
			return nil, nil
		}
		if v.kind != nil {
			last = i
		}
	}
	if last < 0 || versionSchemasAgree(versions) {
		return nil, nil
	}
	names := make([]string, len(versions))
	for i, v := range versions {
		names[i] = v.name
	}
	v := versions[last]
	if len(shared) == 1 {
		return nil, markers.Errorf(v.kind.Pos, "with --crd-dir: every version of %s (%s) selects %s only, and their schemas differ: "+
			"kube-apiserver rejects such a CRD (it moves a selectableFields list every version shares to spec.selectableFields, "+
			"which needs a schema every version shares: \"may only be set when validations.schema is included\"); "+
			"select another field in one of the versions, or give the versions one schema",
			kind, strings.Join(names, ", "), shared[0])
	}
	fields := v.want["selectableFields"].([]any)
	v.want["selectableFields"] = append(slices.Clone(fields[1:]), fields[0])
	return []string{fmt.Sprintf("selectableFields of version %s listed from %s on: every version of %s (%s) selects the same fields and their schemas differ, "+
		"and kube-apiserver rejects a CRD whose versions share one selectableFields list but not one schema; the order means nothing else",
		v.name, shared[1], kind, strings.Join(names, ", "))}, nil
}

// versionSelectableFields are the JSON paths of the selectableFields v
// will list: what the merge writes, or the manifest's.
func versionSelectableFields(v *crdVersion) []string {
	var paths []string
	if v.kind != nil {
		fields, _ := v.want["selectableFields"].([]any)
		for _, f := range fields {
			paths = append(paths, f.(map[string]any)["jsonPath"].(string))
		}
		return paths
	}
	var fields []struct {
		JSONPath string `yaml:"jsonPath"`
	}
	if n := mapValue(v.node, "selectableFields").node; n != nil && n.Decode(&fields) != nil {
		return nil
	}
	for _, f := range fields {
		paths = append(paths, f.JSONPath)
	}
	return paths
}

// versionSchemasAgree says whether every version has the same schema
// (none counts as one), compared as values, as the API server does.
func versionSchemasAgree(versions []*crdVersion) bool {
	schema := func(v *crdVersion) any {
		var s any
		if n := mapValue(v.node, "schema").node; n != nil {
			_ = n.Decode(&s)
		}
		return s
	}
	first := schema(versions[0])
	for _, v := range versions[1:] {
		if !reflect.DeepEqual(schema(v), first) {
			return false
		}
	}
	return true
}
