package generators

import (
	"fmt"
	gotypes "go/types"
	"strconv"
	"time"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// valueKind is how a Go type becomes a field selector value (a string).
type valueKind int

const (
	stringValue      valueKind = iota + 1 // string kinds, as they are
	boolValue                             // strconv.FormatBool
	signedValue                           // decimal
	unsignedValue                         // decimal
	timeValue                             // RFC 3339 as in JSON; zero is absent
	durationValue                         // the JSON string (time.Duration.String)
	intOrStringValue                      // IntOrString.String()
	microTimeValue                        // RFC 3339 with microseconds as in JSON; zero is absent
	bytesValue                            // base64, as JSON writes []byte
)

// valueRule is the value kind of a leaf type plus what the emitter needs to
// convert it without a needless conversion.
type valueRule struct {
	Kind valueKind
	// Basic is the builtin type behind the leaf ("string", "int32"), for
	// the basic kinds.
	Basic string
	// Named: the leaf is a defined type (type Phase string), so it needs a
	// conversion to its basic type.
	Named bool
	// Shape is the leaf's shape.
	Shape jsontype.Kind
}

// nullWhenZero: a zero value is JSON null, so the field is absent then and
// its default applies (presence.go).
func (r valueRule) nullWhenZero() bool { return jsontype.ZeroIsNull(r.Shape) }

// allowedTypes is what an error about a field's type tells the user.
const allowedTypes = "string kinds (and named string types such as enums and types.UID), bool, " +
	"integer kinds, metav1.Time, metav1.MicroTime, metav1.Duration, intstr.IntOrString and []byte (base64), or pointers to these"

// valueKinds maps the shapes a field selector can compare to their value
// kinds; any other shape is an error.
var valueKinds = map[jsontype.Kind]valueKind{
	jsontype.String:      stringValue,
	jsontype.Bool:        boolValue,
	jsontype.Signed:      signedValue,
	jsontype.Unsigned:    unsignedValue,
	jsontype.Time:        timeValue,
	jsontype.Duration:    durationValue,
	jsontype.IntOrString: intOrStringValue,
	jsontype.MicroTime:   microTimeValue,
	jsontype.Bytes:       bytesValue,
}

// classify finds the value rule of a leaf type, pointers stripped. goType
// is the same type in go/types when known; basic kinds come from it.
func classify(t *types.Type, goType gotypes.Type) (valueRule, error) {
	s := jsontype.Of(t, goType)
	if s.Pointers > 1 {
		return valueRule{}, fmt.Errorf("type %s is a pointer to a pointer; selectable fields are %s", jsontype.TypeString(t), allowedTypes)
	}
	kind, ok := valueKinds[s.Kind]
	if !ok {
		return valueRule{}, fmt.Errorf("type %s cannot be a selectable field; allowed: %s", jsontype.Describe(t), allowedTypes)
	}
	r := valueRule{Kind: kind, Shape: s.Kind}
	if s.IsBasic() {
		r.Basic, r.Named = s.Basic, s.Named
	}
	return r, nil
}

// checkDefault reports whether text is a value the rule could produce, so
// a default is never something the field itself could not print.
func (r valueRule) checkDefault(text string) error {
	switch r.Kind {
	case boolValue:
		if text != "true" && text != "false" {
			return fmt.Errorf("the field is a bool, so the default must be \"true\" or \"false\"")
		}
	case signedValue:
		if _, err := strconv.ParseInt(text, 10, 64); err != nil {
			return fmt.Errorf("the field is an integer (%s), so the default must be a decimal integer", r.Basic)
		}
	case unsignedValue:
		if _, err := strconv.ParseUint(text, 10, 64); err != nil {
			return fmt.Errorf("the field is an unsigned integer (%s), so the default must be a decimal integer ≥ 0", r.Basic)
		}
	case timeValue, microTimeValue:
		if _, err := time.Parse(time.RFC3339, text); err != nil && text != "" {
			return fmt.Errorf("the field is a metav1.Time, so the default must be an RFC 3339 time like \"2024-01-02T15:04:05Z\" or \"\"")
		}
	case durationValue:
		if _, err := time.ParseDuration(text); err != nil && text != "" {
			return fmt.Errorf("the field is a metav1.Duration, so the default must be a Go duration like \"1h0m0s\" or \"\"")
		}
	}
	return nil
}

// expr converts the Go expression x (of the leaf type, not a pointer) to
// the selector string. It needs a zero check first for timeValue.
func (r valueRule) expr(x string, im *gocode.Imports) string {
	switch r.Kind {
	case stringValue:
		if r.Named {
			return "string(" + x + ")"
		}
		return x
	case boolValue:
		if r.Named {
			x = "bool(" + x + ")"
		}
		return im.Ref("strconv") + ".FormatBool(" + x + ")"
	case signedValue:
		switch {
		case r.Basic == "int" && !r.Named:
			return im.Ref("strconv") + ".Itoa(" + x + ")"
		case r.Basic != "int64" || r.Named:
			x = "int64(" + x + ")"
		}
		return im.Ref("strconv") + ".FormatInt(" + x + ", 10)"
	case unsignedValue:
		if r.Basic != "uint64" || r.Named {
			x = "uint64(" + x + ")"
		}
		return im.Ref("strconv") + ".FormatUint(" + x + ", 10)"
	case timeValue:
		return x + ".UTC().Format(" + im.Ref("time") + ".RFC3339)"
	case microTimeValue:
		return x + ".UTC().Format(" + im.Ref(jsontype.Metav1Pkg) + ".RFC3339Micro)"
	case bytesValue:
		return im.Ref("encoding/base64") + ".StdEncoding.EncodeToString(" + x + ")"
	case durationValue:
		return x + ".Duration.String()"
	case intOrStringValue:
		return x + ".String()"
	}
	panic(fmt.Sprintf("unknown value kind %d", r.Kind))
}

// needsDeref: for a pointer leaf, whether the converted expression needs
// an explicit *x (builtin kinds) or works through the pointer (methods).
func (r valueRule) needsDeref() bool {
	switch r.Kind {
	case timeValue, microTimeValue, durationValue, intOrStringValue:
		return false
	}
	return true
}
