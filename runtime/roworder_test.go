package runtime

import (
	"math"
	"testing"
	"time"
)

// TestCompareKeys: values in their order, failed keys last and equal to
// each other, NaN first among floats.
func TestCompareKeys(t *testing.T) {
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		what string
		got  int
		want int
	}{
		{"1 < 2", CompareKeys(int64(1), true, 2, true), -1},
		{"b > a", CompareKeys("b", true, "a", true), 1},
		{"equal", CompareKeys("a", true, "a", true), 0},
		{"value before failed", CompareKeys(int64(9), true, 0, false), -1},
		{"failed after value", CompareKeys(int64(0), false, -9, true), 1},
		{"failed equal", CompareKeys(int64(1), false, 2, false), 0},
		{"NaN first", CompareKeys(math.NaN(), true, -math.MaxFloat64, true), -1},
		{"false before true", CompareBoolKeys(false, true, true, true), -1},
		{"true after false", CompareBoolKeys(true, true, false, true), 1},
		{"bool failed last", CompareBoolKeys(true, true, false, false), -1},
		{"earlier first", CompareTimeKeys(now, true, now.Add(time.Second), true), -1},
		{"time failed last", CompareTimeKeys(now, false, now, true), 1},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.what, c.got, c.want)
		}
	}
}
