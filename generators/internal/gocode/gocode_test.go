package gocode

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestStmtWriterGuards(t *testing.T) {
	var sw StmtWriter
	sw.Guard("a == nil", "return nil")
	sw.Guard("b == nil", "return nil")
	sw.Guard("a == nil", "return nil") // repeated: written once
	sw.Guard("c", "continue")          // another action: a new if
	v := sw.NewVar("item")
	sw.Flush() // guards are written at the indentation they were made at
	sw.Indent++
	sw.Line("use(%s)", v)
	sw.Flush()
	want := []string{
		"if a == nil || b == nil {", "\treturn nil", "}",
		"if c {", "\tcontinue", "}",
		"\tuse(item)",
	}
	if !reflect.DeepEqual(sw.Lines(), want) {
		t.Errorf("lines:\n%q\nwant\n%q", sw.Lines(), want)
	}
}

// TestStmtWriterGuardAny: a guard of several terms settles each term as
// given, a term with parentheses or a || inside a call's argument alike,
// and its whole; a guard that does not leave the block settles nothing.
func TestStmtWriterGuardAny(t *testing.T) {
	var sw StmtWriter
	sw.GuardAny([]string{"t == nil", `f("a || b")`, "(x && y)"}, "return nil")
	sw.GuardAny([]string{"u == nil"}, "log()")
	sw.Flush()
	for _, c := range []string{"t == nil", `f("a || b")`, "(x && y)", `t == nil || f("a || b") || (x && y)`} {
		if !sw.Settled(c) {
			t.Errorf("%s is not settled after a guard that left on it", c)
		}
	}
	for _, c := range []string{"u == nil", `f("a`, `b")`} {
		if sw.Settled(c) {
			t.Errorf("%s is settled", c)
		}
	}
	sw.Guard(`f("a || b")`, "return nil") // settled: not written again
	sw.Flush()
	want := []string{
		`if t == nil || f("a || b") || (x && y) {`, "\treturn nil", "}",
		"if u == nil {", "\tlog()", "}",
	}
	if !reflect.DeepEqual(sw.Lines(), want) {
		t.Errorf("lines:\n%q\nwant\n%q", sw.Lines(), want)
	}
}

// TestStmtWriterTrial: a settled condition holds in its block and the
// blocks inside it, not after the block closes; Reset forgets the lines,
// temporaries and settled conditions written after a Mark.
func TestStmtWriterTrial(t *testing.T) {
	var sw StmtWriter
	sw.Line("if x {")
	sw.Indent++
	sw.Settle("i >= n")
	sw.Indent++
	if !sw.Settled("i >= n") {
		t.Error("a condition settled around a block is not settled inside it")
	}
	sw.Indent--
	m := sw.Mark()
	sw.NewVar("val")
	sw.Settle("p == nil")
	sw.Line("use(val)")
	sw.Reset(m)
	if sw.Settled("p == nil") || sw.Len() != 1 || sw.NewVar("val") != "val" {
		t.Errorf("Reset kept what was written after the mark: %q", sw.Lines())
	}
	sw.Indent--
	sw.Line("}")
	if sw.Settled("i >= n") {
		t.Error("a condition settled in a block is settled after it closes")
	}
}

