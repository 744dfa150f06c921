package markers

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// gengo records comments but not where they are. PackageComments re-reads a
// package's files with go/parser so that every marker keeps its file and
// line. It picks the same comment blocks gengo does: a type's closest
// comment block and the block before it; a field's doc comment; all of
// doc.go. Package markers are also read from the comments above the package
// clause of every other file, as controller-gen reads them: kubebuilder
// scaffolds +groupName in groupversion_info.go, not in doc.go.

// PackageComments holds the positioned comment lines of one package.
type PackageComments struct {
	// Name is the package's name (its package clause).
	Name string
	// DocFile is the path of doc.go, or "" if the package has none.
	DocFile string
	// Doc holds the package-level comment lines: every comment line of
	// doc.go, then, file by file in name order, the comments above the
	// package clause of the other files.
	Doc   []Line
	Types map[string]*TypeComments
	// StringConsts are the package's constants declared with a string
	// literal (const GroupName = "apps"), for packages gengo's universe
	// holds only in part.
	StringConsts map[string]string
	// Unnamed are the members of struct types written without a name
	// inside a type declaration (Inner struct { ... }), whose markers are
	// not read: markers are read on the members of named types only.
	Unnamed []UnnamedMember
}

// UnnamedMember is the doc comment of a member of an unnamed struct type.
type UnnamedMember struct {
	// Path is the type declaration's name, then the members down to this
	// one (Spec, Inner, Mode); a field declaring several names (A, B
	// string) is named by the first.
	Path  []string
	Lines []Line
}

// TypeComments holds the comment lines of one type declaration.
type TypeComments struct {
	// Pos is the position of the type's name.
	Pos token.Position
	// Lines: the second-closest comment block, then the closest one.
	Lines   []Line
	Members map[string]*MemberComments
	// Alias is set when the declaration is a type alias (type Pod =
	// corev1.Pod): what it names, as written.
	Alias *AliasTarget
}

// AliasTarget is the type a type alias names: Qualifier is the package
// name it is written with ("" for a type of the same package), ImportPath
// that package's path when the file imports it under an explicit name,
// Name the type's name. Anything else (a pointer, a generic instance, a
// type literal) is not an alias target: Unsupported says how it is written.
type AliasTarget struct {
	Qualifier, ImportPath, Name string
	// Imports are the import paths of the file, so that a package imported
	// without a name can be found by its package name.
	Imports     []string
	Unsupported string
}

// MemberComments holds the doc comment of one struct field.
type MemberComments struct {
	Pos   token.Position
	Lines []Line
}

// Member returns the comments of a field, or nil.
func (t *TypeComments) Member(name string) *MemberComments {
	if t == nil {
		return nil
	}
	return t.Members[name]
}

// LoadPackageComments parses the Go files of dir that build with the given
// tags (as the gengo parser does; generated files are excluded by their
// build tag).
//
// A file that declares no type and no constant (as mayDeclareTypesOrConsts
// finds without parsing) is parsed only up to its package clause, the only
// part of it addFile reads: the result is the same, with a fraction of the
// memory and time (most of a generator run's own allocation was the syntax
// trees of k8s.io/api's generated.pb.go files, thrown away at once). The
// rest of such a file is not checked for syntax errors here: the callers
// read packages the gengo parser has loaded, which fails on them first.
func LoadPackageComments(dir string, buildTags []string) (*PackageComments, error) {
	return loadPackageComments(dir, buildTags, true)
}

// loadPackageComments parses every file in full unless skim is set; the
// tests compare both.
func loadPackageComments(dir string, buildTags []string, skim bool) (*PackageComments, error) {
	ctx := build.Default
	ctx.BuildTags = buildTags
	bp, err := ctx.ImportDir(dir, 0)
	if err != nil {
		if _, ok := err.(*build.NoGoError); !ok {
			return nil, fmt.Errorf("reading %s: %w", dir, err)
		}
	}
	pc := &PackageComments{Types: map[string]*TypeComments{}, StringConsts: map[string]string{}}
	fset := token.NewFileSet()
	files := append(append([]string{}, bp.GoFiles...), bp.CgoFiles...)
	buf := sources.Get().(*bytes.Buffer)
	defer sources.Put(buf)
	for _, name := range files {
		path := filepath.Join(dir, name)
		src, err := readInto(buf, path)
		if err != nil {
			return nil, err
		}
		mode := parser.ParseComments | parser.SkipObjectResolution
		if skim && name != "doc.go" && !mayDeclareTypesOrConsts(src) {
			mode |= parser.PackageClauseOnly
		}
		f, err := parser.ParseFile(fset, path, src, mode)
		if err != nil {
			return nil, err
		}
		pc.addFile(fset, f, path)
	}
	return pc, nil
}

