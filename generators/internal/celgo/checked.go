package celgo

import (
	"strings"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// Checked calls: a runtime helper or a variable's method that returns a
// value and whether it has one (false: a CEL error), read into a
// temporary whose ok the guard right after checks, once per block for a
// memoized call, and returned as it is where the function returns the
// same pair.

// checked calls a runtime helper returning (value, ok) and fails on !ok.
func (cc *celCompiler) checked(call string) string { return cc.checkedAs(call, "val") }

// checkedAs is checked with the value's temporary named prefix (a
// variable's name: restarts, ok := vars.restarts()).
func (cc *celCompiler) checkedAs(call, prefix string) string {
	before := cc.startTrial()
	v := cc.namedVar(cc.takeResultName(), prefix) // a bind's init that is the call: the bound name
	cc.Line("%s, %s := %s", v, checkFlag, call)
	cc.failUnlessOK()
	cc.lastChecked = checkedCall{before: before, temp: v, call: call, end: cc.Len()}
	return v
}

// A checkedCall is a helper's (value, ok) read and the check of its ok,
// as checkedAs wrote them: before is where they start, temp the value,
// end the statements' end.
type checkedCall struct {
	before     trial
	temp, call string
	end        int
}

// tailCall writes `return selectableruntime.AddInt64(blocking[0], 1)` for
// a variable's function whose result is x, the value of the helper call
// checkedAs wrote last, right before: the call returns the value and
// whether it has one, as the function does, so its check and the
// return of its value and true go, as a person returns a call of the
// same results. It reports false, having written nothing, otherwise.
func (cc *celCompiler) tailCall(x string) bool {
	c := cc.lastChecked
	if c.temp == "" || c.temp != x || c.end != cc.Len() {
		return false
	}
	cc.undo(c.before)
	cc.fails++ // still an error exit: the call's false
	cc.Line("return %s", c.call)
	return true
}

// variableName is the name a temporary holding the kind's variable name
// (variables.restarts) takes: restarts.
func variableName(name string) string {
	return goName(strings.TrimPrefix(name, selectablecel.VariablesPrefix), "val")
}

// checkedOnce is checked for a memoized call (a variable's method, a lazy
// cel.bind's closure): the same value on every call, so where a read
// before this point in the block already made and checked it, its
// temporary is the value — no second call, no second check, and what the
// first read's conditions tell (size(x) > 0) holds for it.
func (cc *celCompiler) checkedOnce(call, prefix string) string {
	if v, ok := cc.Recall(call); ok {
		return v
	}
	v := cc.checkedAs(call, prefix)
	cc.Read(call, v)
	cc.lastChecked = checkedCall{} // a read others recall (returnVariable returns a variable's call)
	return v
}
