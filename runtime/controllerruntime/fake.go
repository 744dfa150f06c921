package controllerruntime

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
	"sigs.k8s.io/controller-runtime/pkg/client/interceptor"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// WithFieldSelectors gives a fake client builder the API server's field
// selection for the kinds described, in one call:
//
//	c := controllerruntime.WithFieldSelectors(fake.NewClientBuilder().WithScheme(scheme).WithObjects(objs...), scheme, v1.Descriptors...).Build()
//
// Every field label each kind's conversion accepts is registered as an
// index (Descriptor.Indexers: values exactly the server's, defaults, legacy
// names and metadata.* included), so
// client.MatchingFields works as on a manager's cache; and List with a
// field selector on one of the kinds is answered as the server answers it:
// =, == and != in any number of terms, and for a field the kind does not
// declare the server's 400 Bad Request ("field label not supported: ...")
// instead of the fake's "no index" error. A field selector that parses to
// an empty one ("", ",", "=", "==", "!=": fields.ParseSelector gives
// fields.Everything) lists every object the label selector selects, on
// any kind, as on the server (the fake alone refuses it). The field
// selector of ListOptions.Raw, which the client sends when no parsed one
// is given (the one way to send a string that does not parse), is
// answered as the server answers it (the fake alone ignores it): a string
// that does not parse is the server's 400 ("invalid field selector: ...",
// "invalid selector: ..."), on any kind. Watch is answered the same way,
// with the server's events. The builder's interceptor functions are
// replaced: set others with interceptor.Funcs on the returned builder only
// if they include neither List nor Watch.
func WithFieldSelectors(b *fake.ClientBuilder, scheme *runtime.Scheme, descriptors ...*selectableruntime.Descriptor) *fake.ClientBuilder {
	return withSelection(b, scheme, nil, descriptors)
}

// WithFieldPredicate is WithFieldSelectors, and every List and Watch of
// the kinds described carries the field predicate expr, as on a client
// built from runtime/clientgo.WithFieldPredicate(config, expr) (the fake
// sees no query parameters, so the test gives the predicate to the fake
// as the code under test gives it to its config):
//
//	c := controllerruntime.WithFieldPredicate(fake.NewClientBuilder().WithScheme(scheme).WithObjects(objs...),
//		scheme, "object.spec.color in ['red', 'blue']", v1.Descriptors...).Build()
//
// They are answered as the server answers them: the predicate ANDed with
// the field and label selectors, Watch with the server's events (objects
// entering and leaving the selection), and for a predicate that does not
// compile the server's 400 Bad Request with its message (invalid field
// predicate: …), after a field selector's own error as on the server.
// Writes and Get are the fake's own. For one list with a predicate, use
// ListWithPredicate on a client built with WithFieldSelectors, as on a
// manager's cache.
func WithFieldPredicate(b *fake.ClientBuilder, scheme *runtime.Scheme, expr string, descriptors ...*selectableruntime.Descriptor) *fake.ClientBuilder {
	return withSelection(b, scheme, &expr, descriptors)
}

// fieldPredicate is a kind's compiled predicate, or its error.
type fieldPredicate struct {
	sel fields.Selector
	err error
}

func withSelection(b *fake.ClientBuilder, scheme *runtime.Scheme, expr *string, descriptors []*selectableruntime.Descriptor) *fake.ClientBuilder {
	s := &fakeSelection{scheme: scheme, byGVK: map[schema.GroupVersionKind]*selectableruntime.Descriptor{},
		predicates: map[*selectableruntime.Descriptor]*fieldPredicate{}}
	for _, d := range descriptors {
		s.byGVK[schema.GroupVersionKind{Group: d.Group, Version: d.Version, Kind: d.Kind}] = d
		if expr != nil {
			s.predicates[d] = compilePredicate(*expr, d)
		}
		obj, ok := d.New().(client.Object)
		if !ok || d.Indexers == nil {
			continue
		}
		indexers := d.Indexers()
		for _, label := range sortedFields(indexers) {
			b = b.WithIndex(obj, label, Extractor(indexers[label]))
		}
	}
	return b.WithInterceptorFuncs(interceptor.Funcs{List: s.list, Watch: s.watch})
}

