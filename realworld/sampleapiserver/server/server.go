// Package server serves k8s.io/sample-apiserver's API group
// wardle.example.com, with the module unchanged, on k8s.io/apiserver
// through runtime/apiserver: sample-apiserver's scheme (internal types,
// v1alpha1 and v1beta1 with their conversions and defaults), its
// validation and its BanFlunder admission plugin; the storage, field
// selection, indexes and tables of each served version from the
// declarations in apis/v1alpha1 and apis/v1beta1
// (docs/internal-versions.md). It stands in for upstream's
// pkg/registry/wardle and pkg/apiserver, which it does not use.
package server

import (
	"context"
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/admission"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/sample-apiserver/pkg/admission/plugin/banflunder"
	"k8s.io/sample-apiserver/pkg/admission/wardleinitializer"
	"k8s.io/sample-apiserver/pkg/apis/wardle"
	"k8s.io/sample-apiserver/pkg/apis/wardle/validation"
	clientset "k8s.io/sample-apiserver/pkg/generated/clientset/versioned"
	informers "k8s.io/sample-apiserver/pkg/generated/informers/externalversions"
	sampleopenapi "k8s.io/sample-apiserver/pkg/generated/openapi"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
	"github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// Options configure a server.
type Options struct {
	// PKI has the serving certificate and the CA of the accepted client
	// certificates (each client so authenticated may do everything).
	PKI *testserver.PKI
	// EtcdServers are etcd's endpoints (testserver.StartEtcd's, say).
	EtcdServers []string
	// EtcdPrefix is the key prefix of the stored objects, so that several
	// servers can share one etcd; by default /registry/wardle.example.com,
	// upstream's.
	EtcdPrefix string
	// DisableWatchCache serves lists and watches from etcd directly.
	DisableWatchCache bool
}

// Server is a running server.
type Server = testserver.Server

// Version is the server's version: sample-apiserver's own (its
// pkg/cmd/server gives the wardle component 1.2). The generic server
// stops serving a kind at the release its prerelease lifecycle names, and
// sample-apiserver's v1alpha1 says removed in 1.10.
const Version = "1.2"

// Start starts the server on a free port of 127.0.0.1 and returns once it
// is ready (runtime/apiserver/testserver): the storage, field selection,
// indexes and tables from the declarations, OpenAPI from
// sample-apiserver's generated definitions with each served version's
// selectable fields, and the BanFlunder admission plugin with a wardle
// informer factory over loopback. It runs until ctx is cancelled; Wait
// then returns once it has shut down.
func Start(ctx context.Context, o Options) (*Server, error) {
	if o.PKI == nil || len(o.EtcdServers) == 0 {
		return nil, errors.New("a PKI and etcd servers are required")
	}
	if o.EtcdPrefix == "" {
		o.EtcdPrefix = "/registry/wardle.example.com"
	}
	var selectable []selectableruntime.SelectableKind
	for _, k := range Kinds {
		for _, v := range k.Versions {
			selectable = append(selectable, v.SelectableKind)
		}
	}
	var informerFactory informers.SharedInformerFactory
	return testserver.Start(ctx, testserver.Options{
		Name:              "sample-apiserver-selectable",
		Version:           Version,
		Scheme:            Scheme,
		Codecs:            Codecs,
		PKI:               o.PKI,
		EtcdServers:       o.EtcdServers,
		EtcdPrefix:        o.EtcdPrefix,
		StorageVersions:   selectableapiserver.StorageVersions(Kinds...),
		DisableWatchCache: o.DisableWatchCache,
		OpenAPI:           openapi.WithSelectableFields(sampleopenapi.GetOpenAPIDefinitions, selectable...),
		Configure: func(config *genericapiserver.RecommendedConfig) error {
			config.OpenAPIConfig.Info.Title, config.OpenAPIConfig.Info.Version = "Wardle", "0.1"
			config.OpenAPIV3Config.Info.Title, config.OpenAPIV3Config.Info.Version = "Wardle", "0.1"
			var err error
			informerFactory, err = banFlunder(config)
			return err
		},
		Install: func(server *genericapiserver.GenericAPIServer, config *genericapiserver.RecommendedConfig) error {
			if err := installGroup(server, config); err != nil {
				return err
			}
			server.AddPostStartHookOrDie("start-wardle-informers", func(ctx genericapiserver.PostStartHookContext) error {
				informerFactory.Start(ctx.Done())
				return nil
			})
			return nil
		},
	})
}

// banFlunder is the admission of upstream's pkg/cmd/server: BanFlunder,
// initialized with an informer factory of sample-apiserver's generated
// clientset over loopback (the Fischers it reads are this server's).
func banFlunder(config *genericapiserver.RecommendedConfig) (informers.SharedInformerFactory, error) {
	client, err := clientset.NewForConfig(config.LoopbackClientConfig)
	if err != nil {
		return nil, err
	}
	informerFactory := informers.NewSharedInformerFactory(client, 0)
	plugins := admission.NewPlugins()
	banflunder.Register(plugins)
	pluginNames := []string{"BanFlunder"}
	pluginConfig, err := admission.ReadAdmissionConfiguration(pluginNames, "", nil)
	if err != nil {
		return nil, err
	}
	config.AdmissionControl, err = plugins.NewFromPlugins(pluginNames, pluginConfig, wardleinitializer.New(informerFactory), nil)
	return informerFactory, err
}

// hooks are what only a person writes: sample-apiserver's own validation
// of a Flunder. runtime/apiserver runs Validate on create and on update
// (an update is validated as a create is, then as an update).
var hooks = map[string]selectableapiserver.Hooks{
	"Flunder": {
		Validate: func(ctx context.Context, obj runtime.Object) field.ErrorList {
			return validation.ValidateFlunder(obj.(*wardle.Flunder))
		},
	},
}

// installGroup installs wardle.example.com: the storage of every kind from
// its declarations, each kind under the versions that declare it.
func installGroup(server *genericapiserver.GenericAPIServer, config *genericapiserver.RecommendedConfig) error {
	storage, err := selectableapiserver.NewInternalGroupStorage(Kinds, Scheme, config.RESTOptionsGetter, hooks)
	if err != nil {
		return err
	}
	info := genericapiserver.NewDefaultAPIGroupInfo(wardle.GroupName, Scheme, metav1.ParameterCodec, Codecs)
	info.VersionedResourcesStorageMap = selectableapiserver.InternalVersionedStorage(Kinds, storage)
	return server.InstallAPIGroup(&info)
}