// TestStmtWriterRead: a memoized call's read holds in its block and the
// blocks inside it, not in a sibling block or after its block closes, and
// Reset forgets a read written after the mark.
func TestStmtWriterRead(t *testing.T) {
	var sw StmtWriter
	sw.Line("if x {")
	sw.Indent++
	sw.Read("vars.names()", "v1")
	sw.Indent++
	if v, ok := sw.Recall("vars.names()"); !ok || v != "v1" {
		t.Errorf("a read around a block is not recalled inside it: %q, %v", v, ok)
	}
	m := sw.Mark()
	sw.Read("vars.ready()", "v2")
	sw.Reset(m)
	if _, ok := sw.Recall("vars.ready()"); ok {
		t.Error("Reset kept a read made after the mark")
	}
	sw.Indent--
	sw.Indent--
	sw.Line("} else {")
	sw.Indent++
	if _, ok := sw.Recall("vars.names()"); ok {
		t.Error("a read in one branch is recalled in the other")
	}

	// Lines written one level in and then moved out keep their reads.
	mark := sw.Here()
	sw.Indent++
	sw.Line("e3 := &items[i]")
	sw.Read("&items[i]", "e3")
	sw.Indent--
	sw.Outdent(mark)
	sw.Line("use(e3)")
	if got := sw.Stmts[mark.Stmts]; got != (Stmt{Depth: 1, Text: "e3 := &items[i]"}) {
		t.Errorf("outdented statement %+v", got)
	}
	if v, ok := sw.Recall("&items[i]"); !ok || v != "e3" {
		t.Errorf("a read in outdented lines is forgotten: %q, %v", v, ok)
	}

	// A read in a branch whose block is left (the indentation back, its
	// closing line not yet written) is not moved out with lines written
	// one level in after it: the branch's value is not the value after
	// the if (a cel.bind's conditional init, then a chain's operand).
	sw.Line("if c {")
	sw.Indent++
	sw.Line("b2, ok := vars.b()")
	sw.Read("vars.b()", "b2")
	sw.Indent--
	mark = sw.Here()
	sw.Indent++
	sw.Indent--
	sw.Outdent(mark)
	sw.Line("} else {")
	sw.Line("}")
	if v, ok := sw.Recall("vars.b()"); ok {
		t.Errorf("a branch's read is recalled after its if: %q", v)
	}
}

func TestImports(t *testing.T) {
	im := NewImports("example.com/api/v1")
	if got := im.Qual("example.com/api/v1"); got != "" {
		t.Errorf("the output package qualifies as %q", got)
	}
	// Conventional names whatever the order of first use; clashes numbered.
	if got := im.Ref("example.com/other/v1"); got != "v1" {
		t.Errorf("other v1: %q", got)
	}
	if got := im.Ref("k8s.io/apimachinery/pkg/apis/meta/v1"); got != "metav1" {
		t.Errorf("metav1: %q", got)
	}
	if got := im.Ref("example.com/third/v1"); got != "v12" {
		t.Errorf("a second v1: %q", got)
	}
	want := []string{`"example.com/other/v1"`, `v12 "example.com/third/v1"`, `metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"`}
	if got := im.ImportLines(); !reflect.DeepEqual(got, want) {
		t.Errorf("lines %q, want %q", got, want)
	}
}

// TestImportsRollback: a compilation that gives up takes back the
// imports it recorded, and only those; a name it took is free again.
func TestImportsRollback(t *testing.T) {
	im := NewImports("example.com/api/v1")
	im.Ref("strings")
	mark := im.Mark()
	im.Ref("strings") // used before the mark: stays
	im.Ref("example.com/other/v1")
	im.Ref("time")
	im.Rollback(mark)
	if got, want := im.ImportLines(), []string{`"strings"`}; !reflect.DeepEqual(got, want) {
		t.Errorf("after rollback %q, want %q", got, want)
	}
	if got := im.Ref("example.com/third/v1"); got != "v1" {
		t.Errorf("a v1 after the rollback of another: %q, want v1", got)
	}
}

// TestUses: a variable is used where its name is a Go identifier of its
// own, not inside a longer name, a string, a comment or as a field.
func TestUses(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  bool
	}{
		{[]string{"return obj.Spec, true"}, true},
		{[]string{"x := f(a, obj)"}, true},
		{[]string{"objs := 1", `s := "obj"`, "// obj", "y := vars.obj", "z := obj1"}, false},
		{[]string{"if obj == nil {"}, true},
	} {
		if got := Uses("obj", c.lines...); got != c.want {
			t.Errorf("Uses(%q, obj) = %v, want %v", c.lines, got, c.want)
		}
	}
}

