package markers

import (
	"go/token"
	"strconv"
	"strings"
)

// Line is one line of a comment: its text after "//" and the position of
// that text's first character.
type Line struct {
	Text string
	Pos  token.Position
}

// at returns the position of byte offset off within the line's text.
func (l Line) at(off int) token.Position {
	p := l.Pos
	p.Column += off
	p.Offset += off
	return p
}

// rawArg is one key=value pair as written.
type rawArg struct {
	Key   string
	Value string
	Items []string // of a list (kubebuilder dialect)
	list  bool
	cut   string         // kubebuilder: the bare text as written, where controller-gen reads less of it
	pos   token.Position // of the key
	// lines, of a value written over lines (key> text, rawlines.go), is
	// where each line's text starts.
	lines []token.Position
}

// rawMarker is one marker line before merging and validation.
type rawMarker struct {
	spec          *Spec
	line          Line
	value         *rawArg // ValueForm
	args          []rawArg
	trailingComma bool
	// notes say where a trailing comment cut a value short.
	notes []*Error
}

// A '#' where a value or the marker could end starts a comment, which is
// dropped, as code-generator's tag parser (gengo's codetags) and
// controller-tools 0.23 read +k8s: markers: "+k8s:subresource:status #
// since v2", "default=\"x\" # legacy". Inside a quoted value it is a
// character. A bare value that runs into a '#' ends there, with a note,
// since selectable-gen read the '#' as part of it before.

// isComment reports whether what is left of a line from i is a comment
// (or nothing).
func isComment(text string, i int) bool {
	rest := strings.TrimLeft(text[i:], " \t")
	return rest == "" || rest[0] == '#'
}

// cutByComment reports whether the value at [start, end) is bare and ran
// into a '#'.
func cutByComment(text string, start, end int) bool {
	return end < len(text) && text[end] == '#' && text[start] != '"' && text[start] != '`'
}

// cutNote is the note of a bare value that ran into a '#'.
func cutNote(l Line, start, end int, what string) *Error {
	return Errorf(l.at(end), "%s: %q is read up to the '#', which starts a comment (as code-generator and controller-tools read +k8s: markers); quote the value to keep the '#'",
		what, l.Text[start:end])
}

// isNameChar reports whether c may appear in a marker name.
func isNameChar(c byte) bool {
	return c == ':' || c == '_' || c == '-' || c == '.' || c == '/' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isKeyChar(c byte, first bool) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
		return true
	}
	return !first && ('0' <= c && c <= '9' || c == '_' || c == '-')
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' }

// bareStop reports the characters that end a bare (unquoted) value. '=' is
// among them so that "a=b=c" is an error instead of a surprising value.
func bareStop(c byte) bool {
	return isSpace(c) || c == ',' || c == '"' || c == '`' || c == '=' || c == '\'' || c == '#'
}

// OwnMarker returns the name of the marker of r a comment line writes
// (+k8s:schema:selectableField), or the name as written where it is an
// unknown marker of one of r's families, with unknown saying so and which
// markers the family has; "" for prose, for other tools' markers and for
// the hints r reads. It reads no argument: it says what a line meant to
// declare, where markers are not read at all.
func (r *Registry) OwnMarker(l Line) (name, unknown string) {
	trimmed, _ := trimmedMarker(l.Text)
	if !strings.HasPrefix(trimmed, "+") {
		return "", ""
	}
	spec, _ := r.kubebuilderLookup(trimmed)
	head := trimmed[1:]
	for i := 0; i < len(head); i++ {
		if !isNameChar(head[i]) {
			head = head[:i]
			break
		}
	}
	if spec == nil {
		spec, _ = r.match(head)
	}
	switch {
	case spec != nil && spec.Dialect != HintDialect:
		return "+" + spec.Name, ""
	case spec == nil && r.family(head) != "":
		return "+" + head, "known markers of this family: " + r.namesInFamily(r.family(head))
	}
	return "", ""
}

// scanLine turns a comment line into a rawMarker. It returns (nil, nil) for
// lines that are not markers of r: prose, and other tools' markers. A
// kubebuilder marker is ignored outside the scopes it belongs to, as
// controller-gen ignores it there.
func (r *Registry) scanLine(l Line, scope Scope) (raw *rawMarker, err *Error) {
	if trimmed, lead := trimmedMarker(l.Text); strings.HasPrefix(trimmed, "+") {
		if spec, argsOff := r.kubebuilderLookup(trimmed); spec != nil {
			if !spec.allowedIn(scope) {
				return nil, nil
			}
			return scanKubebuilder(l, spec, trimmed, lead, argsOff)
		}
	}
	text := l.Text
	i := 0
	for i < len(text) && isSpace(text[i]) {
		i++
	}
	if i >= len(text) || text[i] != '+' {
		return nil, nil
	}
	i++
	start := i
	for i < len(text) && isNameChar(text[i]) {
		i++
	}
	head := text[start:i]
	spec, rest := r.match(head)
	if spec == nil {
		if f := r.family(head); f != "" {
			return nil, Errorf(l.at(start-1), "unknown marker +%s; known markers of this family: %s", head, r.namesInFamily(f))
		}
		return nil, nil
	}
	if spec.Dialect == HintDialect {
		defer func() {
			if err != nil || !spec.allowedIn(scope) {
				raw, err = nil, nil
			}
		}()
	}
	m := &rawMarker{spec: spec, line: l}
	after := i // offset just past head
	name := "+" + spec.Name
	switch spec.Form {
	case FlagForm:
		if rest != "" || !isComment(text, after) {
			return nil, Errorf(l.at(start-1), "%s takes no value or arguments; write it alone as %s", name, name)
		}
	case ValueForm:
		if rest != "" || after >= len(text) || text[after] != '=' {
			return nil, Errorf(l.at(start-1), "%s needs a value; write %s", name, spec.Syntax())
		}
		if isComment(text, after+1) && spec.allowsEmptyValue() {
			m.value = &rawArg{Value: "", pos: l.at(after + 1)}
			return m, nil
		}
		v, end, err := scanValue(l, after+1, name)
		if err != nil {
			return nil, err
		}
		if cutByComment(text, after+1, end) {
			m.notes = append(m.notes, cutNote(l, after+1, end, name))
		}
		if !isComment(text, end) {
			return nil, Errorf(l.at(end), "%s: unexpected text %q after the value; a marker holds one value", name, strings.TrimSpace(text[end:]))
		}
		m.value = &rawArg{Key: "", Value: v, pos: l.at(after + 1)}
	case ArgsForm:
		if rest == "" {
			// "+name" alone, or "+name=..." which is the wrong shape.
			tail := strings.TrimSpace(text[after:])
			if isComment(text, after) {
				return m, nil
			}
			return nil, Errorf(l.at(after), "%s: unexpected %q; arguments follow a ':' as key=value pairs, e.g. %s", name, tail, exampleOf(spec))
		}
		// rest is ":firstKey"; arguments start right after the ':'.
		argStart := start + len(spec.Name) + 1
		args, trailing, notes, err := scanArgs(l, argStart, name)
		if err != nil {
			return nil, err
		}
		m.args, m.trailingComma, m.notes = args, trailing, notes
	}
	return m, nil
}

