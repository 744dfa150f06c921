package check

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// History events.

func put(rev int64, name, write, color, size string) HistoryEvent {
	return HistoryEvent{Rev: rev, Name: name, Object: Object{Name: name, RV: rev, Write: write, Color: color, Size: size}}
}

// del is the deletion of the state (write, color, size); the event
// carries it with the deletion's revision, as the recorder stores it.
func del(rev int64, name, write, color, size string) HistoryEvent {
	e := put(rev, name, write, color, size)
	e.Deleted = true
	return e
}

func obj(name string, rv int64, write string) Object { return Object{Name: name, RV: rv, Write: write} }

// Operations, each from call to ret.

func createOp(client int, name, write string, call, ret int64, outcome Outcome, rv int64) Op {
	op := Op{Client: client, Kind: Create, Name: name, Write: write, Call: call, Return: ret, Outcome: outcome}
	if outcome == OK {
		op.Result = obj(name, rv, write)
	}
	return op
}

func updateOp(client int, name, write string, preRV, call, ret int64, outcome Outcome, rv int64) Op {
	op := Op{Client: client, Kind: Update, Name: name, Write: write, PreRV: preRV, Call: call, Return: ret, Outcome: outcome}
	if outcome == OK {
		op.Result = obj(name, rv, write)
	}
	return op
}

func deleteOp(client int, name string, call, ret int64, outcome Outcome) Op {
	return Op{Client: client, Kind: Delete, Name: name, Call: call, Return: ret, Outcome: outcome}
}

func getOp(client int, name string, call, ret int64, outcome Outcome, write string, rv int64) Op {
	op := Op{Client: client, Kind: Get, Name: name, Call: call, Return: ret, Outcome: outcome}
	if outcome == OK {
		op.Result = obj(name, rv, write)
	}
	return op
}

func sel(field, op string, values ...string) Selection {
	return Selection{Field: field, Op: op, Values: values}
}

// Assertions.

func wantNone(t *testing.T, vs []Violation) {
	t.Helper()
	for _, v := range vs {
		t.Errorf("unexpected violation: %s", v)
	}
}

// wantViolation requires a violation of the check whose text has every
// one of the fragments.
func wantViolation(t *testing.T, vs []Violation, check string, fragments ...string) {
	t.Helper()
	for _, v := range vs {
		if v.Check != check {
			continue
		}
		ok := true
		for _, f := range fragments {
			ok = ok && strings.Contains(v.What, f)
		}
		if ok {
			return
		}
	}
	t.Errorf("no %s violation with %q among %d:", check, fragments, len(vs))
	for _, v := range vs {
		t.Errorf("\t%s", v)
	}
}

// StateAt.

func TestStateAt(t *testing.T) {
	h := &History{Events: []HistoryEvent{
		put(1, "a", "w1", "red", "S"),
		put(2, "b", "w2", "blue", "M"),
		put(4, "a", "w3", "blue", "S"),
		del(5, "b", "w2", "blue", "M"),
		put(7, "b", "w4", "green", "L"),
	}}
	render := func(m map[string]Object) string {
		var s []string
		for _, n := range sortedKeys(m) {
			o := m[n]
			s = append(s, fmt.Sprintf("%s@%d:%s:%s:%s", o.Name, o.RV, o.Write, o.Color, o.Size))
		}
		return strings.Join(s, " ")
	}
	for _, c := range []struct {
		rev  int64
		want string
	}{
		{0, ""},
		{1, "a@1:w1:red:S"},
		{2, "a@1:w1:red:S b@2:w2:blue:M"},
		{3, "a@1:w1:red:S b@2:w2:blue:M"},
		{4, "a@4:w3:blue:S b@2:w2:blue:M"},
		{5, "a@4:w3:blue:S"},
		{6, "a@4:w3:blue:S"},
		{7, "a@4:w3:blue:S b@7:w4:green:L"},
		{100, "a@4:w3:blue:S b@7:w4:green:L"},
	} {
		if got := render(h.StateAt(c.rev)); got != c.want {
			t.Errorf("StateAt(%d) = %q, want %q", c.rev, got, c.want)
		}
	}
	if got := (*History)(nil).StateAt(5); len(got) != 0 {
		t.Errorf("nil history: StateAt = %v", got)
	}
}

// Acknowledged.

func ackRecord() ([]Op, *History) {
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		createOp(2, "b", "w2", 2, 3, OK, 2),
		updateOp(1, "a", "w3", 1, 4, 5, OK, 3),
		updateOp(2, "b", "w4", 1, 6, 7, Conflict, 0),
		deleteOp(1, "a", 8, 9, OK),
		createOp(2, "c", "w5", 10, 11, Unknown, 0), // happened
		createOp(1, "a", "w6", 12, 13, OK, 6),
		createOp(3, "d", "w7", 14, 15, Unknown, 0), // did not happen
		deleteOp(2, "b", 16, 17, Unknown),          // happened
		deleteOp(3, "c", 18, 19, Unknown),          // did not happen
		deleteOp(3, "e", 20, 21, NotFound),
		getOp(1, "a", 22, 23, OK, "w6", 6),
		createOp(3, "a", "w8", 24, 25, AlreadyExists, 0),
	}
	h := &History{Events: []HistoryEvent{
		put(1, "a", "w1", "red", "S"),
		put(2, "b", "w2", "blue", "M"),
		put(3, "a", "w3", "blue", "S"),
		del(4, "a", "w3", "blue", "S"),
		put(5, "c", "w5", "red", "L"),
		put(6, "a", "w6", "red", "M"),
		del(7, "b", "w2", "blue", "M"),
	}}
	return ops, h
}

