package check

import "fmt"

// Watches checks each watch: every segment's events are exactly the
// history's transitions of its selection after StartRV, up to the last RV
// it saw (event or bookmark): ADDED when an object enters the selection
// (created matching, or changed to match), MODIFIED when it changes and
// still matches, DELETED when it leaves (deleted, or changed to not
// match), carrying the state it had before the change (its write id)
// with the event's revision as RV, as k8s.io/apiserver sends it; RVs
// strictly ascending, bookmarks not going back; a segment after a
// disconnect starts at the previous segment's last seen RV (no gap); a
// segment after Gone starts from its Relist (checked as a list) at the
// list's RV.
//
// Watches has no operations, so a Relist is checked against the history
// only; its freshness (the Lists rule for consistent lists) is checked
// only if the caller passes it to Lists as well.
func Watches(watches []Watch, h *History) []Violation {
	events := h.events()
	prev := previousOfName(events)
	var vs []Violation
	var relists []listCheck
	for wi := range watches {
		w := &watches[wi]
		wdesc := fmt.Sprintf("watch #%d (%s)", wi, describeSelection(w.Selection, w.Predicate))
		if problem := selectionProblem(w.Selection); problem != "" {
			vs = append(vs, Violation{Check: "watch", What: fmt.Sprintf("%s: %s; not checked", wdesc, problem)})
			continue
		}
		var pos watchPosition
		for si := range w.Segments {
			seg := &w.Segments[si]
			sc := segmentCheck{w: w, seg: seg, si: si,
				desc: fmt.Sprintf("%s segment #%d (replica %d, mode %s, start rv %d)", wdesc, si, seg.Replica, seg.Mode, seg.StartRV)}
			if relist := sc.start(&pos); relist != nil {
				relists = append(relists, *relist)
			}
			got, gotAt, seen := sc.order(&pos)
			sc.events(got, gotAt, transitions(events, prev, w.Selection, seg.StartRV, seen), seen)
			pos.prevSeen, pos.prevGone = seen, seg.Gone
			vs = append(vs, sc.found...)
		}
	}
	return append(vs, checkLists(relists, h)...)
}

// watchPosition is what a watch's segments pass on, one to the next.
type watchPosition struct {
	// last is the watch's position: the highest RV it delivered so far,
	// or where its segment started if higher.
	last     int64
	prevSeen int64 // where the previous segment's position ended
	prevGone bool
}

// A segmentCheck checks one segment of a watch.
type segmentCheck struct {
	w     *Watch
	seg   *Segment
	si    int
	desc  string
	found []Violation
}

func (c *segmentCheck) add(format string, args ...any) {
	c.found = append(c.found, Violation{Check: "watch", What: c.desc + ": " + fmt.Sprintf(format, args...)})
}

// start checks where the segment starts: where the previous one ended, or
// at its list's RV after a 410 Gone (or as the first segment). It returns
// the list to check against the history, if any.
func (c *segmentCheck) start(pos *watchPosition) *listCheck {
	seg, si := c.seg, c.si
	switch {
	case si > 0 && !pos.prevGone:
		if seg.StartRV != pos.prevSeen {
			gap := "a gap"
			if seg.StartRV < pos.prevSeen {
				gap = "a replay"
			}
			c.add("resumes at rev %d, but the previous segment ended at rev %d (%s)", seg.StartRV, pos.prevSeen, gap)
		}
	case seg.Relist == nil && si == 0:
		c.add("the first segment has no list to start from")
	case seg.Relist == nil:
		c.add("follows a 410 Gone without a list to start from")
	}
	if seg.Relist == nil {
		return nil
	}
	if seg.StartRV != seg.Relist.RV {
		c.add("starts at rev %d, not at its list's rev %d", seg.StartRV, seg.Relist.RV)
	}
	if !sameSelection(seg.Relist.Selection, c.w.Selection) || seg.Relist.Predicate != c.w.Predicate {
		c.add("its list asked for %s", describeSelection(seg.Relist.Selection, seg.Relist.Predicate))
	}
	return &listCheck{
		list:  seg.Relist,
		check: "watch",
		desc:  fmt.Sprintf("%s list (%s)", c.desc, describeList(seg.Relist)),
	}
}

