package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	dynamicfake "k8s.io/client-go/dynamic/fake"
	"k8s.io/client-go/tools/cache"
	crcache "sigs.k8s.io/controller-runtime/pkg/cache"
	crclient "sigs.k8s.io/controller-runtime/pkg/client"
	crfake "sigs.k8s.io/controller-runtime/pkg/client/fake"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	"github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned"
	versionedfake "github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned/fake"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	selectablecr "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// The field predicate through clients, caches and test doubles
// (docs/queries.md): the server through every client that can send it,
// an informer's indexer and controller-runtime's cache answering it from
// their indexes, and the doubles given it, all compared with the predicate
// evaluated on every object.

// predicateQuery is one list: a predicate with a field and a label
// selector.
type predicateQuery struct{ pred, fieldSelector, labelSelector string }

// predicateLister lists the Selectors of one namespace with a query:
// sorted names, or the error.
type predicateLister func(q predicateQuery) ([]string, error)

// randomCachePredicate is randomPredicate's atoms and a few more: the
// namespace (indexed in the caches), absent values, field('...'), nested.
func randomCachePredicate(rng *rand.Rand, ns string, depth int) string {
	if depth == 0 || rng.IntN(3) == 0 {
		switch rng.IntN(7) {
		case 0:
			return fmt.Sprintf("object.metadata.namespace == '%s'", []string{ns, "elsewhere"}[rng.IntN(2)])
		case 1:
			return fmt.Sprintf("object.spec.color in ['purple', '%s']", indexColors[rng.IntN(len(indexColors))])
		case 2:
			return fmt.Sprintf("field('spec.size') == '%s'", append(indexSizes, "XL")[rng.IntN(len(indexSizes)+1)])
		default:
			return randomPredicate(rng, 0)
		}
	}
	switch rng.IntN(3) {
	case 0:
		return "(" + randomCachePredicate(rng, ns, depth-1) + ") && (" + randomCachePredicate(rng, ns, depth-1) + ")"
	case 1:
		return "(" + randomCachePredicate(rng, ns, depth-1) + ") || (" + randomCachePredicate(rng, ns, depth-1) + ")"
	default:
		return "!(" + randomCachePredicate(rng, ns, depth-1) + ")"
	}
}

// serverPredicateListers are the ways a client sends a predicate to the
// server: a REST client's Param, the typed clientset of examples/client
// and the dynamic client built from clientgo.WithFieldPredicate's config,
// the typed clientset with the predicate in each request's context
// (clientgo.ContextWithFieldPredicate), and kubectl's get --raw (in this
// process).
func serverPredicateListers(t *testing.T, s *testServer, ns string) map[string]predicateLister {
	rc := s.client(t, stablev1.SchemeGroupVersion)
	gvr := stablev1.SchemeGroupVersion.WithResource("selectors")
	return map[string]predicateLister{
		"REST client .Param": func(q predicateQuery) ([]string, error) {
			list := &stablev1.SelectorList{}
			err := rc.Get().Namespace(ns).Resource("selectors").
				VersionedParams(&metav1.ListOptions{FieldSelector: q.fieldSelector, LabelSelector: q.labelSelector}, metav1.ParameterCodec).
				Param(selectableapiserver.FieldPredicateParameter, q.pred).
				Do(context.Background()).Into(list)
			return itemNames(list.Items), err
		},
		"typed clientset (WithFieldPredicate)": func(q predicateQuery) ([]string, error) {
			cs, err := versioned.NewForConfig(clientgo.WithFieldPredicate(unlimited(s.RESTConfig), q.pred))
			if err != nil {
				return nil, err
			}
			list, err := cs.StableV1().Selectors(ns).List(context.Background(), metav1.ListOptions{FieldSelector: q.fieldSelector, LabelSelector: q.labelSelector})
			if err != nil {
				return nil, err
			}
			return itemNames(list.Items), nil
		},
		"typed clientset (ContextWithFieldPredicate)": func(q predicateQuery) ([]string, error) {
			cs, err := versioned.NewForConfig(clientgo.WithContextFieldPredicate(unlimited(s.RESTConfig)))
			if err != nil {
				return nil, err
			}
			ctx := clientgo.ContextWithFieldPredicate(context.Background(), q.pred)
			list, err := cs.StableV1().Selectors(ns).List(ctx, metav1.ListOptions{FieldSelector: q.fieldSelector, LabelSelector: q.labelSelector})
			if err != nil {
				return nil, err
			}
			return itemNames(list.Items), nil
		},
		"dynamic client (WithFieldPredicate)": func(q predicateQuery) ([]string, error) {
			dyn, err := dynamic.NewForConfig(clientgo.WithFieldPredicate(unlimited(s.RESTConfig), q.pred))
			if err != nil {
				return nil, err
			}
			return dynamicLister(dyn)(gvr, ns, q.fieldSelector, q.labelSelector)
		},
		"kubectl get --raw": func(q predicateQuery) ([]string, error) {
			params := url.Values{predicate.Parameter: {q.pred}}
			if q.fieldSelector != "" {
				params.Set("fieldSelector", q.fieldSelector)
			}
			if q.labelSelector != "" {
				params.Set("labelSelector", q.labelSelector)
			}
			out, err := kubectl(t, s, "get", "--raw", "/apis/stable.example.com/v1/namespaces/"+ns+"/selectors?"+params.Encode())
			if err != nil {
				return nil, err
			}
			list := &stablev1.SelectorList{}
			if err := json.Unmarshal([]byte(out), list); err != nil {
				return nil, fmt.Errorf("kubectl printed %q: %v", out, err)
			}
			return itemNames(list.Items), nil
		},
	}
}

