package clientgo

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// TestWithFieldPredicateTransport: a config from WithFieldPredicate sends
// the predicate on list and watch GET requests of resources (collections,
// namespaced and not, cluster-wide lists, the legacy /watch/ paths, the
// watch of one object) and on nothing else (gets, subresources, writes,
// discovery, non-resource paths); a request that names its own predicate
// keeps it; the config given is not changed; a host with a path prefix
// works.
func TestWithFieldPredicateTransport(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]url.Values{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.Method+" "+r.URL.Path+"?"+r.URL.Query().Get("watch")] = r.URL.Query()
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, "{}")
	}))
	defer srv.Close()
	const expr = "object.spec.color in ['red', 'blue'] && !(object.spec.size == 'S')"
	for _, prefix := range []string{"", "/k8s/clusters/c-1"} {
		base := &rest.Config{Host: srv.URL + prefix}
		cfg := WithFieldPredicate(base, expr)
		hc, err := rest.HTTPClientFor(cfg)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := rest.HTTPClientFor(base)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			method, path string
			want         bool
		}{
			{"GET", "/apis/stable.example.com/v1/namespaces/ns/selectors", true},
			{"GET", "/apis/stable.example.com/v1/namespaces/ns/selectors?watch=true", true},
			{"GET", "/apis/stable.example.com/v1/namespaces/ns/selectors?watch=1&resourceVersion=5", true},
			{"GET", "/apis/stable.example.com/v1/selectors", true},
			{"GET", "/apis/stable.example.com/v1/watch/namespaces/ns/selectors", true},
			{"GET", "/apis/stable.example.com/v1/watch/namespaces/ns/selectors/a", true},
			{"GET", "/apis/stable.example.com/v1/namespaces/ns/selectors/a?watch=true", true},
			{"GET", "/apis/workloads.example.com/v1/workers", true},
			{"GET", "/api/v1/namespaces", true},
			{"GET", "/api/v1/namespaces/ns/pods", true},
			{"GET", "/apis/stable.example.com/v1/namespaces/ns/selectors/a", false},
			{"GET", "/apis/workloads.example.com/v1/workers/w", false},
			{"GET", "/apis/workloads.example.com/v1/namespaces/ns/rollouts/r/scale", false},
			{"GET", "/api/v1/namespaces/ns", false},
			{"GET", "/api/v1/namespaces/ns/status", false},
			{"GET", "/apis/stable.example.com/v1", false},
			{"GET", "/apis/stable.example.com", false},
			{"GET", "/apis", false},
			{"GET", "/api", false},
			{"GET", "/version", false},
			{"GET", "/openapi/v3/apis/stable.example.com/v1", false},
			{"DELETE", "/apis/stable.example.com/v1/namespaces/ns/selectors", false},
			{"POST", "/apis/stable.example.com/v1/namespaces/ns/selectors", false},
		} {
			for _, client := range []*http.Client{hc, plain} {
				send(t, context.Background(), client, c.method, srv.URL+prefix+c.path)
				u, _ := url.Parse(c.path)
				mu.Lock()
				q := seen[c.method+" "+prefix+u.Path+"?"+u.Query().Get("watch")]
				mu.Unlock()
				got, sent := q[predicate.Parameter]
				want := c.want && client == hc
				if sent != want || (want && (len(got) != 1 || got[0] != expr)) {
					t.Errorf("%s %s%s with the predicate config %v: fieldPredicate %q (sent %v), want sent %v", c.method, prefix, c.path, client == hc, got, sent, want)
				}
				for k, v := range u.Query() {
					if !slices.Equal(q[k], v) {
						t.Errorf("%s %s: parameter %s became %q", c.method, c.path, k, q[k])
					}
				}
			}
		}
		if base.WrapTransport != nil {
			t.Error("WithFieldPredicate changed the config it was given")
		}
	}
	// A request's own predicate is kept.
	hc, err := rest.HTTPClientFor(WithFieldPredicate(&rest.Config{Host: srv.URL}, expr))
	if err != nil {
		t.Fatal(err)
	}
	own := "object.spec.size == 'M'"
	resp, err := hc.Get(srv.URL + "/apis/stable.example.com/v1/selectors?" + url.Values{predicate.Parameter: {own}}.Encode())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := seen["GET /apis/stable.example.com/v1/selectors?"][predicate.Parameter]; !slices.Equal(got, []string{own}) {
		t.Errorf("a request's own predicate became %q", got)
	}
}

// send makes a request with client and drops the answer.
func send(t *testing.T, ctx context.Context, client *http.Client, method, url string) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// gadget is a kind for these tests: spec.color and spec.size indexed
// (under their labels, as AddIndexers registers generated indexes),
// spec.owner not, and a legacy label legacy.color converted to
// spec.color.
type gadget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Color, Size, Owner string
}

func (g *gadget) DeepCopyObject() runtime.Object {
	c := *g
	c.ObjectMeta = *g.ObjectMeta.DeepCopy()
	return &c
}

