package jsontype

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
		kind     Kind
		basic    string
		named    bool
		pointers int
	}{
		{"string", str, nil, String, "string", false, 0},
		{"enum", phase, nil, String, "string", true, 0},
		{"*enum", ptr(phase), nil, String, "string", true, 1},
		{"**int32", ptr(ptr(i32)), nil, Signed, "int32", false, 2},
		{"gengo byte", byteT, nil, Unsigned, "byte", false, 0},
		{"int8 from go/types", byteT, gotypes.Typ[gotypes.Int8], Signed, "int8", false, 0},
		{"float64", byteT, gotypes.Typ[gotypes.Float64], Float, "float64", false, 0},
		{"complex", byteT, gotypes.Typ[gotypes.Complex128], Unknown, "complex128", false, 0},
		{"[]byte", slice(byteT), nil, Bytes, "", false, 0},
		{"[]int8 from go/types", slice(byteT), gotypes.NewSlice(gotypes.Typ[gotypes.Int8]), List, "", false, 0},
		{"declared []byte", declared("Raw", slice(byteT)), nil, Bytes, "", false, 0},
		{"[]Part", slice(part), nil, List, "", false, 0},
		{"declared list", ptr(declared("PartList", slice(part))), nil, List, "", false, 1},
		{"declared map", declared("Labels", mapT), nil, Map, "", false, 0},
		{"struct", part, nil, Struct, "", false, 0},
		{"*metav1.Time", ptr(named(Metav1Pkg, "Time", types.Struct)), nil, Time, "", false, 1},
		{"metav1.MicroTime", named(Metav1Pkg, "MicroTime", types.Struct), nil, MicroTime, "", false, 0},
		{"metav1.Duration", named(Metav1Pkg, "Duration", types.Struct), nil, Duration, "", false, 0},
		{"IntOrString", named(IntstrPkg, "IntOrString", types.Struct), nil, IntOrString, "", false, 0},
		{"Quantity", named(QuantityPkg, "Quantity", types.Struct), nil, Quantity, "", false, 0},
		{"RawExtension", named("k8s.io/apimachinery/pkg/runtime", "RawExtension", types.Struct), nil, Opaque, "", false, 0},
		{"interface", &types.Type{Kind: types.Interface}, nil, Opaque, "", false, 0},
	}
	for _, c := range cases {
		s := Of(c.t, c.gt)
		if s.Kind != c.kind || s.Basic != c.basic || s.Named != c.named || s.Pointers != c.pointers {
			t.Errorf("%s: shape %v basic %q named %v pointers %d; want %v %q %v %d",
				c.name, s.Kind, s.Basic, s.Named, s.Pointers, c.kind, c.basic, c.named, c.pointers)
		}
	}
}
