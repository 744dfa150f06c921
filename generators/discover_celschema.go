package generators

import (
	"path"
	"strconv"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// celSchemaBuilder adds the CEL view of Go types to a package's CEL
// types, as discovery meets its kinds with CEL columns.
type celSchemaBuilder struct {
	s     *celTypes
	index *markerIndex
	// provide: use the runtime's meta/v1 types (false only in the test
	// that derives them from the Go types to compare).
	provide bool
}

func newCELSchemaBuilder(s *celTypes, index *markerIndex, provide bool) *celSchemaBuilder {
	if provide && len(s.names) == 0 {
		// The provided objects' names (metav1.ObjectMeta) are taken from
		// the start, so that a package of its own called metav1 is named
		// apart whichever comes first.
		for _, provided := range selectablecel.MetaV1Types {
			s.names[provided().Name] = true
		}
	}
	return &celSchemaBuilder{s: s, index: index, provide: provide}
}

// newCELSchema returns the CEL view of a kind's types, among those of the
// other kinds of its package.
func (d *discovery) newCELSchema(k *Kind) *celSchema {
	s := d.celTypes[k.Package]
	if s == nil {
		s = newCELTypes()
		d.celTypes[k.Package] = s
	}
	return &celSchema{self: newCELSchemaBuilder(s, d.index, true).typeOf(k.Type, nil, ""), types: s}
}

// sizeBound is the size bound API authors already declare for validation
// on a list or map member (+kubebuilder:validation:MaxItems, +k8s:maxItems,
// or MaxProperties, maxProperties; the first written), 0 when none: it
// bounds cost estimates.
func (b *celSchemaBuilder) sizeBound(owner *types.Type, member string) int64 {
	if owner == nil {
		return 0
	}
	m := findOne(b.index.forMember(owner, member), markers.NameKubebuilderMaxItems, markers.NameKubebuilderMaxProperties,
		markers.NameMaxItems, markers.NameMaxProperties)
	if m == nil {
		return 0
	}
	return m.Value.Int()
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

// typeOf maps a Go type to its CEL type: the type of member of struct
// owner, or of an element (owner nil).
func (b *celSchemaBuilder) typeOf(t, owner *types.Type, member string) *selectablecel.Type {
	sh := jsontype.Of(t, nil)
	switch sh.Kind {
	case jsontype.List:
		return selectablecel.ListOf(b.typeOf(sh.Elem.Elem, nil, ""), b.sizeBound(owner, member))
	case jsontype.Map:
		return selectablecel.MapOf(b.typeOf(sh.Elem.Elem, nil, ""), b.sizeBound(owner, member))
	case jsontype.Struct:
		if jsontype.HasOwnJSON(sh.Elem, nil) {
			// It marshals itself (an IP address type writing a string):
			// its fields are not what the content holds, its JSON is. A
			// string when its OpenAPI type says so, as a CRD's schema
			// would; else dyn, as its value decides.
			if m := findOne(b.index.forType(sh.Elem), markers.NameKubebuilderType); m != nil && m.Value.Text == "string" {
				b.s.jsonStrings[sh.Elem] = true
				return selectablecel.StringType
			}
			return selectablecel.DynType
		}
		return b.object(sh.Elem).cel
	}
	if scalar, ok := celScalarTypes[sh.Kind]; ok {
		return scalar
	}
	return selectablecel.DynType
}

// object returns the CEL object of a Go struct, creating it (and its
// fields, recursively) on first use, or taking the runtime's.
func (b *celSchemaBuilder) object(t *types.Type) *celObject {
	if o, ok := b.s.byType[t]; ok {
		return o
	}
	if provided, ok := selectablecel.MetaV1Types[t.Name.Name]; ok && b.provide && t.Name.Package == selectablecel.MetaV1Package {
		o := &celObject{goType: t, cel: provided(), provided: t.Name.Name + "Type"}
		b.s.byType[t], b.s.byCEL[o.cel] = o, o
		// The structs it reaches are provided too (ObjectMeta's
		// OwnerReference): record them, so that their Go structs are known
		// by CEL name (compileSelf).
		for _, m := range jsontype.Members(t) {
			b.typeOf(m.Type, t, m.Name)
		}
		return o
	}
	// A struct type without a name (a member declared `struct{...}`) is
	// "anonymous": gengo names it by its Go literal, which is no name.
	goName, name := t.Name.Name, path.Base(t.Name.Package)+"."+t.Name.Name
	if t.Name.Package == "" {
		goName, name = "anonymous", "anonymous"
	}
	for base, i := name, 2; b.s.names[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	b.s.names[name] = true
	o := &celObject{goType: t, cel: selectablecel.NewObject(name)}
	o.varName = gocode.LowerInitials(goName) + "Type"
	for base, i := o.varName, 2; b.s.vars[o.varName]; i++ {
		o.varName = base + strconv.Itoa(i)
	}
	b.s.vars[o.varName] = true
	b.s.byType[t], b.s.byCEL[o.cel] = o, o
	b.s.objects = append(b.s.objects, o)
	b.addFields(o, t)
	return o
}

// addFields adds t's serialized fields to o, as encoding/json writes them
// (inline members flattened, jsontype.Fields).
func (b *celSchemaBuilder) addFields(o *celObject, t *types.Type) {
	for _, f := range jsontype.Fields(t) {
		m := f.Member()
		owner := t
		if len(f.Steps) > 1 {
			owner, _ = jsontype.Deref(f.Steps[len(f.Steps)-2].Type)
		}
		ft := b.typeOf(m.Type, owner, m.Name)
		o.cel.Field(f.Name, ft)
		o.fields = append(o.fields, celField{jsonName: f.Name, t: ft})
	}
}