func gadgetValue(g *gadget, field string) (string, bool) {
	switch field {
	case "metadata.name":
		return g.Name, true
	case "metadata.namespace":
		return g.Namespace, true
	case "spec.color", "legacy.color":
		return g.Color, true
	case "spec.size":
		return g.Size, true
	case "spec.owner":
		return g.Owner, true
	}
	return "", false
}

func gadgetDescriptor() *selectableruntime.Descriptor {
	d := &selectableruntime.Descriptor{}
	d.Kind = "Gadget"
	d.Namespaced = true
	d.New = func() runtime.Object { return &gadget{} }
	d.FieldValue = func(obj runtime.Object, field string) (string, bool) {
		g, ok := obj.(*gadget)
		if !ok {
			return "", false
		}
		return gadgetValue(g, field)
	}
	d.FieldLabelConversion = func(label, value string) (string, string, error) {
		if label == "legacy.color" {
			return "spec.color", value, nil
		}
		if _, ok := gadgetValue(&gadget{}, label); ok {
			return label, value, nil
		}
		return "", "", fmt.Errorf("field label not supported: %s", label)
	}
	d.Indexers = func() map[string]func(any) ([]string, error) {
		out := map[string]func(any) ([]string, error){}
		for _, f := range []string{"metadata.name", "metadata.namespace", "spec.color", "spec.size", "legacy.color"} {
			out[f] = func(obj any) ([]string, error) {
				g, ok := obj.(*gadget)
				if !ok {
					return nil, fmt.Errorf("expected a *gadget, got %T", obj)
				}
				v, _ := gadgetValue(g, f)
				return []string{v}, nil
			}
		}
		return out
	}
	return d
}

// countingIndexer counts index lookups and the objects read.
type countingIndexer struct {
	cache.Indexer
	lookups, read, scans int
}

func (c *countingIndexer) IndexKeys(name, value string) ([]string, error) {
	c.lookups++
	return c.Indexer.IndexKeys(name, value)
}

func (c *countingIndexer) ByIndex(name, value string) ([]any, error) {
	c.lookups++
	objs, err := c.Indexer.ByIndex(name, value)
	c.read += len(objs)
	return objs, err
}

func (c *countingIndexer) GetByKey(key string) (any, bool, error) {
	c.read++
	return c.Indexer.GetByKey(key)
}

func (c *countingIndexer) List() []any {
	c.scans++
	objs := c.Indexer.List()
	c.read += len(objs)
	return objs
}

func (c *countingIndexer) ListKeys() []string {
	c.scans++
	return c.Indexer.ListKeys()
}

var (
	gadgetColors = []string{"red", "blue", "green", ""}
	gadgetSizes  = []string{"S", "M", "L"}
	gadgetOwners = []string{"ann", "bob", "bea", ""}
)

func randomGadgetPredicate(r *rand.Rand, depth int) string {
	if depth == 0 || r.Intn(3) == 0 {
		color := func() string { return gadgetColors[r.Intn(len(gadgetColors))] + []string{"", "", "", "x"}[r.Intn(4)] }
		switch r.Intn(9) {
		case 0:
			return fmt.Sprintf("object.spec.color == '%s'", color())
		case 1:
			return fmt.Sprintf("object.spec.size in ['%s', '%s']", gadgetSizes[r.Intn(3)], gadgetSizes[r.Intn(3)])
		case 2:
			return fmt.Sprintf("object.spec.owner != '%s'", gadgetOwners[r.Intn(4)])
		case 3:
			return fmt.Sprintf("object.spec.owner.startsWith('%s')", gadgetOwners[r.Intn(4)])
		case 4:
			return fmt.Sprintf("field('legacy.color') in ['%s']", color())
		case 5:
			return fmt.Sprintf("object.metadata.namespace == '%s'", []string{"ns1", "ns2", "ns3"}[r.Intn(3)])
		case 6:
			return fmt.Sprintf("object.spec.color == '%s' || object.spec.color == '%s'", color(), color())
		case 7:
			return fmt.Sprintf("object.metadata.name in ['g%03d', 'g%03d']", r.Intn(200), r.Intn(200))
		default:
			return fmt.Sprintf("object.spec.size.endsWith('%s')", gadgetSizes[r.Intn(3)])
		}
	}
	switch r.Intn(3) {
	case 0:
		return "(" + randomGadgetPredicate(r, depth-1) + ") && (" + randomGadgetPredicate(r, depth-1) + ")"
	case 1:
		return "(" + randomGadgetPredicate(r, depth-1) + ") || (" + randomGadgetPredicate(r, depth-1) + ")"
	default:
		return "!(" + randomGadgetPredicate(r, depth-1) + ")"
	}
}

func gadgetKeys(objs []any) []string {
	var keys []string
	for _, o := range objs {
		g := o.(*gadget)
		keys = append(keys, g.Namespace+"/"+g.Name)
	}
	return keys
}

