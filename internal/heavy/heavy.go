// Package heavy gates the tests that go test work leaves to
// hack/test-heavy.sh (SELECTABLE_GEN_TESTS=heavy): the differentials
// against upstream code and real servers' modules, and the fault suite,
// each minutes of building or running on a fresh machine. CI runs both
// commands, so every test runs there; a newcomer's go test work stays
// quick (README).
package heavy

import (
	"os"
	"testing"
)

// Only skips t unless SELECTABLE_GEN_TESTS=heavy (and never in -short
// mode); what says what t is.
func Only(t testing.TB, what string) {
	t.Helper()
	if testing.Short() || os.Getenv("SELECTABLE_GEN_TESTS") != "heavy" {
		t.Skipf("%s: heavy, run by hack/test-heavy.sh", what)
	}
}
