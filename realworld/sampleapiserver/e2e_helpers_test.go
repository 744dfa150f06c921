package sampleapiserver_test

import (
	"context"
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
	wardlev1beta1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"
	"k8s.io/utils/ptr"
)

// alphaFlunder is a v1alpha1 Flunder; refType "" leaves spec.referenceType
// unset, which v1alpha1's defaulting sets to Flunder when there is a
// reference.
func alphaFlunder(name, reference, refType string) *wardlev1alpha1.Flunder {
	f := &wardlev1alpha1.Flunder{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: wardlev1alpha1.FlunderSpec{Reference: reference}}
	if refType != "" {
		f.Spec.ReferenceType = ptr.To(wardlev1alpha1.ReferenceType(refType))
	}
	return f
}

// betaFlunder is a v1beta1 Flunder with a reference of refType
// ("Flunder" or "Fischer"), or none when refType is "".
func betaFlunder(name, reference, refType string) *wardlev1beta1.Flunder {
	f := &wardlev1beta1.Flunder{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: wardlev1beta1.FlunderSpec{ReferenceType: wardlev1beta1.ReferenceType(refType)}}
	switch refType {
	case "Flunder":
		f.Spec.FlunderReference = reference
	case "Fischer":
		f.Spec.FischerReference = reference
	}
	return f
}

func (s *testServer) createAlpha(t *testing.T, ns string, f *wardlev1alpha1.Flunder) *wardlev1alpha1.Flunder {
	t.Helper()
	out, err := s.client.WardleV1alpha1().Flunders(ns).Create(context.Background(), f, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("%s: create v1alpha1 %s: %v", s.name, f.Name, err)
	}
	return out
}

func (s *testServer) createBeta(t *testing.T, ns string, f *wardlev1beta1.Flunder) *wardlev1beta1.Flunder {
	t.Helper()
	out, err := s.client.WardleV1beta1().Flunders(ns).Create(context.Background(), f, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("%s: create v1beta1 %s: %v", s.name, f.Name, err)
	}
	return out
}

// updateAlpha reads a Flunder in v1alpha1, changes it with change and
// writes it back, retrying on conflicts.
func (s *testServer) updateAlpha(t *testing.T, ns, name string, change func(*wardlev1alpha1.Flunder)) *wardlev1alpha1.Flunder {
	t.Helper()
	c := s.client.WardleV1alpha1().Flunders(ns)
	for {
		f, err := c.Get(context.Background(), name, metav1.GetOptions{})
		if err != nil {
			t.Fatalf("%s: get v1alpha1 %s: %v", s.name, name, err)
		}
		change(f)
		out, err := c.Update(context.Background(), f, metav1.UpdateOptions{})
		if apierrors.IsConflict(err) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: update v1alpha1 %s: %v", s.name, name, err)
		}
		return out
	}
}

// updateBeta is updateAlpha in v1beta1.
func (s *testServer) updateBeta(t *testing.T, ns, name string, change func(*wardlev1beta1.Flunder)) *wardlev1beta1.Flunder {
	t.Helper()
	c := s.client.WardleV1beta1().Flunders(ns)
	for {
		f, err := c.Get(context.Background(), name, metav1.GetOptions{})
		if err != nil {
			t.Fatalf("%s: get v1beta1 %s: %v", s.name, name, err)
		}
		change(f)
		out, err := c.Update(context.Background(), f, metav1.UpdateOptions{})
		if apierrors.IsConflict(err) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: update v1beta1 %s: %v", s.name, name, err)
		}
		return out
	}
}

// listNames lists the Flunders of ns in version ("v1alpha1" or
// "v1beta1") with a field selector and returns their sorted names.
func (s *testServer) listNames(ns, version string, opts metav1.ListOptions) ([]string, error) {
	names := []string{}
	switch version {
	case "v1alpha1":
		l, err := s.client.WardleV1alpha1().Flunders(ns).List(context.Background(), opts)
		if err != nil {
			return nil, err
		}
		for _, f := range l.Items {
			names = append(names, f.Name)
		}
	case "v1beta1":
		l, err := s.client.WardleV1beta1().Flunders(ns).List(context.Background(), opts)
		if err != nil {
			return nil, err
		}
		for _, f := range l.Items {
			names = append(names, f.Name)
		}
	default:
		panic(version)
	}
	slices.Sort(names)
	return names, nil
}
