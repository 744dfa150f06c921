package faults

import (
	"slices"
	"testing"
	"time"

	"github.com/selectable-gen/selectable-gen/examples/apiserver/faults/check"
)

// TestWrongTriggerFails is a negative control: replicas whose watch-cache
// trigger and index compute a wrong spec.color (upper-cased) serve wrong
// watches and lists, and the checks must say so.
func TestWrongTriggerFails(t *testing.T) {
	if testing.Short() {
		t.Skip("the fault suite starts six processes")
	}
	// The informers on the broken servers never converge: a short bound.
	res := runScenarioFor(t, scenario{name: "wrong trigger"}, true, controlLoad, 2*time.Second)
	report(t, res)
	found := map[string]int{}
	for _, v := range res.violations {
		found[v.Check]++
	}
	if found["watch"] == 0 || found["list"] == 0 {
		t.Errorf("a wrong trigger value was not caught: violations by check %v", found)
	}
	for _, ok := range []string{"acknowledged", "linearizable", "process", "etcd hashes"} {
		if found[ok] != 0 {
			t.Errorf("the wrong trigger broke %q too, which it cannot: %v", ok, res.violations)
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
