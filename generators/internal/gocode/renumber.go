package gocode

import (
	"go/scanner"
	"go/token"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Renumbered is the function body lines (indented with tabs, as Lines
// writes them) with each numbered temporary (age2, t3, e2: NewVar's
// second and later of one prefix) given the lowest name of its prefix
// that is free throughout its scope, as a person names the value of
// each of several sibling blocks age: the name is not alive where the
// temporary is declared (its own block closed before) and nowhere in the
// temporary's scope is it named. Names are unique in a body while it is
// written, so that what the writer keeps by a value's text (facts,
// memoized reads) never mistakes one variable for another; this pass
// runs on the finished body, renaming identifiers (Go tokens, never a
// field or a string) and nothing else, so the body means what it meant.
//
// A temporary's scope runs from its declaration to the end of the block
// it is declared in, a for line's to the end of its loop (an if
// header's would run to the end of the block around it: more than Go's
// scope, never less; compiled bodies declare none there). A temporary with
// companions named after it (o2Value, b2OK) keeps its name.
func (sw *StmtWriter) Renumbered(lines []string) []string {
	if len(sw.numbered) == 0 {
		return lines
	}
	b := newBody(lines)
	issued := map[string]bool{}
	for _, t := range sw.temps {
		issued[t] = true
	}
	for _, t := range sw.temps {
		prefix, ok := sw.numbered[t]
		if !ok || b.hasCompanion(t) {
			continue
		}
		at := b.firstUse(t)
		if at < 0 {
			continue // not in the body (its statements were dropped)
		}
		end := b.scopeEnd(at)
		for n := 1; ; n++ {
			name := prefix
			if n > 1 {
				name += strconv.Itoa(n)
			}
			if name == t {
				break
			}
			if issued[name] && b.free(name, at, end) {
				b.rename(t, name, at, end)
				break
			}
		}
	}
	return b.lines
}

// A body is lines being renamed, with the scopes each name is declared
// for so far.
type body struct {
	lines  []string
	scopes map[string][][2]int // a name's scopes: [from, to) line ranges
}

func newBody(lines []string) *body {
	b := &body{lines: append([]string(nil), lines...), scopes: map[string][][2]int{}}
	seen := map[string]bool{}
	for i := range b.lines {
		for _, id := range b.idents(i) {
			if !seen[id.name] {
				seen[id.name] = true // a name's first use declares it
				b.scopes[id.name] = [][2]int{{i, b.scopeEnd(i)}}
			}
		}
	}
	return b
}

// An ident is an identifier token of a line (not a field: none after a
// period) and its byte offset.
type ident struct {
	name string
	off  int
}

func (b *body) idents(i int) []ident {
	line := b.lines[i]
	var s scanner.Scanner
	s.Init(token.NewFileSet().AddFile("", -1, len(line)), []byte(line), nil, 0)
	var ids []ident
	for prev := token.ILLEGAL; ; {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			return ids
		}
		if tok == token.IDENT && prev != token.PERIOD {
			ids = append(ids, ident{lit, int(pos) - 1})
		}
		prev = tok
	}
}

// depth is line i's nesting: its leading tabs.
func (b *body) depth(i int) int { return len(b.lines[i]) - len(strings.TrimLeft(b.lines[i], "\t")) }

// scopeEnd is where the scope of a variable line i declares ends: after
// the loop whose for line it is (the lines deeper than it, then its
// closing brace), else where the block of line i ends, at the first
// line after it that is less deep.
func (b *body) scopeEnd(i int) int {
	d, j := b.depth(i), i+1
	if strings.HasPrefix(b.lines[i][d:], "for ") {
		for j < len(b.lines) && b.depth(j) > d {
			j++
		}
		return min(j+1, len(b.lines))
	}
	for j < len(b.lines) && b.depth(j) >= d {
		j++
	}
	return j
}

func (b *body) firstUse(name string) int {
	if s := b.scopes[name]; len(s) > 0 {
		return s[0][0]
	}
	return -1
}

// free reports whether name may name a variable declared at line from
// whose scope ends at to: none of its scopes is open at from, and no
// line of [from, to) names it.
func (b *body) free(name string, from, to int) bool {
	for _, s := range b.scopes[name] {
		if s[0] < from && from < s[1] {
			return false
		}
	}
	for i := from; i < to; i++ {
		for _, id := range b.idents(i) {
			if id.name == name {
				return false
			}
		}
	}
	return true
}

// rename names old name in lines [from, to), the scope it is declared
// for.
func (b *body) rename(old, name string, from, to int) {
	for i := from; i < to; i++ {
		ids := b.idents(i)
		line := b.lines[i]
		for j := len(ids) - 1; j >= 0; j-- { // last first: offsets stay right
			if ids[j].name == old {
				line = line[:ids[j].off] + name + line[ids[j].off+len(old):]
			}
		}
		b.lines[i] = line
	}
	delete(b.scopes, old)
	b.scopes[name] = append(b.scopes[name], [2]int{from, to})
}

// hasCompanion reports whether the body names a variable after name
// (nameValue, nameOK: a lazy bind's fields, a closure's flag).
func (b *body) hasCompanion(name string) bool {
	for n := range b.scopes {
		if rest, ok := strings.CutPrefix(n, name); ok && rest != "" {
			if r, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) {
				return true
			}
		}
	}
	return false
}
