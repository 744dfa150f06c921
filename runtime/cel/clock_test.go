package cel

import (
	"testing"
	"time"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// TestNowAndHumanDuration: cells that depend on the current time, as
// hand-written tables print them (Gardener's Bastion: a heartbeat "5m ago"
// or "<never>", an expiry as the time until it, "<expired>" or
// "<pending>"), from now and humanDuration, on a clock the test fixes.
func TestNowAndHumanDuration(t *testing.T) {
	fixed := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	defer selectableruntime.SetClock(func() time.Time { return fixed })()
	status := NewObject("t.Status").Field("lastHeartbeatTimestamp", TimestampType).Field("expirationTimestamp", TimestampType)
	self := NewObject("t.Bastion").Field("status", status)
	cols := NewColumns("Bastion", self, PerCallLimit,
		Column{Name: "Heartbeat", Type: "string", Expression: "has(self.status.lastHeartbeatTimestamp) ? " +
			"humanDuration(now - self.status.lastHeartbeatTimestamp) + ' ago' : '<never>'"},
		Column{Name: "Expires", Type: "string", Expression: "!has(self.status.expirationTimestamp) ? '<pending>' : " +
			"self.status.expirationTimestamp < now ? '<expired>' : humanDuration(self.status.expirationTimestamp - now)"},
	)
	for _, c := range []struct {
		status    map[string]any
		heartbeat string
		expires   string
	}{
		{map[string]any{}, "<never>", "<pending>"},
		{map[string]any{"lastHeartbeatTimestamp": "2026-11-27T11:55:00Z", "expirationTimestamp": "2026-11-27T15:30:00Z"}, "5m ago", "3h30m"},
		{map[string]any{"lastHeartbeatTimestamp": "2026-11-24T12:00:00Z", "expirationTimestamp": "2026-11-27T11:00:00Z"}, "3d ago", "<expired>"},
	} {
		self := cols.Self(map[string]any{"status": c.status})
		if got := cols.Cell(0, self); got != c.heartbeat {
			t.Errorf("%v: Heartbeat %#v, want %q", c.status, got, c.heartbeat)
		}
		if got := cols.Cell(1, self); got != c.expires {
			t.Errorf("%v: Expires %#v, want %q", c.status, got, c.expires)
		}
	}
	// The clock is read when a cell is computed, not when the expression
	// is compiled.
	later := fixed.Add(time.Hour)
	defer selectableruntime.SetClock(func() time.Time { return later })()
	self2 := cols.Self(map[string]any{"status": map[string]any{"lastHeartbeatTimestamp": "2026-11-27T11:55:00Z"}})
	if got := cols.Cell(0, self2); got != "65m ago" {
		t.Errorf("an hour later: Heartbeat %#v, want \"65m ago\"", got)
	}
	// Ages in date cells read the same clock.
	if got := selectableruntime.DateCell(later.Add(-90 * time.Second)); got != "90s" {
		t.Errorf("DateCell 90 s before the clock's time: %#v, want 90s", got)
	}
}
