package markers

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"text/scanner"
	"unicode"
)

// The kubebuilder dialect is read with controller-gen's grammar
// (sigs.k8s.io/controller-tools pkg/markers), so that every marker line
// controller-gen parses we parse to the same values, and every line it
// rejects we reject. docs/kubebuilder-markers.md lists the rules; in short:
//
//   - A line is a marker when, trimmed, it starts with '+'. Its name is found
//     as controller-gen finds it: the text before the first '=' is looked up
//     whole, then without its last ':'-segment (which is then the first
//     argument's name). A line whose name is not one of our kubebuilder specs
//     is ignored, as controller-gen ignores markers it has no definition for.
//   - Arguments are name=value pairs separated by ','; whitespace between
//     tokens is ignored; names are case-sensitive; an argument given twice
//     takes its last value; a trailing ',' is an error; each line is one
//     marker (no continuation lines).
//   - A string is a Go double-quoted string (Go escapes), a backquoted raw
//     string, or bare text: everything up to the next ',', ';' or '}' outside
//     quotes, with surrounding whitespace trimmed (quotes inside bare text are
//     kept as written). An integer is a decimal integer, with an optional
//     leading '-'. A list is {a,b} (a trailing ',' allowed) or a;b.
//
// The grammar is tokenized with text/scanner, as controller-gen's is, so
// that both agree on what a quoted string, an identifier and a number are.

// kubebuilderLookup finds the kubebuilder spec of a marker line the way
// controller-gen finds a definition, and where the spec's arguments start.
// text is the trimmed line, starting with '+'. It returns a nil spec for a
// line that is none of ours.
func (r *Registry) kubebuilderLookup(text string) (spec *Spec, argsOff int) {
	raw := text[1:]
	eq := strings.IndexByte(raw, '=')
	if eq < 0 {
		return r.kubebuilderSpec(raw), len(text)
	}
	whole := raw[:eq]
	name := whole
	if i := strings.LastIndexByte(whole, ':'); i >= 0 {
		name = whole[:i]
	}
	if spec = r.kubebuilderSpec(whole); spec == nil {
		if spec = r.kubebuilderSpec(name); spec == nil {
			return nil, 0
		}
	}
	if len(spec.Args) == 0 || name == whole {
		// A marker without arguments gets the text after '=' (which must be
		// empty); so does a name without ':' (never one of ours).
		return spec, 1 + eq + 1
	}
	// "+a:b:key=value,...": the last segment of the name is the first key.
	return spec, 1 + len(name) + 1
}

func (r *Registry) kubebuilderSpec(name string) *Spec {
	for _, s := range r.specs {
		if s.Dialect == KubebuilderDialect && s.Name == name {
			return s
		}
	}
	return nil
}

// trimmedMarker returns the line's text without surrounding white space
// (unicode.IsSpace, as controller-gen trims) and its offset in the line.
func trimmedMarker(text string) (string, int) {
	trimmed := strings.TrimLeftFunc(text, unicode.IsSpace)
	off := len(text) - len(trimmed)
	return strings.TrimRightFunc(trimmed, unicode.IsSpace), off
}

// scanKubebuilder parses the arguments of a kubebuilder marker line. argsOff
// is the offset in l.Text where its argument text starts.
func scanKubebuilder(l Line, spec *Spec, text string, lead, argsOff int) (*rawMarker, *Error) {
	p := &kbParser{src: text[argsOff:], line: l, base: lead + argsOff, name: "+" + spec.Name}
	p.init()
	m := &rawMarker{spec: spec, line: l}
	if len(spec.Args) == 0 {
		// controller-gen reads nothing and then expects the end.
		if tok := p.sc.Scan(); tok != scanner.EOF && p.err == nil {
			p.failAt(p.sc.Position.Offset, "%s takes no arguments; write it alone as %s", p.name, p.name)
		}
		return m, p.err
	}
	if p.sc.Peek() != scanner.EOF {
		for p.err == nil {
			a, ok := p.arg(spec)
			if !ok {
				break
			}
			// An argument given twice takes its last value, as in controller-gen.
			if i := slices.IndexFunc(m.args, func(b rawArg) bool { return b.Key == a.Key }); i >= 0 {
				m.args = slices.Delete(m.args, i, i+1)
			}
			m.args = append(m.args, a)
			if p.sc.Peek() == scanner.EOF {
				break
			}
			if tok := p.sc.Scan(); tok != ',' && p.err == nil {
				p.failAt(p.sc.Position.Offset, "%s: expected ',' after the value of %q, got %s; quote values that contain spaces, ',' or quotes", p.name, a.Key, p.token(tok))
			}
		}
	}
	if p.err == nil {
		if tok := p.sc.Scan(); tok != scanner.EOF && p.err == nil {
			p.failAt(p.sc.Position.Offset, "%s: unexpected %s", p.name, p.token(tok))
		}
	}
	if p.err != nil {
		// The arguments read before the error: what the line meant, for
		// Registry.ParseRejected.
		return m, p.err
	}
	return m, nil
}

