package markers

import (
	"fmt"
	"go/token"
	"slices"
	"strconv"
	"strings"
)

// Value is one argument (or the value of a ValueForm marker) after parsing:
// its text and where it was written.
type Value struct {
	Key  string
	Text string
	Pos  token.Position
}

// Int returns the value as an integer; the parser has validated it.
func (v Value) Int() int64 {
	n, _ := strconv.ParseInt(v.Text, 10, 64)
	return n
}

// Bool returns the value as a boolean; the parser has validated it.
func (v Value) Bool() bool {
	b, _ := strconv.ParseBool(v.Text)
	return b
}

// Marker is one validated marker: lines merged, arguments checked against
// its Spec.
type Marker struct {
	Spec  *Spec
	Scope Scope
	// Pos is the position of the marker's first line.
	Pos token.Position
	// Value is set for ValueForm markers.
	Value Value
	// Args in the order written.
	Args []Value
}

// Name is the marker as the user writes it, e.g. "+k8s:schema:selectableField".
func (m *Marker) Name() string { return "+" + m.Spec.Name }

// Arg returns the named argument.
func (m *Marker) Arg(name string) (Value, bool) {
	for _, a := range m.Args {
		if a.Key == name {
			return a, true
		}
	}
	return Value{}, false
}

// String returns the text of the named argument, or "" when absent.
func (m *Marker) String(name string) string {
	v, _ := m.Arg(name)
	return v.Text
}

// Has reports whether the named argument was given.
func (m *Marker) Has(name string) bool {
	_, ok := m.Arg(name)
	return ok
}

// ArgPos returns the position of the named argument, or of the marker.
func (m *Marker) ArgPos(name string) token.Position {
	if v, ok := m.Arg(name); ok {
		return v.Pos
	}
	return m.Pos
}

// Parse reads the markers of r from the comment lines of one place (a
// type's comment blocks, a field's doc comment, doc.go), merges multi-line
// markers and validates every argument. It returns all markers that are
// valid and an error for each problem.
func (r *Registry) Parse(lines []Line, scope Scope) ([]*Marker, ErrorList) {
	var errs ErrorList
	var raws []*rawMarker
	for _, l := range lines {
		raw, err := r.scanLine(l)
		errs.Add(err)
		if raw == nil {
			continue
		}
		if !raw.spec.allowedIn(scope) {
			errs.Addf(l.Pos, "+%s is not allowed on a %s; it belongs on a %s", raw.spec.Name, scope, scopeList(raw.spec.Scopes))
			continue
		}
		raws = append(raws, raw)
	}
	merged, mergeErrs := merge(raws, scope)
	errs = append(errs, mergeErrs...)
	var out []*Marker
	for _, m := range merged {
		if verrs := validate(m); len(verrs) > 0 {
			errs = append(errs, verrs...)
			continue
		}
		out = append(out, m)
	}
	return out, errs
}

func scopeList(scopes []Scope) string {
	names := make([]string, len(scopes))
	for i, s := range scopes {
		names[i] = s.String()
	}
	return strings.Join(names, " or ")
}

// merge joins marker lines into markers. Where a marker is repeatable, a
// line ending in ',' continues into the next line of the same marker;
// elsewhere every line of the marker adds to the one marker (the KEP writes
// fieldPath, default and description on three lines).
func merge(raws []*rawMarker, scope Scope) ([]*Marker, ErrorList) {
	var errs ErrorList
	var out []*Marker
	single := map[*Spec]*Marker{}     // non-repeatable: the one marker so far
	open := map[*Spec]*rawMarker{}    // repeatable: line that ended with ','
	openMarker := map[*Spec]*Marker{} // repeatable: marker being continued
	firstKeyPos := map[*Marker]map[string]token.Position{}
	addArgs := func(m *Marker, raw *rawMarker) {
		seen := firstKeyPos[m]
		if seen == nil {
			seen = map[string]token.Position{}
			firstKeyPos[m] = seen
		}
		for _, a := range raw.args {
			if first, dup := seen[a.Key]; dup {
				errs.Addf(a.pos, "%s: argument %q is given twice (first at line %d); give each argument once", m.Name(), a.Key, first.Line)
				continue
			}
			seen[a.Key] = a.pos
			m.Args = append(m.Args, Value{Key: a.Key, Text: a.Value, Pos: a.pos})
		}
	}
	for _, raw := range raws {
		s := raw.spec
		if s.Form == ValueForm {
			if prev := single[s]; prev != nil {
				errs.Addf(raw.line.Pos, "+%s is given twice (first at line %d); give it once", s.Name, prev.Pos.Line)
				continue
			}
			m := &Marker{Spec: s, Scope: scope, Pos: raw.line.Pos, Value: Value{Text: raw.value.Value, Pos: raw.value.pos}}
			single[s] = m
			out = append(out, m)
			continue
		}
		if !s.repeatableIn(scope) {
			m := single[s]
			if m == nil {
				m = &Marker{Spec: s, Scope: scope, Pos: raw.line.Pos}
				single[s] = m
				out = append(out, m)
			}
			addArgs(m, raw)
			continue
		}
		m := openMarker[s]
		if m == nil {
			m = &Marker{Spec: s, Scope: scope, Pos: raw.line.Pos}
			out = append(out, m)
		}
		addArgs(m, raw)
		if raw.trailingComma {
			open[s], openMarker[s] = raw, m
		} else {
			delete(open, s)
			delete(openMarker, s)
		}
	}
	for _, raw := range open {
		errs.Addf(raw.line.Pos, "+%s ends with ',' but no later +%s line continues it; remove the ',' or continue the marker on the next line", raw.spec.Name, raw.spec.Name)
	}
	return out, errs
}

