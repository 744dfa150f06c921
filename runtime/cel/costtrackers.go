package cel

import (
	"math"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
	"github.com/google/cel-go/interpreter"
)

// listCostTrackers replace the actual-cost trackers cel-go's lists
// extension registers for sort(), sortBy() and distinct(). Those assert
// that the list is a list, and it is an error where the list failed
// (x.map(k, k).sort() where x is absent): cel-go then panics, recovers
// and answers "internal error" for the whole expression, which CEL's
// error absorption (error || true is true, an exists another element
// satisfies) cannot forgive, so the column is empty where CEL, and the
// compiled column, have its value (cel-go v0.26 to v0.32; the compiled
// code's value differential found it on 2026-12-01). These charge a list
// what cel-go charges it (a worst case of n² comparisons, a tenth more per
// comparison for strings and bytes, plus the call and the new list) and
// leave anything else to the default cost.
func listCostTrackers() cel.ProgramOption {
	of := func(arg int) interpreter.FunctionTracker {
		return func(args []ref.Val, _ ref.Val) *uint64 {
			if arg >= len(args) {
				return nil
			}
			l, ok := args[arg].(traits.Lister)
			if !ok {
				return nil
			}
			c := selfCompareCost(l)
			return &c
		}
	}
	opts := []interpreter.CostTrackerOption{interpreter.OverloadCostTracker("list_distinct", of(0))}
	for _, t := range []*cel.Type{cel.IntType, cel.UintType, cel.DoubleType, cel.BoolType, cel.DurationType, cel.TimestampType, cel.StringType, cel.BytesType} {
		opts = append(opts,
			interpreter.OverloadCostTracker("list_"+t.TypeName()+"_sort", of(0)),
			interpreter.OverloadCostTracker("list_"+t.TypeName()+"_sortByAssociatedKeys", of(1)))
	}
	return cel.CostTrackerOptions(opts...)
}

// selfCompareCost is what cel-go's lists extension charges for comparing
// every element of l with every other.
func selfCompareCost(l traits.Lister) uint64 {
	n, ok := l.Size().(types.Int)
	if !ok || n < 0 {
		return math.MaxUint64
	}
	const callCost, listCreateCost, stringFactor = 1, 10, 0.1 // cel-go's callCost, common.ListCreateBaseCost, StringTraversalCostFactor
	factor := 2.0
	if n > 0 {
		if t := l.Get(types.IntZero).Type(); t == types.StringType || t == types.BytesType {
			factor += stringFactor
		}
	}
	sz := uint64(n)
	comparisons := uint64(math.MaxUint64)
	if sz == 0 || sz <= math.MaxUint64/sz {
		comparisons = sz * sz
	}
	c := uint64(float64(comparisons) * factor)
	if c > math.MaxUint64-callCost-listCreateCost {
		return math.MaxUint64
	}
	return c + callCost + listCreateCost
}