func TestAcknowledgedPasses(t *testing.T) {
	ops, h := ackRecord()
	wantNone(t, Acknowledged(ops, h))
}

func TestAcknowledgedRejects(t *testing.T) {
	for _, c := range []struct {
		name      string
		corrupt   func(ops []Op, h *History) []Op
		fragments []string
	}{
		{"acknowledged write missing", func(ops []Op, h *History) []Op {
			h.Events = slices.Delete(h.Events, 2, 3) // w3
			return ops
		}, []string{`acknowledged client 1's update of a to "w3"`, "not in etcd's history"}},
		{"acknowledged write twice", func(ops []Op, h *History) []Op {
			h.Events = append(h.Events, put(8, "a", "w3", "blue", "S"))
			return ops
		}, []string{`"w3"`, "2 times", "a at rev 3, a at rev 8"}},
		{"acknowledged write at another rev", func(ops []Op, h *History) []Op {
			ops[2].Result.RV = 4
			return ops
		}, []string{`"w3"`, "at rev 3, not at the rev it returned"}},
		{"acknowledged write on another object", func(ops []Op, h *History) []Op {
			h.Events[1].Name = "x"
			return ops
		}, []string{`create of b as "w2"`, "on x at rev 2"}},
		{"unknown write in history", func(ops []Op, h *History) []Op {
			h.Events = append(h.Events, put(8, "d", "w99", "red", "S"))
			return ops
		}, []string{`write "w99" on d at rev 8, which no recorded attempt made`}},
		{"unknown-outcome write twice", func(ops []Op, h *History) []Op {
			h.Events = append(h.Events, put(8, "c", "w5", "red", "L"))
			return ops
		}, []string{`"w5"`, "2 times"}},
		{"rejected write in history", func(ops []Op, h *History) []Op {
			h.Events = append(h.Events, put(8, "b", "w4", "red", "L"))
			return ops
		}, []string{`"w4"`, "-> conflict", "rejected, but etcd's history has it: b at rev 8"}},
		{"fewer deletions than OK deletes", func(ops []Op, h *History) []Op {
			h.Events = slices.Delete(h.Events, 3, 4)
			return ops
		}, []string{"a: 1 OK deletes, but etcd's history has only 0 deletions"}},
		{"more deletions than OK and unknown deletes", func(ops []Op, h *History) []Op {
			h.Events = append(h.Events, del(8, "c", "w5", "red", "L"), del(9, "a", "w6", "red", "M"))
			return ops
		}, []string{"a: etcd's history has 2 deletions, but there were only 1 OK and 0 unknown deletes"}},
		{"history out of order", func(ops []Op, h *History) []Op {
			h.Events[1], h.Events[2] = h.Events[2], h.Events[1]
			return ops
		}, []string{"out of revision order", "b at rev 2", "follows rev 3"}},
		{"answered with another write", func(ops []Op, h *History) []Op {
			ops[0].Result.Write = "w2"
			return ops
		}, []string{`"w1"`, `returned an object with write id "w2"`}},
		{"write id used twice", func(ops []Op, h *History) []Op {
			return append(ops, createOp(4, "f", "w1", 30, 31, AlreadyExists, 0))
		}, []string{`write id "w1" is used by two attempts`}},
		{"acknowledged write without an id", func(ops []Op, h *History) []Op {
			return append(ops, createOp(4, "f", "", 30, 31, OK, 9))
		}, []string{"create of f", "has no write id"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ops, h := ackRecord()
			ops = c.corrupt(ops, h)
			wantViolation(t, Acknowledged(ops, h), "acknowledged", c.fragments...)
		})
	}
}

// Linearizable.

func TestLinearizableSequential(t *testing.T) {
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		getOp(2, "a", 2, 3, OK, "w1", 1),
		updateOp(1, "a", "w2", 1, 4, 5, OK, 5),
		updateOp(2, "a", "w3", 1, 6, 7, Conflict, 0),
		createOp(3, "a", "w4", 8, 9, AlreadyExists, 0),
		deleteOp(1, "a", 10, 11, OK),
		getOp(2, "a", 12, 13, NotFound, "", 0),
		updateOp(3, "a", "w5", 5, 14, 15, NotFound, 0),
		deleteOp(1, "a", 16, 17, NotFound),
		createOp(2, "a", "w6", 18, 19, OK, 9),
		getOp(3, "a", 20, 21, OK, "w6", 9),
		createOp(1, "b", "w7", 0, 21, OK, 2),
		getOp(9, "b", 22, 23, Unknown, "", 0), // no answer: left out
	}
	wantNone(t, Linearizable(ops))
}

