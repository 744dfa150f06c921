package controllerruntime

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
)

func testScheme(t *testing.T) *runtime.Scheme {
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{stablev1.AddToScheme, workloadsv1.AddToScheme} {
		if err := add(s); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestCheckCacheFieldSelectors: a cache field selector on a field the kind
// does not declare is an error naming the field and the kind before the
// cache starts; declared fields, metadata.* and kinds not described pass.
func TestCheckCacheFieldSelectors(t *testing.T) {
	s := testScheme(t)
	good := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&stablev1.Selector{}:   {Field: fields.ParseSelectorOrDie("spec.color=blue,metadata.namespace=default")},
			&workloadsv1.Rollout{}: {Field: fields.OneTermNotEqualSelector("spec.image", "")},
		},
		DefaultFieldSelector: fields.OneTermEqualSelector("metadata.name", "x"),
	}
	if err := CheckCacheFieldSelectors(good, s, append(stablev1.Descriptors, workloadsv1.Descriptors...)...); err != nil {
		t.Errorf("declared fields rejected: %v", err)
	}
	bad := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&stablev1.Selector{}:  {Field: fields.ParseSelectorOrDie("spec.shape=round")},
			&workloadsv1.Worker{}: {Namespaces: map[string]cache.Config{"": {FieldSelector: fields.OneTermEqualSelector("metadata.namespace", "x")}}},
		},
	}
	err := CheckCacheFieldSelectors(bad, s, append(stablev1.Descriptors, workloadsv1.Descriptors...)...)
	for _, want := range []string{
		`cache ByObject: field selector "spec.shape=round" for Selector (stable.example.com/v1): field label not supported: spec.shape; its field selectors are metadata.name, metadata.namespace, spec.color, spec.size`,
		`field selector "metadata.namespace=x" for Worker (workloads.example.com/v1): field label not supported: metadata.namespace; its field selectors are metadata.name`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v\nwant it to contain %s", err, want)
		}
	}
	// Kinds that are not described are not checked.
	if err := CheckCacheFieldSelectors(bad, s, &workloadsv1.RolloutDescriptor); err != nil {
		t.Errorf("a selector of an undescribed kind is checked: %v", err)
	}
}
