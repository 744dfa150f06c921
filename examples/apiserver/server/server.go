package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/generic"
	genericapiserver "k8s.io/apiserver/pkg/server"
	restclient "k8s.io/client-go/rest"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	exampleopenapi "github.com/selectable-gen/selectable-gen/examples/openapi"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
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

	etcd *testserver.Etcd
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
	pki, err := testserver.LoadOrCreatePKI(filepath.Join(o.DataDir, "pki"))
	if err != nil {
		return nil, fmt.Errorf("certificates: %w", err)
	}
	s := &Server{Kubeconfig: filepath.Join(o.DataDir, "kubeconfig"), done: make(chan struct{})}
	etcdServers := o.EtcdServers
	if len(etcdServers) == 0 {
		s.etcd, err = testserver.StartEtcd(filepath.Join(o.DataDir, "etcd"), o.UnsafeNoFsync)
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
	var versions []schema.GroupVersion
	for _, g := range servedGroups {
		versions = append(versions, g.gv)
	}
	var namespaces *namespaceLifecycle
	server, err := testserver.Start(ctx, testserver.Options{
		Name:              "selectable-gen-example",
		Scheme:            openAPIScheme,
		Codecs:            Codecs,
		PKI:               pki,
		Port:              o.SecurePort,
		EtcdServers:       etcdServers,
		EtcdPrefix:        storagePrefix,
		StorageVersions:   schema.GroupVersions(versions),
		DisableWatchCache: o.DisableWatchCache,
		OpenAPI:           openapi.WithSelectableFields(exampleopenapi.GetOpenAPIDefinitions, selectableKinds()...),
		WrapHandler:       o.WrapHandler,
		Configure: func(config *genericapiserver.RecommendedConfig) error {
			config.Serializer = bridgedCodecs
			namespaces, err = configureNamespaceLifecycle(config)
			return err
		},
		Install: func(server *genericapiserver.GenericAPIServer, config *genericapiserver.RecommendedConfig) error {
			if err := installGroups(server, config.RESTOptionsGetter, o); err != nil {
				return err
			}
			return server.AddPostStartHook("namespace-lifecycle", namespaces.start)
		},
	})
	if err != nil {
		closeEtcd()
		return nil, err
	}
	s.RESTConfig = server.RESTConfig
	if err := pki.WriteKubeconfig(s.Kubeconfig, "selectable-gen-example", server.Host); err != nil {
		closeEtcd()
		return nil, err
	}
	go func() {
		defer close(s.done)
		s.err = server.Wait()
		closeEtcd()
	}()
	return s, nil
}

// Wait blocks until the server has shut down and returns why it stopped
// (nil after a clean shutdown).
func (s *Server) Wait() error {
	<-s.done
	return s.err
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
		resources, err := selectableapiserver.NewGroupStorage(descriptors, Scheme, optsGetter, groupHooks[g.gv])
		if err != nil {
			return err
		}
		info := genericapiserver.NewDefaultAPIGroupInfo(g.gv.Group, Scheme, metav1.ParameterCodec, Codecs)
		info.NegotiatedSerializer = protobufCodecs(g.gv)
		info.VersionedResourcesStorageMap[g.gv.Version] = resources
		if g.gv.Group == "" {
			if err := newNamespaceStorage(resources); err != nil {
				return err
			}
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

// groupHooks are what the example server writes by hand: namespaces'
// phase and finalizers (namespaces.go).
var groupHooks = map[schema.GroupVersion]map[string]selectableapiserver.Hooks{
	corev1.SchemeGroupVersion: {"Namespace": namespaceHooks},
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
