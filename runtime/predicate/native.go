package predicate

import (
	"slices"
	"strings"

	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/common/types"
)

// native is a predicate compiled to Go: the common forms (==, !=, in a
// list of literals, &&, ||, !, startsWith, endsWith, contains) over field
// values and string literals, evaluated without the CEL interpreter. These
// forms cannot fail but by going over the cost limit, so alongside its
// answer the Go form returns an upper bound of what CEL's cost tracker
// would count (every branch counted, strings traversed at CEL's factor of
// 0.1 per character); when the bound could reach the limit, the object is
// evaluated on cel-go instead, so the answer and the error are always
// CEL's. A predicate with anything else runs on cel-go.
type native func(get func(label string) string) (bool, uint64)

// operand is a string operand: a field's value or a literal.
type operand func(get func(string) string) string

// traversal is CEL's cost of walking a string of n bytes, rounded up.
func traversal(n int) uint64 { return uint64(n+9) / 10 }

func compileNative(e ast.Expr, labels map[string]string) native {
	switch e.Kind() {
	case ast.LiteralKind:
		if b, ok := e.AsLiteral().(types.Bool); ok {
			v := bool(b)
			return func(func(string) string) (bool, uint64) { return v, 1 }
		}
		return nil
	case ast.CallKind:
	default:
		return nil
	}
	c := e.AsCall()
	args := c.Args()
	switch c.FunctionName() {
	case operators.LogicalAnd, operators.LogicalOr:
		a, b := compileNative(args[0], labels), compileNative(args[1], labels)
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
		a := compileNative(args[0], labels)
		if a == nil {
			return nil
		}
		return func(get func(string) string) (bool, uint64) {
			x, cx := a(get)
			return !x, 1 + cx
		}
	case operators.Equals, operators.NotEquals:
		a, b := stringOperand(args[0], labels), stringOperand(args[1], labels)
		if a == nil || b == nil {
			return nil
		}
		equal := c.FunctionName() == operators.Equals
		return func(get func(string) string) (bool, uint64) {
			x, y := a(get), b(get)
			return (x == y) == equal, 3 + traversal(max(len(x), len(y)))
		}
	case operators.In:
		a := stringOperand(args[0], labels)
		if a == nil || args[1].Kind() != ast.ListKind {
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
			return slices.Contains(values, x), 3 + uint64(len(values))*(1+traversal(max(len(x), longest)))
		}
	case overloads.StartsWith, overloads.EndsWith, overloads.Contains:
		if !c.IsMemberFunction() || len(args) != 1 {
			return nil
		}
		target, arg := stringOperand(c.Target(), labels), stringOperand(args[0], labels)
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

func stringOperand(e ast.Expr, labels map[string]string) operand {
	if v, ok := stringLiteral(e); ok {
		return func(func(string) string) string { return v }
	}
	if e.Kind() == ast.IdentKind {
		if label, ok := labels[e.AsIdent()]; ok {
			return func(get func(string) string) string { return get(label) }
		}
	}
	return nil
}
