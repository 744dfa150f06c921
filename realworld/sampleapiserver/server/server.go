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
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/admission"
	x509request "k8s.io/apiserver/pkg/authentication/request/x509"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/apiserver/pkg/server/dynamiccertificates"
	genericoptions "k8s.io/apiserver/pkg/server/options"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	restclient "k8s.io/client-go/rest"
	basecompatibility "k8s.io/component-base/compatibility"
	"k8s.io/sample-apiserver/pkg/admission/plugin/banflunder"
	"k8s.io/sample-apiserver/pkg/admission/wardleinitializer"
	"k8s.io/sample-apiserver/pkg/apis/wardle"
	"k8s.io/sample-apiserver/pkg/apis/wardle/validation"
	clientset "k8s.io/sample-apiserver/pkg/generated/clientset/versioned"
	informers "k8s.io/sample-apiserver/pkg/generated/informers/externalversions"
	sampleopenapi "k8s.io/sample-apiserver/pkg/generated/openapi"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// Options configure a server.
type Options struct {
	// PKI has the serving certificate and the CA of the accepted client
	// certificates (each client so authenticated may do everything).
	PKI *PKI
	// EtcdServers are etcd's endpoints (embedded.StartEtcd's, say).
	EtcdServers []string
	// EtcdPrefix is the key prefix of the stored objects, so that several
	// servers can share one etcd; by default /registry/wardle.example.com,
	// upstream's.
	EtcdPrefix string
	// DisableWatchCache serves lists and watches from etcd directly.
	DisableWatchCache bool
}

// Server is a running server.
type Server struct {
	// RESTConfig is a client configuration for the server with the PKI's
	// client certificate.
	RESTConfig *restclient.Config

	done chan struct{}
	err  error
}

// Version is the server's version: sample-apiserver's own (its
// pkg/cmd/server gives the wardle component 1.2). The generic server
// stops serving a kind at the release its prerelease lifecycle names, and
// sample-apiserver's v1alpha1 says removed in 1.10.
const Version = "1.2"

// Start starts the server on a free port of 127.0.0.1 and returns once it
// is ready. It runs until ctx is cancelled; Wait then returns once it has
// shut down.
func Start(ctx context.Context, o Options) (*Server, error) {
	if o.PKI == nil || len(o.EtcdServers) == 0 {
		return nil, errors.New("a PKI and etcd servers are required")
	}
	if o.EtcdPrefix == "" {
		o.EtcdPrefix = "/registry/wardle.example.com"
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{RESTConfig: o.PKI.RESTConfig("https://" + listener.Addr().String()), done: make(chan struct{})}
	generic, err := newGenericServer(o, listener)
	if err != nil {
		listener.Close()
		return nil, err
	}
	runCtx, stop := context.WithCancel(ctx)
	go func() {
		defer close(s.done)
		s.err = generic.PrepareRun().RunWithContext(runCtx)
	}()
	if err := WaitReady(ctx, s.RESTConfig, s.done); err != nil {
		stop()
		<-s.done
		return nil, err
	}
	go func() {
		<-s.done
		stop()
	}()
	return s, nil
}

// Wait blocks until the server has shut down and returns why it stopped
// (nil after a clean shutdown).
func (s *Server) Wait() error {
	<-s.done
	return s.err
}

// WaitReady polls /readyz of the server cfg names until it answers 200,
// done is closed (the server stopped) or a minute has passed.
func WaitReady(ctx context.Context, cfg *restclient.Config, done <-chan struct{}) error {
	client, err := restclient.HTTPClientFor(cfg)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, cfg.Host+"/readyz", nil)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("/readyz: %s", resp.Status)
		}
		select {
		case <-done:
			return fmt.Errorf("server stopped before it was ready (last error: %v)", err)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("server not ready after a minute (last error: %v)", err)
		}
	}
}

