package controllerruntime

import (
	"context"
	"errors"
	"sort"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// ListWithPredicate lists into list the objects of d's kind that the field
// predicate expr selects (docs/queries.md), ANDed with the options' label
// and field selectors and namespace, as the API server answers a list
// with the fieldPredicate parameter, in namespace/name order:
//
//	err := controllerruntime.ListWithPredicate(ctx, mgr.GetClient(), &list, &v1.SelectorDescriptor,
//		"object.spec.color in ['red', 'blue'] && !(object.spec.size == 'S')", client.InNamespace("ns"))
//
// On a reader with the kind's field indexes (a manager's cache or client
// after IndexDescriptors, a fake client built with WithFieldSelectors),
// the plan's lookups are lists with client.MatchingFields, one per value
// (their union or intersection as the plan says), and only their objects
// are checked with the whole predicate; a reader without the indexes (its
// lookup fails with an error that is no API status) and a predicate no
// lookup narrows are answered by one list checked object by object. So
// on a live API reader a lookup is a field-selector list on the server.
// Unstructured lists are always listed whole (the generated index
// functions read typed objects). Limit and Continue are not applied: the
// answer is whole. A predicate that does not compile is the server's 400
// Bad Request with its message (invalid field predicate: …), as is a
// field selector the kind does not declare.
func ListWithPredicate(ctx context.Context, reader client.Reader, list client.ObjectList, d *selectableruntime.Descriptor, expr string, opts ...client.ListOption) error {
	o := (&client.ListOptions{}).ApplyOptions(opts)
	fs, err := requestedFieldSelector(o)
	if err != nil {
		return err
	}
	var sel fields.Selector
	if fs != nil && !fs.Empty() {
		if sel, err = d.ConvertFieldSelector(fs); err != nil {
			return apierrors.NewBadRequest(err.Error())
		}
	}
	p, err := predicate.Compile(expr, PredicateOptions(d, list))
	if err != nil {
		return predicate.BadRequest(err)
	}
	if sel == nil {
		sel = p.Selector(d)
	} else {
		sel = fields.AndSelectors(sel, p.Selector(d))
	}
	base := withFieldSelector(o, nil)
	base.Limit, base.Continue = 0, ""

	template := list.DeepCopyObject().(client.ObjectList)
	if err := meta.SetList(template, nil); err != nil {
		return err
	}
	ix := &readerIndex{ctx: ctx, reader: reader, template: template, base: base, objects: map[string]runtime.Object{}}
	keys, scan, err := p.Plan().Keys(ix)
	var status apierrors.APIStatus
	if err != nil && !errors.As(err, &status) {
		scan = true // no such index: list and filter
	} else if err != nil {
		return err
	}
	if scan {
		if err := reader.List(ctx, list, base); err != nil {
			return err
		}
		if err := d.FilterList(list, nil, sel); err != nil { // the reader has applied the label selector
			return err
		}
		return sortList(list)
	}
	var kept []runtime.Object
	for _, k := range keys {
		obj := ix.objects[k]
		ok, err := d.Matches(obj, sel)
		if err != nil {
			return err
		}
		if ok {
			kept = append(kept, obj)
		}
	}
	return meta.SetList(list, kept)
}

// PredicateOptions are the predicate options of d's kind for a list of
// list's type on a reader with the kind's field indexes (IndexDescriptors,
// WithFieldSelectors): the kind's field selectors are accepted (with the
// server's error otherwise) and every one is indexed, under its label,
// except for unstructured lists. Compile with them to print the plan
// ListWithPredicate follows.
func PredicateOptions(d *selectableruntime.Descriptor, list client.ObjectList) predicate.Options {
	o := predicate.ForDescriptor(d)
	o.Indexed = nil
	if _, unstructured := list.(runtime.Unstructured); unstructured || d.Indexers == nil {
		return o
	}
	indexed := d.Indexers()
	o.Indexed = func(label string) (string, bool) {
		_, ok := indexed[label]
		return label, ok
	}
	return o
}

// readerIndex answers a plan's lookups with lists by one field value, and
// keeps the objects they give.
type readerIndex struct {
	ctx      context.Context
	reader   client.Reader
	template client.ObjectList
	base     *client.ListOptions
	objects  map[string]runtime.Object
}

func (ix *readerIndex) Lookup(index, value string) ([]string, error) {
	list := ix.template.DeepCopyObject().(client.ObjectList)
	opts := *ix.base
	opts.FieldSelector = fields.OneTermEqualSelector(index, value)
	if err := ix.reader.List(ix.ctx, list, &opts); err != nil {
		return nil, err
	}
	items, err := meta.ExtractList(list)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(items))
	for _, item := range items {
		k, err := objectKey(item)
		if err != nil {
			return nil, err
		}
		ix.objects[k] = item
		keys = append(keys, k)
	}
	return keys, nil
}

func objectKey(obj runtime.Object) (string, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return "", err
	}
	if m.GetNamespace() == "" {
		return m.GetName(), nil
	}
	return m.GetNamespace() + "/" + m.GetName(), nil
}

// sortList orders a list's items by namespace/name.
func sortList(list client.ObjectList) error {
	items, err := meta.ExtractList(list)
	if err != nil {
		return err
	}
	keys := make(map[runtime.Object]string, len(items))
	for _, item := range items {
		if keys[item], err = objectKey(item); err != nil {
			return err
		}
	}
	sort.SliceStable(items, func(i, j int) bool { return keys[items[i]] < keys[items[j]] })
	return meta.SetList(list, items)
}
