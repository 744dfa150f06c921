// Package fake makes client-go's test doubles select by field as the API
// server does. client-gen's fake clientsets and the dynamic fake apply
// label selectors and ignore field selectors; AddFieldSelectorReactors
// installs, for the kinds given (a generated package's Descriptors),
// reactors that answer list and watch with the server's field selection:
// the generated matchers (=, ==, !=, several terms, defaults, legacy
// names), the server's error for a field the kind does not declare, and
// watch events for objects entering and leaving the selection as the server
// sends them. AddFieldPredicateReactors does the same for a field predicate
// (docs/queries.md) given to the fake as a clientset built from
// runtime/clientgo.WithFieldPredicate carries it. Only test code imports it.
package fake

import (
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	clienttesting "k8s.io/client-go/testing"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// Tracked is what every client-gen fake clientset and the dynamic fake
// client are: a *clienttesting.Fake with the tracker behind it.
type Tracked interface {
	PrependReactor(verb, resource string, reaction clienttesting.ReactionFunc)
	PrependWatchReactor(resource string, reaction clienttesting.WatchReactionFunc)
	Tracker() clienttesting.ObjectTracker
}

// AddFieldSelectorReactors makes list and watch on client honour field
// selectors for each kind described, in one call:
//
//	client := fakeclientset.NewSimpleClientset(objects...)
//	fake.AddFieldSelectorReactors(client, v1.Descriptors...)
//
//	dyn := dynamicfake.NewSimpleDynamicClient(scheme, objects...)
//	fake.AddFieldSelectorReactors(dyn, v1.Descriptors...)
//
// A list or watch without a field selector, or with one that parses to an
// empty one ("", ",", "="), is left to the client's own reactors: every
// object, as on the server. A field selector that does not parse never
// reaches a reactor: client-go's fakes panic while building the action
// (k8s.io/client-go/testing.ExtractFromListOptions), where the server
// answers 400 with the same message (docs/testing.md).
func AddFieldSelectorReactors(client Tracked, descriptors ...*selectableruntime.Descriptor) {
	for _, d := range descriptors {
		addReactors(client, d, nil)
	}
}

// AddFieldPredicateReactors makes every list and watch of the kinds
// described on client carry the field predicate expr, as on a clientset
// built from runtime/clientgo.WithFieldPredicate(config, expr): the
// fakes see no query parameters, so the test gives the predicate to the
// fake as the code under test gives it to its config.
//
//	client := fakeclientset.NewSimpleClientset(objects...)
//	fake.AddFieldPredicateReactors(client, "object.spec.color in ['red', 'blue']", v1.Descriptors...)
//	// the code under test lists and watches with client
//
// They answer as the server does: the predicate ANDed with the field and
// label selectors (field selectors as AddFieldSelectorReactors answers
// them, which these reactors include: call this instead of it, or after
// it), watch events entering and leaving the selection, and for a
// predicate that does not compile the server's 400 Bad Request with its
// message (invalid field predicate: …) on every list and watch of the
// kinds, after a field selector's own error as on the server. Writes and
// gets are the client's own; the tracker (client.Tracker()) lists every
// object.
func AddFieldPredicateReactors(client Tracked, expr string, descriptors ...*selectableruntime.Descriptor) {
	for _, d := range descriptors {
		pred := &fieldPredicate{}
		p, err := predicate.Compile(expr, predicate.ForDescriptor(d))
		if err != nil {
			pred.err = predicate.BadRequest(err)
		} else {
			pred.sel = p.Selector(d)
		}
		addReactors(client, d, pred)
	}
}

// fieldPredicate is a compiled predicate, or its error.
type fieldPredicate struct {
	sel fields.Selector
	err error
}

// addReactors installs a kind's list and watch reactors: with pred, for
// every list and watch; without, for those with a field selector.
func addReactors(client Tracked, d *selectableruntime.Descriptor, pred *fieldPredicate) {
	k := kind{d: d, gvr: schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource}}
	tracker := client.Tracker()
	client.PrependReactor("list", d.Resource, func(action clienttesting.Action) (bool, runtime.Object, error) {
		if !action.Matches("list", d.Resource) || action.GetResource().GroupVersion() != k.gvr.GroupVersion() {
			return false, nil, nil
		}
		restrictions := action.(clienttesting.ListAction).GetListRestrictions()
		sel, handled, err := k.selection(restrictions.Fields, pred)
		if !handled || err != nil {
			return handled, nil, err
		}
		list, err := tracker.List(k.gvr, k.listGVK(), action.GetNamespace())
		if err != nil {
			return true, nil, err
		}
		return true, list, d.FilterList(list, restrictions.Labels, sel)
	})
	client.PrependWatchReactor(d.Resource, func(action clienttesting.Action) (bool, watch.Interface, error) {
		if action.GetResource().GroupVersion() != k.gvr.GroupVersion() {
			return false, nil, nil
		}
		restrictions := action.(clienttesting.WatchAction).GetWatchRestrictions()
		sel, handled, err := k.selection(restrictions.Fields, pred)
		if !handled || err != nil {
			return handled, nil, err
		}
		return k.watch(tracker, action.GetNamespace(), restrictions.Labels, sel)
	})
}

// kind is one kind's selection.
type kind struct {
	d   *selectableruntime.Descriptor
	gvr schema.GroupVersionResource
}

func (k kind) listGVK() schema.GroupVersionKind {
	return schema.GroupVersionKind{Group: k.d.Group, Version: k.d.Version, Kind: k.d.Kind}
}

// selection is what a list or watch with the field selector fs selects,
// and whether the reactor answers it: with a predicate always (the field
// selector, converted, ANDed with it), without one when fs is not empty.
// The errors are the server's, in its order: the field selector's
// conversion first, then the predicate's.
func (k kind) selection(fs fields.Selector, pred *fieldPredicate) (sel fields.Selector, handled bool, err error) {
	if fs != nil && !fs.Empty() {
		if sel, err = k.convert(fs); err != nil {
			return nil, true, err
		}
	}
	if pred == nil {
		return sel, sel != nil, nil
	}
	if pred.err != nil {
		return nil, true, pred.err
	}
	if sel == nil {
		return pred.sel, true, nil
	}
	return fields.AndSelectors(sel, pred.sel), true, nil
}

// convert runs the kind's field label conversion over the selector, as the
// API server does: a field the kind does not declare is the server's 400
// Bad Request with the conversion's message.
func (k kind) convert(sel fields.Selector) (fields.Selector, error) {
	out, err := k.d.ConvertFieldSelector(sel)
	if err != nil {
		return nil, apierrors.NewBadRequest(err.Error())
	}
	return out, nil
}

// watch starts a watch on the tracker that sends what the server's watch
// with the selectors sends (Descriptor.SelectWatch).
func (k kind) watch(tracker clienttesting.ObjectTracker, ns string, lbls labels.Selector, sel fields.Selector) (bool, watch.Interface, error) {
	current, err := tracker.List(k.gvr, k.listGVK(), ns)
	if err != nil {
		return true, nil, err
	}
	items, err := meta.ExtractList(current)
	if err != nil {
		return true, nil, err
	}
	source, err := tracker.Watch(k.gvr, ns)
	if err != nil {
		return true, nil, err
	}
	w, err := k.d.SelectWatch(source, items, lbls, sel)
	return true, w, err
}
