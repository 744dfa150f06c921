package jsontype

import (
	"go/ast"
	"go/parser"
	"go/token"
	gotypes "go/types"
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"
)

const selectorsSource = `package p

type Meta struct {
	Name      string
	Namespace string
}

type Common struct {
	Owner *string
	Meta
}

type Spec struct {
	Common
	Name string
}

type Ptr struct{ Value string }

type A struct{ X string }
type B struct{ X string }

type C struct{ F string }
type A2 struct{ C }
type D struct{ C }
type B2 struct{ D }

type Obj struct {
	Meta
	Spec Spec
	*Ptr
	Both Both
	Twice Twice
}

type Both struct {
	A
	B
}

type Twice struct {
	A2
	B2
}
`

// TestSelectors writes member chains as Go's promotion allows, and no
// shorter: a shadowing field, an ambiguous name, the same field reached
// by a shallower path, and types go/types does not know keep the
// embedded member.
func TestSelectors(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", selectorsSource, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&gotypes.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	obj := gengoOf(pkg.Scope().Lookup("Obj").Type(), map[gotypes.Type]*types.Type{})

	cases := []struct {
		path string
		want string // the expressions of every member, space-separated
	}{
		{"Meta.Name", "o.Meta o.Name"},
		{"Spec.Common.Owner", "o.Spec o.Spec.Common o.Spec.Owner"},
		// Spec's own Name is shallower than Common's Meta's.
		{"Spec.Common.Meta.Name", "o.Spec o.Spec.Common o.Spec.Meta o.Spec.Common.Name"},
		{"Spec.Common.Meta.Namespace", "o.Spec o.Spec.Common o.Spec.Meta o.Spec.Namespace"},
		// Through an embedded pointer: the pointer keeps its own
		// expression, for its nil check.
		{"Ptr.Value", "o.Ptr o.Value"},
		// A's X and B's X are at one depth: ambiguous.
		{"Both.A.X", "o.Both o.Both.A o.Both.A.X"},
		// F by way of B2, D and C; from Twice, Go finds A2's C's F first.
		{"Twice.B2.D.C.F", "o.Twice o.Twice.B2 o.Twice.D o.Twice.B2.C o.Twice.B2.F"},
		{"Twice.A2.C.F", "o.Twice o.Twice.A2 o.Twice.C o.Twice.F"},
	}
	for _, c := range cases {
		chain := chainOf(t, obj, c.path)
		if got := strings.Join(Selectors("o", chain), " "); got != c.want {
			t.Errorf("%s: got %q, want %q", c.path, got, c.want)
		}
		// Without go/types every member is written.
		for i := range chain {
			chain[i].field, chain[i].parent = nil, nil
		}
		want := make([]string, len(chain))
		for i := range chain {
			want[i] = "o." + strings.Join(strings.Split(c.path, ".")[:i+1], ".")
		}
		if got := strings.Join(Selectors("o", chain), " "); got != strings.Join(want, " ") {
			t.Errorf("%s without go/types: got %q, want %q", c.path, got, strings.Join(want, " "))
		}
	}
}

// chainOf is the members along a dotted path of Go names from t.
func chainOf(t *testing.T, root *types.Type, path string) []Member {
	var chain []Member
	cur := root
	for _, name := range strings.Split(path, ".") {
		var found bool
		for _, m := range Members(cur) {
			if m.Name == name {
				chain, found = append(chain, m), true
				cur, _ = Deref(m.Type)
				break
			}
		}
		if !found {
			t.Fatalf("%s: no member %s", path, name)
		}
	}
	return chain
}

// gengoOf is the gengo type of a go/types type of the test's source:
// named structs and basic types, pointers and basic types.
func gengoOf(gt gotypes.Type, seen map[gotypes.Type]*types.Type) *types.Type {
	if t, ok := seen[gt]; ok {
		return t
	}
	switch gt := gt.(type) {
	case *gotypes.Pointer:
		return &types.Type{Kind: types.Pointer, Elem: gengoOf(gt.Elem(), seen)}
	case *gotypes.Named:
		name := types.Name{Package: "p", Name: gt.Obj().Name()}
		st, ok := gt.Underlying().(*gotypes.Struct)
		if !ok { // a declared basic type, which gengo calls an alias
			return &types.Type{Name: name, Kind: types.Alias, GoType: gt, Underlying: gengoOf(gt.Underlying(), seen)}
		}
		t := &types.Type{Name: name, Kind: types.Struct, GoType: gt}
		seen[gt] = t
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			t.Members = append(t.Members, types.Member{Name: f.Name(), Embedded: f.Embedded(), Tags: st.Tag(i), Type: gengoOf(f.Type(), seen)})
		}
		return t
	}
	return &types.Type{Name: types.Name{Name: gt.String()}, Kind: types.Builtin}
}
