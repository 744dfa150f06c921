package markers

import (
	"fmt"
	"go/token"
	"strings"
	"testing"
)

// lines builds comment lines of a file "t.go" starting at line 10, column 3.
func lines(texts ...string) []Line {
	out := make([]Line, len(texts))
	for i, t := range texts {
		out[i] = Line{Text: t, Pos: token.Position{Filename: "t.go", Line: 10 + i, Column: 3}}
	}
	return out
}

func parse(t *testing.T, scope Scope, texts ...string) ([]*Marker, ErrorList) {
	t.Helper()
	return NewDefaultRegistry(true).Parse(lines(texts...), scope)
}

func TestParseKEPMemberMarkersMerge(t *testing.T) {
	ms, errs := parse(t, MemberScope,
		" Host networking ...",
		"",
		` +k8s:schema:selectableField:fieldPath="spec.hostNetwork",`,
		` +k8s:schema:selectableField:default="false"`,
		` +k8s:schema:selectableField:description="Set to the value of the spec.securityContext.hostNetwork field"`,
		` +optional`,
	)
	if len(errs) > 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	if len(ms) != 1 {
		t.Fatalf("got %d markers, want 1 merged", len(ms))
	}
	m := ms[0]
	for k, want := range map[string]string{
		"fieldPath":   "spec.hostNetwork",
		"default":     "false",
		"description": "Set to the value of the spec.securityContext.hostNetwork field",
	} {
		if got := m.String(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if m.Pos.Line != 12 {
		t.Errorf("marker line = %d, want 12", m.Pos.Line)
	}
	if v, _ := m.Arg("default"); v.Pos.Line != 13 {
		t.Errorf("default line = %d, want 13", v.Pos.Line)
	}
}

func TestParseKindMarkersRepeatAndContinue(t *testing.T) {
	ms, errs := parse(t, TypeScope,
		`+k8s:schema:selectableField:jsonPath=".spec.color"`,
		`+k8s:schema:selectableField:jsonPath=".spec.size",`,
		`+k8s:schema:selectableField:default="M", description=`+"`raw \"text\"`",
		`+kubebuilder:selectablefield:JSONPath=.spec.shape`,
		`+genclient`,
		`+genclient:nonNamespaced`,
		`+kubebuilder:object:root=true`,
	)
	if len(errs) > 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	var got []string
	for _, m := range ms {
		var args []string
		for _, a := range m.Args {
			args = append(args, a.Key+"="+a.Text)
		}
		got = append(got, m.Spec.Name+"{"+strings.Join(args, ";")+"}")
	}
	want := []string{
		`k8s:schema:selectableField{jsonPath=.spec.color}`,
		`k8s:schema:selectableField{jsonPath=.spec.size;default=M;description=raw "text"}`,
		`k8s:schema:selectableField{jsonPath=.spec.shape}`,
		`genclient:nonNamespaced{}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The kubebuilder marker is read as +k8s:schema:selectableField, and
	// still says how it was written.
	kb := ms[2]
	if kb.Name() != "+kubebuilder:selectablefield" || kb.ArgName(ArgJSONPath) != "JSONPath" || kb.ArgPos(ArgJSONPath).Column != 3+len("+kubebuilder:selectablefield:") {
		t.Errorf("kubebuilder marker: name %s, ArgName %s, pos %v", kb.Name(), kb.ArgName(ArgJSONPath), kb.ArgPos(ArgJSONPath))
	}
	if v, ok := kb.Arg("JSONPath"); !ok || v.Text != ".spec.shape" {
		t.Errorf("lookup by the written name: %v %v", v, ok)
	}
}

func TestParseGoEscapes(t *testing.T) {
	ms, errs := parse(t, MemberScope, `+k8s:schema:selectableField:description="tab\there \u00e9 \"q\""`)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if got, want := ms[0].String("description"), "tab\there é \"q\""; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParseValueMarkers(t *testing.T) {
	ms, errs := parse(t, PackageScope, "+selectable-gen=package", "+groupName=stable.example.com", "+k8s:deepcopy-gen=package")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if len(ms) != 2 || ms[0].Value.Text != "package" || ms[1].Value.Text != "stable.example.com" {
		t.Fatalf("got %+v", ms)
	}
}

func TestParseKubebuilderOff(t *testing.T) {
	ms, errs := NewDefaultRegistry(false).Parse(lines(`+kubebuilder:selectablefield:bogus=1`), TypeScope)
	if len(ms) != 0 || len(errs) != 0 {
		t.Fatalf("kubebuilder markers must be ignored when off: %v %v", ms, errs)
	}
}

// TestParseErrors has one case per parser message: the line it is reported
// at and the message text.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		name  string
		scope Scope
		lines []string
		line  int
		msg   string
	}{
		{"unknown suffix", TypeScope, []string{`+k8s:schema:selectablefield:jsonPath=".a"`}, 10,
			`unknown marker +k8s:schema:selectablefield:jsonPath; known markers of this family: +k8s:schema:selectableField, +k8s:schema:index, +k8s:schema:fieldLabel, +k8s:schema:fieldLabelConversion, +k8s:schema:scope`},
		{"unknown key", MemberScope, []string{`+k8s:schema:selectableField:fieldpath="a.b"`}, 10,
			`+k8s:schema:selectableField: unknown argument "fieldpath" (did you mean "fieldPath"?); valid arguments on a struct field: fieldPath, default, omitAbsent, description, indexed, trigger, accepted, internalName`},
		{"duplicate key across lines", MemberScope, []string{`+k8s:schema:selectableField:default="a",`, `+k8s:schema:selectableField:default="b"`}, 11,
			`+k8s:schema:selectableField: argument "default" is given twice (first at line 10); give each argument once`},
		{"duplicate key on one line", TypeScope, []string{`+k8s:schema:selectableField:jsonPath=".a",jsonPath=".b"`}, 10,
			`+k8s:schema:selectableField: argument "jsonPath" is given twice (first at line 10); give each argument once`},
		{"arg not allowed on member", MemberScope, []string{`+k8s:schema:selectableField:jsonPath=".a"`}, 10,
			`+k8s:schema:selectableField: argument "jsonPath" is not allowed on a struct field (only on a type); valid arguments here: fieldPath, default, omitAbsent, description, indexed, trigger, accepted, internalName`},
		{"missing jsonPath on type", TypeScope, []string{`+k8s:schema:selectableField`}, 10,
			`+k8s:schema:selectableField: missing required argument "jsonPath" on a type, e.g. +k8s:schema:selectableField:jsonPath=".spec.color"`},
		{"unterminated string", TypeScope, []string{`+k8s:schema:selectableField:jsonPath=".a`}, 10,
			`+k8s:schema:selectableField: argument "jsonPath": unterminated string ".a; close it with '"' on the same line`},
		{"bad escape", MemberScope, []string{`+k8s:schema:selectableField:description="\q"`}, 10,
			`+k8s:schema:selectableField: argument "description": invalid Go string "\q": invalid syntax`},
		{"unterminated raw", MemberScope, []string{"+k8s:schema:selectableField:description=`abc"}, 10,
			"+k8s:schema:selectableField: argument \"description\": unterminated raw string `abc; close it with '`' on the same line (a value over several lines is written key> text, one line each)"},
		{"value lines after another argument", TypeScope, []string{`+k8s:printerColumn:name="A",expression> self.a`}, 10,
			`+k8s:printerColumn: expression> takes the rest of the line as its value; write it on a line of its own, after the line that ends with ','`},
		{"value lines of a number", TypeScope, []string{`+k8s:printerColumn:name="A",type=integer,expression="1",`, `+k8s:printerColumn:priority> 1`}, 11,
			`+k8s:printerColumn: argument "priority": priority> writes text over several lines, and "priority" takes no text; write priority=<value> on one line`},
		{"value lines apart", TypeScope, []string{`+k8s:printerColumnVariable:name=a,`, `+k8s:printerColumnVariable:expression> 1 +`, ` prose`, `+k8s:printerColumnVariable:expression> 2`}, 13,
			`+k8s:printerColumnVariable: missing required argument "name" on a type, e.g. +k8s:printerColumnVariable:name=ready,expression=` + "`self.status.conditions.filter(c, c.type == \"Ready\")`"},
		{"empty value", MemberScope, []string{`+k8s:schema:selectableField:default=`}, 10,
			`+k8s:schema:selectableField: argument "default": empty value; write "" for an empty string`},
		{"no value", MemberScope, []string{`+k8s:schema:selectableField:default`}, 10,
			`+k8s:schema:selectableField: argument "default" has no value; write default=<value>`},
		{"missing comma", MemberScope, []string{`+k8s:schema:selectableField:default="a" description="b"`}, 10,
			`+k8s:schema:selectableField: unexpected "description=\"b\"" after the value of "default"; separate arguments with ',' and quote values that contain spaces or quotes`},
		{"quote inside bare", MemberScope, []string{`+k8s:schema:selectableField:default=a"b"`}, 10,
			`+k8s:schema:selectableField: argument "default": unexpected '"' inside an unquoted value; quote the whole value`},
		{"single quotes", MemberScope, []string{`+k8s:schema:selectableField:default='a'`}, 10,
			`+k8s:schema:selectableField: argument "default": single quotes do not make a string; use "..." or ` + "`...`"},
		{"equals in bare", MemberScope, []string{`+k8s:schema:selectableField:default=a=b`}, 10,
			`+k8s:schema:selectableField: argument "default": unexpected '=' inside an unquoted value; quote the whole value`},
		{"bad key", MemberScope, []string{`+k8s:schema:selectableField:,default="a"`}, 10,
			`+k8s:schema:selectableField: expected an argument name at ",default=\"a\""; arguments are key=value pairs separated by ','`},
		{"value form without value", TypeScope, []string{`+selectable-gen`}, 10,
			`+selectable-gen needs a value; write +selectable-gen=<value>`},
		{"bad enum on type", TypeScope, []string{`+selectable-gen=package`}, 10,
			`+selectable-gen: invalid value "package"; valid values: true, false`},
		{"bad enum on package", PackageScope, []string{`+selectable-gen=yes`}, 10,
			`+selectable-gen: invalid value "yes"; valid values: package`},
		{"bad scope value", TypeScope, []string{`+k8s:schema:scope=cluster`}, 10,
			`+k8s:schema:scope: invalid value "cluster"; valid values: Namespaced, Cluster`},
		{"value marker repeated", TypeScope, []string{`+k8s:schema:scope=Cluster`, `+k8s:schema:scope=Cluster`}, 11,
			`+k8s:schema:scope is given twice (first at line 10); give it once`},
		{"text after value", TypeScope, []string{`+k8s:schema:scope=Cluster extra`}, 10,
			`+k8s:schema:scope: unexpected text "extra" after the value; a marker holds one value`},
		{"args marker with =", MemberScope, []string{`+k8s:schema:selectableField=true`}, 10,
			`+k8s:schema:selectableField: unexpected "=true"; arguments follow a ':' as key=value pairs, e.g. +k8s:schema:selectableField`},
		{"flag with args", TypeScope, []string{`+genclient:nonNamespaced=true`}, 10,
			`+genclient:nonNamespaced takes no value or arguments; write it alone as +genclient:nonNamespaced`},
		{"dangling trailing comma", TypeScope, []string{`+k8s:schema:selectableField:jsonPath=".a",`}, 10,
			`+k8s:schema:selectableField ends with ',' but no later +k8s:schema:selectableField line continues it; remove the ',' or continue the marker on the next line`},
		{"wrong scope", MemberScope, []string{`+k8s:schema:scope=Cluster`}, 10,
			`+k8s:schema:scope is not allowed on a struct field; it belongs on a type`},
		{"kubebuilder lower-case key", TypeScope, []string{`+kubebuilder:selectablefield:jsonPath=".a"`}, 10,
			`+kubebuilder:selectablefield: unknown argument "jsonPath" (did you mean "JSONPath"?); valid arguments on a type: JSONPath`},
		{"kubebuilder scope value", TypeScope, []string{`+kubebuilder:resource:scope=Global`}, 10,
			`+kubebuilder:resource: argument "scope": invalid value "Global"; valid values: Namespaced, Cluster`},
		{"package marker on type", TypeScope, []string{`+groupName=foo`}, 10,
			`+groupName is not allowed on a type; it belongs on a package (doc.go)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, errs := parse(t, c.scope, c.lines...)
			if len(errs) != 1 {
				t.Fatalf("got %d errors, want 1: %v", len(errs), errs)
			}
			if errs[0].Pos.Line != c.line || errs[0].Pos.Filename != "t.go" {
				t.Errorf("position = %s:%d, want t.go:%d", errs[0].Pos.Filename, errs[0].Pos.Line, c.line)
			}
			if errs[0].Msg != c.msg {
				t.Errorf("message:\n got: %s\nwant: %s", errs[0].Msg, c.msg)
			}
		})
	}
}

// TestParseSizeBoundHints: other tools' size bounds are read on a struct
// field with their positions, and are never an error: a malformed or
// repeated one, or one written on a type or a package, is ignored.
func TestParseSizeBoundHints(t *testing.T) {
	ms, errs := parse(t, MemberScope,
		" Items are ...",
		" +kubebuilder:validation:MaxItems=16",
		" +k8s:maxItems=8",
		" +k8s:maxItems=9",
		" +kubebuilder:validation:MaxProperties=-1",
		" +k8s:maxProperties=many",
		" +optional",
	)
	if len(errs) > 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	var got []string
	for _, m := range ms {
		got = append(got, m.Spec.Name+"="+m.Value.Text+"@"+strings.TrimPrefix(m.Pos.String(), "t.go:"))
	}
	if want := "kubebuilder:validation:MaxItems=16@11:3 k8s:maxItems=8@12:3"; strings.Join(got, " ") != want {
		t.Errorf("got %v, want %s", got, want)
	}
	for _, scope := range []Scope{TypeScope, PackageScope} {
		if ms, errs := parse(t, scope, "+kubebuilder:validation:MaxItems=4", "+k8s:maxItems="); len(ms)+len(errs) > 0 {
			t.Errorf("%s: got %v, %v; want nothing", scope, ms, errs)
		}
	}
	if strings.Contains(string(Reference(NewDefaultRegistry(true))), "maxItems") {
		t.Error("the marker reference lists another tool's size bound")
	}
}

// TestParseTrailingComments: a '#' where a value or the marker could end
// starts a comment, dropped as code-generator and controller-tools 0.23
// drop it on +k8s: markers; inside a quoted value it is kept; a bare value
// that runs into one ends there, with a note at the '#'.
func TestParseTrailingComments(t *testing.T) {
	reg := NewDefaultRegistry(true)
	ms, errs := reg.Parse(lines(
		`+k8s:schema:selectableField:jsonPath=".spec.color" # the KEP's field`,
		`+k8s:schema:selectableField:jsonPath=".spec.size",description="a # kept" #dropped`,
		`+k8s:printerColumn:name=Ready,type=string,  # continued`,
		`+k8s:printerColumn:jsonPath=".status.ready"#`,
		`+k8s:subresource:status # since v2`,
		`+k8s:schema:selectableField:jsonPath=".spec.shape",default=round#legacy`,
	), TypeScope)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var got []string
	for _, m := range ms {
		var args []string
		for _, a := range m.Args {
			args = append(args, a.Key+"="+a.Text)
		}
		got = append(got, m.Name()+" "+strings.Join(args, ","))
	}
	want := []string{
		"+k8s:schema:selectableField jsonPath=.spec.color",
		"+k8s:schema:selectableField jsonPath=.spec.size,description=a # kept",
		"+k8s:printerColumn name=Ready,type=string,jsonPath=.status.ready",
		"+k8s:subresource:status ",
		"+k8s:schema:selectableField jsonPath=.spec.shape,default=round",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	notes := reg.Notes()
	if len(notes) != 1 || notes[0].Error() != `t.go:15: +k8s:schema:selectableField: argument "default": "round" is read up to the '#', which starts a comment (as code-generator and controller-tools read +k8s: markers); quote the value to keep the '#'` {
		t.Errorf("notes: %v", notes)
	}
	// A value marker too.
	ms, errs = parse(t, PackageScope, "+selectable-gen=package # every kind")
	if len(errs) > 0 || len(ms) != 1 || ms[0].Value.Text != "package" {
		t.Errorf("value marker: %v %v", ms, errs)
	}
}

// TestParseRejected: a marker whose arguments are wrong is reported and
// returned apart, canonical, with the arguments as written (a kubebuilder
// line with those read before its error); a hint's is neither.
func TestParseRejected(t *testing.T) {
	valid, rejected, errs := NewDefaultRegistry(true).ParseRejected(lines(
		`+k8s:schema:selectableField:jsonPath=".spec.a",indexed=maybe`,
		`+k8s:selectableField:jsonPath=".spec.b",ndexed=true`,
		`+kubebuilder:selectablefield:JSONPath=".spec.c",indexed=true`,
		`+kubebuilder:selectablefield:JSONPath=".spec.d"`,
		`+k8s:maxProperties=many`,
	), TypeScope)
	if len(errs) != 3 {
		t.Errorf("got %d errors, want 3: %v", len(errs), errs)
	}
	if len(valid) != 1 || valid[0].String(ArgJSONPath) != ".spec.d" {
		t.Errorf("valid: got %v, want the selectable field .spec.d", valid)
	}
	var got []string
	for _, m := range rejected {
		got = append(got, m.Spec.Name+" "+m.String(ArgJSONPath)+"@"+strings.TrimPrefix(m.Pos.String(), "t.go:"))
	}
	want := "k8s:schema:selectableField .spec.a@10:3 k8s:schema:selectableField .spec.b@11:3 k8s:schema:selectableField .spec.c@12:3"
	if strings.Join(got, " ") != want {
		t.Errorf("rejected: got %q, want %q", strings.Join(got, " "), want)
	}
}

// TestParseValueLines: consecutive key> lines of one marker are one value,
// joined by newlines, without the indentation they share and with each
// line's position; the value ends a repeatable marker, and a '#' or ','
// inside it is text.
func TestParseValueLines(t *testing.T) {
	ms, errs := parse(t, TypeScope,
		`+k8s:printerColumn:name="Status",type=string,`,
		"+k8s:printerColumn:expression>  has(self.a) ? # not a comment,",
		"+k8s:printerColumn:expression>      [self.a, 1] :   ",
		"+k8s:printerColumn:expression>",
		"+k8s:printerColumn:expression>    \"none\"",
		`+k8s:printerColumn:name="Next",type=string,expression="self.b"`,
	)
	if len(errs) > 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	if len(ms) != 2 {
		t.Fatalf("got %d markers, want 2", len(ms))
	}
	v, _ := ms[0].Arg(ArgExpression)
	want := "has(self.a) ? # not a comment,\n    [self.a, 1] :\n\n  \"none\""
	if v.Text != want {
		t.Errorf("value = %q, want %q", v.Text, want)
	}
	if v.Pos.Line != 11 {
		t.Errorf("value's line = %d, want 11 (its key's)", v.Pos.Line)
	}
	var at []string
	for _, p := range v.Lines {
		at = append(at, fmt.Sprintf("%d:%d", p.Line, p.Column))
	}
	// Column 3 is where each line's text starts; the key and '>' take 30,
	// and the shared indentation of two spaces is not part of the value.
	if got, want := strings.Join(at, " "), "11:35 12:35 13:33 14:35"; got != want {
		t.Errorf("line positions = %s, want %s", got, want)
	}
	if ms[0].String(ArgName) != "Status" || ms[1].String(ArgName) != "Next" || ms[1].String(ArgExpression) != "self.b" {
		t.Errorf("markers: %v, %v", ms[0].Args, ms[1].Args)
	}
	// A marker that is one per place takes arguments after the value too.
	ms, errs = parse(t, MemberScope,
		"+k8s:schema:selectableField:description> Set to the value of",
		"+k8s:schema:selectableField:description> spec.a",
		`+k8s:schema:selectableField:default="x"`,
	)
	if len(errs) > 0 || len(ms) != 1 || ms[0].String(ArgDescription) != "Set to the value of\nspec.a" || ms[0].String(ArgDefault) != "x" {
		t.Errorf("member marker: %v %v", ms, errs)
	}
}
