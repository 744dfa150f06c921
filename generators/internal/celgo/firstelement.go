package celgo

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/google/cel-go/common"
	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/parser"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// A list read only for its first element. Kubernetes' CEL finds "the
// condition of type T" as cel.bind(s, l.filter(c, c.type == T).map(c,
// c.status == "True"), size(s) > 0 && s[0]), or l.filter(p)[0]: the first
// match decides, as printers.go's loops decide with a break. Where a
// bind's result reads the list only through size(s) compared with 0 and
// s[0] (firstReads), where a filter (or a map of one) is indexed at 0,
// and where every expression of a kind reads its variable only so
// (ReadsFirstOnly), the loop that makes the list stops at its first
// element: no list of every match is made, and a match of a list of
// objects is held as a pointer to it (filterList, listLengthIs). CEL
// evaluates every element of a filter or a map, so an error of a later
// element fails the whole list; the loop stops early only where no
// element can fail (no error exit in the loop's body).

// firstOnlyBinding compiles cel.bind(name, init, result) where init is
// a map or a filter (or has(l) ? <one> : []) and result reads name only
// for its first element: init's loop stops at that element. ok is false
// (nothing written) for another bind, or an init that can fail.
func (cc *celCompiler) firstOnlyBinding(comp celast.ComprehensionExpr, result func() []string) bool {
	name, init := comp.AccuVar(), comp.AccuInit()
	list := firstListOf(init)
	if list == nil || !firstReads(comp.Result(), name) {
		return false
	}
	// Computed where it is bound, it may fail only where the result
	// always reads it (withBinding computes a lazy bind at its read).
	mayFail := strictlyReads(comp.Result(), name, cc.nonEmpty)
	v, ok := cc.firstElementOnly(list, mayFail, func() cVal {
		cc.resultName, cc.resultFor = goIdent(name), init.ID()
		defer func() { cc.resultName = "" }()
		return cc.expr(init)
	})
	if !ok {
		return false
	}
	unbind := cc.bindLocal(name, v)
	result()
	unbind()
	return true
}

// firstIndexed compiles the list of l.filter(…)[0] (or of a map), index
// args, with its loop stopping at its first element (KEP-4595's
// conditions.filter(c, c.type == "Ready")[0].status). ok is false
// (nothing written) for another index, or a list whose elements can fail.
func (cc *celCompiler) firstIndexed(args []celast.Expr) (cVal, bool) {
	if k, ok := constantIndex(args[1]); !ok || k != 0 || !isListComprehension(args[0]) {
		return cVal{}, false
	}
	return cc.firstElementOnly(args[0], true, func() cVal { return cc.expr(args[0]) })
}

// firstElementOnly runs compile, which compiles the map or filter list,
// with list's loop stopping at its first element. ok is false (nothing
// written) where an error exit is in the loop's body (an element after
// the first could fail), or, unless mayFail, anywhere.
func (cc *celCompiler) firstElementOnly(list celast.Expr, mayFail bool, compile func() cVal) (cVal, bool) {
	t := cc.startTrial()
	outerOnly, outerDepth := cc.firstOnly, cc.firstDepth
	cc.firstOnly, cc.firstDepth = list.AsComprehension().IterRange().ID(), -1
	v := compile()
	depth := cc.firstDepth
	cc.firstOnly, cc.firstDepth = outerOnly, outerDepth
	if depth < 0 || v.t == nil || v.t.kind != kList || cc.failsWithin(t, depth+1) || !mayFail && cc.fails != t.fails {
		cc.undo(t)
		return cVal{}, false
	}
	return v, true
}

// failsWithin reports whether an error exit written since t is at depth
// or deeper: in the loop whose body starts there.
func (cc *celCompiler) failsWithin(t trial, depth int) bool {
	return slices.ContainsFunc(cc.guards[t.guards:], func(g guard) bool { return g.indent >= depth })
}

// firstListOf is the map or filter init makes its list with: init
// itself, or the branch of has(l) ? <it> : [] (either order) that is not
// the empty list; nil for another init.
func firstListOf(init celast.Expr) celast.Expr {
	if isListComprehension(init) {
		return init
	}
	if !isConditional(init) {
		return nil
	}
	args := init.AsCall().Args()
	for i, branch := range args[1:] {
		other := args[2-i]
		if isListComprehension(branch) && other.Kind() == celast.ListKind && len(other.AsList().Elements()) == 0 {
			return branch
		}
	}
	return nil
}

// firstReads reports whether e reads variable name, and only as size(name)
// compared with 0 (==, !=, >, either side) or as name[0].
func firstReads(e celast.Expr, name string) bool {
	n, others := firstReadSites(e, name)
	return n > 0 && !others
}

