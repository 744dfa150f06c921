package cel

import (
	"encoding/base64"
	"fmt"
	"reflect"
	"time"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
)

// Value converts an unstructured value (as runtime.DefaultUnstructuredConverter
// makes it: map[string]any, []any, string, int64, float64, bool, nil) to a
// CEL value of type t. Objects stay lazy: a field is converted when read.
func Value(t *Type, v any) ref.Val {
	if v == nil {
		return types.NullValue
	}
	switch t.Kind {
	case String:
		if s, ok := v.(string); ok {
			return types.String(s)
		}
	case Int:
		switch n := v.(type) {
		case int64:
			return types.Int(n)
		case float64:
			return types.Int(int64(n))
		}
	case Double:
		switch n := v.(type) {
		case float64:
			return types.Double(n)
		case int64:
			return types.Double(float64(n))
		}
	case Bool:
		if b, ok := v.(bool); ok {
			return types.Bool(b)
		}
	case Bytes:
		if s, ok := v.(string); ok {
			b, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				return types.NewErr("invalid base64 bytes: %v", err)
			}
			return types.Bytes(b)
		}
	case Timestamp:
		if s, ok := v.(string); ok {
			ts, err := time.Parse(time.RFC3339, s)
			if err != nil {
				return types.NewErr("invalid timestamp %q: %v", s, err)
			}
			return types.Timestamp{Time: ts}
		}
	case Duration:
		if s, ok := v.(string); ok {
			d, err := time.ParseDuration(s)
			if err != nil {
				return types.NewErr("invalid duration %q: %v", s, err)
			}
			return types.Duration{Duration: d}
		}
	case IntOrString:
		switch n := v.(type) {
		case int64:
			return types.Int(n)
		case string:
			return types.String(n)
		}
	case List:
		if l, ok := v.([]any); ok {
			elems := make([]ref.Val, len(l))
			for i, e := range l {
				elems[i] = Value(t.Elem, e)
			}
			return types.NewRefValList(types.DefaultTypeAdapter, elems)
		}
	case Map:
		if m, ok := v.(map[string]any); ok {
			entries := make(map[ref.Val]ref.Val, len(m))
			for k, e := range m {
				entries[types.String(k)] = Value(t.Elem, e)
			}
			return types.NewRefValMap(types.DefaultTypeAdapter, entries)
		}
	case Object:
		if m, ok := v.(map[string]any); ok {
			return &object{t: t, m: m}
		}
	case Dyn:
		return types.DefaultTypeAdapter.NativeToValue(v)
	}
	return types.NewErr("value %v of type %T does not fit %s", v, v, t.describe())
}

func (t *Type) describe() string {
	if t.Kind == Object {
		return t.Name
	}
	return t.celType().String()
}

// object is an object value: the unstructured map and its schema. Its
// fields follow JSON: a field left out of the map (omitempty) is not set.
type object struct {
	t *Type
	m map[string]any
}

var (
	_ traits.Indexer     = (*object)(nil)
	_ traits.FieldTester = (*object)(nil)
)

// Get returns a field, or an error for a field that is not set. A null
// is not set either (IsSet): a CRD's API server drops it, and reading
// the field there is "no such key", so null == x is an error here too,
// as in compiled code, not false.
func (o *object) Get(index ref.Val) ref.Val {
	name, ok := index.(types.String)
	if !ok {
		return types.ValOrErr(index, "no such overload")
	}
	ft, ok := o.t.fields[string(name)]
	if !ok {
		return types.NewErr("no such field: %s", name)
	}
	v, ok := o.m[o.t.jsonNames[string(name)]]
	if !ok || v == nil {
		return types.NewErr("no such key: %s", name)
	}
	return Value(ft, v)
}

// IsSet reports whether a field is present (has()): in the map, not null.
func (o *object) IsSet(field ref.Val) ref.Val {
	name, ok := field.(types.String)
	if !ok {
		return types.ValOrErr(field, "no such overload")
	}
	if _, ok := o.t.fields[string(name)]; !ok {
		return types.NewErr("no such field: %s", name)
	}
	// A null is not set: a CRD's API server drops the nulls of fields
	// that are not nullable, so Kubernetes' has() never sees one.
	v, set := o.m[o.t.jsonNames[string(name)]]
	return types.Bool(set && v != nil)
}

func (o *object) ConvertToNative(typeDesc reflect.Type) (any, error) {
	if reflect.TypeOf(o.m).AssignableTo(typeDesc) {
		return o.m, nil
	}
	return nil, fmt.Errorf("type conversion error from '%s' to '%v'", o.t.Name, typeDesc)
}

func (o *object) ConvertToType(typeVal ref.Type) ref.Val {
	if typeVal == types.TypeType {
		return o.Type().(*types.Type)
	}
	if typeVal.TypeName() == o.t.Name {
		return o
	}
	return types.NewErr("type conversion error from '%s' to '%s'", o.t.Name, typeVal.TypeName())
}

// Equal compares field by field, as CEL compares objects.
func (o *object) Equal(other ref.Val) ref.Val {
	oo, ok := other.(*object)
	if !ok || oo.t.Name != o.t.Name {
		return types.False
	}
	for _, name := range o.t.order {
		a, aSet := o.m[o.t.jsonNames[name]]
		b, bSet := oo.m[oo.t.jsonNames[name]]
		if aSet != bSet {
			return types.False
		}
		if aSet {
			if eq := Value(o.t.fields[name], a).Equal(Value(o.t.fields[name], b)); eq != types.True {
				return types.False
			}
		}
	}
	return types.True
}

func (o *object) Type() ref.Type { return types.NewObjectType(o.t.Name) }

func (o *object) Value() any { return o }