// validate checks a merged marker's arguments against its spec.
func validate(m *Marker) ErrorList {
	var errs ErrorList
	s := m.Spec
	if s.Form == ValueForm {
		vs := s.valueSpec(m.Scope)
		if vs != nil {
			if msg := checkValue(vs, m.Value.Text); msg != "" {
				errs.Addf(m.Value.Pos, "%s: %s", m.Name(), msg)
			}
		}
		return errs
	}
	misspelt := map[string]bool{} // required arguments given with the wrong case
	for _, a := range m.Args {
		as := s.Arg(a.Key)
		if as == nil {
			hint := ""
			for _, known := range s.Args {
				if strings.EqualFold(known.Name, a.Key) && known.allowedIn(m.Scope) {
					hint = fmt.Sprintf(" (did you mean %q?)", known.Name)
					misspelt[known.Name] = true
				}
			}
			errs.Addf(a.Pos, "%s: unknown argument %q%s; valid arguments on a %s: %s", m.Name(), a.Key, hint, m.Scope, s.argNames(m.Scope))
			continue
		}
		if !as.allowedIn(m.Scope) {
			errs.Addf(a.Pos, "%s: argument %q is not allowed on a %s (only on a %s); valid arguments here: %s", m.Name(), a.Key, m.Scope, scopeList(as.Scopes), s.argNames(m.Scope))
			continue
		}
		if msg := checkValue(as, a.Text); msg != "" {
			errs.Addf(a.Pos, "%s: argument %q: %s", m.Name(), a.Key, msg)
		}
	}
	for _, group := range s.ExactlyOneOf {
		var given []string
		for _, name := range group {
			if m.Has(name) || misspelt[name] {
				given = append(given, name)
			}
		}
		switch {
		case len(given) == 0 && len(group) == 1:
			errs.Addf(m.Pos, "%s: missing required argument %q, e.g. %s", m.Name(), group[0], exampleFor(s, m.Scope))
		case len(given) == 0:
			errs.Addf(m.Pos, "%s: give one of %s, e.g. %s", m.Name(), strings.Join(group, " or "), exampleFor(s, m.Scope))
		case len(given) > 1:
			errs.Addf(m.ArgPos(given[1]), "%s: give only one of %s, not both", m.Name(), strings.Join(group, " or "))
		}
	}
	for _, as := range s.Args {
		if as.requiredIn(m.Scope) && !m.Has(as.Name) && !misspelt[as.Name] {
			errs.Addf(m.Pos, "%s: missing required argument %q on a %s, e.g. %s", m.Name(), as.Name, m.Scope, exampleFor(s, m.Scope))
		}
	}
	return errs
}

func exampleFor(s *Spec, sc Scope) string {
	for _, e := range s.Examples {
		if e.Scope == sc {
			return e.Text
		}
	}
	return s.Syntax()
}

// checkValue returns what is wrong with text as a value of a, or "".
func checkValue(a *ArgSpec, text string) string {
	switch a.Type {
	case IntValue:
		n, err := strconv.ParseInt(text, 10, 32)
		if err != nil {
			return "expected an integer, got " + strconv.Quote(text)
		}
		if a.Min != nil && n < *a.Min {
			return "must be at least " + strconv.FormatInt(*a.Min, 10) + ", got " + text
		}
	case BoolValue:
		if text != "true" && text != "false" {
			return "expected true or false, got " + strconv.Quote(text)
		}
	case EnumValue:
		if !slices.Contains(a.Enum, text) {
			return "invalid value " + strconv.Quote(text) + "; valid values: " + strings.Join(a.Enum, ", ")
		}
	}
	return ""
}