// firstReadSites counts e's reads of name that firstReads allows, and
// says whether e reads it any other way.
func firstReadSites(e celast.Expr, name string) (n int, others bool) {
	add := func(xs ...celast.Expr) {
		for _, x := range xs {
			m, o := firstReadSites(x, name)
			n, others = n+m, others || o
		}
	}
	switch e.Kind() {
	case celast.IdentKind:
		return 0, e.AsIdent() == name
	case celast.SelectKind:
		if isName(e, name) {
			return 0, true
		}
		add(e.AsSelect().Operand())
	case celast.ListKind:
		add(e.AsList().Elements()...)
	case celast.MapKind, celast.StructKind:
		return 0, true // not compiled
	case celast.CallKind:
		c := e.AsCall()
		if isFirstRead(c, name) {
			return 1, false
		}
		if c.IsMemberFunction() {
			add(c.Target())
		}
		add(c.Args()...)
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		add(c.IterRange(), c.AccuInit())
		if c.AccuVar() != name && c.IterVar() != name && (!c.HasIterVar2() || c.IterVar2() != name) {
			add(c.LoopCondition(), c.LoopStep())
		}
		if c.AccuVar() != name {
			add(c.Result())
		}
	}
	return n, others
}

// isFirstRead reports whether c is name[0] or size(name) compared with 0
// (size(x) == 0, != 0, > 0; 0 == size(x), 0 != size(x), 0 < size(x)).
func isFirstRead(c celast.CallExpr, name string) bool {
	args := c.Args()
	switch fn := c.FunctionName(); fn {
	case operators.Index:
		return isZero(args[1]) && isName(args[0], name)
	case operators.Equals, operators.NotEquals, operators.Greater, operators.Less:
		sizeAt := 0
		if fn == operators.Less || fn != operators.Greater && isZero(args[0]) {
			sizeAt = 1
		}
		return isZero(args[1-sizeAt]) && isSizeOf(args[sizeAt], name)
	}
	return false
}

// isZero reports whether e is the literal 0.
func isZero(e celast.Expr) bool {
	k, ok := constantIndex(e)
	return ok && k == 0
}

// isSizeOf reports whether e is size(name) or name.size().
func isSizeOf(e celast.Expr, name string) bool {
	if e.Kind() != celast.CallKind || e.AsCall().FunctionName() != overloads.Size {
		return false
	}
	c := e.AsCall()
	if c.IsMemberFunction() {
		return len(c.Args()) == 0 && isName(c.Target(), name)
	}
	return len(c.Args()) == 1 && isName(c.Args()[0], name)
}

// isName reports whether e names the variable name: an identifier, or,
// for a qualified name as written (variables.blocking before the checker
// resolves it), the selection that spells it.
func isName(e celast.Expr, name string) bool {
	switch e.Kind() {
	case celast.IdentKind:
		return e.AsIdent() == name
	case celast.SelectKind:
		s, dot := e.AsSelect(), strings.LastIndex(name, ".")
		return dot > 0 && !s.IsTestOnly() && s.FieldName() == name[dot+1:] && isName(s.Operand(), name[:dot])
	}
	return false
}

// listDeclaration declares the list a map or a filter makes, of elements
// of Go type elem: empty (nil), or, for a list read only for its first
// element, with room for that one, which stays on the stack (a
// variable's value, which leaves its method, starts nil: it is made on
// the first append, as small, and not at all when nothing matches).
func (cc *celCompiler) listDeclaration(out, elem string, first bool) string {
	if first && !cc.firstEscapes {
		return out + " := make([]" + elem + ", 0, 1) // the first element is all that is read"
	}
	return "var " + out + " []" + elem
}

// ReadsFirstOnly reports whether the CEL expressions exprs (as written,
// unchecked; "" is none) read variable name (variables.blocking) and only
// for its first element (firstReads). An expression that does not parse
// reads it any way.
func ReadsFirstOnly(exprs []string, name string) bool {
	p, err := writtenParser()
	if err != nil {
		return false
	}
	read := false
	for _, x := range exprs {
		if x == "" {
			continue
		}
		parsed, errs := p.Parse(common.NewTextSource(x))
		if len(errs.GetErrors()) > 0 {
			return false
		}
		n, others := firstReadSites(parsed.Expr(), name)
		if others {
			return false
		}
		read = read || n > 0
	}
	return read
}

// writtenParser parses expressions as written, with CEL's macros and
// optional syntax; cel.bind parses as a call (its macro is the bindings
// library's), whose arguments are read all the same.
var writtenParser = sync.OnceValues(func() (*parser.Parser, error) {
	return parser.NewParser(parser.Macros(parser.AllMacros...), parser.EnableOptionalSyntax(true))
})

