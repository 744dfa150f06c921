package apiserver

import (
	"context"
	"net/http"
	"sort"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/apiserver/pkg/endpoints/request"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// FieldPredicateParameter is the list and watch query parameter that
// carries a field predicate (docs/queries.md): a CEL expression over the
// kind's declared field selectors, a parameter of its own beside
// labelSelector and fieldSelector, as KEP-5866 gave its shard selector a
// parameter of its own instead of extending the fieldSelector grammar.
const FieldPredicateParameter = predicate.Parameter

type fieldPredicateKey struct{}

// WithFieldPredicate passes a request's fieldPredicate parameter on to the
// storage built by this package (k8s.io/apiserver decodes only the
// parameters ListOptions knows). Wrap the server's handler with it:
//
//	config.BuildHandlerChainFunc = func(h http.Handler, c *genericapiserver.Config) http.Handler {
//		return genericapiserver.DefaultBuildHandlerChain(selectableapiserver.WithFieldPredicate(h), c)
//	}
func WithFieldPredicate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if values, ok := r.URL.Query()[FieldPredicateParameter]; ok && len(values) > 0 {
			r = r.WithContext(ContextWithFieldPredicate(r.Context(), values[0]))
		}
		next.ServeHTTP(w, r)
	})
}

// ContextWithFieldPredicate returns ctx carrying a field predicate, for
// callers of the storage inside the server (WithFieldPredicate does it for
// requests).
func ContextWithFieldPredicate(ctx context.Context, expr string) context.Context {
	return context.WithValue(ctx, fieldPredicateKey{}, expr)
}

// FieldPredicateFrom returns the field predicate of a request's context.
func FieldPredicateFrom(ctx context.Context) (string, bool) {
	expr, ok := ctx.Value(fieldPredicateKey{}).(string)
	return expr, ok
}

// predicateStore is a kind's store whose lists and watches also take a
// field predicate: it is compiled against the field selectors of the
// request's version and ANDed with the request's field selector, so the
// store's own selection (the watch cache's indexes and trigger, paging,
// resource versions, watch events entering and leaving the selection)
// serves it.
type predicateStore struct {
	*genericregistry.Store
	// version returns the descriptor a request's predicate is written
	// for and the conversion of its labels to the field set's keys.
	version func(ctx context.Context) (*selectableruntime.Descriptor, func(label string) string)
	// compiled caches compiled predicates: clients repeat theirs (an
	// informer's list and every re-watch), and compiling costs far more
	// than an indexed list.
	compiled compiledPredicates
	// indexed are the field set keys the watch cache indexes; indexes
	// gives, for a label of the request's version, the index name the
	// predicate's plan uses for it (its key in that version), when the
	// label is indexed.
	indexed map[string]bool
	indexes func(ctx context.Context, label string) (string, bool)
	// shortNames and categories are discovery's (rest.ShortNamesProvider,
	// rest.CategoriesProvider).
	shortNames, categories []string
}

func (s *predicateStore) ShortNames() []string { return s.shortNames }
func (s *predicateStore) Categories() []string { return s.categories }

// compiledPredicates is a small cache of compiled predicates by version
// and expression, the oldest dropped first.
type compiledPredicates struct {
	mu    sync.Mutex
	byKey map[compiledKey]compiledPredicate
	order []compiledKey
}

type compiledKey struct {
	d    *selectableruntime.Descriptor
	expr string
}

type compiledPredicate struct {
	p   *predicate.Predicate
	err error
}

const compiledPredicatesKept = 256

func (c *compiledPredicates) get(d *selectableruntime.Descriptor, expr string) (*predicate.Predicate, error) {
	key := compiledKey{d, expr}
	c.mu.Lock()
	if hit, ok := c.byKey[key]; ok {
		c.mu.Unlock()
		return hit.p, hit.err
	}
	c.mu.Unlock()
	p, err := predicate.Compile(expr, predicate.ForDescriptor(d))
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil {
		c.byKey = map[compiledKey]compiledPredicate{}
	}
	if _, ok := c.byKey[key]; !ok {
		if len(c.order) == compiledPredicatesKept {
			delete(c.byKey, c.order[0])
			c.order = c.order[1:]
		}
		c.byKey[key] = compiledPredicate{p, err}
		c.order = append(c.order, key)
	}
	return p, err
}

func (s *predicateStore) withPredicate(ctx context.Context, options *metainternalversion.ListOptions) (*metainternalversion.ListOptions, *predicate.Predicate, func(string) string, error) {
	expr, ok := FieldPredicateFrom(ctx)
	if !ok {
		return options, nil, nil, nil
	}
	d, keyOf := s.version(ctx)
	p, err := s.compiled.get(d, expr)
	if err != nil {
		return nil, nil, nil, apierrors.NewBadRequest(err.Error())
	}
	out := &metainternalversion.ListOptions{}
	if options != nil {
		out = options.DeepCopy()
	}
	sel := p.FieldSelector(keyOf)
	if out.FieldSelector != nil && !out.FieldSelector.Empty() {
		sel = fields.AndSelectors(out.FieldSelector, sel)
	}
	out.FieldSelector = sel
	return out, p, keyOf, nil
}

func (s *predicateStore) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	options, p, keyOf, err := s.withPredicate(ctx, options)
	if err != nil {
		return nil, err
	}
	if p != nil {
		if out, ok, err := s.listSet(ctx, options, p, keyOf); ok || err != nil {
			return out, err
		}
	}
	return s.Store.List(ctx, options)
}

