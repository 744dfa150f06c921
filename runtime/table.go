package runtime

import (
	"encoding/json"
	"math"
	"strconv"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	apiruntime "k8s.io/apimachinery/pkg/runtime"
)

// Table cells, exactly as k8s.io/apiextensions-apiserver's CRD table
// convertor makes them from an object converted to unstructured: generated
// table convertors call these where a value needs more than a conversion.

// NameColumnDescription is the description of the Name column, as the CRD
// table convertor sets it (ObjectMeta's swagger doc of name).
var NameColumnDescription = metav1.ObjectMeta{}.SwaggerDoc()["name"]

// CreationTimestampDescription is the description of the Age column a kind
// without printer columns gets, as a CRD does.
var CreationTimestampDescription = metav1.ObjectMeta{}.SwaggerDoc()["creationTimestamp"]

// NullStringCell is what a string column shows for a JSON null: the text
// that client-go's jsonpath printer gives an invalid value.
const NullStringCell = "<no value>"

// DateCell is the cell of a date column for a time: its age, as kubectl
// shows it. The CRD convertor sees the time as RFC 3339 text, so the time
// is first truncated to whole seconds as that text is.
func DateCell(t time.Time) any {
	return HumanAge(metav1.NewTime(t.Truncate(time.Second)))
}

// DateCellFromString is the cell of a date column whose value is a string:
// an age, "<unknown>" for "" and "<invalid>" when it is not RFC 3339.
func DateCellFromString(s string) any {
	var t metav1.Time
	if err := t.UnmarshalQueryParameter(s); err != nil {
		return "<invalid>"
	}
	return HumanAge(t)
}

// UnsignedCell is the cell of an integer column for an unsigned 64-bit
// value: an int64 up to 2^63-1, as the CRD convertor has every JSON
// integer; above it the value itself, where upstream's conversion to
// unstructured fails and with it the whole table.
func UnsignedCell(v uint64) any {
	if v <= math.MaxInt64 {
		return int64(v)
	}
	return v
}

// FormatFloat prints a number as a string column does (fmt.Print of a
// float64: 1.5, 1e+21).
func FormatFloat(f float64) string {
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// JSONCell prints a struct, list or map value as a string column does:
// compact JSON of its unstructured form (so map keys are sorted and
// omitempty fields left out); a value whose unstructured form is a scalar
// (its own MarshalJSON writes a string, a number or a bool) prints as that
// scalar does. A value that cannot be converted gives a nil
// cell, as a print error does upstream.
func JSONCell(v any) any {
	// Lists and maps of strings print the same from the typed value as
	// from its unstructured form, without converting it.
	switch x := v.(type) {
	case []string:
		if x == nil {
			return NullStringCell
		}
		return marshalCell(x)
	case map[string]string:
		if x == nil {
			return NullStringCell
		}
		return marshalCell(x)
	}
	var wrapper struct {
		V any `json:"v"`
	}
	wrapper.V = v
	u, err := apiruntime.DefaultUnstructuredConverter.ToUnstructured(&wrapper)
	if err != nil {
		return nil
	}
	switch x := u["v"].(type) {
	case nil:
		return NullStringCell
	case string:
		// A type that marshals itself to a JSON string (an IP address
		// wrapping netip.Addr): the CRD convertor prints the string, as
		// for any string value.
		return x
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return FormatFloat(x)
	}
	out, err := json.Marshal(u["v"])
	if err != nil {
		return nil
	}
	return string(out)
}

func marshalCell(v any) any {
	out, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return string(out)
}

// JSONValueCell converts an unstructured value to the cell of a column of
// the given type, as the CRD table convertor does for non-string columns.
func JSONValueCell(columnType string, value any) any {
	if value == nil {
		return nil
	}
	switch columnType {
	case "integer":
		switch v := value.(type) {
		case int64:
			return v
		case float64:
			return int64(v)
		case json.Number:
			if i, err := v.Int64(); err == nil {
				return i
			}
		}
	case "number":
		switch v := value.(type) {
		case int64:
			return float64(v)
		case float64:
			return v
		case json.Number:
			if f, err := v.Float64(); err == nil {
				return f
			}
		}
	case "boolean":
		if b, ok := value.(bool); ok {
			return b
		}
	case "string":
		if s, ok := value.(string); ok {
			return s
		}
	case "date":
		if s, ok := value.(string); ok {
			return DateCellFromString(s)
		}
	}
	return nil
}

// PrinterColumn describes one declared printer column the way a CRD's
// additionalPrinterColumns entry does, for CRD output and discovery.
type PrinterColumn struct {
	Name        string `json:"name"`
	Type        string `json:"type"`
	Format      string `json:"format,omitempty"`
	Description string `json:"description,omitempty"`
	Priority    int32  `json:"priority,omitempty"`
	JSONPath    string `json:"jsonPath,omitempty"`
	// Expression is a CEL expression (KEP-4595), exclusive with JSONPath.
	Expression string `json:"expression,omitempty"`
	// Placeholder, when set, is the cell where the value is absent (a
	// generated table's; a CRD has none, and its cell is null); "" is a
	// placeholder too, an empty cell.
	Placeholder *string `json:"-"`
	// CellType, when set, is how the cells are rendered, where the
	// definition's Type differs (hand-written tables); a CRD column of this
	// type renders them alike.
	CellType string `json:"-"`
	// NameColumn: this column is the table's Name column, in its place
	// (a generated table's; a CRD's table starts with its own).
	NameColumn bool `json:"-"`
	// CellOnly: rows carry this column's cell, the table has no definition
	// for it (kube-apiserver's IPAddress age; a CRD has no such column).
	CellOnly bool `json:"-"`
}

// CellOr returns cell, or placeholder where cell is null (the value is
// absent): the cell of a column declared with a placeholder.
func CellOr(cell any, placeholder string) any {
	if cell == nil {
		return placeholder
	}
	return cell
}

// Placeholder returns a PrinterColumn's Placeholder of text.
func Placeholder(text string) *string { return &text }

// Content converts an object to the unstructured content CEL columns and
// client-go's jsonpath read, as the CRD table convertor converts typed
// objects; a failure gives nil content, in which every such column is empty.
func Content(obj any) map[string]any {
	content, err := apiruntime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		return nil
	}
	return content
}
