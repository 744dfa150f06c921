package celgo

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	celast "github.com/google/cel-go/common/ast"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// A list a map or a filter made is made once where one expression makes
// it twice: Gardener's ManagedSeed Status reads
// self.status.conditions.filter(c, c.type == "SeedRegistered")[0] in
// each branch of a conditional, as a person reads the list the first test
// made (filtered[0].Status), not a second loop. The list is keyed by its
// expression's structure (listKey), and, like a memoized call's value
// (StmtWriter.Read), recalled only where the first was made in the block
// or one around it; the recalled list is not made (made: false), so
// nothing appends to it in place.

// sameList returns the list a map or filter e made before, where it is
// in scope here.
func (cc *celCompiler) sameList(e celast.Expr) (cVal, bool) {
	key, ok := cc.listKey(e)
	if !ok {
		return cVal{}, false
	}
	temp, ok := cc.Recall(key)
	if !ok {
		return cVal{}, false
	}
	v := cc.madeLists[key]
	v.text, v.made, v.recalled = temp, false, true
	if cc.firstOnly == e.AsComprehension().IterRange().ID() {
		cc.firstDepth = cc.Indent // nothing is written: no element can fail here (firstElementOnly)
	}
	return v, true
}

// rememberList records that v, a list e made into a temporary, is e's
// value for the rest of the block.
func (cc *celCompiler) rememberList(e celast.Expr, v cVal) {
	key, ok := cc.listKey(e)
	if !ok || !v.made || !token.IsIdentifier(v.text) {
		return
	}
	cc.madeLists[key] = v
	cc.Read(key, v.text)
}

// listKey is the key of the list e makes: its structure, and whether it
// stops at its first element (a list made whole serves both). ok is
// false where e reads a name it does not bind itself, other than self,
// now and the row's variables: two such expressions are one value
// wherever one evaluation of a row reads both.
func (cc *celCompiler) listKey(e celast.Expr) (string, bool) {
	var b strings.Builder
	if cc.firstOnly == e.AsComprehension().IterRange().ID() {
		b.WriteString("first ")
	}
	b.WriteString("list ")
	if !writeExprKey(&b, e, nil) {
		return "", false
	}
	return b.String(), true
}

// writeExprKey writes e's structure (kinds, names, literals; not its IDs)
// and reports whether every name e reads is self, now, a row variable or
// one of bound. A bound name is written as its place among bound (the
// innermost of a repeated name), so that two expressions that differ only
// in the names they bind (exists(c, c.ready), filter(x, x.ready)) have
// one key.
func writeExprKey(b *strings.Builder, e celast.Expr, bound []string) bool {
	switch e.Kind() {
	case celast.IdentKind:
		name := e.AsIdent()
		if i := lastIndex(bound, name); i >= 0 {
			fmt.Fprintf(b, "@%d", i)
			return true
		}
		if name != "self" && name != "now" && !strings.HasPrefix(name, selectablecel.VariablesPrefix) {
			return false
		}
		b.WriteString(name)
		return true
	case celast.LiteralKind:
		lit := e.AsLiteral()
		fmt.Fprintf(b, "%s(%#v)", lit.Type().TypeName(), lit.Value())
		return true
	case celast.SelectKind:
		s := e.AsSelect()
		if s.IsTestOnly() {
			b.WriteString("has ")
		}
		if !writeExprKey(b, s.Operand(), bound) {
			return false
		}
		b.WriteString("." + s.FieldName())
		return true
	case celast.CallKind:
		c := e.AsCall()
		if c.IsMemberFunction() {
			if !writeExprKey(b, c.Target(), bound) {
				return false
			}
			b.WriteString(".")
		}
		b.WriteString(c.FunctionName() + "(")
		for _, a := range c.Args() {
			if !writeExprKey(b, a, bound) {
				return false
			}
			b.WriteString(", ")
		}
		b.WriteString(")")
		return true
	case celast.ListKind:
		l := e.AsList()
		fmt.Fprintf(b, "[%v ", l.OptionalIndices())
		for _, x := range l.Elements() {
			if !writeExprKey(b, x, bound) {
				return false
			}
			b.WriteString(", ")
		}
		b.WriteString("]")
		return true
	case celast.ComprehensionKind:
		c := e.AsComprehension()
		inner := append(slices.Clone(bound), c.IterVar(), c.AccuVar())
		if c.HasIterVar2() {
			inner = append(inner, c.IterVar2())
		}
		fmt.Fprintf(b, "comprehension(%v ", c.HasIterVar2())
		for _, part := range []struct {
			x     celast.Expr
			names []string
		}{{c.IterRange(), bound}, {c.AccuInit(), bound}, {c.LoopCondition(), inner}, {c.LoopStep(), inner}, {c.Result(), append(slices.Clone(bound), c.AccuVar())}} {
			if !writeExprKey(b, part.x, part.names) {
				return false
			}
			b.WriteString("; ")
		}
		b.WriteString(")")
		return true
	}
	return false // maps and objects: not compiled
}

// lastIndex is the place of the last name in names, -1 where it is not
// there.
func lastIndex(names []string, name string) int {
	for i := len(names) - 1; i >= 0; i-- {
		if names[i] == name {
			return i
		}
	}
	return -1
}
