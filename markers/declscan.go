package markers

import "bytes"

// mayDeclareTypesOrConsts reports whether Go source src may declare a type
// or a constant at the top level: whether the keyword type or const occurs
// outside comments and string and rune literals, and outside any braces.
//
// LoadPackageComments reads nothing of a file but its package clause and
// the comments above it unless the file declares a type or a constant
// (doc.go aside), so a file for which this says no need not be parsed past
// its package clause. That skips most of the source it would otherwise
// parse: k8s.io/api's generated.pb.go and types_swagger_doc_generated.go
// files are half of its bytes and declare neither, and a full parse builds
// the syntax tree of every function body only to drop it.
//
// A no must be certain, a yes may be wrong: anything the scan does not
// understand (an unterminated literal or comment, an unbalanced brace)
// answers yes, so the file is parsed as before.
func mayDeclareTypesOrConsts(src []byte) bool {
	depth := 0 // of braces: a top-level declaration's keyword is at depth 0
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				return false
			}
			i += end
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := bytes.Index(src[i+2:], []byte("*/"))
			if end < 0 {
				return true
			}
			i += 2 + end + 2
		case c == '"' || c == '\'':
			// An interpreted string or a rune: up to the same unescaped
			// quote, on one line.
			i++
			for {
				if i >= len(src) || src[i] == '\n' {
					return true
				}
				if src[i] == '\\' {
					i += 2
					continue
				}
				if src[i] == c {
					i++
					break
				}
				i++
			}
		case c == '`':
			end := bytes.IndexByte(src[i+1:], '`')
			if end < 0 {
				return true
			}
			i += 1 + end + 1
		case c == '{':
			depth++
			i++
		case c == '}':
			depth--
			if depth < 0 {
				return true
			}
			i++
		case isWordByte(c):
			// A whole identifier, keyword or number: "type" inside
			// "wireType" or "typed" is not the keyword. Bytes of
			// non-ASCII characters count as letters, as in identifiers.
			start := i
			for i < len(src) && isWordByte(src[i]) {
				i++
			}
			if depth == 0 {
				switch string(src[start:i]) { // compared without a copy
				case "type", "const":
					return true
				}
			}
		default:
			i++
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
