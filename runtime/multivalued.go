package runtime

import (
	"encoding/binary"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/selection"
)

// Multi-valued field selectors (docs/field-selectors.md): a field declared
// through lists (.spec.containers[*].image) has a value per element, and
//
//	k=v, k==v  hold when some value equals v;
//	k!=v       holds when no value equals v;
//
// so an object without values (an empty or absent list) matches k=x for no
// x, "" included, and k!=x for every x. One definition serves every place
// a field selector is evaluated, because the values travel where a single
// value does, as one string:
//
//   - FieldValue (and GetAttrs' field set under the label) gives the values
//     joined with JoinFieldValues; SplitFieldValues reads them back.
//   - GetAttrs' field set also has a member key per distinct value,
//     MemberKey(label, v) = "1". A selector term k=v on a multi-valued
//     field is evaluated as MemberKey(k, v) = "1" (MembershipSelector
//     rewrites it), which any fields.Set answers by a map lookup: the API
//     server's selection predicate and its watch cache need nothing else.
//   - Objects without a field set (caches, fakes) are answered by
//     MatchesFields, which evaluates the same rewritten terms on the
//     object's FieldValue.

// memberSeparator separates a label from a value in a member key; field
// labels never contain it, so a member key is never a label a client can
// send (the field label conversion rejects it).
const memberSeparator = "\x00"

// MemberKey is the field set key that says a multi-valued field has value
// v: it maps to "1" in GetAttrs' field set when some element has v.
func MemberKey(label, value string) string { return label + memberSeparator + value }

// IsMemberKey reports whether a field set key is a member key (MemberKey)
// rather than a field selector's own key.
func IsMemberKey(key string) bool { return strings.Contains(key, memberSeparator) }

// JoinFieldValues encodes the values of a multi-valued field as one field
// value: each value's length (uvarint) and bytes, in order. An empty list
// is "". It is what FieldValue returns for such a field.
func JoinFieldValues(values []string) string {
	n := 0
	for _, v := range values {
		n += uvarintLen(len(v)) + len(v)
	}
	// One allocation: the builder's buffer, sized exactly, is the string.
	var b strings.Builder
	b.Grow(n)
	var length [binary.MaxVarintLen64]byte
	for _, v := range values {
		b.Write(length[:binary.PutUvarint(length[:], uint64(len(v)))])
		b.WriteString(v)
	}
	return b.String()
}

// uvarintLen is the length of n's uvarint encoding.
func uvarintLen(n int) int {
	l := 1
	for ; n >= 0x80; n >>= 7 {
		l++
	}
	return l
}

// SplitFieldValues decodes JoinFieldValues' encoding: the values in order,
// duplicates kept. A malformed encoding ends the list where it breaks.
func SplitFieldValues(encoded string) []string {
	var out []string
	for rest := encoded; rest != ""; {
		v, next, ok := nextFieldValue(rest)
		if !ok {
			break
		}
		out = append(out, v)
		rest = next
	}
	return out
}

// ContainsFieldValue reports whether the encoded values include v, without
// allocating.
func ContainsFieldValue(encoded, v string) bool {
	for rest := encoded; rest != ""; {
		got, next, ok := nextFieldValue(rest)
		if !ok {
			return false
		}
		if got == v {
			return true
		}
		rest = next
	}
	return false
}

// DistinctFieldValues is SplitFieldValues without repeats, in first
// occurrence order: one index key per value. Linear in the values (an
// object can hold half a million), through a set beyond a few.
func DistinctFieldValues(encoded string) []string {
	values := SplitFieldValues(encoded)
	out := values[:0]
	if len(values) > 16 {
		seen := make(map[string]struct{}, len(values))
		for _, v := range values {
			if _, dup := seen[v]; !dup {
				seen[v] = struct{}{}
				out = append(out, v)
			}
		}
		return out
	}
	for i, v := range values {
		if !slices.Contains(values[:i], v) {
			out = append(out, v)
		}
	}
	return out
}

func nextFieldValue(s string) (value, rest string, ok bool) {
	n, w := uvarintString(s)
	if w <= 0 || uint64(len(s)-w) < n {
		return "", "", false
	}
	end := w + int(n)
	return s[w:end], s[end:], true
}

// uvarintString is binary.Uvarint on a string, without copying it.
func uvarintString(s string) (uint64, int) {
	var x uint64
	var shift uint
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		b := s[i]
		if b < 0x80 {
			return x | uint64(b)<<shift, i + 1
		}
		x |= uint64(b&0x7f) << shift
		shift += 7
	}
	return 0, 0
}

// AddMultiValued records a multi-valued field in a field set: the joined
// values under the label and a member key per distinct value.
func AddMultiValued(set fields.Set, label, joined string) {
	set[label] = joined
	for rest := joined; rest != ""; {
		v, next, ok := nextFieldValue(rest)
		if !ok {
			return
		}
		set[MemberKey(label, v)] = "1"
		rest = next
	}
}

