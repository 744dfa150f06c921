package check

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The builders of records and the assertions the package's tests share,
// and the tests of StateAt, Acknowledged, Lists and Watches on small
// hand-written records. Linearizable's are in linearizable_test.go, the
// large generated records in large_record_test.go.

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
