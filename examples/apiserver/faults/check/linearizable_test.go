package check

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// Linearizable: the tests on small hand-written records of operations
// (its large generated record is in large_record_test.go).

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
