package check

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/anishathalye/porcupine"
)

// linearizeTimeout bounds each object's check. Linearizability checking
// is NP-hard; a history it cannot decide in this time is reported, not
// passed. A variable so that the tests can show that.
var linearizeTimeout = 30 * time.Second

// register is one object's state in the model.
type register struct {
	exists bool
	write  string
	// rv is the current resourceVersion, or unknownRV after an Unknown
	// write that took effect: etcd gave it some revision above maxRV
	// that no answer has shown yet. The first answer that shows the
	// object fixes it.
	rv int64
	// maxRV is the highest RV the object is known to have had (at least
	// rv); every later write must return a higher one.
	maxRV int64
}

// unknownRV is no revision: etcd's revisions start at 1.
const unknownRV = 0

func (r register) String() string {
	if !r.exists {
		return fmt.Sprintf("absent (highest rv so far %d)", r.maxRV)
	}
	if r.rv == unknownRV {
		return fmt.Sprintf("present with write %q at an rv not yet seen, above %d", r.write, r.maxRV)
	}
	return fmt.Sprintf("present with write %q at rv %d", r.write, r.rv)
}

// regInput and regOutput are what porcupine passes to the step: the
// request and the answer.
type regInput struct {
	kind  OpKind
	write string
	preRV int64
}

type regOutput struct {
	outcome Outcome
	write   string
	rv      int64
}

// withRV reports whether the register, which exists, can hold rv now,
// and returns it with rv fixed if it held an RV not seen yet.
func (r register) withRV(rv int64) (register, bool) {
	switch {
	case r.rv != unknownRV:
		return r, r.rv == rv
	case rv > r.maxRV:
		r.rv, r.maxRV = rv, rv
		return r, true
	}
	return r, false
}

// step returns every state the register can be in after the operation
// with that answer; none when the answer is impossible in state r.
func step(r register, in regInput, out regOutput) []register {
	one := func(s register) []register { return []register{s} }
	switch in.kind {
	case Get:
		switch out.outcome {
		case OK:
			if r.exists && r.write == out.write {
				if s, ok := r.withRV(out.rv); ok {
					return one(s)
				}
			}
		case NotFound:
			if !r.exists {
				return one(r)
			}
		}
	case Create:
		switch out.outcome {
		case OK:
			if !r.exists && out.rv > r.maxRV {
				return one(register{exists: true, write: in.write, rv: out.rv, maxRV: out.rv})
			}
		case AlreadyExists:
			if r.exists {
				return one(r)
			}
		case Unknown:
			if !r.exists {
				return []register{r, {exists: true, write: in.write, rv: unknownRV, maxRV: r.maxRV}}
			}
			return one(r)
		}
	case Update:
		switch out.outcome {
		case OK:
			if r.exists {
				if s, ok := r.withRV(in.preRV); ok && out.rv > s.maxRV {
					return one(register{exists: true, write: in.write, rv: out.rv, maxRV: out.rv})
				}
			}
		case Conflict:
			// With an RV not seen yet, the precondition may have failed
			// whatever it was.
			if r.exists && (r.rv == unknownRV || r.rv != in.preRV) {
				return one(r)
			}
		case NotFound:
			if !r.exists {
				return one(r)
			}
		case Unknown:
			if r.exists {
				if s, ok := r.withRV(in.preRV); ok {
					return []register{r, {exists: true, write: in.write, rv: unknownRV, maxRV: s.maxRV}}
				}
			}
			return one(r)
		}
	case Delete:
		// The deletion's revision is not answered; a later create's is
		// higher anyway, so maxRV stays.
		switch out.outcome {
		case OK:
			if r.exists {
				return one(register{maxRV: r.maxRV})
			}
		case NotFound:
			if !r.exists {
				return one(r)
			}
		case Unknown:
			if r.exists {
				return []register{r, {maxRV: r.maxRV}}
			}
			return one(r)
		}
	}
	return nil
}

// modelled reports whether the register has a step for an op's outcome.
func modelled(op *Op) bool {
	switch op.Kind {
	case Create:
		return op.Outcome == OK || op.Outcome == AlreadyExists || op.Outcome == Unknown
	case Update:
		return op.Outcome == OK || op.Outcome == Conflict || op.Outcome == NotFound || op.Outcome == Unknown
	case Delete:
		return op.Outcome == OK || op.Outcome == NotFound || op.Outcome == Unknown
	case Get:
		return op.Outcome == OK || op.Outcome == NotFound
	}
	return false
}

func registerModel() porcupine.Model {
	nm := porcupine.NondeterministicModel{
		Init: func() []any { return []any{register{}} },
		Step: func(state, input, output any) []any {
			var next []any
			for _, s := range step(state.(register), input.(regInput), output.(regOutput)) {
				next = append(next, s)
			}
			return next
		},
		Hash: func(state any) uint64 {
			r := state.(register)
			h := fnv.New64a()
			fmt.Fprintf(h, "%t\x00%s\x00%d\x00%d", r.exists, r.write, r.rv, r.maxRV)
			return h.Sum64()
		},
		DescribeState: func(state any) string { return state.(register).String() },
	}
	return nm.ToModel()
}

