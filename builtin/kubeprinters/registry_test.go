package kubeprinters

import (
	"testing"

	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/rest"

	"github.com/selectable-gen/selectable-gen/builtin"
)

// TestRegistriesServeEveryKind: every built-in kind of kube-apiserver's
// own groups has a registry here, whose store converts to tables.
func TestRegistriesServeEveryKind(t *testing.T) {
	for _, d := range builtin.Descriptors {
		if _, ok := groupConvertors[d.Group]; ok || d.Group == "apiregistration.k8s.io" {
			continue
		}
		s, err := RegistryStorage(schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource})
		if err != nil {
			t.Errorf("%s.%s: %v", d.Kind, d.Group, err)
			continue
		}
		if _, ok := s.(rest.TableConvertor); !ok {
			t.Errorf("%s.%s: the registry's %T converts no table", d.Kind, d.Group, s)
		}
	}
}
