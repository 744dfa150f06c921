package jsontype

import (
	gotypes "go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"k8s.io/gengo/v2/parser/tags"
	"k8s.io/gengo/v2/types"
)

// Well-known apimachinery types, by gengo name.
const (
	Metav1Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"
	IntstrPkg = "k8s.io/apimachinery/pkg/util/intstr"
)

var (
	TypeMetaName   = types.Name{Package: Metav1Pkg, Name: "TypeMeta"}
	ObjectMetaName = types.Name{Package: Metav1Pkg, Name: "ObjectMeta"}
	ListMetaName   = types.Name{Package: Metav1Pkg, Name: "ListMeta"}
	TimeName       = types.Name{Package: Metav1Pkg, Name: "Time"}
	DurationName   = types.Name{Package: Metav1Pkg, Name: "Duration"}
	MicroTimeName  = types.Name{Package: Metav1Pkg, Name: "MicroTime"}
	// LabelSelectorName is metav1.LabelSelector, the form of a built-in
	// kind's selector (Deployment's .spec.selector).
	LabelSelectorName = types.Name{Package: Metav1Pkg, Name: "LabelSelector"}
	IntOrStrName      = types.Name{Package: IntstrPkg, Name: "IntOrString"}
)

// Deref strips pointers: *T and **T become T. It sees through declared
// list, map and pointer types (`type PartList []Part`, `type ResourceList
// map[...]...`), which gengo models as aliases: JSON, JSONPath and CEL see
// their shape, not their name.
func Deref(t *types.Type) (elem *types.Type, pointers int) {
	t = Unwrap(t)
	for t.Kind == types.Pointer {
		t = Unwrap(t.Elem)
		pointers++
	}
	return t, pointers
}

// Unwrap sees through declared list, map and pointer types to
// their shape; declared basic types (`type Phase string`) stay, as their
// names matter for conversions and their kind comes from basicOf, and so
// does a declared type that marshals itself (encoding/json.RawMessage):
// its JSON is not its shape (IsOpaque).
func Unwrap(t *types.Type) *types.Type {
	for t.Kind == types.Alias && t.Underlying != nil && t.Underlying.Kind != types.Builtin && !HasOwnJSON(t, nil) {
		t = t.Underlying
	}
	return t
}

