package check

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// StateAt returns the objects that existed at revision rev, by name.
func (h *History) StateAt(rev int64) map[string]Object {
	state := map[string]Object{}
	events := h.events()
	for _, e := range events[:upTo(events, rev)] {
		apply(state, e)
	}
	return state
}

// events tolerates a nil History: a record without one has no events.
func (h *History) events() []HistoryEvent {
	if h == nil {
		return nil
	}
	return h.Events
}

// upTo returns how many events have Rev <= rev. The events ascend (and
// Acknowledged reports a history that does not); on a history that does
// not, the answer is wrong but the search still ends.
func upTo(events []HistoryEvent, rev int64) int {
	return sort.Search(len(events), func(i int) bool { return events[i].Rev > rev })
}

// apply applies one history event to a state. The stored object is keyed
// and named by the event's key and carries the event's revision, so that
// every state derived from the history agrees on both even if a decoded
// object did not.
func apply(state map[string]Object, e HistoryEvent) {
	if e.Deleted {
		delete(state, e.Name)
		return
	}
	state[e.Name] = stored(e)
}

func stored(e HistoryEvent) Object {
	o := e.Object
	o.Name, o.RV = e.Name, e.Rev
	return o
}

// sweep walks the history forward, keeping the state at the revision it
// has reached, so that many checks at ascending revisions cost one pass
// over the history rather than one per check.
type sweep struct {
	events []HistoryEvent
	next   int
	state  map[string]Object
}

func newSweep(h *History) *sweep {
	return &sweep{events: h.events(), state: map[string]Object{}}
}

// to advances the state to revision rev, which must not be below the
// revision of any earlier call.
func (s *sweep) to(rev int64) map[string]Object {
	for s.next < len(s.events) && s.events[s.next].Rev <= rev {
		apply(s.state, s.events[s.next])
		s.next++
	}
	return s.state
}

// Acknowledged checks every write against etcd's history: an OK create or
// update appears exactly once (one history event carries its write id, at
// the revision the write returned); an Unknown one at most once; every
// history event that carries a write id belongs to a recorded attempt; per
// name, there are no fewer deletion events than OK deletes and no more than
// OK and Unknown deletes together.
//
// Beyond that contract it also reports what would make those checks
// meaningless or that nothing else sees: a history out of revision order,
// a write id used by two attempts, an OK write without a write id or
// answered with another write's object, and a write rejected with a
// definite error (already-exists, conflict, not-found) whose write id is
// in the history anyway (the client was told it had no effect).
func Acknowledged(ops []Op, h *History) []Violation {
	r := &report{check: "acknowledged"}
	events := h.events()
	r.historyOrder(events)
	attempts := r.attempts(ops, events)
	r.strayWrites(events, attempts)
	r.deletions(ops, events)
	return r.found
}

// A report collects one check's violations.
type report struct {
	check string
	found []Violation
}

func (r *report) add(format string, args ...any) {
	r.found = append(r.found, Violation{Check: r.check, What: fmt.Sprintf(format, args...)})
}

// historyOrder reports a history out of revision order (the first few
// places, then how many more).
func (r *report) historyOrder(events []HistoryEvent) {
	const maxOrder = 5
	disorder := 0
	for i := 1; i < len(events); i++ {
		if events[i].Rev < events[i-1].Rev {
			if disorder < maxOrder {
				r.add("etcd's history is out of revision order: event #%d (%s at rev %d) follows rev %d",
					i, events[i].Name, events[i].Rev, events[i-1].Rev)
			}
			disorder++
		}
	}
	if disorder > maxOrder {
		r.add("etcd's history is out of revision order at %d more events", disorder-maxOrder)
	}
}

