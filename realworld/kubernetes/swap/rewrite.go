package swap

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"strconv"
	"strings"
)

// The functions the rewritten bodies call: the bridge file of the
// scratch package defines them as calls of Rows and Fields.
const (
	RowsFunc    = "selectableRows"
	FieldsFunc  = "selectableFields"
	ColumnsFunc = "selectableColumns"
)

// Rewrite replaces, in the source of one of kube-apiserver's files, the
// body of every function of a shape builtin's generated code replaces,
// for the kinds builtin declares, and drops the imports nothing uses any
// more. The shapes:
//
//   - a print function (pkg/printers/internalversion), func(obj *pkg.T,
//     options printers.GenerateOptions) ([]metav1.TableRow, error), T a
//     kind or a list kind: its body becomes RowsFunc(obj, options,
//     narrows), narrows saying whether the function reads options.Wide;
//   - a registry's selectable-fields function (pkg/registry), named
//     ...SelectableFields, func(obj *pkg.T) fields.Set: its body becomes
//     FieldsFunc(obj). The registry's GetAttrs and matchers, which
//     type-assert and call it, stay;
//   - the column definitions a print function is registered with
//     (AddHandlers: defs := []metav1.TableColumnDefinition{...}, then
//     h.TableHandler(defs, printFoo)): when every handler of defs is a
//     replaced print function of one kind, defs becomes
//     ColumnsFunc(&pkg.Foo{}), the generated convertor's definitions, and
//     what is later assigned to defs (defs = append(defs, ...)) goes.
//
// declares answers for the import path of pkg and T. Rewrite returns the
// new source and the names of the functions replaced, in the file's
// order. Helpers the replaced bodies called stay: unused functions
// compile.
func Rewrite(filename string, src []byte, declares func(importPath, typeName string) bool) ([]byte, []string, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, filename, src, parser.ParseComments)
	if err != nil {
		return nil, nil, err
	}
	imports := map[string]string{} // package name in the file → import path
	for _, spec := range file.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		imports[importName(spec, p)] = p
	}
	wide := readsWide(file)
	var replaced []string
	printed := map[string]*ast.SelectorExpr{} // replaced print function → its object's type, pkg.T
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Body == nil {
			continue
		}
		call, ok := replacement(fn, wide)
		if !ok {
			continue
		}
		sel, ok := fn.Type.Params.List[0].Type.(*ast.StarExpr).X.(*ast.SelectorExpr)
		if !ok || !declares(imports[sel.X.(*ast.Ident).Name], sel.Sel.Name) {
			continue
		}
		if call.Fun.(*ast.Ident).Name == RowsFunc {
			printed[fn.Name.Name] = sel
		}
		dropComments(file, fn.Body)
		fn.Body = &ast.BlockStmt{List: []ast.Stmt{&ast.ReturnStmt{Results: []ast.Expr{call}}}}
		replaced = append(replaced, fn.Name.Name)
	}
	if len(replaced) == 0 {
		return src, nil, nil
	}
	replaced = append(replaced, replaceColumns(file, printed)...)
	dropUnusedImports(file)
	var out bytes.Buffer
	if err := format.Node(&out, fset, file); err != nil {
		return nil, nil, fmt.Errorf("printing the rewritten %s: %w", filename, err)
	}
	return out.Bytes(), replaced, nil
}

// replaceColumns replaces, in each function of file, the column
// definitions that only replaced print functions of one kind are
// registered with (printed) by ColumnsFunc(&pkg.T{}), and returns the
// names of the definitions replaced, as "AddHandlers.podColumnDefinitions".
func replaceColumns(file *ast.File, printed map[string]*ast.SelectorExpr) []string {
	var replaced []string
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		kinds := columnKinds(fn.Body, printed)
		done := map[string]bool{} // definitions replaced: later assignments to them go too
		kept := fn.Body.List[:0]
		for _, stmt := range fn.Body.List {
			assign, ok := stmt.(*ast.AssignStmt)
			if !ok || len(assign.Lhs) != 1 || len(assign.Rhs) != 1 {
				kept = append(kept, stmt)
				continue
			}
			id, _ := assign.Lhs[0].(*ast.Ident)
			if id != nil && assign.Tok == token.ASSIGN && done[id.Name] {
				// csiDriverColumnDefinitions = append(csiDriverColumnDefinitions, ...):
				// the generated definitions are complete.
				dropComments(file, &ast.BlockStmt{Lbrace: stmt.Pos(), Rbrace: stmt.End()})
				continue
			}
			kept = append(kept, stmt)
			lit, isLit := assign.Rhs[0].(*ast.CompositeLit)
			if id == nil || assign.Tok != token.DEFINE || !isLit || kinds[id.Name] == nil || render(lit.Type) != "[]metav1.TableColumnDefinition" {
				continue
			}
			dropComments(file, &ast.BlockStmt{Lbrace: lit.Pos(), Rbrace: lit.End()})
			assign.Rhs[0] = &ast.CallExpr{Fun: ast.NewIdent(ColumnsFunc), Args: []ast.Expr{
				&ast.UnaryExpr{Op: token.AND, X: &ast.CompositeLit{Type: kinds[id.Name]}},
			}}
			done[id.Name] = true
			replaced = append(replaced, fn.Name.Name+"."+id.Name)
		}
		fn.Body.List = kept
	}
	return replaced
}

