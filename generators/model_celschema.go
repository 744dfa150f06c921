package generators

import (
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// celSchema is the CEL view of one kind's types: the type of self, among
// the CEL types of the kind's package.
type celSchema struct {
	self  *selectablecel.Type
	types *celTypes
	// goStructs are the Go structs of the package's CEL objects by CEL
	// name, made on first use (compileSelf).
	goStructs map[string]*types.Type
}

// compileSelf is the kind as the CEL compiler reads it: its Go type, and
// the Go structs of the CEL object types of its package by CEL name (all
// those its self reaches are there once its schema is built).
func (k *Kind) compileSelf() celgo.Self {
	self := celgo.Self{Type: k.Type}
	if k.cel != nil {
		if k.cel.goStructs == nil {
			k.cel.goStructs = map[string]*types.Type{}
			for cel, o := range k.cel.types.byCEL {
				k.cel.goStructs[cel.Name] = o.goType
			}
		}
		self.Objects, self.JSONStrings = k.cel.goStructs, k.cel.types.jsonStrings
	}
	return self
}

// celTypes is the CEL view of the Go types one package's kinds' columns
// read, built once per package with CEL columns and shared by its kinds:
// the generator type-checks expressions against it, and writes the objects
// that cel-go evaluates into the generated code once, by name, so cel-go
// sees the same types at run time.
type celTypes struct {
	// objects in creation order, with their Go types and the names the
	// generated code gives them; the meta/v1 objects the runtime provides
	// are not among them.
	objects []*celObject
	// byCEL finds an object, written or provided, by its CEL type; byType
	// by its Go type. names and vars are the CEL names and the generated
	// names taken.
	byCEL       map[*selectablecel.Type]*celObject
	byType      map[*types.Type]*celObject
	names, vars map[string]bool
	// jsonStrings are the Go types that marshal themselves to a JSON
	// string (+kubebuilder:validation:Type=string): CEL strings.
	jsonStrings map[*types.Type]bool
}

// newCELTypes returns a package's CEL types before any kind's are added.
func newCELTypes() *celTypes {
	return &celTypes{byCEL: map[*selectablecel.Type]*celObject{}, byType: map[*types.Type]*celObject{},
		names: map[string]bool{}, vars: map[string]bool{}, jsonStrings: map[*types.Type]bool{}}
}

// celObject is the CEL object type of one Go struct: one the generated
// code builds (fields) or one the runtime provides (provided names its
// function in runtime/cel).
type celObject struct {
	goType   *types.Type
	cel      *selectablecel.Type
	varName  string
	provided string
	// fields in order, inline members flattened.
	fields []celField
}

// celField is one field of a CEL object: its json name and CEL type.
type celField struct {
	jsonName string
	t        *selectablecel.Type
}

// reachable returns the objects the generated code must build for the
// selves given: those reachable from them, in creation order.
func (ct *celTypes) reachable(selves []*selectablecel.Type) []*celObject {
	seen := map[*selectablecel.Type]bool{}
	var walk func(t *selectablecel.Type)
	walk = func(t *selectablecel.Type) {
		switch t.Kind {
		case selectablecel.List, selectablecel.Map:
			walk(t.Elem)
		case selectablecel.Object:
			o := ct.byCEL[t]
			if seen[t] || o == nil || o.provided != "" {
				return
			}
			seen[t] = true
			for _, f := range o.fields {
				walk(f.t)
			}
		}
	}
	for _, self := range selves {
		walk(self)
	}
	var out []*celObject
	for _, o := range ct.objects {
		if seen[o.cel] {
			out = append(out, o)
		}
	}
	return out
}
