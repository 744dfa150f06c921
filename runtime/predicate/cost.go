package predicate

import (
	"math"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
	"github.com/google/cel-go/interpreter"
)

// The cost model of a field predicate, in one place: what evaluating each
// function costs, given the sizes of its arguments and result (a string's
// size is its length in code points, a list's its number of elements,
// anything else's 1). The Go evaluator (eval.go) counts with it, the
// worst-case estimate (worst.go) bounds with it, and cel-go, which
// evaluates the predicates the Go evaluator does not take, is given the
// same functions as its cost tracker and estimator, so all three agree
// whatever cel-go's version.
//
// The costs are cel-go's (v0.29, interpreter/runtimecost.go, and its
// strings extension's from version 5, ext/strings.go): structure costs 1
// per variable read, 0 per constant, 10 per list built, nothing for &&,
// ||, ?: and the comprehension itself; a function not in overloadCosts
// costs 1. cel-go v0.26 (Kubernetes 1.35) charged startsWith and
// endsWith by the string, not by the prefix, and the strings extension
// at the version a predicate uses (2) charged 1 for everything; registered
// here, every version counts as v0.29 does, and no function that builds a
// string (replace, join, lowerAscii) is free.
const (
	identCost      = 1  // common.SelectAndIdentCost
	listCreateCost = 10 // common.ListCreateBaseCost
	defaultCost    = 1
	// traversalFactor is what walking one code point of a string costs
	// (common.StringTraversalCostFactor); regexFactor what a pattern's
	// code point weighs against each of the string's
	// (common.RegexStringLengthCostFactor).
	traversalFactor = 0.1
	regexFactor     = 0.25
)

// traverse is the cost of walking n code points, rounded up as cel-go
// rounds it (the float product, not an integer division: 30 code points
// cost 4, as in cel-go).
func traverse(n uint64) uint64 { return uint64(math.Ceil(float64(n) * traversalFactor)) }

// overloadCost is the cost of one overload, from the sizes of its
// arguments (the receiver first) and of its result.
type overloadCost func(args []uint64, result uint64) uint64

func atLeastOne(n uint64) uint64 { return max(n, 1) }

// overloadCosts are the overloads whose cost is not defaultCost.
var overloadCosts = map[string]overloadCost{
	overloads.StartsWithString:    func(a []uint64, _ uint64) uint64 { return traverse(a[1]) },
	overloads.EndsWithString:      func(a []uint64, _ uint64) uint64 { return traverse(a[1]) },
	overloads.InList:              func(a []uint64, _ uint64) uint64 { return a[1] },
	overloads.Equals:              compareCost,
	overloads.NotEquals:           compareCost,
	overloads.LessString:          compareCost,
	overloads.LessEqualsString:    compareCost,
	overloads.GreaterString:       compareCost,
	overloads.GreaterEqualsString: compareCost,
	overloads.AddString:           func(a []uint64, _ uint64) uint64 { return traverse(a[0] + a[1]) },
	overloads.Matches:             matchesCost,
	overloads.MatchesString:       matchesCost,
	overloads.ContainsString: func(a []uint64, _ uint64) uint64 {
		return traverse(a[0]) * traverse(a[1])
	},
	overloads.ExtQuoteString:  func(a []uint64, _ uint64) uint64 { return traverse(a[0]) },
	overloads.ExtFormatString: func(a []uint64, _ uint64) uint64 { return traverse(a[0]) },

	// The strings extension.
	"string_char_at_int":               func(a []uint64, _ uint64) uint64 { return 1 + traverse(a[0]) + 1 },
	"string_index_of_string":           searchCost,
	"string_index_of_string_int":       searchCost,
	"string_last_index_of_string":      searchCost,
	"string_last_index_of_string_int":  searchCost,
	"string_lower_ascii":               transformCost,
	"string_upper_ascii":               transformCost,
	"string_substring_int":             transformCost,
	"string_substring_int_int":         transformCost,
	"string_trim":                      transformCost,
	"string_reverse":                   transformCost,
	"string_replace_string_string":     replaceCost,
	"string_replace_string_string_int": replaceCost,
	"string_split_string":              splitCost,
	"string_split_string_int":          splitCost,
	"list_join":                        joinCost,
	"list_join_string":                 joinCost,
}

