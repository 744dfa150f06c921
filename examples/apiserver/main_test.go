package main

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
)

// started runs the command in the background and returns, once it has
// printed its kubeconfig line, a client from that kubeconfig, and a stop
// function that shuts the server down like SIGTERM and returns run's
// error.
func started(t *testing.T, args ...string) (*restclient.RESTClient, string, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := run(ctx, args, w)
		w.CloseWithError(io.EOF)
		done <- err
	}()
	lines := bufio.NewScanner(r)
	var kubeconfig string
	for lines.Scan() {
		if path, ok := strings.CutPrefix(lines.Text(), "kubeconfig: "); ok {
			kubeconfig = path
			break
		}
	}
	go io.Copy(io.Discard, r)
	if kubeconfig == "" {
		cancel()
		t.Fatalf("no kubeconfig line; run: %v", <-done)
	}
	cfg, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		t.Fatal(err)
	}
	gv := stablev1.SchemeGroupVersion
	cfg.GroupVersion, cfg.APIPath, cfg.NegotiatedSerializer = &gv, "/apis", server.Codecs.WithoutConversion()
	client, err := restclient.RESTClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return client, kubeconfig, func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(30 * time.Second):
			// Open watches get two seconds; a stop that waits for them
			// to time out (a minute) is a bug.
			t.Fatal("the server did not stop within 30 s")
			return nil
		}
	}
}

// TestRunRestart: the command serves with the kubeconfig it prints; a
// clean stop (with a watch open) and a restart on the same data directory
// keep every object, and the first kubeconfig's credentials still work.
func TestRunRestart(t *testing.T) {
	dir := t.TempDir()
	client, kubeconfig, stop := started(t, "--data-dir", dir, "--secure-port", "0")
	if kubeconfig != dir+"/kubeconfig" {
		t.Errorf("kubeconfig %s; want %s/kubeconfig", kubeconfig, dir)
	}
	ctx := context.Background()
	created := &stablev1.Selector{}
	err := client.Post().Namespace("default").Resource("selectors").
		Body(&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "kept"}, Spec: stablev1.SelectorSpec{Color: "blue"}}).
		Do(ctx).Into(created)
	if err != nil {
		t.Fatal(err)
	}
	// A client watching (kubectl get -w) must not hold up the stop.
	w, err := client.Get().Namespace("default").Resource("selectors").
		VersionedParams(&metav1.ListOptions{Watch: true}, metav1.ParameterCodec).Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	if err := stop(); err != nil {
		t.Fatalf("clean stop: %v", err)
	}

	client, _, stop = started(t, "--data-dir", dir, "--secure-port", "0")
	defer func() {
		if err := stop(); err != nil {
			t.Errorf("clean stop: %v", err)
		}
	}()
	list := &stablev1.SelectorList{}
	err = client.Get().Namespace("default").Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: "spec.color=blue"}, metav1.ParameterCodec).Do(ctx).Into(list)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 || list.Items[0].UID != created.UID || list.Items[0].ResourceVersion != created.ResourceVersion {
		t.Errorf("after restart: %+v; want the object created before", list.Items)
	}
}

// TestRunBadFlags: wrong arguments are errors, not a server; --help is
// not an error.
func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--no-such-flag"}, {"--data-dir", t.TempDir(), "extra"}} {
		if err := run(context.Background(), args, io.Discard); err == nil {
			t.Errorf("run %q: no error", args)
		}
	}
	if err := run(context.Background(), []string{"--help"}, io.Discard); err != nil {
		t.Errorf("run --help: %v", err)
	}
}