// compilePredicate is d's compiled predicate expr, or its error as the
// server's 400 Bad Request.
func compilePredicate(expr string, d *selectableruntime.Descriptor) *fieldPredicate {
	p, err := predicate.Compile(expr, predicate.ForDescriptor(d))
	if err != nil {
		return &fieldPredicate{err: predicate.BadRequest(err)}
	}
	return &fieldPredicate{sel: p.Selector(d)}
}

// fakeSelection answers the fake client's List and Watch with the
// kinds' field selectors and predicate, as the server does.
type fakeSelection struct {
	scheme     *runtime.Scheme
	byGVK      map[schema.GroupVersionKind]*selectableruntime.Descriptor
	predicates map[*selectableruntime.Descriptor]*fieldPredicate
}

// kindOf is the descriptor of list's items, or nil.
func (s *fakeSelection) kindOf(list client.ObjectList) *selectableruntime.Descriptor {
	gvk, err := apiutil.GVKForObject(list, s.scheme)
	if err != nil {
		return nil
	}
	return s.byGVK[gvk.GroupVersion().WithKind(strings.TrimSuffix(gvk.Kind, "List"))]
}

// selection is what a List or Watch of list with o selects: nil when
// the fake answers it alone (with inner's options), else the converted
// field selector ANDed with the predicate, which the fake's answer
// (with inner's options) is filtered with.
func (s *fakeSelection) selection(list client.ObjectList, o *client.ListOptions) (sel fields.Selector, inner *client.ListOptions, err error) {
	sel, err = requestedFieldSelector(o)
	if err != nil {
		return nil, nil, err
	}
	d := s.kindOf(list)
	pred := s.predicates[d]
	switch {
	case sel == nil && pred == nil:
		return nil, o, nil
	case sel != nil && sel.Empty():
		sel = nil
	case sel != nil && d == nil:
		return nil, withFieldSelector(o, sel), nil
	case sel != nil:
		if sel, err = d.ConvertFieldSelector(sel); err != nil {
			return nil, nil, apierrors.NewBadRequest(err.Error())
		}
	}
	if pred != nil {
		if pred.err != nil {
			return nil, nil, pred.err
		}
		if sel == nil {
			sel = pred.sel
		} else {
			sel = fields.AndSelectors(sel, pred.sel)
		}
	}
	if sel == nil {
		return nil, withFieldSelector(o, nil), nil
	}
	return sel, withFieldSelector(o, nil), nil
}

// list is the fake's List, filtered with the selection.
func (s *fakeSelection) list(ctx context.Context, c client.WithWatch, list client.ObjectList, opts ...client.ListOption) error {
	sel, inner, err := s.selection(list, (&client.ListOptions{}).ApplyOptions(opts))
	if err != nil {
		return err
	}
	if err := c.List(ctx, list, inner); err != nil {
		return err
	}
	if sel == nil {
		return nil
	}
	return s.kindOf(list).FilterList(list, nil, sel) // the inner list has applied the label selector
}

// watch is the fake's Watch, with the server's events for the selection
// (objects entering and leaving it).
func (s *fakeSelection) watch(ctx context.Context, c client.WithWatch, list client.ObjectList, opts ...client.ListOption) (watch.Interface, error) {
	o := (&client.ListOptions{}).ApplyOptions(opts)
	sel, inner, err := s.selection(list, o)
	if err != nil {
		return nil, err
	}
	if sel == nil {
		return c.Watch(ctx, list, inner)
	}
	current := list.DeepCopyObject().(client.ObjectList)
	if err := c.List(ctx, current, inner); err != nil {
		return nil, err
	}
	items, err := meta.ExtractList(current)
	if err != nil {
		return nil, err
	}
	source, err := c.Watch(ctx, list, inner)
	if err != nil {
		return nil, err
	}
	return s.kindOf(list).SelectWatch(source, items, o.LabelSelector, sel)
}

