package markers

import (
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary comment text to the parser in every scope. It
// must never panic, every error must point at one of the input lines, and
// every marker it returns must have passed validation.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		`+k8s:schema:selectableField:jsonPath=".spec.color"`,
		"+k8s:schema:selectableField:fieldPath=\"a\",\n+k8s:schema:selectableField:default=`b`",
		`+k8s:schema:selectableField:description="\u00e9\t\"x\""`,
		`+kubebuilder:selectablefield:JSONPath=.spec.a`,
		`+kubebuilder:resource:path=foos,scope=Cluster,shortName=f;g`,
		`+kubebuilder:resource:shortName={a, "b,c"},categories=x;y`,
		`+kubebuilder:printcolumn:name="Ready",type=string,JSONPath=".status.ready",priority=-1,format=""`,
		`+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas`,
		`+kubebuilder:subresource:status=`,
		`+selectable-gen=package`,
		`+groupName=`,
		`+k8s:schema:scope=Cluster extra`,
		`+k8s:schema:selectableField:a=b=c,`,
		`+k8s:schema:selectableField:"unterminated`,
		"+k8s:schema:selectableField:default='x'",
		"+",
		"+k8s:",
		"+k8s:printerColumn:name=a,type=string,\n+k8s:printerColumn:expression>  self.a +\n+k8s:printerColumn:expression>\t\"b\"",
		"+k8s:printerColumn:priority> 1\n+k8s:printerColumn:expression>",
	} {
		f.Add(seed)
	}
	reg := NewDefaultRegistry(true)
	f.Fuzz(func(t *testing.T, text string) {
		ls := lines(strings.Split(text, "\n")...)
		for _, scope := range []Scope{PackageScope, TypeScope, MemberScope} {
			ms, errs := reg.Parse(ls, scope)
			for _, e := range errs {
				if e.Pos.Line < 10 || e.Pos.Line >= 10+len(ls) || e.Msg == "" {
					t.Fatalf("error %q at line %d, outside the %d input lines", e.Msg, e.Pos.Line, len(ls))
				}
			}
			for _, m := range ms {
				if m.Spec.Dialect == KubebuilderDialect {
					t.Fatalf("returned marker %s is not in its canonical form", m.Name())
				}
				// A kubebuilder marker was validated as written; its
				// canonical form may hold values only that dialect allows
				// (a negative priority).
				if m.Written == nil && len(validate(m)) > 0 {
					t.Fatalf("returned marker %s does not validate", m.Name())
				}
			}
		}
	})
}
