package jsontype

import (
	"fmt"
	"slices"
	"strings"

	"k8s.io/gengo/v2/types"
)

// A Field is a member of a struct's JSON object as encoding/json writes
// it: its json name and the members from the struct to it, the inline
// embedded structs it is promoted through first.
type Field struct {
	Name  string
	Steps []Member
}

// Member is the member the field's value is.
func (f Field) Member() Member { return f.Steps[len(f.Steps)-1] }

// Fields lists the members of t's JSON object in the order encoding/json
// writes them, with its rules for members promoted from inline embedded
// structs (encoding/json's typeFields): of the members sharing a json
// name, the shallowest wins; at one depth, the one whose json tag names
// it wins; where neither decides, encoding/json writes none of them
// (Hidden says which they are). This is the one place those rules live:
// field lookups, the names a message offers, CEL objects and presence
// tests read it.
func Fields(t *types.Type) []Field {
	fields, _ := fieldsAndHidden(t)
	return fields
}

// FindMember finds the field with a json name in t: its steps from t.
func FindMember(t *types.Type, name string) (steps []Member, ok bool) {
	for _, f := range Fields(t) {
		if f.Name == name {
			return f.Steps, true
		}
	}
	return nil, false
}

// Hidden lists the members of t that have json name name but that
// encoding/json leaves out, because as many others share the name at the
// same depth and no json tag decides between them (none when the name is
// written or no member has it).
func Hidden(t *types.Type, name string) []Field {
	_, hidden := fieldsAndHidden(t)
	var out []Field
	for _, f := range hidden {
		if f.Name == name {
			out = append(out, f)
		}
	}
	return out
}

// JSONNames are the json names of t's fields, for messages.
func JSONNames(t *types.Type) []string {
	var names []string
	for _, f := range Fields(t) {
		names = append(names, f.Name)
	}
	return names
}

// candidate is a member that may be written under its json name.
type candidate struct {
	Field
	tagged bool // its json tag names it
}

func fieldsAndHidden(t *types.Type) (fields, hidden []Field) {
	var all []candidate
	collectCandidates(t, nil, []*types.Type{t}, &all)
	// Dominance, name by name: the shallowest candidates, then the tagged
	// ones among them; exactly one left is written.
	byName := map[string][]candidate{}
	for _, c := range all {
		byName[c.Name] = append(byName[c.Name], c)
	}
	for _, c := range all {
		rivals := byName[c.Name]
		depth := len(c.Steps)
		shallowest, tagged := 0, 0
		for _, r := range rivals {
			if len(r.Steps) < depth {
				shallowest = -1 // a shallower one wins
				break
			}
			if len(r.Steps) == depth {
				shallowest++
				if r.tagged {
					tagged++
				}
			}
		}
		switch {
		case shallowest < 0:
			// dominated: not written, and not a rival worth naming
		case shallowest == 1 || tagged == 1 && c.tagged:
			fields = append(fields, c.Field)
		case tagged == 1:
			// the tagged rival at this depth wins
		default:
			hidden = append(hidden, c.Field)
		}
	}
	return fields, hidden
}

// collectCandidates appends the members of t reached by path (inline
// embedded members from the outer struct), descending into inline
// embedded structs; seen are the structs on the way, against cycles.
func collectCandidates(t *types.Type, path []Member, seen []*types.Type, out *[]candidate) {
	for _, m := range Members(t) {
		steps := append(slices.Clone(path), m)
		if m.Inline {
			elem, _ := Deref(m.Type)
			if !slices.Contains(seen, elem) {
				collectCandidates(elem, steps, append(seen, elem), out)
			}
			continue
		}
		*out = append(*out, candidate{Field{Name: m.JSONName, Steps: steps}, m.tagged})
	}
}

// MissingField says why t's JSON object has no field name: no member has
// that json name (the names it has follow), or several share it at one
// depth, so encoding/json writes none of them.
func MissingField(t *types.Type, name string) string {
	if hidden := Hidden(t, name); len(hidden) > 0 {
		var goPaths []string
		for _, f := range hidden {
			goPaths = append(goPaths, GoPath(f.Steps))
		}
		return fmt.Sprintf("%s writes no field %q: its members %s all have that json name at the same depth of inline embedding "+
			"and no json tag decides, so encoding/json leaves each of them out; give one of them a json tag naming it, or rename the others",
			t.Name.Name, name, strings.Join(goPaths, " and "))
	}
	return fmt.Sprintf("%s has no field with json name %q; its fields are: %s", t.Name.Name, name, strings.Join(JSONNames(t), ", "))
}

// GoPath is the Go names of members from a struct, dot-separated
// (CommonRouteSpec.ParentRefs): what a message calls a promoted member.
func GoPath(steps []Member) string {
	names := make([]string, len(steps))
	for i, m := range steps {
		names[i] = m.Name
	}
	return strings.Join(names, ".")
}
