package markers

import (
	"go/token"
	"strings"
)

// A value over several lines. A long CEL expression on one marker line is
// hard to review (controller-tools' issue 1146 asks for line breaks in
// CEL rules), and a backquoted value cannot span comment lines. As
// kube-openapi's markers write one (+k8s:validation:cel[0]:rule> text),
// an argument written key> takes the rest of its line as text, and
// consecutive lines of the same marker with the same key> are one value,
// their texts joined by newlines:
//
//	+k8s:printerColumn:name="Status",type=string,
//	+k8s:printerColumn:expression> has(self.metadata.deletionTimestamp) ? "Terminating" :
//	+k8s:printerColumn:expression>   has(self.status.phase) ? self.status.phase : "Unknown"
//
// Every line stays a marker line, so godoc, controller-gen and openapi-gen
// never take the value into a type's description. The text is raw: no
// quotes, no escapes, and a '#' is a character. Trailing spaces are
// dropped, and so is the indentation all the lines share (as in a YAML
// block), so relative indentation is kept for the reader of the generated
// code. The value ends its marker: the marker's other arguments come on
// the lines before it. Only string arguments take the form.

// valueLine is the argument of a line "key> text", with the key at offset
// ks and the text from offset off.
func valueLine(l Line, key string, ks, off int) rawArg {
	text := strings.TrimRight(l.Text[off:], " \t")
	return rawArg{Key: key, Value: text, pos: l.at(ks), lines: []token.Position{l.at(off)}}
}

// foldValueLines joins the consecutive lines of each value written over
// lines into the first one's argument, then takes off the indentation
// its lines share.
func foldValueLines(raws []*rawMarker) []*rawMarker {
	var out []*rawMarker
	for _, raw := range raws {
		if prev := lastOf(out); prev != nil && continuesValue(prev, raw) {
			a, next := &prev.args[0], raw.args[0]
			a.Value += "\n" + next.Value
			a.lines = append(a.lines, next.lines...)
			continue
		}
		out = append(out, raw)
	}
	for _, raw := range out {
		if len(raw.args) == 1 && raw.args[0].lines != nil {
			dedent(&raw.args[0])
		}
	}
	return out
}

func lastOf(raws []*rawMarker) *rawMarker {
	if len(raws) == 0 {
		return nil
	}
	return raws[len(raws)-1]
}

// continuesValue reports whether raw is the next line of the value that
// prev holds: the same marker and key>, on the line right after its last.
func continuesValue(prev, raw *rawMarker) bool {
	if len(prev.args) != 1 || prev.args[0].lines == nil || len(raw.args) != 1 || raw.args[0].lines == nil {
		return false
	}
	last := prev.args[0].lines[len(prev.args[0].lines)-1]
	return prev.spec == raw.spec && prev.args[0].Key == raw.args[0].Key &&
		last.Filename == raw.line.Pos.Filename && last.Line+1 == raw.line.Pos.Line
}

// dedent takes off the leading spaces and tabs that every line of a's
// value with text shares, moving each line's position past them.
func dedent(a *rawArg) {
	lines := strings.Split(a.Value, "\n")
	common := ""
	first := true
	for _, l := range lines {
		if strings.TrimLeft(l, " \t") == "" {
			continue
		}
		lead := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		if first {
			common, first = lead, false
			continue
		}
		for !strings.HasPrefix(lead, common) {
			common = common[:len(common)-1]
		}
	}
	if common == "" {
		return
	}
	for i, l := range lines {
		if strings.HasPrefix(l, common) {
			lines[i] = l[len(common):]
			a.lines[i].Column += len(common)
			a.lines[i].Offset += len(common)
		}
	}
	a.Value = strings.Join(lines, "\n")
}
