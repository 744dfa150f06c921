package generators

import (
	"strings"
	"testing"

	"k8s.io/gengo/v2"
	"k8s.io/gengo/v2/generator"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// TestProvidedMetaV1Types: the CEL types runtime/cel provides for
// meta/v1's structs are those the generator derives from the Go types (at
// the apimachinery this module pins), field for field, so that a column
// reads metadata alike whichever the generated code uses.
func TestProvidedMetaV1Types(t *testing.T) {
	var u types.Universe
	getTargets := func(c *generator.Context) []generator.Target {
		u = c.Universe
		return nil
	}
	if err := gengo.Execute(nameSystems(), "raw", getTargets, gengo.StdBuildTag, []string{selectablecel.MetaV1Package}); err != nil {
		t.Fatal(err)
	}
	var errs markers.ErrorList
	b := newCELSchemaBuilder(newCELTypes(), newMarkerIndex(markers.NewDefaultRegistry(true), u, []string{gengo.StdBuildTag}, &errs), false)
	for name, provided := range selectablecel.MetaV1Types {
		goType := u.Type(types.Name{Package: selectablecel.MetaV1Package, Name: name})
		if goType.Kind != types.Struct {
			t.Fatalf("meta/v1 has no struct %s", name)
		}
		if diff := sameCELType(b.typeOf(goType, nil, ""), provided(), name); diff != "" {
			t.Errorf("runtime/cel's %sType differs from the Go type: %s", name, diff)
		}
	}
	if len(errs) > 0 {
		t.Fatal(errs)
	}
}

// sameCELType compares two CEL types by structure (object names aside),
// and says where they differ.
func sameCELType(derived, provided *selectablecel.Type, at string) string {
	if derived.Kind != provided.Kind || derived.MaxItems != provided.MaxItems {
		return at + ": kinds or bounds differ"
	}
	switch derived.Kind {
	case selectablecel.List, selectablecel.Map:
		return sameCELType(derived.Elem, provided.Elem, at+"[]")
	case selectablecel.Object:
		dn, pn := derived.FieldNames(), provided.FieldNames()
		if len(dn) != len(pn) {
			return at + ": fields " + strings.Join(dn, ",") + " against " + strings.Join(pn, ",")
		}
		for i, name := range dn {
			if pn[i] != name {
				return at + ": fields " + strings.Join(dn, ",") + " against " + strings.Join(pn, ",")
			}
			df, _ := derived.FieldType(name)
			pf, _ := provided.FieldType(name)
			if diff := sameCELType(df, pf, at+"."+name); diff != "" {
				return diff
			}
		}
	}
	return ""
}
