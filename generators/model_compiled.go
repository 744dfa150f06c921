package generators

import (
	"github.com/google/cel-go/cel"

	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
)

// What a kind's CEL compiles to, compiled once: discovery asks to decide
// what it reports (a column over cel-go's cost limit is fine when it
// compiles, a row order key or condition must compile, so must what reads
// a list variable), the table plan asks to write the Go. Whichever asks
// first compiles, into the package's imports (Kind.imports, the file's:
// a compilation that gives up takes its imports back), and the other reads
// the result: the decision and the Go are made once.

// compiledExpr is one CEL expression compiled to Go: body nil when it runs
// on cel-go, with reason saying why; goType is a key's value type.
type compiledExpr struct {
	body   []string
	goType string
	reason string
}

// celCompilation is what a kind's CEL compiles to so far.
type celCompilation struct {
	// variables and vars: compileVariables' result, once the kind's
	// variables are resolved.
	variables []*variablePlan
	vars      map[string]celgo.Variable
	// exprs are the columns', keys' and conditions' expressions, by their
	// checked AST.
	exprs map[*cel.Ast]*compiledExpr
}

func (k *Kind) compilation() *celCompilation {
	if k.compiled == nil {
		k.compiled = &celCompilation{exprs: map[*cel.Ast]*compiledExpr{}}
	}
	return k.compiled
}

// compiledVariables are the kind's variables compiled, and how compiled
// code reads them. Call it only once the variables are resolved.
func (k *Kind) compiledVariables() ([]*variablePlan, map[string]celgo.Variable) {
	cc := k.compilation()
	if cc.vars == nil {
		cc.variables, cc.vars = compileVariables(k, k.imports)
	}
	return cc.variables, cc.vars
}

// compiledColumn is column c's expression compiled.
func (k *Kind) compiledColumn(c *Column) *compiledExpr {
	cc := k.compilation()
	if r, ok := cc.exprs[c.celAST]; ok {
		return r
	}
	_, vars := k.compiledVariables()
	r := &compiledExpr{}
	r.body, r.reason = celgo.Compile(c.celAST.NativeRep(), k.compileSelf(), c.cells(), k.imports, vars, c.Name)
	cc.exprs[c.celAST] = r
	return r
}

// compiledKey is a row order key's or row condition's expression compiled.
func (k *Kind) compiledKey(ast *cel.Ast) *compiledExpr {
	cc := k.compilation()
	if r, ok := cc.exprs[ast]; ok {
		return r
	}
	c := celgo.CompileKey(ast.NativeRep(), k.compileSelf(), k.imports)
	r := &compiledExpr{body: c.Body, goType: c.GoType, reason: c.Reason}
	cc.exprs[ast] = r
	return r
}
