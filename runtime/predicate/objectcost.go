package predicate

import (
	"errors"
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/ast"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// A predicate that the Go evaluator does not take and that has a macro
// runs on cel-go without cost tracking, whose tracker is quadratic in a
// comprehension's iterations (interpreter/runtimecost.go scans its value
// stack at every step: 1.1 s for 20,000 values). What bounds it instead
// is cel-go's estimate at the object's own sizes: an estimate is never
// under the actual cost, so an object whose estimate is within the
// per-call limit is evaluated untracked, at most at the limit's cost, in
// time linear in its values; any other object is not selected, with
// errObjectOverLimit, although its actual cost might have stayed within
// the limit (docs/queries.md). Estimates are made once per size class (a
// size rounded up to one of eight steps per power of two) and kept.

var errObjectOverLimit = errors.New(costLimitMessage + " (estimated at this object's sizes; the predicate has a function the Go evaluator does not take)")

// objectEstimates are the estimates made, by size class.
type objectEstimates struct {
	mu   sync.Mutex
	byID map[string]uint64
}

// hasFold reports whether an expression has a comprehension.
func hasFold(e ast.Expr) bool {
	found := false
	ast.PostOrderVisit(e, ast.NewExprVisitor(func(e ast.Expr) {
		if e.Kind() == ast.ComprehensionKind {
			found = true
		}
	}))
	return found
}

// evalBounded evaluates a predicate with a macro that has no tree.
func (p *Predicate) evalBounded(get func(string) string) (bool, error) {
	values := map[string]string{}
	read := func(label string) string {
		v, ok := values[label]
		if !ok {
			v = get(label)
			values[label] = v
		}
		return v
	}
	sizes := objectSizes{vars: map[string]bound{}}
	var key strings.Builder
	for _, variable := range sortedKeys(p.labels) {
		v := read(p.labels[variable])
		var b bound
		if p.multi[variable] {
			// Counted in place: a list is not built to be sized.
			for rest := v; rest != ""; {
				s, next, ok := selectableruntime.NextFieldValue(rest)
				if !ok {
					break
				}
				b.max++
				b.elem = max(b.elem, uint64(utf8.RuneCountInString(s)))
				rest = next
			}
		} else {
			b.max = uint64(utf8.RuneCountInString(v))
		}
		b = bound{max: sizeClass(b.max), elem: sizeClass(b.elem)}
		sizes.vars[variable] = b
		sizes.total = satAdd(sizes.total, satMul(b.max, max(b.elem, 1)))
		fmt.Fprintf(&key, "%d.%d,", b.max, b.elem)
	}
	estimate, err := p.perObject.estimate(key.String(), func() (uint64, error) {
		est, err := p.env.EstimateCost(p.checked, sizes)
		return est.Max, err
	})
	if err != nil {
		return false, &Error{Msg: "estimating the cost: " + err.Error()}
	}
	if estimate > PerCallCostLimit {
		return false, &Error{Msg: errObjectOverLimit.Error()}
	}
	return p.evalOn(p.untracked, read)
}

func (o *objectEstimates) estimate(key string, make func() (uint64, error)) (uint64, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if v, ok := o.byID[key]; ok {
		return v, nil
	}
	v, err := make()
	if err != nil {
		return 0, err
	}
	if o.byID == nil {
		o.byID = map[string]uint64{}
	}
	o.byID[key] = v
	return v, nil
}

// sizeClass rounds n up to one of eight steps per power of two: at most
// 1/8 over.
func sizeClass(n uint64) uint64 {
	if n <= 16 {
		return n
	}
	shift := uint(bits.Len64(n)) - 4
	step := uint64(1) << shift
	return (n + step - 1) / step * step
}

// objectSizes are the sizes of one object's values for cel-go's
// estimator: each variable's, its elements', and for anything computed
// whose size cel-go does not know, the object's whole.
type objectSizes struct {
	vars  map[string]bound
	total uint64
}

func (s objectSizes) EstimateSize(n checker.AstNode) *checker.SizeEstimate {
	if path := n.Path(); len(path) > 0 {
		if b, ok := s.vars[path[0]]; ok {
			if len(path) == 1 {
				return &checker.SizeEstimate{Max: b.max}
			}
			return &checker.SizeEstimate{Max: b.elem}
		}
	}
	return &checker.SizeEstimate{Max: s.total}
}

func (objectSizes) EstimateCallCost(function, overloadID string, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
	return nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
