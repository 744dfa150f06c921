package generators

import (
	"bytes"
	"strings"
	"testing"

	"k8s.io/klog/v2"
)

// TestRouteKlog: gengo warns about the comments of the internal-version
// declarations (type aliases) of a run; RouteKlog leaves those warnings
// out and keeps every other entry, as klog prints it.
func TestRouteKlog(t *testing.T) {
	t.Cleanup(klog.ClearLogger)
	var patterns []string
	for _, dir := range []string{"wardle", "v1alpha1", "v1beta1", "decl/internalversion", "decl/v1beta1"} {
		patterns = append(patterns, modulePath+"/testdata/input/internalversion/"+dir)
	}
	generate := func(drop func([]byte) bool) string {
		var b bytes.Buffer
		routeKlog(&b, 0, drop)
		out, err := Generate(DefaultArgs(), patterns)
		if err != nil || len(out.Files) == 0 {
			t.Fatalf("%v, %d files", err, len(out.Files))
		}
		klog.Warningf("another warning")
		klog.ClearLogger()
		return b.String()
	}
	// The control: gengo does warn on this run.
	all := generate(func([]byte) bool { return false })
	if n := strings.Count(all, "Mismatched comments on type"); n < 2 {
		t.Fatalf("gengo warned %d times about mismatched comments, want one per declared kind and list:\n%s", n, all)
	}
	got := generate(aliasCommentsWarning)
	if strings.Contains(got, "Mismatched comments") || strings.Contains(got, "+k8s:internalVersion") {
		t.Errorf("RouteKlog printed gengo's warnings about alias comments:\n%s", got)
	}
	if !strings.HasPrefix(got, "W") || !strings.HasSuffix(got, "] another warning\n") || strings.Count(got, "\n") != 1 {
		t.Errorf("RouteKlog printed %q, want klog's line of the other warning", got)
	}
}

// TestAliasCommentsWarning: both forms of gengo's warning, and only
// those.
func TestAliasCommentsWarning(t *testing.T) {
	for entry, want := range map[string]bool{
		"W1130 07:23:56.031093   24952 parse.go:430] Mismatched comments on type a.B.\n  Using comments:\n    ```\n    x\n    ```\n  Ignoring comments from type alias:\n    ```\n    y\n    ```\n":          true,
		"W1130 07:23:56.031093   24952 parse.go:446] Mismatched comments on type a.B.\n  Using comments:\n    ```\n    x\n    ```\n  Ignoring comments from possible type alias:\n    ```\n    y\n    ```\n": true,
		"W1130 07:23:56.031093   24952 parse.go:446] Mismatched comments on type a.B.\n":                                                                                                                     false,
		"W1130 07:23:56.031093   24952 main.go:1] Ignoring comments from type alias:\n":                                                                                                                      false,
		"I1130 07:23:56.031093   24952 main.go:1] loading packages\n":                                                                                                                                        false,
	} {
		if got := aliasCommentsWarning([]byte(entry)); got != want {
			t.Errorf("aliasCommentsWarning(%q) = %v, want %v", entry, got, want)
		}
	}
}
