package celgo

import (
	"slices"
	"strconv"
	"strings"
)

// A goNode is a compiled value's Go that is an operator over operands: a
// binary operator (+, -, *, /) over two or more, left to right (a string
// concatenation is one chain), or unary minus over one. Its parentheses
// follow from the tree, not from text: around the node where it is an
// operand, none where it stands alone (a return, an assignment, an
// argument). A value that is an operand as it is (a name, a literal, a
// call, a selector) is a leaf, cVal.text.
type goNode struct {
	op   string // "+", "-", "*", "/", or "neg"
	args []cVal
}

// binary is the node a op b op … of the operands.
func binary(op string, args ...cVal) *goNode { return &goNode{op: op, args: args} }

// negation is the node -a.
func negation(a cVal) *goNode { return &goNode{op: "neg", args: []cVal{a}} }

// String is the node standing alone.
func (n *goNode) String() string {
	if n.op == "neg" {
		return "-" + n.args[0].operand()
	}
	// A constant beside a typed operand is written bare, as a person
	// writes one (x / 3, not x / float64(3)): Go gives it the operand's
	// type. Not a zero divisor: Go rejects x / 0, where CEL's double
	// division gives an infinity (x / float64(0) is Go's too).
	typed := slices.ContainsFunc(n.args, func(a cVal) bool { return a.constant == "" })
	parts := make([]string, len(n.args))
	for i, a := range n.args {
		parts[i] = a.operand()
		if inner := a.node; inner != nil && inner.op != "neg" && a.cond == nil && binds(inner.op, n.op, i == 0) {
			parts[i] = inner.String() // a*2 + 1, a + b - c
		}
		if typed && a.constant != "" && !(n.op == "/" && i > 0 && isZeroConstant(a.constant)) {
			parts[i] = a.constant
		}
	}
	return strings.Join(parts, " "+n.op+" ")
}

// binds reports whether an operand node of operator inner needs no
// parentheses under outer, Go's operators being left-associative: a
// tighter operator never does (a*2 + 1), one of the same precedence
// only as the left operand (a + b - c; a - (b - c) keeps them, and so does
// a + (b + c): a double's sum depends on its order).
func binds(inner, outer string, left bool) bool {
	pi, po := precedence[inner], precedence[outer]
	return pi > po || pi == po && left
}

// precedence is Go's, of the binary operators a goNode writes.
var precedence = map[string]int{"+": 4, "-": 4, "*": 5, "/": 5}

// operand is the value's Go as an operand of a larger expression: a
// node or a condition parenthesized where it needs it, a leaf as it is.
func (v cVal) operand() string {
	switch {
	case v.cond != nil:
		return v.cond.operand()
	case v.node != nil:
		return "(" + v.node.String() + ")"
	}
	return v.text
}

// standalone is the value's Go where it stands alone: a return, the
// right side of an assignment, an argument.
func (v cVal) standalone() string {
	switch {
	case v.cond != nil:
		return v.cond.String()
	case v.node != nil:
		return v.node.String()
	}
	return v.text
}

// argument is the value as the argument of a parameter of its own Go
// type (int64 for an int): a constant bare, as Go converts it
// (AddInt64(x, 1), not AddInt64(x, int64(1))).
func (v cVal) argument() string {
	if v.constant != "" {
		return v.constant
	}
	return v.standalone()
}

// isZeroConstant reports whether a number constant's text is zero.
func isZeroConstant(c string) bool {
	f, err := strconv.ParseFloat(c, 64)
	return err == nil && f == 0
}
