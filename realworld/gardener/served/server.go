// Package served serves Gardener's core.gardener.cloud group (internal
// objects, served in v1beta1) on k8s.io/apiserver at Gardener's pins, two
// ways, so that tests can send both the same requests:
//
//   - Declared: every kind's storage from the declarations in apis/core
//     (runtime/apiserver's NewInternalGroupStorage: field selection, field
//     label conversion, indexes, triggers and tables generated), with
//     Gardener's own strategies plugged in as hooks (its generation rules,
//     validation, canonicalization, /status handling, Shoot's decorator);
//   - Gardeners: Gardener's own registry, the APIGroupInfo of its
//     pkg/apiserver/registry/core/rest StorageProvider (its
//     storage.NewStorage for every kind, its hand-written selection,
//     indexes, triggers and table convertors, and its scheme's field label
//     conversions).
//
// Both store in etcd as gardener-apiserver does (every core kind in
// v1beta1, keys <prefix>/core.gardener.cloud/<resource>). What neither
// serves: admission (Gardener's plugins read a kube-apiserver), and the
// Shoot subresources that need one (adminkubeconfig, viewerkubeconfig).
package served

import (
	"context"
	"errors"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apiserver/pkg/registry/generic"
	genericapiserver "k8s.io/apiserver/pkg/server"
	kubeinformers "k8s.io/client-go/informers"
	kubefake "k8s.io/client-go/kubernetes/fake"

	"github.com/gardener/gardener/pkg/api"
	"github.com/gardener/gardener/pkg/apis/core"
	gardencoreinstall "github.com/gardener/gardener/pkg/apis/core/install"
	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
	apiserverfeatures "github.com/gardener/gardener/pkg/apiserver/features"
	gardenopenapi "github.com/gardener/gardener/pkg/apiserver/openapi"
	corerest "github.com/gardener/gardener/pkg/apiserver/registry/core/rest"
	gardenfake "github.com/gardener/gardener/pkg/client/core/clientset/versioned/fake"
	gardeninformers "github.com/gardener/gardener/pkg/client/core/informers/externalversions"

	coreinternal "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/internalversion"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
	"github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// Registry is what serves the group.
type Registry int

const (
	// Declared serves from the declarations (runtime/apiserver).
	Declared Registry = iota
	// Gardeners serves from Gardener's own registry.
	Gardeners
)

func (r Registry) String() string {
	if r == Declared {
		return "declared"
	}
	return "gardener"
}

// Options configure a server.
type Options struct {
	Registry Registry
	// EtcdServers are etcd's endpoints; EtcdPrefix the key prefix of this
	// server's objects, so that several servers share one etcd.
	EtcdServers []string
	EtcdPrefix  string
	// DisableWatchCache serves lists and watches from etcd directly.
	DisableWatchCache bool
	// CertDir holds the self-signed serving certificate.
	CertDir string
}

// Server is a running server; its RESTConfig has the server's loopback
// credentials (a privileged bearer token; every request is allowed).
type Server = testserver.Server

// CredentialsRotationInterval is the Shoot strategy's setting, the same
// for both registries (gardener-apiserver's default).
const CredentialsRotationInterval = 90 * 24 * time.Hour

// Kinds are the declared core kinds (internal objects, v1beta1), with
// Scheme converting.
var Kinds = coreinternal.InternalKinds(func(in, out any) error { return Scheme.Convert(in, out, nil) })

var (
	// Scheme is the declared server's: Gardener's core group (internal,
	// v1beta1, v1, with its conversions and defaults), whose field label
	// conversions the declarations' replace. Gardener's registry keeps
	// its own scheme (api.Scheme).
	Scheme = runtime.NewScheme()
	// Codecs encodes and decodes with Scheme.
	Codecs = serializer.NewCodecFactory(Scheme)
)

func init() {
	// Gardener's validation asks its feature gates (gardener-apiserver
	// registers them at start).
	apiserverfeatures.RegisterFeatureGates()
	gardencoreinstall.Install(Scheme)
	utilruntime.Must(selectableapiserver.AddInternalFieldLabelConversions(Scheme, Kinds...))
	metav1.AddToGroupVersion(Scheme, schema.GroupVersion{Version: "v1"})
	Scheme.AddUnversionedTypes(schema.GroupVersion{Group: "", Version: "v1"},
		&metav1.Status{}, &metav1.APIVersions{}, &metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
}

// Start starts a server on a free port of 127.0.0.1 and returns once it is
// ready (runtime/apiserver/testserver): a self-signed serving certificate,
// the loopback token as the only credential, etcd storage (core kinds in
// v1beta1), OpenAPI from Gardener's generated definitions, and the group
// of either registry. It runs until ctx is cancelled; Wait then returns
// once it has shut down.
func Start(ctx context.Context, o Options) (*Server, error) {
	if len(o.EtcdServers) == 0 || o.EtcdPrefix == "" || o.CertDir == "" {
		return nil, errors.New("etcd servers, an etcd prefix and a certificate directory are required")
	}
	scheme, codecs := Scheme, Codecs
	// gardener-apiserver's encoding: every core kind in v1beta1.
	var versioner runtime.GroupVersioner = runtime.NewMultiGroupVersioner(gardencorev1beta1.SchemeGroupVersion,
		schema.GroupKind{Group: gardencorev1beta1.GroupName})
	// The declared server's definitions name each kind's selectable
	// fields (x-kubernetes-selectable-fields).
	definitions := gardenopenapi.GetOpenAPIDefinitions
	if o.Registry == Declared {
		versioner = selectableapiserver.StorageVersions(Kinds...)
		var selectable []selectableruntime.SelectableKind
		for _, k := range Kinds {
			for _, v := range k.Versions {
				selectable = append(selectable, v.SelectableKind)
			}
		}
		definitions = openapi.WithSelectableFields(definitions, selectable...)
	} else {
		scheme, codecs = api.Scheme, api.Codecs
	}
	return testserver.Start(ctx, testserver.Options{
		Name: "gardener-" + o.Registry.String(),
		// Gardener's own API server reports its own version; the generic
		// server only needs one to decide what prerelease versions it
		// serves.
		Version:           "1.36",
		Scheme:            scheme,
		Codecs:            codecs,
		CertDir:           o.CertDir,
		EtcdServers:       o.EtcdServers,
		EtcdPrefix:        o.EtcdPrefix,
		StorageVersions:   versioner,
		DisableWatchCache: o.DisableWatchCache,
		OpenAPI:           definitions,
		Configure: func(config *genericapiserver.RecommendedConfig) error {
			config.OpenAPIConfig.Info.Title, config.OpenAPIConfig.Info.Version = "Gardener", "v1.149.3"
			config.OpenAPIV3Config.Info.Title, config.OpenAPIV3Config.Info.Version = "Gardener", "v1.149.3"
			return nil
		},
		Install: func(server *genericapiserver.GenericAPIServer, config *genericapiserver.RecommendedConfig) error {
			var info genericapiserver.APIGroupInfo
			var err error
			if o.Registry == Declared {
				info, err = declaredGroup(config.RESTOptionsGetter)
			} else {
				info = gardenersGroup(config.RESTOptionsGetter)
			}
			if err != nil {
				return err
			}
			return server.InstallAPIGroup(&info)
		},
	})
}

// declaredGroup is the group from the declarations, with Gardener's
// strategies as hooks.
func declaredGroup(optsGetter generic.RESTOptionsGetter) (genericapiserver.APIGroupInfo, error) {
	storage, err := selectableapiserver.NewInternalGroupStorage(Kinds, Scheme, optsGetter, Hooks())
	if err != nil {
		return genericapiserver.APIGroupInfo{}, err
	}
	info := genericapiserver.NewDefaultAPIGroupInfo(core.GroupName, Scheme, metav1.ParameterCodec, Codecs)
	info.VersionedResourcesStorageMap = selectableapiserver.InternalVersionedStorage(Kinds, storage)
	return info, nil
}

// gardenersGroup is Gardener's own APIGroupInfo for the group. Its Shoot
// storage asks for listers (used by the kubeconfig subresources only):
// they come from informer factories over fake clients, never started.
func gardenersGroup(optsGetter generic.RESTOptionsGetter) genericapiserver.APIGroupInfo {
	provider := corerest.StorageProvider{
		CredentialsRotationInterval: CredentialsRotationInterval,
		KubeInformerFactory:         kubeinformers.NewSharedInformerFactory(kubefake.NewClientset(), 0),
		CoreInformerFactory:         gardeninformers.NewSharedInformerFactory(gardenfake.NewSimpleClientset(), 0),
	}
	return provider.NewRESTStorage(optsGetter)
}
