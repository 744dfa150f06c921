package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// The field predicate tests (docs/queries.md): lists and watches with the
// fieldPredicate parameter, on the server with indexes (spec.color the
// trigger, spec.size indexed), without them, and without the watch cache,
// each compared with the predicate evaluated on every object.

// predicateList lists with a field predicate (and a field selector, a
// resource version and a page size), following continue tokens; it
// returns the names or the error's text.
func predicateList(c *selectorClient, pred, fieldSelector, rv, match string, limit int64) string {
	var names []string
	cont := ""
	for {
		list := &stablev1.SelectorList{}
		req := c.rc.Get().Namespace(c.ns).Resource("selectors").
			VersionedParams(&metav1.ListOptions{FieldSelector: fieldSelector, ResourceVersion: rv, ResourceVersionMatch: metav1.ResourceVersionMatch(match), Limit: limit, Continue: cont}, metav1.ParameterCodec)
		if pred != "" {
			req = req.Param(selectableapiserver.FieldPredicateParameter, pred)
		}
		if err := req.Do(context.Background()).Into(list); err != nil {
			return "error: " + err.Error()
		}
		names = append(names, itemNames(list.Items)...)
		if cont = list.Continue; cont == "" {
			break
		}
		rv, match = "", ""
	}
	return strings.Join(sortedCopy(names), " ")
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// randomPredicate is a random predicate over the Selector's fields: every
// operator, indexed and unindexed fields, values that occur and not.
func randomPredicate(rng *rand.Rand, depth int) string {
	if depth == 0 || rng.IntN(3) == 0 {
		color := func() string { return indexColors[rng.IntN(len(indexColors))] }
		size := func() string { return indexSizes[rng.IntN(len(indexSizes))] }
		switch rng.IntN(8) {
		case 0:
			return fmt.Sprintf("object.spec.color == '%s'", color())
		case 1:
			return fmt.Sprintf("object.spec.color in ['%s', '%s']", color(), color())
		case 2:
			return fmt.Sprintf("object.spec.size == '%s'", size())
		case 3:
			return fmt.Sprintf("object.spec.size != '%s'", size())
		case 4:
			c := color()
			return fmt.Sprintf("object.spec.color.startsWith('%s')", c[:min(2, len(c))])
		case 5:
			return fmt.Sprintf("object.metadata.name.endsWith('%d')", rng.IntN(10))
		case 6:
			return fmt.Sprintf("object.metadata.name in ['obj-%02d', 'obj-%02d']", rng.IntN(40), rng.IntN(40))
		default:
			return fmt.Sprintf("object.spec.color == '%s' || object.spec.color == '%s'", color(), color())
		}
	}
	switch rng.IntN(3) {
	case 0:
		return "(" + randomPredicate(rng, depth-1) + ") && (" + randomPredicate(rng, depth-1) + ")"
	case 1:
		return "(" + randomPredicate(rng, depth-1) + ") || (" + randomPredicate(rng, depth-1) + ")"
	default:
		return "!(" + randomPredicate(rng, depth-1) + ")"
	}
}

// TestE2EFieldPredicate: random predicates (alone and with a field
// selector) answer, on every server, for resourceVersion unset, "0",
// exact and not older than, whole and in pages of 3, exactly what the predicate evaluated on
// every object of a plain list gives; a bad predicate gets the same 400
// everywhere.
func TestE2EFieldPredicate(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-predicate")
	servers := []*testServer{cached, cachedNoIndex, uncached}
	clients := make([]*selectorClient, len(servers))
	for i, s := range servers {
		clients[i] = newSelectorClient(t, s, ns)
	}
	rng := rand.New(rand.NewPCG(3, 5))
	objects := map[string]*stablev1.Selector{}
	for i := range 40 {
		color, size := indexColors[rng.IntN(len(indexColors))], indexSizes[rng.IntN(len(indexSizes))]
		for _, c := range clients {
			objects[fmt.Sprintf("obj-%02d", i)] = c.create(fmt.Sprintf("obj-%02d", i), color, size, nil)
		}
	}
	d := &stablev1.SelectorDescriptor
	selected := 0
	for range 40 {
		pred := randomPredicate(rng, 2)
		fieldSelector := ""
		if rng.IntN(3) == 0 {
			fieldSelector = "spec.size!=" + indexSizes[rng.IntN(len(indexSizes))]
		}
		p, err := predicate.Compile(pred, predicate.ForDescriptor(d))
		if err != nil {
			t.Fatalf("%s: %v", pred, err)
		}
		var want []string
		for _, c := range clients[:1] {
			list, err := c.list(fieldSelector, "")
			if err != nil {
				t.Fatal(err)
			}
			for i := range list.Items {
				if ok, err := p.Matches(d, &list.Items[i]); err != nil {
					t.Fatal(err)
				} else if ok {
					want = append(want, list.Items[i].Name)
				}
			}
		}
		wantText := strings.Join(sortedCopy(want), " ")
		selected += len(want)
		for i, c := range clients {
			head, err := c.list("", "")
			if err != nil {
				t.Fatal(err)
			}
			for _, read := range [][2]string{{"", ""}, {"0", ""}, {head.ResourceVersion, "Exact"}, {head.ResourceVersion, "NotOlderThan"}} {
				for _, limit := range []int64{0, 3} {
					if limit != 0 && read[0] == "0" {
						continue // the cache ignores limit at resourceVersion 0
					}
					if got := predicateList(c, pred, fieldSelector, read[0], read[1], limit); got != wantText {
						t.Errorf("fieldPredicate %q, fieldSelector %q, resourceVersion %q %s, limit %d: %s gives\n  %s\nwant\n  %s",
							pred, fieldSelector, read[0], read[1], limit, servers[i].name, got, wantText)
					}
				}
			}
		}
	}
	if selected == 0 {
		t.Fatal("no predicate selected anything")
	}
	for _, bad := range []struct{ pred, want string }{
		{"object.spec.shape == 'x'", "invalid field predicate: 1:12: field label not supported: spec.shape"},
		{"object.spec.color ==", "invalid field predicate: ERROR: <input>:1:21: Syntax error"},
		{"object.spec.color", "invalid field predicate: the expression's type is string; a predicate must be a bool"},
	} {
		for i, c := range clients {
			got := predicateList(c, bad.pred, "", "", "", 0)
			if !strings.Contains(got, bad.want) || !strings.HasPrefix(got, "error: ") {
				t.Errorf("%s: fieldPredicate %q: %s, want a 400 with %q", servers[i].name, bad.pred, got, bad.want)
			}
		}
	}
}

// TestE2EFieldPredicateWatch: a watch with a predicate sees objects enter
// and leave the selection as a field-selector watch does (an update that
// leaves it is a DELETED event), on every server, and all send the same
// events; with an equality on the trigger field the cache dispatches by
// it.
func TestE2EFieldPredicateWatch(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-predicate-watch")
	servers := []*testServer{cached, cachedNoIndex, uncached}
	clients := make([]*selectorClient, len(servers))
	for i, s := range servers {
		clients[i] = newSelectorClient(t, s, ns)
		for j := range 10 {
			clients[i].create(fmt.Sprintf("obj-%02d", j), "green", "M", nil)
		}
	}
	for _, pred := range []string{
		"object.spec.color in ['blue', 'red']",
		"object.spec.color == 'blue' && object.spec.size != 'S'",
	} {
		watches := make([]watch.Interface, len(clients))
		for i, c := range clients {
			head, err := c.list("", "")
			if err != nil {
				t.Fatal(err)
			}
			w, err := c.rc.Get().Namespace(ns).Resource("selectors").
				VersionedParams(&metav1.ListOptions{ResourceVersion: head.ResourceVersion, Watch: true}, metav1.ParameterCodec).
				Param(selectableapiserver.FieldPredicateParameter, pred).
				Watch(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			c.awaitReady(w, pred, "blue", "M")
			watches[i] = w
		}
		rng := rand.New(rand.NewPCG(1, 2))
		for range 30 {
			name := fmt.Sprintf("obj-%02d", rng.IntN(10))
			color := []string{"blue", "red", "green"}[rng.IntN(3)]
			for _, c := range clients {
				c.recolor(name, color)
			}
		}
		for _, c := range clients {
			c.create("zz-sentinel", "blue", "M", nil)
		}
		var streams []string
		for i, w := range watches {
			events := eventsUntilSentinelPrefix(t, servers[i].name, w)
			w.Stop()
			streams = append(streams, strings.Join(events, "\n"))
		}
		if !strings.Contains(streams[0], "DELETED") || !strings.Contains(streams[0], "ADDED") {
			t.Errorf("%s: the changes never entered and left the selection:\n%s", pred, streams[0])
		}
		for i := 1; i < len(streams); i++ {
			if streams[i] != streams[0] {
				t.Errorf("watch %q: %s sends\n%s\nthe indexed server sends\n%s", pred, servers[i].name, streams[i], streams[0])
			}
		}
		for _, c := range clients {
			if err := c.rc.Delete().Namespace(ns).Resource("selectors").
				VersionedParams(&metav1.ListOptions{FieldSelector: "metadata.name!=obj-00,metadata.name!=obj-01,metadata.name!=obj-02,metadata.name!=obj-03,metadata.name!=obj-04,metadata.name!=obj-05,metadata.name!=obj-06,metadata.name!=obj-07,metadata.name!=obj-08,metadata.name!=obj-09"}, metav1.ParameterCodec).
				Do(context.Background()).Error(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// eventsUntilSentinelPrefix reads a watch's events until an object named
// zz-sentin... arrives.
func eventsUntilSentinelPrefix(t *testing.T, server string, w watch.Interface) []string {
	t.Helper()
	var out []string
	for e := range w.ResultChan() {
		obj, ok := e.Object.(*stablev1.Selector)
		if !ok {
			t.Fatalf("%s: unexpected event %s %T", server, e.Type, e.Object)
		}
		if strings.HasPrefix(obj.Name, "zz-sentin") {
			return out
		}
		out = append(out, fmt.Sprintf("%s %s %s", e.Type, obj.Name, obj.Spec.Color))
	}
	t.Fatalf("%s: the watch closed before the sentinel", server)
	return nil
}

// TestE2EFieldPredicateIndexUsed: a predicate that requires one value of
// an indexed field is answered from the watch cache's index (the server's
// apiserver_cache_list_fetched_objects_total by index), whatever else it
// says; so is a set over an indexed field, one indexed list per value
// (docs/queries.md).
func TestE2EFieldPredicateIndexUsed(t *testing.T) {
	ns := uniqueNamespace(t, "e2e-predicate-index")
	c := newSelectorClient(t, cached, ns)
	var last *stablev1.Selector
	for i := range 30 {
		last = c.create(fmt.Sprintf("obj-%02d", i), []string{"blue", "green", "red"}[i%3], []string{"S", "M"}[i%2], nil)
	}
	for _, tc := range []struct {
		pred          string
		index         string
		fetched, rows int
	}{
		{"object.spec.color == 'blue'", "f:spec.color", 10, 10},
		{"object.spec.color == 'blue' && !(object.spec.size == 'S')", "f:spec.color", 10, 5},
		{"object.spec.size == 'M' && object.metadata.name.endsWith('3')", "f:spec.size", 15, 3},
		// A set: one indexed list per value, at one resource version.
		{"object.spec.color in ['blue', 'red']", "f:spec.color", 20, 20},
		{"object.spec.color == 'blue' || object.spec.color == 'green'", "f:spec.color", 20, 20},
	} {
		before := cacheListFetched(t, tc.index)
		// Not older than the last write: served from the watch cache
		// once it has seen every object (at "0" it may lag behind).
		got := predicateList(c, tc.pred, "", last.ResourceVersion, "NotOlderThan", 0)
		after := cacheListFetched(t, tc.index)
		if n := len(strings.Fields(got)); n != tc.rows {
			t.Fatalf("%s: %d objects (%s), want %d", tc.pred, n, got, tc.rows)
		}
		if d := after - before; d != float64(tc.fetched) {
			t.Errorf("%s: %v objects fetched with index %q, want %d", tc.pred, d, tc.index, tc.fetched)
		}
	}
}
