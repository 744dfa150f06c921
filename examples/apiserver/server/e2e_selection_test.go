package server_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/watch"
	restclient "k8s.io/client-go/rest"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// selectorClient reads and writes stable.example.com/v1 Selectors in one
// namespace.
type selectorClient struct {
	t  *testing.T
	rc *restclient.RESTClient
	ns string
}

func newSelectorClient(t *testing.T, s *testServer, ns string) *selectorClient {
	return &selectorClient{t: t, rc: s.client(t, stablev1.SchemeGroupVersion), ns: ns}
}

func (c *selectorClient) create(name, color, size string, labels map[string]string) *stablev1.Selector {
	c.t.Helper()
	obj := &stablev1.Selector{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels},
		Spec:       stablev1.SelectorSpec{Color: color, Size: size},
	}
	out := &stablev1.Selector{}
	if err := c.rc.Post().Namespace(c.ns).Resource("selectors").Body(obj).Do(context.Background()).Into(out); err != nil {
		c.t.Fatalf("create %s: %v", name, err)
	}
	return out
}

func (c *selectorClient) update(obj *stablev1.Selector) (*stablev1.Selector, error) {
	out := &stablev1.Selector{}
	err := c.rc.Put().Namespace(c.ns).Resource("selectors").Name(obj.Name).Body(obj).Do(context.Background()).Into(out)
	return out, err
}

// recolor sets spec.color, retrying on conflicts with other writers.
func (c *selectorClient) recolor(name, color string) *stablev1.Selector {
	c.t.Helper()
	for {
		obj := &stablev1.Selector{}
		if err := c.rc.Get().Namespace(c.ns).Resource("selectors").Name(name).Do(context.Background()).Into(obj); err != nil {
			c.t.Errorf("get %s: %v", name, err)
			return nil
		}
		obj.Spec.Color = color
		out, err := c.update(obj)
		if apierrors.IsConflict(err) {
			continue
		}
		if err != nil {
			c.t.Errorf("update %s: %v", name, err)
			return nil
		}
		return out
	}
}

func (c *selectorClient) list(fieldSelector, labelSelector string) (*stablev1.SelectorList, error) {
	list := &stablev1.SelectorList{}
	err := c.rc.Get().Namespace(c.ns).Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: fieldSelector, LabelSelector: labelSelector}, metav1.ParameterCodec).
		Do(context.Background()).Into(list)
	return list, err
}

func (c *selectorClient) names(fieldSelector, labelSelector string) []string {
	c.t.Helper()
	list, err := c.list(fieldSelector, labelSelector)
	if err != nil {
		c.t.Fatalf("list --field-selector %q --selector %q: %v", fieldSelector, labelSelector, err)
	}
	return itemNames(list.Items)
}

func (c *selectorClient) watch(fieldSelector, resourceVersion string) watch.Interface {
	c.t.Helper()
	w, err := c.rc.Get().Namespace(c.ns).Resource("selectors").
		VersionedParams(&metav1.ListOptions{FieldSelector: fieldSelector, ResourceVersion: resourceVersion, Watch: true}, metav1.ParameterCodec).
		Watch(context.Background())
	if err != nil {
		c.t.Fatalf("watch --field-selector %q: %v", fieldSelector, err)
	}
	return w
}

// watchReady is watch, returning once etcd serves the watch whole: an
// object of the selection (spec.color=color) is created and deleted and
// both events read first. A write made right after a watch starts can
// otherwise reach etcd's watch before etcd marks it as wanting previous
// values, which a server without the watch cache sends as an error event
// (docs/reliability.md, "An upstream race"; runtime/apiserver's
// watchReady).
func (c *selectorClient) watchReady(fieldSelector, resourceVersion, color string) watch.Interface {
	c.t.Helper()
	w := c.watch(fieldSelector, resourceVersion)
	c.awaitReady(w, fieldSelector, color, "S")
	return w
}

// awaitReady returns once etcd serves the watch w whole (watchReady): it
// creates an object of color and size, which w selects, reads its ADDED
// event, deletes it and reads its DELETED event. A creation's event needs
// no previous value, and etcd sends a watch's events only after marking
// it as wanting them, so every write after the ADDED event is safe.
func (c *selectorClient) awaitReady(w watch.Interface, selection, color, size string) {
	c.t.Helper()
	ready := c.create("aa-ready", color, size, nil)
	if got, want := nextEvents(c.t, w, 1), (watchEvent{watch.Added, ready.Name, color}); got[0] != want {
		c.t.Fatalf("watch %q: got %v, want %v first", selection, got[0], want)
	}
	if err := c.rc.Delete().Namespace(c.ns).Resource("selectors").Name(ready.Name).Do(context.Background()).Error(); err != nil {
		c.t.Fatal(err)
	}
	if got, want := nextEvents(c.t, w, 1), (watchEvent{watch.Deleted, ready.Name, color}); got[0] != want {
		c.t.Fatalf("watch %q: got %v, want %v after it", selection, got[0], want)
	}
}

