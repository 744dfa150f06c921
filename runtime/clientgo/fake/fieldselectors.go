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
	"sync"

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
// A list or watch without a field selector is left to the client's own
// reactors.
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
			return true, list, k.filterList(list, restrictions.Labels, sel)
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

// matches reports whether obj (typed, or unstructured from the dynamic
// fake) is selected by the label and field selectors.
func (k kind) matches(obj runtime.Object, lbls labels.Selector, sel fields.Selector) (bool, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return false, err
	}
	if lbls != nil && !lbls.Matches(labels.Set(m.GetLabels())) {
		return false, nil
	}
	return k.d.Matches(obj, sel)
}

// filterList keeps the selected items of list.
func (k kind) filterList(list runtime.Object, lbls labels.Selector, sel fields.Selector) error {
	items, err := meta.ExtractList(list)
	if err != nil {
		return err
	}
	kept := items[:0]
	for _, item := range items {
		ok, err := k.matches(item, lbls, sel)
		if err != nil {
			return err
		}
		if ok {
			kept = append(kept, item)
		}
	}
	return meta.SetList(list, kept)
}

// watch starts a watch on the tracker and sends what the server's watch
// with the selector sends: an object that starts matching arrives as
// ADDED, one that changes and still matches as MODIFIED, one that stops
// matching or is deleted as DELETED carrying its last state that matched,
// and changes outside the selection not at all.
func (k kind) watch(tracker clienttesting.ObjectTracker, ns string, lbls labels.Selector, sel fields.Selector) (bool, watch.Interface, error) {
	// The last state of each object that matched, to tell entering,
	// staying and leaving apart (the tracker's events carry the new state
	// only).
	selected := map[string]runtime.Object{}
	current, err := tracker.List(k.gvr, k.listGVK(), ns)
	if err != nil {
		return true, nil, err
	}
	items, err := meta.ExtractList(current)
	if err != nil {
		return true, nil, err
	}
	for _, item := range items {
		if ok, err := k.matches(item, lbls, sel); err != nil {
			return true, nil, err
		} else if ok {
			selected[key(item)] = item
		}
	}
	source, err := tracker.Watch(k.gvr, ns)
	if err != nil {
		return true, nil, err
	}
	out := &filtered{source: source, result: make(chan watch.Event), done: make(chan struct{})}
	go func() {
		defer close(out.result)
		for e := range source.ResultChan() {
			ev, send := k.translate(e, selected, lbls, sel)
			if !send {
				continue
			}
			select {
			case out.result <- ev:
			case <-out.done:
				return
			}
		}
	}()
	return true, out, nil
}

// translate turns one tracker event into the event the server would send,
// if any, and updates selected.
func (k kind) translate(e watch.Event, selected map[string]runtime.Object, lbls labels.Selector, sel fields.Selector) (watch.Event, bool) {
	if e.Type == watch.Error || e.Type == watch.Bookmark {
		return e, true
	}
	id := key(e.Object)
	before, was := selected[id]
	now := false
	if e.Type != watch.Deleted {
		ok, err := k.matches(e.Object, lbls, sel)
		if err != nil {
			return watch.Event{Type: watch.Error, Object: &apierrors.NewInternalError(err).ErrStatus}, true
		}
		now = ok
	}
	switch {
	case now:
		selected[id] = e.Object
		if was {
			return watch.Event{Type: watch.Modified, Object: e.Object}, true
		}
		return watch.Event{Type: watch.Added, Object: e.Object}, true
	case was:
		delete(selected, id)
		if e.Type == watch.Deleted {
			return e, true
		}
		// Left the selection: DELETED with the last state that matched,
		// at the resource version of the change.
		last := before.DeepCopyObject()
		if m, err := meta.Accessor(last); err == nil {
			if n, err := meta.Accessor(e.Object); err == nil {
				m.SetResourceVersion(n.GetResourceVersion())
			}
		}
		return watch.Event{Type: watch.Deleted, Object: last}, true
	}
	return watch.Event{}, false
}

func key(obj runtime.Object) string {
	m, err := meta.Accessor(obj)
	if err != nil {
		return ""
	}
	return m.GetNamespace() + "/" + m.GetName()
}

// filtered is the watch a reactor returns.
type filtered struct {
	source watch.Interface
	result chan watch.Event
	once   sync.Once
	done   chan struct{}
}

func (w *filtered) ResultChan() <-chan watch.Event { return w.result }

func (w *filtered) Stop() {
	w.once.Do(func() {
		close(w.done)
		w.source.Stop()
	})
}
