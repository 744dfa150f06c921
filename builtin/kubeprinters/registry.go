// Package kubeprinters is the oracle of builtin's tables: kube-apiserver's
// own registries and printers beside the generated convertors (its tests).
// RegistryStorage, here, builds kube-apiserver's registries without a
// server, for the tests here and realworld/kubernetes.
package kubeprinters

import (
	"fmt"
	"reflect"
	"sync"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	"k8s.io/apiserver/pkg/registry/generic"
	"k8s.io/apiserver/pkg/registry/rest"
	genericapiserver "k8s.io/apiserver/pkg/server"
	serverstorage "k8s.io/apiserver/pkg/server/storage"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/storage/storagebackend/factory"
	corev1client "k8s.io/client-go/kubernetes/typed/core/v1"

	"k8s.io/kubernetes/pkg/api/legacyscheme"
	api "k8s.io/kubernetes/pkg/apis/core"
	kubeletclient "k8s.io/kubernetes/pkg/kubelet/client"
	admissionregistrationrest "k8s.io/kubernetes/pkg/registry/admissionregistration/rest"
	appsrest "k8s.io/kubernetes/pkg/registry/apps/rest"
	autoscalingrest "k8s.io/kubernetes/pkg/registry/autoscaling/rest"
	batchrest "k8s.io/kubernetes/pkg/registry/batch/rest"
	certificatesrest "k8s.io/kubernetes/pkg/registry/certificates/rest"
	coordinationrest "k8s.io/kubernetes/pkg/registry/coordination/rest"
	"k8s.io/kubernetes/pkg/registry/core/componentstatus"
	endpointsstore "k8s.io/kubernetes/pkg/registry/core/endpoint/storage"
	limitrangestore "k8s.io/kubernetes/pkg/registry/core/limitrange/storage"
	nodestore "k8s.io/kubernetes/pkg/registry/core/node/storage"
	pvstore "k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage"
	pvcstore "k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage"
	podstore "k8s.io/kubernetes/pkg/registry/core/pod/storage"
	podtemplatestore "k8s.io/kubernetes/pkg/registry/core/podtemplate/storage"
	controllerstore "k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage"
	corerest "k8s.io/kubernetes/pkg/registry/core/rest"
	servicestore "k8s.io/kubernetes/pkg/registry/core/service/storage"
	discoveryrest "k8s.io/kubernetes/pkg/registry/discovery/rest"
	eventsrest "k8s.io/kubernetes/pkg/registry/events/rest"
	flowcontrolrest "k8s.io/kubernetes/pkg/registry/flowcontrol/rest"
	networkingrest "k8s.io/kubernetes/pkg/registry/networking/rest"
	noderest "k8s.io/kubernetes/pkg/registry/node/rest"
	policyrest "k8s.io/kubernetes/pkg/registry/policy/rest"
	rbacrest "k8s.io/kubernetes/pkg/registry/rbac/rest"
	resourcerest "k8s.io/kubernetes/pkg/registry/resource/rest"
	schedulingrest "k8s.io/kubernetes/pkg/registry/scheduling/rest"
	storagerest "k8s.io/kubernetes/pkg/registry/storage/rest"
	svmrest "k8s.io/kubernetes/pkg/registry/storagemigration/rest"

	"github.com/selectable-gen/selectable-gen/builtin"

	// kube-apiserver's scheme with every group it serves: the
	// registries' strategies and the conversions need them.
	_ "github.com/selectable-gen/selectable-gen/builtin/kubeprinters/scheme"
)

// noStorage is the storage the registries are built on here: their table
// convertors are read, nothing is stored or read.
type noStorage struct{ storage.Interface }

// optionsGetter gives every registry noStorage.
type optionsGetter struct{}

func (optionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		StorageConfig:  &storagebackend.ConfigForResource{GroupResource: resource, Config: storagebackend.Config{Codec: legacyscheme.Codecs.LegacyCodec()}},
		Decorator:      noStorageDecorator,
		ResourcePrefix: resource.Group + "/" + resource.Resource,
	}, nil
}

// noStorageDecorator makes every store's storage noStorage. Made by
// reflection because generic.StorageDecorator's parameters differ between
// minors (1.38 adds a reverse key function), and the oracle also runs at
// the next minor (TestKubePrintersAtTheNextMinor).
var noStorageDecorator = reflect.MakeFunc(reflect.TypeFor[generic.StorageDecorator](), func([]reflect.Value) []reflect.Value {
	return []reflect.Value{
		reflect.ValueOf(noStorage{}).Convert(reflect.TypeFor[storage.Interface]()),
		reflect.ValueOf(factory.DestroyFunc(func() {})),
		reflect.Zero(reflect.TypeFor[error]()),
	}
}).Interface().(generic.StorageDecorator)

// noNamespaces is the namespace client of the resource group's registry,
// which the table convertors do not use.
type noNamespaces struct {
	corev1client.NamespaceInterface
}

