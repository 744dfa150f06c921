package generators

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The CEL types a package's cel-go evaluators read, written once per
// package: one object per Go struct, by name, shared by every kind of the
// package (Deployment and StatefulSet read one PodSpec), meta/v1's taken
// from runtime/cel, and none at all when every column compiles to Go.

// The package-level identifiers of the CEL types.
const (
	celTypesStruct = "celObjectTypes"
	celTypesVar    = "celTypes"
)

// emitCELTypes prints the CEL object types the package's cel-go
// evaluators need, when any kind has one: a struct with a field per
// object, built once on first use.
func (g *tableGenerator) emitCELTypes(w io.Writer, plans []*tablePlan) {
	var selves []*selectablecel.Type
	var kinds []string
	var types *celTypes
	for _, p := range plans {
		if p.celGo {
			selves = append(selves, p.kind.cel.self)
			kinds = append(kinds, p.kind.Name)
			types = p.kind.cel.types
		}
	}
	if types == nil {
		return
	}
	objects := types.reachable(selves)
	cel := g.im.Ref(celRuntimePkg)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the CEL object types that the cel-go evaluators of %s read: "+
		"a Go struct's fields by json name, metav1.Time as timestamp, lists and maps; the meta/v1 structs are runtime/cel's.",
		celTypesStruct, strings.Join(kinds, ", "))))
	fmt.Fprintf(w, "type %s struct {\n", celTypesStruct)
	for _, o := range objects {
		fmt.Fprintf(w, "\t%s *%s.Type\n", o.varName, cel)
	}
	fmt.Fprint(w, "}\n\n")
	fmt.Fprint(w, docComment(fmt.Sprintf("%s builds the %s once, on first use: never at package init, "+
		"and never in a process that evaluates no column on cel-go.", celTypesVar, celTypesStruct)))
	fmt.Fprintf(w, "var %s = %s.OnceValue(func() *%s {\n", celTypesVar, g.im.Ref("sync"), celTypesStruct)
	fmt.Fprintf(w, "\tt := &%s{\n", celTypesStruct)
	for _, o := range objects {
		fmt.Fprintf(w, "\t\t%s: %s.NewObject(%s),\n", o.varName, cel, strconv.Quote(o.cel.Name))
	}
	fmt.Fprint(w, "\t}\n")
	for _, o := range objects {
		for _, f := range o.fields {
			fmt.Fprintf(w, "\tt.%s.Field(%s, %s)\n", o.varName, strconv.Quote(f.jsonName), celTypeSource(f.t, cel, types))
		}
	}
	fmt.Fprint(w, "\treturn t\n})\n\n")
}

// celTypeSource is the Go source of CEL type t inside celTypes' builder:
// an object's field of t or the runtime's function, a list or map built
// from its element's source, or a scalar of the runtime package (imported
// as cel).
func celTypeSource(t *selectablecel.Type, cel string, types *celTypes) string {
	switch t.Kind {
	case selectablecel.Object:
		if o := types.byCEL[t]; o.provided != "" {
			return cel + "." + o.provided + "()"
		}
		return "t." + types.byCEL[t].varName
	case selectablecel.List:
		return fmt.Sprintf("%s.ListOf(%s, %d)", cel, celTypeSource(t.Elem, cel, types), t.MaxItems)
	case selectablecel.Map:
		return fmt.Sprintf("%s.MapOf(%s, %d)", cel, celTypeSource(t.Elem, cel, types), t.MaxItems)
	}
	return cel + "." + celScalarNames[t.Kind]
}

// celScalarNames are the variables of the runtime package's scalar types.
var celScalarNames = map[selectablecel.Kind]string{
	selectablecel.Dyn:         "DynType",
	selectablecel.String:      "StringType",
	selectablecel.Int:         "IntType",
	selectablecel.Double:      "DoubleType",
	selectablecel.Bool:        "BoolType",
	selectablecel.Bytes:       "BytesType",
	selectablecel.Timestamp:   "TimestampType",
	selectablecel.Duration:    "DurationType",
	selectablecel.IntOrString: "IntOrStringType",
}
