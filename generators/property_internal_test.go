package generators

import (
	"fmt"
	"strings"
)

// The internal-version part of the property test: random groups stored as
// internal objects and served in two versions (randapi.WriteInternal), whose
// internal declarations generate FooInternalKind. A test package of its own
// (one test binary for every such group) checks, on random internal
// objects and random field selectors, that selecting through the internal
// kind (runtime.NewInternalDescriptor's one field set per object, the
// selector's labels converted by VersionFieldLabelConversion) selects
// exactly what the CRD strategy selects with that version's selectable
// fields on the objects converted to that version.

// internalAgreementGroup names the packages of one internal group by
// import path.
type internalAgreementGroup struct {
	internal, storage, served, decl string
	// storageVersion is the storage version's name.
	storageVersion string
}

// internalAgreementTest writes the test file of package internalagree.
func internalAgreementTest(groups []internalAgreementGroup) []byte {
	var imports, entries []string
	for i, g := range groups {
		imports = append(imports, fmt.Sprintf("\tin%d %q\n\tst%d %q\n\tsv%d %q\n\tdecl%d %q", i, g.internal, i, g.storage, i, g.served, i, g.decl))
		entries = append(entries, fmt.Sprintf("\t{%q, []func(*runtime.Scheme) error{in%d.AddToScheme, st%d.AddToScheme, sv%d.AddToScheme}, decl%d.InternalKinds, %q},",
			g.decl, i, i, i, i, g.storageVersion))
	}
	src := strings.Replace(internalAgreementSource, "\t// GROUPS\n", strings.Join(imports, "\n")+"\n", 1)
	return []byte(src + "\nvar internalGroups = []internalGroup{\n" + strings.Join(entries, "\n") + "\n}\n")
}