// requestedFieldSelector is the field selector controller-runtime's client
// sends for o (ListOptions.AsListOptions): FieldSelector, or when it is nil
// Raw's string, parsed as the API server parses it; a string that does not
// parse is the server's 400 Bad Request with the parser's message. nil
// means none.
func requestedFieldSelector(o *client.ListOptions) (fields.Selector, error) {
	if o.FieldSelector != nil {
		return o.FieldSelector, nil
	}
	if o.Raw == nil || o.Raw.FieldSelector == "" {
		return nil, nil
	}
	sel, err := fields.ParseSelector(o.Raw.FieldSelector)
	if err != nil {
		return nil, apierrors.NewBadRequest(err.Error())
	}
	return sel, nil
}

// withFieldSelector is o with sel as its only field selector (Raw's
// cleared): what controller-runtime's fake is given; sel is nil once the
// field selector is answered here (the fake refuses any selector that is
// not an exact match on an index, the empty one included).
func withFieldSelector(o *client.ListOptions, sel fields.Selector) *client.ListOptions {
	inner := *o
	inner.FieldSelector = sel
	if o.Raw != nil && o.Raw.FieldSelector != "" {
		raw := *o.Raw
		raw.FieldSelector = ""
		inner.Raw = &raw
	}
	return &inner
}

// CheckCacheFieldSelectors checks the field selectors a manager's cache
// will list and watch with (ByObject's and DefaultFieldSelector) against
// the declared field selectors of the kinds described, before the cache
// starts: a field a kind does not declare is an error naming the field and
// the kind, instead of a list that fails at run time. Kinds not described
// are not checked.
//
//	if err := controllerruntime.CheckCacheFieldSelectors(opts.Cache, scheme, v1.Descriptors...); err != nil { ... }
func CheckCacheFieldSelectors(opts cache.Options, scheme *runtime.Scheme, descriptors ...*selectableruntime.Descriptor) error {
	byGVK := map[schema.GroupVersionKind]*selectableruntime.Descriptor{}
	for _, d := range descriptors {
		byGVK[schema.GroupVersionKind{Group: d.Group, Version: d.Version, Kind: d.Kind}] = d
	}
	var errs []error
	check := func(d *selectableruntime.Descriptor, sel fields.Selector, where string) {
		if sel == nil {
			return
		}
		if _, err := d.ConvertFieldSelector(sel); err != nil {
			errs = append(errs, fmt.Errorf("%s: field selector %q for %s (%s): %w; its field selectors are %s",
				where, sel, d.Kind, d.Group+"/"+d.Version, err, fieldNames(d)))
		}
	}
	for obj, by := range opts.ByObject {
		gvk, err := apiutil.GVKForObject(obj, scheme)
		if err != nil {
			errs = append(errs, fmt.Errorf("cache ByObject %T: %w", obj, err))
			continue
		}
		if d := byGVK[gvk]; d != nil {
			check(d, by.Field, "cache ByObject")
			for ns, c := range by.Namespaces {
				check(d, c.FieldSelector, "cache ByObject namespace "+ns)
			}
		}
	}
	for _, d := range descriptors {
		check(d, opts.DefaultFieldSelector, "cache DefaultFieldSelector")
		for ns, c := range opts.DefaultNamespaces {
			check(d, c.FieldSelector, "cache DefaultNamespaces "+ns)
		}
	}
	sort.Slice(errs, func(i, j int) bool { return errs[i].Error() < errs[j].Error() })
	return errors.Join(errs...)
}

func fieldNames(d *selectableruntime.Descriptor) string {
	var names []string
	for _, f := range d.AllFields() {
		names = append(names, f.FieldPath)
	}
	return strings.Join(names, ", ")
}
