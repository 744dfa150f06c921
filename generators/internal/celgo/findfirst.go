package celgo

import (
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
)

// Kubernetes' CEL reads a condition as
//
//	self.status.conditions.exists(c, c.type == "Ready") ?
//	  self.status.conditions.filter(c, c.type == "Ready")[0].status : "Unknown"
//
// (KEP-4595's own example): one test that the match is there, one loop to
// fetch it. A person writes one loop that finds the match and reads it if
// there is one. So where an expression reads l.filter(x, p)[0] and also
// asks l.exists(x, p) of the same list and predicate (the names bound may
// differ), the exists makes the filter's first-element list (a loop that
// stops at the first match) and is that list's being non-empty; the
// filter's read recalls the list (sameList), and in the branch the test
// took it needs no bounds check (the test is a fact there). With a
// predicate that cannot fail, exists and a non-empty first match are one
// value; one that can fail keeps both loops (firstElementOnly refuses an
// error exit in the loop, and the quantifier absorbs errors as CEL does).

// matchFor returns the filter whose first element the expression reads
// (l.filter(x, p)[0]) with comp's list and predicate pred, comp being an
// exists; nil where there is none.
func (cc *celCompiler) matchFor(comp celast.ComprehensionExpr, pred celast.Expr) celast.Expr {
	key, ok := matchKey(comp, pred)
	if !ok {
		return nil
	}
	if cc.firstMatches == nil {
		cc.firstMatches = firstMatchesIn(cc.ast.Expr())
	}
	return cc.firstMatches[key]
}

// existsAsFirstMatch compiles an exists as its matching filter's first
// element list (matchFor) and that list's being non-empty. ok is false
// (nothing written) where that list's loop could fail.
func (cc *celCompiler) existsAsFirstMatch(filter celast.Expr) (cVal, bool) {
	name, forID := cc.resultName, cc.resultFor
	cc.resultName = "" // a bind of the exists names the bool, not the list
	defer func() { cc.resultName, cc.resultFor = name, forID }()
	v, ok := cc.firstElementOnly(filter, true, func() cVal { return cc.expr(filter) })
	if !ok {
		return cVal{}, false
	}
	return boolVal(listLengthIs(v.operand(), v.firstPtr, ">", 0)), true
}

// firstMatchesIn are the filters e reads the first element of
// (f[0], f a filter), by matchKey; the first one read, where two share a
// key.
func firstMatchesIn(e celast.Expr) map[string]celast.Expr {
	found := map[string]celast.Expr{}
	celast.PreOrderVisit(e, celast.NewExprVisitor(func(x celast.Expr) {
		if x.Kind() != celast.CallKind || x.AsCall().FunctionName() != operators.Index {
			return
		}
		args := x.AsCall().Args()
		if k, ok := constantIndex(args[1]); !ok || k != 0 {
			return
		}
		comp, pred, ok := filterOf(args[0])
		if !ok {
			return
		}
		if key, ok := matchKey(comp, pred); ok && found[key] == nil {
			found[key] = args[0]
		}
	}))
	return found
}

// matchKey is the key of a one-variable comprehension's list and a
// predicate of its elements: the same for an exists and a filter that
// look for the same match. ok is false where either reads a name other
// than self, now, the row's variables and the element.
func matchKey(comp celast.ComprehensionExpr, pred celast.Expr) (string, bool) {
	if comp.HasIterVar2() {
		return "", false
	}
	var b strings.Builder
	if !writeExprKey(&b, comp.IterRange(), nil) {
		return "", false
	}
	b.WriteString(" | ")
	if !writeExprKey(&b, pred, []string{comp.IterVar()}) {
		return "", false
	}
	return b.String(), true
}