func linearizable(ops []Op, timeout time.Duration) []Violation {
	var vs []Violation
	// Pending until the end: after every call and return in the record.
	var end int64
	for i := range ops {
		end = max(end, ops[i].Call, ops[i].Return)
	}
	byName := map[string][]porcupine.Operation{}
	for i := range ops {
		op := &ops[i]
		if op.Kind == Get && op.Outcome == Unknown {
			continue // a read without an answer changed nothing and showed nothing
		}
		if !modelled(op) {
			vs = append(vs, Violation{Check: "linearizable", What: fmt.Sprintf(
				"object %s: %s: the register has no step for a %s that ends %q; left out of the check", op.Name, describeOp(op), op.Kind, op.Outcome)})
			continue
		}
		ret := op.Return
		if ret < op.Call {
			vs = append(vs, Violation{Check: "linearizable", What: fmt.Sprintf(
				"object %s: %s returned before it was called; checked as returning at its call", op.Name, describeOp(op))})
			ret = op.Call
		}
		if op.Outcome == Unknown {
			ret = end + 1
		}
		byName[op.Name] = append(byName[op.Name], porcupine.Operation{
			ClientId: op.Client,
			Input:    regInput{kind: op.Kind, write: op.Write, preRV: op.PreRV},
			Call:     op.Call,
			Output:   regOutput{outcome: op.Outcome, write: op.Result.Write, rv: op.Result.RV},
			Return:   ret,
			Metadata: i,
		})
	}

	// One check per object, so a failure or a timeout names its object;
	// in parallel, as porcupine would run partitions.
	names := sortedKeys(byName)
	results := make([]*Violation, len(names))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for k, name := range names {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			results[k] = checkObject(name, byName[name], ops, timeout)
		})
	}
	wg.Wait()
	for _, v := range results {
		if v != nil {
			vs = append(vs, *v)
		}
	}
	return vs
}

func checkObject(name string, hist []porcupine.Operation, ops []Op, timeout time.Duration) *Violation {
	model := registerModel()
	switch porcupine.CheckOperationsTimeout(model, hist, timeout) {
	case porcupine.Ok:
		return nil
	case porcupine.Unknown:
		return &Violation{Check: "linearizable", What: fmt.Sprintf(
			"linearizability check timed out for object %s after %s (%d operations): not proven linearizable", name, timeout, len(hist))}
	}
	return &Violation{Check: "linearizable", What: describeIllegal(name, hist, ops, model, timeout)}
}

// describeIllegal explains a history porcupine rejected: the longest
// legal order it found, the register's state after it, and the
// operations none of which can come next. At most about 20 lines.
func describeIllegal(name string, hist []porcupine.Operation, ops []Op, model porcupine.Model, timeout time.Duration) string {
	head := fmt.Sprintf("object %s is not linearizable: no order of its %d operations is legal", name, len(hist))
	res, info := porcupine.CheckOperationsVerbose(model, hist, timeout)
	if res != porcupine.Illegal {
		return head + " (explaining it timed out)"
	}
	var longest []porcupine.Operation
	if partials := info.PartialLinearizationsOperations(); len(partials) > 0 {
		for _, p := range partials[0] {
			// Ties broken by the ops' indexes, so that the report does
			// not depend on porcupine's map order.
			if len(p) > len(longest) || len(p) == len(longest) && slices.CompareFunc(p, longest, compareOps) < 0 {
				longest = p
			}
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "%s; the longest legal order has %d:", head, len(longest))
	const shown = 6
	if len(longest) > shown {
		fmt.Fprintf(&b, "\n\t... (%d before)", len(longest)-shown)
	}
	states := []register{{}}
	in := map[int]bool{}
	for k, o := range longest {
		in[o.Metadata.(int)] = true
		var next []register
		for _, s := range states {
			for _, n := range step(s, o.Input.(regInput), o.Output.(regOutput)) {
				if !slices.Contains(next, n) {
					next = append(next, n)
				}
			}
		}
		states = next
		if k >= len(longest)-shown {
			fmt.Fprintf(&b, "\n\t%s", describeOp(&ops[o.Metadata.(int)]))
		}
	}
	var ss []string
	for _, s := range states {
		ss = append(ss, s.String())
	}
	fmt.Fprintf(&b, "\nafter which the object is %s; none of these can come next:", strings.Join(ss, " or "))

	// What can come next: the ops left that were called before the
	// earliest return among them.
	var rest []porcupine.Operation
	for _, o := range hist {
		if !in[o.Metadata.(int)] {
			rest = append(rest, o)
		}
	}
	slices.SortFunc(rest, func(a, b porcupine.Operation) int { return cmp.Or(cmp.Compare(a.Call, b.Call), compareOps(a, b)) })
	var firstReturn int64
	for k, o := range rest {
		if k == 0 || o.Return < firstReturn {
			firstReturn = o.Return
		}
	}
	const candidates = 8
	n := 0
	for _, o := range rest {
		if o.Call > firstReturn {
			break
		}
		if n == candidates {
			fmt.Fprintf(&b, "\n\t... (and more)")
			break
		}
		fmt.Fprintf(&b, "\n\t%s", describeOp(&ops[o.Metadata.(int)]))
		n++
	}
	return b.String()
}

func compareOps(a, b porcupine.Operation) int { return cmp.Compare(a.Metadata.(int), b.Metadata.(int)) }
