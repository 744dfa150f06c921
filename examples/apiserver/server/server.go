package server

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	x509request "k8s.io/apiserver/pkg/authentication/request/x509"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	"k8s.io/apiserver/pkg/registry/generic"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/apiserver/pkg/server/dynamiccertificates"
	genericoptions "k8s.io/apiserver/pkg/server/options"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/util/compatibility"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"

	"github.com/selectable-gen/selectable-gen/examples/apiserver/embedded"
	exampleopenapi "github.com/selectable-gen/selectable-gen/examples/openapi"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// Options configure the example server.
type Options struct {
	// DataDir holds etcd's data (DataDir/etcd), the certificates
	// (DataDir/pki) and the written DataDir/kubeconfig.
	DataDir string
	// SecurePort is the HTTPS port on 127.0.0.1; 0 picks a free one.
	SecurePort int
	// EtcdServers are external etcd endpoints; empty starts an embedded
	// etcd in DataDir/etcd.
	EtcdServers []string
	// DisableWatchCache serves lists and watches from etcd directly
	// instead of through the API server's watch cache.
	DisableWatchCache bool
	// UnsafeNoFsync makes the embedded etcd skip fsync (tests only).
	UnsafeNoFsync bool
	// NoIndexes serves the kinds without the watch-cache indexes their
	// selectable fields ask for (the index differential test's reference).
	NoIndexes bool
	// EditDescriptor, when set, changes a copy of each served kind's
	// descriptor before it is served: the fault suite's negative control
	// serves a deliberately wrong trigger value with it.
	EditDescriptor func(*selectableruntime.Descriptor)
	// WrapHandler, when set, wraps the server's whole handler chain: the
	// fault suite's negative control serves a broken set merge with it.
	WrapHandler func(http.Handler) http.Handler
}

// Server is a running example server.
type Server struct {
	// Kubeconfig is the path of the written kubeconfig.
	Kubeconfig string
	// RESTConfig is a client configuration for the server (the same
	// identity as the kubeconfig).
	RESTConfig *restclient.Config

	etcd *embedded.Etcd
	done chan struct{}
	err  error
}

// storagePrefix is the etcd key prefix of every stored object.
const storagePrefix = "/registry"

// Start starts the server and returns when it is ready to serve. It runs
// until ctx is cancelled; Wait then returns once requests are drained and
// etcd is closed.
func Start(ctx context.Context, o Options) (*Server, error) {
	if o.DataDir == "" {
		return nil, errors.New("a data directory is required")
	}
	if err := os.MkdirAll(o.DataDir, 0o700); err != nil {
		return nil, err
	}
	certs, err := loadOrCreatePKI(filepath.Join(o.DataDir, "pki"))
	if err != nil {
		return nil, fmt.Errorf("certificates: %w", err)
	}
	s := &Server{Kubeconfig: filepath.Join(o.DataDir, "kubeconfig"), done: make(chan struct{})}

	etcdServers := o.EtcdServers
	if len(etcdServers) == 0 {
		s.etcd, err = embedded.StartEtcd(filepath.Join(o.DataDir, "etcd"), o.UnsafeNoFsync)
		if err != nil {
			return nil, err
		}
		etcdServers = []string{s.etcd.Endpoint}
	}
	closeEtcd := func() {
		if s.etcd != nil {
			s.etcd.Close()
		}
	}

	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", o.SecurePort))
	if err != nil {
		closeEtcd()
		return nil, fmt.Errorf("listening on 127.0.0.1:%d: %w", o.SecurePort, err)
	}
	host := "https://" + listener.Addr().String()
	s.RESTConfig = &restclient.Config{
		Host: host,
		TLSClientConfig: restclient.TLSClientConfig{
			CAData: certs.caCert, CertData: certs.clientCert, KeyData: certs.clientKey,
		},
	}
	if err := writeKubeconfig(s.Kubeconfig, host, certs); err != nil {
		listener.Close()
		closeEtcd()
		return nil, err
	}
	generic, err := newGenericServer(o, certs, listener, etcdServers)
	if err != nil {
		listener.Close()
		closeEtcd()
		return nil, err
	}

	runCtx, stop := context.WithCancel(ctx)
	go func() {
		defer close(s.done)
		s.err = generic.PrepareRun().RunWithContext(runCtx)
		closeEtcd()
	}()
	if err := s.waitReady(ctx); err != nil {
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

// waitReady polls /readyz with the client identity.
func (s *Server) waitReady(ctx context.Context) error {
	client, err := restclient.HTTPClientFor(s.RESTConfig)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.RESTConfig.Host+"/readyz", nil)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-s.done:
			if s.err != nil {
				return s.err
			}
			return errors.New("server stopped before it was ready")
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("server not ready after a minute (last error: %v)", err)
		}
	}
}

