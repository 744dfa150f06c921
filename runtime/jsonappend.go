package runtime

import (
	"encoding/json"
	"time"
	"unicode/utf8"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// The generated JSON writers of table cells (a string column whose value
// is a struct, list or map) print what JSONCell prints, without
// reflection: these helpers write strings and object keys exactly as
// encoding/json does with its default HTML escaping.

const hexDigits = "0123456789abcdef"

// invalidUTF8 is what encoding/json writes for a byte that is no UTF-8:
// the escape \ufffd up to Go 1.26, the character U+FFFD itself from Go
// 1.27 (both decode alike). Asked of encoding/json once, so that
// AppendJSONString writes what it writes with the Go a program is built
// with.
var invalidUTF8 = func() string {
	b, err := json.Marshal("\xff")
	if err != nil || len(b) < 2 {
		return `\ufffd`
	}
	return string(b[1 : len(b)-1])
}()

// AppendJSONString appends s as encoding/json's Marshal writes a string:
// quoted, with \", \\, \b, \f, \n, \r, \t, \u00XX for other control
// characters and for <, > and &, U+FFFD for invalid UTF-8 as encoding/json
// writes it (invalidUTF8), and \u2028 and
// \u2029 escaped.
func AppendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if jsonSafe(c) {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, invalidUTF8...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// jsonSafe reports whether an ASCII byte is written as is.
func jsonSafe(c byte) bool {
	return c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
}

// AppendJSONKey appends an object key and its colon, after a comma unless
// it is the object's first key (b ends with the opening brace). Generated
// map writers use it; struct writers escape their keys at generation time.
func AppendJSONKey(b []byte, key string) []byte {
	if b[len(b)-1] != '{' {
		b = append(b, ',')
	}
	b = AppendJSONString(b, key)
	return append(b, ':')
}

// AppendJSONRawKey appends an already escaped key with its colon
// (`"name":`), after a comma unless it is the object's first key. Struct
// writers use it where only omitempty members come before the key, so
// whether one was written is known only at run time.
func AppendJSONRawKey(b []byte, escaped string) []byte {
	if b[len(b)-1] != '{' {
		b = append(b, ',')
	}
	return append(b, escaped...)
}

// AppendJSONTime appends a metav1.Time as its unstructured form prints:
// null when zero, else the RFC 3339 time in UTC, whole seconds.
func AppendJSONTime(b []byte, t metav1.Time) []byte {
	if t.IsZero() {
		return append(b, "null"...)
	}
	b = append(b, '"')
	b = t.UTC().AppendFormat(b, time.RFC3339)
	return append(b, '"')
}
