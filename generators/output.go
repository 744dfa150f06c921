package generators

import (
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"k8s.io/gengo/v2/generator"
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
	formatted, err := format.Source(buf.Bytes())
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
		sort.Slice(std, func(i, j int) bool { return unquotedPath(std[i]) < unquotedPath(std[j]) })
		sort.Slice(other, func(i, j int) bool { return unquotedPath(other[i]) < unquotedPath(other[j]) })
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
