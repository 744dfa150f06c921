package generators

import (
	"k8s.io/gengo/v2/types"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// celSchema is the CEL view of a kind's Go types, built once per kind that
// has CEL columns: the generator type-checks expressions against it, and
// writes it into the generated code so cel-go sees the same types at run
// time.
type celSchema struct {
	self *selectablecel.Type
	// objects in creation order, with their Go types and variable names.
	objects []*celObject
}

// celObject is the CEL object type of one Go struct, and the variable that
// holds it in the generated schema.
type celObject struct {
	goType  *types.Type
	cel     *selectablecel.Type
	varName string
	// fields in order, inline members flattened.
	fields []celField
}

// celField is one field of a CEL object: its json name and CEL type.
type celField struct {
	jsonName string
	t        *selectablecel.Type
}
