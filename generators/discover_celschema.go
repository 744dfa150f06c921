package generators

import (
	"path"
	"regexp"
	"strconv"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// newCELSchema builds the CEL view of a kind's types.
func newCELSchema(kind *types.Type) *celSchema {
	s := &celSchema{byType: map[*types.Type]*celObject{}, names: map[string]bool{}, vars: map[string]bool{}}
	s.self = s.typeOf(kind, nil)
	return s
}

// maxItemsRE reads the size bounds API authors already declare for
// validation; they bound cost estimates.
var maxItemsRE = regexp.MustCompile(`^\s*\+(?:kubebuilder:validation:MaxItems|kubebuilder:validation:MaxProperties|k8s:maxItems|k8s:maxProperties)=(\d+)\s*$`)

func maxItemsOf(m *types.Member) int64 {
	if m == nil {
		return 0
	}
	for _, l := range m.CommentLines {
		if g := maxItemsRE.FindStringSubmatch(l); g != nil {
			n, _ := strconv.ParseInt(g[1], 10, 64)
			return n
		}
	}
	return 0
}

// celScalarTypes are the CEL types of the shapes that are not composite;
// shapes without an entry are dyn.
var celScalarTypes = map[jsontype.Kind]*selectablecel.Type{
	jsontype.String:      selectablecel.StringType,
	jsontype.Bool:        selectablecel.BoolType,
	jsontype.Signed:      selectablecel.IntType,
	jsontype.Unsigned:    selectablecel.IntType,
	jsontype.Float:       selectablecel.DoubleType,
	jsontype.Bytes:       selectablecel.BytesType,
	jsontype.Time:        selectablecel.TimestampType,
	jsontype.MicroTime:   selectablecel.TimestampType,
	jsontype.Duration:    selectablecel.DurationType,
	jsontype.IntOrString: selectablecel.IntOrStringType,
	jsontype.Quantity:    selectablecel.StringType,
}

// typeOf maps a Go type to its CEL type.
func (s *celSchema) typeOf(t *types.Type, member *types.Member) *selectablecel.Type {
	sh := jsontype.Of(t, nil)
	switch sh.Kind {
	case jsontype.List:
		return selectablecel.ListOf(s.typeOf(sh.Elem.Elem, nil), maxItemsOf(member))
	case jsontype.Map:
		return selectablecel.MapOf(s.typeOf(sh.Elem.Elem, nil), maxItemsOf(member))
	case jsontype.Struct:
		return s.object(sh.Elem).cel
	}
	if scalar, ok := celScalarTypes[sh.Kind]; ok {
		return scalar
	}
	return selectablecel.DynType
}

// object returns the CEL object of a Go struct, creating it (and its
// fields, recursively) on first use.
func (s *celSchema) object(t *types.Type) *celObject {
	if o, ok := s.byType[t]; ok {
		return o
	}
	name := path.Base(t.Name.Package) + "." + t.Name.Name
	if t.Name.Name == "" {
		name = "anonymous"
	}
	for base, i := name, 2; s.names[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	s.names[name] = true
	o := &celObject{goType: t, cel: selectablecel.NewObject(name)}
	o.varName = lowerFirst(t.Name.Name) + "Type"
	for base, i := o.varName, 2; s.vars[o.varName]; i++ {
		o.varName = base + strconv.Itoa(i)
	}
	s.vars[o.varName] = true
	s.byType[t] = o
	s.objects = append(s.objects, o)
	s.addFields(o, t)
	return o
}

// addFields adds t's serialized fields to o, inline members flattened.
func (s *celSchema) addFields(o *celObject, t *types.Type) {
	for _, m := range jsontype.Members(t) {
		elem, _ := jsontype.Deref(m.Type)
		if m.Inline && elem.Kind == types.Struct {
			s.addFields(o, elem)
			continue
		}
		member := m.Member
		ft := s.typeOf(m.Type, &member)
		o.cel.Field(m.JSONName, ft)
		o.fields = append(o.fields, celField{jsonName: m.JSONName, t: ft})
	}
}
