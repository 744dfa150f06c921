package generators

import (
	"testing"

	"github.com/selectable-gen/selectable-gen/generators/internal/celgo"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// TestShapeMappings: every artifact decides about every shape, and they
// agree where they must. A shape added to shapeOf without a decision in
// each mapping fails here.
func TestShapeMappings(t *testing.T) {
	// What each mapping leaves out on purpose, and why.
	notCells := map[jsontype.Kind]string{jsontype.Unknown: "no JSON form", jsontype.Opaque: "runs on client-go's jsonpath"}
	notValues := map[jsontype.Kind]string{
		jsontype.Unknown: "no JSON form", jsontype.Float: "no exact string form (a CRD rejects number fields too)",
		jsontype.Quantity: "int-or-string in a CRD, which rejects it",
		jsontype.Opaque:   "not one value", jsontype.Struct: "not one value", jsontype.List: "not one value", jsontype.Map: "not one value",
	}
	notCompiledCEL := map[jsontype.Kind]string{
		jsontype.Unknown: "no JSON form", jsontype.Bytes: "cel-go", jsontype.IntOrString: "cel-go",
		jsontype.Opaque: "cel-go (dyn)",
	}
	celComposite := map[jsontype.Kind]bool{jsontype.Struct: true, jsontype.List: true, jsontype.Map: true}
	notCELScalar := map[jsontype.Kind]string{jsontype.Unknown: "dyn", jsontype.Opaque: "dyn"}

	for k := jsontype.Kind(0); k < jsontype.NumKinds; k++ {
		check := func(mapping string, in bool, why string, hasWhy bool) {
			switch {
			case in && hasWhy:
				t.Errorf("%s: shape %v is both mapped and left out (%s)", mapping, k, why)
			case !in && !hasWhy:
				t.Errorf("%s: shape %v is neither mapped nor left out with a reason", mapping, k)
			}
		}
		_, cell := cellKinds[k]
		why, ok := notCells[k]
		check("cellKinds", cell, why, ok)
		_, value := valueKinds[k]
		why, ok = notValues[k]
		check("valueKinds", value, why, ok)
		compiled := celgo.CompilesShape(k)
		why, ok = notCompiledCEL[k]
		check("celgo.CompilesShape", compiled, why, ok)
		_, scalar := celScalarTypes[k]
		why, ok = notCELScalar[k]
		check("celScalarTypes", scalar || celComposite[k], why, ok)

		// A selectable field's value can also be shown in a column and
		// read by CEL: the same value in every artifact.
		if value && (!cell || !scalar) {
			t.Errorf("shape %v is a selector value but has no cell (%v) or CEL type (%v)", k, cell, scalar)
		}
		if compiled && !scalar && !celComposite[k] {
			t.Errorf("shape %v is compiled from CEL but has no CEL type", k)
		}
	}
}
