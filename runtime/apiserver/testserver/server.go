// Package testserver starts an API server on k8s.io/apiserver in the
// process, on 127.0.0.1, for tests and examples (apiextensions-apiserver's
// StartTestServer is the anchor): TLS with a PKI's serving certificate,
// the PKI's client certificates (or the loopback token alone) as the way
// in, every request allowed, etcd storage with or without the watch
// cache, OpenAPI, the field predicate parameter, and the groups the
// caller installs. Start returns once /readyz answers; the server runs
// until its context ends, and Wait returns once it has shut down.
//
// The example server, sample-apiserver served from declarations and
// Gardener's served group use it (docs/wiring.md).
package testserver

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apiserver/pkg/authentication/authenticator"
	x509request "k8s.io/apiserver/pkg/authentication/request/x509"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/apiserver/pkg/server/dynamiccertificates"
	genericoptions "k8s.io/apiserver/pkg/server/options"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/util/compatibility"
	restclient "k8s.io/client-go/rest"
	basecompatibility "k8s.io/component-base/compatibility"
	"k8s.io/kube-openapi/pkg/common"

	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// Options configure a server.
type Options struct {
	// Name names the server (its generic server, and the title of its
	// OpenAPI documents).
	Name string
	// Version is the server's binary version, which decides what
	// prerelease versions it serves; empty: the k8s.io/apiserver
	// release's.
	Version string
	// Scheme and Codecs are the server's: Scheme names the OpenAPI
	// definitions' kinds.
	Scheme *runtime.Scheme
	Codecs serializer.CodecFactory
	// PKI has the serving certificate and the CA of the client
	// certificates that get in (each may do everything). Nil: a
	// self-signed serving certificate in CertDir, and the server's
	// loopback token as the only credential (Server.RESTConfig has it).
	PKI     *PKI
	CertDir string
	// Port is the HTTPS port on 127.0.0.1; 0 picks a free one.
	Port int
	// EtcdServers are etcd's endpoints; EtcdPrefix the key prefix of the
	// stored objects (several servers can share one etcd under prefixes
	// of their own).
	EtcdServers []string
	EtcdPrefix  string
	// StorageVersions say in which version each kind is stored
	// (selectableapiserver.StorageVersions for internal kinds, or
	// schema.GroupVersions of the served versions).
	StorageVersions runtime.GroupVersioner
	// DisableWatchCache serves lists and watches from etcd directly.
	DisableWatchCache bool
	// OpenAPI are the definitions served at /openapi/v2 and /openapi/v3
	// (openapi.WithSelectableFields adds the selectable fields); the
	// generic server needs them (server-side apply's types).
	OpenAPI common.GetOpenAPIDefinitions
	// WrapHandler, when set, wraps the whole handler chain.
	WrapHandler func(http.Handler) http.Handler
	// Configure, when set, changes the configuration before the server is
	// built (admission plugins, say).
	Configure func(*genericapiserver.RecommendedConfig) error
	// Install installs the API groups (and post-start hooks) on the built
	// server.
	Install func(*genericapiserver.GenericAPIServer, *genericapiserver.RecommendedConfig) error
}

// Server is a running server.
type Server struct {
	// Host is https://127.0.0.1:<port>.
	Host string
	// RESTConfig is a client configuration for the server: the PKI's
	// client certificate, or the loopback token.
	RESTConfig *restclient.Config

	done chan struct{}
	err  error
}