// membership rewrites a term on a multi-valued field into its member key.
func membership(multi func(string) bool) fields.TransformFunc {
	return func(field, value string) (string, string, error) {
		if multi(field) {
			return MemberKey(field, value), "1", nil
		}
		return field, value, nil
	}
}

// MembershipSelector returns sel evaluated on a field set with member keys
// (GetAttrs'): its Matches tests terms on the multi-valued fields (multi
// says which keys are) by their member keys; everything else, the index
// lookups of RequiresExactMatch included, is sel's as written. sel may
// already hold member key terms (a server's registered conversion,
// MembershipConversion, writes them): they are kept, and read back as
// written (k=v) for the index lookups. sel itself when no term is on a
// multi-valued field or sel is empty.
func MembershipSelector(sel fields.Selector, multi func(key string) bool) fields.Selector {
	if sel == nil || sel.Empty() || multi == nil {
		return sel
	}
	// Only terms rewrite; a field predicate's selector (no requirements)
	// reads the joined values itself.
	reqs := sel.Requirements()
	converted := slices.ContainsFunc(reqs, func(r fields.Requirement) bool { return IsMemberKey(r.Field) })
	if !converted && !slices.ContainsFunc(reqs, func(r fields.Requirement) bool { return multi(r.Field) }) {
		return sel
	}
	matching, err := sel.Transform(membership(multi))
	if err != nil {
		return sel
	}
	written := sel
	if converted {
		written = asWritten(reqs)
	}
	return membershipSelector{written, matching, multi}
}

// asWritten is a selector whose member key terms (MemberKey(k, v) = "1")
// are written back as the client wrote them (k=v).
func asWritten(reqs fields.Requirements) fields.Selector {
	terms := make([]fields.Selector, 0, len(reqs))
	for _, r := range reqs {
		field, value := r.Field, r.Value
		if label, v, ok := strings.Cut(field, memberSeparator); ok && value == "1" {
			field, value = label, v
		}
		if r.Operator == selection.NotEquals {
			terms = append(terms, fields.OneTermNotEqualSelector(field, value))
		} else {
			terms = append(terms, fields.OneTermEqualSelector(field, value))
		}
	}
	return fields.AndSelectors(terms...)
}

// MembershipConversion is a kind's field label conversion as a server
// registers it (the generated RegisterFieldLabelConversions does): a term
// on a multi-valued field becomes its member key term (k=v becomes
// MemberKey(k, v) = "1", k!=v becomes MemberKey(k, v) != "1"), so the
// field selector every request hands its store selects right on
// GetAttrs' field set as it is: a hand-wired store with a plain
// storage.SelectionPredicate{GetAttrs: FooGetAttrs} needs nothing more.
func MembershipConversion(convert runtime.FieldLabelConversionFunc, multi func(key string) bool) runtime.FieldLabelConversionFunc {
	return func(label, value string) (string, string, error) {
		key, value, err := convert(label, value)
		if err != nil || !multi(key) {
			return key, value, err
		}
		return MemberKey(key, value), "1", nil
	}
}

type membershipSelector struct {
	fields.Selector
	matching fields.Selector
	multi    func(string) bool
}

func (s membershipSelector) Matches(f fields.Fields) bool { return s.matching.Matches(f) }

func (s membershipSelector) Transform(fn fields.TransformFunc) (fields.Selector, error) {
	out, err := s.Selector.Transform(fn)
	if err != nil {
		return nil, err
	}
	return MembershipSelector(out, s.multi), nil
}

func (s membershipSelector) DeepCopySelector() fields.Selector {
	return membershipSelector{s.Selector.DeepCopySelector(), s.matching.DeepCopySelector(), s.multi}
}

// MatchesFields reports whether sel selects an object whose field values
// get answers (FieldValue's), with multi-valued fields as above.
func MatchesFields(sel fields.Selector, get fields.Fields, multi func(key string) bool) bool {
	if sel == nil || sel.Empty() {
		return true
	}
	return MembershipSelector(sel, multi).Matches(memberFields{get})
}

// memberFields answers member keys from the joined values.
type memberFields struct{ fields.Fields }

func (f memberFields) Has(key string) bool {
	if label, _, ok := strings.Cut(key, memberSeparator); ok {
		return f.Fields.Has(label)
	}
	return f.Fields.Has(key)
}

func (f memberFields) Get(key string) string {
	if label, v, ok := strings.Cut(key, memberSeparator); ok {
		if ContainsFieldValue(f.Fields.Get(label), v) {
			return "1"
		}
		return ""
	}
	return f.Fields.Get(key)
}

// NextFieldValue reads the first of JoinFieldValues' encoded values: the
// value and the rest; false at the end or where the encoding breaks.
func NextFieldValue(encoded string) (value, rest string, ok bool) {
	return nextFieldValue(encoded)
}
