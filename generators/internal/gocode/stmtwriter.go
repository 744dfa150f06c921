package gocode

import (
	"fmt"
	"strconv"
	"strings"
)

// StmtWriter collects the statements of one generated function body, for
// the JSONPath cell writer and the CEL compiler alike: indented lines,
// numbered temporaries, and guards that merge as a person would write
// them. Package names in statements come from the file's Imports (Qual);
// an import that planning records but printing does not use is pruned
// when the file is assembled (the generator's output.go).
type StmtWriter struct {
	Lines  []string
	Indent int
	vars   int
	// pending guards with one action, written by flush.
	pending       []string
	pendingAction string
	// settled are conditions a guard has already left the block for, by
	// the indentation of that guard: false from there on, so a second
	// guard on one (say omitzero's IsZero, then a zero time's null check)
	// is not written. Closing the block forgets them.
	settled map[string]int
}

// Line writes one statement at the current indentation, after any pending
// guards.
func (sw *StmtWriter) Line(format string, args ...any) {
	sw.Flush()
	for c, indent := range sw.settled {
		if sw.Indent < indent {
			delete(sw.settled, c)
		}
	}
	sw.Lines = append(sw.Lines, strings.Repeat("\t", sw.Indent)+fmt.Sprintf(format, args...))
}

// Guard writes "if cond { action }"; consecutive guards with the same
// action merge into one if with ||.
func (sw *StmtWriter) Guard(cond, action string) {
	if len(sw.pending) > 0 && sw.pendingAction != action {
		sw.Flush()
	}
	if indent, ok := sw.settled[cond]; ok && indent <= sw.Indent {
		return
	}
	for _, c := range sw.pending {
		if c == cond {
			return
		}
	}
	sw.pending = append(sw.pending, cond)
	sw.pendingAction = action
}

// Flush writes the pending guards.
func (sw *StmtWriter) Flush() {
	if len(sw.pending) == 0 {
		return
	}
	ind := strings.Repeat("\t", sw.Indent)
	sw.Lines = append(sw.Lines, ind+"if "+strings.Join(sw.pending, " || ")+" {", ind+"\t"+sw.pendingAction, ind+"}")
	if leaves(sw.pendingAction) {
		if sw.settled == nil {
			sw.settled = map[string]int{}
		}
		for _, c := range sw.pending {
			sw.settled[c] = sw.Indent
			if !strings.ContainsAny(strings.ReplaceAll(c, "()", ""), "()") { // each term of a || is false too
				for _, term := range strings.Split(c, " || ") {
					sw.settled[term] = sw.Indent
				}
			}
		}
	}
	sw.pending = nil
}

// NewVar returns a fresh temporary: prefix1, prefix2, ...
func (sw *StmtWriter) NewVar(prefix string) string {
	sw.vars++
	return prefix + strconv.Itoa(sw.vars)
}

// leaves reports whether a guard's action leaves the block.
func leaves(action string) bool {
	for _, kw := range []string{"return", "continue", "break"} {
		if action == kw || strings.HasPrefix(action, kw+" ") {
			return true
		}
	}
	return false
}
