package cel

import (
	"testing"

	"github.com/google/cel-go/cel"
)

// TestSortOfAFailedListIsForgiven: sort(), sortBy() and distinct() of a
// list that failed are an error CEL's || forgives where another operand
// is true, as in compiled code; cel-go's own cost trackers panicked there
// ("internal error"), and the cell was empty.
func TestSortOfAFailedListIsForgiven(t *testing.T) {
	self := testSchema()
	content := map[string]any{"spec": map[string]any{"port": int64(3)}} // no items, no tags
	exprs := []string{
		`self.spec.items.map(i, i.name).sort() == [] || true ? "yes" : "no"`,
		`self.spec.tags.map(k, k).distinct() == [] || true ? "yes" : "no"`,
		`self.spec.items.sortBy(i, i.weight) == [] || true ? "yes" : "no"`,
		`["a"].exists(x, self.spec.items.map(i, i.weight).sort()[0] == 1) || true ? "yes" : "no"`,
	}
	var cols []Column
	for _, e := range exprs {
		cols = append(cols, Column{Name: e, Type: "string", Expression: e})
	}
	c := NewColumns("Obj", self, PerCallLimit, cols...)
	row := c.Self(content)
	for i, e := range exprs {
		if got, err := c.Eval(i, row); err != nil || got.Value() != "yes" {
			t.Errorf("%s = %v, %v; want yes", e, got, err)
		}
	}
}

// TestListCostTrackersChargeAsCELGo: on lists, the trackers charge what
// cel-go's lists extension charges (the actual cost of the same
// expression with and without them).
func TestListCostTrackersChargeAsCELGo(t *testing.T) {
	self := testSchema()
	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	exprs := []string{
		`[].sort()`, `[3, 1, 2].sort()`, `["b", "a", "c", "a"].sort()`, `[1, 2, 2, 1, 5].distinct()`,
		`["x", "y"].distinct()`, `[duration("1s"), duration("2s")].sort()`, `[true, false].sort()`,
		`[2.5, 1.5].sort()`, `[b"a", b"b"].sort()`,
		`[{"n": "b"}, {"n": "a"}, {"n": "c"}].sortBy(e, e.n)`, `[[2], [1]].sortBy(e, e[0])`,
	}
	for _, e := range exprs {
		ast, iss := env.Compile(e)
		if iss.Err() != nil {
			t.Fatalf("%s: %v", e, iss.Err())
		}
		costOf := func(opts ...cel.ProgramOption) uint64 {
			prg, err := env.Program(ast, append(opts, cel.EvalOptions(cel.OptTrackCost))...)
			if err != nil {
				t.Fatalf("%s: %v", e, err)
			}
			_, det, err := prg.Eval(map[string]any{})
			if err != nil {
				t.Fatalf("%s: %v", e, err)
			}
			return *det.ActualCost()
		}
		if theirs, ours := costOf(), costOf(listCostTrackers()); theirs != ours {
			t.Errorf("%s: cel-go charges %d, the guarded trackers %d", e, theirs, ours)
		}
	}
}
