package generators

import (
	gotypes "go/types"
	"slices"

	"k8s.io/gengo/v2/parser/tags"
	"k8s.io/gengo/v2/types"
)

// Well-known apimachinery types, by gengo name.
const (
	metav1Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
	intstrPkg = "k8s.io/apimachinery/pkg/util/intstr"
)

var (
	typeMetaName   = types.Name{Package: metav1Pkg, Name: "TypeMeta"}
	objectMetaName = types.Name{Package: metav1Pkg, Name: "ObjectMeta"}
	listMetaName   = types.Name{Package: metav1Pkg, Name: "ListMeta"}
	timeName       = types.Name{Package: metav1Pkg, Name: "Time"}
	durationName   = types.Name{Package: metav1Pkg, Name: "Duration"}
	microTimeName  = types.Name{Package: metav1Pkg, Name: "MicroTime"}
	intOrStrName   = types.Name{Package: intstrPkg, Name: "IntOrString"}
)

// deref strips pointers: *T and **T become T. It sees through declared
// list, map and pointer types (`type PartList []Part`, `type ResourceList
// map[...]...`), which gengo models as aliases: JSON, JSONPath and CEL see
// their shape, not their name.
func deref(t *types.Type) (elem *types.Type, pointers int) {
	t = unwrapComposite(t)
	for t.Kind == types.Pointer {
		t = unwrapComposite(t.Elem)
		pointers++
	}
	return t, pointers
}

// unwrapComposite sees through declared list, map and pointer types to
// their shape; declared basic types (`type Phase string`) stay, as their
// names matter for conversions and their kind comes from basicOf.
func unwrapComposite(t *types.Type) *types.Type {
	for t.Kind == types.Alias && t.Underlying != nil && t.Underlying.Kind != types.Builtin {
		t = t.Underlying
	}
	return t
}

// basicOf returns the builtin type a type is or is defined from
// ("string" for `type Phase string`), or "" when there is none.
func basicOf(t *types.Type) string {
	for t.Kind == types.Alias && t.Underlying != nil {
		t = t.Underlying
	}
	if t.Name.Package == "" && (t.Kind == types.Builtin || t.Kind == types.Unsupported) {
		return t.Name.Name
	}
	return ""
}

var (
	signedInts   = []string{"int", "int8", "int16", "int32", "int64"}
	unsignedInts = []string{"uint", "uint8", "uint16", "uint32", "uint64", "byte"}
)

func isSignedInt(b string) bool   { return slices.Contains(signedInts, b) }
func isUnsignedInt(b string) bool { return slices.Contains(unsignedInts, b) }

// jsonMember is a struct member as encoding/json sees it.
type jsonMember struct {
	types.Member
	JSONName string
	// Inline: an embedded struct whose fields are promoted.
	Inline    bool
	Omitempty bool
	// GoType is the member's go/types type. gengo's universe merges some
	// builtins (int8 and uint8 are both "byte" there), so value rules read
	// basic kinds from go/types.
	GoType gotypes.Type
}

// jsonMembers lists the exported, serialized members of a struct.
func jsonMembers(t *types.Type) []jsonMember {
	var out []jsonMember
	var st *gotypes.Struct
	if t.GoType != nil {
		st, _ = t.GoType.Underlying().(*gotypes.Struct)
	}
	for i, m := range t.Members {
		if m.Name == "" || !isExported(m.Name) && !m.Embedded {
			continue
		}
		j, _ := tags.LookupJSON(m)
		if j.Omit {
			continue
		}
		jm := jsonMember{Member: m, JSONName: j.Name, Inline: j.Inline, Omitempty: j.Omitempty}
		if st != nil && i < st.NumFields() && st.Field(i).Name() == m.Name {
			jm.GoType = st.Field(i).Type()
		}
		out = append(out, jm)
	}
	return out
}

func isExported(name string) bool { return name != "" && 'A' <= name[0] && name[0] <= 'Z' }

// isObject reports whether a struct is an API object: it has a `metadata`
// member of type ObjectMeta. Member-level markers do not cross into nested
// objects (a pod template inside a Job is not the Job).
func isObject(t *types.Type) bool {
	if t.Kind != types.Struct {
		return false
	}
	for _, m := range jsonMembers(t) {
		if elem, _ := deref(m.Type); m.JSONName == "metadata" && elem.Name == objectMetaName {
			return true
		}
	}
	return false
}

// embedsTypeMeta reports whether t embeds metav1.TypeMeta (under any json
// tag: k8s.io/api uses more than one spelling).
func embedsTypeMeta(t *types.Type) bool {
	for _, m := range t.Members {
		if m.Embedded && m.Type.Name == typeMetaName {
			return true
		}
	}
	return false
}

// isKind: a named struct that embeds TypeMeta and has ObjectMeta metadata.
func isKind(t *types.Type) bool {
	return t.Kind == types.Struct && embedsTypeMeta(t) && isObject(t)
}

// listItemKind returns the kind a list kind lists: a struct that embeds
// TypeMeta, has ListMeta metadata and an Items []Kind field.
func listItemKind(t *types.Type) *types.Type {
	if t.Kind != types.Struct || !embedsTypeMeta(t) {
		return nil
	}
	hasListMeta := false
	var item *types.Type
	for _, m := range jsonMembers(t) {
		if m.JSONName == "metadata" && m.Type.Name == listMetaName {
			hasListMeta = true
		}
		if m.Name == "Items" && m.Type.Kind == types.Slice {
			item = m.Type.Elem
		}
	}
	if !hasListMeta || item == nil || !isKind(item) {
		return nil
	}
	return item
}