func TestLinearizableStaleRead(t *testing.T) {
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		updateOp(1, "a", "w2", 1, 2, 3, OK, 2),
		getOp(2, "a", 4, 5, OK, "w1", 1),
		// Another object, fine, is not reported.
		createOp(3, "b", "w3", 0, 1, OK, 3),
		getOp(3, "b", 4, 5, OK, "w3", 3),
	}
	vs := Linearizable(ops)
	wantViolation(t, vs, "linearizable", "object a is not linearizable", "longest legal order has 2",
		`after which the object is present with write "w2" at rv 2`, `client 2's get of a -> ok rv 1 write "w1"`)
	if len(vs) != 1 {
		t.Errorf("want one violation, got %v", vs)
	}

	// The same read concurrent with the update may be ordered before it.
	ops[2].Call = 2
	wantNone(t, Linearizable(ops))
}

func TestLinearizableConcurrentOneOrder(t *testing.T) {
	// Two overlapping updates, legal only as u1 then u2.
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		updateOp(2, "a", "w2", 1, 2, 10, OK, 2), // u1
		updateOp(3, "a", "w3", 2, 3, 9, OK, 3),  // u2, returns first
		getOp(1, "a", 11, 12, OK, "w3", 3),
	}
	wantNone(t, Linearizable(ops))

	// u2 returns before u1 is called: it cannot have seen u1's rv.
	bad := slices.Clone(ops)
	bad[2].Call, bad[2].Return = 2, 3
	bad[1].Call, bad[1].Return = 4, 10
	wantViolation(t, Linearizable(bad), "linearizable", "object a is not linearizable")

	// Both on the same precondition: only one can succeed.
	bad = slices.Clone(ops)
	bad[2].PreRV = 1
	wantViolation(t, Linearizable(bad), "linearizable", "object a is not linearizable")
}

func TestLinearizableUnknownOutcomes(t *testing.T) {
	for _, c := range []struct {
		name string
		ops  []Op
		ok   bool
	}{
		{"unknown create that happened", []Op{
			createOp(1, "a", "w1", 0, 1, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w1", 7),
			updateOp(2, "a", "w2", 7, 7, 8, OK, 8),
			getOp(3, "a", 9, 10, OK, "w2", 8),
		}, true},
		{"unknown create that did not happen", []Op{
			createOp(1, "a", "w1", 0, 1, Unknown, 0),
			getOp(2, "a", 5, 6, NotFound, "", 0),
			createOp(2, "a", "w2", 7, 8, OK, 3),
		}, true},
		{"unknown create that happened late", []Op{
			createOp(1, "a", "w1", 0, 1, Unknown, 0),
			getOp(2, "a", 5, 6, NotFound, "", 0),
			getOp(2, "a", 7, 8, OK, "w1", 4),
		}, true},
		{"unknown create that happened then undone", []Op{
			createOp(1, "a", "w1", 0, 1, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w1", 4),
			getOp(2, "a", 7, 8, NotFound, "", 0),
		}, false},
		{"read of a write nobody made", []Op{
			createOp(1, "a", "w1", 0, 1, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w9", 4),
		}, false},
		{"unknown update that happened", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			updateOp(1, "a", "w2", 1, 2, 3, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w2", 4),
			getOp(2, "a", 7, 8, OK, "w2", 4),
		}, true},
		{"unknown update that did not happen", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			updateOp(1, "a", "w2", 1, 2, 3, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w1", 1),
			updateOp(2, "a", "w3", 1, 7, 8, OK, 5),
		}, true},
		{"unknown update that happened, then an older read", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			updateOp(1, "a", "w2", 1, 2, 3, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w2", 4),
			getOp(2, "a", 7, 8, OK, "w1", 1),
		}, false},
		{"unknown update whose rv goes back", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 5),
			updateOp(1, "a", "w2", 5, 2, 3, Unknown, 0),
			getOp(2, "a", 5, 6, OK, "w2", 4),
		}, false},
		{"unknown delete that happened", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			deleteOp(1, "a", 2, 3, Unknown),
			getOp(2, "a", 5, 6, NotFound, "", 0),
		}, true},
		{"unknown delete that did not happen", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			deleteOp(1, "a", 2, 3, Unknown),
			getOp(2, "a", 5, 6, OK, "w1", 1),
			deleteOp(2, "a", 7, 8, OK),
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			vs := Linearizable(c.ops)
			if c.ok {
				wantNone(t, vs)
			} else {
				wantViolation(t, vs, "linearizable", "object a is not linearizable")
			}
		})
	}
}