// TestNewVarV: v is a name like any other (a CEL variable's); a second
// one is v2, which a writer whose file imports a package of that name
// takes with Declare (celgo's unhidden).
func TestNewVarV(t *testing.T) {
	var sw StmtWriter
	if got := sw.NewVar("v"); got != "v" {
		t.Errorf("NewVar(v) = %s, want v", got)
	}
	if got := sw.NewVar("v"); got != "v2" {
		t.Errorf("NewVar(v) again = %s, want v2", got)
	}
	sw.Declare("v3")
	if got := sw.NewVar("v"); got != "v4" {
		t.Errorf("NewVar(v) with v3 declared = %s, want v4", got)
	}
}

// TestNewVarNames: a temporary takes its prefix as it is the first time
// and a number after (e, e2, e3), never a name the body holds already,
// a Go keyword or predeclared identifier, the blank identifier or a name
// Declare took; a Reset gives back the names taken after its mark.
func TestNewVarNames(t *testing.T) {
	var sw StmtWriter
	sw.Declare("obj", "ok")
	for _, c := range []struct{ prefix, want string }{
		{"e", "e"}, {"e", "e2"}, {"e2", "e22"}, {"e", "e3"},
		{"obj", "obj2"}, {"ok", "ok2"}, {"ok", "ok3"},
		{"len", "len2"}, {"string", "string2"}, {"true", "true2"}, {"type", "type2"}, {"range", "range2"},
		{"_", "_2"}, {"labels", "labels"},
	} {
		if got := sw.NewVar(c.prefix); got != c.want {
			t.Errorf("NewVar(%s) = %s, want %s", c.prefix, got, c.want)
		}
	}
	if got := sw.Temps(); len(got) != 14 || got[0] != "e" || got[13] != "labels" {
		t.Errorf("Temps() = %q", got)
	}
	m := sw.Mark()
	sw.NewVar("i")
	sw.Reset(m)
	if got := sw.NewVar("i"); got != "i" {
		t.Errorf("after a Reset, NewVar(i) = %s, want i", got)
	}
}

// TestStmtWriterTrialKeepsGuardsPending: Trial keeps the guards not yet written pending, so
// its first guard joins them; undone, they are pending again as before,
// and a Mark writes them first.
func TestStmtWriterTrialKeepsGuardsPending(t *testing.T) {
	var sw StmtWriter
	sw.Guard("a == nil", "return nil")
	trial := sw.Trial()
	sw.Guard("len(b) == 0", "return nil")
	sw.Line("x := b[0]")
	joined := []string{"if a == nil || len(b) == 0 {", "\treturn nil", "}", "x := b[0]"}
	if !reflect.DeepEqual(sw.Lines(), joined) {
		t.Errorf("trial:\n%q\nwant\n%q", sw.Lines(), joined)
	}
	sw.Reset(trial)
	if sw.Settled("len(b) == 0") {
		t.Error("the undone trial's guard is still settled")
	}
	sw.Line("for range b {")
	again := []string{"if a == nil {", "\treturn nil", "}", "for range b {"}
	if !reflect.DeepEqual(sw.Lines(), again) {
		t.Errorf("after the trial:\n%q\nwant\n%q", sw.Lines(), again)
	}
	sw.Guard("c", "continue")
	sw.Mark()
	if got := sw.Lines()[len(sw.Lines())-3]; got != "if c {" {
		t.Errorf("Mark left the guard pending: %q", sw.Lines())
	}
}