// kbParser reads controller-gen's argument grammar from src, the argument
// text of one marker line; base is the offset of src in the line's text.
type kbParser struct {
	sc   scanner.Scanner
	src  string
	line Line
	base int
	name string // "+kubebuilder:...", for messages
	err  *Error // the first error; controller-gen rejects a line with any
	cut  string // the bare text the last str cut short, as written
}

func (p *kbParser) init() {
	p.sc.Init(strings.NewReader(p.src))
	p.sc.Mode = scanner.ScanIdents | scanner.ScanInts | scanner.ScanFloats | scanner.ScanStrings | scanner.ScanRawStrings
	p.sc.Error = func(s *scanner.Scanner, msg string) {
		off := s.Pos().Offset
		if s.Position.IsValid() {
			off = s.Position.Offset
		}
		p.failAt(off, "%s: %s", p.name, msg)
	}
}

func (p *kbParser) failAt(off int, format string, args ...any) {
	if p.err == nil {
		p.err = Errorf(p.line.at(p.base+off), format, args...)
	}
}

// token describes the token just scanned, for messages.
func (p *kbParser) token(tok rune) string {
	if tok == scanner.EOF {
		return "the end of the line"
	}
	return strconv.Quote(clip(p.sc.TokenText()))
}

// peek returns the next character after white space, consuming the white
// space.
func (p *kbParser) peek() rune {
	c := p.sc.Peek()
	for c >= 0 && c <= ' ' && p.sc.Whitespace&(1<<uint(c)) != 0 {
		p.sc.Next()
		c = p.sc.Peek()
	}
	return c
}

// arg reads one name=value argument.
func (p *kbParser) arg(spec *Spec) (rawArg, bool) {
	tok := p.sc.Scan()
	if tok != scanner.Ident {
		p.failAt(p.sc.Position.Offset, "%s: expected an argument name, got %s; arguments are name=value pairs separated by ','", p.name, p.token(tok))
		return rawArg{}, false
	}
	key, keyOff := p.sc.TokenText(), p.sc.Position.Offset
	if tok := p.sc.Scan(); tok != '=' {
		p.failAt(keyOff, "%s: argument %q has no value; write %s=<value>", p.name, key, key)
		return rawArg{}, false
	}
	as := spec.Arg(key)
	if as == nil {
		msg, _ := unknownArgument(spec, key, TypeScope)
		p.failAt(keyOff, "%s: %s", p.name, msg)
		return rawArg{}, false
	}
	a := rawArg{Key: key, pos: p.line.at(p.base + keyOff)}
	switch as.Type {
	case IntValue:
		n, ok := p.integer()
		if !ok {
			return rawArg{}, false
		}
		a.Value = strconv.Itoa(n)
	case ListValue:
		a.Items, a.list = p.list(), true
		a.Value = strings.Join(a.Items, ";")
	default:
		p.cut = ""
		a.Value = p.str()
		a.cut = p.cut
	}
	return a, p.err == nil
}

// str reads a string: quoted, raw, or the bare text up to a delimiter.
func (p *kbParser) str() string {
	mode := p.sc.Mode
	p.sc.Mode &^= scanner.ScanInts | scanner.ScanFloats // "08" is text here, not a bad number
	defer func() { p.sc.Mode = mode }()
	tok := p.sc.Scan()
	if tok == scanner.String || tok == scanner.RawString {
		v, err := strconv.Unquote(p.sc.TokenText())
		if err != nil {
			p.failAt(p.sc.Position.Offset, "%s: invalid string %s: %v", p.name, p.sc.TokenText(), err)
		}
		return v
	}
	// Bare text: this token and every following one up to ',', ';', '}' or
	// the end, as written (quoted strings inside it included).
	start := p.sc.Position.Offset
	for c := p.peek(); c != ',' && c != ';' && c != '}' && c != scanner.EOF; c = p.peek() {
		p.sc.Scan()
	}
	// The text ends where controller-gen ends it: at the end of the last
	// token, but when white space separates that token from the delimiter,
	// at its start (skipping the white space drops the scanner's token
	// text), so "type = string ," reads type as "" and "a b ," as "a ".
	// Quoting the value avoids it.
	end := p.sc.Position.Offset + len(p.sc.TokenText())
	if whole := strings.TrimRightFunc(p.src[start:p.sc.Pos().Offset], unicode.IsSpace); len(whole) > end-start {
		p.cut = whole
	}
	return p.src[start:end]
}