func TestLinearizableRejects(t *testing.T) {
	for _, c := range []struct {
		name string
		ops  []Op
	}{
		{"update's rv does not grow", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 5),
			updateOp(1, "a", "w2", 5, 2, 3, OK, 4),
		}},
		{"re-create's rv below an earlier rv", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 5),
			deleteOp(1, "a", 2, 3, OK),
			createOp(1, "a", "w2", 4, 5, OK, 3),
		}},
		{"conflict on the current rv", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			updateOp(1, "a", "w2", 1, 2, 3, Conflict, 0),
		}},
		{"update on a stale rv", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			updateOp(1, "a", "w2", 1, 2, 3, OK, 2),
			updateOp(1, "a", "w3", 1, 4, 5, OK, 3),
		}},
		{"already exists when absent", []Op{
			createOp(1, "a", "w1", 0, 1, AlreadyExists, 0),
		}},
		{"create over an existing object", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			createOp(2, "a", "w2", 2, 3, OK, 2),
		}},
		{"delete when absent", []Op{
			deleteOp(1, "a", 0, 1, OK),
		}},
		{"not found when present", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			deleteOp(1, "a", 2, 3, NotFound),
		}},
		{"read of the right write at the wrong rv", []Op{
			createOp(1, "a", "w1", 0, 1, OK, 1),
			getOp(1, "a", 2, 3, OK, "w1", 2),
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantViolation(t, Linearizable(c.ops), "linearizable", "object a is not linearizable")
		})
	}
}

func TestLinearizableBadRecords(t *testing.T) {
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		getOp(2, "a", 2, 3, Conflict, "", 0),
		createOp(2, "b", "w2", 5, 4, OK, 2),
	}
	vs := Linearizable(ops)
	wantViolation(t, vs, "linearizable", "object a", "no step for a get that ends \"conflict\"")
	wantViolation(t, vs, "linearizable", "object b", "returned before it was called")
	if len(vs) != 2 {
		t.Errorf("want two violations, got %v", vs)
	}
}

func TestLinearizableReportIsBounded(t *testing.T) {
	var ops []Op
	ops = append(ops, createOp(0, "a", "w0", 0, 1, OK, 1))
	for i := 1; i <= 100; i++ {
		ops = append(ops, updateOp(i, "a", fmt.Sprint("w", i), int64(i), int64(10*i), int64(10*i+20), OK, int64(i+1)))
	}
	ops = append(ops, getOp(0, "a", 2000, 2001, OK, "w50", 51))
	for i := range 20 {
		ops = append(ops, getOp(200+i, "a", 1995, 2005, OK, "w50", 51))
	}
	vs := Linearizable(ops)
	wantViolation(t, vs, "linearizable", "object a is not linearizable", "(and more)")
	for _, v := range vs {
		if n := strings.Count(v.What, "\n") + 1; n > 20 {
			t.Errorf("report has %d lines:\n%s", n, v.What)
		}
	}
}

func TestLinearizableTimeout(t *testing.T) {
	// Forty writes pending to the end, each of which may or may not have
	// happened before a read nobody can explain: the checker must try
	// every subset before it can reject, and runs out of time.
	ops := []Op{createOp(0, "a", "w0", 0, 1, OK, 1)}
	for i := 1; i <= 40; i++ {
		ops = append(ops, updateOp(i, "a", fmt.Sprint("w", i), 1, int64(1+i), int64(2+i), Unknown, 0))
	}
	ops = append(ops, getOp(0, "a", 100, 101, OK, "nobody", 99))
	ops = append(ops, createOp(0, "b", "wb", 0, 1, OK, 2))
	start := time.Now()
	vs := linearizable(ops, 200*time.Millisecond)
	wantViolation(t, vs, "linearizable", "linearizability check timed out for object a")
	if len(vs) != 1 {
		t.Errorf("want one violation, got %v", vs)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the timed-out check took %s", d)
	}
}

// Lists.

func listRecord() ([]List, []Op, *History) {
	h := &History{Events: []HistoryEvent{
		put(1, "a", "w1", "red", "S"),
		put(2, "b", "w2", "blue", "M"),
		put(3, "a", "w3", "blue", "S"),
		put(4, "c", "w4", "red", "L"),
		del(5, "b", "w2", "blue", "M"),
		put(6, "c", "w6", "green", "L"),
	}}
	ops := []Op{
		createOp(1, "a", "w1", 0, 1, OK, 1),
		createOp(1, "b", "w2", 2, 3, OK, 2),
		updateOp(1, "a", "w3", 1, 4, 5, OK, 3),
		createOp(1, "c", "w4", 6, 7, OK, 4),
		deleteOp(1, "b", 8, 9, OK),
		updateOp(1, "c", "w6", 4, 10, 11, OK, 6),
	}
	lists := []List{
		{Selection: sel("spec.color", "=", "red"), Consistent: true, Call: 8, Return: 9, RV: 4,
			Items: []Object{obj("c", 4, "w4")}},
		// Served in another order: compared by name.
		{Selection: sel("spec.color", "!=", "red"), Consistent: true, Call: 12, Return: 13, RV: 6,
			Items: []Object{obj("c", 6, "w6"), obj("a", 3, "w3")}},
		// Stale, but at resourceVersion=0 it may be.
		{Selection: sel("spec.size", "in", "S", "M"), Predicate: true, Call: 12, Return: 13, RV: 2,
			Items: []Object{obj("a", 1, "w1"), obj("b", 2, "w2")}},
		{Selection: sel("spec.color", "=", "red"), Consistent: true, Call: 12, Return: 13, RV: 6},
		// Concurrent with the update that returned rv 6 at 11.
		{Replica: 2, Mode: "indexed", Selection: sel("spec.color", "!=", "red"), Consistent: true, Call: 10, Return: 12, RV: 5,
			Items: []Object{obj("a", 3, "w3")}},
		// Beyond the history's last event: the last state.
		{Selection: sel("spec.size", "=", "L"), Consistent: true, Call: 20, Return: 21, RV: 9,
			Items: []Object{obj("c", 6, "w6")}},
	}
	return lists, ops, h
}

