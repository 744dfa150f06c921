package generators

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The agreement part of the property test: a test package importing some
// of the random packages (agree; the golden test's inside its package)
// compares their generated code with upstream on random objects of the
// generated types:
//   - GetAttrs with the custom resource strategy's field selection for
//     the fields a CRD can express (the only difference allowed: a field
//     absent from the JSON is "" to the CRD, its default or Go zero value
//     to the generated code, as documented);
//   - ConvertToTable's JSONPath cells with the CRD table convertor built
//     from the same columns;
//   - CEL cells (compiled to Go or not) with cel-go's evaluation of the
//     same expression (the generated FooCELColumns), errors included.

var generatedSymbolRE = regexp.MustCompile(`(?m)^type (\w+)TableConvertor struct\{\}$`)

// agreedPackage is a package whose generated code an agreement test
// checks: its import path, the name the test gives it ("" for a test in
// the package itself) and its generated file.
type agreedPackage struct {
	importPath, qual string
	generated        []byte
}

// agreementTest writes the test file of package pkgName from the
// packages' generated code: one entry per generated kind. One test
// package for several packages is one test binary to link, not one each
// (a link of apiextensions-apiserver is seconds of CPU).
func agreementTest(pkgName string, pkgs []agreedPackage) []byte {
	var entries, imports []string
	for _, p := range pkgs {
		q := ""
		if p.qual != "" {
			q = p.qual + "."
			imports = append(imports, fmt.Sprintf("\t%s %q\n", p.qual, p.importPath))
		}
		generated := string(p.generated)
		for _, m := range generatedSymbolRE.FindAllStringSubmatch(generated, -1) {
			k := m[1]
			cel := "nil"
			if strings.Contains(generated, "var "+k+"CELColumns = ") {
				cel = q + k + "CELColumns"
			}
			selectorGen := strings.Contains(generated, "func Generate"+k+"Selector(")
			entries = append(entries, fmt.Sprintf("\t{%q, %q, func() runtime.Object { return &%[3]s%[4]s{} }, %[3]s%[4]sSelectableFields, %[3]s%[4]sPrinterColumns, %[3]s%[4]sTableConvertor{}, %[3]s%[4]sGetAttrs, %[5]s,\n"+
				"\t\t&%[3]s%[4]sDescriptor, func(o runtime.Object, s fields.Selector) bool { return %[3]s%[4]sMatchesFieldSelector(o.(*%[3]s%[4]s), s) }, %[3]s%[4]sIndexers(), %[6]v},",
				q+k, k, q, k, cel, selectorGen))
		}
	}
	src := strings.Replace(agreementSource, "package PKG", "package "+pkgName, 1)
	src = strings.Replace(src, "import (\n", "import (\n"+strings.Join(imports, "")+"\n", 1)
	return []byte(src + "\nvar propertyKinds = []propertyKind{\n" + strings.Join(entries, "\n") + "\n}\n")
}