// integer reads a decimal integer with an optional '-' right after '='.
func (p *kbParser) integer() (int, bool) {
	neg := ""
	if p.sc.Peek() == '-' {
		p.sc.Scan()
		neg = "-"
	}
	tok := p.sc.Scan()
	if tok != scanner.Int {
		p.failAt(p.sc.Position.Offset, "%s: expected an integer, got %s", p.name, p.token(tok))
		return 0, false
	}
	n, err := strconv.Atoi(neg + p.sc.TokenText())
	if err != nil {
		p.failAt(p.sc.Position.Offset, "%s: %s is not a decimal integer (%v)", p.name, neg+p.sc.TokenText(), err.(*strconv.NumError).Err)
		return 0, false
	}
	return n, true
}

// list reads {a,b,...} or a;b;...
func (p *kbParser) list() []string {
	var items []string
	if p.peek() == '{' {
		p.sc.Scan()
		for c := p.peek(); c != '}' && c != scanner.EOF; c = p.peek() {
			items = append(items, p.str())
			if p.peek() == '}' {
				break
			}
			if tok := p.sc.Scan(); tok != ',' {
				p.failAt(p.sc.Position.Offset, "%s: expected ',' or '}' in a list, got %s", p.name, p.token(tok))
				return nil
			}
		}
		if tok := p.sc.Scan(); tok != '}' {
			p.failAt(p.sc.Position.Offset, "%s: expected '}' to close the list, got %s", p.name, p.token(tok))
			return nil
		}
		return items
	}
	for c := p.peek(); c != ',' && c != '}' && c != scanner.EOF; c = p.peek() {
		items = append(items, p.str())
		c := p.peek()
		if c == ',' || c == '}' || c == scanner.EOF {
			break
		}
		if tok := p.sc.Scan(); tok != ';' {
			p.failAt(p.sc.Position.Offset, "%s: expected ';' between list items, got %s", p.name, p.token(tok))
			return nil
		}
	}
	return items
}

// unknownArgument is the message for an argument the spec does not have,
// with a hint when only the case differs, or when the marker another
// spelling is read as has it (indexed on +kubebuilder:selectablefield). It
// reports the name the hint suggests, if any.
func unknownArgument(s *Spec, key string, sc Scope) (msg, suggested string) {
	hint := ""
	for _, known := range s.Args {
		if strings.EqualFold(known.Name, key) && known.allowedIn(sc) {
			hint = fmt.Sprintf(" (did you mean %q?)", known.Name)
			suggested = known.Name
		}
	}
	msg = fmt.Sprintf("unknown argument %q%s; valid arguments on a %s: %s", key, hint, sc, s.argNames(sc))
	if c := s.Canonical; hint == "" && c != nil && c.Form == ArgsForm {
		if a := c.Arg(key); a != nil && a.allowedIn(sc) {
			msg += fmt.Sprintf("; %s is an argument of +%s, which +%s is read as: write the marker in that spelling to give it", key, c.Name, s.Name)
		}
	}
	return msg, suggested
}

// canonical returns the +k8s: marker a validated kubebuilder marker is read
// as, or nil when it says nothing we use (+kubebuilder:resource without a
// scope).
func canonical(m *Marker) *Marker {
	w := m.Spec
	if w.Canonical == nil {
		return m
	}
	c := &Marker{Spec: w.Canonical, Written: w, Scope: m.Scope, Pos: m.Pos}
	if w.Form == ValueForm && c.Spec.Form == ValueForm {
		c.Value = m.Value // another spelling of the same marker
		return c
	}
	hasValue := false
	for _, a := range m.Args {
		as := w.Arg(a.Key)
		if as == nil {
			continue // unknown: only a rejected marker has one
		}
		text := a.Text
		if text == "" && as.EmptyMeans != "" {
			text = as.EmptyMeans
		}
		if text == "" && as.EmptyIsAbsent {
			continue
		}
		switch as.As {
		case "":
			// accepted, not used
		case AsValue:
			c.Value = Value{Written: a.Key, Text: text, Pos: a.Pos}
			hasValue = true
		default:
			c.Args = append(c.Args, Value{Key: as.As, Written: a.Key, Text: text, Items: a.Items, Pos: a.Pos})
		}
	}
	if c.Spec.Form == ValueForm && !hasValue {
		return nil
	}
	return c
}