// columnKinds returns, for each variable body registers print functions
// with (h.TableHandler(defs, printFoo)), the kind they print, pkg.Foo,
// when all of them are replaced print functions of that one kind (Foo
// and FooList); nil otherwise.
func columnKinds(body *ast.BlockStmt, printed map[string]*ast.SelectorExpr) map[string]*ast.SelectorExpr {
	kinds := map[string]*ast.SelectorExpr{}
	mixed := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "TableHandler" {
			return true
		}
		defs, ok1 := call.Args[0].(*ast.Ident)
		printFn, ok2 := call.Args[1].(*ast.Ident)
		if !ok1 || !ok2 {
			return true
		}
		t := printed[printFn.Name]
		if t == nil {
			mixed[defs.Name] = true
			return true
		}
		kind := &ast.SelectorExpr{X: t.X, Sel: ast.NewIdent(strings.TrimSuffix(t.Sel.Name, "List"))}
		if prev := kinds[defs.Name]; prev != nil && render(prev) != render(kind) {
			mixed[defs.Name] = true
		}
		kinds[defs.Name] = kind
		return true
	})
	for name := range mixed {
		delete(kinds, name)
	}
	return kinds
}

// replacement is the call fn's body becomes when fn has one of the
// shapes Rewrite replaces.
func replacement(fn *ast.FuncDecl, wide map[string]bool) (*ast.CallExpr, bool) {
	if obj, options, ok := printFunction(fn); ok {
		return &ast.CallExpr{Fun: ast.NewIdent(RowsFunc), Args: []ast.Expr{
			ast.NewIdent(obj), ast.NewIdent(options), ast.NewIdent(strconv.FormatBool(wide[fn.Name.Name])),
		}}, true
	}
	if obj, ok := fieldsFunction(fn); ok {
		return &ast.CallExpr{Fun: ast.NewIdent(FieldsFunc), Args: []ast.Expr{ast.NewIdent(obj)}}, true
	}
	return nil, false
}

// fieldsFunction says whether fn is a registry's selectable-fields
// function and names its parameter.
func fieldsFunction(fn *ast.FuncDecl) (string, bool) {
	params, results := fn.Type.Params.List, fn.Type.Results
	if !strings.HasSuffix(strings.ToLower(fn.Name.Name), "selectablefields") || len(params) != 1 || len(params[0].Names) != 1 ||
		results == nil || len(results.List) != 1 || render(results.List[0].Type) != "fields.Set" {
		return "", false
	}
	if _, ok := params[0].Type.(*ast.StarExpr); !ok {
		return "", false
	}
	if params[0].Names[0].Name == "_" {
		params[0].Names[0].Name = "obj"
	}
	return params[0].Names[0].Name, true
}

// readsWide says, for each top-level function of file, whether it reads
// a Wide option, itself or through the file's functions it calls: a print
// function that never does prints every cell, wide or not, and its
// replacement must too (RowsFunc's third argument).
func readsWide(file *ast.File) map[string]bool {
	calls := map[string][]string{}
	wide := map[string]bool{}
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Body == nil {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if n.Sel.Name == "Wide" {
					wide[fn.Name.Name] = true
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok {
					calls[fn.Name.Name] = append(calls[fn.Name.Name], id.Name)
				}
			}
			return true
		})
	}
	for changed := true; changed; {
		changed = false
		for caller, callees := range calls {
			for _, callee := range callees {
				if wide[callee] && !wide[caller] {
					wide[caller], changed = true, true
				}
			}
		}
	}
	return wide
}

// printFunction says whether fn is a print function and names its two
// parameters (renaming a blank one, which the new body reads).
func printFunction(fn *ast.FuncDecl) (obj, options string, ok bool) {
	params, results := fn.Type.Params.List, fn.Type.Results
	if len(params) != 2 || len(params[0].Names) != 1 || len(params[1].Names) != 1 || results == nil || len(results.List) != 2 {
		return "", "", false
	}
	if _, ok := params[0].Type.(*ast.StarExpr); !ok || render(params[1].Type) != "printers.GenerateOptions" {
		return "", "", false
	}
	if render(results.List[0].Type) != "[]metav1.TableRow" || render(results.List[1].Type) != "error" {
		return "", "", false
	}
	for i, name := range []string{"obj", "options"} {
		if params[i].Names[0].Name == "_" {
			params[i].Names[0].Name = name
		}
	}
	return params[0].Names[0].Name, params[1].Names[0].Name, true
}

// render prints a type expression.
func render(e ast.Expr) string {
	var b bytes.Buffer
	if err := format.Node(&b, token.NewFileSet(), e); err != nil {
		return ""
	}
	return b.String()
}

// importName is the name an import is referred to by in the file (the
// packages printers.go imports without a name are named after the last
// element of their path).
func importName(spec *ast.ImportSpec, importPath string) string {
	if spec.Name != nil {
		return spec.Name.Name
	}
	return path.Base(importPath)
}

// dropComments drops the comments inside body, which is replaced.
func dropComments(file *ast.File, body *ast.BlockStmt) {
	kept := file.Comments[:0]
	for _, c := range file.Comments {
		if c.Pos() < body.Pos() || c.End() > body.End() {
			kept = append(kept, c)
		}
	}
	file.Comments = kept
}

// dropUnusedImports removes the imports no selector of the file names.
func dropUnusedImports(file *ast.File) {
	used := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			// The parser resolves the identifiers declared in the
			// file (a local variable named node); a package name is
			// left unresolved.
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
				used[id.Name] = true
			}
		}
		return true
	})
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		specs := gen.Specs[:0]
		for _, s := range gen.Specs {
			spec := s.(*ast.ImportSpec)
			p, _ := strconv.Unquote(spec.Path.Value)
			if name := importName(spec, p); name == "_" || name == "." || used[name] {
				specs = append(specs, s)
			}
		}
		gen.Specs = specs
	}
	file.Imports = nil
	for _, decl := range file.Decls {
		if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.IMPORT {
			for _, s := range gen.Specs {
				file.Imports = append(file.Imports, s.(*ast.ImportSpec))
			}
		}
	}
}