func itemNames(items []stablev1.Selector) []string {
	names := []string{}
	for _, s := range items {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	return names
}

// selectorFixture is six Selectors: three colors, three sizes, labels.
func selectorFixture(c *selectorClient) {
	c.create("blue-s", "blue", "S", map[string]string{"tier": "front"})
	c.create("blue-m", "blue", "M", map[string]string{"tier": "back"})
	c.create("green-m", "green", "M", map[string]string{"tier": "front"})
	c.create("green-l", "green", "L", nil)
	c.create("red-m", "red", "M", map[string]string{"tier": "front"})
	c.create("nocolor", "", "S", nil)
}

// TestE2EList: list with one field, several ANDed fields, fields and
// labels together, != and the always-selectable metadata fields. Every
// answer is also what the generated matcher says of the same objects.
func TestE2EList(t *testing.T) {
	bothServers(t, func(t *testing.T, s *testServer) {
		c := newSelectorClient(t, s, uniqueNamespace(t, "e2e-list"))
		selectorFixture(c)
		all, err := c.list("", "")
		if err != nil {
			t.Fatal(err)
		}
		cases := []struct {
			fields, labels string
			want           []string
		}{
			{"spec.color=blue", "", []string{"blue-m", "blue-s"}},
			{"spec.color==blue", "", []string{"blue-m", "blue-s"}},
			{"spec.color=green,spec.size=M", "", []string{"green-m"}},
			{"spec.size=M,spec.color!=blue", "", []string{"green-m", "red-m"}},
			{"spec.color!=blue", "", []string{"green-l", "green-m", "nocolor", "red-m"}},
			{"spec.color=", "", []string{"nocolor"}},
			{"spec.size=M", "tier=front", []string{"green-m", "red-m"}},
			{"spec.size=M", "tier in (front,back),tier!=back", []string{"green-m", "red-m"}},
			{"spec.color=purple", "", []string{}},
			{"metadata.name=blue-s", "", []string{"blue-s"}},
			{"metadata.namespace=" + c.ns + ",spec.size=L", "", []string{"green-l"}},
			{"metadata.namespace=elsewhere", "", []string{}},
		}
		for _, tc := range cases {
			got := c.names(tc.fields, tc.labels)
			if !slices.Equal(got, tc.want) {
				t.Errorf("list --field-selector %q --selector %q = %v; want %v", tc.fields, tc.labels, got, tc.want)
			}
			if tc.labels != "" {
				continue
			}
			sel := fields.ParseSelectorOrDie(tc.fields)
			var byMatcher []string
			for i := range all.Items {
				if stablev1.SelectorMatchesFieldSelector(&all.Items[i], sel) {
					byMatcher = append(byMatcher, all.Items[i].Name)
				}
			}
			slices.Sort(byMatcher)
			if !slices.Equal(got, byMatcher) {
				t.Errorf("server selects %v for %q, SelectorMatchesFieldSelector %v", got, tc.fields, byMatcher)
			}
		}
	})
}

// TestE2EUnknownFieldLabel: a field the kind does not declare is a 400
// naming it, for list and watch alike, before any storage is touched.
func TestE2EUnknownFieldLabel(t *testing.T) {
	c := newSelectorClient(t, cached, uniqueNamespace(t, "e2e-unknown"))
	for _, watch := range []bool{false, true} {
		result := c.rc.Get().Namespace(c.ns).Resource("selectors").
			VersionedParams(&metav1.ListOptions{FieldSelector: "spec.shape=round", Watch: watch}, metav1.ParameterCodec).
			Do(context.Background())
		var code int
		result.StatusCode(&code)
		err := result.Error()
		if code != http.StatusBadRequest || !apierrors.IsBadRequest(err) {
			t.Errorf("watch=%v: status %d, %v; want 400 Bad Request", watch, code, err)
		}
		if err == nil || !strings.Contains(err.Error(), "field label not supported: spec.shape") {
			t.Errorf("watch=%v: error %v; want it to say field label not supported: spec.shape", watch, err)
		}
	}
}

// TestE2EInvalidName: object metadata is validated as for a custom
// resource.
func TestE2EInvalidName(t *testing.T) {
	c := newSelectorClient(t, cached, uniqueNamespace(t, "e2e-invalid"))
	err := c.rc.Post().Namespace(c.ns).Resource("selectors").
		Body(&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "Not_A_Name"}}).Do(context.Background()).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), "metadata.name: Invalid value: \"Not_A_Name\"") {
		t.Errorf("create Not_A_Name: %v; want 422 on metadata.name", err)
	}
}