func exampleOf(s *Spec) string {
	if len(s.Examples) > 0 {
		return s.Examples[0].Text
	}
	return s.Syntax()
}

// scanArgs scans key=value pairs separated by commas from offset off.
// A comma at the very end means the marker continues on a later line.
func scanArgs(l Line, off int, name string) (args []rawArg, trailingComma bool, notes []*Error, err *Error) {
	text := l.Text
	i := off
	for {
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		if isComment(text, i) {
			if len(args) == 0 {
				return nil, false, nil, Errorf(l.at(off), "%s: expected key=value after ':'", name)
			}
			return args, true, notes, nil // "key=value," at the end of the line
		}
		ks := i
		for i < len(text) && isKeyChar(text[i], i == ks) {
			i++
		}
		if i == ks {
			return nil, false, nil, Errorf(l.at(i), "%s: expected an argument name at %q; arguments are key=value pairs separated by ','", name, clip(text[i:]))
		}
		key := text[ks:i]
		if i < len(text) && text[i] == '>' {
			if len(args) > 0 {
				return nil, false, nil, Errorf(l.at(ks), "%s: %s> takes the rest of the line as its value; write it on a line of its own, after the line that ends with ','", name, key)
			}
			return []rawArg{valueLine(l, key, ks, i+1)}, false, notes, nil
		}
		if i >= len(text) || text[i] != '=' {
			return nil, false, nil, Errorf(l.at(ks), "%s: argument %q has no value; write %s=<value>", name, key, key)
		}
		what := name + ": argument " + strconv.Quote(key)
		v, end, err := scanValue(l, i+1, what)
		if err != nil {
			return nil, false, nil, err
		}
		if cutByComment(text, i+1, end) {
			notes = append(notes, cutNote(l, i+1, end, what))
		}
		args = append(args, rawArg{Key: key, Value: v, pos: l.at(ks)})
		i = end
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		if isComment(text, i) {
			return args, false, notes, nil
		}
		if text[i] != ',' {
			return nil, false, nil, Errorf(l.at(i), "%s: unexpected %q after the value of %q; separate arguments with ',' and quote values that contain spaces or quotes", name, clip(text[i:]), key)
		}
		i++
	}
}

// scanValue scans one value at offset off: a Go double-quoted string, a
// backquoted raw string, or a bare word. It returns the value and the
// offset just past it.
func scanValue(l Line, off int, what string) (string, int, *Error) {
	text := l.Text
	if off >= len(text) || isSpace(text[off]) || text[off] == ',' {
		return "", 0, Errorf(l.at(off), "%s: empty value; write \"\" for an empty string", what)
	}
	switch text[off] {
	case '"':
		for j := off + 1; j < len(text); j++ {
			switch text[j] {
			case '\\':
				j++
			case '"':
				v, err := strconv.Unquote(text[off : j+1])
				if err != nil {
					return "", 0, Errorf(l.at(off), "%s: invalid Go string %s: %v", what, text[off:j+1], err)
				}
				return v, j + 1, nil
			}
		}
		return "", 0, Errorf(l.at(off), "%s: unterminated string %s; close it with '\"' on the same line", what, text[off:])
	case '`':
		if j := strings.IndexByte(text[off+1:], '`'); j >= 0 {
			return text[off+1 : off+1+j], off + j + 2, nil
		}
		return "", 0, Errorf(l.at(off), "%s: unterminated raw string %s; close it with '`' on the same line (a value over several lines is written key> text, one line each)", what, text[off:])
	case '\'':
		return "", 0, Errorf(l.at(off), "%s: single quotes do not make a string; use \"...\" or `...`", what)
	case '=':
		return "", 0, Errorf(l.at(off), "%s: unexpected '='; quote values that contain '='", what)
	}
	j := off
	for j < len(text) && !bareStop(text[j]) {
		j++
	}
	if j < len(text) && (text[j] == '"' || text[j] == '`' || text[j] == '=' || text[j] == '\'') {
		return "", 0, Errorf(l.at(j), "%s: unexpected %q inside an unquoted value; quote the whole value", what, text[j])
	}
	return text[off:j], j, nil
}

// clip shortens text for messages.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "..."
	}
	return s
}
