package runtime

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/util/duration"
)

// TestHumanDurationAgreesWithUpstream compares HumanDuration with
// apimachinery's on every second of the first ten days (each unit's
// boundaries: 2m, 10m, 3h, 8h, 48h, 8d), every minute of the next
// weeks, every hour of twenty years, each of those a nanosecond early
// and late, the extremes of int64 and random durations.
func TestHumanDurationAgreesWithUpstream(t *testing.T) {
	check := func(d time.Duration) {
		t.Helper()
		if got, want := HumanDuration(d), duration.HumanDuration(d); got != want {
			t.Fatalf("HumanDuration(%d) = %q, upstream %q", int64(d), got, want)
		}
	}
	around := func(d time.Duration) {
		t.Helper()
		check(d - 1)
		check(d)
		check(d + 1)
	}
	for s := -5; s <= 10*24*3600; s++ {
		around(time.Duration(s) * time.Second)
	}
	for m := 10 * 24 * 60; m <= 60*24*60; m++ {
		around(time.Duration(m) * time.Minute)
	}
	for h := 0; h <= 20*365*24; h++ {
		around(time.Duration(h) * time.Hour)
	}
	for _, d := range []time.Duration{math.MinInt64, math.MinInt64 + 1, math.MaxInt64, math.MaxInt64 - 1, -1500 * time.Millisecond, -999 * time.Millisecond} {
		check(d)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200_000 {
		check(time.Duration(r.Int64()))
		check(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))
	}
}

// FuzzHumanDuration: any duration prints as upstream prints it.
func FuzzHumanDuration(f *testing.F) {
	for _, d := range []int64{0, -1, 1, int64(119 * time.Second), int64(2 * time.Minute), int64(3 * time.Hour), int64(8 * 24 * time.Hour), int64(2 * 365 * 24 * time.Hour), math.MaxInt64, math.MinInt64} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, d int64) {
		if got, want := HumanDuration(time.Duration(d)), duration.HumanDuration(time.Duration(d)); got != want {
			t.Fatalf("HumanDuration(%d) = %q, upstream %q", d, got, want)
		}
	})
}

// BenchmarkHumanDuration: against upstream's, side by side
// (go test -bench HumanDuration ./runtime, docs/performance.md).
func BenchmarkHumanDuration(b *testing.B) {
	ages := []time.Duration{45 * time.Second, 5*time.Minute + 3*time.Second, 90 * time.Minute, 5*time.Hour + 7*time.Minute, 30 * time.Hour, 3*24*time.Hour + 4*time.Hour, 40 * 24 * time.Hour, 3*365*24*time.Hour + 10*24*time.Hour}
	for _, impl := range []struct {
		name string
		f    func(time.Duration) string
	}{{"upstream", duration.HumanDuration}, {"runtime", HumanDuration}} {
		b.Run("impl="+impl.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				_ = impl.f(ages[i%len(ages)])
			}
		})
	}
}
