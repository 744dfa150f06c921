package runtime

import (
	"testing"
	"time"
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
