package runtime

import (
	"strconv"
	"time"
)

// HumanDuration is k8s.io/apimachinery's duration.HumanDuration, the
// age kubectl and every table print ("45s", "5m3s", "3d4h", "2y10d"):
// the same text for every duration (TestHumanDurationAgreesWithUpstream,
// FuzzHumanDuration), written with strconv into a stack buffer instead
// of fmt.Sprintf. Every Age cell and every "(5m ago)" calls it once per
// row; fmt was a tenth of a Pod row's time.
func HumanDuration(d time.Duration) string {
	// Up to 2 s in the past is "now" (clocks of machines differ); the
	// seconds are d.Seconds() truncated, as upstream computes them.
	seconds := int(d.Seconds())
	switch {
	case seconds < -1:
		return "<invalid>"
	case seconds < 0:
		return "0s"
	case seconds < 2*60:
		return ageText(seconds, 's', 0, 0)
	}
	minutes := int(d / time.Minute)
	switch {
	case minutes < 10:
		return ageText(minutes, 'm', int(d/time.Second)%60, 's')
	case minutes < 3*60:
		return ageText(minutes, 'm', 0, 0)
	}
	hours := int(d / time.Hour)
	const day, year = 24, 24 * 365
	switch {
	case hours < 8:
		return ageText(hours, 'h', minutes%60, 'm')
	case hours < 2*day:
		return ageText(hours, 'h', 0, 0)
	case hours < 8*day:
		return ageText(hours/day, 'd', hours%day, 'h')
	case hours < 2*year:
		return ageText(hours/day, 'd', 0, 0)
	case hours < 8*year:
		return ageText(hours/year, 'y', hours/day%365, 'd')
	}
	return ageText(hours/year, 'y', 0, 0)
}

// ageText is n and its unit, then m and its unit unless m is 0 ("5m3s",
// "5m"; unitM 0 when the age has one unit only).
func ageText(n int, unitN byte, m int, unitM byte) string {
	var buf [48]byte
	b := strconv.AppendInt(buf[:0], int64(n), 10)
	b = append(b, unitN)
	if m != 0 && unitM != 0 {
		b = strconv.AppendInt(b, int64(m), 10)
		b = append(b, unitM)
	}
	return string(b)
}