// countingCRReader counts the lists a controller-runtime reader answers:
// lookups (with a field selector) and the objects they give, and whole
// lists.
type countingCRReader struct {
	crclient.Reader
	lookups, lookupObjects, lists int
}

func (c *countingCRReader) List(ctx context.Context, list crclient.ObjectList, opts ...crclient.ListOption) error {
	o := (&crclient.ListOptions{}).ApplyOptions(opts)
	err := c.Reader.List(ctx, list, opts...)
	if o.FieldSelector != nil {
		c.lookups++
		if err == nil {
			c.lookupObjects += meta.LenList(list)
		}
	} else {
		c.lists++
	}
	return err
}

// countingIndexer counts an informer indexer's lookups, objects read and
// whole lists.
type countingIndexer struct {
	cache.Indexer
	lookups, read, lists int
}

func (c *countingIndexer) IndexKeys(name, value string) ([]string, error) {
	c.lookups++
	return c.Indexer.IndexKeys(name, value)
}

func (c *countingIndexer) GetByKey(key string) (any, bool, error) {
	c.read++
	return c.Indexer.GetByKey(key)
}

func (c *countingIndexer) List() []any {
	c.lists++
	objs := c.Indexer.List()
	c.read += len(objs)
	return objs
}

// lookups are the (index, value) pairs of a plan's index part.
func lookups(n *predicate.Node) [][2]string {
	if n == nil {
		return nil
	}
	if n.Kind == predicate.Lookup {
		var out [][2]string
		for _, v := range n.Values {
			out = append(out, [2]string{n.Index, v})
		}
		return out
	}
	var out [][2]string
	for _, c := range n.Children {
		out = append(out, lookups(c)...)
	}
	return out
}

