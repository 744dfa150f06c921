package predicate

import (
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/google/cel-go/common/overloads"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// The Go evaluator: a checked predicate compiled to a small typed tree
// (node) that evaluates with CEL's semantics, errors included, and counts
// exactly the cost cel-go's tracker counts (cost.go), stopping the moment
// it goes over the limit. cel-go's tracker is quadratic in a
// comprehension's iterations (its value stack is scanned at every step);
// this one is linear, so a predicate evaluated here costs at most the
// per-call limit in time linear in the data it reads. A predicate with a
// function the tree does not have (timestamps, doubles, format, …)
// evaluates on cel-go instead (predicate.go).
//
// This file holds the values, the tree and its evaluation; the overloads
// it calls are in eval_functions.go, the compiler in eval_compile.go.

// kind is the type of a value.
type kind uint8

const (
	kindError kind = iota
	kindBool
	kindInt
	kindString
	kindList
)

// value is a CEL value of the predicate language: a bool, an int, a
// string, a list (a multi-valued field's values, still encoded as
// JoinFieldValues gives them, or built), or an error.
type value struct {
	kind    kind
	b       bool
	encoded bool
	i       int64
	s       string // a string; a field's encoded values (encoded)
	// ref holds what few values have, so that a value is small (values
	// are copied at every step): a built list's elements, an error.
	ref *valueRef
}

type valueRef struct {
	items []value
	err   error
}

func listValue(items []value) value { return value{kind: kindList, ref: &valueRef{items: items}} }
func errorValue(err error) value    { return value{kind: kindError, ref: &valueRef{err: err}} }

func boolValue(b bool) value     { return value{kind: kindBool, b: b} }
func intValue(i int64) value     { return value{kind: kindInt, i: i} }
func stringValue(s string) value { return value{kind: kindString, s: s} }
func errValue(format string, args ...any) value {
	return errorValue(fmt.Errorf(format, args...))
}

// size is the value's size in the cost model: a string's code points, a
// list's elements, 1 for anything else.
func (v value) size() uint64 {
	switch v.kind {
	case kindString:
		return uint64(utf8.RuneCountInString(v.s))
	case kindList:
		return uint64(v.length())
	}
	return 1
}

// length is a list's number of elements.
func (v value) length() int {
	if !v.encoded {
		return len(v.ref.items)
	}
	n := 0
	v.each(func(value) bool { n++; return true })
	return n
}

// each calls f on a list's elements in order until it returns false.
func (v value) each(f func(value) bool) {
	if !v.encoded {
		for _, it := range v.ref.items {
			if !f(it) {
				return
			}
		}
		return
	}
	for rest := v.s; rest != ""; {
		s, next, ok := selectableruntime.NextFieldValue(rest)
		if !ok || !f(stringValue(s)) {
			return
		}
		rest = next
	}
}

// equal is CEL's equality of two values of one type.
func equal(a, b value) bool {
	switch a.kind {
	case kindBool:
		return a.b == b.b
	case kindInt:
		return a.i == b.i
	case kindString:
		return a.s == b.s
	case kindList:
		if a.length() != b.length() {
			return false
		}
		var bs []value
		b.each(func(v value) bool { bs = append(bs, v); return true })
		i, same := 0, true
		a.each(func(v value) bool {
			same = equal(v, bs[i])
			i++
			return same
		})
		return same
	}
	return false
}

// op is what a node does.
type op uint8

const (
	opConst op = iota
	opField
	opLocal // a comprehension's variable
	opCall
	opAnd
	opOr
	opCond
	opList
	opFold
)

// node is one expression of a compiled predicate.
type node struct {
	op    op
	kind  kind // the type of its value
	c     value
	label string // opField
	multi bool   // opField: a multi-valued field, a list
	slot  int    // opLocal
	// free: a variable read as a branch of ?:, which cel-go reads as
	// part of the conditional and does not charge.
	free     bool
	overload string
	fn       func(args []value) value
	// cost is the overload's cost (cost.go); nil: defaultCost.
	cost overloadCost
	// appendToAccu: accu + [x] in a macro's step, which appends to the
	// accumulator in place (cel-go's mutable list) instead of copying.
	appendToAccu bool
	// relative: an index into a computed list, which cel-go reads
	// through an attribute of its own, at identCost more.
	relative bool
	args     []*node
	fold     *fold
}

// fold is a macro's comprehension.
type fold struct {
	macro                      macro
	iter, accu                 int // local slots
	rng, init, cond, step, res *node
}

// macro is which macro a comprehension expands, for the estimate.
type macro uint8

const (
	macroExists macro = iota
	macroAll
	macroExistsOne
	macroFilter
	macroMap
)

// errCostLimit stops an evaluation that goes over its limit.
type errCostLimit struct{}

// costLimitMessage is cel-go's text for an evaluation over the limit.
const costLimitMessage = "operation cancelled: actual cost limit exceeded"

// evaluation is the state of one evaluation.
type evaluation struct {
	get    func(label string) string
	cost   uint64
	limit  uint64
	locals []value
	// lazy holds the initial value of an accumulator not read yet:
	// cel-go computes it when first read (never, when every step of
	// the macro fails before reading it).
	lazy []*node
	// stack holds the arguments of the calls being evaluated; sizes
	// those of one call's, for its cost.
	stack []value
	sizes [3]uint64
}

func (e *evaluation) charge(c uint64) {
	e.cost += c
	if e.cost > e.limit {
		panic(errCostLimit{})
	}
}

// tree is a compiled predicate.
type tree struct {
	root   *node
	locals int
	// evaluations are reused: an evaluation allocates nothing of its own.
	evaluations sync.Pool
}

// eval evaluates the predicate, within limit: its value, its cost, and
// an error when it fails or goes over the limit.
func (t *tree) eval(get func(string) string, limit uint64) (ok bool, cost uint64, err error) {
	e, _ := t.evaluations.Get().(*evaluation)
	if e == nil {
		e = &evaluation{locals: make([]value, t.locals), lazy: make([]*node, t.locals), stack: make([]value, 0, 8)}
	}
	e.get, e.limit, e.cost = get, limit, 0
	defer func() {
		r := recover()
		cost = e.cost
		// Nothing of the object stays reachable from the pool.
		e.get = nil
		clear(e.locals)
		clear(e.lazy)
		clear(e.stack[:cap(e.stack)])
		e.stack = e.stack[:0]
		t.evaluations.Put(e)
		if r != nil {
			if _, over := r.(errCostLimit); !over {
				panic(r)
			}
			ok, err = false, errors.New(costLimitMessage)
		}
	}()
	v := t.root.eval(e)
	switch v.kind {
	case kindBool:
		return v.b, e.cost, nil
	case kindError:
		return false, e.cost, v.ref.err
	}
	return false, e.cost, fmt.Errorf("the expression gave a %v, not a bool", v.kind)
}

func (n *node) eval(e *evaluation) value {
	switch n.op {
	case opConst:
		return n.c
	case opField:
		if !n.free {
			e.charge(identCost)
		}
		s := e.get(n.label)
		if n.multi {
			return value{kind: kindList, s: s, encoded: true}
		}
		return stringValue(s)
	case opLocal:
		if init := e.lazy[n.slot]; init != nil {
			e.lazy[n.slot] = nil
			e.locals[n.slot] = init.eval(e)
		}
		if !n.free {
			e.charge(identCost)
		}
		return e.locals[n.slot]
	case opAnd, opOr:
		return n.evalLogical(e)
	case opCond:
		c := n.args[0].eval(e)
		if c.kind == kindError {
			return c
		}
		if c.b {
			return n.args[1].eval(e)
		}
		return n.args[2].eval(e)
	case opList:
		if n.c.kind == kindList {
			// A list of constants, built once.
			e.charge(listCreateCost)
			return n.c
		}
		// The elements up to the first error, as cel-go builds a list.
		items := make([]value, 0, len(n.args))
		for _, a := range n.args {
			v := a.eval(e)
			if v.kind == kindError {
				e.charge(listCreateCost)
				return v
			}
			items = append(items, v)
		}
		e.charge(listCreateCost)
		return listValue(items)
	case opFold:
		return n.fold.eval(e)
	}
	return n.evalCall(e)
}

// evalLogical is && and ||: left to right, the first false (true) decides
// and the rest is not evaluated; otherwise the first error, as cel-go.
func (n *node) evalLogical(e *evaluation) value {
	decides := n.op == opOr
	failed := value{kind: kindBool}
	for _, a := range n.args {
		v := a.eval(e)
		if v.kind == kindBool {
			if v.b == decides {
				return v
			}
			continue
		}
		if failed.kind != kindError {
			failed = v
		}
	}
	if failed.kind == kindError {
		return failed
	}
	return boolValue(!decides)
}

func (n *node) evalCall(e *evaluation) value {
	if n.appendToAccu && n.args[1].op == opList {
		return n.evalAppend(e)
	}
	// The arguments go on the evaluation's stack, not in a slice of
	// their own: no allocation per call.
	base := len(e.stack)
	for _, a := range n.args {
		v := a.eval(e)
		e.stack = append(e.stack, v)
	}
	args := e.stack[base:]
	var result value
	switch {
	case n.overload == overloads.NotStrictlyFalse:
		result = boolValue(args[0].kind != kindBool || args[0].b)
	default:
		if i := firstError(args); i >= 0 {
			result = args[i]
		} else {
			result = n.fn(args)
		}
	}
	if n.cost == nil {
		// defaultCost, whatever the sizes: none is computed.
		e.stack = e.stack[:base]
		e.charge(defaultCost)
	} else {
		sizes := e.sizes[:len(args)]
		for i, a := range args {
			sizes[i] = a.size()
		}
		e.stack = e.stack[:base]
		e.charge(n.cost(sizes, result.size()))
	}
	if n.relative {
		e.charge(identCost)
	}
	return result
}

// evalAppend is accu + [x, …] in a macro's step: the elements are
// appended to the accumulator's own list in place (cel-go's mutable
// list), with the costs of reading the accumulator, building the list
// literal and adding the lists.
func (n *node) evalAppend(e *evaluation) value {
	accu := n.args[0].eval(e)
	accuSize := accu.size()
	base := len(e.stack)
	failed := value{kind: kindBool}
	for _, a := range n.args[1].args {
		v := a.eval(e)
		if v.kind == kindError {
			failed = v
			break
		}
		e.stack = append(e.stack, v)
	}
	added := e.stack[base:]
	e.charge(listCreateCost)
	switch {
	case accu.kind == kindError:
		e.stack = e.stack[:base]
		e.charge(n.binaryCost(e, 1, atLeastOne(uint64(len(added))), 1))
		return accu
	case failed.kind == kindError:
		e.stack = e.stack[:base]
		e.charge(n.binaryCost(e, accuSize, 1, 1))
		return failed
	}
	accu.ref.items = append(accu.ref.items, added...)
	e.stack = e.stack[:base]
	e.charge(n.binaryCost(e, accuSize, uint64(len(accu.ref.items))-accuSize, uint64(len(accu.ref.items))))
	return accu
}

// callCost is what one call of the node's overload costs.
func (n *node) callCost(args []uint64, result uint64) uint64 {
	if n.cost == nil {
		return defaultCost
	}
	return n.cost(args, result)
}

// binaryCost is callCost of two arguments, without allocating.
func (n *node) binaryCost(e *evaluation, a, b, result uint64) uint64 {
	e.sizes[0], e.sizes[1] = a, b
	return n.callCost(e.sizes[:2], result)
}

// firstError is the index of the first error among a call's arguments,
// which cel-go returns without calling the function; -1 when there is none.
func firstError(args []value) int {
	for i := range args {
		if args[i].kind == kindError {
			return i
		}
	}
	return -1
}

func (f *fold) eval(e *evaluation) value {
	rng := f.rng.eval(e)
	if rng.kind == kindError {
		return rng
	}
	e.lazy[f.accu] = f.init
	rng.each(func(x value) bool {
		e.locals[f.iter] = x
		if c := f.cond.eval(e); c.kind == kindBool && !c.b {
			return false
		}
		step := f.step.eval(e)
		e.locals[f.accu], e.lazy[f.accu] = step, nil
		return true
	})
	return f.res.eval(e)
}
