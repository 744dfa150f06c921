package generators

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// Output is what a successful run produces: files to write and stale
// outputs to remove. Nothing touches the disk until Write, so a run with any
// error leaves every file as it was.
type Output struct {
	// Files maps absolute paths to their complete contents.
	Files map[string][]byte
	// Stale lists earlier outputs of packages that no longer have kinds.
	Stale []string
	// Notes tell the user what a CRD cannot express; they are not errors.
	Notes []string
}

// Paths returns the file paths, sorted.
func (o *Output) Paths() []string {
	paths := make([]string, 0, len(o.Files))
	for p := range o.Files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	return paths
}

// Write writes every file atomically (a temporary file renamed over the
// old one) and skips files whose contents are unchanged, then removes
// stale outputs.
func (o *Output) Write() error {
	var errs []error
	for _, path := range o.Paths() {
		if err := writeAtomic(path, o.Files[path]); err != nil {
			errs = append(errs, err)
		}
	}
	for _, path := range o.Stale {
		if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func writeAtomic(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".selectable-gen-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// bufferFileType replaces gengo's Go file type, which creates the file
// before formatting and leaves unformatted output behind when formatting
// fails. This one assembles and formats in memory.
type bufferFileType struct {
	out *Output
}

func (ft bufferFileType) AssembleFile(f *generator.File, path string) error {
	var buf bytes.Buffer
	assemble(&buf, f)
	formatted, err := formatWithoutUnusedImports(buf.Bytes())
	if err != nil {
		// A generator bug, not a user error: show the source to debug it.
		return fmt.Errorf("generated code for %s does not parse (a selectable-gen bug; please report it): %v\n%s", path, err, buf.Bytes())
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	ft.out.Files[abs] = formatted
	return nil
}

// formatWithoutUnusedImports gofmts src after removing imports that no
// selector of the file uses. The emitters record an import when they
// reference a package, and the imports of one file are shared by all of
// them: a reference made while planning code that is then not printed
// would leave an import that does not compile. Pruning here makes that
// impossible, whichever emitter does it.
func formatWithoutUnusedImports(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	pruned := false
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		specs := gd.Specs[:0]
		for _, spec := range gd.Specs {
			is := spec.(*ast.ImportSpec)
			p, _ := strconv.Unquote(is.Path.Value)
			name := path.Base(p)
			if is.Name != nil {
				name = is.Name.Name
			}
			if name == "_" || name == "." || used[name] {
				specs = append(specs, spec)
				continue
			}
			pruned = true
		}
		gd.Specs = specs
	}
	if !pruned {
		return format.Source(src)
	}
	var out bytes.Buffer
	if err := format.Node(&out, fset, f); err != nil {
		return nil, err
	}
	return format.Source(out.Bytes())
}

// assemble writes a Go file: header, package clause, imports in two groups
// (standard library, then the rest, as goimports lays them out), body.
func assemble(w *bytes.Buffer, f *generator.File) {
	w.Write(f.Header)
	fmt.Fprintf(w, "package %s\n\n", f.PackageName)
	var std, other []string
	for line := range f.Imports {
		path := line[strings.IndexByte(line, '"')+1:]
		if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
			other = append(other, line)
		} else {
			std = append(std, line)
		}
	}
	if len(std)+len(other) > 0 {
		sort.Slice(std, func(i, j int) bool { return gocode.ImportPath(std[i]) < gocode.ImportPath(std[j]) })
		sort.Slice(other, func(i, j int) bool { return gocode.ImportPath(other[i]) < gocode.ImportPath(other[j]) })
		w.WriteString("import (\n")
		for _, l := range std {
			fmt.Fprintf(w, "\t%s\n", l)
		}
		if len(std) > 0 && len(other) > 0 {
			w.WriteString("\n")
		}
		for _, l := range other {
			fmt.Fprintf(w, "\t%s\n", l)
		}
		w.WriteString(")\n\n")
	}
	w.Write(f.Vars.Bytes())
	w.Write(f.Consts.Bytes())
	w.Write(f.Body.Bytes())
}
