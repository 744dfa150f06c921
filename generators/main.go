package generators

import (
	"errors"
	"fmt"
	"io"

	"github.com/selectable-gen/selectable-gen/markers"
)

// Main runs the command line: generate, then write only if every package
// is valid. It returns the process exit status.
func Main(args *Args, patterns []string, stdout, stderr io.Writer) int {
	if args.MarkerDocs {
		stdout.Write(markers.Reference(markers.NewDefaultRegistry(true)))
		return 0
	}
	if len(patterns) == 0 {
		fmt.Fprintln(stderr, "selectable-gen: no packages given; usage: selectable-gen [flags] PACKAGE...")
		return 2
	}
	out, err := Generate(args, patterns)
	var list markers.ErrorList
	if errors.As(err, &list) {
		fmt.Fprintln(stderr, list.Error())
		fmt.Fprintf(stderr, "selectable-gen: %d error(s); no files were written\n", len(list))
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "selectable-gen: %v\n", err)
		return 1
	}
	for _, n := range out.Notes {
		fmt.Fprintf(stderr, "selectable-gen: note: %s\n", n)
	}
	if err := out.Write(); err != nil {
		fmt.Fprintf(stderr, "selectable-gen: writing output: %v\n", err)
		return 1
	}
	return 0
}
