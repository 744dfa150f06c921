package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// Churn sizes: enough writes to interleave writers and the watch, small
// enough for a few seconds on two cores.
const (
	churnObjects = 40
	churnWriters = 6
	churnOps     = 100 // per writer
)

var churnColors = []string{"blue", "green", "red"}

// TestE2EChurn: several writers change the selected field of many
// objects, and create and delete objects, while a watcher with a field
// selector runs. Replaying the watcher's events on the list it started
// from must give exactly the final filtered list: every object, at its
// final resource version, nothing missed and nothing extra, and every
// event must make sense (no ADDED for an object already there, no
// MODIFIED or DELETED for one that is not).
func TestE2EChurn(t *testing.T) {
	bothServers(t, func(t *testing.T, s *testServer) {
		c := newSelectorClient(t, s, uniqueNamespace(t, "e2e-churn"))
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range churnObjects {
			c.create(fmt.Sprintf("obj-%02d", i), churnColors[rng.IntN(len(churnColors))], "M", nil)
		}
		const selector = "spec.color=blue"
		start, err := c.list(selector, "")
		if err != nil {
			t.Fatal(err)
		}
		state := map[string]string{} // name → resource version
		for _, item := range start.Items {
			state[item.Name] = item.ResourceVersion
		}

		w := c.watchReady(selector, start.ResourceVersion, "blue")
		defer w.Stop()
		events := make(chan watch.Event, 1024)
		go func() {
			defer close(events)
			for e := range w.ResultChan() {
				events <- e
			}
		}()

		var wg sync.WaitGroup
		for writer := range churnWriters {
			wg.Go(func() { churnWriter(c, writer) })
		}
		wg.Wait()
		if t.Failed() {
			return
		}
		// Events arrive in resource version order, so once the sentinel
		// written last is seen, every earlier change has been.
		sentinel := c.create("zz-sentinel", "blue", "M", nil)

		lastRV := int64(0)
		deadline := time.After(time.Minute)
		count := 0
	replay:
		for {
			select {
			case e, ok := <-events:
				if !ok {
					t.Fatal("watch closed before the sentinel arrived")
				}
				obj, isSelector := e.Object.(*stablev1.Selector)
				if !isSelector {
					t.Fatalf("event %s of %T: %v", e.Type, e.Object, e.Object)
				}
				count++
				rv, _ := strconv.ParseInt(obj.ResourceVersion, 10, 64)
				if rv <= lastRV {
					t.Errorf("event %s %s at resource version %d after %d", e.Type, obj.Name, rv, lastRV)
				}
				lastRV = rv
				_, present := state[obj.Name]
				switch e.Type {
				case watch.Added:
					if present {
						t.Errorf("ADDED %s, already in the selection", obj.Name)
					}
					if obj.Spec.Color != "blue" {
						t.Errorf("ADDED %s with color %s", obj.Name, obj.Spec.Color)
					}
					state[obj.Name] = obj.ResourceVersion
				case watch.Modified:
					if !present {
						t.Errorf("MODIFIED %s, not in the selection", obj.Name)
					}
					if obj.Spec.Color != "blue" {
						t.Errorf("MODIFIED %s with color %s", obj.Name, obj.Spec.Color)
					}
					state[obj.Name] = obj.ResourceVersion
				case watch.Deleted:
					if !present {
						t.Errorf("DELETED %s, not in the selection", obj.Name)
					}
					delete(state, obj.Name)
				default:
					t.Fatalf("unexpected event %s: %v", e.Type, e.Object)
				}
				if obj.Name == sentinel.Name {
					break replay
				}
			case <-deadline:
				t.Fatalf("the sentinel did not arrive within a minute (%d events)", count)
			}
		}

		final, err := c.list(selector, "")
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		for _, item := range final.Items {
			want[item.Name] = item.ResourceVersion
		}
		for name, rv := range want {
			if state[name] != rv {
				t.Errorf("%s: replay has resource version %q, the list %q", name, state[name], rv)
			}
		}
		for name := range state {
			if _, ok := want[name]; !ok {
				t.Errorf("%s: in the replay, not in the final list", name)
			}
		}
		t.Logf("%d events replayed, %d objects selected at the end", count, len(want))
		if count < churnWriters*churnOps/4 {
			t.Errorf("only %d events: the churn did not exercise the watch", count)
		}
	})
}

// churnWriter makes churnOps changes: mostly recoloring shared objects
// (racing the other writers, retrying on conflicts), sometimes creating
// or deleting an object of its own.
func churnWriter(c *selectorClient, writer int) {
	rng := rand.New(rand.NewPCG(uint64(writer), 7))
	var own []string
	for op := range churnOps {
		switch n := rng.IntN(10); {
		case n == 0:
			name := fmt.Sprintf("w%d-%02d", writer, op)
			obj := &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: name},
				Spec: stablev1.SelectorSpec{Color: churnColors[rng.IntN(len(churnColors))], Size: "S"}}
			if err := c.rc.Post().Namespace(c.ns).Resource("selectors").Body(obj).Do(context.Background()).Error(); err != nil {
				c.t.Errorf("create %s: %v", name, err) // not Fatal: this is not the test's goroutine
				return
			}
			own = append(own, name)
		case n == 1 && len(own) > 0:
			i := rng.IntN(len(own))
			err := c.rc.Delete().Namespace(c.ns).Resource("selectors").Name(own[i]).Do(context.Background()).Error()
			if err != nil && !apierrors.IsNotFound(err) {
				c.t.Errorf("delete %s: %v", own[i], err)
			}
			own = append(own[:i], own[i+1:]...)
		default:
			c.recolor(fmt.Sprintf("obj-%02d", rng.IntN(churnObjects)), churnColors[rng.IntN(len(churnColors))])
		}
	}
}
