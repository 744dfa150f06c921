package cel

import (
	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common"
	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/parser"
)

// planError reports an expression cel-go cannot plan as the runtime
// plans it (OptOptimize). Planning folds calls of constants, and a
// conversion of a constant that is an error (int("a"), duration("x"),
// timestamp("x"); not 1 / 0, which stays an error of the row) fails the
// plan: on cel-go the column would be empty in every row, though CEL
// forgives such an error where another operand decides (false &&
// int("a")), and compiled code did. The message points at the innermost
// call of constants that fails, in cel-go's form (ERROR:
// <input>:line:column: …, with the expression and a caret), where one is
// found.
func planError(env *cel.Env, ast *cel.Ast) error {
	_, err := env.Program(ast, cel.EvalOptions(cel.OptOptimize))
	if err == nil {
		return nil
	}
	msg := "a constant part of it is an error, which cel-go finds when it folds constants: " + err.Error() +
		"; compute it from the object, or write the value it should be"
	native := ast.NativeRep()
	if id := failingConstant(env, native); id != 0 {
		errs := common.NewErrors(ast.Source())
		errs.ReportErrorAtID(id, native.SourceInfo().GetStartLocation(id), "%s", msg)
		return &CheckError{Msg: errs.ToDisplayString()}
	}
	return &CheckError{Msg: msg}
}

// failingConstant is the ID of the innermost call whose arguments are
// all literals and which cel-go cannot plan alone; 0 for none.
func failingConstant(env *cel.Env, native *celast.AST) int64 {
	var found int64
	celast.PostOrderVisit(native.Expr(), celast.NewExprVisitor(func(e celast.Expr) {
		if found != 0 || e.Kind() != celast.CallKind || !literalArgs(e.AsCall()) {
			return
		}
		text, err := parser.Unparse(e, native.SourceInfo())
		if err != nil {
			return
		}
		sub, iss := env.Compile(text)
		if iss.Err() != nil {
			return
		}
		if _, err := env.Program(sub, cel.EvalOptions(cel.OptOptimize)); err != nil {
			found = e.ID()
		}
	}))
	return found
}

// literalArgs reports whether a call's target and arguments are literals.
func literalArgs(c celast.CallExpr) bool {
	if c.IsMemberFunction() && c.Target().Kind() != celast.LiteralKind {
		return false
	}
	for _, a := range c.Args() {
		if a.Kind() != celast.LiteralKind {
			return false
		}
	}
	return true
}
