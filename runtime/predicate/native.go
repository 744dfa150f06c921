package predicate

import (
	"slices"
	"strings"

	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/common/types"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// native is a predicate compiled to Go: the common forms (==, !=, in a
// list of literals, &&, ||, !, startsWith, endsWith, contains) over field
// values and string literals, evaluated without the CEL interpreter. These
// forms cannot fail but by going over the cost limit, so alongside its
// answer the Go form returns an upper bound of what CEL's cost tracker
// would count (every branch counted, strings traversed at CEL's factor of
// 0.1 per character); when the bound could reach the limit, the object is
// evaluated on cel-go instead, so the answer and the error are always
// CEL's. On a multi-valued field, a string `in` it ('v' in object.<f>)
// is tested on its joined values, and exists, all and exists_one over it
// with a body of these forms (the element an operand) run in Go; anything
// else on it (size, filter, map, comparing lists) runs on cel-go, as does
// a predicate with anything else.
type native func(get func(label string) string) (bool, uint64)

// operand is a string operand: a field's value or a literal.
type operand func(get func(string) string) string

// listCreateCost is CEL's cost of building a list literal
// (common.ListCreateBaseCost).
const listCreateCost = 10

// traversal is CEL's cost of walking a string of n bytes, rounded up.
func traversal(n int) uint64 { return uint64(n+9) / 10 }

func compileNative(e ast.Expr, labels map[string]string, multi map[string]bool) native {
	switch e.Kind() {
	case ast.LiteralKind:
		if b, ok := e.AsLiteral().(types.Bool); ok {
			v := bool(b)
			return func(func(string) string) (bool, uint64) { return v, 1 }
		}
		return nil
	case ast.ComprehensionKind:
		return compileQuantifier(e, labels, multi)
	case ast.CallKind:
	default:
		return nil
	}
	c := e.AsCall()
	args := c.Args()
	switch c.FunctionName() {
	case operators.LogicalAnd, operators.LogicalOr:
		a, b := compileNative(args[0], labels, multi), compileNative(args[1], labels, multi)
		if a == nil || b == nil {
			return nil
		}
		and := c.FunctionName() == operators.LogicalAnd
		return func(get func(string) string) (bool, uint64) {
			x, cx := a(get)
			y, cy := b(get)
			if and {
				return x && y, 1 + cx + cy
			}
			return x || y, 1 + cx + cy
		}
	case operators.LogicalNot:
		a := compileNative(args[0], labels, multi)
		if a == nil {
			return nil
		}
		return func(get func(string) string) (bool, uint64) {
			x, cx := a(get)
			return !x, 1 + cx
		}
	case operators.Equals, operators.NotEquals:
		a, b := stringOperand(args[0], labels, multi), stringOperand(args[1], labels, multi)
		if a == nil || b == nil {
			return nil
		}
		equal := c.FunctionName() == operators.Equals
		return func(get func(string) string) (bool, uint64) {
			x, y := a(get), b(get)
			return (x == y) == equal, 3 + traversal(max(len(x), len(y)))
		}
	case operators.In:
		a := stringOperand(args[0], labels, multi)
		if a == nil {
			return nil
		}
		if args[1].Kind() == ast.IdentKind && multi[args[1].AsIdent()] {
			// CEL counts the list's size; each value takes at least a
			// byte of the joined values (its length), so their length
			// bounds it.
			label := labels[args[1].AsIdent()]
			return func(get func(string) string) (bool, uint64) {
				joined := get(label)
				return selectableruntime.ContainsFieldValue(joined, a(get)), 3 + uint64(len(joined))
			}
		}
		if args[1].Kind() != ast.ListKind {
			return nil
		}
		var values []string
		longest := 0
		for _, el := range args[1].AsList().Elements() {
			v, ok := stringLiteral(el)
			if !ok {
				return nil
			}
			values = append(values, v)
			longest = max(longest, len(v))
		}
		return func(get func(string) string) (bool, uint64) {
			x := a(get)
			// CEL builds the list (listCreateCost) and compares with each.
			return slices.Contains(values, x), 3 + listCreateCost + uint64(len(values))*(1+traversal(max(len(x), longest)))
		}
	case overloads.StartsWith, overloads.EndsWith, overloads.Contains:
		if !c.IsMemberFunction() || len(args) != 1 {
			return nil
		}
		target, arg := stringOperand(c.Target(), labels, multi), stringOperand(args[0], labels, multi)
		if target == nil || arg == nil {
			return nil
		}
		name := c.FunctionName()
		f := map[string]func(string, string) bool{
			overloads.StartsWith: strings.HasPrefix, overloads.EndsWith: strings.HasSuffix, overloads.Contains: strings.Contains,
		}[name]
		return func(get func(string) string) (bool, uint64) {
			x, y := target(get), arg(get)
			cost := 3 + traversal(len(x)) + traversal(len(y))
			if name == overloads.Contains {
				cost = 3 + (1+traversal(len(x)))*(1+traversal(len(y)))
			}
			return f(x, y), cost
		}
	}
	return nil
}

// stringOperand is a string literal or a single-valued field.
func stringOperand(e ast.Expr, labels map[string]string, multi map[string]bool) operand {
	if v, ok := stringLiteral(e); ok {
		return func(func(string) string) string { return v }
	}
	if e.Kind() == ast.IdentKind && !multi[e.AsIdent()] {
		if label, ok := labels[e.AsIdent()]; ok {
			return func(get func(string) string) string { return get(label) }
		}
	}
	return nil
}

// quantifier is a macro that answers a bool over a list.
type quantifier int

const (
	notQuantifier quantifier = iota
	quantifierExists
	quantifierAll
	quantifierExistsOne
)

// Bounds of CEL's count for a quantifier, beside its body's: per element,
// the loop condition (exists: @not_strictly_false(!accu), 3; all: 2;
// exists_one: true, 0) and the step's accumulator (1, and exists_one's
// + 1, 1); once, the range, the last condition and the result (3 at
// most: exists_one's accu == 1 is 2).
const (
	quantifierStepCost  = 4
	quantifierFixedCost = 1 + 3 + 3
)

// compileQuantifier compiles exists, all and exists_one over a
// multi-valued field, as the parser expands them, when the body compiles:
// its element is read as a label of its own.
func compileQuantifier(e ast.Expr, labels map[string]string, multi map[string]bool) native {
	comp := e.AsComprehension()
	r := comp.IterRange()
	if comp.HasIterVar2() || r.Kind() != ast.IdentKind || !multi[r.AsIdent()] {
		return nil
	}
	iter, accu := comp.IterVar(), comp.AccuVar()
	if _, clash := labels[iter]; clash {
		return nil
	}
	kind, body := quantifierOf(comp, accu)
	if kind == notQuantifier {
		return nil
	}
	// The element: a label no field has (labels have no NUL), one per
	// variable name, so that an inner macro's shadows an outer one's.
	element := "\x00" + iter
	inner := make(map[string]string, len(labels)+1)
	for k, v := range labels {
		inner[k] = v
	}
	inner[iter] = element
	b := compileNative(body, inner, multi)
	if b == nil {
		return nil
	}
	label := labels[r.AsIdent()]
	return func(get func(string) string) (bool, uint64) {
		var current string
		elementGet := func(l string) string {
			if l == element {
				return current
			}
			return get(l)
		}
		cost := uint64(quantifierFixedCost)
		found := 0
		for _, v := range selectableruntime.SplitFieldValues(get(label)) {
			current = v
			ok, c := b(elementGet)
			cost += quantifierStepCost + c
			switch {
			case kind == quantifierExists && ok:
				return true, cost
			case kind == quantifierAll && !ok:
				return false, cost
			case kind == quantifierExistsOne && ok:
				found++
			}
		}
		switch kind {
		case quantifierExists:
			return false, cost
		case quantifierAll:
			return true, cost
		}
		return found == 1, cost
	}
}

// quantifierOf recognizes the expansion of exists, all and exists_one
// (cel-go's parser.makeQuantifier) and returns the body.
func quantifierOf(comp ast.ComprehensionExpr, accu string) (quantifier, ast.Expr) {
	isAccu := func(e ast.Expr) bool { return e.Kind() == ast.IdentKind && e.AsIdent() == accu }
	call := func(e ast.Expr, fn string, n int) []ast.Expr {
		if e.Kind() != ast.CallKind || e.AsCall().FunctionName() != fn || e.AsCall().IsMemberFunction() || len(e.AsCall().Args()) != n {
			return nil
		}
		return e.AsCall().Args()
	}
	literal := func(e ast.Expr, v any) bool {
		return e.Kind() == ast.LiteralKind && e.AsLiteral().Equal(types.DefaultTypeAdapter.NativeToValue(v)) == types.True
	}
	init, cond, step, result := comp.AccuInit(), comp.LoopCondition(), comp.LoopStep(), comp.Result()
	switch {
	case literal(init, false) && isAccu(result):
		c := call(cond, operators.NotStrictlyFalse, 1)
		if c == nil {
			return notQuantifier, nil
		}
		if not := call(c[0], operators.LogicalNot, 1); not == nil || !isAccu(not[0]) {
			return notQuantifier, nil
		}
		if or := call(step, operators.LogicalOr, 2); or != nil && isAccu(or[0]) {
			return quantifierExists, or[1]
		}
	case literal(init, true) && isAccu(result):
		if c := call(cond, operators.NotStrictlyFalse, 1); c == nil || !isAccu(c[0]) {
			return notQuantifier, nil
		}
		if and := call(step, operators.LogicalAnd, 2); and != nil && isAccu(and[0]) {
			return quantifierAll, and[1]
		}
	case literal(init, int64(0)) && literal(cond, true):
		eq := call(result, operators.Equals, 2)
		if eq == nil || !isAccu(eq[0]) || !literal(eq[1], int64(1)) {
			return notQuantifier, nil
		}
		ternary := call(step, operators.Conditional, 3)
		if ternary == nil || !isAccu(ternary[2]) {
			return notQuantifier, nil
		}
		if add := call(ternary[1], operators.Add, 2); add != nil && isAccu(add[0]) && literal(add[1], int64(1)) {
			return quantifierExistsOne, ternary[0]
		}
	}
	return notQuantifier, nil
}
