package gocode

import (
	"fmt"
	"go/scanner"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// StmtWriter collects the statements of one generated function body, for
// the JSONPath cell writer and the CEL compiler alike: indented lines,
// temporaries named as a person names them (e, e2), and guards that
// merge as a person would write them. Package names in statements come from the file's Imports (Qual);
// an import that planning records but printing does not use is pruned
// when the file is assembled (the generator's output.go).
//
// A statement is kept as its depth and its text (Stmt), never as an
// indented line: moving statements into or out of a block changes their
// depth, and the lines are indented once, by Lines.
type StmtWriter struct {
	Stmts  []Stmt
	Indent int
	// temps are the temporaries NewVar gave, in order; taken the names
	// Declare took (the function's parameters, names its writer spells
	// itself), which no temporary takes.
	temps, taken []string
	// numbered are the temporaries NewVar numbered (age2), by prefix
	// (Renumbered).
	numbered map[string]string
	// pending guards with one action, written by flush: each guard's
	// terms, which its if joins with ||.
	pending       [][]string
	pendingAction string
	// settled are conditions a guard has already left the block for, by
	// the indentation of that guard: false from there on, so a second
	// guard on one (say omitzero's IsZero, then a zero time's null check)
	// is not written. Closing the block forgets them.
	settled map[string]settledCond
	// read are the values of memoized calls already made and checked, by
	// the call: their temporaries, with the indentation of the read; like
	// settled, closing the block forgets them.
	read map[string]readValue
	// records counts the reads and settled conditions recorded (Point).
	records int
}

// A Stmt is one statement line of a body: how deep it is nested (0: the
// body's own level) and its Go text, without indentation.
type Stmt struct {
	Depth int
	Text  string
}

// Lines are the statements as indented lines.
func (sw *StmtWriter) Lines() []string {
	lines := make([]string, len(sw.Stmts))
	for i, s := range sw.Stmts {
		lines[i] = strings.Repeat("\t", s.Depth) + s.Text
	}
	return lines
}

// Len is the number of statements written: a point to come back to.
func (sw *StmtWriter) Len() int { return len(sw.Stmts) }

// A settledCond is where a condition was settled, and what its settler
// said of it (SettleFact). at is its place among the records (Point):
// Outdent moves only what was settled after its point, not what a block
// left before it settled (its indentation is deeper too, until a
// statement after the block forgets it).
type settledCond struct {
	indent, at int
	fact       any
}

// A readValue is the temporary holding a call's value, and where it was
// read (at: as settledCond's).
type readValue struct {
	temp       string
	indent, at int
}

// Line writes one statement at the current indentation, after any pending
// guards.
func (sw *StmtWriter) Line(format string, args ...any) { sw.Nested(0, format, args...) }

// Nested writes one statement levels deeper than the current indentation
// (the body of a block whose opening line was just written).
func (sw *StmtWriter) Nested(levels int, format string, args ...any) {
	sw.Flush()
	for c, s := range sw.settled {
		if sw.Indent < s.indent {
			delete(sw.settled, c)
		}
	}
	for call, r := range sw.read {
		if sw.Indent < r.indent {
			delete(sw.read, call)
		}
	}
	sw.Stmts = append(sw.Stmts, Stmt{Depth: sw.Indent + levels, Text: fmt.Sprintf(format, args...)})
}

// Guard writes "if cond { action }"; consecutive guards with the same
// action merge into one if with ||.
func (sw *StmtWriter) Guard(cond, action string) { sw.GuardAny([]string{cond}, action) }

// GuardAny is Guard of the terms joined with ||: once it has left the
// block, each term is false too.
func (sw *StmtWriter) GuardAny(terms []string, action string) {
	if len(sw.pending) > 0 && sw.pendingAction != action {
		sw.Flush()
	}
	cond := strings.Join(terms, " || ")
	if sw.Settled(cond) {
		return
	}
	for _, p := range sw.pending {
		if strings.Join(p, " || ") == cond {
			return
		}
	}
	sw.pending = append(sw.pending, terms)
	sw.pendingAction = action
}

// Flush writes the pending guards.
func (sw *StmtWriter) Flush() {
	if len(sw.pending) == 0 {
		return
	}
	var all []string
	for _, terms := range sw.pending {
		all = append(all, terms...)
	}
	sw.Stmts = append(sw.Stmts, Stmt{sw.Indent, "if " + strings.Join(all, " || ") + " {"},
		Stmt{sw.Indent + 1, sw.pendingAction}, Stmt{sw.Indent, "}"})
	if leaves(sw.pendingAction) {
		for _, terms := range sw.pending {
			sw.Settle(strings.Join(terms, " || "))
			for _, term := range terms {
				sw.Settle(term)
			}
		}
	}
	sw.pending = nil
}

// Settled reports whether a guard before this point, in this block or one
// around it, already left the block when cond holds: cond is false here.
func (sw *StmtWriter) Settled(cond string) bool {
	s, ok := sw.settled[cond]
	return ok && s.indent <= sw.Indent
}

// Settle records that a guard written at this point leaves the block when
// cond holds, so that cond is false until the block closes.
func (sw *StmtWriter) Settle(cond string) { sw.SettleFact(cond, nil) }

// SettleFact is Settle with what the caller knows of cond beside its
// text (the CEL compiler's condition tree), which Facts returns while
// cond is settled.
func (sw *StmtWriter) SettleFact(cond string, fact any) {
	if sw.settled == nil {
		sw.settled = map[string]settledCond{}
	}
	sw.settled[cond] = settledCond{indent: sw.Indent, fact: fact, at: sw.record()}
}

// Facts are the facts of the conditions settled at this point, in the
// order of their text.
func (sw *StmtWriter) Facts() []any {
	var facts []any
	for _, c := range slices.Sorted(maps.Keys(sw.settled)) {
		if s := sw.settled[c]; s.fact != nil && s.indent <= sw.Indent {
			facts = append(facts, s.fact)
		}
	}
	return facts
}

// Read records that temp holds the value of call, a memoized call (the
// same value each time it is made) whose result this point has checked:
// until the block closes, Recall gives temp instead of a second call and
// a second check.
func (sw *StmtWriter) Read(call, temp string) {
	if sw.read == nil {
		sw.read = map[string]readValue{}
	}
	sw.read[call] = readValue{temp: temp, indent: sw.Indent, at: sw.record()}
}

// Recall returns the temporary holding call's value, when a read before
// this point, in this block or one around it, made the call.
func (sw *StmtWriter) Recall(call string) (string, bool) {
	r, ok := sw.read[call]
	if !ok || r.indent > sw.Indent {
		return "", false
	}
	return r.temp, true
}

// Forget drops the reads whose temporary is temp: its value changes
// from here on (a list appended to in place).
func (sw *StmtWriter) Forget(temp string) {
	for call, r := range sw.read {
		if r.temp == temp {
			delete(sw.read, call)
		}
	}
}

// Outdent moves the statements written since point from, written one
// level in (a block the caller then did not need), out to the current
// level, with the settled conditions and reads made in them (not those
// of a block that closed before from: its branch's read is not the
// value after it).
func (sw *StmtWriter) Outdent(from Point) {
	sw.Flush()
	for i := from.Stmts; i < len(sw.Stmts); i++ {
		sw.Stmts[i].Depth--
	}
	for c, s := range sw.settled {
		if s.indent > sw.Indent && s.at > from.records {
			sw.settled[c] = settledCond{indent: s.indent - 1, fact: s.fact, at: s.at}
		}
	}
	for call, r := range sw.read {
		if r.indent > sw.Indent && r.at > from.records {
			sw.read[call] = readValue{temp: r.temp, indent: r.indent - 1, at: r.at}
		}
	}
}

// A Point is where the writer is: the statements written, and the reads
// and settled conditions recorded so far (Outdent).
type Point struct{ Stmts, records int }

// Here is the writer's point.
func (sw *StmtWriter) Here() Point { return Point{len(sw.Stmts), sw.records} }

// record numbers a read or a settled condition in the order they are
// recorded.
func (sw *StmtWriter) record() int {
	sw.records++
	return sw.records
}

// A Mark is a point of the writer that Reset returns to.
type Mark struct {
	lines, temps  int
	settled       map[string]settledCond
	read          map[string]readValue
	pending       [][]string
	pendingAction string
}

// Mark returns the current point: the statements, temporaries, settled
// conditions and reads written so far (pending guards written first).
func (sw *StmtWriter) Mark() Mark {
	sw.Flush()
	return sw.Trial()
}

// Trial is Mark keeping the pending guards pending: the first guard
// written after it still joins them.
func (sw *StmtWriter) Trial() Mark {
	return Mark{lines: len(sw.Stmts), temps: len(sw.temps), settled: maps.Clone(sw.settled), read: maps.Clone(sw.read),
		pending: slices.Clone(sw.pending), pendingAction: sw.pendingAction}
}

// Reset forgets what was written after m: a trial that is written again
// another way.
func (sw *StmtWriter) Reset(m Mark) {
	sw.pending, sw.pendingAction = slices.Clone(m.pending), m.pendingAction
	sw.Stmts, sw.temps, sw.settled, sw.read = sw.Stmts[:m.lines], sw.temps[:m.temps], maps.Clone(m.settled), maps.Clone(m.read)
}

// NewVar returns a fresh temporary named as a person names one: the
// prefix itself (e, i, a CEL variable's own name) the first time, then
// prefix2, prefix3, ... Names are unique in the body, so no temporary
// hides another, and never a Go keyword or predeclared identifier (len,
// string) or a name Declare took. Whether a name hides a package the
// file imports (a second v is v2, the name Go gives an imported
// k8s.io/api/core/v2) is known only once the body is written (Temps):
// its writer then takes the name (Declare) and writes the body again. A
// value with no name of its own is val, not v, for that reason.
func (sw *StmtWriter) NewVar(prefix string) string {
	name := prefix
	for n := 2; !sw.Free(name); n++ {
		name = prefix + strconv.Itoa(n)
	}
	if name != prefix {
		if sw.numbered == nil {
			sw.numbered = map[string]string{}
		}
		sw.numbered[name] = prefix
	}
	sw.temps = append(sw.temps, name)
	return name
}

// Declare takes names that temporaries must not have: the function's
// parameters (obj), names the writer spells itself (ok), packages a
// first writing found hidden.
func (sw *StmtWriter) Declare(names ...string) { sw.taken = append(sw.taken, names...) }

// Temps are the temporaries NewVar gave, in order.
func (sw *StmtWriter) Temps() []string { return sw.temps }

// Free reports whether a temporary may be named name as it is (NewVar
// numbers one that may not).
func (sw *StmtWriter) Free(name string) bool {
	if name == "_" || token.IsKeyword(name) || predeclared[name] {
		return false
	}
	return !slices.Contains(sw.temps, name) && !slices.Contains(sw.taken, name)
}

// Plain reports whether name is a Go identifier a temporary can take as
// it is: not a keyword, a predeclared identifier or the blank one (a
// field named type or len names no temporary).
func Plain(name string) bool {
	return token.IsIdentifier(name) && name != "_" && !predeclared[name]
}

// predeclared are Go's predeclared identifiers, which a temporary would
// hide from the rest of its block (len, string, true).
var predeclared = map[string]bool{}

func init() {
	for _, name := range strings.Fields(`any append bool byte cap clear close comparable complex complex128
		complex64 copy delete error false float32 float64 imag int int16 int32 int64 int8 iota len make
		max min new nil panic print println real recover rune string true uint uint16 uint32 uint64
		uint8 uintptr`) {
		predeclared[name] = true
	}
}

// Texts are the statements' texts.
func Texts(stmts []Stmt) []string {
	texts := make([]string, len(stmts))
	for i, s := range stmts {
		texts[i] = s.Text
	}
	return texts
}

// StmtsUse reports whether the statements name the variable ident (Uses).
func StmtsUse(stmts []Stmt, ident string) bool {
	for _, s := range stmts {
		if Uses(ident, s.Text) {
			return true
		}
	}
	return false
}

// Uses reports whether the Go texts (statements, expressions) name the
// variable ident: Go tokens, so a string, a comment or a field (x.ident)
// that spells it is no use.
func Uses(ident string, texts ...string) bool {
	return UsesAny(func(name string) bool { return name == ident }, texts...)
}

// UsesAny reports whether the Go texts name a variable that named
// reports (Uses, for a set of names).
func UsesAny(named func(name string) bool, texts ...string) bool {
	var s scanner.Scanner
	for _, l := range texts {
		fset := token.NewFileSet()
		s.Init(fset.AddFile("", -1, len(l)), []byte(l), nil, 0)
		for prev := token.ILLEGAL; ; {
			_, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok == token.IDENT && prev != token.PERIOD && named(lit) {
				return true
			}
			prev = tok
		}
	}
	return false
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
