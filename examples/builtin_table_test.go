package examples_test

import (
	"context"
	"slices"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/generic"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/storage/storagebackend/factory"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/tools/cache"

	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// tablesOnly gives a store a RESTOptions whose storage is never built:
// the test only asks the store for tables.
type tablesOnly struct{}

func (tablesOnly) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		StorageConfig: &storagebackend.ConfigForResource{GroupResource: resource},
		Decorator: func(*storagebackend.ConfigForResource, string, func(runtime.Object) (string, error), func() runtime.Object,
			func() runtime.Object, storage.AttrFunc, storage.IndexerFuncs, *cache.Indexers) (storage.Interface, factory.DestroyFunc, error) {
			return nil, func() {}, nil
		},
		ResourcePrefix: resource.Group + "/" + resource.Resource,
	}, nil
}

// TestServedBuiltinKindHasItsTable: a built-in kind served by
// runtime/apiserver from its builtin declaration answers tables with the
// declared columns, kube-apiserver's (docs/builtin-tables.md): a Secret's
// Type, Data (a count) and Age.
func TestServedBuiltinKindHasItsTable(t *testing.T) {
	st, err := selectableapiserver.NewStorage(&builtincorev1.SecretDescriptor, scheme.Scheme, tablesOnly{}, selectableapiserver.Hooks{})
	if err != nil {
		t.Fatal(err)
	}
	secret := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: "s", CreationTimestamp: metav1.Now()}, Type: corev1.SecretTypeOpaque,
		Data: map[string][]byte{"a": nil, "b": nil}}
	tbl, err := st["secrets"].(rest.TableConvertor).ConvertToTable(context.Background(), secret, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range tbl.ColumnDefinitions {
		names = append(names, c.Name+":"+c.Type)
	}
	if got, want := names, []string{"Name:string", "Type:string", "Data:string", "Age:string"}; !slices.Equal(got, want) {
		t.Errorf("columns %v, want %v", got, want)
	}
	if got := tbl.Rows[0].Cells; got[0] != "s" || got[1] != "Opaque" || got[2] != int64(2) || got[3] != "0s" {
		t.Errorf("cells %#v", got)
	}
}