// setListAttempts bounds the retries of a set list whose per-value lists
// came from different resource versions (writes in between).
const setListAttempts = 3

// listSet answers a predicate whose plan is one lookup of several values
// on an index of the watch cache (`in [a, b, c]`, or an || of equalities
// on one field, or of memberships in a multi-valued field) with one list
// per value, each from the index, merged, each object once. The
// lists must all be at one resource version for the merge to be one
// snapshot: the first is read as the caller asked (the latest, any, or
// not older than a resource version) and sets it, the others ask for not
// older than it, and a list that comes back newer (a write in between)
// starts the set over; after a few tries, or for what one snapshot cannot
// be merged from (a page, a continue token, an exact resource version),
// the caller scans.
func (s *predicateStore) listSet(ctx context.Context, options *metainternalversion.ListOptions, p *predicate.Predicate, keyOf func(string) string) (runtime.Object, bool, error) {
	lookup := p.Plan().Candidates
	if lookup == nil || lookup.Kind != predicate.Lookup || len(lookup.Values) < 2 || s.indexes == nil ||
		options.Limit != 0 || options.Continue != "" ||
		(options.ResourceVersionMatch != "" && options.ResourceVersionMatch != metav1.ResourceVersionMatchNotOlderThan) {
		return nil, false, nil
	}
	key := ""
	for _, label := range p.Labels() {
		if k, ok := s.indexes(ctx, label); ok && k == lookup.Index {
			key = keyOf(label)
		}
	}
	if key == "" || !s.indexed[key] {
		return nil, false, nil
	}
	for range setListAttempts {
		var items []runtime.Object
		rv := ""
		consistent := true
		for i, v := range lookup.Values {
			sub := options.DeepCopy()
			sub.FieldSelector = fields.AndSelectors(options.FieldSelector, fields.OneTermEqualSelector(key, v))
			if i > 0 {
				sub.ResourceVersion, sub.ResourceVersionMatch = rv, metav1.ResourceVersionMatchNotOlderThan
			}
			out, err := s.Store.List(ctx, sub)
			if err != nil {
				return nil, true, err
			}
			list, err := meta.ListAccessor(out)
			if err != nil {
				return nil, true, err
			}
			if i == 0 {
				rv = list.GetResourceVersion()
			} else if list.GetResourceVersion() != rv {
				consistent = false
				break
			}
			got, err := meta.ExtractList(out)
			if err != nil {
				return nil, true, err
			}
			items = append(items, got...)
		}
		if !consistent {
			continue
		}
		// In the order a list has them: by namespace, then name.
		sort.SliceStable(items, func(i, j int) bool {
			a, _ := meta.Accessor(items[i])
			b, _ := meta.Accessor(items[j])
			if a.GetNamespace() != b.GetNamespace() {
				return a.GetNamespace() < b.GetNamespace()
			}
			return a.GetName() < b.GetName()
		})
		// On a multi-valued index an object is in the list of each of
		// its values ('a' in f || 'b' in f): keep it once.
		distinct := items[:0]
		for _, item := range items {
			if len(distinct) > 0 {
				a, _ := meta.Accessor(distinct[len(distinct)-1])
				b, _ := meta.Accessor(item)
				if a.GetNamespace() == b.GetNamespace() && a.GetName() == b.GetName() {
					continue
				}
			}
			distinct = append(distinct, item)
		}
		items = distinct
		merged := s.Store.NewListFunc()
		if err := meta.SetList(merged, items); err != nil {
			return nil, true, err
		}
		list, err := meta.ListAccessor(merged)
		if err != nil {
			return nil, true, err
		}
		list.SetResourceVersion(rv)
		return merged, true, nil
	}
	return nil, false, nil
}

func (s *predicateStore) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	options, _, _, err := s.withPredicate(ctx, options)
	if err != nil {
		return nil, err
	}
	return s.Store.Watch(ctx, options)
}

// singleVersion is the version function of a kind served in one version:
// its labels convert with its own field label conversion.
func singleVersion(d *selectableruntime.Descriptor) func(context.Context) (*selectableruntime.Descriptor, func(string) string) {
	keyOf := func(label string) string {
		key, _, _ := d.FieldLabelConversion(label, "")
		return key
	}
	return func(context.Context) (*selectableruntime.Descriptor, func(string) string) { return d, keyOf }
}

// requestVersion is the version function of an internal kind: the
// request's version (the storage version without a request), its labels
// converted to the internal field set's keys.
func requestVersion(k selectableruntime.InternalKind) func(context.Context) (*selectableruntime.Descriptor, func(string) string) {
	byVersion := map[string]*selectableruntime.Descriptor{}
	var storage *selectableruntime.Descriptor
	for _, v := range k.Versions {
		byVersion[v.Version] = v
		if v.Version == k.StorageVersion {
			storage = v
		}
	}
	return func(ctx context.Context) (*selectableruntime.Descriptor, func(string) string) {
		v := storage
		if info, ok := request.RequestInfoFrom(ctx); ok && byVersion[info.APIVersion] != nil {
			v = byVersion[info.APIVersion]
		}
		convert := selectableruntime.VersionFieldLabelConversion(v)
		return v, func(label string) string {
			key, _, _ := convert(label, "")
			return key
		}
	}
}