// sources are buffers that source files are read into, one file after
// another: the parser keeps no reference to the source (the syntax tree
// holds copies), and most of the bytes read are in large files that a
// skimmed parse reads only the start of, so reading each into memory of its
// own was most of what is left of LoadPackageComments' allocation.
var sources = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// readInto reads the file at path into buf, replacing its contents, and
// returns them (valid until the next use of buf).
func readInto(buf *bytes.Buffer, path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf.Reset()
	if fi, err := f.Stat(); err == nil {
		buf.Grow(int(fi.Size()) + bytes.MinRead) // ReadFrom then reads without growing
	}
	if _, err := buf.ReadFrom(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (pc *PackageComments) addFile(fset *token.FileSet, f *ast.File, path string) {
	pc.Name = f.Name.Name
	if filepath.Base(path) == "doc.go" {
		pc.DocFile = path
		pc.Doc = append(pc.docFileLines(fset, f), pc.Doc...)
	} else {
		for _, g := range f.Comments {
			if g.End() < f.Package {
				pc.Doc = append(pc.Doc, groupLines(fset, g)...)
			}
		}
	}
	byEndLine := map[int]*ast.CommentGroup{}
	for _, g := range f.Comments {
		byEndLine[fset.Position(g.End()).Line] = g
	}
	// closest returns the block ending n lines above line.
	closest := func(line, n int) *ast.CommentGroup { return byEndLine[line-n] }
	named := map[string]string{} // explicit import names -> paths
	var imports []string
	for _, is := range f.Imports {
		p, _ := strconv.Unquote(is.Path.Value)
		imports = append(imports, p)
		if is.Name != nil {
			named[is.Name.Name] = p
		}
	}
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if ok && gd.Tok == token.CONST {
			pc.addStringConsts(gd)
		}
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts := spec.(*ast.TypeSpec)
			pos := fset.Position(ts.Name.Pos())
			c1 := closest(pos.Line, 1)
			var c2 *ast.CommentGroup
			if c1 == nil {
				c2 = closest(pos.Line, 2)
			} else {
				c2 = closest(fset.Position(c1.List[0].Slash).Line, 2)
			}
			tc := &TypeComments{Pos: pos, Members: map[string]*MemberComments{}}
			tc.Lines = append(groupLines(fset, c2), groupLines(fset, c1)...)
			pc.Types[ts.Name.Name] = tc
			if ts.Assign.IsValid() {
				tc.Alias = aliasTarget(ts.Type, named, imports)
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				pc.addUnnamed(fset, closest, []string{ts.Name.Name}, ts.Type)
				continue
			}
			for _, field := range st.Fields.List {
				fpos := fset.Position(field.Pos())
				lines := groupLines(fset, closest(fpos.Line, 1))
				for _, name := range fieldNames(field) {
					tc.Members[name] = &MemberComments{Pos: fpos, Lines: lines}
				}
				pc.addUnnamed(fset, closest, []string{ts.Name.Name, firstName(field)}, field.Type)
			}
		}
	}
}