// TestE2EDeleteCollection: DELETE on the collection with a field selector
// deletes exactly the selected objects.
func TestE2EDeleteCollection(t *testing.T) {
	bothServers(t, func(t *testing.T, s *testServer) {
		c := newSelectorClient(t, s, uniqueNamespace(t, "e2e-deletecollection"))
		selectorFixture(c)
		err := c.rc.Delete().Namespace(c.ns).Resource("selectors").
			VersionedParams(&metav1.ListOptions{FieldSelector: "spec.size=M,spec.color!=red"}, metav1.ParameterCodec).
			Do(context.Background()).Error()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := c.names("", ""), []string{"blue-s", "green-l", "nocolor", "red-m"}; !slices.Equal(got, want) {
			t.Errorf("after deletecollection --field-selector spec.size=M,spec.color!=red: %v; want %v", got, want)
		}
	})
}

// watchEvent is what a test asserts of a watch event.
type watchEvent struct {
	Type  watch.EventType
	Name  string
	Color string
}

func (e watchEvent) String() string { return fmt.Sprintf("%s %s (color %q)", e.Type, e.Name, e.Color) }

// nextEvents reads n events, failing after a timeout.
func nextEvents(t *testing.T, w watch.Interface, n int) []watchEvent {
	t.Helper()
	var out []watchEvent
	timeout := time.After(30 * time.Second)
	for len(out) < n {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("watch closed after %v", out)
			}
			obj, isSelector := e.Object.(*stablev1.Selector)
			if !isSelector {
				t.Fatalf("watch event %s of %T: %v", e.Type, e.Object, e.Object)
			}
			out = append(out, watchEvent{e.Type, obj.Name, obj.Spec.Color})
		case <-timeout:
			t.Fatalf("timed out waiting for %d events; got %v", n, out)
		}
	}
	return out
}

// TestE2EWatch: a watch with a field selector sees only selected
// objects. An object whose selected value leaves the selection arrives
// as DELETED, carrying its last selected state; one that comes back
// arrives as ADDED. Changes that stay outside the selection are not
// seen at all.
func TestE2EWatch(t *testing.T) {
	bothServers(t, func(t *testing.T, s *testServer) {
		c := newSelectorClient(t, s, uniqueNamespace(t, "e2e-watch"))
		start, err := c.list("", "")
		if err != nil {
			t.Fatal(err)
		}
		w := c.watchReady("spec.color=blue", start.ResourceVersion, "blue")
		defer w.Stop()

		c.create("a", "blue", "S", nil)
		c.create("b", "green", "S", nil) // never seen
		c.recolor("a", "green")          // leaves: DELETED
		c.recolor("b", "red")            // outside, stays outside: nothing
		c.recolor("b", "blue")           // enters: ADDED
		obj := c.recolor("a", "blue")    // enters again: ADDED
		obj.Spec.Size = "L"
		if _, err := c.update(obj); err != nil { // stays in: MODIFIED
			t.Fatal(err)
		}
		if err := c.rc.Delete().Namespace(c.ns).Resource("selectors").Name("b").Do(context.Background()).Error(); err != nil {
			t.Fatal(err)
		}

		// Written last, so its event is the last: anything extra would
		// come before it.
		c.create("sentinel", "blue", "S", nil)

		got := nextEvents(t, w, 7)
		want := []watchEvent{
			{watch.Added, "a", "blue"},
			{watch.Deleted, "a", "blue"},
			{watch.Added, "b", "blue"},
			{watch.Added, "a", "blue"},
			{watch.Modified, "a", "blue"},
			{watch.Deleted, "b", "blue"},
			{watch.Added, "sentinel", "blue"},
		}
		if !slices.Equal(got, want) {
			t.Errorf("events:\n got %v\nwant %v", got, want)
		}
	})
}