// compareCost: O(min(m, n)) comparisons (a scalar's size is 1).
func compareCost(a []uint64, _ uint64) uint64 { return traverse(min(a[0], a[1])) }

// matchesCost: RE2 is linear in the string for a given pattern; a
// pattern is taken to hold an expression per 4 code points.
func matchesCost(a []uint64, _ uint64) uint64 {
	str := uint64(math.Ceil((1.0 + float64(a[0])) * traversalFactor))
	return str * uint64(math.Ceil(float64(a[1])*regexFactor))
}

func searchCost(a []uint64, _ uint64) uint64 {
	return 1 + uint64(math.Ceil(float64(a[0]*a[1])*traversalFactor))
}

func transformCost(a []uint64, result uint64) uint64 { return 1 + traverse(a[0]) + result }

func replaceCost(a []uint64, result uint64) uint64 {
	return 1 + uint64(math.Ceil(float64(atLeastOne(a[0])*atLeastOne(a[1]))*traversalFactor)) + result
}

func splitCost(a []uint64, result uint64) uint64 {
	return 1 + traverse(a[0]+1) + result + listCreateCost
}

func joinCost(a []uint64, result uint64) uint64 { return 1 + traverse(a[0]+1) + result }

// celSize is a cel-go value's size in the cost model.
func celSize(v ref.Val) uint64 {
	if s, ok := v.(traits.Sizer); ok {
		if n, ok := s.Size().(types.Int); ok {
			return uint64(n)
		}
	}
	return 1
}

// celCostTracking gives cel-go's cost tracker the model's overload costs.
func celCostTracking() cel.ProgramOption {
	var opts []interpreter.CostTrackerOption
	for id, f := range overloadCosts {
		opts = append(opts, interpreter.OverloadCostTracker(id, func(args []ref.Val, result ref.Val) *uint64 {
			sizes := make([]uint64, len(args))
			for i, a := range args {
				sizes[i] = celSize(a)
			}
			c := f(sizes, celSize(result))
			return &c
		}))
	}
	opts = append(opts, interpreter.PresenceTestHasCost(false))
	return cel.CostTrackerOptions(opts...)
}

// celCostEstimates gives cel-go's estimator the model's overload costs at
// the largest sizes of their arguments, and the largest sizes of the
// results that grow (the estimator's own sizes for the rest).
func celCostEstimates() cel.EnvOption {
	var opts []checker.CostOption
	for id, f := range overloadCosts {
		opts = append(opts, checker.OverloadCostEstimate(id, func(est checker.CostEstimator, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
			var nodes []checker.AstNode
			if target != nil {
				nodes = append(nodes, *target)
			}
			nodes = append(nodes, args...)
			sizes := make([]bound, len(nodes))
			for i, n := range nodes {
				sizes[i] = celBound(est, n)
			}
			result, known := resultBound(id, sizes)
			maxes := make([]uint64, len(sizes))
			mins := make([]uint64, len(sizes))
			for i, s := range sizes {
				maxes[i], mins[i] = s.max, 0
			}
			ce := &checker.CallEstimate{CostEstimate: checker.CostEstimate{Min: f(mins, 0), Max: f(maxes, result.max)}}
			if known {
				ce.ResultSize = &checker.SizeEstimate{Min: 0, Max: result.max}
			}
			return ce
		}))
	}
	opts = append(opts, checker.PresenceTestHasCost(false))
	return cel.CostEstimatorOptions(opts...)
}

// celBound is the largest size cel-go's estimator knows of a node.
func celBound(est checker.CostEstimator, n checker.AstNode) bound {
	if s := n.ComputedSize(); s != nil {
		return bound{max: s.Max}
	}
	if s := est.EstimateSize(n); s != nil {
		return bound{max: s.Max}
	}
	return bound{max: math.MaxUint64}
}
