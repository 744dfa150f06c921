package celgo

import (
	"go/token"
	"strings"
	"unicode"

	celast "github.com/google/cel-go/common/ast"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// A compiled column's or variable's value is named as what it computes
// (leafName): a CertificateSigningRequest's status built in parts is
// condition, after its column, and a variable's list is the variable's
// name, where the construct would name it t or mapped. Nothing but the
// value returned reads such a variable, unlike a cel.bind's name, which
// the bind's result reads: a concatenation may append to it (cVal.own).

// setLeafName makes name (a column's or a variable's) the name of the
// value returned, unless no Go identifier comes of it or the expression
// binds the same name (a cel.bind's or a comprehension's variable),
// which would then be mistaken for the bind's.
func (cc *celCompiler) setLeafName(name string) {
	id := leafIdent(name)
	if id != "" && boundNames(cc.ast.Expr())[id] {
		id = ""
	}
	cc.leafName = id
}

// isLeafName reports whether named, a result name taken
// (takeResultName), is the value's own name: no bind reads its variable.
func (cc *celCompiler) isLeafName(named string) bool {
	return named != "" && named == cc.leafName
}

// leafIdent is a column's or variable's name as a Go name: its words
// joined in lower camel case ("Nominated Node" is nominatedNode, "IP"
// ip), or "" where they make no Go identifier (the value then keeps the
// construct's own name: t, mapped).
func leafIdent(name string) string {
	var b strings.Builder
	for i, w := range strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' }) {
		if i == 0 {
			w = gocode.LowerInitials(w)
		} else {
			w = strings.ToUpper(w[:1]) + w[1:]
		}
		b.WriteString(w)
	}
	if id := b.String(); token.IsIdentifier(id) && !strings.HasPrefix(id, "_") {
		return id
	}
	return ""
}

// boundNames are the names e's comprehensions bind: cel.bind's, a
// macro's element and accumulator variables.
func boundNames(e celast.Expr) map[string]bool {
	names := map[string]bool{}
	var walk func(celast.Expr)
	walk = func(e celast.Expr) {
		switch e.Kind() {
		case celast.SelectKind:
			walk(e.AsSelect().Operand())
		case celast.ListKind:
			for _, x := range e.AsList().Elements() {
				walk(x)
			}
		case celast.MapKind:
			for _, x := range e.AsMap().Entries() {
				walk(x.AsMapEntry().Key())
				walk(x.AsMapEntry().Value())
			}
		case celast.StructKind:
			for _, x := range e.AsStruct().Fields() {
				walk(x.AsStructField().Value())
			}
		case celast.CallKind:
			c := e.AsCall()
			if c.IsMemberFunction() {
				walk(c.Target())
			}
			for _, x := range c.Args() {
				walk(x)
			}
		case celast.ComprehensionKind:
			c := e.AsComprehension()
			names[c.AccuVar()], names[c.IterVar()] = true, true
			if c.HasIterVar2() {
				names[c.IterVar2()] = true
			}
			for _, x := range []celast.Expr{c.IterRange(), c.AccuInit(), c.LoopCondition(), c.LoopStep(), c.Result()} {
				walk(x)
			}
		}
	}
	walk(e)
	return names
}

// elementName is the name of the conditional that is a map's element:
// the element of a list named items is item. forBranch is that
// conditional's first branch, as conditionalName sees it.
type elementName struct {
	name      string
	forBranch int64
}

// elementNameOf is the element name of the map over transform whose list
// is named list: none where the transform (through the binds around its
// result) is no conditional, or where the list's name is no plural.
func elementNameOf(transform celast.Expr, list string) elementName {
	for transform.Kind() == celast.ComprehensionKind && isBind(transform.AsComprehension()) {
		transform = transform.AsComprehension().Result()
	}
	one := singular(list)
	if !isConditional(transform) || one == "" {
		return elementName{}
	}
	return elementName{name: one, forBranch: transform.AsCall().Args()[1].ID()}
}

// singular is one of a list named name, as English makes it (items:
// item, addresses: address, entries: entry); "" where name is no plural
// (status, external).
func singular(name string) string {
	switch {
	case len(name) < 3 || !strings.HasSuffix(name, "s") || strings.HasSuffix(name, "ss") || strings.HasSuffix(name, "us"):
		return ""
	case strings.HasSuffix(name, "sses"), strings.HasSuffix(name, "xes"), strings.HasSuffix(name, "ches"):
		return strings.TrimSuffix(name, "es")
	case strings.HasSuffix(name, "ies"):
		return strings.TrimSuffix(name, "ies") + "y"
	}
	return strings.TrimSuffix(name, "s")
}
