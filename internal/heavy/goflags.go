package heavy

import (
	"os"
	"strings"
)

// GoFlags is the GOFLAGS entry of a nested go command's environment:
// flags after the value the test inherited, so that what the caller set
// for every build (.ci/run's -ldflags=-w) still holds.
func GoFlags(flags string) string {
	return "GOFLAGS=" + strings.TrimSpace(os.Getenv("GOFLAGS")+" "+flags)
}