const internalAgreementSource = `package internalagree

import (
	"math/rand"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/selectable-gen/selectable-gen/internal/randobj"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	// GROUPS
)

type internalGroup struct {
	decl           string
	addToScheme    []func(*runtime.Scheme) error
	kinds          func(convert func(in, out any) error) []selectableruntime.InternalKind
	storageVersion string
}

// TestInternalAgreement: per served version, selection through the
// internal kind equals the CRD strategy's with that version's selectable
// fields on the objects converted to that version.
func TestInternalAgreement(t *testing.T) {
	for _, g := range internalGroups {
		scheme := runtime.NewScheme()
		for _, add := range g.addToScheme {
			if err := add(scheme); err != nil {
				t.Fatal(err)
			}
		}
		convert := func(in, out any) error { return scheme.Convert(in, out, nil) }
		for _, k := range g.kinds(convert) {
			t.Run(g.decl+"/"+k.Versions[0].Kind, func(t *testing.T) {
				if k.StorageVersion != g.storageVersion || len(k.Versions) != 2 || k.Versions[0].Version == k.Versions[1].Version {
					t.Fatalf("storage version %s of %d versions, want %s of two", k.StorageVersion, len(k.Versions), g.storageVersion)
				}
				checkInternalKind(t, k)
			})
		}
	}
}

func checkInternalKind(t *testing.T, k selectableruntime.InternalKind) {
	d, err := selectableruntime.NewInternalDescriptor(k)
	if err != nil {
		t.Fatal(err)
	}
	const n = 40
	objs := make([]runtime.Object, n)
	sets := make([]fields.Set, n)
	for i := range objs {
		objs[i] = k.New()
		randobj.Filler(int64(i)).Fill(objs[i])
		_, set, err := d.GetAttrs(objs[i])
		if err != nil {
			t.Fatal(err)
		}
		sets[i] = set
		// The descriptor's other functions answer as GetAttrs does.
		for key, value := range set {
			if v, ok := d.FieldValue(objs[i], key); !ok || v != value {
				t.Fatalf("object %d key %s: FieldValue %q (%v), GetAttrs %q", i, key, v, ok, value)
			}
			if _, _, err := d.FieldLabelConversion(key, value); err != nil {
				t.Fatalf("the internal conversion rejects its own key %s: %v", key, err)
			}
		}
		for key, index := range d.Indexers() {
			if vs, err := index(objs[i]); err != nil || len(vs) != 1 || vs[0] != set[key] {
				t.Fatalf("object %d: index %s holds %q (%v), GetAttrs %q", i, key, vs, err, set[key])
			}
		}
	}
	for _, v := range k.Versions {
		checkVersion(t, k, v, objs, sets)
	}
}

// checkVersion compares selection in version v with the CRD strategy's.
func checkVersion(t *testing.T, k selectableruntime.InternalKind, v *selectableruntime.Descriptor, objs []runtime.Object, sets []fields.Set) {
	labels := []string{"metadata.name"}
	if v.Namespaced {
		labels = append(labels, "metadata.namespace")
	}
	var sfs []apiextensionsv1.SelectableField
	for _, f := range v.Fields {
		sfs = append(sfs, apiextensionsv1.SelectableField{JSONPath: "." + f.FieldPath})
		labels = append(labels, f.FieldPath)
	}
	gvk := schema.GroupVersionKind{Group: v.Group, Version: v.Version, Kind: v.Kind}
	structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
	strategy := customresource.NewStrategy(runtime.NewScheme(), v.Namespaced, gvk, nil, nil, structural, nil, nil, sfs)
	conv := selectableruntime.VersionFieldLabelConversion(v)

	wants := make([]fields.Set, len(objs))
	values := map[string][]string{}
	for i, obj := range objs {
		typed := v.New()
		if err := k.Convert(obj, typed); err != nil {
			t.Fatal(err)
		}
		content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(typed)
		if err != nil {
			t.Fatal(err)
		}
		_, want, err := strategy.GetAttrs(&unstructured.Unstructured{Object: content})
		if err != nil {
			t.Fatal(err)
		}
		for _, label := range labels {
			key := selectableruntime.VersionedKey(v.Version, label)
			if got := sets[i][key]; got != want[label] {
				// Absent from the JSON, or null: "" to the CRD, the default
				// or Go zero value to the generated code, as documented.
				if x, found, _ := unstructured.NestedFieldNoCopy(content, strings.Split(label, ".")...); (found && x != nil) || want[label] != "" {
					t.Fatalf("%s object %d field %s: through the internal kind %q, CRD strategy on the converted object %q", v.Version, i, label, got, want[label])
				}
				want[label] = got
			}
			values[label] = append(values[label], want[label])
		}
		wants[i] = want
	}

	r := rand.New(rand.NewSource(int64(len(labels))))
	tested, matched := 0, 0
	for s := 0; s < 200; s++ {
		var terms []string
		for n := 1 + r.Intn(3); n > 0; n-- {
			label := labels[r.Intn(len(labels))]
			value := []string{"", "x", "none", "0", "true"}[r.Intn(5)]
			if r.Intn(3) > 0 {
				value = values[label][r.Intn(len(values[label]))]
			}
			op := []string{"=", "==", "!="}[r.Intn(3)]
			terms = append(terms, label+op+fields.EscapeValue(value))
		}
		sel, err := fields.ParseSelector(strings.Join(terms, ","))
		if err != nil {
			continue
		}
		internal, err := sel.Transform(fields.TransformFunc(conv))
		if err != nil {
			t.Fatalf("%s: %s's field label conversion rejects %s: %v", v.Version, v.Version, sel, err)
		}
		tested++
		for i := range objs {
			want := sel.Matches(wants[i])
			if got := internal.Matches(sets[i]); got != want {
				t.Fatalf("%s: selector %q (internal %q) on object %d: through the internal kind %v, the CRD strategy %v\ninternal field set %v\nCRD field set %v",
					v.Version, sel, internal, i, got, want, sets[i], wants[i])
			}
			if want {
				matched++
			}
		}
	}
	if tested < 100 || matched == 0 {
		t.Fatalf("%s: %d selectors tested, %d matches: the comparison is too weak", v.Version, tested, matched)
	}
	// Labels the version does not declare are rejected with its message.
	rejected := []string{"spec.noSuchField"}
	if !v.Namespaced {
		rejected = append(rejected, "metadata.namespace")
	}
	for _, label := range rejected {
		if _, _, err := conv(label, "x"); err == nil || !strings.Contains(err.Error(), label) {
			t.Fatalf("%s: field label conversion of %s: %v, want an error naming it", v.Version, label, err)
		}
	}
	t.Logf("%s/%s %s: %d selectors on %d objects, %d matches", v.Group, v.Version, v.Kind, tested, len(objs), matched)
}
`