// compileFirstOnlyVariable compiles a row variable that is a map or a
// filter (or has(l) ? <one> : []) read only for its first element, with
// its loop stopping there. ok is false (nothing kept) for another
// variable, or one whose loop body has an error exit.
func compileFirstOnlyVariable(expr *celast.AST, self Self, im *gocode.Imports, vars map[string]Variable, name string) (Value, bool) {
	list := firstListOf(expr.Expr())
	if list == nil {
		return Value{}, false
	}
	v := unhidden(im, func(taken []string) (v Value, cc *celCompiler) {
		cc = newCompiler(expr, self, "any", im, vars, "", taken)
		defer cc.recoverUnsupported(&v.Reason)
		cc.firstOnly, cc.firstDepth, cc.firstEscapes = list.AsComprehension().IterRange().ID(), -1, true
		v = cc.rowVariable(name)
		if cc.firstDepth < 0 || cc.failsWithin(trial{}, cc.firstDepth+1) {
			cc.im.Rollback(cc.importMark)
			cc.Stmts = nil // nothing kept: no name of it hides anything
			return Value{}, cc
		}
		return v, cc
	})
	return v, v.Body != nil // else compiled as every variable is
}

// filteredElemType is the Go type of the elements a filter of list keeps:
// a pointer to each for a list of objects read from a Go field (ptr),
// which its first match can be held as (firstPtr).
func (cc *celCompiler) filteredElemType(list cVal) (elemType string, ptr bool) {
	elemType = cc.goTypeName(list.t.elem)
	if list.raw && list.t.elem.kind == kObject {
		elemType = "*" + cc.typeName(list.rawElem)
	}
	return elemType, list.t.elem.kind == kObject && strings.HasPrefix(elemType, "*")
}

// A mappedMatch is the function of a map of a list of objects read only
// for its first element, held as a pointer to the first match
// (firstMatchMapped): its [0] is the function of that match.
type mappedMatch struct {
	iterVar   string
	transform celast.Expr
	elem      *cType
	locals    map[string]cVal // the names the map saw
}

// firstMatchMapped compiles the map of a list of objects read only for
// its first element (cel.bind(ready, l.filter(c, c.type == "Ready").map(c,
// c.status == "True"), size(ready) > 0 && ready[0])) as the filter of a
// first match is compiled: a pointer to the match, nil for none (var
// ready *Condition … ready = c; break), whose [0] computes the map's
// function of the match where it is read (ready != nil && ready.Status ==
// "True"), as printers.go tests the condition it found. Only where the
// function is one Go expression that cannot fail, computed of the match
// after the loop (so computing it there, at each read, is the value the
// map would have held); ok is false (nothing written) otherwise.
func (cc *celCompiler) firstMatchMapped(comp celast.ComprehensionExpr, pred, transform celast.Expr) (cVal, bool) {
	t := cc.startTrial()
	resultName, locals := cc.resultName, maps.Clone(cc.locals)
	name := "match"
	if inner, filter, ok := filterOf(comp.IterRange()); ok && pred == nil {
		name = matchName(filter, inner.IterVar(), name)
	} else if pred != nil {
		name = matchName(pred, comp.IterVar(), name)
	}
	out := cc.namedVar(cc.takeResultName(), name)
	list, elem, decl, done := cc.declaredLoop(comp, func() { cc.Line("") }) // declared once the loop has its list
	elemType, ptr := cc.filteredElemType(list)
	if !ptr {
		done()
		cc.undo(t)
		cc.resultName = resultName
		return cVal{}, false
	}
	cc.Stmts[decl].Text = "var " + out + " " + elemType
	cc.notePlainLoop(out, decl, list, emptyList)
	cc.firstDepth = cc.Stmts[decl].Depth
	if pred != nil {
		cc.skipUnless(cc.cond(cc.expr(pred)))
	}
	cc.Line("%s = %s", out, elem.standalone())
	cc.Line("break")
	done()
	m := &mappedMatch{iterVar: comp.IterVar(), transform: transform, elem: elem.t, locals: locals}
	read := cc.startTrial()
	n := cc.Len()
	cc.ofMatch(m, out)
	cc.Flush()
	pure := cc.Len() == n && cc.fails == read.fails && len(cc.guards) == read.guards
	cc.undo(read)
	if !pure {
		cc.undo(t)
		cc.resultName = resultName
		delete(cc.plainLoops, out)
		return cVal{}, false
	}
	rt := cc.fromCELType(cc.ast.GetType(transform.ID()))
	return cVal{text: out, t: &cType{kind: kList, elem: rt}, made: true, firstPtr: true, firstMapped: m, within: sourceList(list)}, true
}

// ofMatch is the function of a map held as its first match (mappedMatch),
// of the match ptr.
func (cc *celCompiler) ofMatch(m *mappedMatch, ptr string) cVal {
	here := cc.locals
	cc.locals = maps.Clone(m.locals)
	cc.locals[m.iterVar] = cVal{text: ptr, t: m.elem, ptr: true}
	defer func() { cc.locals = here }()
	return cc.expr(m.transform)
}
