package sampleapiserver_test

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/sample-apiserver/pkg/apis/wardle"
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// createRandomFlunders creates n valid Flunders in ns, each written in a
// random version: in v1alpha1 a reference of an explicit type or none
// (defaulted to Flunder), in v1beta1 a flunder or a fischer reference or
// none. References and names repeat, so that selectors select some.
func createRandomFlunders(t *testing.T, s *testServer, ns string, n int, seed int64) {
	r := rand.New(rand.NewSource(seed))
	pick := func(values ...string) string { return values[r.Intn(len(values))] }
	for i := range n {
		name := fmt.Sprintf("f%d", i)
		refType := pick("", "Flunder", "Fischer")
		reference := ""
		if refType != "" {
			reference = pick("x", "y", "z")
		}
		if r.Intn(2) == 0 {
			if refType == "Flunder" && r.Intn(2) == 0 {
				refType = "" // v1alpha1's default
			}
			s.createAlpha(t, ns, alphaFlunder(name, reference, refType))
		} else {
			s.createBeta(t, ns, betaFlunder(name, reference, refType))
		}
	}
}

// TestE2EDifferentialCRD: the server and a multi-version CRD's code answer
// the same random field selectors on the same objects alike. The server
// lists with each selector in each version (with and without the watch
// cache, resourceVersion unset and "0"); the CRD's strategy, with that
// version's selectable fields, selects among the server's objects
// converted in this process to that version (internal_test.go's
// crdVersions and inVersion). A selector with a label the version does
// not declare is the server's 400 naming the field.
func TestE2EDifferentialCRD(t *testing.T) {
	ourServers(t, func(t *testing.T, s *testServer) {
		ctx := context.Background()
		ns := unique("differential")
		createRandomFlunders(t, s, ns, 40, 5)
		// The objects, read losslessly in the storage version and
		// converted to internal ones here.
		stored, err := s.client.WardleV1beta1().Flunders(ns).List(ctx, metav1.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		k, _ := flunderKind(t)
		var objs []*wardle.Flunder
		for i := range stored.Items {
			obj := &wardle.Flunder{}
			if err := k.Convert(&stored.Items[i], obj); err != nil {
				t.Fatal(err)
			}
			objs = append(objs, obj)
		}
		if len(objs) != 40 {
			t.Fatalf("%d objects listed, 40 created", len(objs))
		}

		r := rand.New(rand.NewSource(6))
		selected, rejected := 0, 0
		versions := crdVersions(t, k)
		for i, cv := range versions {
			labels := []string{"metadata.name", "metadata.namespace"}
			for _, f := range cv.d.Fields {
				labels = append(labels, f.FieldPath)
			}
			var foreign []string // the other version's labels
			for _, f := range versions[1-i].d.Fields {
				if !slices.ContainsFunc(cv.d.Fields, func(g selectableruntime.SelectableField) bool { return g.FieldPath == f.FieldPath }) {
					foreign = append(foreign, f.FieldPath)
				}
			}
			for range 120 {
				var terms []string
				unknown := ""
				for n := 1 + r.Intn(3); n > 0; n-- {
					op := []string{"=", "==", "!="}[r.Intn(3)]
					value := []string{"", "x", "y", "z", "Flunder", "Fischer", "f3", ns, "none"}[r.Intn(9)]
					label := labels[r.Intn(len(labels))]
					if r.Intn(15) == 0 {
						label = []string{"spec.shape", foreign[r.Intn(len(foreign))]}[r.Intn(2)]
						unknown = label
					}
					terms = append(terms, label+op+value)
				}
				selector := strings.Join(terms, ",")
				sel, err := fields.ParseSelector(selector)
				if err != nil {
					t.Fatal(err)
				}
				for _, rv := range []string{"", "0"} {
					got, err := s.listNames(ns, cv.d.Version, metav1.ListOptions{FieldSelector: selector, ResourceVersion: rv})
					if unknown != "" {
						if !apierrors.IsBadRequest(err) || !strings.Contains(err.Error(), "field label not supported: ") {
							t.Fatalf("%s --field-selector %q (resourceVersion %q): %v, %v; want 400 field label not supported", cv.d.Version, selector, rv, got, err)
						}
						rejected++
						continue
					}
					if err != nil {
						t.Fatalf("%s --field-selector %q (resourceVersion %q): %v", cv.d.Version, selector, rv, err)
					}
					want := []string{}
					for _, obj := range objs {
						_, u := inVersion(t, k, obj, cv.d)
						_, set, err := cv.strategy.GetAttrs(u)
						if err != nil {
							t.Fatal(err)
						}
						if sel.Matches(set) {
							want = append(want, obj.Name)
						}
					}
					slices.Sort(want)
					if !slices.Equal(got, want) {
						t.Fatalf("%s --field-selector %q (resourceVersion %q): the server selects %v, the CRD %v", cv.d.Version, selector, rv, got, want)
					}
					selected += len(got)
				}
			}
		}
		t.Logf("%d objects selected in all, %d selectors rejected", selected, rejected)
		if selected == 0 || rejected == 0 {
			t.Fatalf("%d objects selected, %d selectors rejected: the comparison is empty", selected, rejected)
		}
		// A v1alpha1 write is one of these objects too: the same
		// selection after a write in the version with the conversion-
		// dependent field.
		s.updateAlpha(t, ns, "f0", func(f *wardlev1alpha1.Flunder) { f.Spec.Reference = "only-f0" })
		for _, tc := range []struct{ version, selector string }{{"v1alpha1", "spec.reference=only-f0"}, {"v1beta1", "metadata.name=f0"}} {
			if got, err := s.listNames(ns, tc.version, metav1.ListOptions{FieldSelector: tc.selector}); err != nil || !slices.Equal(got, []string{"f0"}) {
				t.Errorf("%s --field-selector %s after the update: %v, %v", tc.version, tc.selector, got, err)
			}
		}
	})
}