// newGenericServer configures k8s.io/apiserver: TLS with our serving
// certificate, client certificates signed by our CA as the only way in
// (every such client may do everything), etcd storage with or without the
// watch cache, OpenAPI v2 and v3 with the selectable fields, and one API
// group per served group.
func newGenericServer(o Options, certs *pki, listener net.Listener, etcdServers []string) (*genericapiserver.GenericAPIServer, error) {
	config := genericapiserver.NewRecommendedConfig(Codecs)
	config.EffectiveVersion = compatibility.DefaultBuildEffectiveVersion()
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

	serving := genericoptions.NewSecureServingOptions()
	serving.Listener = listener
	serving.ServerCert.CertKey.CertFile = certs.serverCert
	serving.ServerCert.CertKey.KeyFile = certs.serverKey
	if err := serving.WithLoopback().ApplyTo(&config.SecureServing, &config.LoopbackClientConfig); err != nil {
		return nil, fmt.Errorf("serving: %w", err)
	}

	clientCA, err := dynamiccertificates.NewStaticCAContent("client-ca", certs.caCert)
	if err != nil {
		return nil, err
	}
	if err := config.Authentication.ApplyClientCert(clientCA, config.SecureServing); err != nil {
		return nil, err
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(certs.caCert)
	verify := x509request.DefaultVerifyOptions()
	verify.Roots = roots
	config.Authentication.Authenticator = x509request.New(verify, x509request.CommonNameUserConversion)
	config.Authorization.Authorizer = authorizerfactory.NewAlwaysAllowAuthorizer()

	namer := openapinamer.NewDefinitionNamer(openAPIScheme)
	definitions := openapi.WithSelectableFields(exampleopenapi.GetOpenAPIDefinitions, selectableKinds()...)
	config.OpenAPIConfig = genericapiserver.DefaultOpenAPIConfig(definitions, namer)
	config.OpenAPIConfig.Info.Title = "selectable-gen example"
	config.OpenAPIConfig.Info.Version = "v1"
	config.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(definitions, namer)
	config.OpenAPIV3Config.Info.Title = "selectable-gen example"
	config.OpenAPIV3Config.Info.Version = "v1"

	var versions []schema.GroupVersion
	for _, g := range servedGroups {
		versions = append(versions, g.gv)
	}
	etcd := genericoptions.NewEtcdOptions(storagebackend.NewDefaultConfig(storagePrefix, Codecs.LegacyCodec(versions...)))
	etcd.StorageConfig.Transport.ServerList = etcdServers
	etcd.EnableWatchCache = !o.DisableWatchCache
	if err := etcd.ApplyTo(&config.Config); err != nil {
		return nil, fmt.Errorf("etcd: %w", err)
	}

	server, err := config.Complete().New("selectable-gen-example", genericapiserver.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	if err := installGroups(server, config.RESTOptionsGetter, o); err != nil {
		server.Destroy() // the storage built so far
		return nil, err
	}
	// Ready only once every resource's storage (the watch caches) is.
	server.AddPostStartHookOrDie("storage-readiness", server.StorageReadinessHook.Hook)
	return server, nil
}

func installGroups(server *genericapiserver.GenericAPIServer, optsGetter generic.RESTOptionsGetter, o Options) error {
	for _, g := range servedGroups {
		descriptors := g.descriptors
		if o.NoIndexes || o.EditDescriptor != nil {
			descriptors = nil
			for _, d := range g.descriptors {
				served := *d
				if o.NoIndexes {
					served.Indexes = nil
				}
				if o.EditDescriptor != nil {
					o.EditDescriptor(&served)
				}
				descriptors = append(descriptors, &served)
			}
		}
		resources, err := selectableapiserver.NewGroupStorage(descriptors, Scheme, optsGetter, nil)
		if err != nil {
			return err
		}
		info := genericapiserver.NewDefaultAPIGroupInfo(g.gv.Group, Scheme, metav1.ParameterCodec, Codecs)
		info.VersionedResourcesStorageMap[g.gv.Version] = resources
		if g.gv.Group == "" {
			// The core group lives at /api, as kube-apiserver serves it.
			if err := server.InstallLegacyAPIGroup(genericapiserver.DefaultLegacyAPIPrefix, &info); err != nil {
				return fmt.Errorf("installing the core group: %w", err)
			}
			continue
		}
		if err := server.InstallAPIGroup(&info); err != nil {
			return fmt.Errorf("installing %s: %w", g.gv, err)
		}
	}
	return nil
}

// selectableKinds are the served kinds' field selectors, for OpenAPI.
func selectableKinds() []selectableruntime.SelectableKind {
	var out []selectableruntime.SelectableKind
	for _, g := range servedGroups {
		for _, d := range g.descriptors {
			out = append(out, d.SelectableKind)
		}
	}
	return out
}

// writeKubeconfig writes a kubeconfig for the client certificate, with
// the certificates inline so the file works from any directory.
func writeKubeconfig(path, host string, certs *pki) error {
	const name = "selectable-gen-example"
	cfg := clientcmdapi.NewConfig()
	cfg.Clusters[name] = &clientcmdapi.Cluster{Server: host, CertificateAuthorityData: certs.caCert}
	cfg.AuthInfos[clientUser] = &clientcmdapi.AuthInfo{ClientCertificateData: certs.clientCert, ClientKeyData: certs.clientKey}
	cfg.Contexts[name] = &clientcmdapi.Context{Cluster: name, AuthInfo: clientUser, Namespace: metav1.NamespaceDefault}
	cfg.CurrentContext = name
	return clientcmd.WriteToFile(*cfg, path)
}
