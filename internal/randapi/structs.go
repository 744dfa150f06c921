package randapi

import (
	"fmt"
	"slices"
	"strings"
)

// The random struct graph: the leaf types, members and structs the writer
// draws, and the paths from a kind's root that markers may name.

// leaf is a Go leaf type the writer can use, with what it is good for.
type leaf struct {
	goType string
	// selectable: the generator accepts it as a selectable field.
	selectable bool
	// column is a printer column type that shows it ("" when none does
	// without a note).
	column string
	// def is a valid default for a selectable field of this type.
	def string
	// scalar: usable in a JSONPath filter comparison with literal lit.
	lit string
	// cel is how a CEL expression may read it to make a string ("" none).
	cel string
}

var leaves = []leaf{
	{goType: "string", selectable: true, column: "string", def: "none", lit: `"x"`, cel: "%s"},
	{goType: "Mode", selectable: true, column: "string", def: "fast", lit: `"fast"`, cel: "%s"},
	{goType: "types.UID", selectable: true, column: "string", def: ""},
	{goType: "bool", selectable: true, column: "boolean", def: "false", lit: "true", cel: "string(%s)"},
	{goType: "int", selectable: true, column: "integer", def: "1", lit: "3", cel: "string(%s)"},
	{goType: "int8", selectable: true, column: "integer", def: "-1"},
	{goType: "int16", selectable: true, column: "integer", def: "2"},
	{goType: "int32", selectable: true, column: "integer", def: "3", lit: "1", cel: "string(%s)"},
	{goType: "int64", selectable: true, column: "integer", def: "4", cel: "string(%s)"},
	{goType: "uint8", selectable: true, column: "integer", def: "5"},
	{goType: "uint16", selectable: true, column: "integer", def: "6"},
	{goType: "uint32", selectable: true, column: "integer", def: "7"},
	{goType: "uint64", selectable: true, column: "string", def: "8"},
	{goType: "float64", column: "number", cel: "string(%s)"},
	{goType: "float32", column: "number"},
	{goType: "metav1.Time", selectable: true, column: "date", def: "2024-01-02T15:04:05Z", cel: "string(%s)"},
	{goType: "metav1.MicroTime", selectable: true, column: "date", cel: "string(%s)"},
	{goType: "metav1.Duration", selectable: true, column: "string", def: "1h0m0s"},
	{goType: "intstr.IntOrString", selectable: true, column: "string", def: "80"},
	{goType: "resource.Quantity", column: "string"},
	// A type that marshals itself to a JSON string (as IP address types
	// wrapping netip.Addr do): its column prints the text; its OpenAPI
	// type (+kubebuilder:validation:Type=string) makes it a CEL string.
	{goType: "Address", column: "string", cel: `%s + "@"`},
	{goType: "[]byte", selectable: true, column: "string"},
	// A list of numbers, not base64 (gengo calls int8 and uint8 both
	// "byte"; the JSON writers once took it for []byte).
	{goType: "[]int8", column: "string"},
}

// member is one struct member the writer declared.
type member struct {
	name, json string
	goType     string
	ptr        bool
	omitempty  bool
	// omitzero (Go 1.24): on leaves, whose zero the generator models (an
	// IsZero method, nil, or the zero of a basic kind), and on a struct
	// whose members are all such leaves of Go's own kinds (zero when every
	// member is: a column below it needs no test of the struct).
	omitzero bool
	inline   bool
	// shadowed: a member of the embedding struct has this one's json
	// name, so encoding/json never writes this one.
	shadowed bool
	leaf     *leaf
	// strct is the struct type it holds (directly or by pointer), if any.
	strct *structT
	// list/map of strct or of leaf; template: a nested object.
	list, mapOf, template bool
	markers               []string
	// line of the member in types.go, filled when written.
	line int
}

type structT struct {
	name    string
	members []*member
	// object: it has its own metadata (a template).
	object bool
}