// addUnnamed records the members of the unnamed struct types in a type
// expression (a member's type, or a declaration's that is no struct),
// through pointers, slices, arrays, maps and channels, as Unnamed.
func (pc *PackageComments) addUnnamed(fset *token.FileSet, closest func(line, n int) *ast.CommentGroup, path []string, t ast.Expr) {
	switch x := t.(type) {
	case *ast.StarExpr:
		pc.addUnnamed(fset, closest, path, x.X)
	case *ast.ArrayType:
		pc.addUnnamed(fset, closest, path, x.Elt)
	case *ast.MapType:
		pc.addUnnamed(fset, closest, path, x.Key)
		pc.addUnnamed(fset, closest, path, x.Value)
	case *ast.ChanType:
		pc.addUnnamed(fset, closest, path, x.Value)
	case *ast.StructType:
		for _, field := range x.Fields.List {
			member := append(slices.Clip(path), firstName(field))
			if lines := groupLines(fset, closest(fset.Position(field.Pos()).Line, 1)); len(lines) > 0 {
				pc.Unnamed = append(pc.Unnamed, UnnamedMember{Path: member, Lines: lines})
			}
			pc.addUnnamed(fset, closest, member, field.Type)
		}
	}
}

// PackageBlocks returns the package-level lines of Doc grouped by file,
// doc.go first.
func (pc *PackageComments) PackageBlocks() [][]Line {
	var blocks [][]Line
	for i, l := range pc.Doc {
		if i == 0 || l.Pos.Filename != pc.Doc[i-1].Pos.Filename {
			blocks = append(blocks, nil)
		}
		blocks[len(blocks)-1] = append(blocks[len(blocks)-1], l)
	}
	return blocks
}

// docFileLines are the lines of every comment in doc.go.
func (pc *PackageComments) docFileLines(fset *token.FileSet, f *ast.File) []Line {
	var lines []Line
	for _, g := range f.Comments {
		lines = append(lines, groupLines(fset, g)...)
	}
	return lines
}

// fieldNames returns the Go names a field declares; an embedded field is
// named after its type.
func fieldNames(f *ast.Field) []string {
	if len(f.Names) > 0 {
		names := make([]string, len(f.Names))
		for i, n := range f.Names {
			names[i] = n.Name
		}
		return names
	}
	t := f.Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.SelectorExpr:
			return []string{x.Sel.Name}
		case *ast.Ident:
			return []string{x.Name}
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		default:
			return nil
		}
	}
}

// firstName is the first Go name a field declares ("" for none).
func firstName(f *ast.Field) string {
	if names := fieldNames(f); len(names) > 0 {
		return names[0]
	}
	return ""
}

// groupLines splits a comment group into positioned lines.
func groupLines(fset *token.FileSet, g *ast.CommentGroup) []Line {
	if g == nil {
		return nil
	}
	var out []Line
	for _, c := range g.List {
		pos := fset.Position(c.Slash)
		if strings.HasPrefix(c.Text, "//") {
			pos.Column += 2
			pos.Offset += 2
			out = append(out, Line{Text: c.Text[2:], Pos: pos})
			continue
		}
		// A /* */ comment: one Line per line of text.
		body := strings.TrimSuffix(strings.TrimPrefix(c.Text, "/*"), "*/")
		for i, text := range strings.Split(body, "\n") {
			p := pos
			p.Line += i
			if i == 0 {
				p.Column += 2
			} else {
				p.Column = 1
			}
			out = append(out, Line{Text: text, Pos: p})
		}
	}
	return out
}

// aliasTarget reads the right-hand side of a type alias.
func aliasTarget(expr ast.Expr, named map[string]string, imports []string) *AliasTarget {
	switch x := expr.(type) {
	case *ast.Ident:
		return &AliasTarget{Name: x.Name}
	case *ast.SelectorExpr:
		if q, ok := x.X.(*ast.Ident); ok {
			return &AliasTarget{Qualifier: q.Name, ImportPath: named[q.Name], Name: x.Sel.Name, Imports: imports}
		}
	}
	return &AliasTarget{Unsupported: fmt.Sprintf("%T", expr)}
}

func (pc *PackageComments) addStringConsts(gd *ast.GenDecl) {
	for _, spec := range gd.Specs {
		vs := spec.(*ast.ValueSpec)
		for i, n := range vs.Names {
			if i >= len(vs.Values) {
				break
			}
			if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if v, err := strconv.Unquote(lit.Value); err == nil {
					pc.StringConsts[n.Name] = v
				}
			}
		}
	}
}