func TestListsPass(t *testing.T) {
	lists, ops, h := listRecord()
	wantNone(t, Lists(lists, ops, h))
}

func TestListsReject(t *testing.T) {
	for _, c := range []struct {
		name      string
		corrupt   func(lists []List, ops []Op, h *History)
		fragments []string
	}{
		{"missing item", func(lists []List, ops []Op, h *History) {
			lists[1].Items = lists[1].Items[:1]
		}, []string{"list #1", "rev 6", `missing a (rv 3, write "w3")`}},
		{"extra item", func(lists []List, ops []Op, h *History) {
			lists[1].Items = append(lists[1].Items, obj("b", 2, "w2"))
		}, []string{"list #1", `extra b (rv 2, write "w2")`}},
		{"duplicate item", func(lists []List, ops []Op, h *History) {
			lists[0].Items = append(lists[0].Items, obj("c", 4, "w4"))
		}, []string{"list #0", `duplicate c (rv 4, write "w4")`}},
		{"wrong rv", func(lists []List, ops []Op, h *History) {
			lists[4].Items[0].RV = 2
		}, []string{"list #4 (replica 2, mode indexed, field selector spec.color!=red, consistent, rv 5", `a has rv 2 write "w3", etcd rv 3 write "w3"`}},
		{"wrong write", func(lists []List, ops []Op, h *History) {
			lists[2].Items[0].Write = "w3"
		}, []string{"list #2", "predicate spec.size in [S M]", `a has rv 1 write "w3", etcd rv 1 write "w1"`}},
		{"item outside the selection", func(lists []List, ops []Op, h *History) {
			lists[3].Items = []Object{obj("a", 3, "w3")}
		}, []string{"list #3", "extra a"}},
		{"selection without a value", func(lists []List, ops []Op, h *History) {
			lists[0].Selection.Values = nil
		}, []string{"list #0", "selection spec.color = [] needs one value, has 0; not checked"}},
		{"stale consistent list", func(lists []List, ops []Op, h *History) {
			lists[2].Consistent = true
		}, []string{"list #2", "is stale: its rev is 2", `client 1's update of c to "w6" if rv 4 -> ok rv 6`, "returned rev 6"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			lists, ops, h := listRecord()
			c.corrupt(lists, ops, h)
			wantViolation(t, Lists(lists, ops, h), "list", c.fragments...)
		})
	}
}

// Watches.

// watchHistory: a selection of color=red sees
//
//	1 ADDED a, 3 MODIFIED a, 4 ADDED b (enters), 5 DELETED a (leaves,
//	with w3), 6 DELETED b (deleted), 7 ADDED c, 8 DELETED c (leaves),
//	9 ADDED a, 10 DELETED a; 2 is outside it.
func watchHistory() *History {
	return &History{Events: []HistoryEvent{
		put(1, "a", "w1", "red", "S"),
		put(2, "b", "w2", "blue", "S"),
		put(3, "a", "w3", "red", "M"),
		put(4, "b", "w4", "red", "S"),
		put(5, "a", "w5", "blue", "M"),
		del(6, "b", "w4", "red", "S"),
		put(7, "c", "w7", "red", "L"),
		put(8, "c", "w8", "green", "L"),
		put(9, "a", "w9", "red", "S"),
		del(10, "a", "w9", "red", "S"),
	}}
}

func ev(typ, name string, rv int64, write string) WatchEvent {
	return WatchEvent{Type: typ, Object: obj(name, rv, write)}
}

func bookmark(rv int64) WatchEvent { return WatchEvent{Type: "BOOKMARK", Object: Object{RV: rv}} }

