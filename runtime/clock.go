package runtime

import (
	"sync/atomic"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// The clock of table cells that depend on the current time: ages (date
// columns, the Age column) and the CEL functions now() and
// humanDuration() over it. It is time.Now; a test fixes it with SetClock,
// so that cells such as "5m" or "3d" compare exactly.

var clock atomic.Pointer[func() time.Time]

// Now is the current time of table cells: time.Now, or the clock a test
// set.
func Now() time.Time {
	if now := clock.Load(); now != nil {
		return (*now)()
	}
	return time.Now()
}

// SetClock makes Now return now() until restore is called; for tests (a
// process-wide setting: tests that set it must not run in parallel with
// others that read ages).
func SetClock(now func() time.Time) (restore func()) {
	old := clock.Swap(&now)
	return func() { clock.Store(old) }
}

// HumanAge is the age of a time as kubectl and the CRD table convertor
// print it (metatable.ConvertToHumanReadableDateType, on Now):
// "<unknown>" for a zero time.
func HumanAge(t metav1.Time) string {
	if t.IsZero() {
		return "<unknown>"
	}
	return HumanDuration(Now().Sub(t.Time))
}
