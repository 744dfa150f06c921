package sampleapiserver_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"

	restclient "k8s.io/client-go/rest"
	"k8s.io/klog/v2"
	clientset "k8s.io/sample-apiserver/pkg/generated/clientset/versioned"

	"github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/server"
)

// The end-to-end tests run against servers in this process on one
// embedded etcd, each under an etcd prefix of its own: the server of
// package server with the watch cache (the default) and without it, and
// upstream's own sample-apiserver (pkg/cmd/server), the reference of the
// behaviour the declarations must not change.
var (
	cached, uncached, upstream *testServer
	// etcdEndpoint is the etcd they share.
	etcdEndpoint string
)

// testServer is a running server, sample-apiserver's generated clientset
// for it and a kubeconfig.
type testServer struct {
	name       string
	cfg        *restclient.Config
	client     *clientset.Clientset
	kubeconfig string
	wait       func() error
}

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		// The API server logs every start step at info level.
		klog.SetOutput(io.Discard)
		klog.LogToStderr(false)
	}
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	dir, err := os.MkdirTemp("", "selectable-gen-sampleapiserver-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	started := time.Now()
	etcd, err := testserver.StartEtcd(filepath.Join(dir, "etcd"), true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer etcd.Close()
	etcdEndpoint = etcd.Endpoint
	pki, err := testserver.LoadOrCreatePKI(filepath.Join(dir, "pki"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}

	ctx, stop := context.WithCancel(context.Background())
	var servers []*testServer
	// Every server shares ctx: stopping one stops all; each must then
	// shut down cleanly.
	shutdown := func() (code int) {
		stop()
		for _, s := range servers {
			if err := s.wait(); err != nil {
				fmt.Fprintf(os.Stderr, "%s server did not shut down cleanly: %v\n", s.name, err)
				code = 1
			}
		}
		return code
	}
	add := func(name string, cfg *restclient.Config, wait func() error) (*testServer, error) {
		s := &testServer{name: name, cfg: cfg, wait: wait, kubeconfig: filepath.Join(dir, name+".kubeconfig")}
		servers = append(servers, s)
		if err := pki.WriteKubeconfig(s.kubeconfig, "sample-apiserver", cfg.Host); err != nil {
			return nil, err
		}
		c := restclient.CopyConfig(cfg)
		c.QPS, c.Burst = -1, 0
		var err error
		s.client, err = clientset.NewForConfig(c)
		return s, err
	}
	start := func(name string, opts server.Options) (*testServer, error) {
		opts.PKI, opts.EtcdServers, opts.EtcdPrefix = pki, []string{etcd.Endpoint}, "/registry/"+name
		s, err := server.Start(ctx, opts)
		if err != nil {
			return nil, fmt.Errorf("starting the %s server: %w", name, err)
		}
		return add(name, s.RESTConfig, s.Wait)
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, err)
		shutdown()
		return 1
	}
	if upstream, err = startUpstream(ctx, "upstream", pki, etcd.Endpoint, dir, add); err != nil {
		return fail(err)
	}
	if cached, err = start("watch-cache", server.Options{}); err != nil {
		return fail(err)
	}
	if uncached, err = start("no-watch-cache", server.Options{DisableWatchCache: true}); err != nil {
		return fail(err)
	}
	if testing.Verbose() {
		fmt.Fprintf(os.Stderr, "etcd and %d servers started in %v\n", len(servers), time.Since(started).Round(time.Millisecond))
	}
	code := m.Run()
	if c := shutdown(); c != 0 {
		code = c
	}
	return code
}

// unique makes a namespace or cluster-scoped name unique to this run of
// a test, so that tests can run again on the same servers (go test
// -count).
func unique(base string) string {
	return fmt.Sprintf("%s-%d", base, uniqueCounter.Add(1))
}

var uniqueCounter atomic.Int64

// ourServers runs f against the server with and without the watch cache.
func ourServers(t *testing.T, f func(t *testing.T, s *testServer)) {
	for _, s := range []*testServer{cached, uncached} {
		t.Run(s.name, func(t *testing.T) { f(t, s) })
	}
}
