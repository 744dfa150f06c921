package markers

import (
	"flag"
	"fmt"
	"go/token"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
	crdmarkers "sigs.k8s.io/controller-tools/pkg/crd/markers"
	cgmarkers "sigs.k8s.io/controller-tools/pkg/markers"
)

// The kubebuilder dialect must read every marker line as controller-gen
// does. These tests run the same lines through controller-gen's own parser
// (its Registry with the CRD marker definitions, as controller-gen builds
// it) and through ours, and compare: which lines are markers of ours, which
// are rejected, and the value of every argument.

// Outcomes of a line, for the table (the parity check decides, the table
// documents and pins controller-gen's behaviour).
const (
	accepted   = "accepted"    // controller-gen and we read it
	cgRejects  = "cg rejects"  // controller-gen's parser rejects it, so do we
	crdRejects = "crd rejects" // controller-gen reads it, CRD validation rejects the value, so do we
	ours       = "we reject"   // controller-gen reads it; we reject it (a documented difference)
	ignored    = "ignored"     // not a marker controller-gen defines: ignored by both
)

var kubebuilderLines = []struct {
	text, want string
}{
	// printcolumn: the forms kubebuilder projects write.
	{`+kubebuilder:printcolumn:name="Ready",type=string,JSONPath=".status.conditions[?(@.type==\"Ready\")].status"`, accepted},
	{`+kubebuilder:printcolumn:name="Ready",type="string",JSONPath=".status.conditions[?(@.type=='Ready')].status",description="The Ready condition",priority=1`, accepted},
	{`+kubebuilder:printcolumn:name=Ready,type=string,JSONPath=.status.conditions[?(@.type=="Ready")].status`, accepted},
	{`+kubebuilder:printcolumn:name=Ready,type=string,JSONPath=.status.conditions[?(@.type=="A,B")].status`, accepted},
	{"+kubebuilder:printcolumn:name=`Raw \"x\"`,type=string,JSONPath=`.spec.a`", accepted},
	{`+kubebuilder:printcolumn:name="a,b;c",type=string,JSONPath=.spec.a,description="x \"y\", z\tw \u00e9"`, accepted},
	{`+kubebuilder:printcolumn:name=Two  Words,type=string,JSONPath=.spec.a`, accepted},
	{`+kubebuilder:printcolumn:  name = "x" ,	type = "string" ,JSONPath = .spec.a   `, accepted},
	// controller-gen ends a bare value followed by white space before the
	// delimiter at the start of its last token: type is "" here, the name "Two ".
	{`+kubebuilder:printcolumn:  name = "x" ,	type = string ,JSONPath = .spec.a   `, crdRejects},
	{`+kubebuilder:printcolumn:name=Two Words ,type=string,JSONPath=.spec.a`, accepted},
	{`+kubebuilder:printcolumn:JSONPath=.spec.a,type=integer,name=Count,format=int32`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,format=""`, accepted},
	{`+kubebuilder:printcolumn:name=x'y,type=string,JSONPath=.spec.a`, accepted},
	{`+kubebuilder:printcolumn:name=x"y"z,type=string,JSONPath=.spec.a`, accepted},
	{`+kubebuilder:printcolumn:name=08,type=string,JSONPath=.spec.a`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a // not a comment`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=""`, accepted}, // CRD validation rejects it; the generators check JSONPaths
	{`+kubebuilder:printcolumn:name="",type=string,JSONPath=.spec.a`, crdRejects},
	{`+kubebuilder:printcolumn:name=a,name=b,type=string,JSONPath=.spec.a`, accepted}, // the last value wins
	// priority: controller-gen's integers.
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=0`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=-1`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=- 2`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=07`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority= 3 ,format=int64`, accepted},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority= -1`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=08`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=0x10`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=1_0`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=1.5`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority="1"`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=+1`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=1a`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=99999999999999999999`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=4294967297`, ours}, // controller-gen truncates it to 1
	// printcolumn: values CRD validation rejects.
	{`+kubebuilder:printcolumn:name=x,type=text,JSONPath=.spec.a`, crdRejects},
	{`+kubebuilder:printcolumn:name=x,type="",JSONPath=.spec.a`, crdRejects},
	{`+kubebuilder:printcolumn:name=x,type=String,JSONPath=.spec.a`, crdRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,format=name`, crdRejects},
	// printcolumn: lines controller-gen rejects.
	{`+kubebuilder:printcolumn:name=x,type=string,jsonPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,`, cgRejects},
	{`+kubebuilder:printcolumn:name=,type=string,JSONPath=.spec.a`, cgRejects}, // name swallows the rest
	{`+kubebuilder:printcolumn:name="x" y,type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name="x,type=string,JSONPath=.spec.a`, cgRejects},
	{"+kubebuilder:printcolumn:name=`x,type=string,JSONPath=.spec.a", cgRejects},
	{`+kubebuilder:printcolumn:name=a"b,type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name="\q",type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name='a,b',type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name=x;y,type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,,type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a}`, cgRejects},
	{`+kubebuilder:printcolumn:name x,type=string,JSONPath=.spec.a`, cgRejects},
	{`+kubebuilder:printcolumn`, cgRejects},
	{`+kubebuilder:printcolumn=x`, cgRejects},
	{`+kubebuilder:printcolumn:expression="self.spec.a",name=x,type=string`, cgRejects},
	// Not markers controller-gen defines.
	{`+kubebuilder:printcolumn:name`, ignored},
	{`+kubebuilder:printcolumns:name=x,type=string,JSONPath=.spec.a`, ignored},
	{`+kubebuilder:printcolumn:name:x=y`, ignored},
	{`+kubebuilder:printcolumn :name=x,type=string,JSONPath=.spec.a`, ignored},
	{`+Kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a`, ignored},
	{`kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a`, ignored},
	{`+kubebuilder:object:root=true`, ignored},
	{``, ignored},
	{`+`, ignored},
	{`+=`, ignored},
	{`+:=`, ignored},
	{`+kubebuilder:validation:Enum=a;b`, ignored},

	// selectablefield
	{`+kubebuilder:selectablefield:JSONPath=.spec.a`, accepted},
	{`+kubebuilder:selectablefield:JSONPath=".spec.a"`, accepted},
	{"+kubebuilder:selectablefield:JSONPath=`.spec.a`", accepted},
	{`+kubebuilder:selectablefield:JSONPath=`, accepted},
	{`+kubebuilder:selectablefield:JSONPath=.spec.a,JSONPath=.spec.b`, accepted},
	{`+kubebuilder:selectablefield:jsonPath=.spec.a`, cgRejects},
	{`+kubebuilder:selectablefield:JSONPath=.spec.a,fieldPath=a`, cgRejects},
	{`+kubebuilder:selectablefield`, cgRejects},
	{`+kubebuilder:selectablefield:JSONPath`, ignored},

	// resource: the arguments we do not use are read, and ignored.
	{`+kubebuilder:resource:path=foos,scope=Cluster,shortName={a,b},categories=x;y`, accepted},
	{`+kubebuilder:resource:path=foos,singular=foo,scope=Namespaced,shortName=fb`, accepted},
	{`+kubebuilder:resource:shortName={ a , "b,c" , },categories={}`, accepted},
	{`+kubebuilder:resource:shortName={a b,` + "`c`" + `},categories="x;y";z`, accepted},
	{`+kubebuilder:resource:shortName=a;b;,scope=Cluster`, accepted},
	{`+kubebuilder:resource:shortName=,categories=,path=`, accepted},
	{`+kubebuilder:resource:shortName={,a},categories=a;;b`, accepted},
	{`+kubebuilder:resource:shortName={a{b},categories={"}"}`, accepted},
	{`+kubebuilder:resource:scope=""`, accepted},
	{`+kubebuilder:resource:scope=Cluster,scope=Namespaced`, accepted},
	{`+kubebuilder:resource`, accepted},
	{`+kubebuilder:resource:scope=cluster`, crdRejects},
	{`+kubebuilder:resource:scope=Global`, crdRejects},
	{`+kubebuilder:resource:shortName={a;b}`, cgRejects},
	{`+kubebuilder:resource:shortName={a,b`, cgRejects},
	{`+kubebuilder:resource:shortName=a}b`, cgRejects},
	{`+kubebuilder:resource:shortName=a;b c;d e`, accepted},
	{`+kubebuilder:resource:Scope=Cluster`, cgRejects},
	{`+kubebuilder:resource:scope=Cluster,`, cgRejects},
	{`+kubebuilder:resource=x`, cgRejects},
	{`+kubebuilder:resource:scope`, ignored},
	{`+kubebuilder:resources:scope=Cluster`, ignored},

	// subresources
	{`+kubebuilder:subresource:status`, accepted},
	{`   +kubebuilder:subresource:status   `, accepted},
	{`+kubebuilder:subresource:status=`, accepted},
	{`+kubebuilder:subresource:status=true`, cgRejects},
	{`+kubebuilder:subresource:status:x=y`, cgRejects},
	{`+kubebuilder:subresource:status // the status`, ignored},
	{`+kubebuilder:subresource:stauts`, ignored},
	{`+kubebuilder:subresource:status:`, ignored},
	{`+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector`, accepted},
	{`+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas`, accepted},
	{`+kubebuilder:subresource:scale:selectorpath="",specpath=".spec.replicas",statuspath=` + "`.status.replicas`", accepted},
	{`+kubebuilder:subresource:scale:specpath=.spec.replicas`, cgRejects},
	{`+kubebuilder:subresource:scale:specPath=.spec.replicas,statuspath=.status.replicas`, cgRejects},
	{`+kubebuilder:subresource:scale`, cgRejects},
	{`+kubebuilder:subresource:scale=x`, cgRejects},

	// Unicode and odd bytes.
	{`+kubebuilder:printcolumn:name=Größe,type=string,JSONPath=.spec.größe`, accepted},
	{"+kubebuilder:printcolumn:name=a\x00b,type=string,JSONPath=.spec.a", cgRejects},
	{"+kubebuilder:printcolumn:name=a\xffb,type=string,JSONPath=.spec.a", cgRejects},
	{"+kubebuilder:printcolumn:name=a\u00a0b,type=string,JSONPath=.spec.a", accepted},
	{"+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a\u00a0", accepted},
	{"+kubebuilder:printcolumn:name=x,type=string,JSONPath=\"a\r\"", accepted},
	{"+kubebuilder:printcolumn:name=x,type=string,JSONPath=`a\rb`", accepted},
}

// newCGRegistry is controller-gen's marker registry for CRDs.
func newCGRegistry(t testing.TB) *cgmarkers.Registry {
	reg := &cgmarkers.Registry{}
	if err := crdmarkers.Register(reg); err != nil {
		t.Fatal(err)
	}
	return reg
}

// parity runs one comment line (the text after "//") through both parsers
// and returns the outcome, or fails t.
func parity(t testing.TB, cg *cgmarkers.Registry, reg *Registry, text string) string {
	t.Helper()
	l := Line{Text: text, Pos: token.Position{Filename: "t.go", Line: 10, Column: 3}}
	ms, errs := reg.Parse([]Line{l}, TypeScope)
	for _, e := range errs {
		if e.Pos.Line != 10 || e.Msg == "" {
			t.Fatalf("%q: error %q not positioned on the line", text, e.Msg)
		}
	}

	// controller-gen reads a comment as a marker when, trimmed, it starts
	// with '+', and looks its definition up by name.
	trimmed := strings.TrimSpace(text)
	var def *cgmarkers.Definition
	if strings.HasPrefix(trimmed, "+") {
		def = cg.Lookup(trimmed, cgmarkers.DescribesType)
	}
	var spec *Spec
	if strings.HasPrefix(trimmed, "+") {
		spec, _ = reg.kubebuilderLookup(trimmed)
	}
	if def == nil || reg.kubebuilderSpec(def.Name) == nil {
		if spec != nil {
			t.Fatalf("%q: controller-gen finds %v, we find +%s", text, defName(def), spec.Name)
		}
		if strings.HasPrefix(trimmed, "+kubebuilder:") && (len(ms) > 0 || len(errs) > 0) {
			t.Fatalf("%q: not a marker of ours for controller-gen, but we read %d markers, errors %v", text, len(ms), errs)
		}
		return ignored
	}
	if spec == nil || spec.Name != def.Name {
		t.Fatalf("%q: controller-gen finds %s, we find %v", text, def.Name, spec)
	}
	// Our arguments are controller-gen's, by name and type.
	checkSameArgs(t, spec, def)

	val, cgErr := def.Parse(trimmed)
	if cgErr != nil {
		if len(errs) == 0 {
			t.Fatalf("%q: controller-gen rejects it (%v), we accept it", text, cgErr)
		}
		return cgRejects
	}

	// controller-gen accepts the line: our grammar must too, with the same
	// values, and only value checks (CRD validation, int32) may reject it.
	raw, err := reg.scanLine(l, TypeScope)
	if err != nil || raw == nil {
		t.Fatalf("%q: controller-gen reads %+v, our grammar fails: %v", text, val, err)
	}
	merged, _ := merge([]*rawMarker{raw}, TypeScope)
	got := merged[0]
	compareValues(t, text, def, reflect.ValueOf(val), got)

	why := crdInvalid(spec, val)
	if p, ok := got.Arg(ArgPriority); ok && (p.Int() < math.MinInt32 || p.Int() > math.MaxInt32) {
		why = append(why, "priority out of int32")
	}
	if len(why) > 0 {
		if len(errs) == 0 {
			t.Fatalf("%q: %s, but we accept it", text, strings.Join(why, "; "))
		}
		if strings.HasPrefix(why[0], "priority") {
			return ours
		}
		return crdRejects
	}
	if len(errs) > 0 {
		t.Fatalf("%q: controller-gen reads %+v and CRD validation accepts it; we reject it: %v", text, val, errs)
	}
	checkCanonical(t, text, spec, got, ms)
	return accepted
}

func defName(d *cgmarkers.Definition) string {
	if d == nil {
		return "nothing"
	}
	return "+" + d.Name
}

// checkSameArgs: the spec's arguments are controller-gen's, with the same
// types; all of controller-gen's required arguments are required.
func checkSameArgs(t testing.TB, spec *Spec, def *cgmarkers.Definition) {
	t.Helper()
	var ourNames, cgNames []string
	for _, a := range spec.Args {
		ourNames = append(ourNames, a.Name)
		cga, ok := def.Fields[a.Name]
		if !ok {
			continue
		}
		want := map[cgmarkers.ArgumentType]ValueType{cgmarkers.StringType: StringValue, cgmarkers.IntType: IntValue, cgmarkers.SliceType: ListValue}[cga.Type]
		got := a.Type
		if got == EnumValue {
			got = StringValue
		}
		if got != want {
			t.Fatalf("+%s: argument %s is %v, controller-gen's is %v", spec.Name, a.Name, a.Type, cga.TypeString())
		}
		if !cga.Optional != a.requiredIn(TypeScope) {
			t.Fatalf("+%s: argument %s: required %v, controller-gen's %v", spec.Name, a.Name, a.requiredIn(TypeScope), !cga.Optional)
		}
	}
	for name := range def.Fields {
		cgNames = append(cgNames, name)
	}
	slices.Sort(ourNames)
	slices.Sort(cgNames)
	if !slices.Equal(ourNames, cgNames) {
		t.Fatalf("+%s: arguments %v, controller-gen's %v", spec.Name, ourNames, cgNames)
	}
}

// compareValues compares controller-gen's value of each argument with ours.
func compareValues(t testing.TB, text string, def *cgmarkers.Definition, val reflect.Value, m *Marker) {
	t.Helper()
	for argName, fieldName := range def.FieldNames {
		f := val.FieldByName(fieldName)
		v, given := m.Arg(argName)
		var same bool
		var want any
		switch f.Kind() {
		case reflect.Pointer:
			want = "<absent>"
			if !f.IsNil() {
				want = f.Elem().Interface()
			}
			same = f.IsNil() != given && (!given || v.Text == f.Elem().String())
		case reflect.String:
			want = f.String()
			same = v.Text == f.String()
		case reflect.Int32, reflect.Int:
			want = f.Int()
			n, _ := strconv.ParseInt(v.Text, 10, 64)
			same = int64(int32(n)) == f.Int() // controller-gen truncates to int32
			if f.Kind() == reflect.Int {
				same = n == f.Int()
			}
		case reflect.Slice:
			items := f.Interface().([]string)
			want = items
			same = slices.Equal(items, v.Items) && (given || len(items) == 0)
		default:
			t.Fatalf("+%s: argument %s has kind %s", def.Name, argName, f.Kind())
		}
		if !same {
			t.Fatalf("%q: argument %s: controller-gen reads %#v, we read %q %q (given: %v)", text, argName, want, v.Text, v.Items, given)
		}
	}
}

// crdInvalid says what CRD validation rejects in the value controller-gen
// reads, of what we check in markers (column name, type and format, scope).
// The JSONPath is the generators' to check, resolved against the type.
func crdInvalid(spec *Spec, val any) []string {
	var why []string
	switch v := val.(type) {
	case crdmarkers.PrintColumn:
		col := &apiextensions.CustomResourceColumnDefinition{Name: v.Name, Type: v.Type, Format: v.Format, JSONPath: ".x", Priority: v.Priority}
		for _, e := range validation.ValidateCustomResourceColumnDefinition(col, field.NewPath("col")) {
			why = append(why, e.Error())
		}
	case crdmarkers.Resource:
		// controller-gen writes "" as Namespaced.
		if v.Scope != "" && v.Scope != string(apiextensions.NamespaceScoped) && v.Scope != string(apiextensions.ClusterScoped) {
			why = append(why, "scope "+v.Scope)
		}
	}
	return why
}

// checkCanonical: an accepted line reaches the generators as its +k8s:
// marker, with the +k8s: argument names, the values controller-gen reads,
// and the name and positions as written.
func checkCanonical(t testing.TB, text string, spec *Spec, written *Marker, ms []*Marker) {
	t.Helper()
	if len(ms) != 1 {
		t.Fatalf("%q: got %d markers, want 1", text, len(ms))
	}
	m := ms[0]
	if m.Spec != spec.Canonical || m.Name() != "+"+spec.Name {
		t.Fatalf("%q: read as %s (written %s), want %s", text, m.Spec.Name, m.Name(), spec.Canonical.Name)
	}
	for _, a := range written.Args {
		as := spec.Arg(a.Key)
		switch as.As {
		case "":
			if m.Has(a.Key) {
				t.Fatalf("%q: unused argument %s reached the generators", text, a.Key)
			}
		case AsValue:
			want := cmpOr(a.Text, as.EmptyMeans)
			if m.Value.Text != want || m.Value.Pos != a.Pos {
				t.Fatalf("%q: value %q at %v, want %q at %v", text, m.Value.Text, m.Value.Pos, want, a.Pos)
			}
		default:
			c, ok := m.Arg(as.As)
			if a.Text == "" && as.EmptyIsAbsent {
				if ok {
					t.Fatalf("%q: %s=\"\" reached the generators", text, a.Key)
				}
				continue
			}
			if !ok || c.Text != cmpOr(a.Text, as.EmptyMeans) || c.Pos != a.Pos || c.Key != as.As || m.ArgName(as.As) != a.Key {
				t.Fatalf("%q: %s read as %+v (ArgName %s)", text, a.Key, c, m.ArgName(as.As))
			}
		}
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func TestKubebuilderParity(t *testing.T) {
	cg := newCGRegistry(t)
	reg := NewDefaultRegistry(true)
	for _, c := range kubebuilderLines {
		t.Run(c.text, func(t *testing.T) {
			if got := parity(t, cg, reg, " "+c.text); got != c.want {
				t.Errorf("outcome %s, the table says %s", got, c.want)
			}
		})
	}
}

// FuzzKubebuilderParity compares our reading of arbitrary marker lines with
// controller-gen's. go test ./markers -run '^$' -fuzz FuzzKubebuilderParity
func FuzzKubebuilderParity(f *testing.F) {
	for _, c := range kubebuilderLines {
		f.Add(c.text)
	}
	cg := newCGRegistry(f)
	reg := NewDefaultRegistry(true)
	f.Fuzz(func(t *testing.T, text string) {
		if strings.ContainsAny(text, "\n") {
			return // one comment line
		}
		parity(t, cg, reg, text)
	})
}

// TestKubebuilderLastLineWins: of several lines of a marker that is not
// repeatable, the last decides, as controller-gen applies them in order.
func TestKubebuilderLastLineWins(t *testing.T) {
	cases := []struct {
		lines []string
		want  string
	}{
		// scope resets to Namespaced; path, singular, shortName and
		// categories stay until a line gives them again (controller-gen's
		// Resource.ApplyToCRD).
		{[]string{`+kubebuilder:resource:scope=Cluster`, `+kubebuilder:resource:path=foos`}, "k8s:resource{path=foos,scope=Namespaced}@11"},
		{[]string{`+kubebuilder:resource:path=foos`, `+kubebuilder:resource:scope=Cluster`}, "k8s:resource{scope=Cluster,path=foos}@11"},
		{[]string{`+kubebuilder:resource:path=foos`, `+kubebuilder:resource:shortName=f`}, "k8s:resource{shortNames=f,path=foos}@11"},
		{[]string{`+kubebuilder:resource:shortName=f;g,categories=all`, `+kubebuilder:resource:path=foos`, `+kubebuilder:resource:categories=x`},
			"k8s:resource{categories=x,path=foos,shortNames=f;g}@12"},
		{[]string{`+kubebuilder:resource:scope=Cluster`, `+kubebuilder:resource:path=foos`, `+kubebuilder:resource:singular=foo`}, "k8s:resource{singular=foo,path=foos,scope=Namespaced}@12"},
		{[]string{`+kubebuilder:resource:path=foos`, `+kubebuilder:resource:path=bars`}, "k8s:resource{path=bars}@11"},
		{[]string{`+kubebuilder:subresource:scale:specpath=.spec.a,statuspath=.status.a`, `+kubebuilder:subresource:scale:specpath=.spec.b,statuspath=.status.b`},
			"k8s:subresource:scale{specReplicasPath=.spec.b,statusReplicasPath=.status.b}@11"},
		{[]string{`+kubebuilder:printcolumn:name=a,type=string,JSONPath=.a`, `+k8s:printerColumn:name=b,type=string,jsonPath=".b"`, `+kubebuilder:printcolumn:name=c,type=string,JSONPath=.c`},
			"k8s:printerColumn{name=a,type=string,jsonPath=.a}@10 k8s:printerColumn{name=b,type=string,jsonPath=.b}@11 k8s:printerColumn{name=c,type=string,jsonPath=.c}@12"},
	}
	for _, c := range cases {
		ms, errs := parse(t, TypeScope, c.lines...)
		if len(errs) > 0 {
			t.Fatalf("%v: %v", c.lines, errs)
		}
		var got []string
		for _, m := range ms {
			s := m.Spec.Name
			if m.Spec.Form == ValueForm {
				s += "=" + m.Value.Text
			} else {
				var args []string
				for _, a := range m.Args {
					args = append(args, a.Key+"="+a.Text)
				}
				s += "{" + strings.Join(args, ",") + "}"
			}
			got = append(got, fmt.Sprintf("%s@%d", s, m.Pos.Line))
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%v:\n got %s\nwant %s", c.lines, strings.Join(got, " "), c.want)
		}
	}
}

// TestKubebuilderElsewhere: controller-gen defines these markers on types
// only, and reads them on any type; on a struct field or in doc.go it
// ignores them, and so do we.
func TestKubebuilderElsewhere(t *testing.T) {
	for _, scope := range []Scope{MemberScope, PackageScope} {
		ms, errs := parse(t, scope, `+kubebuilder:printcolumn:name=x,bogus`, `+kubebuilder:subresource:status`, `+kubebuilder:resource:scope=Cluster`)
		if len(ms) != 0 || len(errs) != 0 {
			t.Errorf("%s: got %d markers, errors %v", scope, len(ms), errs)
		}
	}
	ms, _ := parse(t, TypeScope, `+kubebuilder:printcolumn:name=x,type=string,JSONPath=.a`, `+kubebuilder:resource:scope=Cluster`, `+k8s:printerColumn:name=y,type=string,jsonPath=".a"`)
	var kindOnly, optIn []string
	for _, m := range Select(ms, (*Marker).KindOnly) {
		kindOnly = append(kindOnly, m.Name())
	}
	for _, m := range Select(ms, (*Marker).OptsIn) {
		optIn = append(optIn, m.Name())
	}
	if strings.Join(kindOnly, " ") != "+k8s:printerColumn" || strings.Join(optIn, " ") != "+kubebuilder:printcolumn +k8s:printerColumn" {
		t.Errorf("kind-only %v, opt-in %v", kindOnly, optIn)
	}
}

var (
	parityLines = flag.Int("kbparity.lines", 20000, "random marker lines TestKubebuilderParityRandom compares with controller-gen")
	paritySeed  = flag.Uint64("kbparity.seed", 1, "seed of TestKubebuilderParityRandom")
)

// TestKubebuilderParityRandom compares random marker lines built from the
// grammar's pieces (names right and wrong, every kind of value, delimiters,
// white space, quotes and odd bytes in odd places) with controller-gen,
// on every go test, where FuzzKubebuilderParity only runs its seeds.
// -kbparity.lines=N -kbparity.seed=S for more.
func TestKubebuilderParityRandom(t *testing.T) {
	cg := newCGRegistry(t)
	reg := NewDefaultRegistry(true)
	heads := []string{
		"+kubebuilder:printcolumn:", "+kubebuilder:selectablefield:", "+kubebuilder:resource:",
		"+kubebuilder:subresource:scale:", "+kubebuilder:subresource:status", "+kubebuilder:printcolumn",
		"+kubebuilder:resource", "+kubebuilder:subresource:", "+kubebuilder:printcolumns:", " +kubebuilder:resource:",
		"+kubebuilder:subresource:status:", "+kubebuilder:subresource:scale",
	}
	keys := []string{"name", "type", "JSONPath", "jsonPath", "format", "description", "priority", "path", "singular",
		"shortName", "categories", "scope", "Scope", "specpath", "statuspath", "selectorpath", "specPath", "x", "_a", "é"}
	pieces := []string{
		"a", "b c", ".spec.a", "string", "Cluster", "Namespaced", "int32", "0", "7", "-1", "- 2", "08", "0x1", "1.5", "1e3",
		"99999999999", "4294967297", "true", `"q"`, `"a,b"`, `"a;b"`, `"\""`, `"\q"`, `"x`, "`raw`", "`r,;}`", "`x",
		"'", "'a,b'", ",", ";", "{", "}", "{a,b}", "{}", "{a;b}", "=", ":", " ", "  ", "\t", "\u00a0", "é", "\x00", "\xff",
		"[?(@.type==\"Ready\")]", "//", "/*", "#", "\\", "\r",
	}
	rnd := rand.New(rand.NewPCG(*paritySeed, 2))
	pick := func(xs []string) string { return xs[rnd.IntN(len(xs))] }
	outcomes := map[string]int{}
	// Well-formed lines of our markers, with values in every form and
	// sometimes one odd piece, so that most are read and their values
	// compared.
	specArgs := map[string][]string{
		"+kubebuilder:printcolumn:":       {"name", "type", "JSONPath", "format", "description", "priority"},
		"+kubebuilder:selectablefield:":   {"JSONPath"},
		"+kubebuilder:resource:":          {"path", "singular", "shortName", "categories", "scope"},
		"+kubebuilder:subresource:scale:": {"specpath", "statuspath", "selectorpath"},
	}
	specHeads := slices.Sorted(maps.Keys(specArgs))
	space := func() string { return []string{"", "", "", " ", "\t", "  "}[rnd.IntN(6)] }
	words := []string{"a", "Ready", ".spec.a", ".status.conditions[?(@.type==\"Ready\")].status", "string", "integer", "date",
		"int32", "Cluster", "Namespaced", "x.y", "@", "é", "08", "-", "a=b", "a:b", "(x)", "[*]"}
	value := func(key string) string {
		switch {
		case key == "priority":
			return space() + []string{"0", "1", "-1", "- 3", "07", "2147483647", "-2147483648", "2147483648", "10"}[rnd.IntN(9)] + space()
		case key == "shortName" || key == "categories":
			var items []string
			for n := rnd.IntN(4); n > 0; n-- {
				items = append(items, space()+pick(words)+space())
			}
			if rnd.IntN(2) == 0 {
				return space() + "{" + strings.Join(items, ",") + []string{"", ","}[rnd.IntN(2)] + "}" + space()
			}
			return strings.Join(items, ";")
		}
		switch rnd.IntN(4) {
		case 0:
			return space() + strconv.Quote(pick(words)+pick([]string{"", ",", ";", "}", " ", "\"", "\t"})+pick(words)) + space()
		case 1:
			return space() + "`" + pick(words) + pick([]string{"", ",", ";", "}", " ", "\""}) + "`" + space()
		case 2:
			return space() + pick(words) + " " + pick(words) + space()
		}
		return space() + pick(words) + space()
	}
	wellFormed := func() string {
		head := pick(specHeads)
		var args []string
		for _, k := range specArgs[head] {
			if rnd.IntN(4) > 0 {
				args = append(args, space()+k+space()+"="+value(k))
			}
		}
		rnd.Shuffle(len(args), func(i, j int) { args[i], args[j] = args[j], args[i] })
		line := head + strings.Join(args, ",")
		if rnd.IntN(5) == 0 && len(line) > 0 {
			at := rnd.IntN(len(line))
			line = line[:at] + pick(pieces) + line[at:]
		}
		return line
	}
	for i := 0; i < *parityLines; i++ {
		if i%2 == 0 {
			text := wellFormed()
			ok := t.Run(fmt.Sprintf("%d", i), func(t *testing.T) { outcomes[parity(t, cg, reg, text)]++ })
			if !ok {
				t.Fatalf("line %q differs", text)
			}
			continue
		}
		var b strings.Builder
		b.WriteString(pick(heads))
		for n := rnd.IntN(5); n >= 0; n-- {
			if rnd.IntN(8) > 0 {
				b.WriteString(pick(keys))
				if rnd.IntN(10) > 0 {
					b.WriteString("=")
				}
			}
			for m := rnd.IntN(3); m >= 0; m-- {
				b.WriteString(pick(pieces))
			}
			if n > 0 && rnd.IntN(6) > 0 {
				b.WriteString(",")
			}
		}
		text := b.String()
		if strings.Contains(text, "\n") {
			continue
		}
		ok := t.Run(fmt.Sprintf("%d", i), func(t *testing.T) { outcomes[parity(t, cg, reg, text)]++ })
		if !ok {
			t.Fatalf("line %q differs", text)
		}
	}
	t.Logf("outcomes: %v", outcomes)
}

// TestKubebuilderMessages: messages name the marker and argument as written.
func TestKubebuilderMessages(t *testing.T) {
	cases := []struct{ line, msg string }{
		{`+kubebuilder:printcolumn:name=x,type = string ,JSONPath=.spec.a`,
			`+kubebuilder:printcolumn: argument "type": invalid value ""; valid values: string, integer, number, boolean, date (controller-gen reads type=string as "": a space between a bare value and the ',' after it drops the value's last word; quote the value)`},
		{`+kubebuilder:printcolumn:name="",type=string,JSONPath=.spec.a`, `+kubebuilder:printcolumn: argument "name": must not be empty`},
		{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=4294967297`,
			`+kubebuilder:printcolumn: argument "priority": out of range: a 32-bit integer is required, got 4294967297`},
		{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,priority=0x10`,
			`+kubebuilder:printcolumn: 0x10 is not a decimal integer (invalid syntax)`},
		{`+kubebuilder:printcolumn:name="x" y,type=string,JSONPath=.spec.a`,
			`+kubebuilder:printcolumn: expected ',' after the value of "name", got "y"; quote values that contain spaces, ',' or quotes`},
		{`+kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.a,`,
			`+kubebuilder:printcolumn: expected an argument name, got the end of the line; arguments are name=value pairs separated by ','`},
		{`+kubebuilder:printcolumn:name="\q",type=string,JSONPath=.spec.a`, `+kubebuilder:printcolumn: invalid char escape`},
		{`+kubebuilder:resource:shortName={a;b}`, `+kubebuilder:resource: expected ',' or '}' in a list, got ";"`},
		{`+kubebuilder:resource:scope=cluster`, `+kubebuilder:resource: argument "scope": invalid value "cluster"; valid values: Namespaced, Cluster`},
		{`+kubebuilder:subresource:status=true`, `+kubebuilder:subresource:status takes no arguments; write it alone as +kubebuilder:subresource:status`},
	}
	for _, c := range cases {
		_, errs := parse(t, TypeScope, c.line)
		if len(errs) != 1 || errs[0].Msg != c.msg || errs[0].Pos.Line != 10 {
			t.Errorf("%s:\n got %v\nwant %s", c.line, errs, c.msg)
		}
	}
}
