package faults

import (
	"slices"
	"testing"
	"time"

	"github.com/selectable-gen/selectable-gen/examples/apiserver/faults/check"
	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// TestBrokenServersFail is the negative control of the servers: replicas
// whose cache+indexes servers compute a wrong spec.color for the trigger
// and the index (upper-cased), and whose cache servers merge set lists
// across resource versions, serve 10 seconds of load without faults. The
// checks must find the first in that mode's watches and lists, the second
// in that mode's set lists, and nothing in what stayed right: the other
// lists of the cache servers, everything the etcd servers answered, and
// the writes.
func TestBrokenServersFail(t *testing.T) {
	heavy.Only(t, "the fault suite starts six processes")
	// The informers on the broken servers never converge: a short bound.
	res := runScenarioFor(t, scenario{name: "broken servers"}, true, controlLoad, 2*time.Second)
	report(t, res)

	set := func(l check.List) bool { return l.Predicate && l.Selection.Op == "in" && !l.Consistent }
	lists := func(mode string, keep func(check.List) bool) []check.List {
		var out []check.List
		for _, l := range res.lists {
			if l.Mode == mode && keep(l) {
				out = append(out, l)
			}
		}
		return out
	}
	watches := func(mode string) []check.Watch {
		var out []check.Watch
		for _, w := range res.watches {
			if len(w.Segments) > 0 && w.Segments[0].Mode == mode {
				out = append(out, w)
			}
		}
		return out
	}
	all := func(check.List) bool { return true }
	for _, c := range []struct {
		what       string
		violations []check.Violation
		broken     bool
	}{
		{"watches of the servers with the wrong trigger", check.Watches(watches("cache+indexes"), res.history), true},
		{"lists of the servers with the wrong index", check.Lists(lists("cache+indexes", all), res.ops, res.history), true},
		{"set lists merged across resource versions", check.Lists(lists("cache", set), res.ops, res.history), true},
		{"the other lists of the cache servers", check.Lists(lists("cache", func(l check.List) bool { return !set(l) }), res.ops, res.history), false},
		{"watches of the cache servers", check.Watches(watches("cache"), res.history), false},
		{"lists of the etcd servers", check.Lists(lists("etcd", all), res.ops, res.history), false},
		{"watches of the etcd servers", check.Watches(watches("etcd"), res.history), false},
		{"acknowledged writes", check.Acknowledged(res.ops, res.history), false},
		{"linearizability", check.Linearizable(res.ops), false},
	} {
		switch {
		case c.broken && len(c.violations) == 0:
			t.Errorf("%s: no violation found", c.what)
		case !c.broken && len(c.violations) > 0:
			t.Errorf("%s: %d violations where nothing is broken, the first: %v", c.what, len(c.violations), c.violations[0])
		default:
			t.Logf("%s: %d violations", c.what, len(c.violations))
		}
	}
}

// recordControls corrupt a passing run's record as the two faults the
// suite must catch would: a writer that leaves an acknowledged write out
// of its record, and a set list merged from per-value lists at different
// resource versions. Each must give a violation.
func recordControls(t *testing.T, res *result) {
	t.Run("negative control: acknowledged write dropped from the record", func(t *testing.T) {
		i := slices.IndexFunc(res.ops, func(op check.Op) bool {
			return op.Outcome == check.OK && (op.Kind == check.Create || op.Kind == check.Update)
		})
		if i < 0 {
			t.Fatal("the run acknowledged no write")
		}
		dropped := slices.Delete(slices.Clone(res.ops), i, i+1)
		if v := check.Acknowledged(dropped, res.history); len(v) == 0 {
			t.Errorf("dropping write %s of %s went unnoticed", res.ops[i].Write, res.ops[i].Name)
		}
	})
	t.Run("negative control: set merged across resource versions", func(t *testing.T) {
		mixed, ok := mixResourceVersions(res.lists, res.history)
		if !ok {
			t.Fatal("the run has no set list with an item that changed")
		}
		if v := check.Lists([]check.List{mixed}, nil, res.history); len(v) == 0 {
			t.Errorf("a set list with an item from another resource version went unnoticed: %+v", mixed)
		}
	})
}

// mixResourceVersions returns a set list (a predicate 'in' served from the
// indexes) with one item replaced by the state the object had at another
// revision where it still matched, as a merge of per-value lists taken at
// different resource versions would give.
func mixResourceVersions(lists []check.List, h *check.History) (check.List, bool) {
	for _, l := range lists {
		if !l.Predicate || l.Selection.Op != "in" {
			continue
		}
		for i, item := range l.Items {
			for _, e := range h.Events {
				if e.Name != item.Name || e.Deleted || e.Rev == item.RV || !l.Selection.Matches(e.Object) {
					continue
				}
				mixed := l
				mixed.Items = slices.Clone(l.Items)
				mixed.Items[i] = e.Object
				return mixed, true
			}
		}
	}
	return check.List{}, false
}
