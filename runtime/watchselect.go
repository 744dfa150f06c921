package runtime

import (
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
)

// SelectWatch turns source, a watch of every object of the kind (a test
// double's tracker), into what the API server's watch with the label
// selector lbls and the field selector sel (converted) sends: an object
// that starts matching arrives as ADDED, one that changes and still
// matches as MODIFIED, one that stops matching as DELETED carrying its
// last state that matched (at the resource version of the change), a
// deleted one as DELETED, and changes outside the selection not at all.
// initial are the objects that exist when the watch starts.
func (d *Descriptor) SelectWatch(source watch.Interface, initial []runtime.Object, lbls labels.Selector, sel fields.Selector) (watch.Interface, error) {
	s := &selectedWatch{d: d, lbls: lbls, sel: sel, selected: map[string]runtime.Object{},
		source: source, result: make(chan watch.Event), done: make(chan struct{})}
	for _, obj := range initial {
		ok, err := s.matches(obj)
		if err != nil {
			source.Stop()
			return nil, err
		}
		if ok {
			s.selected[objectKey(obj)] = obj
		}
	}
	go s.run()
	return s, nil
}

// FilterList keeps the items of list that the label selector lbls (nil:
// any) and the converted field selector sel select, as the API server's
// list with both returns them: the test doubles' list, as SelectWatch is
// their watch.
func (d *Descriptor) FilterList(list runtime.Object, lbls labels.Selector, sel fields.Selector) error {
	items, err := meta.ExtractList(list)
	if err != nil {
		return err
	}
	kept := items[:0]
	for _, item := range items {
		ok, err := d.Selects(item, lbls, sel)
		if err != nil {
			return err
		}
		if ok {
			kept = append(kept, item)
		}
	}
	return meta.SetList(list, kept)
}

// selectedWatch is the watch SelectWatch returns.
type selectedWatch struct {
	d    *Descriptor
	lbls labels.Selector
	sel  fields.Selector
	// selected holds the last state of each object that matched: the
	// source's events carry the new state only.
	selected map[string]runtime.Object
	source   watch.Interface
	result   chan watch.Event
	once     sync.Once
	done     chan struct{}
}

func (s *selectedWatch) ResultChan() <-chan watch.Event { return s.result }

func (s *selectedWatch) Stop() {
	s.once.Do(func() {
		close(s.done)
		s.source.Stop()
	})
}

func (s *selectedWatch) run() {
	defer close(s.result)
	for e := range s.source.ResultChan() {
		ev, send := s.translate(e)
		if !send {
			continue
		}
		select {
		case s.result <- ev:
		case <-s.done:
			return
		}
	}
}

func (s *selectedWatch) matches(obj runtime.Object) (bool, error) {
	return s.d.Selects(obj, s.lbls, s.sel)
}

// translate turns one source event into the event the server would send,
// if any.
func (s *selectedWatch) translate(e watch.Event) (watch.Event, bool) {
	if e.Type == watch.Error || e.Type == watch.Bookmark {
		return e, true
	}
	id := objectKey(e.Object)
	before, was := s.selected[id]
	now := false
	if e.Type != watch.Deleted {
		ok, err := s.matches(e.Object)
		if err != nil {
			return watch.Event{Type: watch.Error, Object: &apierrors.NewInternalError(err).ErrStatus}, true
		}
		now = ok
	}
	switch {
	case now:
		s.selected[id] = e.Object
		if was {
			return watch.Event{Type: watch.Modified, Object: e.Object}, true
		}
		return watch.Event{Type: watch.Added, Object: e.Object}, true
	case was:
		delete(s.selected, id)
		if e.Type == watch.Deleted {
			return e, true
		}
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

func objectKey(obj runtime.Object) string {
	m, err := meta.Accessor(obj)
	if err != nil {
		return ""
	}
	return m.GetNamespace() + "/" + m.GetName()
}
