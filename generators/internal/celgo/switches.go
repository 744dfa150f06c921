package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
)

// A chain of conditionals on one string is a switch, as a person (and
// printers.go) writes one: x == "a" ? … : (x == "b" || x == "c" ? … :
// (x == "d" ? … : …)) is switch x { case "a": …; case "b", "c": … }.
// A cell or variable returns from each case and then the last branch
// (returnSwitch); a value assigns its result in each case and in a
// default (valueSwitch).

// A switchCase is one condition of such a chain: the CEL condition, its
// branch, the compiled test and its constants.
type switchCase struct {
	cond, branch celast.Expr
	test         *condition
	constants    []string
}

// switchCases compiles the leading conditions of the chain of
// conditionals cond ? branch : next (next a further conditional, …) that
// test one string value against constants (the first one's checks go
// before the switch; the others need none, repeat no constant and test
// the same value): the value, the cases, and the chain's rest, from the
// first condition that does not. ok is false (nothing written) for fewer
// than three.
func (cc *celCompiler) switchCases(cond, branch, next celast.Expr) (tag string, cases []switchCase, rest celast.Expr, ok bool) {
	t := cc.startTrial()
	seen := map[string]bool{}
	var current celast.Expr // this link's conditional (the first's is not needed: no switch without it)
	for {
		one, before := cc.startTrial(), cc.Len()
		ok := cc.branchType(branch).kind != kAny
		var c *condition
		var of string
		var constants []string
		if ok {
			c = cc.withFacts(cc.cond(cc.expr(cond)))
			of, constants, ok = stringCases(c)
			ok = ok && (len(cases) == 0 || cc.Len() == before) && (tag == "" || of == tag)
			for _, k := range constants {
				ok = ok && !seen[k] // Go rejects a constant twice
			}
		}
		if !ok {
			cc.undo(one)
			rest = current
			break
		}
		for _, k := range constants {
			seen[k] = true
		}
		tag, cases = of, append(cases, switchCase{cond: cond, branch: branch, test: c, constants: constants})
		if !isConditional(next) {
			rest = next
			break
		}
		current = next
		args := next.AsCall().Args()
		cond, branch, next = args[0], args[1], args[2]
	}
	if len(cases) < 3 {
		cc.undo(t)
		return "", nil, nil, false
	}
	return tag, cases, rest, true
}

// inCase writes case i's label and, one level in, body with what the case
// tells: its test holds, the earlier ones do not.
func (cc *celCompiler) inCase(cases []switchCase, i int, body func()) {
	cc.Line("case %s:", strings.Join(cases[i].constants, ", "))
	cc.Indent++
	var restores []func()
	for _, earlier := range cases[:i] {
		restores = append(restores, cc.suppose(not(earlier.test)))
	}
	restores = append(restores, cc.branch(cases[i].cond, cases[i].test, true))
	body()
	forget(restores)
	cc.Indent--
}

// returnSwitch writes the statements that return the chain of
// conditionals whose first one's arguments are args as a switch
// (switchCases) whose cases return, then its rest; false, having written
// nothing, for another chain.
func (cc *celCompiler) returnSwitch(args []celast.Expr, ret func(cVal)) bool {
	tag, cases, rest, ok := cc.switchCases(args[0], args[1], args[2])
	if !ok {
		return false
	}
	cc.Line("switch %s {", tag)
	for i, c := range cases {
		cc.inCase(cases, i, func() { cc.returnFrom(c.branch, ret) })
	}
	cc.Line("}")
	for _, c := range cases { // every case returned: none holds here
		cc.SettleFact(c.test.String(), c.test)
		defer cc.assume(c.cond, true)()
	}
	cc.returnFrom(rest, ret)
	return true
}

// valueSwitch compiles the chain cond ? a : b (b a further conditional,
// …), of type at, as a switch (switchCases) whose cases and default
// assign result (ternaryInto's into, or a new variable, named when a
// cel.bind's init); a default that would assign the zero value a
// variable still holds (holdsZero) is left out. ok is false (nothing written) for another chain.
func (cc *celCompiler) valueSwitch(cond, a, b celast.Expr, at *cType, into, named string) (cVal, bool) {
	tag, cases, rest, ok := cc.switchCases(cond, a, b)
	if !ok {
		return cVal{}, false
	}
	result := into
	if into == "" {
		var done func()
		result, done = cc.declareResult(named, at, a, b)
		defer done()
	}
	cc.Line("switch %s {", tag)
	for i, c := range cases {
		cc.inCase(cases, i, func() { cc.assignBranch(c.branch, at, result) })
	}
	if !cc.holdsZero(result, rest, at) {
		cc.Line("default:")
		cc.Indent++
		var restores []func()
		for _, c := range cases {
			restores = append(restores, cc.suppose(not(c.test)), cc.assume(c.cond, true))
		}
		cc.assignBranch(rest, at, result)
		forget(restores)
		cc.Indent--
	}
	cc.Line("}")
	return cVal{text: result, t: at, own: into == "" && (named == "" || cc.isLeafName(named))}, true
}

// assignBranch writes result = e's value (a conditional writes result
// itself).
func (cc *celCompiler) assignBranch(e celast.Expr, at *cType, result string) {
	var v cVal
	if isConditional(e) {
		args := e.AsCall().Args()
		v = cc.ternaryInto(args[0], args[1], args[2], result)
	} else {
		v = cc.value(cc.expr(e))
	}
	if cc.goTypeName(v.t) != cc.goTypeName(at) {
		cc.unsupported("branches of different types")
	}
	if v.text != result {
		cc.Line("%s = %s", result, v.argument())
	}
}

// stringCases reports whether c tests one value against string
// constants, x == "a" or x == "a" || x == "b": the value and the
// constants. Each atom must be Go's comparison of the value as read
// (valueTest.direct), which a case can take the place of; a string
// compared with a string constant always is today (a dyn value, whose
// comparison would not be, is not compiled in a condition), and the flag
// keeps the switch from resting on that.
func stringCases(c *condition) (of string, constants []string, ok bool) {
	atoms := []*condition{c}
	if c.kind == condOr {
		atoms = c.args
	}
	for _, a := range atoms {
		if a.kind != condAtom || a.test == nil || !a.test.direct || a.test.op != "==" || !strings.HasPrefix(a.test.c, `"`) ||
			of != "" && a.test.of != of {
			return "", nil, false
		}
		of, constants = a.test.of, append(constants, a.test.c)
	}
	return of, constants, true
}