// Start starts the server and returns once it is ready to serve.
func Start(ctx context.Context, o Options) (*Server, error) {
	if len(o.EtcdServers) == 0 || o.Install == nil || o.StorageVersions == nil || o.OpenAPI == nil {
		return nil, errors.New("etcd servers, storage versions, OpenAPI definitions and an Install function are required")
	}
	if o.PKI == nil && o.CertDir == "" {
		return nil, errors.New("a PKI or a certificate directory is required")
	}
	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", o.Port))
	if err != nil {
		return nil, fmt.Errorf("listening on 127.0.0.1:%d: %w", o.Port, err)
	}
	generic, loopback, err := newGenericServer(o, listener)
	if err != nil {
		listener.Close()
		return nil, err
	}
	s := &Server{Host: "https://" + listener.Addr().String(), done: make(chan struct{})}
	s.RESTConfig = restclient.CopyConfig(loopback)
	if o.PKI != nil {
		s.RESTConfig = o.PKI.RESTConfig(s.Host)
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

// Done is closed once the server has shut down.
func (s *Server) Done() <-chan struct{} { return s.done }

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

// newGenericServer configures and builds the server; it returns the
// loopback client configuration with it.
func newGenericServer(o Options, listener net.Listener) (*genericapiserver.GenericAPIServer, *restclient.Config, error) {
	config := genericapiserver.NewRecommendedConfig(o.Codecs)
	config.EffectiveVersion = compatibility.DefaultBuildEffectiveVersion()
	if o.Version != "" {
		config.EffectiveVersion = basecompatibility.NewEffectiveVersionFromString(o.Version, "", "")
	}
	// On shutdown, open watches get this long to end before the server
	// closes them; without it the HTTP server waits its full minute.
	config.ShutdownWatchTerminationGracePeriod = 2 * time.Second
	// Lists and watches take a field predicate (docs/queries.md).
	config.BuildHandlerChainFunc = func(h http.Handler, c *genericapiserver.Config) http.Handler {
		chain := genericapiserver.DefaultBuildHandlerChain(selectableapiserver.WithFieldPredicate(h), c)
		if o.WrapHandler != nil {
			chain = o.WrapHandler(chain)
		}
		return chain
	}
	if err := applyServingAndAuth(o, listener, config); err != nil {
		return nil, nil, err
	}
	namer := openapinamer.NewDefinitionNamer(o.Scheme)
	config.OpenAPIConfig = genericapiserver.DefaultOpenAPIConfig(o.OpenAPI, namer)
	config.OpenAPIConfig.Info.Title, config.OpenAPIConfig.Info.Version = o.Name, "v1"
	config.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(o.OpenAPI, namer)
	config.OpenAPIV3Config.Info.Title, config.OpenAPIV3Config.Info.Version = o.Name, "v1"
	json, ok := runtime.SerializerInfoForMediaType(o.Codecs.SupportedMediaTypes(), runtime.ContentTypeJSON)
	if !ok {
		return nil, nil, errors.New("no JSON serializer")
	}
	codec := o.Codecs.CodecForVersions(json.Serializer, o.Codecs.UniversalDeserializer(), o.StorageVersions, runtime.InternalGroupVersioner)
	etcd := genericoptions.NewEtcdOptions(storagebackend.NewDefaultConfig(o.EtcdPrefix, codec))
	etcd.StorageConfig.EncodeVersioner = o.StorageVersions
	etcd.StorageConfig.Transport.ServerList = o.EtcdServers
	etcd.EnableWatchCache = !o.DisableWatchCache
	if err := etcd.ApplyTo(&config.Config); err != nil {
		return nil, nil, fmt.Errorf("etcd: %w", err)
	}
	if o.Configure != nil {
		if err := o.Configure(config); err != nil {
			return nil, nil, err
		}
	}
	server, err := config.Complete().New(o.Name, genericapiserver.NewEmptyDelegate())
	if err != nil {
		return nil, nil, err
	}
	if err := o.Install(server, config); err != nil {
		server.Destroy() // the storage built so far
		return nil, nil, err
	}
	// Ready only once every resource's storage (the watch caches) is.
	server.AddPostStartHookOrDie("storage-readiness", server.StorageReadinessHook.Hook)
	return server, config.LoopbackClientConfig, nil
}

// applyServingAndAuth serves TLS on listener and lets in the PKI's client
// certificates, or only the loopback token; every request is allowed.
func applyServingAndAuth(o Options, listener net.Listener, config *genericapiserver.RecommendedConfig) error {
	serving := genericoptions.NewSecureServingOptions()
	serving.Listener = listener
	if o.PKI != nil {
		serving.ServerCert.CertKey.CertFile = o.PKI.ServerCertFile
		serving.ServerCert.CertKey.KeyFile = o.PKI.ServerKeyFile
	} else {
		serving.ServerCert.CertDirectory = o.CertDir
		if err := serving.MaybeDefaultWithSelfSignedCerts("localhost", nil, []net.IP{net.ParseIP("127.0.0.1")}); err != nil {
			return fmt.Errorf("serving certificate: %w", err)
		}
	}
	if err := serving.WithLoopback().ApplyTo(&config.SecureServing, &config.LoopbackClientConfig); err != nil {
		return fmt.Errorf("serving: %w", err)
	}
	config.Authorization.Authorizer = authorizerfactory.NewAlwaysAllowAuthorizer()
	if o.PKI == nil {
		// Only the loopback token gets in: AuthorizeClientBearerToken
		// puts it in front of an authenticator that knows nobody.
		config.Authentication.Authenticator = authenticator.RequestFunc(func(*http.Request) (*authenticator.Response, bool, error) {
			return nil, false, nil
		})
		genericapiserver.AuthorizeClientBearerToken(config.LoopbackClientConfig, &config.Authentication, &config.Authorization)
		return nil
	}
	clientCA, err := dynamiccertificates.NewStaticCAContent("client-ca", o.PKI.CACert)
	if err != nil {
		return err
	}
	if err := config.Authentication.ApplyClientCert(clientCA, config.SecureServing); err != nil {
		return err
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(o.PKI.CACert)
	verify := x509request.DefaultVerifyOptions()
	verify.Roots = roots
	config.Authentication.Authenticator = x509request.New(verify, x509request.CommonNameUserConversion)
	return nil
}
