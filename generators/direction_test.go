package generators

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// stage is where a file of the package sits in the one direction data
// flows: leaves (shape tables, naming, the JSON writers) ← model ←
// discovery (its shared state ← the resolvers ← the package and kind
// dispatch) ← plan ← emit ← the run. A file may use what a file of its own
// or an earlier stage declares, never what a later stage declares; plan
// and emit read the model, not discovery, which only the run drives.
func stage(file string) (int, string) {
	switch {
	case file == "run.go" || file == "main.go" || file == "output.go":
		return 60, "the run"
	case strings.HasPrefix(file, "emit_"):
		return 50, "emit"
	case strings.HasPrefix(file, "plan_"):
		return 40, "plan"
	case file == "discover.go" || file == "discover_alias.go" || file == "discover_internal.go":
		return 32, "discovery's package and kind dispatch"
	case strings.HasPrefix(file, "discover_") && file != "discover_state.go":
		return 31, "a discovery resolver"
	case file == "discover_state.go":
		return 30, "discovery's shared state"
	case strings.HasPrefix(file, "model"):
		return 20, "model"
	}
	return 10, "a leaf"
}

// TestDirection fails when a file uses a function, method, type, variable
// or constant declared in a file of a later stage (an emitter's function
// called by discovery, a planner's by the model): the stages call one way.
func TestDirection(t *testing.T) {
	files, info, fset := typeCheckPackage(t)
	var problems []string
	for _, f := range files {
		useFile := filepath.Base(fset.Position(f.Pos()).Filename)
		useStage, useWhat := stage(useFile)
		ast.Inspect(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := info.Uses[id]
			if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "generators" || !declaredAtTop(obj) {
				return true
			}
			declFile := filepath.Base(fset.Position(obj.Pos()).Filename)
			declStage, declWhat := stage(declFile)
			// Later stages read the model; only the run drives discovery.
			skipsModel := declStage >= 30 && declStage < 40 && useStage >= 40 && useStage < 60
			if declStage > useStage || skipsModel {
				problems = append(problems, fset.Position(id.Pos()).String()+": "+useFile+" ("+useWhat+") uses "+
					obj.Name()+" of "+declFile+" ("+declWhat+")")
			}
			return true
		})
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
	if len(problems) > 0 {
		t.Log("move the declaration to the stage that uses it or an earlier one (what plan and emit read belongs in the model), " +
			"or the use to a later stage; docs/architecture.md describes the stages")
	}
}

// declaredAtTop: a package-level function, type, variable or constant, or
// a method. Struct fields and locals follow their type or function.
func declaredAtTop(obj types.Object) bool {
	if fn, ok := obj.(*types.Func); ok {
		return fn.Signature().Recv() != nil || obj.Parent() == obj.Pkg().Scope()
	}
	return obj.Parent() == obj.Pkg().Scope()
}

// typeCheckPackage type-checks the package's non-test files with the
// export data of its dependencies (go list -export builds them).
func typeCheckPackage(t *testing.T) ([]*ast.File, *types.Info, *token.FileSet) {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	exports := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if path, file, ok := strings.Cut(sc.Text(), "="); ok && file != "" {
			exports[path] = file
		}
	}
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, os.ErrNotExist
		}
		return os.Open(file)
	})
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: imp}).Check("generators", fset, files, info); err != nil {
		t.Fatalf("type-checking the package: %v", err)
	}
	return files, info, fset
}