func watchRecord() ([]Watch, *History) {
	red := sel("spec.color", "=", "red")
	w := Watch{Selection: red, Segments: []Segment{
		{Replica: 0, Mode: "cached", StartRV: 2,
			Relist: &List{Selection: red, Consistent: true, RV: 2, Items: []Object{obj("a", 1, "w1")}},
			Events: []WatchEvent{ev("MODIFIED", "a", 3, "w3"), ev("ADDED", "b", 4, "w4"), bookmark(4)}},
		{Replica: 1, Mode: "cached", StartRV: 4,
			Events: []WatchEvent{ev("DELETED", "a", 5, "w3"), bookmark(5)}, Gone: true},
		{Replica: 2, Mode: "indexed", StartRV: 7,
			Relist: &List{Selection: red, Consistent: true, RV: 7, Items: []Object{obj("c", 7, "w7")}},
			Events: []WatchEvent{bookmark(7), ev("DELETED", "c", 8, "w7")}},
		// Saw nothing before it ended: expects nothing, though the
		// history goes on.
		{Replica: 0, Mode: "cached", StartRV: 8},
		{Replica: 1, Mode: "cached", StartRV: 8,
			Events: []WatchEvent{ev("ADDED", "a", 9, "w9"), ev("DELETED", "a", 10, "w9"), bookmark(12)}},
	}}
	// A set by predicate, on one segment from the start.
	set := sel("spec.size", "in", "S", "M")
	w2 := Watch{Selection: set, Predicate: true, Segments: []Segment{
		{StartRV: 0, Relist: &List{Selection: set, Predicate: true, RV: 0},
			Events: []WatchEvent{
				ev("ADDED", "a", 1, "w1"), ev("ADDED", "b", 2, "w2"), ev("MODIFIED", "a", 3, "w3"),
				ev("MODIFIED", "b", 4, "w4"), ev("MODIFIED", "a", 5, "w5"), ev("DELETED", "b", 6, "w4"),
				ev("MODIFIED", "a", 9, "w9"), ev("DELETED", "a", 10, "w9"),
			}},
	}}
	return []Watch{w, w2}, watchHistory()
}

func TestWatchesPass(t *testing.T) {
	ws, h := watchRecord()
	wantNone(t, Watches(ws, h))
}

func TestWatchesReject(t *testing.T) {
	for _, c := range []struct {
		name      string
		corrupt   func(ws []Watch)
		fragments []string
	}{
		{"missing event", func(ws []Watch) {
			s := &ws[0].Segments[0]
			s.Events = slices.Delete(s.Events, 1, 2)
		}, []string{"watch #0 (field selector spec.color=red) segment #0 (replica 0, mode cached, start rv 2)",
			"delivered 1 events, but etcd's history has 2 transitions of the selection in (2, 4]",
			"2nd", `got no more events, want ADDED b (rv 4, write "w4")`}},
		{"duplicated event", func(ws []Watch) {
			s := &ws[0].Segments[4]
			s.Events = slices.Insert(s.Events, 1, s.Events[0])
		}, []string{"segment #4", "event #1 (ADDED a", "does not ascend: rev 9 after rev 9"}},
		{"leaving the selection as MODIFIED", func(ws []Watch) {
			ws[0].Segments[1].Events[0] = ev("MODIFIED", "a", 5, "w5")
		}, []string{"segment #1", `got event #0 MODIFIED a (rv 5, write "w5"), want DELETED a (rv 5, write "w3")`}},
		{"leaving the selection with the new state", func(ws []Watch) {
			ws[0].Segments[2].Events[1] = ev("DELETED", "c", 8, "w8")
		}, []string{"segment #2", `want DELETED c (rv 8, write "w7")`}},
		{"wrong rv", func(ws []Watch) {
			ws[1].Segments[0].Events[3] = ev("MODIFIED", "b", 5, "w4")
		}, []string{"watch #1 (predicate spec.size in [S M])", `want MODIFIED b (rv 4, write "w4")`}},
		{"event outside the selection", func(ws []Watch) {
			s := &ws[0].Segments[0]
			s.Events = slices.Insert(s.Events, 0, ev("ADDED", "b", 2, "w2"))
		}, []string{"segment #0", `got event #0 ADDED b (rv 2, write "w2"), want MODIFIED a`}},
		{"event beyond what it saw", func(ws []Watch) {
			ws[0].Segments[3].Events = []WatchEvent{ev("ADDED", "x", 8, "wx")}
		}, []string{"segment #3", "does not ascend: rev 8 after rev 8"}},
		{"missing leave at a bookmark", func(ws []Watch) {
			s := &ws[0].Segments[2]
			s.Events = []WatchEvent{bookmark(8)}
		}, []string{"segment #2", "in (7, 8]", `got no more events, want DELETED c (rv 8, write "w7")`}},
		{"gap across a resume", func(ws []Watch) {
			ws[0].Segments[1].StartRV = 5
			ws[0].Segments[1].Events = []WatchEvent{bookmark(5)}
		}, []string{"segment #1 (replica 1, mode cached, start rv 5)", "resumes at rev 5, but the previous segment ended at rev 4 (a gap)"}},
		{"replay across a resume", func(ws []Watch) {
			s := &ws[0].Segments[1]
			s.StartRV = 3
			s.Events = slices.Insert(s.Events, 0, ev("ADDED", "b", 4, "w4"))
		}, []string{"segment #1", "(a replay)"}},
		{"out-of-order rvs", func(ws []Watch) {
			s := &ws[0].Segments[4]
			s.Events[0], s.Events[1] = s.Events[1], s.Events[0]
		}, []string{"segment #4", "event #1 (ADDED a (rv 9", "does not ascend: rev 9 after rev 10"}},
		{"bookmark going back", func(ws []Watch) {
			ws[0].Segments[4].Events[2] = bookmark(9)
		}, []string{"segment #4", "bookmark #2 at rev 9 goes back from rev 10"}},
		{"bookmark going back across segments", func(ws []Watch) {
			ws[0].Segments[3].Events = []WatchEvent{bookmark(6)}
		}, []string{"segment #3", "bookmark #0 at rev 6 goes back from rev 8"}},
		{"after Gone without a list", func(ws []Watch) {
			ws[0].Segments[2].Relist = nil
		}, []string{"segment #2", "follows a 410 Gone without a list to start from"}},
		{"first segment without a list", func(ws []Watch) {
			ws[1].Segments[0].Relist = nil
		}, []string{"watch #1", "segment #0", "the first segment has no list"}},
		{"start not at the list's rv", func(ws []Watch) {
			ws[0].Segments[2].Relist.RV = 6
			ws[0].Segments[2].Relist.Items = nil
		}, []string{"segment #2", "starts at rev 7, not at its list's rev 6"}},
		{"wrong list", func(ws []Watch) {
			ws[0].Segments[2].Relist.Items = nil
		}, []string{"segment #2", "list (replica 0, mode , field selector spec.color=red, consistent, rv 7", `missing c (rv 7, write "w7")`}},
		{"selection without a value", func(ws []Watch) {
			ws[0].Selection.Values = nil
		}, []string{"watch #0", "needs one value, has 0; not checked"}},
		{"list of another selection", func(ws []Watch) {
			ws[0].Segments[0].Relist.Selection = sel("spec.color", "=", "blue")
			ws[0].Segments[0].Relist.Items = []Object{obj("b", 2, "w2")}
		}, []string{"segment #0", "its list asked for field selector spec.color=blue"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ws, h := watchRecord()
			c.corrupt(ws)
			wantViolation(t, Watches(ws, h), "watch", c.fragments...)
		})
	}
}