// TestListWithPredicate: on random objects and random predicates (every
// operator, indexed, unindexed and legacy fields, values that occur and
// not, nesting), an indexer with the kind's indexes and one without any
// answer exactly what the predicate evaluated on every object gives, in
// key order; a plan with lookups reads only the candidates its lookups
// give (no scan), a plan without reads every object once; a bad predicate
// is the server's 400 with the predicate's message.
func TestListWithPredicate(t *testing.T) {
	d := gadgetDescriptor()
	r := rand.New(rand.NewSource(7))
	indexed := &countingIndexer{Indexer: cache.NewIndexer(cache.MetaNamespaceKeyFunc, Indexers(d.Indexers()))}
	bare := &countingIndexer{Indexer: cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{})}
	var all []*gadget
	for i := range 200 {
		g := &gadget{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("g%03d", i), Namespace: []string{"ns1", "ns2"}[r.Intn(2)]},
			Color: gadgetColors[r.Intn(4)], Size: gadgetSizes[r.Intn(3)], Owner: gadgetOwners[r.Intn(4)]}
		all = append(all, g)
		for _, ix := range []*countingIndexer{indexed, bare} {
			if err := ix.Add(g); err != nil {
				t.Fatal(err)
			}
		}
	}
	planned, selected := 0, 0
	for range 500 {
		expr := randomGadgetPredicate(r, 3)
		p, err := predicate.Compile(expr, predicate.ForDescriptor(d))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		var want []string
		for _, g := range all {
			if ok, err := p.Matches(d, g); err != nil {
				t.Fatal(err)
			} else if ok {
				want = append(want, g.Namespace+"/"+g.Name)
			}
		}
		slices.Sort(want)
		selected += len(want)
		for _, ix := range []*countingIndexer{indexed, bare} {
			ix.lookups, ix.read, ix.scans = 0, 0, 0
			got, err := ListWithPredicate(ix, d, expr)
			if err != nil {
				t.Fatalf("%s: %v", expr, err)
			}
			if keys := gadgetKeys(got); !slices.Equal(keys, want) {
				t.Fatalf("%s: %v\nwant %v", expr, keys, want)
			}
		}
		// What the indexed plan reads: the candidates of its lookups, or
		// every object once.
		pp, err := predicate.Compile(expr, PredicateOptions(indexed.Indexer, d))
		if err != nil {
			t.Fatal(err)
		}
		keys, scan, err := pp.Plan().Keys(indexLookups{indexed.Indexer})
		if err != nil {
			t.Fatal(err)
		}
		if scan {
			if indexed.lookups != 0 || indexed.read != len(all) {
				t.Errorf("%s: a scan made %d lookups and read %d objects, want 0 and %d", expr, indexed.lookups, indexed.read, len(all))
			}
		} else {
			planned++
			if indexed.scans != 0 || indexed.lookups == 0 || indexed.read != len(keys) {
				t.Errorf("%s:\n%s made %d lookups, %d scans and read %d objects; the lookups give %d candidates",
					expr, pp.Plan(), indexed.lookups, indexed.scans, indexed.read, len(keys))
			}
		}
		if bare.lookups != 0 || bare.read != len(all) {
			t.Errorf("%s without indexes: %d lookups, %d objects read", expr, bare.lookups, bare.read)
		}
	}
	if planned < 100 || selected == 0 {
		t.Errorf("%d of 500 predicates used an index, %d objects selected in all", planned, selected)
	}
	// One equality on an indexed field reads exactly its objects.
	indexed.lookups, indexed.read, indexed.scans = 0, 0, 0
	got, err := ListWithPredicate(indexed, d, "object.spec.color == 'red' && object.spec.owner != 'ann'")
	if err != nil {
		t.Fatal(err)
	}
	red := 0
	for _, g := range all {
		if g.Color == "red" {
			red++
		}
	}
	if indexed.lookups != 1 || indexed.read != red || indexed.scans != 0 || len(got) == 0 || len(got) >= red {
		t.Errorf("spec.color == 'red' && …: %d lookups, %d read, %d scans, %d selected; want 1 lookup reading the %d red objects", indexed.lookups, indexed.read, indexed.scans, len(got), red)
	}
	for _, c := range []struct{ expr, want string }{
		{"object.spec.shape == 'x'", "invalid field predicate: 1:12: field label not supported: spec.shape"},
		{"object.spec.color ==", "invalid field predicate: ERROR: <input>:1:21: Syntax error"},
		{"object.spec.color", "invalid field predicate: the expression's type is string; a predicate must be a bool"},
		{"", "invalid field predicate: the expression is empty"},
	} {
		_, err := ListWithPredicate(indexed, d, c.expr)
		_, cerr := predicate.Compile(c.expr, predicate.ForDescriptor(d))
		if !apierrors.IsBadRequest(err) || cerr == nil || err.Error() != cerr.Error() || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want a 400 with %q", c.expr, err, cerr)
		}
	}
}
