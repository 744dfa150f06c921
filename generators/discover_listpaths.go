package generators

import (
	"fmt"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Selectable fields through lists (docs/field-selectors.md): a kind-level
// path may cross lists, each written [*] (every element: the field is
// multi-valued) or [?(@.<key>=="<value>")] (the one element whose key has
// that value: the field stays single-valued and is absent when no element
// matches). The key must identify one element: the list's +listMapKey
// (of a +listType=map list, its only key) or +patchMergeKey.

// pathStep is one written step of a selectable field's path.
type pathStep struct {
	name string // a json field name, "" for a list step
	// all is [*]; filterKey and filterValue are [?(@.key=="value")].
	all                    bool
	filterKey, filterValue string
	text                   string // as written, for messages
}

// parseListPath splits a path that has list steps. It returns a message
// saying what is wrong, or "".
func parseListPath(p string) ([]pathStep, string) {
	const valid = `write dot-separated json field names with [*] for every element of a list or ` +
		`[?(@.key=="value")] for the element with that key, like ".spec.containers[*].image"`
	if !strings.HasPrefix(p, ".") {
		return nil, "must start with '.', like \"." + p + "\""
	}
	var steps []pathStep
	for i := 0; i < len(p); {
		switch p[i] {
		case '.':
			j := i + 1
			for j < len(p) && p[j] != '.' && p[j] != '[' {
				j++
			}
			name := p[i+1 : j]
			if name == "" || strings.ContainsAny(name, " \t\"'`{}$@*?()]") {
				return nil, fmt.Sprintf("has an invalid element %q at offset %d; %s", p[i:j], i, valid)
			}
			steps = append(steps, pathStep{name: name, text: p[i:j]})
			i = j
		case '[':
			end := strings.IndexByte(p[i:], ']')
			if end < 0 {
				return nil, fmt.Sprintf("has an unclosed '[' at offset %d; %s", i, valid)
			}
			// A filter's value may hold ']': take the step up to ")]".
			if strings.HasPrefix(p[i:], "[?(") {
				if e := strings.Index(p[i:], ")]"); e >= 0 {
					end = e + 1
				}
			}
			text := p[i : i+end+1]
			step, msg := parseListStep(text)
			if msg != "" {
				return nil, fmt.Sprintf("has %s, which is no list step: %s", strconv.Quote(text), msg)
			}
			steps = append(steps, step)
			i += end + 1
		default:
			return nil, fmt.Sprintf("has %q at offset %d where '.' or '[' belongs; %s", p[i:i+1], i, valid)
		}
	}
	return steps, ""
}

// parseListStep reads [*] or [?(@.key=="value")] (either quote, spaces
// around ==).
func parseListStep(text string) (pathStep, string) {
	if text == "[*]" {
		return pathStep{all: true, text: text}, ""
	}
	inner, ok := strings.CutPrefix(text, "[?(")
	if ok {
		inner, ok = strings.CutSuffix(inner, ")]")
	}
	if !ok {
		return pathStep{}, `a list step is [*] (every element) or a filter [?(@.key=="value")] (the element with that key); ` +
			`an index [n] or a range selects by position, which no field selector can name`
	}
	left, right, ok := strings.Cut(inner, "==")
	left, right = strings.TrimSpace(left), strings.TrimSpace(right)
	key, isMember := strings.CutPrefix(left, "@.")
	if !ok || !isMember || key == "" || strings.ContainsAny(key, ".[ ") {
		return pathStep{}, `a filter compares one field of the element with a string: [?(@.key=="value")]`
	}
	value, err := strconv.Unquote(right)
	if err != nil && len(right) >= 2 && right[0] == '\'' && right[len(right)-1] == '\'' {
		value, err = right[1:len(right)-1], nil
	}
	if err != nil || right == "" || right[0] == '`' {
		return pathStep{}, fmt.Sprintf("the filter's value %s is not a quoted string; write [?(@.%s==\"value\")]", right, key)
	}
	return pathStep{filterKey: key, filterValue: value, text: text}, ""
}

// listKeyCheck says what is missing for owner's list member to be keyed
// by key ("" when it is): discovery.uniqueListKey.
type listKeyCheck func(owner *types.Type, member, key string) string

// resolvePath resolves a path from t: the members, and, when keyed is set,
// the lists it crosses and their filters (whose keys keyed checks), each
// checked. Without keyed the path is one of struct members only, as every
// marker's but a selectable field's. It returns a message saying what
// does not resolve, or "".
func resolvePath(t *types.Type, steps []pathStep, keyed listKeyCheck) (*fieldPath, string) {
	path := &fieldPath{}
	cur := t // the struct the next name is looked up in; nil after a list of scalars
	// owner is the struct that declares the last member (its markers say
	// how a list there is keyed).
	var owner *types.Type
	var written strings.Builder
	for i, s := range steps {
		before := strings.TrimPrefix(written.String(), ".")
		written.WriteString(s.text)
		if s.name == "" {
			if keyed == nil {
				return nil, s.text + ": this path is one of struct members, with no list steps"
			}
			if len(path.Members) == 0 || (len(path.Lists) > 0 && path.Lists[len(path.Lists)-1].After == len(path.Members)) {
				return nil, fmt.Sprintf("%s follows no list field; write it after the list's name, like \".spec.containers[*]\"", s.text)
			}
			last := path.last()
			list, ptrs := jsontype.Deref(last.Type)
			if ptrs > 0 || list.Kind != types.Slice && list.Kind != types.Array || jsontype.Of(last.Type, last.GoType).Kind == jsontype.Bytes {
				return nil, fmt.Sprintf("%q is %s, not a list; %s applies to lists only", before, jsontype.Describe(last.Type), s.text)
			}
			step := listStep{After: len(path.Members), Elem: list.Elem, ElemGo: jsontype.GoElem(last.GoType)}
			elem, elemPtrs := jsontype.Deref(list.Elem)
			if elemPtrs > 1 {
				return nil, fmt.Sprintf("the elements of %q are pointers to pointers, which are not supported", before)
			}
			if !s.all {
				if elem.Kind != types.Struct {
					return nil, fmt.Sprintf("the elements of %q are %s, which have no field %s to filter by", before, jsontype.Describe(list.Elem), s.filterKey)
				}
				key, ok := jsontype.FindMember(elem, s.filterKey)
				if !ok || len(key) != 1 {
					return nil, fmt.Sprintf("the elements of %q cannot be filtered by %s: %s",
						before, s.filterKey, jsontype.MissingField(elem, s.filterKey))
				}
				if k := jsontype.Of(key[0].Type, key[0].GoType); k.Kind != jsontype.String || k.Pointers > 0 {
					return nil, fmt.Sprintf("the filter's key %s of %s is %s; a filter compares a string field (not a pointer)",
						s.filterKey, elem.Name.Name, jsontype.Describe(key[0].Type))
				}
				if msg := keyed(owner, last.Name, s.filterKey); msg != "" {
					return nil, fmt.Sprintf("%q can select several elements: %s", before+s.text, msg)
				}
				step.Filter = &listFilter{Key: key[0], Value: s.filterValue}
			}
			path.Lists = append(path.Lists, step)
			cur = nil
			if elem.Kind == types.Struct {
				cur = elem
			}
			continue
		}
		if cur == nil || cur.Kind != types.Struct {
			what := "a list of scalars"
			if cur != nil {
				what = jsontype.Describe(cur)
			}
			return nil, fmt.Sprintf("%q is %s, which has no fields", before, what)
		}
		found, ok := jsontype.FindMember(cur, s.name)
		if !ok {
			return nil, jsontype.MissingField(cur, s.name)
		}
		path.Members = append(path.Members, found...)
		owner = cur
		if len(found) > 1 {
			owner, _ = jsontype.Deref(found[len(found)-2].Type)
		}
		leaf := found[len(found)-1]
		elem, ptrs := jsontype.Deref(leaf.Type)
		next := i + 1
		switch {
		case next == len(steps):
		case ptrs > 1:
			return nil, fmt.Sprintf("%q is a pointer to a pointer, which is not supported", strings.TrimPrefix(written.String(), "."))
		case keyed == nil && (elem.Kind == types.Slice || elem.Kind == types.Array || elem.Kind == types.Map):
			return nil, fmt.Sprintf("%q is %s; a selectable field cannot reach into a list or map (a field selector compares one value)",
				strings.TrimPrefix(written.String(), "."), jsontype.Describe(leaf.Type))
		case elem.Kind == types.Map:
			return nil, fmt.Sprintf("%q is %s; a selectable field cannot reach into a map", strings.TrimPrefix(written.String(), "."), jsontype.Describe(leaf.Type))
		case (elem.Kind == types.Slice || elem.Kind == types.Array) && steps[next].name != "":
			return nil, fmt.Sprintf("%q is %s; write [*] after it for every element (a multi-valued field), or [?(@.key==\"value\")] for the element with that key",
				strings.TrimPrefix(written.String(), "."), jsontype.Describe(leaf.Type))
		}
		cur = elem
	}
	if last := steps[len(steps)-1]; last.name == "" && !last.all {
		return nil, "the path ends at a filtered element, which is an object; name one of its fields after the filter"
	}
	return path, ""
}

// uniqueListKey checks that owner's list member is keyed by key, so that a
// filter on it selects at most one element. It returns what is missing, or
// "".
func (d *discovery) uniqueListKey(owner *types.Type, member, key string) string {
	ms := d.index.forMember(owner, member)
	if m := findOne(ms, markers.NamePatchMergeKey); m != nil && m.Value.Text == key {
		return ""
	}
	if lt := findOne(ms, markers.NameListType, markers.NameK8sListType); lt != nil && lt.Value.Text == "map" {
		keys := find(ms, markers.NameListMapKey, markers.NameK8sListMapKey)
		if len(keys) == 1 && keys[0].Value.Text == key {
			return ""
		}
		if len(keys) > 1 {
			return fmt.Sprintf("the list's elements are keyed by %d fields together (+listMapKey), so %s alone does not identify one", len(keys), key)
		}
	}
	return fmt.Sprintf("a filter must select by the list's key; declare it on %s.%s with +listType=map and +listMapKey=%s "+
		"(or validation-gen's +k8s:listType=map and +k8s:listMapKey=%s, or +patchMergeKey=%s), as Kubernetes' condition lists do",
		owner.Name.Name, member, key, key, key)
}
