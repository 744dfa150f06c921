package cel

import (
	"encoding/base64"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// Cell turns a CEL result into the cell of a column of columnType. The
// rules (docs/printer-columns.md) follow the KEP-4595 examples: a string
// column prints 1/1, READY, 24h7m10s, and lists as
// [[foo.example.com, bar.example.com], [baz.example.com]]. Other column
// types take values as the CRD convertor does: integer cells are int64,
// number float64, boolean bool, date an age. A null, an empty optional
// or a value of the wrong type gives a nil cell.
func Cell(columnType string, v ref.Val) any {
	if o, ok := v.(*types.Optional); ok {
		if !o.HasValue() {
			return nil
		}
		v = o.GetValue()
	}
	if v == types.NullValue || types.IsError(v) {
		return nil
	}
	switch columnType {
	case "string":
		return Render(v)
	case "any":
		// The value as it is: what a hand-written table's cell of type any holds.
		switch x := v.(type) {
		case types.Int:
			return int64(x)
		case types.Uint:
			if uint64(x) <= math.MaxInt64 {
				return int64(x)
			}
			return nil
		case types.Double:
			return float64(x)
		case types.Bool:
			return bool(x)
		case types.String:
			return string(x)
		}
		return Render(v)
	case "integer":
		switch n := v.(type) {
		case types.Int:
			return int64(n)
		case types.Uint:
			if uint64(n) <= math.MaxInt64 {
				return int64(n)
			}
		case types.Double:
			return int64(n)
		}
	case "number":
		switch n := v.(type) {
		case types.Int:
			return float64(n)
		case types.Uint:
			return float64(n)
		case types.Double:
			return float64(n)
		}
	case "boolean":
		if b, ok := v.(types.Bool); ok {
			return bool(b)
		}
	case "date":
		switch t := v.(type) {
		case types.Timestamp:
			return selectableruntime.DateCell(t.Time)
		case types.String:
			return selectableruntime.DateCellFromString(string(t))
		}
	}
	return nil
}

// Render prints a CEL value for a string column: strings as they are,
// numbers in decimal, durations as Go prints them (24h7m10s), timestamps
// in RFC 3339 (UTC), bytes in base64, lists as [a, b] and maps and objects
// as {key: value} with sorted keys; nested strings are not quoted.
func Render(v ref.Val) string {
	var b strings.Builder
	render(&b, v)
	return b.String()
}

func render(b *strings.Builder, v ref.Val) {
	switch x := v.(type) {
	case types.String:
		b.WriteString(string(x))
	case types.Int:
		b.WriteString(strconv.FormatInt(int64(x), 10))
	case types.Uint:
		b.WriteString(strconv.FormatUint(uint64(x), 10))
	case types.Double:
		b.WriteString(selectableruntime.FormatFloat(float64(x)))
	case types.Bool:
		b.WriteString(strconv.FormatBool(bool(x)))
	case types.Duration:
		b.WriteString(x.Duration.String())
	case types.Timestamp:
		b.WriteString(x.Time.UTC().Format(time.RFC3339Nano))
	case types.Bytes:
		b.WriteString(base64.StdEncoding.EncodeToString([]byte(x)))
	case types.Null:
		b.WriteString("null")
	case *types.Optional:
		if x.HasValue() {
			render(b, x.GetValue())
		} else {
			b.WriteString("optional.none()")
		}
	case *object:
		b.WriteString("{")
		first := true
		// In json name order, as an unstructured map prints: the CEL names
		// of keywords are escaped (__namespace__) and would sort apart.
		names := sortedKeys(x.t.jsonNames)
		sort.SliceStable(names, func(i, j int) bool { return x.t.jsonNames[names[i]] < x.t.jsonNames[names[j]] })
		for _, name := range names {
			if _, set := x.m[x.t.jsonNames[name]]; !set {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			b.WriteString(x.t.jsonNames[name])
			b.WriteString(": ")
			render(b, x.Get(types.String(name)))
		}
		b.WriteString("}")
	case traits.Lister:
		b.WriteString("[")
		for i := types.Int(0); i < x.Size().(types.Int); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			render(b, x.Get(i))
		}
		b.WriteString("]")
	case traits.Mapper:
		type entry struct {
			key string
			val ref.Val
		}
		var entries []entry
		for it := x.Iterator(); it.HasNext() == types.True; {
			k := it.Next()
			entries = append(entries, entry{Render(k), x.Get(k)})
		}
		sort.Slice(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
		b.WriteString("{")
		for i, e := range entries {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e.key)
			b.WriteString(": ")
			render(b, e.val)
		}
		b.WriteString("}")
	default:
		b.WriteString(strings.TrimSpace(fmtValue(v)))
	}
}

func fmtValue(v ref.Val) string {
	if s, ok := v.ConvertToType(types.StringType).(types.String); ok {
		return string(s)
	}
	return v.Type().TypeName()
}
