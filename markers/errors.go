package markers

import (
	"cmp"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Error is one problem found in the input, at the source line that causes it.
// Every error the generator reports is an Error, so a user always learns the
// file and line to fix.
type Error struct {
	Pos token.Position
	Msg string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s", formatPos(e.Pos), e.Msg)
}

// Errorf builds an Error at pos.
func Errorf(pos token.Position, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// RelPath shortens a path to be relative to the working directory when it
// lies below it, as compilers print positions.
func RelPath(name string) string {
	if wd, err := os.Getwd(); err == nil && filepath.IsAbs(name) {
		if rel, err := filepath.Rel(wd, name); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return name
}

// formatPos prints file:line, the file relative to the working directory.
func formatPos(pos token.Position) string {
	name := RelPath(pos.Filename)
	if name == "" {
		name = "<unknown>"
	}
	return fmt.Sprintf("%s:%d", name, pos.Line)
}

// ErrorList collects the errors of a whole run, so they can all be reported
// together rather than one per run.
type ErrorList []*Error

// Add appends errors, ignoring nils.
func (l *ErrorList) Add(errs ...*Error) {
	for _, e := range errs {
		if e != nil {
			*l = append(*l, e)
		}
	}
}

// Addf appends a new Error at pos.
func (l *ErrorList) Addf(pos token.Position, format string, args ...any) {
	*l = append(*l, Errorf(pos, format, args...))
}

// Sorted returns the errors ordered by file and line, without duplicates
// (a struct shared by several kinds is checked once per kind).
func (l ErrorList) Sorted() ErrorList {
	out := slices.Clone(l)
	slices.SortStableFunc(out, func(a, b *Error) int {
		return cmp.Or(
			cmp.Compare(a.Pos.Filename, b.Pos.Filename),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column),
			cmp.Compare(a.Msg, b.Msg),
		)
	})
	return slices.CompactFunc(out, func(a, b *Error) bool {
		return a.Pos == b.Pos && a.Msg == b.Msg
	})
}

func (l ErrorList) Error() string {
	sorted := l.Sorted()
	lines := make([]string, len(sorted))
	for i, e := range sorted {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}