// A large consistent record, generated by a sequential simulation of
// etcd and the server: every check passes, in reasonable time, on the
// sizes the suite produces.
func TestLargeRecordPasses(t *testing.T) {
	if testing.Short() {
		t.Skip("large record")
	}
	const (
		objects = 50
		writes  = 100_000
		lists   = 1000
	)
	rng := rand.New(rand.NewPCG(1, 2))
	colors, sizes := []string{"red", "blue", "green"}, []string{"S", "M", "L"}
	selections := []Selection{
		sel("spec.color", "=", "red"), sel("spec.color", "!=", "red"),
		sel("spec.size", "in", "S", "M"),
	}

	var (
		h     History
		ops   []Op
		ls    []List
		state = map[string]Object{}
		rev   int64
		now   int64
	)
	// A watch per selection, resumed every so often, with its events
	// derived from the simulated states (not from the history).
	type liveWatch struct {
		w   Watch
		seg *Segment
	}
	watches := make([]*liveWatch, len(selections))
	for i, s := range selections {
		watches[i] = &liveWatch{w: Watch{Selection: s}}
		watches[i].w.Segments = []Segment{{StartRV: 0, Relist: &List{Selection: s, Consistent: true}}}
		watches[i].seg = &watches[i].w.Segments[0]
	}
	for i := range writes {
		name := fmt.Sprintf("obj-%02d", rng.IntN(objects))
		before, exists := state[name]
		now += 2
		rev++
		var after Object
		switch {
		case !exists:
			w := fmt.Sprint("w", i)
			after = Object{Name: name, RV: rev, Write: w, Color: colors[rng.IntN(3)], Size: sizes[rng.IntN(3)]}
			h.Events = append(h.Events, HistoryEvent{Rev: rev, Name: name, Object: after})
			ops = append(ops, createOp(i%7, name, w, now, now+1, OK, rev))
			state[name] = after
		case rng.IntN(10) == 0:
			e := before
			e.RV = rev
			h.Events = append(h.Events, HistoryEvent{Rev: rev, Name: name, Deleted: true, Object: e})
			ops = append(ops, deleteOp(i%7, name, now, now+1, OK))
			delete(state, name)
		default:
			w := fmt.Sprint("w", i)
			after = Object{Name: name, RV: rev, Write: w, Color: colors[rng.IntN(3)], Size: sizes[rng.IntN(3)]}
			h.Events = append(h.Events, HistoryEvent{Rev: rev, Name: name, Object: after})
			ops = append(ops, updateOp(i%7, name, w, before.RV, now, now+1, OK, rev))
			state[name] = after
		}
		_, present := state[name]
		for _, lw := range watches {
			in, out := exists && lw.w.Selection.Matches(before), present && lw.w.Selection.Matches(after)
			switch {
			case !in && out:
				lw.seg.Events = append(lw.seg.Events, WatchEvent{Type: "ADDED", Object: after})
			case in && out:
				lw.seg.Events = append(lw.seg.Events, WatchEvent{Type: "MODIFIED", Object: after})
			case in && !out:
				gone := before
				gone.RV = rev
				lw.seg.Events = append(lw.seg.Events, WatchEvent{Type: "DELETED", Object: gone})
			}
			if rng.IntN(5000) == 0 {
				lw.seg.Events = append(lw.seg.Events, bookmark(rev))
				lw.w.Segments = append(lw.w.Segments, Segment{StartRV: rev})
				lw.seg = &lw.w.Segments[len(lw.w.Segments)-1]
			}
		}
		if i%(writes/lists) == 0 {
			s := selections[rng.IntN(len(selections))]
			l := List{Selection: s, Consistent: true, Call: now + 1, Return: now + 1, RV: rev}
			for _, o := range state {
				if s.Matches(o) {
					l.Items = append(l.Items, o)
				}
			}
			ls = append(ls, l)
		}
	}
	var ws []Watch
	for _, lw := range watches {
		ws = append(ws, lw.w)
	}

	for _, c := range []struct {
		name string
		run  func() []Violation
	}{
		{"Acknowledged", func() []Violation { return Acknowledged(ops, &h) }},
		{"Linearizable", func() []Violation { return Linearizable(ops) }},
		{"Lists", func() []Violation { return Lists(ls, ops, &h) }},
		{"Watches", func() []Violation { return Watches(ws, &h) }},
	} {
		start := time.Now()
		vs := c.run()
		t.Logf("%s: %d violations in %s", c.name, len(vs), time.Since(start))
		if len(vs) > 5 {
			vs = vs[:5]
		}
		wantNone(t, vs)
	}
}