// newStruct makes a random struct; depth bounds nesting.
func (w *writer) newStruct(prefix string, depth int) *structT {
	s := &structT{name: w.name(prefix)}
	w.structs = append(w.structs, s)
	n := 2 + w.r.Intn(5)
	for i := 0; i < n; i++ {
		s.members = append(s.members, w.newMember(depth))
	}
	if w.chance(0.2) { // members JSON never sees
		s.members = append(s.members, &member{name: w.name("Skipped"), json: "-", goType: "string"})
	}
	if depth < 2 && w.chance(0.25) { // an embedded inline struct
		in := w.newStruct("Inline", depth+1)
		s.members = append(s.members, &member{name: in.name, goType: in.name, inline: true, strct: in, ptr: w.chance(0.3)})
		switch x := w.r.Intn(10); {
		case x < 4:
			// A member that shadows one of the embedded struct's in Go
			// (same Go name, its own json name): the inner one is then
			// written through the embedded struct's name.
			for _, im := range in.members {
				if im.leaf != nil && !im.inline && im.json != "-" {
					s.members = append(s.members, &member{name: im.name, json: im.json + "Outer", goType: im.goType, leaf: im.leaf, ptr: im.ptr, omitempty: w.chance(0.5)})
					break
				}
			}
		case x < 6:
			// A member that shadows one in JSON (its own Go name, the
			// inner one's json name): encoding/json writes the shallower
			// one under that name and leaves the inner one out (dominant
			// drops the inner path; a member marker on the inner one is a
			// fault). Of the same type, written after the embedding and
			// never omitted: controller-gen merges an inline struct's
			// schema with allOf and rejects two types for one name, and
			// apimachinery's unstructured converter, which the agreement
			// tests' CRD side reads objects through, writes every member
			// in order, so only a later, always written member has the
			// last word there as it has in encoding/json.
			for _, im := range in.members {
				if im.leaf != nil && !im.inline && im.json != "-" {
					s.members = append(s.members, &member{name: w.name("F"), json: im.json, goType: im.goType, leaf: im.leaf})
					im.shadowed = true
					break
				}
			}
		}
	}
	return s
}

func (w *writer) newMember(depth int) *member {
	m := &member{name: w.name("F"), omitempty: w.chance(0.5)}
	m.json = strings.ToLower(m.name[:1]) + m.name[1:]
	switch x := w.r.Intn(10); {
	case x < 6 || depth >= 2:
		l := &leaves[w.r.Intn(len(leaves))]
		m.leaf, m.goType, m.ptr = l, l.goType, w.chance(0.35) && l.goType != "[]byte"
		m.omitzero = w.chance(0.15)
	case x == 6:
		m.strct = w.newStruct("S", depth+1)
		m.goType, m.ptr = m.strct.name, w.chance(0.4)
		m.omitzero = !m.ptr && zeroWrittenOut(m.strct) && w.chance(0.8)
	case x == 7:
		m.strct = w.newStruct("Item", depth+1)
		m.list = true
		if w.chance(0.5) {
			named := w.name("List")
			w.structs = append(w.structs, &structT{name: named + "=[]" + m.strct.name})
			m.goType = named
		} else {
			m.goType = "[]" + m.strct.name
		}
	case x == 8:
		m.mapOf = true
		if w.chance(0.5) {
			named := w.name("Labels")
			w.structs = append(w.structs, &structT{name: named + "=map[string]string"})
			m.goType = named
		} else {
			m.goType = "map[string]string"
		}
	default:
		t := &structT{name: w.name("Template"), object: true}
		t.members = []*member{w.newMember(depth + 1)}
		w.structs = append(w.structs, t)
		m.strct, m.template, m.goType, m.ptr = t, true, t.name, w.chance(0.3)
	}
	m.markers = append(m.markers, sizeBound(m)...)
	return m
}

// sizeBound is a list's or a map's size bound, in kubebuilder's or
// validation-gen's spelling or none, chosen by the length of its json
// name: no draw of its own, so the random sequence stays. It bounds what a
// CEL column over the member may cost (cel-go's estimate); the filler
// writes at most ten elements.
func sizeBound(m *member) []string {
	switch {
	case m.list && len(m.json)%3 == 0:
		return []string{"+kubebuilder:validation:MaxItems=32"}
	case m.list && len(m.json)%3 == 1:
		return []string{"+k8s:maxItems=32"}
	case m.mapOf && len(m.json)%3 == 0:
		return []string{"+kubebuilder:validation:MaxProperties=32"}
	case m.mapOf && len(m.json)%3 == 1:
		return []string{"+k8s:maxProperties=32"}
	}
	return nil
}

