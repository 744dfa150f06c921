package generators

import (
	gotypes "go/types"
	"testing"

	"k8s.io/gengo/v2/types"
)

// TestShapeOf classifies hand-built gengo types of every shape, with and
// without go/types, through pointers and declared list and map types.
func TestShapeOf(t *testing.T) {
	named := func(pkg, name string, kind types.Kind) *types.Type {
		return &types.Type{Name: types.Name{Package: pkg, Name: name}, Kind: kind}
	}
	ptr := func(t *types.Type) *types.Type { return &types.Type{Kind: types.Pointer, Elem: t} }
	slice := func(t *types.Type) *types.Type { return &types.Type{Kind: types.Slice, Elem: t} }
	declared := func(name string, u *types.Type) *types.Type {
		return &types.Type{Name: types.Name{Package: "example.com/api", Name: name}, Kind: types.Alias, Underlying: u}
	}
	str := &types.Type{Name: types.Name{Name: "string"}, Kind: types.Builtin}
	byteT := &types.Type{Name: types.Name{Name: "byte"}, Kind: types.Builtin}
	i32 := &types.Type{Name: types.Name{Name: "int32"}, Kind: types.Builtin}
	phase := declared("Phase", str)
	part := named("example.com/api", "Part", types.Struct)
	mapT := &types.Type{Kind: types.Map, Key: str, Elem: str}

	cases := []struct {
		name     string
		t        *types.Type
		gt       gotypes.Type
		kind     shapeKind
		basic    string
		named    bool
		pointers int
	}{
		{"string", str, nil, shapeString, "string", false, 0},
		{"enum", phase, nil, shapeString, "string", true, 0},
		{"*enum", ptr(phase), nil, shapeString, "string", true, 1},
		{"**int32", ptr(ptr(i32)), nil, shapeSigned, "int32", false, 2},
		{"gengo byte", byteT, nil, shapeUnsigned, "byte", false, 0},
		{"int8 from go/types", byteT, gotypes.Typ[gotypes.Int8], shapeSigned, "int8", false, 0},
		{"float64", byteT, gotypes.Typ[gotypes.Float64], shapeFloat, "float64", false, 0},
		{"complex", byteT, gotypes.Typ[gotypes.Complex128], shapeUnknown, "complex128", false, 0},
		{"[]byte", slice(byteT), nil, shapeBytes, "", false, 0},
		{"[]int8 from go/types", slice(byteT), gotypes.NewSlice(gotypes.Typ[gotypes.Int8]), shapeList, "", false, 0},
		{"declared []byte", declared("Raw", slice(byteT)), nil, shapeBytes, "", false, 0},
		{"[]Part", slice(part), nil, shapeList, "", false, 0},
		{"declared list", ptr(declared("PartList", slice(part))), nil, shapeList, "", false, 1},
		{"declared map", declared("Labels", mapT), nil, shapeMap, "", false, 0},
		{"struct", part, nil, shapeStruct, "", false, 0},
		{"*metav1.Time", ptr(named(metav1Pkg, "Time", types.Struct)), nil, shapeTime, "", false, 1},
		{"metav1.MicroTime", named(metav1Pkg, "MicroTime", types.Struct), nil, shapeMicroTime, "", false, 0},
		{"metav1.Duration", named(metav1Pkg, "Duration", types.Struct), nil, shapeDuration, "", false, 0},
		{"IntOrString", named(intstrPkg, "IntOrString", types.Struct), nil, shapeIntOrString, "", false, 0},
		{"Quantity", named(quantityPkg, "Quantity", types.Struct), nil, shapeQuantity, "", false, 0},
		{"RawExtension", named("k8s.io/apimachinery/pkg/runtime", "RawExtension", types.Struct), nil, shapeOpaque, "", false, 0},
		{"interface", &types.Type{Kind: types.Interface}, nil, shapeOpaque, "", false, 0},
	}
	for _, c := range cases {
		s := shapeOf(c.t, c.gt)
		if s.kind != c.kind || s.basic != c.basic || s.named != c.named || s.pointers != c.pointers {
			t.Errorf("%s: shape %v basic %q named %v pointers %d; want %v %q %v %d",
				c.name, s.kind, s.basic, s.named, s.pointers, c.kind, c.basic, c.named, c.pointers)
		}
	}
}

// TestShapeMappings: every artifact decides about every shape, and they
// agree where they must. A shape added to shapeOf without a decision in
// each mapping fails here.
func TestShapeMappings(t *testing.T) {
	// What each mapping leaves out on purpose, and why.
	notCells := map[shapeKind]string{shapeUnknown: "no JSON form", shapeOpaque: "runs on client-go's jsonpath"}
	notValues := map[shapeKind]string{
		shapeUnknown: "no JSON form", shapeFloat: "no exact string form (a CRD rejects number fields too)",
		shapeQuantity: "int-or-string in a CRD, which rejects it",
		shapeOpaque:   "not one value", shapeStruct: "not one value", shapeList: "not one value", shapeMap: "not one value",
	}
	notCompiledCEL := map[shapeKind]string{
		shapeUnknown: "no JSON form", shapeBytes: "cel-go", shapeMicroTime: "cel-go", shapeIntOrString: "cel-go",
		shapeQuantity: "cel-go", shapeOpaque: "cel-go (dyn)", shapeMap: "cel-go",
	}
	celComposite := map[shapeKind]bool{shapeStruct: true, shapeList: true, shapeMap: true}
	notCELScalar := map[shapeKind]string{shapeUnknown: "dyn", shapeOpaque: "dyn"}

	for k := shapeKind(0); k < numShapeKinds; k++ {
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
		_, compiled := celKinds[k]
		why, ok = notCompiledCEL[k]
		check("celKinds", compiled, why, ok)
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
