package generators

import (
	"go/token"
	gotypes "go/types"
	"strconv"

	"github.com/google/cel-go/cel"
	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// ColumnVariable is a CEL variable of a kind's columns
// (+k8s:printerColumnVariable).
type ColumnVariable struct {
	Name       string
	Expression string
	Pos        token.Position
	// celAST is the checked expression.
	celAST *cel.Ast
}

// variablePlan is how one CEL variable of a kind is computed by compiled
// code: a method of the kind's row variables (body nil: it runs on cel-go
// only, and so do the columns that read it). They are compiled once per
// kind (Kind.compiledVariables), for discovery and the plan alike.
type variablePlan struct {
	v *ColumnVariable
	// list: a list variable, a method of the list's variables.
	list   bool
	method string // the method that returns it: sidecars
	goType string
	body   []string
	reason string
	// canFail: the method returns the value and whether it has one;
	// otherwise the value alone.
	canFail bool
	// inline: the variable is a field or a length as read (Value.Plain),
	// which its readers write in place, with no method: Pod's phase is
	// string(obj.Status.Phase) where a cell reads it.
	inline bool
}

// compileVariables compiles a kind's CEL variables in order, each able to
// read the ones before it, and returns their plans (the list variables
// first) and how compiled columns read them: a row's variables through
// vars, the list variables through vars.list.
func compileVariables(k *Kind, im *gocode.Imports) ([]*variablePlan, map[string]celgo.Variable) {
	vars := map[string]celgo.Variable{}
	var plans []*variablePlan
	taken := map[string]bool{"obj": true, "items": true, "list": true} // the row's object, the list's objects, the row's list
	listVars := map[string]celgo.Variable{}
	for _, v := range k.ListVariables {
		if v.celAST == nil {
			continue // not checked yet
		}
		vp := &variablePlan{v: v, list: true, method: variableMethod(v.Name, taken)}
		c := celgo.CompileListVariable(v.celAST.NativeRep(), k.compileSelf(), im, listVars, v.Name)
		vp.body, vp.goType, vp.reason, vp.canFail = c.Body, c.GoType, c.Reason, c.CanFail
		call, rowCall := "", ""
		if vp.body != nil {
			call, rowCall = "vars."+vp.method+"()", "vars.list."+vp.method+"()"
		}
		listVars[selectablecel.VariablesPrefix+v.Name] = celgo.Variable{Call: call, Type: v.celAST.OutputType(), CanFail: c.CanFail, Bits: c.Bits}
		vars[selectablecel.VariablesPrefix+v.Name] = celgo.Variable{Call: rowCall, Type: v.celAST.OutputType(), CanFail: c.CanFail, Bits: c.Bits}
		plans = append(plans, vp)
	}
	for _, v := range k.Variables {
		if v.celAST == nil {
			continue // not checked yet
		}
		vp := &variablePlan{v: v, method: variableMethod(v.Name, taken)}
		firstOnly := celgo.ReadsFirstOnly(k.celWritten, selectablecel.VariablesPrefix+v.Name)
		c := celgo.CompileVariable(v.celAST.NativeRep(), k.compileSelf(), im, vars, v.Name, firstOnly)
		vp.body, vp.goType, vp.reason, vp.canFail = c.Body, c.GoType, c.Reason, c.CanFail
		if c.Plain != "" && len(variablesRead(v.celAST)) == 0 {
			vp.inline = true
			vars[selectablecel.VariablesPrefix+v.Name] = c.InPlace(v.celAST.OutputType())
			plans = append(plans, vp)
			continue
		}
		call := ""
		if vp.body != nil {
			call = "vars." + vp.method + "()"
		}
		vars[selectablecel.VariablesPrefix+v.Name] = celgo.Variable{Call: call, Type: v.celAST.OutputType(), CanFail: c.CanFail, Bits: c.Bits, IndexesOf: c.IndexesOf, Within: c.Within}
		plans = append(plans, vp)
	}
	return plans, vars
}

// variableMethod names the Go method of a CEL variable, and takes it and
// the names of the fields that hold its value (<method>Value, <method>OK,
// <method>Done) and of the method that computes it (<method>Compute): the
// variable's name, which is a CEL identifier, unless it is a Go keyword or
// predeclared identifier (type, len) or one of those is taken; then with
// Var and a number after it.
func variableMethod(name string, taken map[string]bool) string {
	parts := []string{"", "Value", "OK", "Done", "Compute"}
	free := func(m string) bool {
		for _, p := range parts {
			if taken[m+p] {
				return false
			}
		}
		return true
	}
	method := name
	if token.IsKeyword(name) || gotypes.Universe.Lookup(name) != nil || !free(name) {
		method = name + "Var"
		for i := 2; !free(method); i++ {
			method = name + "Var" + strconv.Itoa(i)
		}
	}
	for _, p := range parts {
		taken[method+p] = true
	}
	return method
}
