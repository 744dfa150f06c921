package runtime

import (
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
)

func TestJoinSplitFieldValues(t *testing.T) {
	long := strings.Repeat("x", 300) // a length over one varint byte
	var many []string                // past the few DistinctFieldValues scans
	for i := range 100 {
		many = append(many, string(rune('a'+i%7)))
	}
	for _, values := range [][]string{
		nil, {""}, {"", ""}, {"a"}, {"a", "a"}, {"a", "", "b"}, {long, "c", long}, {"\x00", "1\x00"}, many,
	} {
		joined := JoinFieldValues(values)
		got := SplitFieldValues(joined)
		if len(values) == 0 && (joined != "" || got != nil) {
			t.Errorf("no values: joined %q, split %q; want \"\" and nil", joined, got)
			continue
		}
		if len(values) > 0 && !slices.Equal(got, values) {
			t.Errorf("SplitFieldValues(JoinFieldValues(%q)) = %q", values, got)
		}
		for _, v := range append(slices.Clone(values), "zz", "") {
			if ContainsFieldValue(joined, v) != slices.Contains(values, v) {
				t.Errorf("ContainsFieldValue(%q, %q) = %v", values, v, !slices.Contains(values, v))
			}
		}
		distinct := slices.Compact(slices.Sorted(slices.Values(values)))
		gotDistinct := slices.Sorted(slices.Values(DistinctFieldValues(joined)))
		if first := DistinctFieldValues(joined); len(first) > 0 && first[0] != values[0] {
			t.Errorf("DistinctFieldValues(%q) starts with %q", values, first[0])
		}
		if len(distinct) > 0 && !slices.Equal(gotDistinct, distinct) {
			t.Errorf("DistinctFieldValues(%q) = %q, want %q", values, gotDistinct, distinct)
		}
	}
	// A broken encoding ends the list instead of panicking.
	for _, broken := range []string{"\x05ab", "\xff", "\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01"} {
		_ = SplitFieldValues(broken)
		if ContainsFieldValue(broken, "ab") {
			t.Errorf("ContainsFieldValue(%q, ab) = true", broken)
		}
	}
}

// TestMultiValuedSelection checks the one definition on a field set (the
// server's path: MembershipSelector over GetAttrs' set) and on field
// values (MatchesFields), for every selector form, against the
// definition written out.
func TestMultiValuedSelection(t *testing.T) {
	multi := func(k string) bool { return k == "spec.parts" }
	objects := map[string][]string{
		"absent": nil, "empty-string": {""}, "a": {"a"}, "a-twice": {"a", "a"}, "a-b": {"a", "b"},
	}
	selectors := []string{
		"spec.parts=a", "spec.parts==a", "spec.parts!=a", "spec.parts=", "spec.parts!=",
		"spec.parts=a,spec.parts=b", "spec.parts=a,spec.parts!=b", "spec.parts=c", "spec.parts!=c",
		"spec.parts=a,spec.color=red", "spec.color=red",
	}
	exactParts := map[string]string{
		"spec.parts=a": "a", "spec.parts==a": "a", "spec.parts=": "", "spec.parts=a,spec.parts=b": "a",
		"spec.parts=a,spec.parts!=b": "a", "spec.parts=c": "c", "spec.parts=a,spec.color=red": "a",
	}
	for name, values := range objects {
		set := fields.Set{"metadata.name": name, "spec.color": "red"}
		AddMultiValued(set, "spec.parts", JoinFieldValues(values))
		for _, text := range selectors {
			sel, err := fields.ParseSelector(text)
			if err != nil {
				t.Fatal(err)
			}
			want := true
			for _, r := range sel.Requirements() {
				var holds bool
				if r.Field == "spec.parts" {
					holds = slices.Contains(values, r.Value)
				} else {
					holds = set[r.Field] == r.Value
				}
				if r.Operator == "!=" {
					holds = !holds
				}
				want = want && holds
			}
			if got := MembershipSelector(sel, multi).Matches(set); got != want {
				t.Errorf("%s: field set: %s = %v, want %v", name, text, got, want)
			}
			if got := MatchesFields(sel, set, multi); got != want {
				t.Errorf("%s: field values: %s = %v, want %v", name, text, got, want)
			}
			// The index lookup sees the term as written.
			wantV, wantOK := exactParts[text]
			if v, ok := MembershipSelector(sel, multi).RequiresExactMatch("spec.parts"); v != wantV || ok != wantOK {
				t.Errorf("%s: RequiresExactMatch(spec.parts) = %q, %v; want %q, %v", text, v, ok, wantV, wantOK)
			}
		}
	}
	// A selector without a multi-valued term is itself.
	sel := fields.OneTermEqualSelector("spec.color", "red")
	if MembershipSelector(sel, multi) != sel {
		t.Error("a selector without multi-valued terms was wrapped")
	}
}
