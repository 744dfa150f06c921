// Package sampleapiserver_test checks that k8s.io/sample-apiserver's
// kinds, with the module unchanged and declared in each served version
// (apis/v1alpha1, apis/v1beta1), select, index and print on the internal
// objects its server stores exactly as a multi-version
// CustomResourceDefinition with the same selectable fields and columns per
// version does (docs/internal-versions.md).
package sampleapiserver_test

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/sample-apiserver/pkg/apis/wardle"
	"k8s.io/sample-apiserver/pkg/apis/wardle/install"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	"github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/internalversion"
	declv1alpha1 "github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1alpha1"
	declv1beta1 "github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1beta1"
)

// flunderKind is sample-apiserver's Flunder as its server stores it
// (internal objects, v1beta1 in etcd) and serves it (v1alpha1, v1beta1).
func flunderKind(t *testing.T) (selectableruntime.InternalKind, *runtime.Scheme) {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	return internalversion.FlunderInternalKind(func(in, out any) error { return scheme.Convert(in, out, nil) }), scheme
}

// randomFlunders are internal Flunders whose references and types repeat,
// so that selectors select some and not others.
func randomFlunders(n int, seed int64) []*wardle.Flunder {
	r := rand.New(rand.NewSource(seed))
	pick := func(values ...string) string { return values[r.Intn(len(values))] }
	var out []*wardle.Flunder
	for i := range n {
		out = append(out, &wardle.Flunder{
			ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("f%d", i), Namespace: pick("a", "b")},
			Spec: wardle.FlunderSpec{
				FlunderReference: pick("", "x", "y"),
				FischerReference: pick("", "x", "z"),
				ReferenceType:    wardle.ReferenceType(pick("", "Flunder", "Fischer", "Other")),
			},
		})
	}
	return out
}

// crdVersion is what a multi-version CRD does for one version: its
// strategy's field set (with the version's selectable fields) and its
// table convertor (with the version's columns), on the object in that
// version.
type crdVersion struct {
	d        *selectableruntime.Descriptor
	strategy interface {
		GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error)
	}
	table interface {
		ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error)
	}
}

// printerColumns are Flunder's declared columns by version.
var printerColumns = map[string][]selectableruntime.PrinterColumn{
	"v1alpha1": declv1alpha1.FlunderPrinterColumns,
	"v1beta1":  declv1beta1.FlunderPrinterColumns,
}

func crdVersions(t *testing.T, k selectableruntime.InternalKind) []crdVersion {
	t.Helper()
	var out []crdVersion
	for _, d := range k.Versions {
		var sfs []apiextensionsv1.SelectableField
		for _, f := range d.Fields {
			sfs = append(sfs, apiextensionsv1.SelectableField{JSONPath: "." + f.FieldPath})
		}
		gvk := schema.GroupVersionKind{Group: d.Group, Version: d.Version, Kind: d.Kind}
		structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
		strategy := customresource.NewStrategy(runtime.NewScheme(), d.Namespaced, gvk, nil, nil, structural, nil, nil, sfs)
		var columns []apiextensionsv1.CustomResourceColumnDefinition
		for _, c := range printerColumns[d.Version] {
			columns = append(columns, apiextensionsv1.CustomResourceColumnDefinition{Name: c.Name, Type: c.Type, Format: c.Format, Description: c.Description, Priority: c.Priority, JSONPath: c.JSONPath})
		}
		table, err := tableconvertor.New(columns)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, crdVersion{d: d, strategy: strategy, table: table})
	}
	return out
}

// inVersion is obj converted to version v, as unstructured content.
func inVersion(t *testing.T, k selectableruntime.InternalKind, obj runtime.Object, v *selectableruntime.Descriptor) (runtime.Object, *unstructured.Unstructured) {
	t.Helper()
	typed := v.New()
	if err := k.Convert(obj, typed); err != nil {
		t.Fatal(err)
	}
	content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(typed)
	if err != nil {
		t.Fatal(err)
	}
	u := &unstructured.Unstructured{Object: content}
	u.SetAPIVersion(v.Group + "/" + v.Version)
	u.SetKind(v.Kind)
	return typed, u
}

