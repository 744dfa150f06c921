// Package check judges what the fault suite recorded: the writers' and
// readers' operations, etcd's history as a watch on etcd itself saw it,
// lists and watches served by the replicas. It knows nothing of servers
// or processes; every function takes the record and returns violations,
// so a negative control can corrupt a record and see it rejected.
//
// The objects are the example's Selectors in one namespace. The test
// evaluates selections itself from the stored objects (Selection), not
// with generated code, so the suite checks generated code rather than
// trusting it.
package check

import "fmt"

// Object is one stored state of an object, as decoded from etcd or from
// a server's answer.
type Object struct {
	Name string
	// RV is the object's resourceVersion: etcd's mod revision.
	RV int64
	// Write is the id of the write that produced this state (the
	// annotation every writer sets); empty for states nobody recorded.
	Write string
	// Color and Size are spec.color (the indexed trigger field) and
	// spec.size (indexed), the fields selections read.
	Color, Size string
}

// HistoryEvent is one change of one object in etcd, in revision order.
type HistoryEvent struct {
	Rev     int64
	Name    string
	Deleted bool
	// Object is the state written; for a deletion, the state deleted
	// (with RV = Rev, as a watch's DELETED event carries it).
	Object Object
}

// History is every change etcd made to the objects, from revision 1 on
// (the recorder's watch starts before the first write and the suite only
// compacts what it has recorded).
type History struct {
	Events []HistoryEvent // ascending Rev
}

// Selection is a field selection the test evaluates itself.
type Selection struct {
	Field  string   // "spec.color" or "spec.size"
	Op     string   // "=", "!=" or "in"
	Values []string // one for = and !=
}

// Matches evaluates the selection on an object.
func (s Selection) Matches(o Object) bool {
	var v string
	switch s.Field {
	case "spec.color":
		v = o.Color
	case "spec.size":
		v = o.Size
	default:
		panic(fmt.Sprintf("check: unknown field %q", s.Field))
	}
	switch s.Op {
	case "=":
		return v == s.Values[0]
	case "!=":
		return v != s.Values[0]
	case "in":
		for _, x := range s.Values {
			if v == x {
				return true
			}
		}
		return false
	}
	panic(fmt.Sprintf("check: unknown operator %q", s.Op))
}

func (s Selection) String() string {
	if s.Op == "in" {
		return fmt.Sprintf("%s in %v", s.Field, s.Values)
	}
	return s.Field + s.Op + s.Values[0]
}

// OpKind is what a recorded operation did.
type OpKind string

const (
	Create OpKind = "create"
	Update OpKind = "update" // with PreRV as its resourceVersion precondition
	Delete OpKind = "delete" // unconditional
	Get    OpKind = "get"    // a consistent read
)

// Outcome is how an operation ended, as the client saw it.
type Outcome string

const (
	OK            Outcome = "ok"
	NotFound      Outcome = "not-found"
	AlreadyExists Outcome = "already-exists" // create of an existing name
	Conflict      Outcome = "conflict"       // update whose PreRV is not current
	// Unknown: a timeout or lost connection; the operation may or may not
	// have taken effect (linearizability treats it as pending forever).
	Unknown Outcome = "unknown"
)

// Op is one write or consistent read of one object.
type Op struct {
	Client int // the goroutine that issued it (one operation at a time)
	Kind   OpKind
	Name   string
	// Write is a create's or update's write id (unique per attempt);
	// Color and Size the values it writes.
	Write       string
	Color, Size string
	PreRV       int64 // an update's precondition
	// Call and Return are monotonic nanoseconds since the run started.
	Call, Return int64
	Outcome      Outcome
	// Result is the object an OK create, update or get returned.
	Result Object
	// Replica and Mode say which server answered (for reports).
	Replica int
	Mode    string
}

// List is one list answer.
type List struct {
	Replica int
	Mode    string
	// Selection is what was asked (as a field selector or a predicate).
	Selection Selection
	// Predicate is true when it was asked as a field predicate.
	Predicate bool
	// Consistent is true for a list without resourceVersion (it must see
	// every write acknowledged before Call); false for resourceVersion=0.
	Consistent   bool
	Call, Return int64
	RV           int64
	Items        []Object
}

// WatchEvent is one event a watch delivered.
type WatchEvent struct {
	Type   string // ADDED, MODIFIED, DELETED, BOOKMARK
	Object Object // for BOOKMARK only RV is set
}

// Segment is one watch connection: started at StartRV (events after it),
// ended by a disconnect, by 410 Gone, or by the end of the run.
type Segment struct {
	Replica int
	Mode    string
	StartRV int64
	Events  []WatchEvent
	// Gone is true when the segment ended with 410 Gone (history
	// compacted past its position); the next segment then starts from a
	// fresh list (Relist), not from this segment's last event.
	Gone bool
	// Relist is the list the segment started from, when it did (the
	// first segment and every one after a Gone).
	Relist *List
}

// Watch is one logical watch: consecutive segments, resumed on another
// replica after each disconnect.
type Watch struct {
	Selection Selection
	Predicate bool
	Segments  []Segment
}

// Violation is one thing the record shows went wrong.
type Violation struct {
	Check string // which check found it
	What  string
}

func (v Violation) String() string { return v.Check + ": " + v.What }
