package server_test

import (
	"context"
	"slices"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/utils/ptr"

	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// TestE2EWatchList: a watch-list request (sendInitialEvents=true, what
// client-go's informers send first: WatchListClient is on by default
// since client-go 1.35) with a field
// selector or a field predicate streams exactly the objects a list with
// the same selection returns, as ADDED events, then the bookmark that ends
// the initial events; a change after it arrives as on any watch. On every
// server: the watch cache with and without indexes, and etcd alone.
func TestE2EWatchList(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-watchlist")
	for _, s := range []*testServer{cached, cachedNoIndex, uncached} {
		c := newSelectorClient(t, s, ns)
		selectorFixture(c)
	}
	for _, sel := range []struct{ fieldSelector, predicate string }{
		{"spec.color=blue", ""},
		{"spec.color!=blue,spec.size=M", ""},
		{"", ""},
		{"", "object.spec.color in ['blue', 'red']"},
	} {
		for _, s := range []*testServer{cached, cachedNoIndex, uncached} {
			c := newSelectorClient(t, s, ns)
			list := c.listWith(sel.fieldSelector, sel.predicate)
			w := c.watchList(sel.fieldSelector, sel.predicate)
			initial, bookmark := initialEvents(t, s.name, w)
			if want := itemNames(list.Items); !slices.Equal(initial, want) {
				t.Errorf("%s: watch-list --field-selector %q, predicate %q: initial events for %v, the list gives %v",
					s.name, sel.fieldSelector, sel.predicate, initial, want)
			}
			if bookmark == "" {
				t.Errorf("%s: watch-list --field-selector %q: the initial-events-end bookmark has no resource version", s.name, sel.fieldSelector)
			}
			w.Stop()
		}
	}
	// After the initial events the stream goes on as a watch: an object
	// created in the selection arrives, and its deletion. (A creation
	// first: without the watch cache the etcd watch starts after the
	// initial events, and a write it meets before etcd marks it as wanting
	// previous values would come as an error event; docs/reliability.md,
	// "An upstream race".)
	for _, s := range []*testServer{cached, cachedNoIndex, uncached} {
		c := newSelectorClient(t, s, ns)
		w := c.watchList("spec.color=blue", "")
		initialEvents(t, s.name, w)
		c.create("zz-new", "blue", "L", nil)
		if got, want := nextEvents(t, w, 1)[0], (watchEvent{watch.Added, "zz-new", "blue"}); got != want {
			t.Errorf("%s: after the initial events: %v, want %v", s.name, got, want)
		}
		if err := c.rc.Delete().Namespace(ns).Resource("selectors").Name("zz-new").Do(context.Background()).Error(); err != nil {
			t.Fatal(err)
		}
		if got, want := nextEvents(t, w, 1)[0], (watchEvent{watch.Deleted, "zz-new", "blue"}); got != want {
			t.Errorf("%s: after the initial events: %v, want %v", s.name, got, want)
		}
		w.Stop()
	}
}

// listWith lists with a field selector and a field predicate ("" for
// none).
func (c *selectorClient) listWith(fieldSelector, predicate string) *stablev1.SelectorList {
	c.t.Helper()
	req := c.rc.Get().Namespace(c.ns).Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: fieldSelector}, metav1.ParameterCodec)
	if predicate != "" {
		req = req.Param(selectableapiserver.FieldPredicateParameter, predicate)
	}
	list := &stablev1.SelectorList{}
	if err := req.Do(context.Background()).Into(list); err != nil {
		c.t.Fatalf("list --field-selector %q, predicate %q: %v", fieldSelector, predicate, err)
	}
	return list
}

// watchList starts a watch-list request as client-go's reflector sends
// it: sendInitialEvents, resourceVersionMatch=NotOlderThan from no
// resource version (the newest), bookmarks allowed.
func (c *selectorClient) watchList(fieldSelector, predicate string) watch.Interface {
	c.t.Helper()
	req := c.rc.Get().Namespace(c.ns).Resource("selectors").
		VersionedParams(&metav1.ListOptions{
			FieldSelector: fieldSelector, Watch: true, AllowWatchBookmarks: true,
			SendInitialEvents: ptr.To(true), ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan,
		}, metav1.ParameterCodec)
	if predicate != "" {
		req = req.Param(selectableapiserver.FieldPredicateParameter, predicate)
	}
	w, err := req.Watch(context.Background())
	if err != nil {
		c.t.Fatalf("watch-list --field-selector %q, predicate %q: %v", fieldSelector, predicate, err)
	}
	return w
}

// initialEvents reads a watch-list stream up to the bookmark that ends
// its initial events and returns the names of the objects added before
// it, sorted, and the bookmark's resource version. Bookmarks without the
// annotation are skipped; any other event fails the test.
func initialEvents(t *testing.T, server string, w watch.Interface) (names []string, bookmark string) {
	t.Helper()
	names = []string{}
	timeout := time.After(30 * time.Second)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("%s: the watch-list stream closed after %v", server, names)
			}
			obj, isSelector := e.Object.(*stablev1.Selector)
			switch {
			case !isSelector:
				t.Fatalf("%s: watch-list event %s of %T: %v", server, e.Type, e.Object, e.Object)
			case e.Type == watch.Added:
				names = append(names, obj.Name)
			case e.Type == watch.Bookmark && obj.Annotations[metav1.InitialEventsAnnotationKey] == "true":
				slices.Sort(names)
				return names, obj.ResourceVersion
			case e.Type != watch.Bookmark:
				t.Fatalf("%s: watch-list event %s %s before the initial events ended", server, e.Type, obj.Name)
			}
		case <-timeout:
			t.Fatalf("%s: no initial-events-end bookmark after 30 s; added %v", server, names)
		}
	}
}