// TestE2EFieldPredicateClientsAndCaches: random objects and random
// predicates (every operator, indexed and unindexed fields, values that
// occur and not, nesting), alone or with a field and a label selector:
// the server through every client that sends the predicate, an
// informer's indexer (clientgo.ListWithPredicate), controller-runtime's
// cache (ListWithPredicate after IndexDescriptors), and the doubles
// (controller-runtime's fake with ListWithPredicate and with
// WithFieldPredicate, the client-gen fake clientset and the dynamic fake
// with AddFieldPredicateReactors) answer exactly what the predicate
// evaluated on every object of a plain list gives. The caches really use
// their indexes: a plan with lookups reads only the lookups' objects (the
// informer) or lists by each looked-up value and nothing else, the lists
// giving exactly the objects with those values (controller-runtime's
// cache); a plan without reads every object once. Every bad predicate gets
// the same error everywhere.
func TestE2EFieldPredicateClientsAndCaches(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ns := uniqueNamespace(t, "e2e-predicate-caches")
	c := newSelectorClient(t, cached, ns)
	rng := rand.New(rand.NewPCG(13, 17))
	var objs []runtime.Object
	var typed []*stablev1.Selector
	for i := range 40 {
		var lbls map[string]string
		if rng.IntN(2) == 0 {
			lbls = map[string]string{"tier": "web"}
		}
		created := c.create(fmt.Sprintf("obj-%02d", i), indexColors[rng.IntN(len(indexColors))], indexSizes[rng.IntN(len(indexSizes))], lbls)
		obj := &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: created.Name, Namespace: ns, Labels: lbls}, Spec: created.Spec}
		objs = append(objs, obj)
		typed = append(typed, obj)
	}
	d := &stablev1.SelectorDescriptor
	gvr := stablev1.SchemeGroupVersion.WithResource("selectors")

	// An informer on the namespace with the generated indexes.
	cs, err := versioned.NewForConfig(unlimited(cached.RESTConfig))
	if err != nil {
		t.Fatal(err)
	}
	informer := cache.NewSharedIndexInformer(cache.NewListWatchFromClient(cs.StableV1().RESTClient(), "selectors", ns, fields.Everything()),
		&stablev1.Selector{}, 0, cache.Indexers{})
	if err := clientgo.AddIndexers(informer, stablev1.SelectorIndexers()); err != nil {
		t.Fatal(err)
	}
	go informer.RunWithContext(ctx)
	// controller-runtime's cache on the namespace, indexed as a manager's.
	crCache, err := crcache.New(unlimited(cached.RESTConfig), crcache.Options{Scheme: clientScheme, DefaultNamespaces: map[string]crcache.Config{ns: {}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := selectablecr.IndexDescriptors(ctx, crCache, stablev1.Descriptors...); err != nil {
		t.Fatal(err)
	}
	go func() {
		if err := crCache.Start(ctx); err != nil {
			t.Error(err)
		}
	}()
	if !cache.WaitForCacheSync(ctx.Done(), informer.HasSynced) || !crCache.WaitForCacheSync(ctx) {
		t.Fatal("the caches did not sync")
	}
	indexer := &countingIndexer{Indexer: informer.GetIndexer()}
	crReader := &countingCRReader{Reader: crCache}
	crSelectors := selectablecr.WithFieldSelectors(crfake.NewClientBuilder().WithScheme(clientScheme).WithRuntimeObjects(objs...), clientScheme, d).Build()

	crList := func(r crclient.Reader) predicateLister {
		return func(q predicateQuery) ([]string, error) {
			ls, err := labels.Parse(q.labelSelector)
			if err != nil {
				return nil, err
			}
			list := &stablev1.SelectorList{}
			err = selectablecr.ListWithPredicate(ctx, r, list, d, q.pred, crclient.InNamespace(ns), crFieldSelector(q.fieldSelector), crclient.MatchingLabelsSelector{Selector: ls})
			return itemNames(list.Items), err
		}
	}
	listers := serverPredicateListers(t, cached, ns)
	listers["informer indexer ListWithPredicate"] = func(q predicateQuery) ([]string, error) {
		if q.fieldSelector != "" || q.labelSelector != "" {
			return nil, errSkip // it takes the predicate alone
		}
		objs, err := clientgo.ListWithPredicate(indexer, d, q.pred)
		var names []string
		for _, o := range objs {
			names = append(names, o.(*stablev1.Selector).Name)
		}
		return names, err
	}
	listers["controller-runtime cache ListWithPredicate"] = crList(crReader)
	listers["controller-runtime fake ListWithPredicate"] = crList(crSelectors)
	listers["controller-runtime fake (WithFieldPredicate)"] = func(q predicateQuery) ([]string, error) {
		c := selectablecr.WithFieldPredicate(crfake.NewClientBuilder().WithScheme(clientScheme).WithRuntimeObjects(objs...), clientScheme, q.pred, d).Build()
		return crLister(c, d)(gvr, ns, q.fieldSelector, q.labelSelector)
	}
	listers["client-gen fake clientset (AddFieldPredicateReactors)"] = func(q predicateQuery) ([]string, error) {
		cs := versionedfake.NewSimpleClientset(objs...)
		fake.AddFieldPredicateReactors(cs, q.pred, stablev1.Descriptors...)
		list, err := cs.StableV1().Selectors(ns).List(ctx, metav1.ListOptions{FieldSelector: q.fieldSelector, LabelSelector: q.labelSelector})
		if err != nil {
			return nil, err
		}
		return itemNames(list.Items), nil
	}
	listers["dynamic fake (AddFieldPredicateReactors)"] = func(q predicateQuery) ([]string, error) {
		dyn := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(server.Scheme, map[schema.GroupVersionResource]string{gvr: "SelectorList"}, objs...)
		fake.AddFieldPredicateReactors(dyn, q.pred, stablev1.Descriptors...)
		return dynamicLister(dyn)(gvr, ns, q.fieldSelector, q.labelSelector)
	}

	listAll := func(q predicateQuery) map[string]string {
		out := map[string]string{}
		for name, list := range listers {
			names, err := list(q)
			if err == errSkip {
				continue
			}
			slices.Sort(names)
			out[name] = outcome(names, err, "")
		}
		return out
	}
	planned, scanned, selected := 0, 0, 0
	for range 40 {
		q := predicateQuery{pred: randomCachePredicate(rng, ns, 2)}
		if rng.IntN(3) == 0 {
			q.fieldSelector = "spec.size!=" + indexSizes[rng.IntN(len(indexSizes))]
		}
		if rng.IntN(3) == 0 {
			q.labelSelector = "tier=web"
		}
		p, err := predicate.Compile(q.pred, predicate.ForDescriptor(d))
		if err != nil {
			t.Fatalf("%s: %v", q.pred, err)
		}
		plain, err := c.list(q.fieldSelector, q.labelSelector)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for i := range plain.Items {
			if ok, err := p.Matches(d, &plain.Items[i]); err != nil {
				t.Fatal(err)
			} else if ok {
				want = append(want, plain.Items[i].Name)
			}
		}
		wantText := strings.Join(want, " ")
		selected += len(want)
		indexer.lookups, indexer.read, indexer.lists = 0, 0, 0
		crReader.lookups, crReader.lookupObjects, crReader.lists = 0, 0, 0
		for name, got := range listAll(q) {
			if got != wantText {
				t.Errorf("fieldPredicate %q --field-selector %q --selector %q: %s gives\n  %s\nwant\n  %s", q.pred, q.fieldSelector, q.labelSelector, name, got, wantText)
			}
		}
		// The informer's plan and what it read.
		if q.fieldSelector == "" && q.labelSelector == "" {
			ip, err := predicate.Compile(q.pred, clientgo.PredicateOptions(informer.GetIndexer(), d))
			if err != nil {
				t.Fatal(err)
			}
			keys, scan, err := ip.Plan().Keys(indexKeys{informer.GetIndexer()})
			if err != nil {
				t.Fatal(err)
			}
			if scan && (indexer.lists != 1 || indexer.lookups != 0 || indexer.read != len(objs)) ||
				!scan && (indexer.lists != 0 || indexer.lookups != len(lookups(ip.Plan().Candidates)) || indexer.read != len(keys)) {
				t.Errorf("informer: %s\n%s: %d lookups, %d whole lists, %d objects read; %d candidates of %d", q.pred, ip.Plan(),
					indexer.lookups, indexer.lists, indexer.read, len(keys), len(objs))
			}
		}
		// controller-runtime's cache: one list per looked-up value, giving
		// exactly the objects with that value (namespace and labels
		// applied), and no whole list; or one whole list.
		cp, err := predicate.Compile(q.pred, selectablecr.PredicateOptions(d, &stablev1.SelectorList{}))
		if err != nil {
			t.Fatal(err)
		}
		ls, _ := labels.Parse(q.labelSelector)
		wantLookups, wantObjects := lookups(cp.Plan().Candidates), 0
		for _, l := range wantLookups {
			for _, o := range typed {
				if v, _ := d.FieldValue(o, l[0]); v == l[1] && ls.Matches(labels.Set(o.Labels)) {
					wantObjects++
				}
			}
		}
		if len(wantLookups) == 0 {
			scanned++
			if crReader.lists != 1 || crReader.lookups != 0 {
				t.Errorf("controller-runtime cache: %s\n%s: %d lookups, %d whole lists; want 1 whole list", q.pred, cp.Plan(), crReader.lookups, crReader.lists)
			}
		} else {
			planned++
			if crReader.lists != 0 || crReader.lookups != len(wantLookups) || crReader.lookupObjects != wantObjects {
				t.Errorf("controller-runtime cache: %s\n%s: %d lookups giving %d objects, %d whole lists; want %d lookups giving %d objects",
					q.pred, cp.Plan(), crReader.lookups, crReader.lookupObjects, crReader.lists, len(wantLookups), wantObjects)
			}
		}
	}
	t.Logf("40 random predicates: %d objects selected in all; in controller-runtime's cache %d planned with lookups, %d scanned", selected, planned, scanned)
	if selected == 0 || planned < 10 || scanned == 0 {
		t.Errorf("%d objects selected in all, %d predicates planned with lookups, %d scanned: the predicates do not cover both paths", selected, planned, scanned)
	}
	// One equality on an indexed field: the caches read its objects only.
	indexer.lookups, indexer.read, indexer.lists = 0, 0, 0
	blue, err := clientgo.ListWithPredicate(indexer, d, "object.spec.color == 'blue' && !(object.spec.size == 'S')")
	if err != nil {
		t.Fatal(err)
	}
	nblue := 0
	for _, o := range typed {
		if o.Spec.Color == "blue" {
			nblue++
		}
	}
	if indexer.lookups != 1 || indexer.lists != 0 || indexer.read != nblue || len(blue) > nblue || nblue == len(objs) {
		t.Errorf("the informer read %d objects (%d lookups, %d whole lists) for spec.color == 'blue' && …; %d are blue of %d", indexer.read, indexer.lookups, indexer.lists, nblue, len(objs))
	}

	// Bad predicates: the same 400 everywhere; a bad field selector's
	// error comes first.
	for _, q := range []predicateQuery{
		{pred: "object.spec.shape == 'x'"},
		{pred: "object.spec.color =="},
		{pred: "object.spec.color"},
		{pred: ""},
		{pred: "object.spec.size > 3"},
		{pred: "['a'].exists(x, x == object.spec.color)"},
		{pred: "object == 'x'"},
		{pred: "field(object.spec.color) == 'x'"},
		{pred: strings.Repeat(`object.spec.color.contains(object.spec.size) || `, 40) + "true"},
		{pred: "object.spec.shape == 'x'", fieldSelector: "spec.nope=1"},
		{pred: "object.spec.color == 'blue'", fieldSelector: "spec.nope=1"},
	} {
		_, err := listers["REST client .Param"](q)
		if !apierrors.IsBadRequest(err) {
			t.Errorf("fieldPredicate %.50q --field-selector %q: the server gives %v, not a 400", q.pred, q.fieldSelector, err)
			continue
		}
		want := outcome(nil, err, "")
		for name, got := range listAll(q) {
			if name == "kubectl get --raw" {
				// kubectl prints the server's message with its own words
				// around it.
				if !strings.Contains(got, strings.TrimPrefix(want, "error BadRequest: ")) {
					t.Errorf("fieldPredicate %.50q: kubectl get --raw gives %q, want the server's message %q", q.pred, got, want)
				}
				continue
			}
			if got != want {
				t.Errorf("fieldPredicate %.50q --field-selector %q: %s gives\n  %s\nthe server\n  %s", q.pred, q.fieldSelector, name, got, want)
			}
		}
	}
}

// indexKeys answers a plan's lookups from an indexer (uncounted).
type indexKeys struct{ indexer cache.Indexer }

func (ix indexKeys) Lookup(index, value string) ([]string, error) {
	return ix.indexer.IndexKeys(index, value)
}

// TestE2EFieldPredicateInformers: an informer and a controller-runtime
// cache built on clients whose config sends a predicate
// (clientgo.WithFieldPredicate) hold exactly the objects the predicate
// selects, before and after changes that move objects in and out of the
// selection (the watch's DELETED events for objects that leave).
func TestE2EFieldPredicateInformers(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ns := uniqueNamespace(t, "e2e-predicate-informers")
	c := newSelectorClient(t, cached, ns)
	rng := rand.New(rand.NewPCG(21, 8))
	for i := range 12 {
		c.create(fmt.Sprintf("obj-%02d", i), []string{"blue", "red", "green"}[rng.IntN(3)], []string{"S", "M"}[rng.IntN(2)], nil)
	}
	const pred = "object.spec.color in ['blue', 'red'] && object.spec.size != 'S'"
	d := &stablev1.SelectorDescriptor
	p, err := predicate.Compile(pred, predicate.ForDescriptor(d))
	if err != nil {
		t.Fatal(err)
	}
	cfg := clientgo.WithFieldPredicate(unlimited(cached.RESTConfig), pred)
	cs, err := versioned.NewForConfig(cfg)
	if err != nil {
		t.Fatal(err)
	}
	informer := cache.NewSharedIndexInformer(cache.NewListWatchFromClient(cs.StableV1().RESTClient(), "selectors", ns, fields.Everything()),
		&stablev1.Selector{}, 0, cache.Indexers{})
	go informer.RunWithContext(ctx)
	crCache, err := crcache.New(cfg, crcache.Options{Scheme: clientScheme, DefaultNamespaces: map[string]crcache.Config{ns: {}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := crCache.GetInformer(ctx, &stablev1.Selector{}); err != nil {
		t.Fatal(err)
	}
	go func() {
		if err := crCache.Start(ctx); err != nil {
			t.Error(err)
		}
	}()
	if !cache.WaitForCacheSync(ctx.Done(), informer.HasSynced) || !crCache.WaitForCacheSync(ctx) {
		t.Fatal("the caches did not sync")
	}
	want := func() string {
		list, err := c.list("", "")
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for i := range list.Items {
			if ok, _ := p.Matches(d, &list.Items[i]); ok {
				names = append(names, list.Items[i].Name)
			}
		}
		return strings.Join(names, " ")
	}
	held := func() (string, string) {
		var inf []string
		for _, o := range informer.GetStore().List() {
			inf = append(inf, o.(*stablev1.Selector).Name)
		}
		slices.Sort(inf)
		list := &stablev1.SelectorList{}
		if err := crCache.List(ctx, list, crclient.InNamespace(ns)); err != nil {
			t.Fatal(err)
		}
		return strings.Join(inf, " "), strings.Join(itemNames(list.Items), " ")
	}
	check := func(when string) {
		w := want()
		inf, cr := held()
		if inf != w || cr != w {
			t.Errorf("%s: the informer holds\n  %s\ncontroller-runtime's cache\n  %s\nthe predicate selects\n  %s", when, inf, cr, w)
		}
		if w == "" || strings.Count(w, " ")+1 == 12 {
			t.Errorf("%s: the predicate selects %q: the test cannot tell", when, w)
		}
	}
	check("after the first list")
	for range 30 {
		obj := &stablev1.Selector{}
		name := fmt.Sprintf("obj-%02d", rng.IntN(12))
		if err := c.rc.Get().Namespace(ns).Resource("selectors").Name(name).Do(ctx).Into(obj); err != nil {
			t.Fatal(err)
		}
		obj.Spec.Color = []string{"blue", "red", "green"}[rng.IntN(3)]
		obj.Spec.Size = []string{"S", "M"}[rng.IntN(2)]
		if _, err := c.update(obj); err != nil {
			t.Fatal(err)
		}
	}
	c.create("zz-sentinel", "blue", "M", nil)
	deadline := time.Now().Add(20 * time.Second)
	for {
		inf, cr := held()
		if strings.Contains(inf, "zz-sentinel") && strings.Contains(cr, "zz-sentinel") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sentinel never arrived: %q, %q", inf, cr)
		}
		time.Sleep(20 * time.Millisecond)
	}
	check("after 30 changes")
}
