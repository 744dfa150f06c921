package generators

import (
	"fmt"
	"strings"

	"k8s.io/client-go/util/jsonpath"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// A printer column's JSONPath is resolved against the Go types at
// generation time. Paths of field names, map keys, [n], [*] and ==/!=
// filters on a scalar become Go code that walks the typed object the way
// client-go's jsonpath walks the object converted to unstructured (same
// results, same first match, same nils); anything else is evaluated at run
// time by client-go's jsonpath itself (runtime/jsonpath).

// planJSONPath resolves path (a printer column's jsonPath) on the kind's
// type. It returns an error message for a path that cannot be right: one
// that does not parse (syntax: the CRD API rejects it too) or names no
// field of the type (the CRD API cannot know; the cells would always be
// empty).
func planJSONPath(kind *types.Type, path string) (plan *jsonPathPlan, msg string, syntax bool) {
	if !strings.HasPrefix(path, ".") {
		return nil, "must start with '.', like \".status.replicas\" (CRD validation requires it too)", true
	}
	parsed, err := jsonpath.Parse("column", "{"+path+"}")
	if err != nil {
		return nil, "does not parse as a JSONPath: " + err.Error(), true
	}
	if len(parsed.Root.Nodes) != 1 {
		return nil, "must be a single path, not a template", true
	}
	list, ok := parsed.Root.Nodes[0].(*jsonpath.ListNode)
	if !ok {
		return nil, "must be a path, not text", true
	}
	plan = &jsonPathPlan{}
	cur := kind
	for i, node := range list.Nodes {
		seg, next, msg, fallback := planNode(cur, node, path)
		if msg != "" {
			return nil, msg, false
		}
		if fallback {
			// Keep checking field names while the shape is known, then let
			// client-go evaluate the whole path.
			plan.fallback = true
			if !checkRemainingFields(cur, list.Nodes[i:]) {
				return nil, "names no field of " + kind.Name.Name + fmt.Sprintf(" after %q", describeNodes(list.Nodes[:i])), false
			}
			return plan, "", false
		}
		plan.segments = append(plan.segments, seg)
		cur = next
	}
	if !plan.fallback && !compilable(plan.segments) {
		plan.fallback = true
	}
	return plan, "", false
}

// compilable rejects shapes whose errors client-go would report after a
// first match: an index after [*] or a filter can fail on a later element,
// which fails the whole column.
func compilable(segs []segment) bool {
	loop := false
	for _, s := range segs {
		switch s.kind {
		case segAll, segFilter:
			loop = true
		case segIndex, segRange:
			if loop {
				return false
			}
			loop = loop || s.kind == segRange
		}
	}
	return true
}

// planNode resolves one parsed node on type cur (pointers allowed).
func planNode(cur *types.Type, node jsonpath.Node, path string) (seg segment, next *types.Type, msg string, fallback bool) {
	elem, _ := jsontype.Deref(cur)
	switch n := node.(type) {
	case *jsonpath.FieldNode:
		switch {
		case jsontype.IsOpaque(elem):
			return seg, nil, "", true
		case elem.Kind == types.Struct:
			steps, ok := jsontype.FindMember(elem, n.Value)
			if !ok {
				return seg, nil, "names no field of the type: " + jsontype.MissingField(elem, n.Value), false
			}
			last := steps[len(steps)-1]
			return segment{kind: segField, members: steps, result: last.Type, resultGo: last.GoType}, last.Type, "", false
		case elem.Kind == types.Map && jsontype.BasicOf(elem.Key) == "string":
			return segment{kind: segKey, key: n.Value, result: elem.Elem}, elem.Elem, "", false
		case elem.Kind == types.Map:
			return seg, nil, fmt.Sprintf("names key %q of %s, whose keys are no strings; a path reads maps with string keys only "+
				"(encoding/json writes a number key in decimal, the unstructured converter an API server uses as the character of that "+
				"code point, and a CRD's schema has string keys only): declare the map with string keys", n.Value, jsontype.Describe(cur)), false
		case elem.Kind == types.Slice || elem.Kind == types.Array:
			return seg, nil, fmt.Sprintf("names field %q of a list (%s); select elements first with [*], [n] or a filter, like .items[*].%s",
				n.Value, jsontype.TypeString(cur), n.Value), false
		default:
			return seg, nil, fmt.Sprintf("names field %q of %s, which has no fields", n.Value, jsontype.Describe(cur)), false
		}
	case *jsonpath.ArrayNode:
		if jsontype.IsOpaque(elem) {
			return seg, nil, "", true
		}
		if elem.Kind != types.Slice && elem.Kind != types.Array {
			return seg, nil, fmt.Sprintf("indexes %s, which is not a list", jsontype.Describe(cur)), false
		}
		p := n.Params
		switch {
		case !p[0].Known && !p[1].Known && !p[2].Known:
			return segment{kind: segAll, result: elem.Elem}, elem.Elem, "", false
		case p[0].Known && p[1].Known && p[1].Derived && !p[2].Known:
			return segment{kind: segIndex, index: p[0].Value, result: elem.Elem}, elem.Elem, "", false
		case !p[2].Known || p[2].Value > 0:
			return segment{kind: segRange, params: p, result: elem.Elem}, elem.Elem, "", false
		}
		return seg, nil, "", true // a step of 0 or less is an error client-go reports
	case *jsonpath.FilterNode:
		if jsontype.IsOpaque(elem) {
			return seg, nil, "", true
		}
		if elem.Kind != types.Slice && elem.Kind != types.Array {
			return seg, nil, fmt.Sprintf("filters %s, which is not a list", jsontype.Describe(cur)), false
		}
		f, msg, ok := planFilter(elem.Elem, n)
		if msg != "" {
			return seg, nil, msg, false
		}
		if !ok {
			return seg, nil, "", true
		}
		return segment{kind: segFilter, filter: f, result: elem.Elem}, elem.Elem, "", false
	}
	return seg, nil, "", true // recursive descent, unions, wildcards on objects
}

// planFilter compiles [?(@.a.b == literal)] where @.a.b is a non-pointer
// scalar of the literal's type. ok is false for filters left to client-go.
func planFilter(elemType *types.Type, n *jsonpath.FilterNode) (f *pathFilter, msg string, ok bool) {
	if n.Operator != "==" && n.Operator != "!=" || len(n.Right.Nodes) != 1 {
		return nil, "", false
	}
	f = &pathFilter{op: n.Operator}
	cur := elemType
	for _, node := range n.Left.Nodes {
		fn, isField := node.(*jsonpath.FieldNode)
		if !isField {
			return nil, "", false
		}
		seg, next, msg, fallback := planNode(cur, fn, "")
		if msg != "" || fallback {
			return nil, msg, false
		}
		f.left = append(f.left, seg)
		cur = next
	}
	if len(f.left) == 0 || cur.Kind == types.Pointer {
		return nil, "", false
	}
	s := jsontype.Of(cur, nil)
	switch lit := n.Right.Nodes[0].(type) {
	case *jsonpath.TextNode:
		if s.Kind != jsontype.String {
			return nil, fmt.Sprintf("compares %s with the string %q; the filter would fail on every element", jsontype.Describe(cur), lit.Text), false
		}
		f.literal = fmt.Sprintf("%q", lit.Text)
	case *jsonpath.IntNode:
		if s.Kind != jsontype.Signed && s.Kind != jsontype.Unsigned {
			return nil, fmt.Sprintf("compares %s with the integer %d; the filter would fail on every element", jsontype.Describe(cur), lit.Value), false
		}
		f.literal = fmt.Sprint(lit.Value)
	case *jsonpath.BoolNode:
		if s.Kind != jsontype.Bool {
			return nil, fmt.Sprintf("compares %s with %v; the filter would fail on every element", jsontype.Describe(cur), lit.Value), false
		}
		f.literal = fmt.Sprint(lit.Value)
	default:
		return nil, "", false
	}
	// == the zero of a key JSON leaves out when it is zero: an element
	// without the key is skipped, so no element ever matches.
	keyPath := f.left[len(f.left)-1].members
	key := keyPath[len(keyPath)-1]
	if omitted, _ := jsontype.PresenceTests("x", key); f.op == "==" && omitted.Value == "x" && omitted.Zero == f.literal {
		return nil, fmt.Sprintf("matches no element: %s is left out of the JSON when it is %s (%s), and a filter passes over an element without it; compare with another value, or test the key's absence in a CEL column",
			key.JSONName, f.literal, presenceTag(key)), false
	}
	return f, "", true
}

// presenceTag is the json tag option that leaves m out when zero.
func presenceTag(m jsontype.Member) string {
	if m.Omitempty {
		return "omitempty"
	}
	return "omitzero"
}

// checkRemainingFields follows the field names of nodes while the shape
// is known, so that a misspelt field is caught even in a path evaluated
// at run time.
func checkRemainingFields(cur *types.Type, nodes []jsonpath.Node) bool {
	for _, node := range nodes {
		elem, _ := jsontype.Deref(cur)
		switch n := node.(type) {
		case *jsonpath.FieldNode:
			if elem.Kind != types.Struct || jsontype.IsOpaque(elem) {
				return true
			}
			steps, ok := jsontype.FindMember(elem, n.Value)
			if !ok {
				return false
			}
			cur = steps[len(steps)-1].Type
		case *jsonpath.ArrayNode, *jsonpath.FilterNode:
			if elem.Kind != types.Slice && elem.Kind != types.Array {
				return true
			}
			cur = elem.Elem
		default:
			return true
		}
	}
	return true
}

func describeNodes(nodes []jsonpath.Node) string {
	var parts []string
	for _, n := range nodes {
		if f, ok := n.(*jsonpath.FieldNode); ok {
			parts = append(parts, "."+f.Value)
		} else {
			parts = append(parts, "[...]")
		}
	}
	return strings.Join(parts, "")
}
