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
