package predicate

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/google/cel-go/common/overloads"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// The overloads the Go evaluator (eval.go) calls, by cel-go's overload
// id, with the helpers they share.

// functions are the overloads the tree evaluates, by cel-go's overload
// id; their arguments are never errors (evalCall returns those first).
var functions = map[string]func(a []value) value{
	overloads.LogicalNot: func(a []value) value { return boolValue(!a[0].b) },
	overloads.Equals:     func(a []value) value { return boolValue(equal(a[0], a[1])) },
	overloads.NotEquals:  func(a []value) value { return boolValue(!equal(a[0], a[1])) },

	overloads.LessInt64:           func(a []value) value { return boolValue(a[0].i < a[1].i) },
	overloads.LessEqualsInt64:     func(a []value) value { return boolValue(a[0].i <= a[1].i) },
	overloads.GreaterInt64:        func(a []value) value { return boolValue(a[0].i > a[1].i) },
	overloads.GreaterEqualsInt64:  func(a []value) value { return boolValue(a[0].i >= a[1].i) },
	overloads.LessString:          func(a []value) value { return boolValue(a[0].s < a[1].s) },
	overloads.LessEqualsString:    func(a []value) value { return boolValue(a[0].s <= a[1].s) },
	overloads.GreaterString:       func(a []value) value { return boolValue(a[0].s > a[1].s) },
	overloads.GreaterEqualsString: func(a []value) value { return boolValue(a[0].s >= a[1].s) },
	overloads.LessBool:            func(a []value) value { return boolValue(!a[0].b && a[1].b) },
	overloads.LessEqualsBool:      func(a []value) value { return boolValue(!a[0].b || a[1].b) },
	overloads.GreaterBool:         func(a []value) value { return boolValue(a[0].b && !a[1].b) },
	overloads.GreaterEqualsBool:   func(a []value) value { return boolValue(a[0].b || !a[1].b) },

	overloads.AddInt64:      intOp(func(x, y int64) (int64, bool) { r := x + y; return r, (r > x) == (y > 0) || y == 0 }),
	overloads.SubtractInt64: intOp(func(x, y int64) (int64, bool) { r := x - y; return r, (r < x) == (y > 0) || y == 0 }),
	overloads.MultiplyInt64: intOp(func(x, y int64) (int64, bool) {
		if x == 0 || y == 0 {
			return 0, true
		}
		r := x * y
		return r, r/y == x && !(x == -1 && y == math.MinInt64) && !(y == -1 && x == math.MinInt64)
	}),
	overloads.DivideInt64: func(a []value) value {
		switch {
		case a[1].i == 0:
			return errValue("division by zero")
		case a[0].i == math.MinInt64 && a[1].i == -1:
			return errValue("integer overflow")
		}
		return intValue(a[0].i / a[1].i)
	},
	overloads.ModuloInt64: func(a []value) value {
		switch {
		case a[1].i == 0:
			return errValue("modulus by zero")
		case a[0].i == math.MinInt64 && a[1].i == -1:
			return errValue("integer overflow")
		}
		return intValue(a[0].i % a[1].i)
	},
	overloads.NegateInt64: func(a []value) value {
		if a[0].i == math.MinInt64 {
			return errValue("integer overflow")
		}
		return intValue(-a[0].i)
	},
	overloads.AddString: func(a []value) value { return stringValue(a[0].s + a[1].s) },
	overloads.AddList: func(a []value) value {
		var items []value
		a[0].each(func(v value) bool { items = append(items, v); return true })
		a[1].each(func(v value) bool { items = append(items, v); return true })
		return listValue(items)
	},
	overloads.InList: func(a []value) value {
		if !a[1].encoded {
			for i := range a[1].ref.items {
				if equal(a[0], a[1].ref.items[i]) {
					return boolValue(true)
				}
			}
			return boolValue(false)
		}
		if a[0].kind == kindString {
			return boolValue(selectableruntime.ContainsFieldValue(a[1].s, a[0].s))
		}
		return boolValue(false)
	},
	overloads.IndexList: func(a []value) value {
		i, n := a[1].i, int64(a[0].length())
		if i < 0 || i >= n {
			return errValue("index out of bounds: %d", i)
		}
		var at value
		a[0].each(func(v value) bool { at = v; i--; return i >= 0 })
		return at
	},
	overloads.SizeString:     func(a []value) value { return intValue(int64(a[0].size())) },
	overloads.SizeStringInst: func(a []value) value { return intValue(int64(a[0].size())) },
	overloads.SizeList:       func(a []value) value { return intValue(int64(a[0].length())) },
	overloads.SizeListInst:   func(a []value) value { return intValue(int64(a[0].length())) },

	overloads.StartsWithString: func(a []value) value { return boolValue(len(a[0].s) >= len(a[1].s) && a[0].s[:len(a[1].s)] == a[1].s) },
	overloads.EndsWithString: func(a []value) value {
		return boolValue(len(a[0].s) >= len(a[1].s) && a[0].s[len(a[0].s)-len(a[1].s):] == a[1].s)
	},
	overloads.ContainsString: func(a []value) value { return boolValue(strings.Contains(a[0].s, a[1].s)) },
	overloads.Matches:        matches,
	overloads.MatchesString:  matches,
	overloads.StringToInt: func(a []value) value {
		n, err := strconv.ParseInt(a[0].s, 10, 64)
		if err != nil {
			return errorValue(err)
		}
		return intValue(n)
	},
	overloads.IntToString: func(a []value) value { return stringValue(strconv.FormatInt(a[0].i, 10)) },
	"string_lower_ascii":  func(a []value) value { return stringValue(mapASCII(a[0].s, unicode.ToLower)) },
	"string_upper_ascii":  func(a []value) value { return stringValue(mapASCII(a[0].s, unicode.ToUpper)) },
}

func intOp(f func(x, y int64) (int64, bool)) func(a []value) value {
	return func(a []value) value {
		r, ok := f(a[0].i, a[1].i)
		if !ok {
			return errValue("integer overflow")
		}
		return intValue(r)
	}
}

// matches compiles its pattern at each call, as cel-go does (RE2: linear
// in the string).
func matches(a []value) value {
	re, err := regexp.Compile(a[1].s)
	if err != nil {
		return errorValue(err)
	}
	return boolValue(re.MatchString(a[0].s))
}

// mapASCII is lowerAscii and upperAscii: the ASCII letters mapped, by code
// point, as the strings extension does (bytes that are no UTF-8 become
// U+FFFD, as there).
func mapASCII(s string, f func(rune) rune) string {
	runes := []rune(s)
	for i, r := range runes {
		if r <= unicode.MaxASCII {
			runes[i] = f(r)
		}
	}
	return string(runes)
}
