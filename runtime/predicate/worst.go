package predicate

import "math"

// The worst case of a predicate compiled to a tree: the most its
// evaluation can cost on any object a server stores, counted with the
// cost model of cost.go on the largest values, so that the estimate is
// the cost of a real object (TestWorstCaseIsReached), not a multiple of
// it: cel-go's estimator, which knows neither that a multi-valued field's
// values share one object nor which of them a macro's body reads, is
// 1.4 to 1.6 times over for filter and map.

// The largest object: etcd refuses a request over 1.5 MiB (its default
// --max-request-bytes; a server stores no larger object). A field's value
// is at most that long, and a multi-valued field has at most one value
// per 3 bytes of JSON (an empty string and its comma, `"",`), as
// Kubernetes bounds an unbounded list of strings in a CRD's schema:
// 524,288 values. (A kind stored as protobuf can hold one per 2 bytes;
// its evaluation stops at the per-call limit like any other, which is
// what bounds the time; the estimate only refuses early what no large
// object could answer.)
const (
	maxObjectBytes      = 1536 * 1024
	maxFieldValueLength = maxObjectBytes
	// valueOverhead is what a value of a multi-valued field takes in
	// the object beside its own bytes.
	valueOverhead  = 3
	maxFieldValues = maxObjectBytes / valueOverhead
)

// bound is the largest size a value can have: a string's code points, a
// list's elements (and in elem its largest element's size), 1 for
// anything else.
type bound struct{ max, elem uint64 }

var scalar = bound{max: 1}

func satAdd(a, b uint64) uint64 {
	if a > math.MaxUint64-b {
		return math.MaxUint64
	}
	return a + b
}

func satMul(a, b uint64) uint64 {
	if a != 0 && b > math.MaxUint64/a {
		return math.MaxUint64
	}
	return a * b
}

// resultBound is the largest result of an overload whose result can grow
// with its arguments (the receiver first); false for the others, whose
// results are scalars or no longer than an argument the caller bounds.
func resultBound(overload string, a []bound) (bound, bool) {
	switch overload {
	case "add_string":
		return bound{max: satAdd(a[0].max, a[1].max)}, true
	case "add_list":
		return bound{max: satAdd(a[0].max, a[1].max), elem: max(a[0].elem, a[1].elem)}, true
	case "string_lower_ascii", "string_upper_ascii", "string_trim", "string_reverse", "string_substring_int", "string_substring_int_int":
		return bound{max: a[0].max}, true
	case "string_char_at_int":
		return scalar, true
	case "string_replace_string_string", "string_replace_string_string_int":
		// Every gap replaced (an empty needle) and every code point kept.
		return bound{max: satAdd(a[0].max, satMul(satAdd(a[0].max, 1), a[2].max))}, true
	case "string_split_string", "string_split_string_int":
		return bound{max: satAdd(a[0].max, 1), elem: a[0].max}, true
	case "list_join":
		return bound{max: satMul(a[0].max, a[0].elem)}, true
	case "list_join_string":
		return bound{max: satMul(a[0].max, satAdd(a[0].elem, a[1].max))}, true
	case "int64_to_string":
		return bound{max: 20}, true
	}
	return bound{}, false
}

// worstCase is the state of one estimate: the bounds of the
// comprehension variables in reach.
type worstCase struct{ locals []bound }

// worst is the most the tree's evaluation can cost.
func (t *tree) worst() uint64 {
	c, _ := t.root.worst(&worstCase{locals: make([]bound, t.locals)})
	return c
}

func (n *node) worst(w *worstCase) (uint64, bound) {
	read := uint64(identCost)
	if n.free {
		read = 0
	}
	switch n.op {
	case opConst:
		return 0, bound{max: n.c.size()}
	case opField:
		if n.multi {
			return read, bound{max: maxFieldValues, elem: maxFieldValueLength}
		}
		return read, bound{max: maxFieldValueLength}
	case opLocal:
		return read, w.locals[n.slot]
	case opAnd, opOr:
		// Both sides evaluated.
		a, _ := n.args[0].worst(w)
		b, _ := n.args[1].worst(w)
		return satAdd(a, b), scalar
	case opCond:
		c, _ := n.args[0].worst(w)
		t, tb := n.args[1].worst(w)
		f, fb := n.args[2].worst(w)
		return satAdd(c, max(t, f)), bound{max: max(tb.max, fb.max), elem: max(tb.elem, fb.elem)}
	case opList:
		cost, b := uint64(listCreateCost), bound{max: uint64(len(n.args))}
		for _, a := range n.args {
			c, ab := a.worst(w)
			cost, b.elem = satAdd(cost, c), max(b.elem, ab.max)
		}
		return cost, b
	case opFold:
		return n.fold.worst(w)
	}
	cost := uint64(0)
	bounds := make([]bound, len(n.args))
	maxes := make([]uint64, len(n.args))
	for i, a := range n.args {
		c, b := a.worst(w)
		cost, bounds[i], maxes[i] = satAdd(cost, c), b, b.max
	}
	result, grows := resultBound(n.overload, bounds)
	if !grows {
		result = scalar
		if n.kind == kindString && len(bounds) > 0 {
			result = bound{max: bounds[0].max}
		}
	}
	cost = satAdd(cost, n.callCost(maxes, result.max))
	if n.relative {
		cost = satAdd(cost, identCost)
	}
	return cost, result
}

// worst is the most a macro can cost: over the values of one object,
// which are many and short or few and long. It takes the largest of
// values of 0, 1 and 10 code points, as many as the object holds (the
// costs of short strings step at each 10 code points), and of one value
// as long as the object; a body's cost grows with its element no faster
// than with the element's bytes in the object, or faster, so one of these
// is the worst.
func (f *fold) worst(w *worstCase) (uint64, bound) {
	rc, rb := f.rng.worst(w)
	ic, _ := f.init.worst(w)
	type layout struct{ count, size uint64 }
	layouts := []layout{{count: 1, size: rb.elem}}
	for _, size := range []uint64{0, 1, 10} {
		if size <= rb.elem {
			layouts = append(layouts, layout{count: min(rb.max, maxObjectBytes/(size+valueOverhead)), size: size})
		}
	}
	var most uint64
	result := scalar
	for _, l := range layouts {
		w.locals[f.iter] = bound{max: l.size}
		w.locals[f.accu] = scalar
		if f.macro == macroFilter || f.macro == macroMap {
			w.locals[f.accu] = bound{max: l.count, elem: l.size}
		}
		cc, _ := f.cond.worst(w)
		sc, sb := f.step.worst(w)
		resc, _ := f.res.worst(w)
		cost := satAdd(satAdd(rc, ic), satAdd(satMul(l.count, satAdd(cc, sc)), resc))
		most = max(most, cost)
		if f.macro == macroFilter || f.macro == macroMap {
			result = bound{max: max(result.max, l.count), elem: max(result.elem, sb.elem)}
		}
	}
	return most, result
}
