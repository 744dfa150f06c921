package served_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	"k8s.io/klog/v2"

	gardenclientset "github.com/gardener/gardener/pkg/client/core/clientset/versioned"
	restclient "k8s.io/client-go/rest"

	"github.com/selectable-gen/selectable-gen/realworld/gardener/served"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
)

// The tests run four servers in this process on one embedded etcd, each
// under a prefix of its own: the declared registry and Gardener's, each
// with and without the watch cache.
var (
	declaredCached, declaredUncached, gardenerCached, gardenerUncached *testServer
	all                                                                []*testServer
)

// testServer is a running server, Gardener's clientset for it and a
// kubeconfig.
type testServer struct {
	name       string
	cfg        *restclient.Config
	client     *gardenclientset.Clientset
	kubeconfig string
	wait       func() error
}

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		klog.SetOutput(io.Discard)
		klog.LogToStderr(false)
	}
	os.Exit(run(m))
}

func run(m *testing.M) int {
	dir, err := os.MkdirTemp("", "selectable-gen-gardener-served-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	etcd, err := testserver.StartEtcd(filepath.Join(dir, "etcd"), true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer etcd.Close()

	ctx, stop := context.WithCancel(context.Background())
	shutdown := func() (code int) {
		stop()
		for _, s := range all {
			if err := s.wait(); err != nil {
				fmt.Fprintf(os.Stderr, "%s did not shut down cleanly: %v\n", s.name, err)
				code = 1
			}
		}
		return code
	}
	start := func(name string, registry served.Registry, noCache bool) (*testServer, error) {
		s, err := served.Start(ctx, served.Options{
			Registry: registry, EtcdServers: []string{etcd.Endpoint}, EtcdPrefix: "/registry-" + name,
			DisableWatchCache: noCache, CertDir: filepath.Join(dir, name),
		})
		if err != nil {
			return nil, fmt.Errorf("starting %s: %w", name, err)
		}
		ts := &testServer{name: name, cfg: s.RESTConfig, wait: s.Wait, kubeconfig: filepath.Join(dir, name+".kubeconfig")}
		all = append(all, ts)
		if err := writeKubeconfig(ts.kubeconfig, s.RESTConfig); err != nil {
			return nil, err
		}
		ts.client, err = gardenclientset.NewForConfig(s.RESTConfig)
		return ts, err
	}
	for _, s := range []struct {
		into     **testServer
		name     string
		registry served.Registry
		noCache  bool
	}{
		{&declaredCached, "declared-cache", served.Declared, false},
		{&declaredUncached, "declared-etcd", served.Declared, true},
		{&gardenerCached, "gardener-cache", served.Gardeners, false},
		{&gardenerUncached, "gardener-etcd", served.Gardeners, true},
	} {
		if *s.into, err = start(s.name, s.registry, s.noCache); err != nil {
			fmt.Fprintln(os.Stderr, err)
			shutdown()
			return 1
		}
	}
	code := m.Run()
	if c := shutdown(); c != 0 {
		code = c
	}
	return code
}

// writeKubeconfig writes a kubeconfig for kubectl with cfg's host, CA,
// TLS server name and token.
func writeKubeconfig(path string, cfg *restclient.Config) error {
	kc := clientcmdapi.NewConfig()
	kc.Clusters["c"] = &clientcmdapi.Cluster{Server: cfg.Host, CertificateAuthorityData: cfg.CAData, TLSServerName: cfg.ServerName}
	kc.AuthInfos["u"] = &clientcmdapi.AuthInfo{Token: cfg.BearerToken}
	kc.Contexts["x"] = &clientcmdapi.Context{Cluster: "c", AuthInfo: "u"}
	kc.CurrentContext = "x"
	return clientcmd.WriteToFile(*kc, path)
}
