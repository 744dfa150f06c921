// Package fake makes client-go's test doubles select by field as the API
// server does. client-gen's fake clientsets and the dynamic fake apply
// label selectors and ignore field selectors; AddFieldSelectorReactors
// installs, for the kinds given (a generated package's Descriptors),
// reactors that answer list and watch with the server's field selection:
// the generated matchers (=, ==, !=, several terms, defaults, legacy
// names), the server's error for a field the kind does not declare, and
// watch events for objects entering and leaving the selection as the server
// sends them. Only test code imports it.
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
		k := kind{d: d, gvr: schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource}}
		tracker := client.Tracker()
		client.PrependReactor("list", d.Resource, func(action clienttesting.Action) (bool, runtime.Object, error) {
			if !action.Matches("list", d.Resource) || action.GetResource().GroupVersion() != k.gvr.GroupVersion() {
				return false, nil, nil
			}
			restrictions := action.(clienttesting.ListAction).GetListRestrictions()
			if restrictions.Fields == nil || restrictions.Fields.Empty() {
				return false, nil, nil
			}
			sel, err := k.convert(restrictions.Fields)
			if err != nil {
				return true, nil, err
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
			if restrictions.Fields == nil || restrictions.Fields.Empty() {
				return false, nil, nil
			}
			sel, err := k.convert(restrictions.Fields)
			if err != nil {
				return true, nil, err
			}
			return k.watch(tracker, action.GetNamespace(), restrictions.Labels, sel)
		})
	}
}

// kind is one kind's selection.
type kind struct {
	d   *selectableruntime.Descriptor
	gvr schema.GroupVersionResource
}

func (k kind) listGVK() schema.GroupVersionKind {
	return schema.GroupVersionKind{Group: k.d.Group, Version: k.d.Version, Kind: k.d.Kind}
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
