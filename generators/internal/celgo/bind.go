package celgo

import (
	"go/token"
	"maps"
	"slices"
	"strings"

	celast "github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/overloads"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// takeResultName returns the name a cel.bind gave its init's result
// (resultName), once: the construct that takes it is the init's
// outermost one; those inside it name their own results.
func (cc *celCompiler) takeResultName() string {
	name := cc.resultName
	cc.resultName = ""
	return name
}

// namedVar is a new variable for a construct's result: the bound name
// when the construct is a cel.bind's init (named, from takeResultName),
// so that the bind reads it without a copy (namedVars), a prefix
// otherwise.
func (cc *celCompiler) namedVar(named, prefix string) string {
	if named == "" {
		return cc.NewVar(prefix)
	}
	v := cc.NewVar(named)
	if !cc.isLeafName(named) {
		cc.namedVars[v] = true
	}
	return v
}

// isBind reports whether comp is cel.bind(name, init, result), which the
// bindings extension expands into a comprehension over no elements whose
// step is the accumulator.
func isBind(comp celast.ComprehensionExpr) bool {
	r := comp.IterRange()
	return r.Kind() == celast.ListKind && len(r.AsList().Elements()) == 0 && isIdent(comp.LoopStep(), comp.AccuVar())
}

// bind compiles cel.bind(name, init, result), which the bindings
// extension expands into a comprehension over no elements. cel-go computes
// init lazily, once, at its first use: an error in it is the expression's
// only if the result reads it. So an init that cannot fail is computed
// where it is bound (fields, objects and maps read from the object are
// bound as the Go expression that reads them); one that can fail becomes a
// sync.OnceValues closure that each use calls and checks.
func (cc *celCompiler) bind(comp celast.ComprehensionExpr) cVal {
	var r cVal
	cc.withBinding(comp, func() []string {
		r = cc.expr(comp.Result())
		return []string{r.operand()}
	})
	return r
}

// withBinding binds cel.bind's name as bind describes and runs result,
// which compiles the bind's result expression where the binding holds and
// returns the Go text it leaves outside the lines it wrote (its value's
// expression; nothing for a result that returns). An init nothing reads is
// not written.
func (cc *celCompiler) withBinding(comp celast.ComprehensionExpr, result func() []string) {
	if cc.firstOnlyBinding(comp, result) {
		return
	}
	name := comp.AccuVar()
	// A value the result always reads is computed where it is bound.
	lazy := !strictlyReads(comp.Result(), name, cc.nonEmpty)
	start := cc.startTrial()
	mark, savedFails, temps := cc.Here(), cc.fails, len(cc.Temps())
	var t *cType
	restore := func() {}
	if lazy {
		// Objects, lists and maps have no compiled type of their own here
		// (they are read, not computed, and cannot fail): their zero is nil.
		t = cc.boundType(comp.AccuInit())
		restore = cc.failScope("return " + cc.goZero(t) + ", false")
		cc.Indent++
	}
	if init := comp.AccuInit(); isConditional(init) || isListComprehension(init) || !lazy {
		// The init's result variable is the bound name's (a lazy one's
		// closure may take that name).
		cc.resultName, cc.resultFor = goIdent(name), init.ID()
	}
	v := cc.expr(comp.AccuInit())
	cc.resultName = ""
	if lazy {
		cc.Indent--
		restore()
	}
	held := ""
	switch {
	case lazy && cc.fails != savedFails && readOnce(comp.Result(), name):
		// Read at one place, outside any loop: computed there, as cel-go
		// computes it at its first read, with the names the bind saw.
		cc.undo(start)
		v = cVal{deferred: &deferredInit{init: comp.AccuInit(), locals: maps.Clone(cc.locals)}}
	case lazy && cc.fails != savedFails:
		held, v = cc.lazyBinding(name, t, v, mark)
	default:
		if lazy {
			cc.Outdent(mark)
		}
		held, v = cc.heldBinding(name, v)
	}
	initStart, initEnd := mark.Stmts, cc.Len()
	initTemps := slices.Clone(cc.Temps()[temps:]) // held, and what the init computed on the way
	if held != "" && v.lazy == "" {
		cc.tidied[held] = true // its init is dropped below where nothing reads it
	}
	unbind := cc.bindLocal(name, v)
	outside := result()
	unbind()
	if held != "" {
		cc.dropUnreadInit(held, initTemps, initStart, initEnd, outside)
	}
}

// lazyBinding makes the init written since mark, whose value is v and
// which can fail, a closure that computes it on its first call and keeps
// it; it does not escape, so it costs no allocation. held is the
// closure's name, and the value read through it.
func (cc *celCompiler) lazyBinding(name string, t *cType, v cVal, mark gocode.Point) (held string, _ cVal) {
	body := slices.Clone(cc.Stmts[mark.Stmts:])
	cc.Stmts = cc.Stmts[:mark.Stmts]
	v = cc.value(v)
	if t == nil || cc.goTypeName(v.t) != cc.goTypeName(t) {
		cc.unsupported("cel.bind of a %v that can fail, read in a branch", v.t.kind)
	}
	held = cc.NewVar(goIdent(name))
	typ := cc.goTypeName(v.t)
	value, ok, done := held+"Value", held+"OK", held+"Done"
	cc.Declare(value, ok, done)
	cc.Line("var %s %s", value, typ)
	cc.Line("var %s, %s bool", ok, done)
	cc.Line("%s := func() (%s, bool) {", held, typ)
	cc.Nested(1, "if !%s {", done)
	cc.Nested(2, "%s = true", done)
	cc.Nested(2, "%s, %s = func() (%s, bool) {", value, ok, typ)
	for _, st := range body {
		st.Depth += 2 // into the closure's if and function
		cc.Stmts = append(cc.Stmts, st)
	}
	cc.Nested(3, "return %s, true", v.standalone())
	cc.Nested(2, "}()")
	cc.Nested(1, "}")
	cc.Nested(1, "return %s, %s", value, ok)
	cc.Line("}")
	lazy := v.heldAs("")
	lazy.lazy = held
	return held, lazy
}

// heldBinding names an init computed where it is bound, v, after the
// bound name, where a person would: held is "" where v is read as it is
// (a field, an object read in place, a map).
func (cc *celCompiler) heldBinding(name string, v cVal) (held string, _ cVal) {
	switch {
	case cc.namedVars[v.text]:
		return v.text, v // the conditional wrote the bound name itself
	case v.t.kind == kObject && !token.IsIdentifier(v.text):
		// A part of the object the author named is named in Go too,
		// as a person names what they read several times
		// (s := &obj.Status.InitContainerStatuses[i].State).
		held = cc.NewVar(goIdent(name))
		at := v.text
		if !v.ptr {
			at = "&" + at
		}
		cc.Line("%s := %s", held, at)
		return held, cVal{text: held, t: v.t, ptr: true}
	case !v.raw && v.t.kind != kObject && v.t.kind != kMap:
		held = cc.NewVar(goIdent(name))
		cc.Line("%s := %s", held, v.standalone())
		return held, v.heldAs(held)
	}
	return "", v
}

// dropUnreadInit takes out the init of a bind held in a variable, the
// statements from initStart to initEnd, where nothing after it reads it
// (the statements written since, and outside, what the result returned
// to be written): cel-go never computes it, and Go rejects an unused
// variable. Where only a list the init made on the way is read again
// (sameList), only the bind's own line goes.
func (cc *celCompiler) dropUnreadInit(held string, initTemps []string, initStart, initEnd int, outside []string) {
	after := append(gocode.Texts(cc.Stmts[initEnd:]), outside...)
	switch {
	case !gocode.UsesAny(func(name string) bool { return slices.Contains(initTemps, name) }, after...):
		cc.Stmts = slices.Delete(cc.Stmts, initStart, initEnd)
	case !gocode.Uses(held, after...) && initEnd > initStart && strings.HasPrefix(cc.Stmts[initEnd-1].Text, held+" := "):
		cc.Stmts = slices.Delete(cc.Stmts, initEnd-1, initEnd)
	}
}

// A deferredInit is a cel.bind's init compiled where the bind's one read
// is, with the locals the bind saw.
type deferredInit struct {
	init   celast.Expr
	locals map[string]cVal
}

// readOnce reports whether e reads variable name at one place, not in a
// comprehension's loop (which would compute it at every element).
func readOnce(e celast.Expr, name string) bool {
	n, looped := readSites(e, name, false)
	return n == 1 && !looped
}

// readSites counts the reads of variable name in e, and whether one is in
// a loop (inLoop: e runs once per element).
func readSites(e celast.Expr, name string, inLoop bool) (n int, looped bool) {
	add := func(x celast.Expr, loop bool) {
		m, l := readSites(x, name, loop)
		n, looped = n+m, looped || l
	}
	switch e.Kind() {
	case celast.IdentKind:
		if e.AsIdent() == name {
			return 1, inLoop
		}
	case celast.SelectKind:
		add(e.AsSelect().Operand(), inLoop)
	case celast.ListKind:
		for _, x := range e.AsList().Elements() {
			add(x, inLoop)
		}
	case celast.MapKind, celast.StructKind:
		return 2, true // not compiled; counted as read often
	case celast.CallKind:
		c := e.AsCall()
		if c.IsMemberFunction() {
			add(c.Target(), inLoop)
		}
		for _, x := range c.Args() {
			add(x, inLoop)
		}
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		add(c.IterRange(), inLoop)
		add(c.AccuInit(), inLoop)
		hidden := c.AccuVar() == name || c.IterVar() == name || c.HasIterVar2() && c.IterVar2() == name
		if !hidden {
			add(c.LoopCondition(), inLoop || !isBind(c))
			add(c.LoopStep(), inLoop || !isBind(c))
		}
		if c.AccuVar() != name {
			add(c.Result(), inLoop)
		}
	}
	return n, looped
}

// strictlyReads reports whether evaluating e always reads variable name
// (before any branch is taken): then computing it eagerly, where it is
// bound, fails exactly when cel-go's lazy evaluation does, since any error
// makes the whole cell empty. Either side of && and || may be skipped or
// its error absorbed (CEL absorbs an error in either), unless both read
// it; a branch of ? : may be skipped, unless both read it.
func strictlyReads(e celast.Expr, name string, nonEmpty func(celast.Expr) bool) bool {
	reads := func(x celast.Expr, name string) bool { return strictlyReads(x, name, nonEmpty) }
	switch e.Kind() {
	case celast.IdentKind:
		return e.AsIdent() == name
	case celast.SelectKind:
		return reads(e.AsSelect().Operand(), name)
	case celast.ListKind:
		return slices.ContainsFunc(e.AsList().Elements(), func(x celast.Expr) bool { return reads(x, name) })
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		if isBind(c) {
			// cel.bind(v, init, result): the result always runs; the
			// init runs when the result strictly reads v.
			viaInit := reads(c.AccuInit(), name) && reads(c.Result(), c.AccuVar())
			if c.AccuVar() == name { // v hides the variable in the result
				return viaInit
			}
			return viaInit || reads(c.Result(), name)
		}
		if reads(c.IterRange(), name) || reads(c.AccuInit(), name) {
			return true
		}
		// Over a range known to have an element (lists.range(size(x))
		// where the branch says x is not empty), the first element's
		// condition and step run.
		return c.IterVar() != name && nonEmpty != nil && nonEmpty(c.IterRange()) &&
			(reads(c.LoopCondition(), name) || reads(c.LoopStep(), name))
	case celast.CallKind:
		c := e.AsCall()
		switch args := c.Args(); c.FunctionName() {
		case operators.LogicalAnd, operators.LogicalOr:
			// One operand's error may be absorbed by the other; when
			// both read the variable, both fail with it.
			return reads(args[0], name) && reads(args[1], name)
		case operators.Conditional:
			// The condition, or whichever branch it takes.
			return reads(args[0], name) || reads(args[1], name) && reads(args[2], name)
		case "or", "orValue":
			if c.IsMemberFunction() {
				// cel-go short-circuits an optional's or and orValue:
				// the alternative runs only where the optional has no
				// value.
				return reads(c.Target(), name)
			}
		}
		if c.IsMemberFunction() && reads(c.Target(), name) {
			return true
		}
		return slices.ContainsFunc(c.Args(), func(x celast.Expr) bool { return reads(x, name) })
	}
	return false
}

// nonEmpty reports whether the facts in scope say the list a
// comprehension iterates has an element: lists.range(size(x)), or x, for
// x a name bound to a list (a cel.bind's) that a branch or a guard found
// not empty (size(defaults) == 0 ? "" : … is such a branch).
func (cc *celCompiler) nonEmpty(r celast.Expr) bool {
	if r.Kind() == celast.CallKind {
		c := r.AsCall()
		if c.FunctionName() != "lists.range" || c.IsMemberFunction() || len(c.Args()) != 1 {
			return false
		}
		n := c.Args()[0]
		if n.Kind() != celast.CallKind || n.AsCall().FunctionName() != overloads.Size {
			return false
		}
		if sc := n.AsCall(); sc.IsMemberFunction() {
			r = sc.Target()
		} else if len(sc.Args()) == 1 {
			r = sc.Args()[0]
		}
	}
	if r.Kind() != celast.IdentKind {
		return false
	}
	v, ok := cc.locals[r.AsIdent()]
	if !ok || v.t == nil || v.t.kind != kList || v.raw || !token.IsIdentifier(v.text) {
		return false
	}
	c := cc.withFacts(lengthIs(v.text, "==", 0))
	return c.kind == condConst && !c.value
}

// boundType is the compiled type of a cel.bind value, or nil (zero nil)
// for a type the compiler only reads (objects, maps).
func (cc *celCompiler) boundType(init celast.Expr) (t *cType) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(unsupported); !ok {
				panic(r)
			}
			t = nil
		}
	}()
	return cc.fromCELType(cc.ast.GetType(init.ID()))
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// goIdent is a CEL variable name as the prefix of a Go variable.
func goIdent(name string) string {
	if name == "" || !isIdentByte(name[0]) || name[0] >= '0' && name[0] <= '9' {
		return "b"
	}
	return name
}

// fieldName is the name a CEL field name gives a Go temporary: the name
// itself, or, for a reserved word Kubernetes escapes (__namespace__), the
// word.
func fieldName(name string) string {
	inner, ok := strings.CutPrefix(name, "__")
	if inner, ok2 := strings.CutSuffix(inner, "__"); ok && ok2 && selectablecel.Escape(inner) == name {
		return inner
	}
	return name
}

// goName is the name a Go temporary holding CEL variable name takes:
// the same, or prefix where Go cannot spell it (cel-go's @it).
func goName(name, prefix string) string {
	if token.IsIdentifier(name) {
		return name
	}
	return prefix
}

// bindLocal makes CEL variable name read v until the returned func
// restores what the name meant before (an enclosing variable of the same
// name, or nothing).
func (cc *celCompiler) bindLocal(name string, v cVal) (unbind func()) {
	saved, had := cc.locals[name]
	cc.locals[name] = v
	return func() {
		if had {
			cc.locals[name] = saved
		} else {
			delete(cc.locals, name)
		}
	}
}