// TestFieldSelectionPerVersion: a field selector sent to version V selects,
// through V's field label conversion and the one field set kept per
// internal object, exactly the objects a multi-version CRD selects with V's
// selectable fields on the objects converted to V: v1alpha1's
// spec.reference, whose value depends on conversion, included.
func TestFieldSelectionPerVersion(t *testing.T) {
	k, _ := flunderKind(t)
	internal, err := selectableruntime.NewInternalDescriptor(k)
	if err != nil {
		t.Fatal(err)
	}
	objs := randomFlunders(60, 1)
	versions := crdVersions(t, k)
	r := rand.New(rand.NewSource(2))
	selected := 0
	for _, cv := range versions {
		convert := selectableruntime.VersionFieldLabelConversion(cv.d)
		names := []string{"metadata.name", "metadata.namespace"}
		for _, f := range cv.d.Fields {
			names = append(names, f.FieldPath)
		}
		for range 200 {
			// A random selector of one to three terms over V's labels,
			// with values that occur and one that does not.
			var terms []string
			for n := 1 + r.Intn(3); n > 0; n-- {
				op := []string{"=", "==", "!="}[r.Intn(3)]
				value := []string{"", "x", "y", "z", "Flunder", "Fischer", "a", "f3", "none"}[r.Intn(9)]
				terms = append(terms, names[r.Intn(len(names))]+op+value)
			}
			sel, err := fields.ParseSelector(strings.Join(terms, ","))
			if err != nil {
				t.Fatal(err)
			}
			converted, err := sel.Transform(fields.TransformFunc(convert))
			if err != nil {
				t.Fatalf("%s: %s: %v", cv.d.Version, sel, err)
			}
			var got, want []string
			for _, obj := range objs {
				_, set, err := internal.GetAttrs(obj)
				if err != nil {
					t.Fatal(err)
				}
				if converted.Matches(set) {
					got = append(got, obj.Name)
				}
				if ok, _ := internal.Matches(obj, converted); ok != converted.Matches(set) {
					t.Fatalf("%s: %s: FieldValue and GetAttrs disagree on %s", cv.d.Version, sel, obj.Name)
				}
				_, u := inVersion(t, k, obj, cv.d)
				_, crdSet, err := cv.strategy.GetAttrs(u)
				if err != nil {
					t.Fatal(err)
				}
				if sel.Matches(crdSet) {
					want = append(want, obj.Name)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s %s: selects %v on the internal objects, the CRD selects %v", cv.d.Version, sel, got, want)
			}
			selected += len(got)
		}
		// An undeclared field gets V's own message.
		if _, err := fields.OneTermEqualSelector("spec.shape", "x").Transform(fields.TransformFunc(convert)); err == nil || !strings.Contains(err.Error(), "field label not supported: spec.shape") {
			t.Errorf("%s: an undeclared field: %v", cv.d.Version, err)
		}
	}
	if selected == 0 {
		t.Fatal("no selector selected anything: the comparison is empty")
	}
	// The field set holds each version's fields under its own key, and the
	// conversion-dependent one takes the reference its type names.
	_, set, _ := internal.GetAttrs(&wardle.Flunder{
		ObjectMeta: metav1.ObjectMeta{Name: "n", Namespace: "ns"},
		Spec:       wardle.FlunderSpec{FlunderReference: "fl", FischerReference: "fi", ReferenceType: wardle.FischerReferenceType},
	})
	want := fields.Set{
		"metadata.name": "n", "metadata.namespace": "ns",
		"v1alpha1/spec.reference": "fi", "v1alpha1/spec.referenceType": "Fischer",
		"v1beta1/spec.flunderReference": "fl", "v1beta1/spec.fischerReference": "fi", "v1beta1/spec.referenceType": "Fischer",
	}
	if !fieldSetsEqual(set, want) {
		t.Errorf("field set %v, want %v", set, want)
	}
}

func fieldSetsEqual(a, b fields.Set) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// TestIndexesPerVersion: the internal descriptor indexes v1alpha1's
// spec.reference (declared indexed) under its internal key, with the
// value a field selector compares.
func TestIndexesPerVersion(t *testing.T) {
	k, _ := flunderKind(t)
	internal, err := selectableruntime.NewInternalDescriptor(k)
	if err != nil {
		t.Fatal(err)
	}
	if want := []selectableruntime.FieldIndex{{Field: "v1alpha1/spec.reference"}}; !slices.Equal(internal.Indexes, want) {
		t.Fatalf("indexes %v, want %v", internal.Indexes, want)
	}
	index := internal.Indexers()["v1alpha1/spec.reference"]
	for _, obj := range randomFlunders(30, 3) {
		got, err := index(obj)
		if err != nil {
			t.Fatal(err)
		}
		_, set, _ := internal.GetAttrs(obj)
		if len(got) != 1 || got[0] != set["v1alpha1/spec.reference"] {
			t.Fatalf("%s: index %v, field set %q", obj.Name, got, set["v1alpha1/spec.reference"])
		}
	}
	if _, err := index(&wardle.Fischer{}); err == nil {
		t.Error("an object of another kind is indexed")
	}
}

// TestTablesPerVersion: an internal object and an internal list print as
// the requested version's columns print the converted objects, cell for
// cell what the CRD table convertor gives with that version's columns.
func TestTablesPerVersion(t *testing.T) {
	k, _ := flunderKind(t)
	objs := randomFlunders(20, 4)
	list := &wardle.FlunderList{ListMeta: metav1.ListMeta{ResourceVersion: "7", Continue: "c"}}
	for _, o := range objs {
		list.Items = append(list.Items, *o)
	}
	ctx := context.Background()
	for _, cv := range crdVersions(t, k) {
		tc, err := selectableruntime.InternalTableConvertor(k, cv.d.Version)
		if err != nil {
			t.Fatal(err)
		}
		table, err := tc.ConvertToTable(ctx, list, nil)
		if err != nil {
			t.Fatal(err)
		}
		if table.ResourceVersion != "7" || table.Continue != "c" || len(table.Rows) != len(objs) {
			t.Fatalf("%s: list table metadata %+v, %d rows", cv.d.Version, table.ListMeta, len(table.Rows))
		}
		for i, obj := range objs {
			_, u := inVersion(t, k, obj, cv.d)
			want, err := cv.table.ConvertToTable(ctx, u, nil)
			if err != nil {
				t.Fatal(err)
			}
			single, err := tc.ConvertToTable(ctx, obj, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range []metav1.TableRow{table.Rows[i], single.Rows[0]} {
				// The CRD's first cell is the name, as ours; its columns
				// follow.
				if fmt.Sprint(row.Cells) != fmt.Sprint(want.Rows[0].Cells) {
					t.Fatalf("%s %s: cells %v, the CRD's %v", cv.d.Version, obj.Name, row.Cells, want.Rows[0].Cells)
				}
			}
		}
		if len(table.ColumnDefinitions) != len(printerColumns[cv.d.Version])+1 {
			t.Errorf("%s: %d column definitions", cv.d.Version, len(table.ColumnDefinitions))
		}
	}
}

// TestStorageVersionPreparation: creation and update preparation run on
// the object converted to the storage version (v1beta1, which keeps both
// references) and come back whole: a generation of 1 on create, bumped
// when the spec changes, and nothing of the spec lost.
func TestStorageVersionPreparation(t *testing.T) {
	k, _ := flunderKind(t)
	internal, err := selectableruntime.NewInternalDescriptor(k)
	if err != nil {
		t.Fatal(err)
	}
	obj := &wardle.Flunder{ObjectMeta: metav1.ObjectMeta{Name: "n", Namespace: "ns"},
		Spec: wardle.FlunderSpec{FlunderReference: "fl", FischerReference: "fi", ReferenceType: wardle.FlunderReferenceType}}
	internal.PrepareForCreate(obj)
	if obj.Generation != 1 || obj.Spec.FischerReference != "fi" || obj.Spec.FlunderReference != "fl" {
		t.Fatalf("after PrepareForCreate: %+v", obj)
	}
	updated := obj.DeepCopy()
	updated.Spec.FischerReference = "other"
	internal.PrepareForUpdate(updated, obj)
	if updated.Generation != 2 || updated.Spec.FischerReference != "other" || updated.Spec.FlunderReference != "fl" {
		t.Fatalf("after PrepareForUpdate: %+v", updated)
	}
	if _, err := selectableruntime.NewInternalDescriptor(selectableruntime.InternalKind{New: k.New, Convert: k.Convert, Versions: k.Versions, StorageVersion: "v2"}); err == nil ||
		!strings.Contains(err.Error(), `the storage version "v2" is not among the served versions`) {
		t.Errorf("an unknown storage version: %v", err)
	}
}