// order checks that the segment's RVs ascend and its bookmarks do not go
// back, and returns its events (without bookmarks, with their indexes in
// the segment) and how far it saw. A segment that resumes below the
// watch's position replays what it delivered, which this reports.
func (c *segmentCheck) order(pos *watchPosition) (got []WatchEvent, gotAt []int, seen int64) {
	seg := c.seg
	if c.si == 0 || seg.StartRV > pos.last {
		pos.last = seg.StartRV
	}
	const maxOrder = 3
	disorder := 0
	seen = seg.StartRV
	for ei, ev := range seg.Events {
		rv := ev.Object.RV
		if ev.Type == "BOOKMARK" {
			if rv < pos.last {
				if disorder < maxOrder {
					c.add("bookmark #%d at rev %d goes back from rev %d", ei, rv, pos.last)
				}
				disorder++
			}
		} else {
			if rv <= pos.last {
				if disorder < maxOrder {
					c.add("event #%d (%s) does not ascend: rev %d after rev %d", ei, describeEvent(ev), rv, pos.last)
				}
				disorder++
			}
			got = append(got, ev)
			gotAt = append(gotAt, ei)
		}
		seen = max(seen, rv)
		pos.last = max(pos.last, rv)
	}
	if disorder > maxOrder {
		c.add("%d more events or bookmarks out of order", disorder-maxOrder)
	}
	return got, gotAt, seen
}

// events compares the segment's events with the history's transitions of
// the selection up to the last RV the segment saw (never below where it
// started; a segment that saw nothing expects nothing: (StartRV, StartRV]
// is empty), and reports the first difference.
func (c *segmentCheck) events(got []WatchEvent, gotAt []int, want []WatchEvent, seen int64) {
	k, differ := firstDifference(got, want)
	if !differ {
		return
	}
	g, x := "no more events", "no more events"
	if k < len(got) {
		g = fmt.Sprintf("event #%d %s", gotAt[k], describeEvent(got[k]))
	}
	if k < len(want) {
		x = describeEvent(want[k])
	}
	c.add("delivered %d events, but etcd's history has %d transitions of the selection in (%d, %d]; the first difference is the %s: got %s, want %s",
		len(got), len(want), c.seg.StartRV, seen, ordinal(k+1), g, x)
}

// previousOfName returns, for each history event, the index of the
// previous event on the same name, or -1.
func previousOfName(events []HistoryEvent) []int {
	prev := make([]int, len(events))
	latest := map[string]int{}
	for i, e := range events {
		p, ok := latest[e.Name]
		if !ok {
			p = -1
		}
		prev[i] = p
		latest[e.Name] = i
	}
	return prev
}

// transitions returns the watch events a selection's watch must deliver
// for the history events with from < Rev <= to.
func transitions(events []HistoryEvent, prev []int, sel Selection, from, to int64) []WatchEvent {
	var out []WatchEvent
	if to <= from {
		return out
	}
	for i := upTo(events, from); i < upTo(events, to); i++ {
		e := events[i]
		var before, after Object
		var hasBefore, hasAfter bool
		switch p := prev[i]; {
		case p >= 0 && !events[p].Deleted:
			before, hasBefore = stored(events[p]), true
		case p < 0 && e.Deleted:
			// The deletion of a state the history does not show: the
			// deletion event carries it.
			before, hasBefore = stored(e), true
		}
		if !e.Deleted {
			after, hasAfter = stored(e), true
		}
		inBefore := hasBefore && sel.Matches(before)
		inAfter := hasAfter && sel.Matches(after)
		switch {
		case !inBefore && inAfter:
			out = append(out, WatchEvent{Type: "ADDED", Object: after})
		case inBefore && inAfter:
			out = append(out, WatchEvent{Type: "MODIFIED", Object: after})
		case inBefore && !inAfter:
			before.RV = e.Rev
			out = append(out, WatchEvent{Type: "DELETED", Object: before})
		}
	}
	return out
}

// firstDifference compares watch events by type, name, RV and write id.
func firstDifference(got, want []WatchEvent) (int, bool) {
	for k := 0; k < len(got) || k < len(want); k++ {
		if k >= len(got) || k >= len(want) {
			return k, true
		}
		g, w := got[k], want[k]
		if g.Type != w.Type || g.Object.Name != w.Object.Name || g.Object.RV != w.Object.RV || g.Object.Write != w.Object.Write {
			return k, true
		}
	}
	return 0, false
}
