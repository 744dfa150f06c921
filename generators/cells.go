package generators

import (
	"fmt"
	gotypes "go/types"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// cellKind is how the value at the end of a column's path becomes a table
// cell. Each kind mirrors what runtime.DefaultUnstructuredConverter makes of
// the Go value (the CRD table convertor's input) and what the convertor
// then makes of that.
type cellKind int

const (
	cellString      cellKind = iota + 1 // unstructured string
	cellBool                            // bool
	cellSigned                          // int64
	cellUnsigned                        // int64 (converter), printed as decimal
	cellFloat                           // float64
	cellTime                            // metav1.Time: RFC 3339 string, zero is null
	cellMicroTime                       // metav1.MicroTime: RFC 3339 with microseconds, zero is null
	cellDuration                        // metav1.Duration: its String()
	cellIntOrString                     // int64 or string
	cellQuantity                        // resource.Quantity: its String()
	cellBytes                           // []byte: base64 string
	cellJSON                            // struct, list or map: compact JSON in string columns
)

// cellRule is the cell kind of a leaf type and its basic type.
type cellRule struct {
	kind  cellKind
	basic string
	named bool
}

// cellKinds maps shapes to cells; shapes without an entry (free-form JSON,
// unknown types) are not modelled, and their columns run on client-go.
var cellKinds = map[jsontype.Kind]cellKind{
	jsontype.String:      cellString,
	jsontype.Bool:        cellBool,
	jsontype.Signed:      cellSigned,
	jsontype.Unsigned:    cellUnsigned,
	jsontype.Float:       cellFloat,
	jsontype.Bytes:       cellBytes,
	jsontype.Time:        cellTime,
	jsontype.MicroTime:   cellMicroTime,
	jsontype.Duration:    cellDuration,
	jsontype.IntOrString: cellIntOrString,
	jsontype.Quantity:    cellQuantity,
	jsontype.Struct:      cellJSON,
	jsontype.List:        cellJSON,
	jsontype.Map:         cellJSON,
}

// leafCellRule classifies a leaf type (pointers stripped). ok is false for
// values the generator does not model; their columns run on client-go.
func leafCellRule(t *types.Type, goType gotypes.Type) (cellRule, bool) {
	s := jsontype.Of(t, goType)
	kind, ok := cellKinds[s.Kind]
	if !ok {
		return cellRule{}, false
	}
	r := cellRule{kind: kind}
	if s.IsBasic() {
		r.basic, r.named = s.Basic, s.Named
	}
	return r, true
}

// columnTypes lists the column types that can show a value of the
// rule; any other type would give an empty cell for every object.
func (r cellRule) columnTypes() []string {
	switch r.kind {
	case cellString, cellQuantity:
		return []string{"string", "date"}
	case cellBool:
		return []string{"string", "boolean"}
	case cellSigned, cellUnsigned, cellFloat:
		return []string{"string", "integer", "number"}
	case cellTime, cellMicroTime:
		return []string{"string", "date"}
	case cellIntOrString:
		return []string{"string", "integer", "number", "date"}
	}
	return []string{"string"}
}

// checkColumnType returns why a column of colType can never show the leaf.
func (r cellRule) checkColumnType(colType string, leaf *types.Type) string {
	valid := r.columnTypes()
	for _, v := range valid {
		if v == colType {
			return ""
		}
	}
	article := "a"
	if strings.ContainsRune("aeiou", rune(colType[0])) {
		article = "an"
	}
	return fmt.Sprintf("%s %s column never shows a value of %s (every cell would be empty); use type=%s",
		article, colType, jsontype.Describe(leaf), strings.Join(valid, " or type="))
}
