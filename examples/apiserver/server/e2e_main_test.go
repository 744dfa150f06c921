package server_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	restclient "k8s.io/client-go/rest"
	"k8s.io/klog/v2"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
)

// The end-to-end tests run against three in-process servers, each with
// its own embedded etcd on loopback: one serves lists and watches through
// the watch cache (the default), one straight from etcd, and one through
// the watch cache without the indexes the markers ask for (the reference
// of the index tests). Tests of selection semantics run on the first two
// or all three; the rest on the cached one.
var (
	cached, uncached *testServer
	// cachedNoIndex has the watch cache but not the indexes the
	// selectable fields ask for: the reference of the index tests.
	cachedNoIndex *testServer
)

// testServer is a running server and a typed client for it.
type testServer struct {
	name string
	*server.Server
	dir string
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

func runTests(m *testing.M) (code int) {
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var err error
	if cached, err = startTestServer(ctx, "watch-cache", server.Options{}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if uncached, err = startTestServer(ctx, "no-watch-cache", server.Options{DisableWatchCache: true}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		cached.shutdown(stop)
		return 1
	}
	if cachedNoIndex, err = startTestServer(ctx, "watch-cache-no-index", server.Options{NoIndexes: true}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		cached.shutdown(stop)
		uncached.shutdown(stop)
		return 1
	}
	code = m.Run()
	// A server that does not shut down cleanly fails the run.
	for _, s := range []*testServer{cached, uncached, cachedNoIndex} {
		if err := s.shutdown(stop); err != nil {
			fmt.Fprintf(os.Stderr, "%s server did not shut down cleanly: %v\n", s.name, err)
			code = 1
		}
	}
	return code
}

func startTestServer(ctx context.Context, name string, opts server.Options) (*testServer, error) {
	dir, err := os.MkdirTemp("", "selectable-gen-e2e-")
	if err != nil {
		return nil, err
	}
	opts.DataDir, opts.UnsafeNoFsync = dir, true
	s, err := server.Start(ctx, opts)
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("starting %s server: %w", name, err)
	}
	return &testServer{name: name, Server: s, dir: dir}, nil
}

// shutdown stops every server (they share the context), waits for this
// one and removes its data.
func (s *testServer) shutdown(stop context.CancelFunc) error {
	stop()
	err := s.Wait()
	os.RemoveAll(s.dir)
	return err
}

// unique makes a namespace or cluster-scoped name unique to this run of a
// test, so that tests can run again on the same servers (go test -count).
func unique(base string) string {
	return fmt.Sprintf("%s-%d", base, uniqueCounter.Add(1))
}

var uniqueCounter atomic.Int64

// uniqueNamespace creates a namespace of a unique name on every test
// server (objects are created only in namespaces that exist) and returns
// its name.
func uniqueNamespace(t *testing.T, base string) string {
	t.Helper()
	name := unique(base)
	for _, s := range []*testServer{cached, uncached, cachedNoIndex} {
		c := s.client(t, schema.GroupVersion{Version: "v1"})
		ns := &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}}
		if err := c.Post().AbsPath("/api/v1/namespaces").Body(ns).Do(context.Background()).Error(); err != nil {
			t.Fatalf("%s server: creating namespace %s: %v", s.name, name, err)
		}
	}
	return name
}

// bothServers runs f against the server with and without the watch cache.
func bothServers(t *testing.T, f func(t *testing.T, s *testServer)) {
	for _, s := range []*testServer{cached, uncached} {
		t.Run(s.name, func(t *testing.T) { f(t, s) })
	}
}

// client is a REST client for one group version, decoding into the
// example types.
func (s *testServer) client(t *testing.T, gv schema.GroupVersion) *restclient.RESTClient {
	t.Helper()
	cfg := restclient.CopyConfig(s.RESTConfig)
	cfg.GroupVersion = &gv
	cfg.APIPath = "/apis"
	cfg.NegotiatedSerializer = server.Codecs.WithoutConversion()
	cfg.QPS, cfg.Burst = -1, 0 // no client-side rate limit: the churn test writes fast
	c, err := restclient.RESTClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
