package clientgo

import (
	"net/http"
	"net/url"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// WithFieldPredicate returns a copy of config whose list and watch
// requests carry the field predicate expr (the fieldPredicate query
// parameter, docs/queries.md), so every client built from it sends it:
// typed clientsets, the dynamic client, REST clients, controller-runtime's
// client, and the informers and caches built on them (which then hold the
// selected objects only).
//
//	cs, err := versioned.NewForConfig(clientgo.WithFieldPredicate(cfg, "object.spec.color in ['red', 'blue']"))
//	list, err := cs.StableV1().Selectors("ns").List(ctx, metav1.ListOptions{})
//
// The parameter is added to GET requests of a resource collection (a list,
// or a watch), and to watches of one object; not to gets, subresources,
// writes, discovery or non-resource paths. A request that names its own
// fieldPredicate keeps it. The server compiles the predicate against each
// kind listed (an undeclared field is its 400), so build the clients that
// list one kind from the config (or kinds that all declare the predicate's
// fields). For one request of a REST client, add the parameter instead:
// req.Param(predicate.Parameter, expr).
func WithFieldPredicate(config *rest.Config, expr string) *rest.Config {
	out := rest.CopyConfig(config)
	prefix := ""
	if base, _, err := rest.DefaultServerUrlFor(config); err == nil {
		prefix = strings.TrimSuffix(base.Path, "/")
	}
	out.Wrap(func(next http.RoundTripper) http.RoundTripper {
		return &predicateTransport{next: next, expr: expr, prefix: prefix}
	})
	return out
}

type predicateTransport struct {
	next   http.RoundTripper
	expr   string
	prefix string
}

func (t *predicateTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet || !t.listOrWatch(req.URL) {
		return t.next.RoundTrip(req)
	}
	if _, own := req.URL.Query()[predicate.Parameter]; own {
		return t.next.RoundTrip(req)
	}
	r := req.Clone(req.Context())
	param := url.QueryEscape(predicate.Parameter) + "=" + url.QueryEscape(t.expr)
	if r.URL.RawQuery == "" {
		r.URL.RawQuery = param
	} else {
		r.URL.RawQuery += "&" + param
	}
	return t.next.RoundTrip(r)
}

// WrappedRoundTripper is client-go's utilnet.RoundTripperWrapper.
func (t *predicateTransport) WrappedRoundTripper() http.RoundTripper { return t.next }

// listOrWatch reports whether u is a list or a watch of a resource, parsed
// as the API server's request info parses it: /api/<v> or /apis/<g>/<v>,
// an optional legacy watch/, an optional namespaces/<ns>/, then the
// resource, a name and a subresource.
func (t *predicateTransport) listOrWatch(u *url.URL) bool {
	path, ok := strings.CutPrefix(u.Path, t.prefix)
	if !ok {
		return false
	}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case len(parts) >= 2 && parts[0] == "api":
		parts = parts[2:]
	case len(parts) >= 3 && parts[0] == "apis":
		parts = parts[3:]
	default:
		return false
	}
	watchPath := len(parts) > 0 && parts[0] == "watch"
	if watchPath {
		parts = parts[1:]
	}
	// namespaces/<ns>/<resource>...; namespaces/<ns>/status and finalize
	// are the namespace's own subresources.
	if len(parts) > 2 && parts[0] == "namespaces" && parts[2] != "status" && parts[2] != "finalize" {
		parts = parts[2:]
	}
	switch len(parts) {
	case 1:
		return parts[0] != ""
	case 2:
		w := u.Query().Get("watch")
		return watchPath || w == "true" || w == "1"
	}
	return false
}

// PredicateOptions are the predicate options of a kind on an indexer: the
// kind's field selectors are accepted (with the server's error otherwise),
// and a field is indexed when the indexer has an index named by its label
// or by the label its conversion gives (AddIndexers and Indexers register
// the generated FooIndexers under the labels). Compile with them to print
// the plan ListWithPredicate follows.
func PredicateOptions(indexer cache.Indexer, d *selectableruntime.Descriptor) predicate.Options {
	o := predicate.ForDescriptor(d)
	o.Indexed = indexedBy(indexer.GetIndexers(), d)
	return o
}

// indexedBy says under which of indexers' names a label of d is indexed.
func indexedBy(indexers cache.Indexers, d *selectableruntime.Descriptor) func(label string) (string, bool) {
	return func(label string) (string, bool) {
		if _, ok := indexers[label]; ok {
			return label, true
		}
		if key, _, err := d.FieldLabelConversion(label, ""); err == nil {
			if _, ok := indexers[key]; ok {
				return key, true
			}
		}
		return "", false
	}
}

// indexLookups answers a plan's lookups from an indexer's indexes.
type indexLookups struct{ indexer cache.Indexer }

func (ix indexLookups) Lookup(index, value string) ([]string, error) {
	return ix.indexer.IndexKeys(index, value)
}

// ListWithPredicate answers a field predicate from an informer's indexer
// (informer.GetIndexer()) as the API server answers it, in key order
// (namespace/name): the plan's lookups run on the indexer's indexes of the
// kind's fields (AddIndexers(informer, v1.FooIndexers())), and every
// candidate is checked with the whole predicate; without such indexes,
// or for a predicate no lookup narrows, every object is. A namespace is a
// part of the predicate (object.metadata.namespace == 'ns'), served by the
// metadata.namespace index. A predicate that does not compile is the
// server's 400 Bad Request with its message (invalid field predicate: …).
//
//	objs, err := clientgo.ListWithPredicate(informer.GetIndexer(), &v1.SelectorDescriptor,
//		"object.spec.color in ['red', 'blue'] && object.metadata.namespace == 'ns'")
func ListWithPredicate(indexer cache.Indexer, d *selectableruntime.Descriptor, expr string) ([]any, error) {
	p, err := predicate.Compile(expr, PredicateOptions(indexer, d))
	if err != nil {
		return nil, predicate.BadRequest(err)
	}
	keys, scan, err := p.Plan().Keys(indexLookups{indexer})
	if err != nil {
		return nil, err
	}
	var candidates []any
	if scan {
		type keyed struct {
			key string
			obj any
		}
		all := indexer.List()
		byKey := make([]keyed, len(all))
		for i, c := range all {
			byKey[i].key, _ = cache.MetaNamespaceKeyFunc(c)
			byKey[i].obj = c
		}
		sort.Slice(byKey, func(i, j int) bool { return byKey[i].key < byKey[j].key })
		for _, k := range byKey {
			candidates = append(candidates, k.obj)
		}
	} else {
		for _, k := range keys {
			obj, ok, err := indexer.GetByKey(k)
			if err != nil {
				return nil, err
			}
			if ok {
				candidates = append(candidates, obj)
			}
		}
	}
	sel := p.Selector(d)
	out := []any{}
	for _, c := range candidates {
		obj, ok := c.(runtime.Object)
		if !ok {
			continue
		}
		match, err := d.Matches(obj, sel)
		if err != nil {
			return nil, err
		}
		if match {
			out = append(out, c)
		}
	}
	return out, nil
}
