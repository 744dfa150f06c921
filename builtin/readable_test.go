package builtin_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Readability of the declarations: the CEL of a column or a variable is at
// most maxExpression characters, and no two expressions of one kind share
// sharedRun characters or more (a prelude the columns repeat is a
// +k8s:printerColumnVariable instead).
const (
	maxExpression = 1000
	sharedRun     = 200
)

// TestExpressionsReadable checks every kind's printer column and variable
// expressions as written in builtin's type declarations.
func TestExpressionsReadable(t *testing.T) {
	exprs := kindExpressions(t)
	if len(exprs) == 0 {
		t.Fatal("no CEL expression found in builtin's declarations")
	}
	for kind, list := range exprs {
		seen := map[string]int{} // a run of sharedRun characters → the expression it is in
		for i, e := range list {
			if len(e) > maxExpression {
				t.Errorf("%s: an expression of %d characters (at most %d: name its parts with +k8s:printerColumnVariable): %.80s...",
					kind, len(e), maxExpression, e)
			}
			for j := 0; j+sharedRun <= len(e); j++ {
				run := e[j : j+sharedRun]
				if other, ok := seen[run]; ok && other != i {
					t.Errorf("%s: two expressions share %q... (%d characters or more): make it a +k8s:printerColumnVariable", kind, run[:60], sharedRun)
					break
				}
				seen[run] = i
			}
		}
	}
}

// expressionRE finds the CEL expression of a marker line.
var expressionRE = regexp.MustCompile("expression=`([^`]*)`|expression=\"((?:[^\"\\\\]|\\\\.)*)\"")

// kindExpressions reads the CEL expressions of the markers on each type
// declaration of builtin's packages, by package and type.
func kindExpressions(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "kubeprinters" || d.Name() == "internal") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasPrefix(d.Name(), "zz_") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		for _, decl := range file.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE || g.Doc == nil {
				continue
			}
			kind := filepath.Dir(path) + "." + g.Specs[0].(*ast.TypeSpec).Name.Name
			for _, c := range g.Doc.List {
				if !strings.Contains(c.Text, "+k8s:printerColumn") {
					continue
				}
				for _, m := range expressionRE.FindAllStringSubmatch(c.Text, -1) {
					out[kind] = append(out[kind], m[1]+m[2])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
