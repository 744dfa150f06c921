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
// fields on the objects converted to that version; that its tables are
// each version's on the objects converted to it; and that creation and
// update preparation, /status and /scale run in the storage version and
// are kept.

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
	"context"
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

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
		checkTable(t, k, v, objs)
	}
	checkPrepare(t, k, d, objs)
	checkSubresources(t, k, d, objs)
}

// checkTable: version v's table of internal objects, one by one and as a
// list, is v's own table of the objects converted to v (whose columns the
// version package's agreement test compares with the CRD table
// convertor).
func checkTable(t *testing.T, k selectableruntime.InternalKind, v *selectableruntime.Descriptor, objs []runtime.Object) {
	tc, err := selectableruntime.InternalTableConvertor(k, v.Version)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// table is one side's table; an age cell may tick between two calls,
	// so the version's table is taken before and after the other.
	table := func(c selectableruntime.TableConvertor, obj runtime.Object) *metav1.Table {
		tab, err := c.ConvertToTable(ctx, obj, nil)
		if err != nil {
			t.Fatalf("%s: %v", v.Version, err)
		}
		return tab
	}
	agree := func(what string, internal, converted runtime.Object) {
		before := table(v.TableConvertor, converted)
		got := table(tc, internal)
		if !reflect.DeepEqual(got, before) && !reflect.DeepEqual(got, table(v.TableConvertor, converted)) {
			t.Fatalf("%s: the table of %s through the internal kind differs from the version's on it converted:\n%v\n%v", v.Version, what, got.Rows, before.Rows)
		}
	}
	var converted []runtime.Object
	for i, obj := range objs {
		typed := v.New()
		if err := k.Convert(obj, typed); err != nil {
			t.Fatal(err)
		}
		converted = append(converted, typed)
		agree(fmt.Sprintf("object %d", i), obj, typed)
	}
	if k.NewList == nil || v.NewList == nil {
		return
	}
	internalList, versionList := k.NewList(), v.NewList()
	if err := meta.SetList(internalList, objs); err != nil {
		t.Fatal(err)
	}
	if err := meta.SetList(versionList, converted); err != nil {
		t.Fatal(err)
	}
	agree("the list", internalList, versionList)
}

// sameErrors: the two lists hold the same errors, in any order (a label
// selector's are found in map order).
func sameErrors(a, b field.ErrorList) bool {
	as, bs := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		as[i] = a[i].Error()
	}
	for i := range b {
		bs[i] = b[i].Error()
	}
	slices.Sort(as)
	slices.Sort(bs)
	return slices.Equal(as, bs)
}

// storageOf is the descriptor of k's storage version.
func storageOf(k selectableruntime.InternalKind) *selectableruntime.Descriptor {
	for _, v := range k.Versions {
		if v.Version == k.StorageVersion {
			return v
		}
	}
	return nil
}

// checkSubresources: /status and /scale of an internal object are the
// storage version's on the object converted to it: a status update keeps
// the old spec and takes the new status; the scale reads the spec's and
// the status' replicas, and writing one sets the spec's.
func checkSubresources(t *testing.T, k selectableruntime.InternalKind, d *selectableruntime.Descriptor, objs []runtime.Object) {
	s := storageOf(k)
	if (d.Status == nil) != (s.Status == nil) || (d.Scale == nil) != (s.Scale == nil) {
		t.Fatalf("the internal kind's subresources (status %v, scale %v) are not the storage version's (%v, %v)", d.Status != nil, d.Scale != nil, s.Status != nil, s.Scale != nil)
	}
	part := func(obj runtime.Object, name string) any { return reflect.ValueOf(obj).Elem().FieldByName(name).Interface() }
	scaled, invalid := 0, 0
	defer func() {
		if d.Scale != nil && scaled == 0 {
			t.Errorf("no object had its scale read and written: the comparison is too weak")
		}
		t.Logf("%d objects scaled, %d validation errors compared", scaled, invalid)
	}()
	if (d.Validate == nil) != (s.Validate == nil) || d.Status != nil && (d.Status.Validate == nil) != (s.Status.Validate == nil) {
		t.Fatalf("the internal kind's validation is not the storage version's")
	}
	for i, obj := range objs {
		old := objs[(i+1)%len(objs)]
		// Validation (scale replicas that are not negative) is the storage
		// version's, on the object converted to it.
		typed := s.New()
		if err := k.Convert(obj, typed); err != nil {
			t.Fatal(err)
		}
		if s.Validate != nil {
			got, want := d.Validate(obj), s.Validate(typed)
			if !sameErrors(got, want) {
				t.Fatalf("object %d: validation through the internal kind %v, in the storage version %v", i, got, want)
			}
			invalid += len(got)
		}
		if d.Status != nil && s.Status.Validate != nil {
			if got, want := d.Status.Validate(obj), s.Status.Validate(typed); !sameErrors(got, want) {
				t.Fatalf("object %d: status validation through the internal kind %v, in the storage version %v", i, got, want)
			}
		}
		if d.Status != nil {
			updated := obj.DeepCopyObject()
			d.Status.PrepareForUpdate(updated, old)
			if !reflect.DeepEqual(part(updated, "Spec"), part(old, "Spec")) || !reflect.DeepEqual(part(updated, "Status"), part(obj, "Status")) {
				t.Fatalf("object %d: a status update through the internal kind gives spec %+v and status %+v; want the old spec %+v and the new status %+v",
					i, part(updated, "Spec"), part(updated, "Status"), part(old, "Spec"), part(obj, "Status"))
			}
		}
		if d.Scale == nil {
			continue
		}
		// A CRD's scale has no replicas where the spec's field is left out
		// of the JSON (0 under omitempty): the same error both ways.
		scale, err := d.Scale.ToScale(obj)
		want, wantErr := s.Scale.ToScale(typed)
		if fmt.Sprint(err) != fmt.Sprint(wantErr) || !reflect.DeepEqual(scale, want) {
			t.Fatalf("object %d: scale through the internal kind %+v (%v), in the storage version %+v (%v)", i, scale, err, want, wantErr)
		}
		if err != nil {
			continue
		}
		spec, status := part(obj, "Spec"), part(obj, "Status")
		gotSpec := reflect.ValueOf(scale).Elem().FieldByName("Spec").FieldByName("Replicas").Int()
		gotStatus := reflect.ValueOf(scale).Elem().FieldByName("Status").FieldByName("Replicas").Int()
		if gotSpec != reflect.ValueOf(spec).FieldByName("Replicas").Int() || gotStatus != reflect.ValueOf(status).FieldByName("Replicas").Int() {
			t.Fatalf("object %d: scale replicas %d and %d, the object's spec %+v and status %+v", i, gotSpec, gotStatus, spec, status)
		}
		reflect.ValueOf(scale).Elem().FieldByName("Spec").FieldByName("Replicas").SetInt(gotSpec + 7)
		applied := obj.DeepCopyObject()
		if err := d.Scale.ApplyScale(applied, scale); err != nil {
			t.Fatal(err)
		}
		if got := reflect.ValueOf(part(applied, "Spec")).FieldByName("Replicas").Int(); got != gotSpec+7 {
			t.Fatalf("object %d: scaled to %d through the internal kind, the spec has %d replicas", i, gotSpec+7, got)
		}
		scaled++
	}
}