// writeAgreementTest writes the agreement test of one package, in the
// package itself, into dir, and returns its path.
func writeAgreementTest(t *testing.T, dir, pkgName string, generated []byte) string {
	f := filepath.Join(dir, pkgName+"_agreement_test.go")
	if err := os.WriteFile(f, agreementTest(pkgName, []agreedPackage{{generated: generated}}), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

const agreementSource = `package PKG

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/selectable-gen/selectable-gen/internal/randobj"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

type propertyKind struct {
	name    string // the package's name too, in a test of several
	kind    string
	newObj  func() runtime.Object
	fields  []selectableruntime.SelectableField
	columns []selectableruntime.PrinterColumn
	table   interface {
		ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
	}
	getAttrs func(runtime.Object) (labels.Set, fields.Set, error)
	cel      *selectablecel.Columns
	// The other functions of a field selector, which must agree with
	// GetAttrs.
	desc     *selectableruntime.Descriptor
	matches  func(runtime.Object, fields.Selector) bool
	indexers map[string]func(any) ([]string, error)
	// selectorGeneration: create also generates a selector, which no
	// CRD does; the create comparison is then left out.
	selectorGeneration bool
}

// crossCheck: every function that answers for a field selector answers
// as GetAttrs does (got): FieldValue, the lazy matcher with =, == and !=,
// the field label conversion, the index functions and the descriptor; an
// unknown field is unknown to all of them, with the server's message.
func crossCheck(t *testing.T, k propertyKind, i int64, obj runtime.Object, got fields.Set) {
	t.Helper()
	// The field set: FieldValue answers each of its keys as GetAttrs does.
	for name, value := range got {
		if selectableruntime.IsMemberKey(name) {
			// A multi-valued field's element: its field has it.
			label, v, _ := strings.Cut(name, "\x00")
			if !k.desc.IsMultiValued(label) || !selectableruntime.ContainsFieldValue(got[label], v) || value != "1" {
				t.Fatalf("object %d: member key %q=%q, but %s has %q", i, name, value, label, selectableruntime.SplitFieldValues(got[label]))
			}
			continue
		}
		if v, ok := k.desc.FieldValue(obj, name); !ok || v != value {
			t.Fatalf("object %d field %s: FieldValue %q (%v), GetAttrs %q", i, name, v, ok, value)
		}
	}
	// The accepted labels (one index each): the label's value is what the
	// server compares after converting the label, and the matcher, the
	// index and FieldValue all say so.
	for label, index := range k.indexers {
		value, ok := k.desc.FieldValue(obj, label)
		if !ok {
			t.Fatalf("FieldValue does not know the accepted label %s", label)
		}
		converted, v, err := k.desc.FieldLabelConversion(label, value)
		if err != nil || v != value {
			t.Fatalf("field label conversion of %s: %q %q %v", label, converted, v, err)
		}
		if got[converted] != value {
			t.Fatalf("object %d: %s converts to %s, which GetAttrs gives as %q, FieldValue %q", i, label, converted, got[converted], value)
		}
		if k.desc.IsMultiValued(label) {
			checkMultiValued(t, k, i, obj, got, label, value, index)
			continue
		}
		escaped := fields.EscapeValue(value)
		for _, sel := range []string{label + "=" + escaped, label + "==" + escaped, label + "!=" + escaped + "x"} {
			s, err := fields.ParseSelector(sel)
			if err != nil {
				continue // a value the selector syntax cannot hold
			}
			if !k.matches(obj, s) {
				t.Fatalf("object %d: the matcher rejects %q, GetAttrs gives %q", i, sel, value)
			}
		}
		if k.matches(obj, fields.OneTermNotEqualSelector(label, value)) || k.matches(obj, fields.OneTermEqualSelector(label, value+"x")) {
			t.Fatalf("object %d field %s=%q: the matcher accepts another value", i, label, value)
		}
		if vs, err := index(obj); err != nil || len(vs) != 1 || vs[0] != value {
			t.Fatalf("object %d: index %s holds %q (%v), FieldValue gives %q", i, label, vs, err, value)
		}
	}
	for name := range got {
		if _, indexed := k.indexers[name]; !indexed {
			if _, _, err := k.desc.FieldLabelConversion(name, "x"); err == nil {
				t.Fatalf("%s is accepted but has no index", name)
			}
		}
	}
	for _, ix := range k.desc.Indexes {
		// A field left out while absent (omitAbsent) is still a field.
		if _, ok := k.desc.FieldValue(obj, ix.Field); !ok {
			t.Fatalf("the descriptor indexes %s, which is no field selector", ix.Field)
		}
	}
	const unknown = "spec.noSuchField"
	if _, ok := k.desc.FieldValue(obj, unknown); ok {
		t.Fatalf("FieldValue knows %s", unknown)
	}
	if _, _, err := k.desc.FieldLabelConversion(unknown, "x"); err == nil || !strings.Contains(err.Error(), unknown) {
		t.Fatalf("field label conversion of %s: %v, want an error naming it", unknown, err)
	}
}

// checkMultiValued: a multi-valued field selects by any element (the
// matcher, and the server's selection on GetAttrs' member keys), and its
// index has a key per distinct element.
func checkMultiValued(t *testing.T, k propertyKind, i int64, obj runtime.Object, got fields.Set, label, joined string, index func(any) ([]string, error)) {
	t.Helper()
	values := selectableruntime.SplitFieldValues(joined)
	for _, v := range append(slices.Clone(values), "other-value", "") {
		has := slices.Contains(values, v)
		for _, s := range []fields.Selector{fields.OneTermEqualSelector(label, v), fields.OneTermNotEqualSelector(label, v)} {
			want := has == (s.Requirements()[0].Operator != "!=")
			if k.matches(obj, s) != want {
				t.Fatalf("object %d: the matcher says %v to %s on %q", i, !want, s, values)
			}
			converted, err := k.desc.ConvertFieldSelector(s)
			if err != nil {
				t.Fatal(err)
			}
			if selectableruntime.MembershipSelector(converted, k.desc.IsMultiValued).Matches(got) != want {
				t.Fatalf("object %d: the server's selection says %v to %s on %q", i, !want, s, values)
			}
		}
	}
	vs, err := index(obj)
	if err != nil || !equalSorted(vs, selectableruntime.DistinctFieldValues(joined)) {
		t.Fatalf("object %d: index %s holds %q (%v), the values are %q", i, label, vs, err, values)
	}
}

func equalSorted(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestAgreement(t *testing.T) {
	ctx := context.Background()
	for _, k := range propertyKinds {
		t.Run(k.name, func(t *testing.T) {
			namespaced := false
			if _, set, _ := k.getAttrs(k.newObj()); set != nil {
				_, namespaced = set["metadata.namespace"]
			}
			// The fields a CRD can express: no legacy name (a description
			// is required for one, so only fields without one).
			var sfs []apiextensionsv1.SelectableField
			var names []string
			for _, f := range k.fields {
				if f.Description == "" && !f.MultiValued {
					sfs = append(sfs, apiextensionsv1.SelectableField{JSONPath: "." + f.FieldPath})
					names = append(names, f.FieldPath)
				}
			}
			structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
			strategy := customresource.NewStrategy(runtime.NewScheme(), namespaced, schema.GroupVersionKind{Kind: k.kind}, nil, nil, structural, nil, nil, sfs)

			var crdColumns []apiextensionsv1.CustomResourceColumnDefinition
			jsonIndex := map[int]int{} // our column -> CRD column
			celIndex := map[int]int{}  // our column -> CEL column
			// Our table's cell of column i: after the Name column, or in
			// order when a declared column is the Name column (nameColumn).
			offset := 1
			for _, c := range k.columns {
				if c.NameColumn {
					offset = 0
				}
			}
			for i, c := range k.columns {
				if c.Expression != "" {
					celIndex[i+offset] = len(celIndex)
					continue
				}
				jsonIndex[i+offset] = len(crdColumns) + 1
				// A CRD column renders its cells by its type: the cell type.
				typ := c.Type
				if c.CellType != "" {
					typ = c.CellType
				}
				crdColumns = append(crdColumns, apiextensionsv1.CustomResourceColumnDefinition{
					Name: c.Name, Type: typ, Format: c.Format, Description: c.Description, Priority: c.Priority, JSONPath: c.JSONPath})
			}
			if len(k.columns) == 0 {
				crdColumns = []apiextensionsv1.CustomResourceColumnDefinition{{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp"}}
				jsonIndex[1] = 1
			}
			upstream, err := tableconvertor.New(crdColumns)
			if err != nil {
				t.Fatal(err)
			}
			for i := int64(0); i < 150; i++ {
				obj := k.newObj()
				randobj.Filler(i).Fill(obj)
				if i%2 == 1 {
					randobj.Sparse(obj, i)
				}
				content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
				if err != nil {
					t.Fatal(err)
				}
				u := &unstructured.Unstructured{Object: content}
				_, want, err := strategy.GetAttrs(u)
				if err != nil {
					t.Fatal(err)
				}
				_, got, err := k.getAttrs(obj)
				if err != nil {
					t.Fatal(err)
				}
				crossCheck(t, k, i, obj, got)
				for _, name := range append([]string{"metadata.name", "metadata.namespace"}, names...) {
					if got[name] == want[name] {
						continue
					}
					// Absent from the JSON, or null (which a CRD prunes from a
					// non-nullable field): "" to the CRD, the default or Go
					// zero value to the generated code, as documented.
					v, found, _ := unstructured.NestedFieldNoCopy(content, strings.Split(name, ".")...)
					if (!found || v == nil) && want[name] == "" {
						continue
					}
					t.Fatalf("object %d field %s: generated %q, CRD strategy %q", i, name, got[name], want[name])
				}

				before, err := upstream.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				ours, err := k.table.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				after, _ := upstream.ConvertToTable(ctx, obj, nil)
				cells := ours.Rows[0].Cells
				// A column with a placeholder has it where the CRD's cell is null.
				orPlaceholder := func(c int, cell any) any {
					if i := c - offset; i >= 0 && i < len(k.columns) && k.columns[i].Placeholder != nil {
						return selectableruntime.CellOr(cell, *k.columns[i].Placeholder)
					}
					return cell
				}
				for c, crd := range jsonIndex {
					if !reflect.DeepEqual(cells[c], orPlaceholder(c, before.Rows[0].Cells[crd])) && !reflect.DeepEqual(cells[c], orPlaceholder(c, after.Rows[0].Cells[crd])) {
						t.Fatalf("object %d column %s: generated %#v (%T), CRD %#v (%T)", i, ours.ColumnDefinitions[c].Name,
							cells[c], cells[c], before.Rows[0].Cells[crd], before.Rows[0].Cells[crd])
					}
				}
				if k.cel != nil {
					self := k.cel.Self(selectableruntime.Content(obj))
					for c, ci := range celIndex {
						if want := orPlaceholder(c, k.cel.Cell(ci, self)); !reflect.DeepEqual(cells[c], want) {
							t.Fatalf("object %d CEL column %s: generated %#v (%T), cel-go %#v (%T)", i, ours.ColumnDefinitions[c].Name,
								cells[c], cells[c], want, want)
						}
					}
				}
			}
		})
	}
}

// TestSubresourceAgreement: the descriptor's preparation hooks against the
// custom resource strategy (with the status subresource when the kind has
// it) and its status strategy, and its /scale against the CRD's
// scaleFromCustomResource rule, on random objects and updates (unchanged,
// metadata only, status only, anything).
func TestSubresourceAgreement(t *testing.T) {
	ctx := context.Background()
	for _, k := range propertyKinds {
		t.Run(k.name, func(t *testing.T) {
			d := k.desc
			gvk := schema.GroupVersionKind{Group: d.Group, Version: d.Version, Kind: d.Kind}
			structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
			var status *apiextensions.CustomResourceSubresourceStatus
			if d.Status != nil {
				status = &apiextensions.CustomResourceSubresourceStatus{}
			}
			strategy := customresource.NewStrategy(runtime.NewScheme(), d.Namespaced, gvk, nil, nil, structural, status, nil, nil)
			statusStrategy := customresource.NewStatusStrategy(strategy)
			// Objects as the server has them: decoded from their JSON form
			// (times in whole seconds).
			random := func(seed int64) runtime.Object {
				obj := k.newObj()
				randobj.Filler(seed).Fill(obj)
				out := k.newObj()
				if err := runtime.DefaultUnstructuredConverter.FromUnstructured(toUnstructured(t, obj).Object, out); err != nil {
					t.Fatal(err)
				}
				return out
			}
			for i := int64(0); i < 100; i++ {
				obj := random(i)
				u := toUnstructured(t, obj)
				strategy.PrepareForCreate(ctx, u)
				d.PrepareForCreate(obj)
				if !k.selectorGeneration {
					sameAsUpstream(t, "create", obj, u)
				}

				old := random(i + 1000)
				newObj := mutate(old, random(i+2000), i)
				newU, oldU := toUnstructured(t, newObj), toUnstructured(t, old)
				strategy.PrepareForUpdate(ctx, newU, oldU)
				d.PrepareForUpdate(newObj, old)
				sameAsUpstream(t, "update", newObj, newU)

				if d.Status != nil {
					old = random(i + 3000)
					newObj = mutate(old, random(i+4000), i+1)
					newU, oldU = toUnstructured(t, newObj), toUnstructured(t, old)
					statusStrategy.PrepareForUpdate(ctx, newU, oldU)
					d.Status.PrepareForUpdate(newObj, old)
					sameAsUpstream(t, "status update", newObj, newU)
				}

				if sc := d.Scale; sc != nil {
					obj := random(i + 5000)
					u := toUnstructured(t, obj)
					want, found, upErr := upstreamScale(u, sc.SpecReplicasPath, sc.StatusReplicasPath, sc.LabelSelectorPath)
					got, err := sc.ToScale(obj)
					switch {
					case upErr != nil || !found:
						if err == nil {
							t.Fatalf("object %d: ToScale %+v, the CRD finds no spec replicas (%v)", i, got, upErr)
						}
					case err != nil:
						t.Fatalf("object %d: ToScale: %v, the CRD gives %+v", i, err, want)
					case !equality.Semantic.DeepEqual(got, want):
						t.Fatalf("object %d: ToScale %+v, the CRD %+v", i, got, want)
					}
				}
			}
			if d.Status != nil {
				if !reflect.DeepEqual(fieldSets(d.ResetFields()), strategy.GetResetFields()) || !reflect.DeepEqual(fieldSets(d.Status.ResetFields()), statusStrategy.GetResetFields()) {
					t.Errorf("reset fields %v and %v, the CRD's %v and %v", d.ResetFields(), d.Status.ResetFields(),
						strategy.GetResetFields(), statusStrategy.GetResetFields())
				}
			}
		})
	}
}

// fieldSets are generated reset fields as structured-merge-diff's sets,
// which the CRD strategy gives.
func fieldSets(paths selectableruntime.FieldPaths) map[fieldpath.APIVersion]*fieldpath.Set {
	out := map[fieldpath.APIVersion]*fieldpath.Set{}
	for apiVersion, ps := range paths {
		set := &fieldpath.Set{}
		for _, p := range ps {
			parts := make([]any, len(p))
			for i, name := range p {
				parts[i] = name
			}
			set.Insert(fieldpath.MakePathOrDie(parts...))
		}
		out[fieldpath.APIVersion(apiVersion)] = set
	}
	return out
}

// mutate makes an update from old: unchanged, metadata only, status only
// (when the kind has one), or another object.
func mutate(old, other runtime.Object, seed int64) runtime.Object {
	n := old.DeepCopyObject()
	m := n.(metav1.Object)
	switch seed % 4 {
	case 0:
	case 1:
		m.SetLabels(map[string]string{"changed": "yes"})
		m.SetGeneration(m.GetGeneration() + 7)
	case 2:
		st := reflect.ValueOf(n).Elem().FieldByName("Status")
		if !st.IsValid() {
			return other
		}
		st.Set(reflect.ValueOf(other).Elem().FieldByName("Status"))
	default:
		return other
	}
	return n
}

func toUnstructured(t *testing.T, obj runtime.Object) *unstructured.Unstructured {
	t.Helper()
	content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		t.Fatal(err)
	}
	return &unstructured.Unstructured{Object: content}
}

// sameAsUpstream compares as typed objects, both through one round trip.
// A typed object cannot say "no status key": where the CRD strategy drops
// status, the typed object's is its zero value, so upstream gets that.
func sameAsUpstream(t *testing.T, what string, ours runtime.Object, upstream *unstructured.Unstructured) {
	t.Helper()
	if _, ok := upstream.Object["status"]; !ok {
		zero := reflect.New(reflect.TypeOf(ours).Elem()).Interface().(runtime.Object)
		if status, ok := toUnstructured(t, zero).Object["status"]; ok {
			upstream.Object["status"] = status
		}
	}
	typed := func(content map[string]any) runtime.Object {
		out := reflect.New(reflect.TypeOf(ours).Elem()).Interface().(runtime.Object)
		if err := runtime.DefaultUnstructuredConverter.FromUnstructured(content, out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if a, b := typed(toUnstructured(t, ours).Object), typed(upstream.Object); !equality.Semantic.DeepEqual(a, b) {
		t.Fatalf("%s: generated and CRD strategy differ:\n ours %+v\n CRD  %+v", what, a, b)
	}
}

// upstreamScale is scaleFromCustomResource of
// k8s.io/apiextensions-apiserver's registry/customresource/etcd.go
// (unexported there), on the object's unstructured form.
func upstreamScale(u *unstructured.Unstructured, specPath, statusPath, selectorPath string) (*autoscalingv1.Scale, bool, error) {
	split := func(p string) []string { return strings.Split(strings.TrimPrefix(p, "."), ".") }
	spec, found, err := unstructured.NestedInt64(u.Object, split(specPath)...)
	if err != nil {
		return nil, false, err
	}
	status, _, err := unstructured.NestedInt64(u.Object, split(statusPath)...)
	if err != nil {
		return nil, false, err
	}
	var selector string
	if selectorPath != "" {
		if selector, _, err = unstructured.NestedString(u.Object, split(selectorPath)...); err != nil {
			return nil, false, err
		}
	}
	return &autoscalingv1.Scale{
		TypeMeta: metav1.TypeMeta{APIVersion: "autoscaling/v1", Kind: "Scale"},
		ObjectMeta: metav1.ObjectMeta{Name: u.GetName(), Namespace: u.GetNamespace(), UID: u.GetUID(),
			ResourceVersion: u.GetResourceVersion(), CreationTimestamp: u.GetCreationTimestamp()},
		Spec:   autoscalingv1.ScaleSpec{Replicas: int32(spec)},
		Status: autoscalingv1.ScaleStatus{Replicas: int32(status), Selector: selector},
	}, found, nil
}
`