// attempts checks each create and update against the history events that
// carry its write id, and returns the write ids attempted (write id →
// index of the op).
func (r *report) attempts(ops []Op, events []HistoryEvent) map[string]int {
	// A deletion event carries the deleted state and so the write id of
	// the write it deletes: only creations and updates carry a write.
	byWrite := map[string][]int{}
	for i, e := range events {
		if !e.Deleted && e.Object.Write != "" {
			byWrite[e.Object.Write] = append(byWrite[e.Object.Write], i)
		}
	}
	revs := func(idx []int) string {
		var s []string
		for _, i := range idx {
			s = append(s, fmt.Sprintf("%s at rev %d", events[i].Name, events[i].Rev))
		}
		return strings.Join(s, ", ")
	}

	attempts := map[string]int{}
	for i := range ops {
		op := &ops[i]
		if op.Kind != Create && op.Kind != Update {
			continue
		}
		if op.Write == "" {
			if op.Outcome == OK {
				r.add("%s has no write id, so it cannot be found in etcd's history", describeOp(op))
			}
			continue
		}
		if j, dup := attempts[op.Write]; dup {
			r.add("write id %q is used by two attempts: %s and %s", op.Write, describeOp(&ops[j]), describeOp(op))
			continue
		}
		attempts[op.Write] = i
		found := byWrite[op.Write]
		for _, k := range found {
			if events[k].Name != op.Name {
				r.add("%s: etcd's history has its write id on %s at rev %d", describeOp(op), events[k].Name, events[k].Rev)
			}
		}
		switch op.Outcome {
		case OK:
			switch {
			case len(found) == 0:
				r.add("acknowledged %s is not in etcd's history", describeOp(op))
			case len(found) > 1:
				r.add("acknowledged %s is in etcd's history %d times: %s", describeOp(op), len(found), revs(found))
			case events[found[0]].Rev != op.Result.RV:
				r.add("acknowledged %s is in etcd's history at rev %d, not at the rev it returned", describeOp(op), events[found[0]].Rev)
			}
			if op.Result.Write != op.Write {
				r.add("acknowledged %s returned an object with write id %q, not its own", describeOp(op), op.Result.Write)
			}
		case Unknown:
			if len(found) > 1 {
				r.add("%s is in etcd's history %d times: %s", describeOp(op), len(found), revs(found))
			}
		default:
			if len(found) > 0 {
				r.add("%s was rejected, but etcd's history has it: %s", describeOp(op), revs(found))
			}
		}
	}
	return attempts
}

// strayWrites reports history writes no recorded attempt made (the first
// few, then how many more).
func (r *report) strayWrites(events []HistoryEvent, attempts map[string]int) {
	const maxStray = 20
	stray := 0
	for _, e := range events {
		if e.Deleted || e.Object.Write == "" {
			continue
		}
		if _, ok := attempts[e.Object.Write]; !ok {
			if stray < maxStray {
				r.add("etcd's history has write %q on %s at rev %d, which no recorded attempt made", e.Object.Write, e.Name, e.Rev)
			}
			stray++
		}
	}
	if stray > maxStray {
		r.add("etcd's history has %d more writes no recorded attempt made", stray-maxStray)
	}
}

// deletions compares, per name, the history's deletion events with the
// deletes: no fewer than the OK ones, no more than the OK and Unknown ones
// together.
func (r *report) deletions(ops []Op, events []HistoryEvent) {
	deletions := map[string]int{}
	for _, e := range events {
		if e.Deleted {
			deletions[e.Name]++
		}
	}
	okDeletes, unknownDeletes := map[string]int{}, map[string]int{}
	for i := range ops {
		if op := &ops[i]; op.Kind == Delete {
			switch op.Outcome {
			case OK:
				okDeletes[op.Name]++
			case Unknown:
				unknownDeletes[op.Name]++
			}
		}
	}
	names := map[string]bool{}
	for n := range deletions {
		names[n] = true
	}
	for n := range okDeletes {
		names[n] = true
	}
	for _, n := range sortedKeys(names) {
		d, ok, unk := deletions[n], okDeletes[n], unknownDeletes[n]
		switch {
		case d < ok:
			r.add("%s: %d OK deletes, but etcd's history has only %d deletions", n, ok, d)
		case d > ok+unk:
			r.add("%s: etcd's history has %d deletions, but there were only %d OK and %d unknown deletes", n, d, ok, unk)
		}
	}
}

// Linearizable checks the operations, per object, with porcupine against
// a register that exists or not and holds (write id, resourceVersion):
// create needs absence, update needs presence and PreRV = current RV,
// delete needs presence; a returned RV must be greater than every RV the
// object had before (etcd revisions only grow); Unknown outcomes may or
// may not have happened and are pending until the end.
//
// A get without an answer (Unknown) constrains nothing and is left out;
// an outcome the register has no step for (a create that found nothing,
// a get that conflicted) is reported and left out. A check that times out
// is a violation: an unproven history does not pass.
func Linearizable(ops []Op) []Violation { return linearizable(ops, linearizeTimeout) }