// checkPrepare: creation and update preparation of an internal object is
// the storage version's on the object converted to it, converted back, so
// that what it sets survives: the generation starts at 1 and is bumped
// when the spec changes.
func checkPrepare(t *testing.T, k selectableruntime.InternalKind, d *selectableruntime.Descriptor, objs []runtime.Object) {
	s := storageOf(k)
	// inStorage is what f does to obj in the storage version, read back
	// into a copy of obj (the conversions copy no type meta).
	inStorage := func(obj runtime.Object, f func(runtime.Object)) runtime.Object {
		typed := s.New()
		if err := k.Convert(obj, typed); err != nil {
			t.Fatal(err)
		}
		f(typed)
		back := obj.DeepCopyObject()
		if err := k.Convert(typed, back); err != nil {
			t.Fatal(err)
		}
		return back
	}
	generation := func(obj runtime.Object) int64 { return obj.(metav1.Object).GetGeneration() }
	generated := 0
	defer func() { t.Logf("%d objects created with selector generation", generated) }()
	spec := func(obj runtime.Object) any { return reflect.ValueOf(obj).Elem().FieldByName("Spec").Interface() }
	for i, obj := range objs {
		created := obj.DeepCopyObject()
		d.PrepareForCreate(created)
		want := inStorage(obj, func(o runtime.Object) { s.PrepareForCreate(o) })
		if !reflect.DeepEqual(created, want) || generation(created) != 1 {
			t.Fatalf("object %d: created through the internal kind %+v, in the storage version %+v (generation %d, want 1)", i, created, want, generation(created))
		}
		// With selector generation in automatic mode, the internal object
		// has the generated selector and template label.
		if sel := reflect.ValueOf(spec(created)).FieldByName("Selector"); sel.IsValid() {
			manual := reflect.ValueOf(spec(created)).FieldByName("ManualSelector").Interface().(*bool)
			labels := reflect.ValueOf(spec(created)).FieldByName("Template").FieldByName("Labels").Interface().(map[string]string)
			uid := string(created.(metav1.Object).GetUID())
			if (manual == nil || !*manual) && (sel.IsNil() || labels["controller-uid"] != uid) {
				t.Fatalf("object %d: created in automatic mode through the internal kind, selector %v and template labels %v (uid %s)", i, sel.Interface(), labels, uid)
			}
			generated++
		}
		old := objs[(i+1)%len(objs)].DeepCopyObject()
		old.(metav1.Object).SetGeneration(3)
		updated := obj.DeepCopyObject()
		d.PrepareForUpdate(updated, old)
		oldInStorage := s.New()
		if err := k.Convert(old, oldInStorage); err != nil {
			t.Fatal(err)
		}
		want = inStorage(obj, func(o runtime.Object) { s.PrepareForUpdate(o, oldInStorage) })
		wantGeneration := int64(3)
		if !reflect.DeepEqual(spec(obj), spec(old)) {
			wantGeneration = 4
		}
		if !reflect.DeepEqual(updated, want) || generation(updated) != wantGeneration {
			t.Fatalf("object %d: updated through the internal kind %+v, in the storage version %+v (generation %d, want %d)", i, updated, want, generation(updated), wantGeneration)
		}
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