// newGenericServer configures k8s.io/apiserver: TLS with the PKI's
// certificate, its client certificates as the only way in, etcd storage
// (each kind in its storage version) with or without the watch cache,
// OpenAPI from sample-apiserver's generated definitions with each served
// version's selectable fields, the BanFlunder admission plugin with a
// wardle informer factory over loopback, and the group.
func newGenericServer(o Options, listener net.Listener) (*genericapiserver.GenericAPIServer, error) {
	config := genericapiserver.NewRecommendedConfig(Codecs)
	config.EffectiveVersion = basecompatibility.NewEffectiveVersionFromString(Version, "", "")
	// On shutdown, open watches get this long to end before the server
	// closes them; without it the HTTP server waits its full minute.
	config.ShutdownWatchTerminationGracePeriod = 2 * time.Second
	// Lists and watches take a field predicate, written in the request's
	// version (docs/queries.md).
	config.BuildHandlerChainFunc = func(h http.Handler, c *genericapiserver.Config) http.Handler {
		return genericapiserver.DefaultBuildHandlerChain(selectableapiserver.WithFieldPredicate(h), c)
	}

	serving := genericoptions.NewSecureServingOptions()
	serving.Listener = listener
	serving.ServerCert.CertKey.CertFile = o.PKI.ServerCertFile
	serving.ServerCert.CertKey.KeyFile = o.PKI.ServerKeyFile
	if err := serving.WithLoopback().ApplyTo(&config.SecureServing, &config.LoopbackClientConfig); err != nil {
		return nil, fmt.Errorf("serving: %w", err)
	}
	clientCA, err := dynamiccertificates.NewStaticCAContent("client-ca", o.PKI.CACert)
	if err != nil {
		return nil, err
	}
	if err := config.Authentication.ApplyClientCert(clientCA, config.SecureServing); err != nil {
		return nil, err
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(o.PKI.CACert)
	verify := x509request.DefaultVerifyOptions()
	verify.Roots = roots
	config.Authentication.Authenticator = x509request.New(verify, x509request.CommonNameUserConversion)
	config.Authorization.Authorizer = authorizerfactory.NewAlwaysAllowAuthorizer()

	namer := openapinamer.NewDefinitionNamer(Scheme)
	var selectable []selectableruntime.SelectableKind
	for _, k := range Kinds {
		for _, v := range k.Versions {
			selectable = append(selectable, v.SelectableKind)
		}
	}
	definitions := openapi.WithSelectableFields(sampleopenapi.GetOpenAPIDefinitions, selectable...)
	config.OpenAPIConfig = genericapiserver.DefaultOpenAPIConfig(definitions, namer)
	config.OpenAPIConfig.Info.Title, config.OpenAPIConfig.Info.Version = "Wardle", "0.1"
	config.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(definitions, namer)
	config.OpenAPIV3Config.Info.Title, config.OpenAPIV3Config.Info.Version = "Wardle", "0.1"

	json, ok := runtime.SerializerInfoForMediaType(Codecs.SupportedMediaTypes(), runtime.ContentTypeJSON)
	if !ok {
		return nil, errors.New("no JSON serializer")
	}
	versioner := selectableapiserver.StorageVersions(Kinds...)
	codec := Codecs.CodecForVersions(json.Serializer, Codecs.UniversalDeserializer(), versioner, runtime.InternalGroupVersioner)
	etcd := genericoptions.NewEtcdOptions(storagebackend.NewDefaultConfig(o.EtcdPrefix, codec))
	etcd.StorageConfig.EncodeVersioner = versioner
	etcd.StorageConfig.Transport.ServerList = o.EtcdServers
	etcd.EnableWatchCache = !o.DisableWatchCache
	if err := etcd.ApplyTo(&config.Config); err != nil {
		return nil, fmt.Errorf("etcd: %w", err)
	}

	// Admission: upstream's BanFlunder, initialized as upstream's
	// pkg/cmd/server does, with an informer factory of sample-apiserver's
	// generated clientset over loopback (the Fischers it reads are this
	// server's).
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
	if err != nil {
		return nil, err
	}

	server, err := config.Complete().New("sample-apiserver-selectable", genericapiserver.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	if err := installGroup(server, config); err != nil {
		server.Destroy()
		return nil, err
	}
	server.AddPostStartHookOrDie("start-wardle-informers", func(ctx genericapiserver.PostStartHookContext) error {
		informerFactory.Start(ctx.Done())
		return nil
	})
	// Ready only once every resource's storage (the watch caches) is.
	server.AddPostStartHookOrDie("storage-readiness", server.StorageReadinessHook.Hook)
	return server, nil
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
