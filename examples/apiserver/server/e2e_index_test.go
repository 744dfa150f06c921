package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	etcd3metrics "k8s.io/apiserver/pkg/storage/etcd3/metrics"
	"k8s.io/component-base/metrics/legacyregistry"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// The index tests: the Selector kind asks for watch-cache indexes
// (spec.color is the trigger, spec.size indexed). An indexed server must
// answer exactly as one without the indexes (cachedNoIndex) and one
// without the watch cache (uncached), and must really use its index.

var (
	indexColors = []string{"blue", "green", "red", ""}
	indexSizes  = []string{"S", "M", "L", ""}
)

// randomFieldSelector is one to three terms over indexed, unindexed and
// unknown fields, with =, == and !=.
func randomFieldSelector(rng *rand.Rand, ns string) string {
	var terms []string
	for range 1 + rng.IntN(3) {
		op := []string{"=", "==", "!="}[rng.IntN(3)]
		switch rng.IntN(10) {
		case 0, 1, 2:
			terms = append(terms, "spec.color"+op+indexColors[rng.IntN(len(indexColors))])
		case 3, 4, 5:
			terms = append(terms, "spec.size"+op+indexSizes[rng.IntN(len(indexSizes))])
		case 6:
			terms = append(terms, fmt.Sprintf("metadata.name%sobj-%02d", op, rng.IntN(40)))
		case 7:
			terms = append(terms, "metadata.namespace"+op+ns)
		case 8:
			terms = append(terms, "spec.shape"+op+"round") // not a field selector
		default:
			terms = append(terms, "spec.color"+op+"blue")
		}
	}
	return strings.Join(terms, ",")
}

// listOutcome is what a list returns: names, or the error's text.
func listOutcome(c *selectorClient, selector, rv, match string) string {
	list := &stablev1.SelectorList{}
	err := c.rc.Get().Namespace(c.ns).Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: selector, ResourceVersion: rv, ResourceVersionMatch: metav1.ResourceVersionMatch(match)}, metav1.ParameterCodec).
		Do(context.Background()).Into(list)
	if err != nil {
		return "error: " + err.Error()
	}
	return strings.Join(itemNames(list.Items), " ")
}

// TestE2EIndexDifferential: the same random objects and random field
// selectors through the indexed server, one without indexes and one
// without the watch cache: identical lists (resourceVersion unset, "0"
// and exact), identical DeleteCollection effects, identical watch event
// streams under changes.
func TestE2EIndexDifferential(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-index")
	servers := []*testServer{cached, cachedNoIndex, uncached}
	clients := make([]*selectorClient, len(servers))
	for i, s := range servers {
		clients[i] = newSelectorClient(t, s, ns)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	const objects = 40
	for i := range objects {
		color, size := indexColors[rng.IntN(len(indexColors))], indexSizes[rng.IntN(len(indexSizes))]
		for _, c := range clients {
			c.create(fmt.Sprintf("obj-%02d", i), color, size, nil)
		}
	}

	for range 60 {
		sel := randomFieldSelector(rng, ns)
		var want string
		for i, c := range clients {
			// An exact read needs a resource version of this server.
			head, err := c.list("", "")
			if err != nil {
				t.Fatal(err)
			}
			for _, read := range [][2]string{{"", ""}, {"0", ""}, {head.ResourceVersion, "Exact"}} {
				got := listOutcome(c, sel, read[0], read[1])
				if i == 0 && read[0] == "" {
					want = got
					continue
				}
				if got != want {
					t.Errorf("--field-selector %q, resourceVersion %q %s: %s gives\n  %s\nthe indexed server with no resourceVersion gives\n  %s",
						sel, read[0], read[1], servers[i].name, got, want)
				}
			}
		}
	}

	// Watches under changes: every server sends the same events.
	const watched = "spec.color=blue"
	watches := make([]watch.Interface, len(clients))
	for i, c := range clients {
		start, err := c.list(watched, "")
		if err != nil {
			t.Fatal(err)
		}
		watches[i] = c.watchReady(watched, start.ResourceVersion, "blue")
		defer watches[i].Stop()
	}
	changes := 0
	for range 50 {
		name := fmt.Sprintf("obj-%02d", rng.IntN(objects))
		color := indexColors[rng.IntN(len(indexColors))]
		for _, c := range clients {
			c.recolor(name, color)
		}
		changes++
	}
	for _, c := range clients {
		c.create("zz-sentinel", "blue", "M", nil)
	}
	var streams []string
	for i, w := range watches {
		streams = append(streams, strings.Join(eventsUntilSentinel(t, servers[i].name, w), "\n"))
	}
	for i := 1; i < len(streams); i++ {
		if streams[i] != streams[0] {
			t.Errorf("watch %q after %d changes: %s sends\n%s\nthe indexed server sends\n%s", watched, changes, servers[i].name, streams[i], streams[0])
		}
	}

	// DeleteCollection with a selector on an indexed field removes the
	// same objects everywhere.
	for _, sel := range []string{"spec.color=green", "spec.size!=M,spec.color!=blue"} {
		var want string
		for i, c := range clients {
			if err := c.rc.Delete().Namespace(ns).Resource("selectors").
				VersionedParams(&metav1.ListOptions{FieldSelector: sel}, metav1.ParameterCodec).
				Do(context.Background()).Error(); err != nil {
				t.Fatal(err)
			}
			left := listOutcome(c, "", "", "")
			if i == 0 {
				want = left
			} else if left != want {
				t.Errorf("delete collection %q: %s keeps\n  %s\nthe indexed server keeps\n  %s", sel, servers[i].name, left, want)
			}
		}
	}
}

// eventsUntilSentinel reads a watch's events (type and name, with the
// color) until the sentinel object arrives.
func eventsUntilSentinel(t *testing.T, server string, w watch.Interface) []string {
	t.Helper()
	var out []string
	timeout := time.After(time.Minute)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("%s: the watch closed", server)
			}
			obj, ok := e.Object.(*stablev1.Selector)
			if !ok {
				t.Fatalf("%s: unexpected event %s %T", server, e.Type, e.Object)
			}
			out = append(out, fmt.Sprintf("%s %s %s", e.Type, obj.Name, obj.Spec.Color))
			if obj.Name == "zz-sentinel" {
				return out
			}
		case <-timeout:
			t.Fatalf("%s: no sentinel after a minute; events so far:\n%s", server, strings.Join(out, "\n"))
		}
	}
}

