// Package crdcheck runs the API server's CustomResourceDefinition
// validation on manifests, for the tests that check what the generator
// merges into controller-gen's CRDs.
package crdcheck

import (
	"context"

	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsinstall "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/yaml"
)

// Validate returns what ValidateCustomResourceDefinition rejects in crd,
// as the create strategy calls it: with the storage version recorded.
func Validate(crd *apiextensionsv1.CustomResourceDefinition) ([]string, error) {
	scheme := runtime.NewScheme()
	apiextensionsinstall.Install(scheme)
	internal := &apiextensions.CustomResourceDefinition{}
	if err := scheme.Convert(crd, internal, nil); err != nil {
		return nil, err
	}
	for _, v := range internal.Spec.Versions {
		if v.Storage { // a manifest does not carry it
			internal.Status.StoredVersions = []string{v.Name}
		}
	}
	var out []string
	for _, e := range validation.ValidateCustomResourceDefinition(context.Background(), internal) {
		out = append(out, e.Error())
	}
	return out, nil
}

// ValidateManifest decodes a manifest strictly and validates it.
func ValidateManifest(data []byte) ([]string, error) {
	crd := &apiextensionsv1.CustomResourceDefinition{}
	if err := yaml.UnmarshalStrict(data, crd); err != nil {
		return nil, err
	}
	return Validate(crd)
}
