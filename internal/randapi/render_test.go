package randapi

import (
	"strings"
	"testing"
)

// TestOverLines: a marker written over lines keeps its other arguments and
// breaks its expression outside strings only.
func TestOverLines(t *testing.T) {
	got, ok := overLines("+k8s:printerColumn:name=\"A\",type=string,expression=`has(self.x) ? \"a ? b\" : self.y && 'c || d'`,placeholder=\"-\"")
	want := []string{
		`+k8s:printerColumn:name="A",type=string,placeholder="-",`,
		`+k8s:printerColumn:expression> has(self.x)`,
		`+k8s:printerColumn:expression>   ? "a ? b"`,
		`+k8s:printerColumn:expression>   : self.y`,
		`+k8s:printerColumn:expression>   && 'c || d'`,
	}
	if !ok || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	got, ok = overLines("+k8s:printerRowOrder:expression=`self.a`")
	if !ok || strings.Join(got, "\n") != "+k8s:printerRowOrder:expression> self.a" {
		t.Errorf("row order: %q", got)
	}
	if _, ok := overLines(`+k8s:printerColumn:name="B",type=string,jsonPath=".a"`); ok {
		t.Error("a JSONPath column is not written over lines")
	}
}

// TestSomeExpressionsOverLines: the property test's light seeds (1 to 12)
// write some expressions over lines, so that its run covers the form.
func TestSomeExpressionsOverLines(t *testing.T) {
	n := 0
	for seed := int64(1); seed <= 12; seed++ {
		for _, f := range Write(seed, true).Files {
			n += strings.Count(f, "expression> ")
		}
	}
	if n == 0 {
		t.Error("no expression is written over lines in seeds 1 to 12")
	}
}
