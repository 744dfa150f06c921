package runtime

import (
	"math"
	"strconv"
	"testing"
	"time"

	celtypes "github.com/google/cel-go/common/types"
)

// TestCELDuration: Go's duration syntax, as cel-go's duration() parses
// strings; anything else is CEL's error.
func TestCELDuration(t *testing.T) {
	for s, want := range map[string]time.Duration{"90s": 90 * time.Second, "1h30m": 90 * time.Minute, "-1.5h": -90 * time.Minute, "0": 0} {
		if got, ok := CELDuration(s); !ok || got != want {
			t.Errorf("CELDuration(%q) = %v, %v; want %v", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "1d", "s", "1h 2m"} {
		if _, ok := CELDuration(s); ok {
			t.Errorf("CELDuration(%q) parsed", s)
		}
	}
}

// FuzzCELSeconds: CELSeconds(n) is cel-go's duration() of string(n) +
// "s", and fails where cel-go's is an error.
func FuzzCELSeconds(f *testing.F) {
	for _, n := range []int64{0, 1, -1, 3600, 9223372036, 9223372037, -9223372036, -9223372037, math.MaxInt64, math.MinInt64} {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, n int64) {
		got, ok := CELSeconds(n)
		want := celtypes.String(strconv.FormatInt(n, 10) + "s").ConvertToType(celtypes.DurationType)
		if celtypes.IsError(want) {
			if ok {
				t.Errorf("CELSeconds(%d) = %v; cel-go: %v", n, got, want)
			}
			return
		}
		if w := want.(celtypes.Duration).Duration; !ok || got != w {
			t.Errorf("CELSeconds(%d) = %v, %v; cel-go %v", n, got, ok, w)
		}
	})
}

// FuzzCELTimestamp: CELTimestamp parses what cel-go's timestamp() of a
// string parses, to the same instant with the same offset, and fails
// where cel-go's is an error.
func FuzzCELTimestamp(f *testing.F) {
	for _, s := range []string{"2026-03-01T10:00:00Z", "2026-03-01T10:00:00.5+01:00", "0001-01-01T00:00:00Z",
		"0000-12-31T23:59:59Z", "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00", "9999-12-31T23:59:59.999999999Z",
		"2026-03-01", "2026-03-01T10:00:00", "", "2026-02-30T00:00:00Z", "2026-03-01t10:00:00z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := CELTimestamp(s)
		want := celtypes.String(s).ConvertToType(celtypes.TimestampType)
		if celtypes.IsError(want) {
			if ok {
				t.Errorf("CELTimestamp(%q) = %v; cel-go: %v", s, got, want)
			}
			return
		}
		w := want.(celtypes.Timestamp).Time
		if !ok || !got.Equal(w) || got.Format(time.RFC3339Nano) != w.Format(time.RFC3339Nano) {
			t.Errorf("CELTimestamp(%q) = %v, %v; cel-go %v", s, got, ok, w)
		}
	})
}

// TestHasKey: compiled CEL's `k in m`, on a nil map, a missing key and a
// present key whose value is the zero value.
func TestHasKey(t *testing.T) {
	type phase string
	m := map[phase]string{"a": "", "b": "x"}
	for _, c := range []struct {
		m    map[phase]string
		k    phase
		want bool
	}{{nil, "a", false}, {m, "c", false}, {m, "a", true}, {m, "b", true}} {
		if got := HasKey(c.m, c.k); got != c.want {
			t.Errorf("HasKey(%v, %q) = %v, want %v", c.m, c.k, got, c.want)
		}
	}
}

// TestConversionsAgreeWithCELGo: int() of a double and of a string, and
// double() of a string, give cel-go's value, and fail where cel-go errs.
func TestConversionsAgreeWithCELGo(t *testing.T) {
	for _, f := range []float64{0, -0.5, 1.9, -1.9, 1e18, 9.223372036854775e18, math.MaxInt64, -math.MaxInt64,
		math.MinInt64, math.Nextafter(math.MinInt64, 0), 1e300, math.NaN(), math.Inf(1), math.Inf(-1)} {
		got, ok := DoubleToInt(f)
		want := celtypes.Double(f).ConvertToType(celtypes.IntType)
		if w, isInt := want.(celtypes.Int); ok != isInt || ok && int64(w) != got {
			t.Errorf("DoubleToInt(%v) = %v, %v; cel-go %v", f, got, ok, want)
		}
	}
	for _, s := range []string{"0", "-12", "+7", "007", " 1", "1.5", "0x10", "9223372036854775807", "9223372036854775808", "", "1e3", "NaN", "inf", "-Infinity", ".5", "1_000"} {
		gotI, okI := StringToInt(s)
		wantI := celtypes.String(s).ConvertToType(celtypes.IntType)
		if w, isInt := wantI.(celtypes.Int); okI != isInt || okI && int64(w) != gotI {
			t.Errorf("StringToInt(%q) = %v, %v; cel-go %v", s, gotI, okI, wantI)
		}
		gotD, okD := StringToDouble(s)
		wantD := celtypes.String(s).ConvertToType(celtypes.DoubleType)
		if w, isDouble := wantD.(celtypes.Double); okD != isDouble || okD && !(float64(w) == gotD || math.IsNaN(gotD) && math.IsNaN(float64(w))) {
			t.Errorf("StringToDouble(%q) = %v, %v; cel-go %v", s, gotD, okD, wantD)
		}
	}
}

// TestSince: now - t on the table's clock, with CEL's overflow error
// where the difference leaves a duration's range.
func TestSince(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 500, time.FixedZone("X", 3600))
	defer SetClock(func() time.Time { return now })()
	for _, c := range []struct {
		t    time.Time
		want time.Duration
		ok   bool
	}{
		{now.Add(-90 * time.Minute), 90 * time.Minute, true},
		{now.Add(time.Second).UTC(), -time.Second, true},
		{time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), 0, false},
	} {
		got, ok := Since(c.t)
		if got != c.want || ok != c.ok {
			t.Errorf("Since(%v) = %v, %t; want %v, %t", c.t, got, ok, c.want, c.ok)
		}
	}
}
