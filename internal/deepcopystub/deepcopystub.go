// Package deepcopystub writes stand-ins for the deepcopy methods that
// deepcopy-gen or controller-gen would write, so that tests can compile
// generated code with its input package without running those tools.
package deepcopystub

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
)

// For returns a Go file for the package in dir that declares DeepCopy and
// DeepCopyObject (a shallow copy) for every struct of the package that
// embeds TypeMeta: its kinds and list kinds.
func For(dir string) ([]byte, error) {
	fset := token.NewFileSet()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	var pkg string
	var b strings.Builder
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		pkg = file.Name.Name
		for _, decl := range file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gen.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok || !embedsTypeMeta(ts) {
					continue
				}
				fmt.Fprintf(&b, "func (in *%[1]s) DeepCopy() *%[1]s { out := *in; return &out }\n", ts.Name.Name)
				fmt.Fprintf(&b, "func (in *%s) DeepCopyObject() runtime.Object { return in.DeepCopy() }\n", ts.Name.Name)
			}
		}
	}
	if pkg == "" {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	// A package of type aliases only has no kinds of its own.
	return []byte("package " + pkg + "\n\nimport \"k8s.io/apimachinery/pkg/runtime\"\n\nvar _ runtime.Object\n\n" + b.String()), nil
}

// embedsTypeMeta: the type is a struct that embeds TypeMeta.
func embedsTypeMeta(ts *ast.TypeSpec) bool {
	st, ok := ts.Type.(*ast.StructType)
	if !ok {
		return false
	}
	for _, f := range st.Fields.List {
		if sel, ok := f.Type.(*ast.SelectorExpr); ok && len(f.Names) == 0 && sel.Sel.Name == "TypeMeta" {
			return true
		}
	}
	return false
}