// A concurrent record with unknown outcomes, generated by simulating
// clients whose operations take effect at a point inside their interval
// (or, for an unknown outcome, maybe not at all): linearizable by
// construction, and checked in reasonable time.
func TestLinearizableConcurrentRecordPasses(t *testing.T) {
	if testing.Short() {
		t.Skip("large record")
	}
	const (
		clients = 8
		objects = 20
		perOp   = 2500 // operations per client
	)
	rng := rand.New(rand.NewPCG(3, 4))
	type pending struct {
		op    Op
		point int64 // when it takes effect
	}
	// Each client's operations, with intervals; effects are applied in
	// the order of their points.
	var all []*pending
	for c := range clients {
		var now int64
		for range perOp {
			call := now + int64(rng.IntN(10))
			point := call + 1 + int64(rng.IntN(20))
			ret := point + 1 + int64(rng.IntN(20))
			now = ret + 1
			all = append(all, &pending{op: Op{Client: c, Name: fmt.Sprintf("obj-%02d", rng.IntN(objects)), Call: call, Return: ret}, point: point})
		}
	}
	slices.SortFunc(all, func(a, b *pending) int { return cmp.Compare(a.point, b.point) })
	type reg struct {
		exists bool
		write  string
		rv     int64
	}
	state := map[string]reg{}
	var rev int64
	var ops []Op
	for i, p := range all {
		op := p.op
		r := state[op.Name]
		// What the client asks depends on what it would plausibly know:
		// here, half the time the truth, half the time a stale guess.
		switch k := rng.IntN(10); {
		case k < 2:
			op.Kind = Get
		case k < 4:
			op.Kind = Create
		case k < 8:
			op.Kind = Update
			op.PreRV = r.rv
			if rng.IntN(2) == 0 {
				op.PreRV = max(0, r.rv-int64(rng.IntN(3)))
			}
		default:
			op.Kind = Delete
		}
		if op.Kind == Create || op.Kind == Update {
			op.Write = fmt.Sprint("w", i)
		}
		unknown := op.Kind != Get && rng.IntN(20) == 0
		applies := !unknown || rng.IntN(2) == 0
		switch op.Kind {
		case Get:
			if r.exists {
				op.Outcome, op.Result = OK, obj(op.Name, r.rv, r.write)
			} else {
				op.Outcome = NotFound
			}
		case Create:
			if r.exists {
				op.Outcome = AlreadyExists
				break
			}
			op.Outcome = OK
			if applies {
				rev++
				state[op.Name] = reg{true, op.Write, rev}
				op.Result = obj(op.Name, rev, op.Write)
			}
		case Update:
			switch {
			case !r.exists:
				op.Outcome = NotFound
			case r.rv != op.PreRV:
				op.Outcome = Conflict
			default:
				op.Outcome = OK
				if applies {
					rev++
					state[op.Name] = reg{true, op.Write, rev}
					op.Result = obj(op.Name, rev, op.Write)
				}
			}
		case Delete:
			if !r.exists {
				op.Outcome = NotFound
				break
			}
			op.Outcome = OK
			if applies {
				rev++
				state[op.Name] = reg{}
			}
		}
		if unknown {
			// Whatever happened, the client did not learn it.
			op.Outcome, op.Result = Unknown, Object{}
		}
		ops = append(ops, op)
	}
	start := time.Now()
	vs := Linearizable(ops)
	t.Logf("%d operations: %d violations in %s", len(ops), len(vs), time.Since(start))
	if len(vs) > 5 {
		vs = vs[:5]
	}
	wantNone(t, vs)

	// One stale read in it is found.
	for i := range ops {
		if ops[i].Kind == Get && ops[i].Outcome == OK && ops[i].Result.RV > 1 {
			ops[i].Result.RV--
			break
		}
	}
	wantViolation(t, Linearizable(ops), "linearizable", "is not linearizable")
}