// Lists checks each list against etcd's state at its resourceVersion,
// filtered by its selection (names and RVs equal, in name order); a
// consistent list's RV is at least every RV acknowledged (an OK op's
// Result.RV) before its Call.
//
// Items are compared as a set sorted by name (with their write ids too),
// so a duplicate is an extra item. "Before its Call" is strict: an op
// that returned at the list's Call is concurrent with it.
func Lists(lists []List, ops []Op, h *History) []Violation {
	acked := newAckIndex(ops)
	cs := make([]listCheck, len(lists))
	for i := range lists {
		cs[i] = listCheck{
			list:  &lists[i],
			check: "list",
			desc:  fmt.Sprintf("list #%d (%s)", i, describeList(&lists[i])),
			acked: acked,
		}
	}
	return checkLists(cs, h)
}

// listCheck is one list to check and how reports name it.
type listCheck struct {
	list  *List
	check string
	desc  string
	// acked, when set, applies the freshness rule to consistent lists.
	acked *ackIndex
}

// checkLists checks lists in ascending RV order with one sweep over the
// history, and returns the violations in the order the lists were given.
func checkLists(cs []listCheck, h *History) []Violation {
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(cs[a].list.RV, cs[b].list.RV) })
	found := make([][]Violation, len(cs))
	s := newSweep(h)
	for _, i := range order {
		c := &cs[i]
		l := c.list
		if problem := selectionProblem(l.Selection); problem != "" {
			found[i] = append(found[i], Violation{Check: c.check, What: fmt.Sprintf("%s: %s; not checked", c.desc, problem)})
			continue
		}
		if diffs := diffList(l, s.to(l.RV)); len(diffs) > 0 {
			found[i] = append(found[i], Violation{Check: c.check, What: fmt.Sprintf(
				"%s differs from etcd's state at rev %d (%d differences): %s", c.desc, l.RV, len(diffs), bounded(diffs, 10, "; "))})
		}
		if c.acked != nil && l.Consistent {
			if op := c.acked.newestBefore(l.Call); op != nil && op.Result.RV > l.RV {
				found[i] = append(found[i], Violation{Check: c.check, What: fmt.Sprintf(
					"%s is stale: its rev is %d, but %s returned rev %d at %s, before the list was called at %s",
					c.desc, l.RV, describeOp(op), op.Result.RV, seconds(op.Return), seconds(l.Call))})
			}
		}
	}
	var vs []Violation
	for _, f := range found {
		vs = append(vs, f...)
	}
	return vs
}

// diffList compares a list's items with the selection of a state, both
// by name; it returns one line per difference.
func diffList(l *List, state map[string]Object) []string {
	var want []Object
	for _, o := range state {
		if l.Selection.Matches(o) {
			want = append(want, o)
		}
	}
	got := slices.Clone(l.Items)
	byNameRV := func(a, b Object) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), cmp.Compare(a.RV, b.RV))
	}
	slices.SortFunc(want, byNameRV)
	slices.SortFunc(got, byNameRV)
	var diffs []string
	i, j := 0, 0
	for i < len(got) || j < len(want) {
		switch {
		case j == len(want) || i < len(got) && got[i].Name < want[j].Name:
			what := "extra"
			if i > 0 && got[i-1].Name == got[i].Name {
				what = "duplicate"
			}
			diffs = append(diffs, fmt.Sprintf("%s %s", what, describeObject(got[i])))
			i++
		case i == len(got) || want[j].Name < got[i].Name:
			diffs = append(diffs, fmt.Sprintf("missing %s", describeObject(want[j])))
			j++
		default:
			if got[i].RV != want[j].RV || got[i].Write != want[j].Write {
				diffs = append(diffs, fmt.Sprintf("%s has rv %d write %q, etcd rv %d write %q",
					got[i].Name, got[i].RV, got[i].Write, want[j].RV, want[j].Write))
			}
			i++
			j++
		}
	}
	return diffs
}

