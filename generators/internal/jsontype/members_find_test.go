package jsontype

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	gotypes "go/types"
	"slices"
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"
)

// The types of TestFieldsAgreeWithEncodingJSON: each jf* type below is
// read twice, as Go values marshalled by encoding/json and, from this
// file's source, as gengo types given to Fields.

type jfA struct {
	Name string `json:"name"`
	Size int32  `json:"size"`
}

// The members below that share a json name at one depth are untagged:
// go vet's structtag check reports tagged ones (as it would in a user's
// package), not untagged ones, and encoding/json treats both alike.
type jfP struct {
	Label string
	Size  int32 `json:"size"`
}

type jfQ struct {
	Label string
	Kept  string `json:"kept"`
}

// Two inline structs give "Label" at one depth, neither tagged: neither
// is written.
type jfTwo struct {
	jfP
	jfQ
}

type jfTagged struct {
	Name string `json:"Name"`
}

type jfUntagged struct {
	Name string
	Only string
}

// At one depth, the member whose tag names it wins.
type jfTagWins struct {
	jfUntagged
	jfTagged
}

// A shallower member wins over a promoted one.
type jfShallow struct {
	jfA
	Name string `json:"name"`
}

type JfExtra string

type jfHidden string

// An embedded struct under a json name is a field; an embedded declared
// string is a field named after its type; an unexported one is left out;
// an unexported struct's exported members are promoted.
type jfEmbeds struct {
	jfA `json:"a"`
	JfExtra
	jfHidden
	jfInner
}

type jfInner struct {
	Inner string
}

// A tag name with a character encoding/json does not take is ignored.
type jfInvalid struct {
	Quoted string `json:"it's"`
	Comma  string `json:"a\"b"`
	Fine   string `json:"a-b.c/d"`
}

// The same struct twice at one depth (through two others) annihilates.
type jfTwice struct {
	jfLeft
	jfRight
}

type jfLeft struct{ jfInner }

type jfRight struct{ jfInner }

// Deeper copies lose to the one shallower.
type jfDeep struct {
	jfTwo
	jfQ
	Size int32 `json:"size"`
}

func TestFieldsAgreeWithEncodingJSON(t *testing.T) {
	values := map[string]any{
		"jfTwo": jfTwo{}, "jfTagWins": jfTagWins{}, "jfShallow": jfShallow{}, "jfEmbeds": jfEmbeds{},
		"jfInvalid": jfInvalid{}, "jfTwice": jfTwice{}, "jfDeep": jfDeep{},
	}
	pkg := checkOwnTypes(t, "jf")
	for name, v := range values {
		gt := gengoOf(pkg.Scope().Lookup(name).Type(), map[gotypes.Type]*types.Type{})
		var got []string
		for _, f := range Fields(gt) {
			got = append(got, f.Name)
		}
		if want := jsonKeys(t, v); !slices.Equal(got, want) {
			t.Errorf("%s: Fields gives %q, encoding/json writes %q", name, got, want)
		}
	}
}

// Hidden and MissingField name the members that annihilate each other.
func TestMissingField(t *testing.T) {
	pkg := checkOwnTypes(t, "jf")
	two := gengoOf(pkg.Scope().Lookup("jfTwo").Type(), map[gotypes.Type]*types.Type{})
	if _, ok := FindMember(two, "Label"); ok {
		t.Errorf("jfTwo: Label found, but encoding/json writes none")
	}
	want := `jfTwo writes no field "Label": its members jfP.Label and jfQ.Label all have that json name at the same depth ` +
		`of inline embedding and no json tag decides, so encoding/json leaves each of them out; give one of them a json tag ` +
		`naming it, or rename the others`
	if got := MissingField(two, "Label"); got != want {
		t.Errorf("MissingField:\n got %s\nwant %s", got, want)
	}
	if got, want := MissingField(two, "nope"), `jfTwo has no field with json name "nope"; its fields are: size, kept`; got != want {
		t.Errorf("MissingField:\n got %s\nwant %s", got, want)
	}
	// A member that loses to a tagged or shallower one is not hidden: the
	// name is written.
	tagWins := gengoOf(pkg.Scope().Lookup("jfTagWins").Type(), map[gotypes.Type]*types.Type{})
	if h := Hidden(tagWins, "Name"); len(h) != 0 {
		t.Errorf("jfTagWins: Hidden(Name) = %v, want none", h)
	}
	if steps, ok := FindMember(tagWins, "Name"); !ok || steps[0].Name != "jfTagged" {
		t.Errorf("jfTagWins: Name found through %v, want jfTagged", steps)
	}
}

// checkOwnTypes type-checks the type declarations of this file whose
// names start with prefix, in any case.
func checkOwnTypes(t *testing.T, prefix string) *gotypes.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "members_find_test.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	own := &ast.File{Name: ast.NewIdent("p")}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE && strings.HasPrefix(strings.ToLower(g.Specs[0].(*ast.TypeSpec).Name.Name), prefix) {
			own.Decls = append(own.Decls, g)
		}
	}
	pkg, err := (&gotypes.Config{}).Check("p", fset, []*ast.File{own}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// jsonKeys are the keys encoding/json writes for v, in order.
func jsonKeys(t *testing.T, v any) []string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	var keys []string
	dec.Token() // {
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}
