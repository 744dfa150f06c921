package markers

import (
	"cmp"
	"errors"
	"fmt"
	"go/token"
	"slices"
	"strconv"
	"strings"
)

// Value is one argument (or the value of a ValueForm marker) after parsing:
// its text and where it was written.
type Value struct {
	// Key is the argument's canonical (+k8s:) name.
	Key string
	// Written is the name the argument was written with: Key, or its
	// kubebuilder spelling (JSONPath, specpath).
	Written string
	Text    string
	// Items is the value of a list argument (kubebuilder dialect).
	Items []string
	Pos   token.Position
	// Lines, of a value written over lines (key> text), is where the text
	// of each line starts in the file; nil for a value on one line.
	Lines []token.Position
	// cut is the bare text as written, where controller-gen reads less of
	// it (a space before ','), for messages.
	cut string
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
// its Spec. A kubebuilder marker is presented in its canonical +k8s: form:
// Spec is the +k8s: spec and the arguments have their +k8s: names, so the
// generators need not know the dialect; Name, ArgName and the positions
// still say what the user wrote.
type Marker struct {
	// Spec is the canonical spec.
	Spec *Spec
	// Written is the spec of the marker as written, when it differs from
	// Spec (a kubebuilder marker).
	Written *Spec
	Scope   Scope
	// Pos is the position of the marker's first line.
	Pos token.Position
	// Value is set for ValueForm markers.
	Value Value
	// Args in the order written.
	Args []Value
}

// Name is the marker as the user wrote it, e.g. "+k8s:schema:selectableField"
// or "+kubebuilder:selectablefield".
func (m *Marker) Name() string { return "+" + m.written().Name }

// LegacyNote is the note for a marker written in an old spelling: what to
// write instead, and why; "" for any other marker.
func (m *Marker) LegacyNote() string {
	w := m.written()
	if w.Legacy == "" {
		return ""
	}
	text := "+" + m.Spec.Name
	if m.Spec.Form == ValueForm {
		text += "=" + m.Value.Text
	}
	return fmt.Sprintf("%s is the old spelling of +%s, read the same; write %s: %s", m.Name(), m.Spec.Name, text, w.Legacy)
}

func (m *Marker) written() *Spec {
	if m.Written != nil {
		return m.Written
	}
	return m.Spec
}

// Dialect is the dialect the marker was written in.
func (m *Marker) Dialect() Dialect { return m.written().Dialect }

// OptsIn reports whether the marker makes a kind that carries it generated.
func (m *Marker) OptsIn() bool { return m.written().OptsIn }

// KindOnly reports whether the marker, on a type, is an error unless the
// type is a kind.
func (m *Marker) KindOnly() bool { return m.written().KindOnly }

// ArgName returns how the user's dialect spells the canonical argument
// name: "JSONPath" for jsonPath on a +kubebuilder:printcolumn, name itself
// on a +k8s: marker. Arg accepts either spelling, so a generator can look
// an argument up, and name it in messages, with what ArgName returns.
func (m *Marker) ArgName(name string) string {
	if m.Written != nil {
		for _, a := range m.Written.Args {
			if a.As == name {
				return a.Name
			}
		}
	}
	return name
}

// Arg returns the named argument, by its canonical name or by the name it
// was written with.
func (m *Marker) Arg(name string) (Value, bool) {
	for _, a := range m.Args {
		if a.Key == name || a.Written == name {
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
	valid, _, errs := r.ParseRejected(lines, scope)
	return valid, errs
}

// ParseRejected is Parse that also returns the markers rejected for their
// arguments (a known marker in a place it is allowed, its error reported,
// an argument wrong, missing or unknown), canonical where their spelling
// has a canonical form, with the arguments as written. Nothing they
// declare is used, but a caller can tell what was meant: an index naming a
// selectable field whose marker was rejected need not say again that the
// field is not declared. Markers of the hint dialect, whose errors are not
// reported, are not among them.
func (r *Registry) ParseRejected(lines []Line, scope Scope) (valid, rejected []*Marker, errs ErrorList) {
	var raws []*rawMarker
	for _, l := range lines {
		raw, err := r.scanLine(l, scope)
		errs.Add(err)
		if raw == nil {
			continue
		}
		if err != nil {
			// A kubebuilder line with an argument that controller-gen
			// rejects: what it read before it.
			if c := canonical(kubebuilderMarker(raw, scope)); c != nil && raw.spec.allowedIn(scope) {
				rejected = append(rejected, c)
			}
			continue
		}
		if !raw.spec.allowedIn(scope) {
			errs.Addf(l.Pos, "+%s is not allowed on a %s; it belongs on a %s", raw.spec.Name, scope, scopeList(raw.spec.Scopes))
			continue
		}
		r.note(raw.notes...)
		raws = append(raws, raw)
	}
	merged, mergeErrs := merge(raws, scope)
	errs = append(errs, mergeErrs...)
	for _, m := range merged {
		verrs := validate(m)
		if len(verrs) > 0 && m.Spec.Dialect == HintDialect {
			continue
		}
		errs = append(errs, verrs...)
		c := canonical(m)
		switch {
		case c == nil:
		case len(verrs) > 0:
			rejected = append(rejected, c)
		default:
			valid = append(valid, c)
		}
	}
	// In the order written: lines rejected while scanning were met first.
	slices.SortStableFunc(rejected, func(a, b *Marker) int { return cmp.Compare(a.Pos.Line, b.Pos.Line) })
	return valid, rejected, errs
}

// kubebuilderMarker is the marker of one kubebuilder line: controller-gen
// reads each line as one marker.
func kubebuilderMarker(raw *rawMarker, scope Scope) *Marker {
	m := &Marker{Spec: raw.spec, Scope: scope, Pos: raw.line.Pos}
	for _, a := range raw.args {
		m.Args = append(m.Args, Value{Key: a.Key, Written: a.Key, Text: a.Value, Items: a.Items, Pos: a.pos, cut: a.cut})
	}
	return m
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
// fieldPath, default and description on three lines). A kubebuilder line is
// one marker, as in controller-gen; of a kubebuilder marker that is not
// repeatable, the last line wins, as controller-gen applies them in order.
func merge(raws []*rawMarker, scope Scope) ([]*Marker, ErrorList) {
	var errs ErrorList
	var out []*Marker
	single := map[*Spec]*Marker{}     // non-repeatable: the one marker so far
	open := map[*Spec]*rawMarker{}    // repeatable: line that ended with ','
	openMarker := map[*Spec]*Marker{} // repeatable: marker being continued
	firstKeyPos := map[*Marker]map[string]token.Position{}
	raws = foldValueLines(raws)
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
			m.Args = append(m.Args, Value{Key: a.Key, Written: a.Key, Text: a.Value, Pos: a.pos, Lines: a.lines})
		}
	}
	for _, raw := range raws {
		s := raw.spec
		if s.Dialect == KubebuilderDialect {
			m := kubebuilderMarker(raw, scope)
			if !s.repeatableIn(scope) {
				if prev := single[s]; prev != nil {
					out = slices.DeleteFunc(out, func(x *Marker) bool { return x == prev })
					m.Args = append(m.Args, saidBefore(s, prev, m)...)
				}
				single[s] = m
			}
			out = append(out, m)
			continue
		}
		if s.Form == ValueForm {
			if s.repeatableIn(scope) {
				// Each line is one more value (+k8s:supportsSubresource).
				out = append(out, &Marker{Spec: s, Scope: scope, Pos: raw.line.Pos, Value: Value{Text: raw.value.Value, Pos: raw.value.pos}})
				continue
			}
			if prev := single[s]; prev != nil {
				if s.Dialect != HintDialect {
					errs.Addf(raw.line.Pos, "+%s is given twice (first at line %d); give it once", s.Name, prev.Pos.Line)
				}
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
			msg, suggested := unknownArgument(s, a.Key, m.Scope)
			if suggested != "" {
				misspelt[suggested] = true
			}
			errs.Addf(a.Pos, "%s: %s", m.Name(), msg)
			continue
		}
		if !as.allowedIn(m.Scope) {
			errs.Addf(a.Pos, "%s: argument %q is not allowed on a %s (only on a %s); valid arguments here: %s", m.Name(), a.Key, m.Scope, scopeList(as.Scopes), s.argNames(m.Scope))
			continue
		}
		if a.Lines != nil && as.Type != StringValue {
			errs.Addf(a.Pos, "%s: argument %q: %s> writes text over several lines, and %q takes no text; write %s=<value> on one line", m.Name(), a.Key, a.Key, a.Key, a.Key)
			continue
		}
		if msg := checkValue(as, a.Text); msg != "" {
			if a.cut != "" {
				msg += fmt.Sprintf(" (controller-gen reads %s=%s as %q: a space between a bare value and the ',' after it drops the value's last word; quote the value)", a.Key, a.cut, a.Text)
			}
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
	if text == "" && a.AllowEmpty {
		return ""
	}
	if text == "" && a.NonEmpty {
		return "must not be empty"
	}
	switch a.Type {
	case IntValue:
		n, err := strconv.ParseInt(text, 10, 32)
		if errors.Is(err, strconv.ErrRange) {
			return "out of range: a 32-bit integer is required, got " + text
		}
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

// saidBefore returns what an earlier line of a non-repeatable kubebuilder
// marker said that the line replacing it takes back by saying nothing, in
// controller-gen's reading. Only scope matters to us: controller-gen sets a
// CRD's scope from every +kubebuilder:resource line in turn, and one without
// scope makes it Namespaced again.
func saidBefore(s *Spec, prev, next *Marker) []Value {
	var out []Value
	for _, as := range s.Args {
		if next.Has(as.Name) || !prev.Has(as.Name) {
			continue
		}
		switch {
		case as.Sticky:
			v, _ := prev.Arg(as.Name)
			out = append(out, v)
		case as.EmptyMeans != "":
			out = append(out, Value{Key: as.Name, Written: as.Name, Pos: next.Pos})
		}
	}
	return out
}

// Select returns the markers for which keep is true, in order; with a
// method value it selects by the spec table's flags:
// Select(ms, (*Marker).OptsIn).
func Select(ms []*Marker, keep func(*Marker) bool) []*Marker {
	var out []*Marker
	for _, m := range ms {
		if keep(m) {
			out = append(out, m)
		}
	}
	return out
}
