package heavy

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// WorkDir is an empty directory at a fixed path for a test's scratch
// modules, <user cache>/selectable-gen/work/<name>, where t.TempDir()
// would give a new one each run: the go command's build cache keys a
// package by its directory, so at a new path every package of a copied
// module, and every test binary that links it, builds again, while at the
// same path a run builds only what changed since the last (minutes per
// Kubernetes minor on 2 cores). The test holds an exclusive lock on it
// until it ends (a second run waits); it is emptied first and removed at
// the end.
func WorkDir(t testing.TB, name string) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	if err != nil {
		return t.TempDir()
	}
	dir := filepath.Join(cache, "selectable-gen", "work", name)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	clean := func() {
		if err := os.RemoveAll(dir); err != nil {
			t.Error(err)
		}
	}
	clean()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		clean()
		lock.Close() // releases the lock
	})
	return dir
}