// storageProvider is kube-apiserver's provider of a group's REST storage.
type storageProvider interface {
	NewRESTStorage(serverstorage.APIResourceConfigSource, generic.RESTOptionsGetter) (genericapiserver.APIGroupInfo, error)
}

var (
	registriesOnce sync.Once
	registries     map[schema.GroupVersionResource]rest.Storage
	registriesErr  error
)

// RegistryStorage is the REST storage kube-apiserver 1.37 serves a
// resource with, built as its storage providers build it
// (pkg/controlplane/instance.go StorageProviders), with the group
// versions served by default enabled; the core group's legacy resources
// are built one by one (their provider needs a running server's
// allocators and clients, which their table convertors do not use).
func RegistryStorage(gvr schema.GroupVersionResource) (rest.Storage, error) {
	registriesOnce.Do(func() { registries, registriesErr = buildRegistries() })
	if registriesErr != nil {
		return nil, registriesErr
	}
	s, ok := registries[gvr]
	if !ok {
		return nil, fmt.Errorf("kube-apiserver 1.37 serves no %v", gvr)
	}
	return s, nil
}

func buildRegistries() (map[schema.GroupVersionResource]rest.Storage, error) {
	config := serverstorage.NewResourceConfig()
	config.EnableVersions(builtin.ServedGroupVersions...)
	getter := optionsGetter{}
	deny := authorizerfactory.NewAlwaysDenyAuthorizer()
	providers := []storageProvider{
		&corerest.GenericConfig{},
		admissionregistrationrest.RESTStorageProvider{Authorizer: deny},
		appsrest.StorageProvider{},
		autoscalingrest.RESTStorageProvider{},
		batchrest.RESTStorageProvider{},
		certificatesrest.RESTStorageProvider{Authorizer: deny},
		coordinationrest.RESTStorageProvider{},
		discoveryrest.StorageProvider{},
		eventsrest.RESTStorageProvider{},
		flowcontrolrest.RESTStorageProvider{},
		networkingrest.RESTStorageProvider{},
		noderest.RESTStorageProvider{},
		policyrest.RESTStorageProvider{},
		rbacrest.RESTStorageProvider{Authorizer: deny},
		resourcerest.RESTStorageProvider{Authorizer: deny, NamespaceClient: noNamespaces{}},
		schedulingrest.RESTStorageProvider{},
		storagerest.RESTStorageProvider{},
		svmrest.RESTStorageProvider{},
	}
	out := map[schema.GroupVersionResource]rest.Storage{}
	for _, p := range providers {
		info, err := p.NewRESTStorage(config, getter)
		if err != nil {
			return nil, fmt.Errorf("%T: %w", p, err)
		}
		for version, resources := range info.VersionedResourcesStorageMap {
			for resource, s := range resources {
				group := info.PrioritizedVersions[0].Group
				out[schema.GroupVersionResource{Group: group, Version: version, Resource: resource}] = s
			}
		}
	}
	core := func(resource string, s rest.Storage, err error) error {
		if err != nil {
			return fmt.Errorf("%s: %w", resource, err)
		}
		out[schema.GroupVersionResource{Version: "v1", Resource: resource}] = s
		return nil
	}
	podTemplates, err := podtemplatestore.NewREST(getter)
	if err := core("podtemplates", podTemplates, err); err != nil {
		return nil, err
	}
	limitRanges, err := limitrangestore.NewREST(getter)
	if err := core("limitranges", limitRanges, err); err != nil {
		return nil, err
	}
	pvs, _, err := pvstore.NewREST(getter)
	if err := core("persistentvolumes", pvs, err); err != nil {
		return nil, err
	}
	pvcs, _, err := pvcstore.NewREST(getter)
	if err := core("persistentvolumeclaims", pvcs, err); err != nil {
		return nil, err
	}
	endpoints, err := endpointsstore.NewREST(getter)
	if err := core("endpoints", endpoints, err); err != nil {
		return nil, err
	}
	nodes, err := nodestore.NewStorage(getter, kubeletclient.KubeletClientConfig{}, nil)
	if err := core("nodes", nodes.Node, err); err != nil {
		return nil, err
	}
	pods, err := podstore.NewStorage(getter, nil, nil, nil, nil)
	if err := core("pods", pods.Pod, err); err != nil {
		return nil, err
	}
	controllers, err := controllerstore.NewStorage(getter)
	if err := core("replicationcontrollers", controllers.Controller, err); err != nil {
		return nil, err
	}
	out[schema.GroupVersionResource{Version: "v1", Resource: "componentstatuses"}] = componentstatus.NewStorage(func() map[string]componentstatus.Server { return nil })
	services, _, _, err := servicestore.NewREST(getter, api.IPv4Protocol, nil, nil, nil, pods.Pod, nil)
	if err := core("services", services, err); err != nil {
		return nil, err
	}
	return out, nil
}
