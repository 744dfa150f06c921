package markers

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestOwnMarker: which comment lines write a marker of selectable-gen, for
// places where no marker is read.
func TestOwnMarker(t *testing.T) {
	cases := []struct {
		registry    *Registry
		text        string
		name        string
		unknownPart string
	}{
		{NewDefaultRegistry(true), `+k8s:schema:selectableField`, "+k8s:schema:selectableField", ""},
		{NewDefaultRegistry(true), ` +k8s:printerColumn:name=X,type=string,jsonPath=".x"`, "+k8s:printerColumn", ""},
		{NewDefaultRegistry(true), `+kubebuilder:selectablefield:JSONPath=".x"`, "+kubebuilder:selectablefield", ""},
		{NewDefaultRegistry(false), `+kubebuilder:selectablefield:JSONPath=".x"`, "", ""},
		{NewDefaultRegistry(true), `+k8s:schema:selectablefeld`, "+k8s:schema:selectablefeld", "known markers of this family: +k8s:schema:selectableField,"},
		{NewDefaultRegistry(true), `+listType=map`, "", ""},                         // a hint
		{NewDefaultRegistry(true), `+kubebuilder:validation:MaxItems=3`, "", ""},    // a hint
		{NewDefaultRegistry(true), `+optional`, "", ""},                             // another tool's
		{NewDefaultRegistry(true), `Mode is the mode (+k8s:schema:scope).`, "", ""}, // prose
	}
	for _, c := range cases {
		name, unknown := c.registry.OwnMarker(lines(c.text)[0])
		if name != c.name || !strings.HasPrefix(unknown, c.unknownPart) || (c.unknownPart == "") != (unknown == "") {
			t.Errorf("OwnMarker(%q) = %q, %q; want %q, %q…", c.text, name, unknown, c.name, c.unknownPart)
		}
	}
}

// TestUnnamedMembers: the comments of members of unnamed struct types, at
// any depth and through pointers, lists and maps, are recorded with their
// path; a named type's own members are not among them.
func TestUnnamedMembers(t *testing.T) {
	dir := t.TempDir()
	src := `package p

type Spec struct {
	// +a
	Named string
	Inner struct {
		// +b
		Mode string
		Parts []*struct {
			// +c
			A, B string
			Plain int
		}
	}
}

type Lookup map[string]struct {
	// +d
	V string
}
`
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	pc, err := LoadPackageComments(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, um := range pc.Unnamed {
		for _, l := range um.Lines {
			got = append(got, strings.Join(um.Path, ".")+" "+strings.TrimSpace(l.Text)+" @"+strings.TrimPrefix(l.Pos.String(), dir+string(filepath.Separator)))
		}
	}
	want := []string{
		"Spec.Inner.Mode +b @types.go:7:5",
		"Spec.Inner.Parts.A +c @types.go:10:6",
		"Lookup.V +d @types.go:18:4",
	}
	if !slices.Equal(got, want) {
		t.Errorf("unnamed members:\n got %q\nwant %q", got, want)
	}
}
