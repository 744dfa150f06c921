package celgo

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
)

// notGoPrefix begins the reason of an expression whose compiled body Go
// would reject: a defect of the compiler, which the column survives on
// cel-go rather than break the user's build (tests fail on it).
const notGoPrefix = "selectable-gen defect, please report: the compiled body is not valid Go"

// notGo is why Go would reject the function body, "" when nothing found:
// it does not parse, or it leaves a variable it declares unread ("declared
// and not used", the one way the compiler's own simplifications can break
// a body: an operand left out with its variable's last read). It reads
// the body the compiler wrote, as a last check; nothing is changed from
// it. The check errs towards Go accepting the body: a name counts as read
// wherever it appears other than as its declaration or as the bare
// target of an = assignment (Go counts x++ and x += 1 as reads), so a
// name declared twice (ok) is read if either is.
func notGo(body []string) string {
	src := "package p\nfunc _() {\n" + strings.Join(body, "\n") + "\n}\n"
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.SkipObjectResolution)
	if err != nil {
		return notGoPrefix + ": " + err.Error()
	}
	declared, read := map[string]bool{}, map[string]bool{}
	var order []string
	notRead := map[*ast.Ident]bool{} // declarations and bare assignment targets
	declare := func(e ast.Expr) {
		if id, ok := e.(*ast.Ident); ok && id.Name != "_" {
			notRead[id] = true
			if !declared[id.Name] {
				declared[id.Name] = true
				order = append(order, id.Name)
			}
		}
	}
	ast.Inspect(f.Decls[0], func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeSwitchStmt:
			// A type switch's variable is used by any clause's read; its
			// declaration is no variable of the body's own.
			if a, ok := n.Assign.(*ast.AssignStmt); ok {
				for _, l := range a.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						notRead[id] = true
					}
				}
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if n.Tok == token.DEFINE {
					declare(l)
				} else if id, ok := l.(*ast.Ident); ok && n.Tok == token.ASSIGN {
					notRead[id] = true // x = …; Go counts x += … and x++ as reads
				}
			}
		case *ast.ValueSpec:
			for _, name := range n.Names {
				declare(name)
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				declare(n.Key)
				if n.Value != nil {
					declare(n.Value)
				}
			}
		case *ast.Ident:
			if !notRead[n] {
				read[n.Name] = true
			}
		}
		return true
	})
	unread := slices.DeleteFunc(order, func(name string) bool { return read[name] })
	if len(unread) > 0 {
		return notGoPrefix + ": it declares " + strings.Join(unread, ", ") + " and never reads it"
	}
	return ""
}