// TestRenumbered pins the names a finished body's numbered temporaries
// take: their prefix's lowest name free throughout their scope.
func TestRenumbered(t *testing.T) {
	for _, c := range []struct {
		name       string
		temps      []string // as NewVar gives them, in order
		body, want []string
	}{{
		name:  "sibling blocks",
		temps: []string{"age", "age2", "age3"},
		body:  []string{"if a {", "\tage := 1", "\treturn age", "}", "if b {", "\tage2 := 2", "\treturn age2", "}", "age3 := 3", "return age3"},
		want:  []string{"if a {", "\tage := 1", "\treturn age", "}", "if b {", "\tage := 2", "\treturn age", "}", "age := 3", "return age"},
	}, {
		name:  "alive: a block inside its scope",
		temps: []string{"t", "t2"},
		body:  []string{"var t string", "if a {", "\tt2 := 1", "\tt = f(t2)", "}", "return t"},
		want:  []string{"var t string", "if a {", "\tt2 := 1", "\tt = f(t2)", "}", "return t"},
	}, {
		name:  "a loop's variables end with it",
		temps: []string{"i", "x", "i2", "x2"},
		body:  []string{"for i := range a {", "\tx := &a[i]", "\t_ = x", "}", "for i2 := range b {", "\tx2 := &b[i2]", "\t_ = x2", "}"},
		want:  []string{"for i := range a {", "\tx := &a[i]", "\t_ = x", "}", "for i := range b {", "\tx := &b[i]", "\t_ = x", "}"},
	}, {
		name:  "the lowest free: t's block closed, then t2 holds t's name",
		temps: []string{"t", "t2", "t3"},
		body:  []string{"if a {", "\tt := 1", "\t_ = t", "}", "t2 := 2", "if b {", "\tt3 := 3", "\t_ = t3 + t2", "}", "return t2"},
		want:  []string{"if a {", "\tt := 1", "\t_ = t", "}", "t := 2", "if b {", "\tt2 := 3", "\t_ = t2 + t", "}", "return t"},
	}, {
		name:  "companions keep the name",
		temps: []string{"b", "bOK", "b2", "b2OK"},
		body:  []string{"if a {", "\tb, bOK := f()", "\t_, _ = b, bOK", "}", "b2, b2OK := f()", "return b2 && b2OK"},
		want:  []string{"if a {", "\tb, bOK := f()", "\t_, _ = b, bOK", "}", "b2, b2OK := f()", "return b2 && b2OK"},
	}, {
		name:  "fields, strings and comments are not names",
		temps: []string{"e", "e2"},
		body:  []string{"if a {", "\te := 1", "\t_ = e", "}", `e2 := x.e2 + "e2" // e2`, "return e2"},
		want:  []string{"if a {", "\te := 1", "\t_ = e", "}", `e := x.e2 + "e2" // e2`, "return e"},
	}, {
		name:  "a name the writer did not give is not taken",
		temps: []string{"strings2"},
		body:  []string{"for _, strings2 := range x {", "\t_ = strings.Contains(strings2, a)", "}"},
		want:  []string{"for _, strings2 := range x {", "\t_ = strings.Contains(strings2, a)", "}"},
	}} {
		sw := &StmtWriter{}
		for _, want := range c.temps {
			prefix := strings.TrimRight(want, "0123456789")
			if got := sw.NewVar(prefix); got != want {
				sw.Declare(prefix) // a name the writer took (strings: a package)
				if got = sw.NewVar(prefix); got != want {
					t.Fatalf("%s: NewVar(%q) = %q, want %q", c.name, prefix, got, want)
				}
			}
		}
		if got := sw.Renumbered(c.body); !slices.Equal(got, c.want) {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}

func TestPlain(t *testing.T) {
	for name, want := range map[string]bool{"owner": true, "matchExpressions": true, "type": false, "len": false, "string": false, "_": false, "a-b": false} {
		if got := Plain(name); got != want {
			t.Errorf("Plain(%q) = %v", name, got)
		}
	}
}

// TestLowerInitials: a word's leading capitals as a local's name has them.
func TestLowerInitials(t *testing.T) {
	for w, want := range map[string]string{
		"Pod": "pod", "CSR": "csr", "CPUs": "cpus", "HTTPRoute": "httpRoute", "PIDPressure": "pidPressure",
		"ready": "ready", "IP": "ip", "": "", "X": "x", "ÄBC": "äbc",
	} {
		if got := LowerInitials(w); got != want {
			t.Errorf("LowerInitials(%q) = %q, want %q", w, got, want)
		}
	}
}