// zeroWrittenOut reports whether the generator writes s's zero member by
// member: every member a leaf of one of Go's own kinds (not a struct such
// as metav1.Time, whose unexported members it cannot compare).
func zeroWrittenOut(s *structT) bool {
	for _, m := range s.members {
		if m.leaf == nil || m.inline || strings.Contains(m.goType, ".") || m.goType == "Address" {
			return false
		}
	}
	return true
}

// path is a member chain from a kind's root, json names joined.
type path struct {
	json    string
	members []*member
}

// pointerOnPath reports whether a member of p may be nil, so that its
// leaf can be absent.
func pointerOnPath(p path) bool {
	return slices.ContainsFunc(p.members, func(m *member) bool { return m.ptr })
}

// reachable lists the leaf paths of s reachable through struct members
// only (no lists, maps or templates), as member-level markers reach them,
// each the member encoding/json writes at its path (dominant).
func reachable(s *structT, prefix string, chain []*member) []path {
	return dominant(allPaths(s, prefix, chain))
}

// dominant keeps, of the paths with one json path, the one through the
// fewest inline members: the one encoding/json writes. (The packages
// drawn here share a json name only between a member and one of an
// embedded struct, one level apart, so a tie never occurs.)
func dominant(paths []path) []path {
	depth := func(p path) int {
		n := 0
		for _, m := range p.members {
			if m.inline {
				n++
			}
		}
		return n
	}
	best := map[string]int{}
	for _, p := range paths {
		if d, ok := best[p.json]; !ok || depth(p) < d {
			best[p.json] = depth(p)
		}
	}
	var out []path
	for _, p := range paths {
		if depth(p) == best[p.json] {
			out = append(out, p)
		}
	}
	return out
}

func allPaths(s *structT, prefix string, chain []*member) []path {
	var out []path
	for _, m := range s.members {
		c := append(append([]*member{}, chain...), m)
		p := prefix
		if !m.inline {
			p += "." + m.json
		}
		switch {
		case m.leaf != nil:
			out = append(out, path{p, c})
		case m.strct != nil && !m.list && !m.template:
			out = append(out, allPaths(m.strct, p, c)...)
		}
	}
	return out
}

// containerMember is a member holding a list of structs or a map,
// reachable from a kind's root through struct members (no templates, no
// lists inside lists), with its json path.
type containerMember struct {
	json string
	m    *member
}

// containerMembers lists the list and map members of s and of the
// structs it reaches.
func containerMembers(s *structT, prefix string) []containerMember {
	var out []containerMember
	for _, m := range s.members {
		p := prefix
		if !m.inline {
			p += "." + m.json
		}
		switch {
		case m.list, m.mapOf:
			out = append(out, containerMember{p, m})
		case m.strct != nil && !m.template:
			out = append(out, containerMembers(m.strct, p)...)
		}
	}
	return out
}

// listPaths lists column paths into lists of structs with a leaf (every
// element, an index, a filter) and into maps.
func listPaths(s *structT, prefix string) []string {
	var out []string
	for _, c := range containerMembers(s, prefix) {
		p, m := c.json, c.m
		if m.mapOf {
			out = append(out, p+".app")
			continue
		}
		for _, im := range m.strct.members {
			if im.leaf != nil && !im.inline && im.leaf.column == "string" && !im.ptr {
				out = append(out, p+"[*]."+im.json, p+"[0]."+im.json)
				for _, other := range m.strct.members {
					if other.leaf != nil && other.leaf.lit != "" && !other.ptr && !other.inline {
						out = append(out, fmt.Sprintf("%s[?(@.%s==%s)].%s", p, other.json, other.leaf.lit, im.json))
						break
					}
				}
				break
			}
		}
	}
	return out
}