// ackIndex answers, for a time, the acknowledged op with the highest
// Result.RV among those that returned before it.
type ackIndex struct {
	ops  []*Op // OK ops with a result, ascending Return
	best []int // best[i]: index in ops of the highest Result.RV in ops[:i+1]
}

func newAckIndex(ops []Op) *ackIndex {
	a := &ackIndex{}
	for i := range ops {
		if ops[i].Outcome == OK && ops[i].Result.RV > 0 {
			a.ops = append(a.ops, &ops[i])
		}
	}
	slices.SortStableFunc(a.ops, func(x, y *Op) int { return cmp.Compare(x.Return, y.Return) })
	a.best = make([]int, len(a.ops))
	for i, op := range a.ops {
		a.best[i] = i
		if i > 0 && a.ops[a.best[i-1]].Result.RV >= op.Result.RV {
			a.best[i] = a.best[i-1]
		}
	}
	return a
}

func (a *ackIndex) newestBefore(t int64) *Op {
	n := sort.Search(len(a.ops), func(i int) bool { return a.ops[i].Return >= t })
	if n == 0 {
		return nil
	}
	return a.ops[a.best[n-1]]
}

// selectionProblem reports a selection Matches cannot evaluate for want
// of values: a bad record rather than a bad program, so a violation
// rather than a panic. (An unknown field or operator is the program's
// mistake, and Matches panics on it.)
func selectionProblem(s Selection) string {
	switch {
	case (s.Op == "=" || s.Op == "!=") && len(s.Values) != 1:
		return fmt.Sprintf("selection %s needs one value, has %d", describeSelectionValue(s), len(s.Values))
	}
	return ""
}

func sameSelection(a, b Selection) bool {
	return a.Field == b.Field && a.Op == b.Op && slices.Equal(a.Values, b.Values)
}

// Descriptions for reports.

func describeOp(op *Op) string {
	var what string
	switch op.Kind {
	case Create:
		what = fmt.Sprintf("create of %s as %q", op.Name, op.Write)
	case Update:
		what = fmt.Sprintf("update of %s to %q if rv %d", op.Name, op.Write, op.PreRV)
	default:
		what = fmt.Sprintf("%s of %s", op.Kind, op.Name)
	}
	out := string(op.Outcome)
	if op.Outcome == OK && op.Kind != Delete {
		out = fmt.Sprintf("ok rv %d write %q", op.Result.RV, op.Result.Write)
	}
	return fmt.Sprintf("client %d's %s -> %s [%s, %s] (replica %d, mode %s)",
		op.Client, what, out, seconds(op.Call), seconds(op.Return), op.Replica, op.Mode)
}

func describeList(l *List) string {
	kind := "rv=0"
	if l.Consistent {
		kind = "consistent"
	}
	return fmt.Sprintf("replica %d, mode %s, %s, %s, rv %d, [%s, %s]",
		l.Replica, l.Mode, describeSelection(l.Selection, l.Predicate), kind, l.RV, seconds(l.Call), seconds(l.Return))
}

func describeSelection(s Selection, predicate bool) string {
	if predicate {
		return "predicate " + describeSelectionValue(s)
	}
	return "field selector " + describeSelectionValue(s)
}

// describeSelectionValue is Selection.String without its panic on a
// record that has no values.
func describeSelectionValue(s Selection) string {
	if s.Op == "in" || len(s.Values) != 1 {
		return fmt.Sprintf("%s %s %v", s.Field, s.Op, s.Values)
	}
	return s.String()
}

func describeObject(o Object) string {
	return fmt.Sprintf("%s (rv %d, write %q)", o.Name, o.RV, o.Write)
}

func describeEvent(e WatchEvent) string {
	if e.Type == "BOOKMARK" {
		return fmt.Sprintf("BOOKMARK rv %d", e.Object.RV)
	}
	return fmt.Sprintf("%s %s", e.Type, describeObject(e.Object))
}

// seconds formats the suite's monotonic nanoseconds.
func seconds(ns int64) string { return fmt.Sprintf("%.6fs", float64(ns)/1e9) }

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// bounded joins at most n lines, saying how many it left out.
func bounded(lines []string, n int, sep string) string {
	if len(lines) <= n {
		return strings.Join(lines, sep)
	}
	return strings.Join(lines[:n], sep) + fmt.Sprintf("%s(and %d more)", sep, len(lines)-n)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
