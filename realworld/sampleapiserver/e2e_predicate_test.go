package sampleapiserver_test

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/sample-apiserver/pkg/apis/wardle"

	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// TestE2EFieldPredicateBothVersions: a field predicate is written in the
// request's version, over that version's declared fields, and selects by
// the objects' values in that version (v1alpha1's spec.reference by the
// value conversion gives), on the server with and without the watch cache:
// random predicates per version answer exactly what the predicate compiled
// against that version's descriptor gives on every object converted to
// it; another version's field is the server's 400 with the version's
// message.
func TestE2EFieldPredicateBothVersions(t *testing.T) {
	ourServers(t, func(t *testing.T, s *testServer) {
		ctx := context.Background()
		ns := unique("predicate")
		createRandomFlunders(t, s, ns, 30, 11)
		stored, err := s.client.WardleV1beta1().Flunders(ns).List(ctx, metav1.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		k, _ := flunderKind(t)
		var objs []runtime.Object
		for i := range stored.Items {
			obj := &wardle.Flunder{}
			if err := k.Convert(&stored.Items[i], obj); err != nil {
				t.Fatal(err)
			}
			objs = append(objs, obj)
		}
		r := rand.New(rand.NewSource(12))
		atoms := map[string][]string{
			"v1alpha1": {"object.spec.reference == '%s'", "object.spec.reference in ['%s', 'y']", "object.spec.referenceType == 'Fischer'", "object.spec.reference.startsWith('%s')"},
			"v1beta1":  {"object.spec.flunderReference == '%s'", "object.spec.fischerReference in ['%s', 'z']", "object.spec.referenceType != 'Flunder'", "object.spec.fischerReference.endsWith('%s')"},
		}
		selected := 0
		for _, v := range k.Versions {
			atom := func() string {
				a := atoms[v.Version][r.Intn(4)]
				if strings.Contains(a, "%s") {
					a = fmt.Sprintf(a, []string{"x", "y", "z", ""}[r.Intn(4)])
				}
				return a
			}
			for range 25 {
				expr := atom()
				switch r.Intn(3) {
				case 0:
					expr = "(" + expr + ") || (" + atom() + ")"
				case 1:
					expr = "(" + expr + ") && !(" + atom() + ")"
				}
				p, err := predicate.Compile(expr, predicate.ForDescriptor(v))
				if err != nil {
					t.Fatalf("%s: %s: %v", v.Version, expr, err)
				}
				var want []string
				for _, obj := range objs {
					vobj := v.New()
					if err := k.Convert(obj, vobj); err != nil {
						t.Fatal(err)
					}
					if ok, err := p.Matches(v, vobj); err != nil {
						t.Fatal(err)
					} else if ok {
						want = append(want, obj.(*wardle.Flunder).Name)
					}
				}
				slices.Sort(want)
				selected += len(want)
				got, err := predicateNames(ctx, s, v.Version, ns, expr)
				if err != nil {
					t.Fatalf("%s %s: %v", v.Version, expr, err)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s fieldPredicate %q: the server selects %v, the predicate on the objects in %s %v", v.Version, expr, got, v.Version, want)
				}
			}
		}
		if selected == 0 {
			t.Fatal("no predicate selected anything")
		}
		// Another version's field is the version's own 400.
		if _, err := predicateNames(ctx, s, "v1alpha1", ns, "object.spec.flunderReference == 'x'"); err == nil ||
			!strings.Contains(err.Error(), "invalid field predicate: 1:12: field label not supported: spec.flunderReference") {
			t.Errorf("v1alpha1 with v1beta1's field: %v", err)
		}
	})
}

// predicateNames lists Flunders in version with a field predicate and
// returns their names, sorted.
func predicateNames(ctx context.Context, s *testServer, version, ns, expr string) ([]string, error) {
	rc := s.client.WardleV1beta1().RESTClient()
	if version == "v1alpha1" {
		rc = s.client.WardleV1alpha1().RESTClient()
	}
	var list metav1.PartialObjectMetadataList
	err := rc.Get().Namespace(ns).Resource("flunders").
		Param(selectableapiserver.FieldPredicateParameter, expr).
		SetHeader("Accept", "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1").
		Do(ctx).Into(&list)
	if err != nil {
		return nil, err
	}
	names := []string{}
	for _, item := range list.Items {
		names = append(names, item.Name)
	}
	slices.Sort(names)
	return names, nil
}
