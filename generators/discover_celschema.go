package generators

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// celRuntimePkg is the runtime package for CEL columns, imported under
// celRuntimeName.
const (
	celRuntimePkg  = gocode.RuntimePkg + "/cel"
	celRuntimeName = "selectablecel"
)

// celSchema is the CEL view of a kind's Go types, built once per kind that
// has CEL columns: the generator type-checks expressions against it, and
// writes it into the generated code so cel-go sees the same types at run
// time.
type celSchema struct {
	self *selectablecel.Type
	// objects in creation order, with their Go types and variable names.
	objects []*celObject
	byType  map[*types.Type]*celObject
	names   map[string]bool
	vars    map[string]bool
}

type celObject struct {
	goType  *types.Type
	cel     *selectablecel.Type
	varName string
	// fields in order: json name and the Go source of the field's type.
	fields []celField
}

type celField struct {
	jsonName string
	source   string
}

func newCELSchema(kind *types.Type) *celSchema {
	s := &celSchema{byType: map[*types.Type]*celObject{}, names: map[string]bool{}, vars: map[string]bool{}}
	s.self, _ = s.typeOf(kind, nil)
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

// celScalarTypes are the CEL types of the shapes that are not composite,
// with the Go source of each; shapes without an entry are dyn.
var celScalarTypes = map[jsontype.Kind]struct {
	t   *selectablecel.Type
	src string
}{
	jsontype.String:      {selectablecel.StringType, "StringType"},
	jsontype.Bool:        {selectablecel.BoolType, "BoolType"},
	jsontype.Signed:      {selectablecel.IntType, "IntType"},
	jsontype.Unsigned:    {selectablecel.IntType, "IntType"},
	jsontype.Float:       {selectablecel.DoubleType, "DoubleType"},
	jsontype.Bytes:       {selectablecel.BytesType, "BytesType"},
	jsontype.Time:        {selectablecel.TimestampType, "TimestampType"},
	jsontype.MicroTime:   {selectablecel.TimestampType, "TimestampType"},
	jsontype.Duration:    {selectablecel.DurationType, "DurationType"},
	jsontype.IntOrString: {selectablecel.IntOrStringType, "IntOrStringType"},
	jsontype.Quantity:    {selectablecel.StringType, "StringType"},
}

// typeOf maps a Go type to its CEL type and the Go source that builds it.
func (s *celSchema) typeOf(t *types.Type, member *types.Member) (*selectablecel.Type, string) {
	const p = celRuntimeName + "."
	sh := jsontype.Of(t, nil)
	switch sh.Kind {
	case jsontype.List:
		et, src := s.typeOf(sh.Elem.Elem, nil)
		n := maxItemsOf(member)
		return selectablecel.ListOf(et, n), fmt.Sprintf("%sListOf(%s, %d)", p, src, n)
	case jsontype.Map:
		et, src := s.typeOf(sh.Elem.Elem, nil)
		n := maxItemsOf(member)
		return selectablecel.MapOf(et, n), fmt.Sprintf("%sMapOf(%s, %d)", p, src, n)
	case jsontype.Struct:
		o := s.object(sh.Elem)
		return o.cel, o.varName
	}
	if scalar, ok := celScalarTypes[sh.Kind]; ok {
		return scalar.t, p + scalar.src
	}
	return selectablecel.DynType, p + "DynType"
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
		ft, src := s.typeOf(m.Type, &member)
		o.cel.Field(m.JSONName, ft)
		o.fields = append(o.fields, celField{jsonName: m.JSONName, source: src})
	}
}

// source is the Go source of a function literal that builds the schema.
func (s *celSchema) source() string {
	var b strings.Builder
	b.WriteString("func() *" + celRuntimeName + ".Type {\n")
	for _, o := range s.objects {
		fmt.Fprintf(&b, "\t%s := %s.NewObject(%s)\n", o.varName, celRuntimeName, strconv.Quote(o.cel.Name))
	}
	for _, o := range s.objects {
		for _, f := range o.fields {
			fmt.Fprintf(&b, "\t%s.Field(%s, %s)\n", o.varName, strconv.Quote(f.jsonName), f.source)
		}
	}
	fmt.Fprintf(&b, "\treturn %s\n}()", s.objects[0].varName)
	return b.String()
}
