package runtime

import (
	"cmp"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// Helpers for CEL printer columns that the generator compiles to Go. Each
// gives the result cel-go gives for the same operation on the object
// converted to unstructured; false stands for a CEL error (an overflow, a
// null), which makes the cell empty.

// CELTime is a metav1.Time as CEL sees it: the RFC 3339 text of the
// unstructured object parsed back, so whole seconds in UTC. A zero time is
// JSON null; a year outside 0000-9999 does not parse.
func CELTime(t metav1.Time) (time.Time, bool) {
	if t.IsZero() {
		return time.Time{}, false
	}
	u := t.Time.UTC().Truncate(time.Second)
	if y := u.Year(); y < 0 || y > 9999 {
		return time.Time{}, false
	}
	return u, true
}

// CELJSONString is a value that marshals itself (MarshalJSON) to a JSON
// string, as CEL sees it: that string, as the unstructured object holds
// it (the converter marshals the value and decodes the JSON). false when
// it marshals to something else, or fails.
func CELJSONString(v any) (string, bool) {
	b, err := json.Marshal(v)
	if err != nil || len(b) == 0 || b[0] != '"' {
		return "", false
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return "", false
	}
	return s, true
}

// CELDuration is CEL's duration() of a string: Go's duration syntax
// ("1h30m", "90s"), parsed as cel-go parses it (time.ParseDuration); false
// is CEL's error for text that does not parse.
func CELDuration(s string) (time.Duration, bool) {
	d, err := time.ParseDuration(s)
	return d, err == nil
}

// CELSeconds is CEL's duration(string(n) + "s"), n seconds: false where
// that is beyond a time.Duration, as the parse of the text fails there.
// Compiled code reads a count of seconds so (CertificateSigningRequest's
// spec.expirationSeconds), as printers.go multiplies it by time.Second.
func CELSeconds(n int64) (time.Duration, bool) {
	const most = math.MaxInt64 / int64(time.Second) // 9223372036: ParseDuration's bound, either sign
	if n > most || n < -most {
		return 0, false
	}
	return time.Duration(n) * time.Second, true
}

// CELTimestamp is CEL's timestamp() of a string: RFC 3339 as time.Parse
// reads it, keeping the offset it was written with, from year 1 to 9999,
// as cel-go converts; false is CEL's error (no timestamp, out of range).
func CELTimestamp(s string) (time.Time, bool) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil || t.Unix() < minCELUnixTime || t.Unix() > maxCELUnixTime {
		return time.Time{}, false
	}
	return t, true
}

// The seconds of 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z: CEL's
// timestamps are within them.
const (
	minCELUnixTime = -62135596800
	maxCELUnixTime = 253402300799
)

// DoubleToInt is CEL's int() of a double: truncated toward zero; false
// (cel-go's overflow error) for NaN, an infinity and anything outside
// (MinInt64, MaxInt64), bounds excluded, as cel-go converts.
func DoubleToInt(f float64) (int64, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) || f <= float64(math.MinInt64) || f >= float64(math.MaxInt64) {
		return 0, false
	}
	return int64(f), true
}

// StringToInt is CEL's int() of a string: a decimal integer as
// strconv.ParseInt reads it (a sign, no spaces, no base prefix), as
// cel-go converts; false is CEL's conversion error.
func StringToInt(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil
}