// BasicOf returns the builtin type a type is or is defined from
// ("string" for `type Phase string`), or "" when there is none.
func BasicOf(t *types.Type) string {
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

func IsSignedInt(b string) bool   { return slices.Contains(signedInts, b) }
func IsUnsignedInt(b string) bool { return slices.Contains(unsignedInts, b) }

// Member is a struct member as encoding/json sees it.
type Member struct {
	types.Member
	JSONName string
	// Inline: an embedded struct whose fields are promoted (an embedded
	// member whose json tag gives no name and whose type is a struct or a
	// pointer to one; any other embedded member is a field named after
	// its type, as encoding/json has it).
	Inline bool
	// tagged: the json tag gives the name (it wins over untagged members
	// of the same name and depth, Fields).
	tagged    bool
	Omitempty bool
	// Omitzero: the json tag's omitzero option (gengo's tag reader does not
	// know it).
	Omitzero bool
	// GoType is the member's go/types type. gengo's universe merges some
	// builtins (int8 and uint8 are both "byte" there), so value rules read
	// basic kinds from go/types.
	GoType gotypes.Type
	// field is the member in go/types, parent the struct type it is a
	// member of and index its position there: what Selectors needs to
	// ask Go's own selector lookup. nil when go/types does not know them.
	field  *gotypes.Var
	parent gotypes.Type
	index  int
}

// Members lists the serialized members of a struct, as encoding/json
// reads them: exported members and embedded structs (an exported struct's
// members can be promoted through an unexported embedding), under the
// json tag's name where it is a valid one (else the Go name).
func Members(t *types.Type) []Member {
	var out []Member
	var st *gotypes.Struct
	if t.GoType != nil {
		st, _ = t.GoType.Underlying().(*gotypes.Struct)
	}
	for i, m := range t.Members {
		if m.Name == "" || !IsExported(m.Name) && !m.Embedded {
			continue
		}
		j, _ := tags.LookupJSON(m)
		if j.Omit {
			continue
		}
		name, _, _ := strings.Cut(reflect.StructTag(m.Tags).Get("json"), ",")
		tagged := name != "" && validJSONName(name)
		if !tagged {
			name = m.Name
		}
		inline := false
		if m.Embedded && !tagged {
			elem, _ := Deref(m.Type)
			inline = elem.Kind == types.Struct
			if !inline && !IsExported(m.Name) {
				continue // encoding/json ignores unexported embedded non-structs
			}
		}
		if inline {
			name = ""
		}
		jm := Member{Member: m, JSONName: name, Inline: inline, tagged: tagged, Omitempty: j.Omitempty,
			Omitzero: hasJSONOption(m.Tags, "omitzero")}
		if st != nil && i < st.NumFields() && st.Field(i).Name() == m.Name {
			jm.GoType = st.Field(i).Type()
			jm.field, jm.parent, jm.index = st.Field(i), t.GoType, i
		}
		out = append(out, jm)
	}
	return out
}

func IsExported(name string) bool { return name != "" && 'A' <= name[0] && name[0] <= 'Z' }

// IsObject reports whether a struct is an API object: it has a `metadata`
// member of type ObjectMeta. Member-level markers do not cross into nested
// objects (a pod template inside a Job is not the Job).
func IsObject(t *types.Type) bool {
	if t.Kind != types.Struct {
		return false
	}
	for _, m := range Members(t) {
		if elem, _ := Deref(m.Type); m.JSONName == "metadata" && elem.Name == ObjectMetaName {
			return true
		}
	}
	return false
}

// EmbedsTypeMeta reports whether t embeds metav1.TypeMeta (under any json
// tag: k8s.io/api uses more than one spelling).
func EmbedsTypeMeta(t *types.Type) bool {
	for _, m := range t.Members {
		if m.Embedded && m.Type.Name == TypeMetaName {
			return true
		}
	}
	return false
}

// IsKind: a named struct that embeds TypeMeta and has ObjectMeta metadata.
func IsKind(t *types.Type) bool {
	return t.Kind == types.Struct && EmbedsTypeMeta(t) && IsObject(t)
}

// ListItemKind returns the kind a list kind lists: a struct that embeds
// TypeMeta, has ListMeta metadata and an Items []Kind field.
func ListItemKind(t *types.Type) *types.Type {
	if t.Kind != types.Struct || !EmbedsTypeMeta(t) {
		return nil
	}
	hasListMeta := false
	var item *types.Type
	for _, m := range Members(t) {
		if m.JSONName == "metadata" && m.Type.Name == ListMetaName {
			hasListMeta = true
		}
		if m.Name == "Items" && m.Type.Kind == types.Slice {
			item = m.Type.Elem
		}
	}
	if !hasListMeta || item == nil || !IsKind(item) {
		return nil
	}
	return item
}

// IsInternalKind reports whether t is an internal version's kind: a named
// struct that embeds TypeMeta and has an ObjectMeta member, whatever its
// json tags (k8s.io/sample-apiserver's internal Flunder embeds both
// untagged, so IsKind, which wants the json name "metadata", says no).
func IsInternalKind(t *types.Type) bool {
	if t.Kind != types.Struct || !EmbedsTypeMeta(t) {
		return false
	}
	for _, m := range t.Members {
		if elem, _ := Deref(m.Type); elem.Name == ObjectMetaName {
			return true
		}
	}
	return false
}

// InternalListItem returns the internal kind an internal list kind lists:
// a struct that embeds TypeMeta, has a ListMeta member and an Items
// []Kind field, whatever its json tags.
func InternalListItem(t *types.Type) *types.Type {
	if t.Kind != types.Struct || !EmbedsTypeMeta(t) {
		return nil
	}
	hasListMeta := false
	var item *types.Type
	for _, m := range t.Members {
		if elem, _ := Deref(m.Type); elem.Name == ListMetaName {
			hasListMeta = true
		}
		if m.Name == "Items" && m.Type.Kind == types.Slice {
			item = m.Type.Elem
		}
	}
	if !hasListMeta || item == nil || !IsInternalKind(item) {
		return nil
	}
	return item
}

// hasJSONOption reports whether a struct tag's json key lists option.
func hasJSONOption(tag, option string) bool {
	_, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	return slices.Contains(strings.Split(opts, ","), option)
}

// validJSONName reports whether encoding/json takes a json tag's name as
// it is (isValidTag there): letters, digits and the punctuation it allows;
// with any other character it uses the Go name.
func validJSONName(name string) bool {
	for _, c := range name {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case unicode.IsLetter(c), unicode.IsDigit(c):
		default:
			return false
		}
	}
	return true
}