// TestE2EIndexUsed: a list selecting one value of an indexed field is
// answered from the watch cache's index, reading only the matching
// objects, as the API server's own metrics show
// (apiserver_cache_list_fetched_objects_total by index); the server
// without indexes reads every object.
func TestE2EIndexUsed(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-index-used")
	lastWrite := map[*testServer]string{}
	for _, s := range []*testServer{cached, cachedNoIndex} {
		c := newSelectorClient(t, s, ns)
		for i := range 30 {
			lastWrite[s] = c.create(fmt.Sprintf("obj-%02d", i), []string{"blue", "green", "red"}[i%3], "M", nil).ResourceVersion
		}
	}
	cases := []struct {
		server        *testServer
		selector      string
		index         string
		fetched, rows int
	}{
		// 10 of the 30 objects of the namespace are blue.
		{cached, "spec.color=blue", "f:spec.color", 10, 10},
		{cached, "spec.size=M", "f:spec.size", 30, 30},
		// Without the index the namespace's 30 objects are read.
		{cachedNoIndex, "spec.color=blue", "", 30, 10},
	}
	for _, tc := range cases {
		c := newSelectorClient(t, tc.server, ns)
		before := cacheListFetched(t, tc.index)
		// Not older than the last write: served from the watch cache
		// once it has seen every object (at "0" it may lag behind).
		got := listOutcome(c, tc.selector, lastWrite[tc.server], "NotOlderThan")
		after := cacheListFetched(t, tc.index)
		if n := len(strings.Fields(got)); n != tc.rows {
			t.Fatalf("%s --field-selector %s: %d objects (%s), want %d", tc.server.name, tc.selector, n, got, tc.rows)
		}
		// Both servers record into this process's registry; each case
		// reads the counter of its own index label.
		if d := after - before; d < float64(tc.fetched) || tc.index != "" && d != float64(tc.fetched) {
			t.Errorf("%s --field-selector %s: %v objects fetched with index %q, want %d", tc.server.name, tc.selector, d, tc.index, tc.fetched)
		}
	}
}

// cacheListFetched sums apiserver_cache_list_fetched_objects_total for the
// selectors resource and one index label ("" for none).
func cacheListFetched(t *testing.T, index string) float64 {
	t.Helper()
	// Gathering asks the etcd size monitor of the last server started in
	// this process, which may be a stopped replica of another test (the
	// getter is global): its etcd is gone and each gather would wait for
	// timeouts. The storage size is not what this test reads.
	etcd3metrics.SetStorageMonitorGetter(func() ([]etcd3metrics.Monitor, error) { return nil, nil })
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for _, f := range families {
		if f.GetName() != "apiserver_cache_list_fetched_objects_total" {
			continue
		}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["resource"] == "selectors" && labels["index"] == index {
				sum += m.GetCounter().GetValue()
			}
		}
	}
	return sum
}
