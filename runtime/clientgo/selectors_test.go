package clientgo

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// TestListWithPredicateSelectors: a ListOptions' label and field selectors
// select beside the predicate, as in a list request; the expected objects
// are computed with apimachinery's own selectors on each gadget's labels
// and field set.
func TestListWithPredicateSelectors(t *testing.T) {
	d := gadgetDescriptor()
	r := rand.New(rand.NewSource(11))
	indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, Indexers(d.Indexers()))
	var all []*gadget
	tiers := []string{"web", "db", "cache"}
	for i := range 150 {
		g := &gadget{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("g%03d", i), Namespace: []string{"ns1", "ns2"}[r.Intn(2)]},
			Color: gadgetColors[r.Intn(4)], Size: gadgetSizes[r.Intn(3)], Owner: gadgetOwners[r.Intn(4)]}
		if r.Intn(4) > 0 {
			g.Labels = map[string]string{"tier": tiers[r.Intn(3)]}
		}
		all = append(all, g)
		if err := indexer.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	fieldSet := func(g *gadget) fields.Set {
		set := fields.Set{}
		for _, f := range []string{"metadata.name", "metadata.namespace", "spec.color", "spec.size", "spec.owner"} {
			set[f], _ = gadgetValue(g, f)
		}
		return set
	}
	selected, narrowed := 0, 0
	for range 300 {
		expr := randomGadgetPredicate(r, 2)
		opts := metav1.ListOptions{
			LabelSelector: []string{"", "tier=web", "tier!=db", "tier in (web,cache)", "!tier", "tier"}[r.Intn(6)],
			FieldSelector: []string{"", "spec.size=M", "spec.owner!=ann", "legacy.color=red,spec.size!=L", "metadata.namespace=ns2"}[r.Intn(5)],
		}
		p, err := predicate.Compile(expr, predicate.ForDescriptor(d))
		if err != nil {
			t.Fatal(err)
		}
		lbls, _ := labels.Parse(opts.LabelSelector)
		sel, _ := fields.ParseSelector(opts.FieldSelector)
		sel, err = sel.Transform(fields.TransformFunc(d.FieldLabelConversion))
		if err != nil {
			t.Fatal(err)
		}
		var want, byPredicate []string
		for _, g := range all {
			ok, err := p.Matches(d, g)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				byPredicate = append(byPredicate, g.Namespace+"/"+g.Name)
				if lbls.Matches(labels.Set(g.Labels)) && sel.Matches(fieldSet(g)) {
					want = append(want, g.Namespace+"/"+g.Name)
				}
			}
		}
		slices.Sort(want)
		got, err := ListWithPredicate(indexer, d, expr, opts)
		if err != nil {
			t.Fatalf("%s with %+v: %v", expr, opts, err)
		}
		if keys := gadgetKeys(got); !slices.Equal(keys, want) {
			t.Fatalf("%s with labels %q and fields %q: %v\nwant %v", expr, opts.LabelSelector, opts.FieldSelector, keys, want)
		}
		selected += len(want)
		if len(want) < len(byPredicate) {
			narrowed++
		}
	}
	if selected == 0 || narrowed < 100 {
		t.Errorf("%d objects selected, the selectors narrowed %d of 300 predicates' answers: the comparison is too weak", selected, narrowed)
	}

	// Selectors the server rejects are its 400, with its messages.
	for _, c := range []struct {
		opts []metav1.ListOptions
		want string
	}{
		{[]metav1.ListOptions{{FieldSelector: "spec.shape=round"}}, "field label not supported: spec.shape"},
		{[]metav1.ListOptions{{FieldSelector: "spec.color"}}, "invalid selector: 'spec.color'; can't understand 'spec.color'"},
		{[]metav1.ListOptions{{LabelSelector: "tier in (web"}}, "unable to parse requirement"},
	} {
		_, err := ListWithPredicate(indexer, d, "object.spec.color == 'red'", c.opts...)
		if !apierrors.IsBadRequest(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want a 400 Bad Request with %q", c.opts, err, c.want)
		}
	}
	if _, err := ListWithPredicate(indexer, d, "object.spec.color == 'red'", metav1.ListOptions{}, metav1.ListOptions{}); err == nil ||
		err.Error() != "ListWithPredicate takes at most one ListOptions, got 2" {
		t.Errorf("two ListOptions: %v", err)
	}
}

// TestContextWithFieldPredicate: through a config from WithFieldPredicate
// or WithContextFieldPredicate, a request's context predicate is sent
// instead of the config's, an empty one as it is; a config of
// WithContextFieldPredicate sends none for a context without one; a
// request's own parameter is still kept; gets are never given one.
func TestContextWithFieldPredicate(t *testing.T) {
	var mu sync.Mutex
	var sent []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		if v, ok := r.URL.Query()[predicate.Parameter]; ok {
			sent = append(sent, v[0])
		} else {
			sent = append(sent, "-")
		}
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, "{}")
	}))
	defer srv.Close()
	const list, get = "/apis/stable.example.com/v1/namespaces/ns/selectors", "/apis/stable.example.com/v1/namespaces/ns/selectors/a"
	ctx := context.Background()
	const none = "(WithContextFieldPredicate)"
	for _, c := range []struct {
		config, path string
		ctx          context.Context
		want         string
	}{
		{"object.spec.size == 'S'", list, ctx, "object.spec.size == 'S'"},
		{"object.spec.size == 'S'", list, ContextWithFieldPredicate(ctx, "object.spec.size == 'M'"), "object.spec.size == 'M'"},
		{"object.spec.size == 'S'", list, ContextWithFieldPredicate(ctx, ""), ""},
		{"", list, ctx, ""},
		{none, list, ctx, "-"},
		{none, list, ContextWithFieldPredicate(ctx, "object.spec.size == 'L'"), "object.spec.size == 'L'"},
		{none, list, ContextWithFieldPredicate(ctx, ""), ""},
		{none, get, ContextWithFieldPredicate(ctx, "object.spec.size == 'L'"), "-"},
		{none, list + "?" + predicate.Parameter + "=own", ContextWithFieldPredicate(ctx, "object.spec.size == 'L'"), "own"},
	} {
		cfg := WithContextFieldPredicate(&rest.Config{Host: srv.URL})
		if c.config != none {
			cfg = WithFieldPredicate(&rest.Config{Host: srv.URL}, c.config)
		}
		hc, err := rest.HTTPClientFor(cfg)
		if err != nil {
			t.Fatal(err)
		}
		send(t, c.ctx, hc, http.MethodGet, srv.URL+c.path)
		mu.Lock()
		got := sent[len(sent)-1]
		mu.Unlock()
		if got != c.want {
			t.Errorf("config %q, %s, context %v: sent %q, want %q", c.config, c.path, c.ctx, got, c.want)
		}
	}
}
