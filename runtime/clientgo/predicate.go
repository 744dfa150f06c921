package clientgo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
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
// req.Param(predicate.Parameter, expr), or make the request with a context
// from ContextWithFieldPredicate, whose predicate replaces the config's.
func WithFieldPredicate(config *rest.Config, expr string) *rest.Config {
	return withPredicateTransport(config, expr, true)
}

// WithContextFieldPredicate returns a copy of config whose list and watch
// requests carry the field predicate of their context
// (ContextWithFieldPredicate), and none where the context has none: one
// config, and one clientset, for requests with and without a predicate.
func WithContextFieldPredicate(config *rest.Config) *rest.Config {
	return withPredicateTransport(config, "", false)
}

func withPredicateTransport(config *rest.Config, expr string, configured bool) *rest.Config {
	out := rest.CopyConfig(config)
	prefix := ""
	if base, _, err := rest.DefaultServerUrlFor(config); err == nil {
		prefix = strings.TrimSuffix(base.Path, "/")
	}
	out.Wrap(func(next http.RoundTripper) http.RoundTripper {
		return &predicateTransport{next: next, expr: expr, configured: configured, prefix: prefix}
	})
	return out
}

type predicateTransport struct {
	next http.RoundTripper
	// expr is the config's predicate, when configured.
	expr       string
	configured bool
	prefix     string
}

type fieldPredicateKey struct{}

// ContextWithFieldPredicate returns ctx carrying a field predicate for the
// list and watch requests made with it through a config from
// WithContextFieldPredicate or WithFieldPredicate: one request's
// predicate, with a typed clientset as with any client, instead of the
// config's (sent as it is: "" is the server's 400, as everywhere).
//
//	cs, err := versioned.NewForConfig(clientgo.WithContextFieldPredicate(cfg))
//	ctx = clientgo.ContextWithFieldPredicate(ctx, "object.spec.color in ['red', 'blue']")
//	list, err := cs.StableV1().Selectors("ns").List(ctx, metav1.ListOptions{})
//
// An informer makes its requests with contexts of its own: give it a
// config with the predicate instead.
func ContextWithFieldPredicate(ctx context.Context, expr string) context.Context {
	return context.WithValue(ctx, fieldPredicateKey{}, expr)
}

func (t *predicateTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	expr, send := t.expr, t.configured
	if own, ok := req.Context().Value(fieldPredicateKey{}).(string); ok {
		expr, send = own, true
	}
	if !send || req.Method != http.MethodGet || !t.listOrWatch(req.URL) {
		return t.next.RoundTrip(req)
	}
	if _, own := req.URL.Query()[predicate.Parameter]; own {
		return t.next.RoundTrip(req)
	}
	r := req.Clone(req.Context())
	param := url.QueryEscape(predicate.Parameter) + "=" + url.QueryEscape(expr)
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
// A ListOptions' LabelSelector and FieldSelector select too, as beside the
// predicate in a list request: an object is listed when all three select
// it, and a selector that does not parse, or names a field the kind does
// not declare, is the server's 400 with its message. They filter the
// predicate's candidates; only the predicate's plan reads indexes. The
// options' other members are a server's (paging, resource versions) and
// are not read.
//
//	objs, err := clientgo.ListWithPredicate(informer.GetIndexer(), &v1.SelectorDescriptor,
//		"object.spec.color in ['red', 'blue'] && object.metadata.namespace == 'ns'",
//		metav1.ListOptions{LabelSelector: "tier=web"})
func ListWithPredicate(indexer cache.Indexer, d *selectableruntime.Descriptor, expr string, options ...metav1.ListOptions) ([]any, error) {
	lbls, fieldSel, err := listSelectors(d, options)
	if err != nil {
		return nil, err
	}
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
	sel := fields.AndSelectors(fieldSel, p.Selector(d))
	out := []any{}
	for _, c := range candidates {
		obj, ok := c.(runtime.Object)
		if !ok {
			continue
		}
		match, err := d.Selects(obj, lbls, sel)
		if err != nil {
			return nil, err
		}
		if match {
			out = append(out, c)
		}
	}
	return out, nil
}

// listSelectors parses the label and field selectors of at most one
// ListOptions as the API server does for a list request: a selector that
// does not parse, and a field label the kind's conversion rejects, are a
// 400 Bad Request with the parser's or the conversion's message. The field
// selector is returned converted.
func listSelectors(d *selectableruntime.Descriptor, options []metav1.ListOptions) (labels.Selector, fields.Selector, error) {
	switch len(options) {
	case 0:
		return labels.Everything(), fields.Everything(), nil
	case 1:
	default:
		return nil, nil, fmt.Errorf("ListWithPredicate takes at most one ListOptions, got %d", len(options))
	}
	lbls, err := labels.Parse(options[0].LabelSelector)
	if err != nil {
		return nil, nil, apierrors.NewBadRequest(err.Error())
	}
	sel, err := fields.ParseSelector(options[0].FieldSelector)
	if err != nil {
		return nil, nil, apierrors.NewBadRequest(err.Error())
	}
	if sel, err = d.ConvertFieldSelector(sel); err != nil {
		return nil, nil, apierrors.NewBadRequest(err.Error())
	}
	return lbls, sel, nil
}
