package celgo

import (
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// TestNotGo pins the last check of a compiled body: what Go rejects as
// "declared and not used" is found, and what Go accepts is not (go/types
// agrees on each body that parses).
func TestNotGo(t *testing.T) {
	for _, c := range []struct {
		body []string
		want string // "" for a body Go accepts
	}{
		{body: []string{"var t string", `if obj.Spec.Owner != "" {`, "\tt = obj.Spec.Owner", "}", "return obj.Spec.Replicas > 1"},
			want: "it declares t and never reads it"},
		{body: []string{"var t string", `t = "a"`, "return t"}},
		{body: []string{"found := false", "for range obj.Spec.Items {", "\tfound = true", "}", "return nil"},
			want: "it declares found and never reads it"},
		{body: []string{"count := int64(0)", "for range obj.Spec.Items {", "\tcount++", "}", "return nil"}},
		{body: []string{"for i, x := range obj.Spec.Items {", "\treturn x.Name", "}", "return nil"},
			want: "it declares i and never reads it"},
		{body: []string{"for i := range obj.Spec.Items {", "\te := &obj.Spec.Items[i]", "\te.Name = \"a\"", "}", "return nil"}},
		{body: []string{"val, ok := vars.names()", "if !ok {", "\treturn nil", "}", "ok2, ok := vars.names()", "_ = ok2", "return val"}},
		{body: []string{"b, bOK := func() (bool, bool) {", "\treturn true, true", "}()", "return b"},
			want: "it declares bOK and never reads it"},
		{body: []string{"sum := int64(0)", "sum += 2", "return nil"}},
		{body: []string{"return obj.Spec.Items[0].Name"}},
		{body: []string{"if obj.Spec == nil {", "return nil"},
			want: "expected '}'"},
	} {
		got := notGo(c.body)
		if !strings.Contains(c.want, "expected") {
			problem := typeCheck(t, c.body, gocode.NewImports("example.com/api/v1"))
			if (problem == "") != (c.want == "") || (c.want != "" && !strings.Contains(problem, "declared and not used")) {
				t.Errorf("%q: go/types says %q, the case wants %q", c.body, problem, c.want)
			}
		}
		switch {
		case c.want == "" && got != "":
			t.Errorf("%q: Go accepts it, but notGo says %q", c.body, got)
		case c.want != "" && (!strings.HasPrefix(got, notGoPrefix) || !strings.Contains(got, c.want)):
			t.Errorf("%q: notGo says %q, want %q", c.body, got, c.want)
		}
	}
}