// StringToDouble is CEL's double() of a string, as strconv.ParseFloat
// reads it ("1.5", "1e3", "NaN", "inf"), as cel-go converts; false is
// CEL's conversion error.
func StringToDouble(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

// CELMicroTime is a metav1.MicroTime as CEL sees it: RFC 3339 with
// microseconds, parsed back, in UTC. A zero time is JSON null; a year
// outside 0000-9999 does not parse.
func CELMicroTime(t metav1.MicroTime) (time.Time, bool) {
	if t.IsZero() {
		return time.Time{}, false
	}
	u := t.Time.UTC().Truncate(time.Microsecond)
	if y := u.Year(); y < 0 || y > 9999 {
		return time.Time{}, false
	}
	return u, true
}

// AddInt64 is CEL's int addition: false on overflow.
func AddInt64(x, y int64) (int64, bool) {
	if (y > 0 && x > math.MaxInt64-y) || (y < 0 && x < math.MinInt64-y) {
		return 0, false
	}
	return x + y, true
}

// SubtractInt64 is CEL's int subtraction: false on overflow.
func SubtractInt64(x, y int64) (int64, bool) {
	if (y < 0 && x > math.MaxInt64+y) || (y > 0 && x < math.MinInt64+y) {
		return 0, false
	}
	return x - y, true
}

// MultiplyInt64 is CEL's int multiplication: false on overflow.
func MultiplyInt64(x, y int64) (int64, bool) {
	if (x == -1 && y == math.MinInt64) || (y == -1 && x == math.MinInt64) ||
		(x > 0 && y > 0 && x > math.MaxInt64/y) ||
		(x > 0 && y < 0 && y < math.MinInt64/x) ||
		(x < 0 && y > 0 && x < math.MinInt64/y) ||
		(x < 0 && y < 0 && y < math.MaxInt64/x) {
		return 0, false
	}
	return x * y, true
}

// DivideInt64 is CEL's int division: false on a zero divisor or overflow.
func DivideInt64(x, y int64) (int64, bool) {
	if y == 0 || x == math.MinInt64 && y == -1 {
		return 0, false
	}
	return x / y, true
}

// ModuloInt64 is CEL's int remainder: false on a zero divisor or overflow.
func ModuloInt64(x, y int64) (int64, bool) {
	if y == 0 || x == math.MinInt64 && y == -1 {
		return 0, false
	}
	return x % y, true
}

// NegateInt64 is CEL's int negation: false for the smallest int.
func NegateInt64(x int64) (int64, bool) {
	if x == math.MinInt64 {
		return 0, false
	}
	return -x, true
}

// SubtractTimes is CEL's timestamp - timestamp: false on overflow.
func SubtractTimes(x, y time.Time) (time.Duration, bool) {
	sec1, nsec1 := x.Truncate(time.Second).Unix(), x.Sub(x.Truncate(time.Second)).Nanoseconds()
	sec2, nsec2 := y.Truncate(time.Second).Unix(), y.Sub(y.Truncate(time.Second)).Nanoseconds()
	sec, ok := SubtractInt64(sec1, sec2)
	if !ok {
		return 0, false
	}
	tsec, ok := MultiplyInt64(sec, int64(time.Second))
	if !ok {
		return 0, false
	}
	val, ok := AddInt64(tsec, nsec1-nsec2)
	return time.Duration(val), ok
}

// FormatLabels prints a map of labels as kube-apiserver's tables do
// (labels.FormatLabels): "key=value" pairs sorted by key, separated by
// commas, "<none>" for none. The CEL function formatLabels.
func FormatLabels[M ~map[K]V, K, V ~string](m M) string {
	plain := make(map[string]string, len(m))
	for k, v := range m {
		plain[string(k)] = string(v)
	}
	return labels.FormatLabels(plain)
}

// FormatLabelSelector prints a label selector as kube-apiserver's tables
// do (metav1.FormatLabelSelector): its requirements as a selector string,
// "<none>" when it has none (or is nil), "<error>" when it is invalid. sel
// is a *metav1.LabelSelector or a metav1.LabelSelector. The CEL function
// formatLabelSelector.
func FormatLabelSelector(sel any) string {
	switch s := sel.(type) {
	case *metav1.LabelSelector:
		return metav1.FormatLabelSelector(s)
	case metav1.LabelSelector:
		return metav1.FormatLabelSelector(&s)
	}
	return "<error>"
}

// LowerASCII and UpperASCII are the CEL strings extension's lowerAscii
// and upperAscii: only the ASCII letters change.
func LowerASCII(s string) string { return mapASCII(s, 'A', 'Z', 'a'-'A') }
func UpperASCII(s string) string { return mapASCII(s, 'a', 'z', 'A'-'a') }

func mapASCII(s string, from, to rune, delta rune) string {
	return strings.Map(func(r rune) rune {
		if r >= from && r <= to {
			return r + delta
		}
		return r
	}, s)
}

// Sorted and Distinct are the CEL lists extension's sort() and distinct()
// of a list of strings or ints: a sorted copy, and the first occurrence of
// each value in order.
func Sorted[E cmp.Ordered](l []E) []E {
	out := slices.Clone(l)
	slices.Sort(out)
	return out
}

func Distinct[E comparable](l []E) []E {
	seen := make(map[E]bool, len(l))
	out := make([]E, 0, len(l))
	for _, e := range l {
		if !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	return out
}

// Substring is the CEL strings extension's substring(start, end), in code
// points: an error (false) unless 0 <= start <= end <= the string's length.
func Substring(s string, start, end int64) (string, bool) {
	n := int64(utf8.RuneCountInString(s))
	if start < 0 || start > end || end > n {
		return "", false
	}
	if n == int64(len(s)) { // ASCII: code points are bytes
		return s[start:end], true
	}
	return string([]rune(s)[start:end]), true
}

// SumInt64 is sum() of a list of ints (Kubernetes' CEL lists library):
// 0 for none, an error (false) on overflow.
func SumInt64(l []int64) (int64, bool) {
	var sum int64
	for _, x := range l {
		var ok bool
		if sum, ok = AddInt64(sum, x); !ok {
			return 0, false
		}
	}
	return sum, true
}

// MaxOf and MinOf are max() and min() of a list of ints or strings
// (Kubernetes' CEL lists library): an error (false) for an empty list.
func MaxOf[E cmp.Ordered](l []E) (E, bool) {
	if len(l) == 0 {
		var zero E
		return zero, false
	}
	return slices.Max(l), true
}

func MinOf[E cmp.Ordered](l []E) (E, bool) {
	if len(l) == 0 {
		var zero E
		return zero, false
	}
	return slices.Min(l), true
}

// LatestOf and EarliestOf are max() and min() of a list of timestamps.
func LatestOf(l []time.Time) (time.Time, bool) {
	if len(l) == 0 {
		return time.Time{}, false
	}
	return slices.MaxFunc(l, time.Time.Compare), true
}

func EarliestOf(l []time.Time) (time.Time, bool) {
	if len(l) == 0 {
		return time.Time{}, false
	}
	return slices.MinFunc(l, time.Time.Compare), true
}

// ListRange is the CEL lists extension's lists.range(n): the ints 0 to
// n-1; an error (false) for n < 0 or above cel-go's limit of ten million.
func ListRange(n int64) ([]int64, bool) {
	if n < 0 || n > 10_000_000 {
		return nil, false
	}
	l := make([]int64, n)
	for i := range l {
		l[i] = int64(i)
	}
	return l, true
}

// HasKey reports whether m has the key k: compiled CEL's `k in m`, as an
// expression (a test of m[k] that rules out the zero value makes it
// redundant, and the compiler then leaves it out).
func HasKey[M ~map[K]V, K comparable, V any](m M, k K) bool {
	_, ok := m[k]
	return ok
}

// SortedKeys are the keys of a map, sorted: compiled CEL iterates a map's
// keys in this order, so that a list made from them comes out the same
// every time (CEL leaves the order open).
func SortedKeys[M ~map[K]V, K ~string, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Since is CEL's now - t, the time since t on the table's clock (Now), as
// time.Since reads; false is CEL's overflow error.
func Since(t time.Time) (time.Duration, bool) {
	return SubtractTimes(Now(), t)
}
