package server

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	restclient "k8s.io/client-go/rest"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
)

// TestReplicasOnOneEtcd: two servers on one external etcd (--etcd-servers)
// are replicas: an object written through one is listed and watched, by
// field selector, through the other.
func TestReplicasOnOneEtcd(t *testing.T) {
	etcd, err := testserver.StartEtcd(filepath.Join(t.TempDir(), "etcd"), true)
	if err != nil {
		t.Fatal(err)
	}
	defer etcd.Close()
	ctx, cancel := context.WithCancel(context.Background())
	var replicas []*Server
	defer func() {
		cancel()
		for _, s := range replicas {
			if err := s.Wait(); err != nil {
				t.Errorf("replica stopped with %v", err)
			}
		}
	}()
	for range 2 {
		s, err := Start(ctx, Options{DataDir: t.TempDir(), EtcdServers: []string{etcd.Endpoint}})
		if err != nil {
			t.Fatal(err)
		}
		replicas = append(replicas, s)
	}
	writer, reader := selectorREST(t, replicas[0]), selectorREST(t, replicas[1])

	w, err := reader.Get().Namespace("default").Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: "spec.color=blue", Watch: true}, metav1.ParameterCodec).Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	for _, obj := range []*stablev1.Selector{
		{ObjectMeta: metav1.ObjectMeta{Name: "green"}, Spec: stablev1.SelectorSpec{Color: "green"}},
		{ObjectMeta: metav1.ObjectMeta{Name: "blue"}, Spec: stablev1.SelectorSpec{Color: "blue"}},
	} {
		if err := writer.Post().Namespace("default").Resource("selectors").Body(obj).Do(ctx).Error(); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case e := <-w.ResultChan():
		if s, ok := e.Object.(*stablev1.Selector); e.Type != watch.Added || !ok || s.Name != "blue" {
			t.Errorf("watch through the other replica: %s %v; want ADDED blue", e.Type, e.Object)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no watch event through the other replica")
	}
	list := &stablev1.SelectorList{}
	if err := reader.Get().Namespace("default").Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: "spec.color=blue"}, metav1.ParameterCodec).Do(ctx).Into(list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 || list.Items[0].Name != "blue" {
		t.Errorf("list through the other replica: %v; want [blue]", list.Items)
	}
}

func selectorREST(t *testing.T, s *Server) *restclient.RESTClient {
	t.Helper()
	cfg := restclient.CopyConfig(s.RESTConfig)
	gv := schema.GroupVersion(stablev1.SchemeGroupVersion)
	cfg.GroupVersion, cfg.APIPath, cfg.NegotiatedSerializer = &gv, "/apis", Codecs.WithoutConversion()
	c, err := restclient.RESTClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
