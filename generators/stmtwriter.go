package generators

import (
	"fmt"
	"strconv"
	"strings"
)

// stmtWriter collects the statements of one generated function body, for
// the JSONPath cell writer and the CEL compiler alike: indented lines,
// numbered temporaries, and guards that merge as a person would write
// them. Package names in statements come from the file's imports (im.qual);
// an import that planning records but printing does not use is pruned
// when the file is assembled (output.go).
type stmtWriter struct {
	lines  []string
	indent int
	vars   int
	// pending guards with one action, written by flush.
	pending       []string
	pendingAction string
}

func (sw *stmtWriter) line(format string, args ...any) {
	sw.flush()
	sw.lines = append(sw.lines, strings.Repeat("\t", sw.indent)+fmt.Sprintf(format, args...))
}

// guard writes "if cond { action }"; consecutive guards with the same
// action merge into one if with ||.
func (sw *stmtWriter) guard(cond, action string) {
	if len(sw.pending) > 0 && sw.pendingAction != action {
		sw.flush()
	}
	for _, c := range sw.pending {
		if c == cond {
			return
		}
	}
	sw.pending = append(sw.pending, cond)
	sw.pendingAction = action
}

// flush writes the pending guards.
func (sw *stmtWriter) flush() {
	if len(sw.pending) == 0 {
		return
	}
	ind := strings.Repeat("\t", sw.indent)
	sw.lines = append(sw.lines, ind+"if "+strings.Join(sw.pending, " || ")+" {", ind+"\t"+sw.pendingAction, ind+"}")
	sw.pending = nil
}

// newVar returns a fresh temporary: prefix1, prefix2, ...
func (sw *stmtWriter) newVar(prefix string) string {
	sw.vars++
	return prefix + strconv.Itoa(sw.vars)
}
