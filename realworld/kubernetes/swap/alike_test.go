package swap

import (
	"testing"
	"time"
)

// TestAlikeOutputs: ages at most ageSkew apart are alike, every other
// difference is not.
func TestAlikeOutputs(t *testing.T) {
	for _, c := range []struct {
		resource, want, got string
		alike               bool
	}{
		{"pods", "NAME   AGE\nweb    19s\n", "NAME   AGE\nweb    20s\n", true},
		{"pods", "NAME   AGE\nweb    9s\n", "NAME   AGE\nweb    10s\n", true},
		{"pods", "NAME   AGE\nweb    9m59s\n", "NAME   AGE\nweb    10m\n", true},
		{"pods", "NAME   AGE\nweb    19s\n", "NAME   AGE\nweb    30s\n", false},
		{"pods", "NAME   READY\nweb    1/1\n", "NAME   READY\nweb    0/1\n", false},
		{"pods", "NAME   STATUS\nweb    5s\n", "NAME   STATUS\nweb    5\n", false},
		{"pods", "NAME\nweb\n", "NAME\nweb\nextra\n", false},
		{"pods", "NAME\na\nb\n", "NAME\nb\na\n", false},
		{"componentstatuses", "NAME\na\nb\n", "NAME\nb\na\n", true},
	} {
		if got := alikeOutputs(c.resource, c.want, c.got); got != c.alike {
			t.Errorf("alikeOutputs(%q, %q, %q) = %v, want %v", c.resource, c.want, c.got, got, c.alike)
		}
	}
	if d, ok := parseAge("2y3d"); !ok || d != (2*365+3)*24*time.Hour {
		t.Errorf("parseAge(2y3d) = %v, %v", d, ok)
	}
	for _, bad := range []string{"", "s", "5", "5x", "web"} {
		if _, ok := parseAge(bad); ok {
			t.Errorf("parseAge(%q) is an age", bad)
		}
	}
}
