package sampleapiserver_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TestE2EClientsetBothVersions: sample-apiserver's own generated clientset
// reads in one version what it wrote in the other (through the scheme's
// conversions and v1alpha1's defaulting), and field selectors select per
// version: v1alpha1's spec.reference is the flunder or the fischer
// reference by type, so it selects what v1beta1 selects by two fields;
// each version accepts its own labels only, and any other gets the
// server's 400 naming it.
func TestE2EClientsetBothVersions(t *testing.T) {
	ourServers(t, func(t *testing.T, s *testServer) {
		ns := unique("clientset")
		ctx := context.Background()
		a := s.createAlpha(t, ns, alphaFlunder("a", "x", "")) // defaulted to a flunder reference
		s.createAlpha(t, ns, alphaFlunder("b", "y", "Fischer"))
		s.createBeta(t, ns, betaFlunder("c", "x", "Flunder"))
		s.createBeta(t, ns, betaFlunder("d", "", ""))
		s.createBeta(t, ns, betaFlunder("e", "x", "Fischer"))
		if a.Spec.ReferenceType == nil || *a.Spec.ReferenceType != "Flunder" {
			t.Errorf("v1alpha1 a: referenceType %v, want the default Flunder", a.Spec.ReferenceType)
		}

		// Written in v1alpha1, read in v1beta1, and back.
		beta, err := s.client.WardleV1beta1().Flunders(ns).Get(ctx, "b", metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if beta.Spec.FischerReference != "y" || beta.Spec.FlunderReference != "" || beta.Spec.ReferenceType != "Fischer" {
			t.Errorf("v1alpha1 b read in v1beta1: %+v", beta.Spec)
		}
		alpha, err := s.client.WardleV1alpha1().Flunders(ns).Get(ctx, "e", metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if alpha.Spec.Reference != "x" || alpha.Spec.ReferenceType == nil || *alpha.Spec.ReferenceType != "Fischer" {
			t.Errorf("v1beta1 e read in v1alpha1: %+v", alpha.Spec)
		}

		cases := []struct {
			version, selector string
			want              []string
		}{
			{"v1alpha1", "", []string{"a", "b", "c", "d", "e"}},
			// Conversion-dependent: a, c (flunder references) and e (a
			// fischer reference) all have reference x in v1alpha1.
			{"v1alpha1", "spec.reference=x", []string{"a", "c", "e"}},
			{"v1alpha1", "spec.reference==y", []string{"b"}},
			{"v1alpha1", "spec.reference!=x", []string{"b", "d"}},
			{"v1alpha1", "spec.reference=x,spec.referenceType=Fischer", []string{"e"}},
			{"v1alpha1", "spec.referenceType=Flunder", []string{"a", "c"}},
			{"v1alpha1", "spec.referenceType=", []string{"d"}},
			{"v1alpha1", "metadata.name=a", []string{"a"}},
			{"v1alpha1", "metadata.namespace=" + ns + ",spec.reference=y", []string{"b"}},
			{"v1alpha1", "metadata.namespace=elsewhere", []string{}},
			{"v1beta1", "", []string{"a", "b", "c", "d", "e"}},
			{"v1beta1", "spec.flunderReference=x", []string{"a", "c"}},
			{"v1beta1", "spec.fischerReference=x", []string{"e"}},
			{"v1beta1", "spec.fischerReference=y", []string{"b"}},
			{"v1beta1", "spec.flunderReference=y", []string{}},
			{"v1beta1", "spec.referenceType=Fischer", []string{"b", "e"}},
			{"v1beta1", "spec.referenceType=Flunder,metadata.name!=a", []string{"c"}},
			{"v1beta1", "spec.flunderReference=,spec.fischerReference=", []string{"d"}},
			{"v1beta1", "metadata.name=d", []string{"d"}},
		}
		for _, tc := range cases {
			got, err := s.listNames(ns, tc.version, metav1.ListOptions{FieldSelector: tc.selector})
			if err != nil {
				t.Errorf("%s --field-selector %q: %v", tc.version, tc.selector, err)
				continue
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s --field-selector %q = %v, want %v", tc.version, tc.selector, got, tc.want)
			}
		}

		// A label of the other version, or of none, is the server's 400
		// for list and watch alike.
		for _, tc := range []struct{ version, label string }{
			{"v1alpha1", "spec.flunderReference"},
			{"v1alpha1", "spec.shape"},
			{"v1beta1", "spec.reference"},
			{"v1beta1", "spec.shape"},
		} {
			for _, watch := range []bool{false, true} {
				rc := s.client.WardleV1alpha1().RESTClient()
				if tc.version == "v1beta1" {
					rc = s.client.WardleV1beta1().RESTClient()
				}
				result := rc.Get().Namespace(ns).Resource("flunders").
					VersionedParams(&metav1.ListOptions{FieldSelector: tc.label + "=x", Watch: watch}, metav1.ParameterCodec).
					Do(ctx)
				var code int
				result.StatusCode(&code)
				err := result.Error()
				if code != http.StatusBadRequest || !apierrors.IsBadRequest(err) ||
					!strings.Contains(err.Error(), "field label not supported: "+tc.label) {
					t.Errorf("%s --field-selector %s=x (watch %v): status %d, %v; want 400 field label not supported: %s",
						tc.version, tc.label, watch, code, err, tc.label)
				}
			}
		}
	})
}
