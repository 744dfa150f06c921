package generators

import (
	"bytes"
	"io"
	"sync"

	"k8s.io/klog/v2"
	"k8s.io/klog/v2/textlogger"
)

// RouteKlog sends klog's output (gengo's warnings, the logs -v asks for)
// to w, each line as klog prints it, but gengo's warnings about the
// comments of a type alias. gengo warns when a type alias and the type it
// names carry different comments ("Mismatched comments on type ...
// Ignoring comments from type alias"): gengo keeps the named type's.
// selectable-gen reads an alias's comments itself — an internal-version
// declaration is an alias with +k8s:internalVersion, and a marker of ours
// on any other alias is an error — so the warning, whose quoted comments
// hold the declaration's markers, would only say wrongly that they are
// ignored, once per kind and list on every run. verbosity is klog's -v,
// for structured logs.
func RouteKlog(w io.Writer, verbosity int) {
	routeKlog(w, verbosity, aliasCommentsWarning)
}

// routeKlog sends klog's output to w but the entries drop says to leave
// out.
func routeKlog(w io.Writer, verbosity int, drop func(entry []byte) bool) {
	var mu sync.Mutex
	write := func(entry []byte) {
		if drop(entry) {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		w.Write(entry)
	}
	logger := textlogger.NewLogger(textlogger.NewConfig(textlogger.Output(w), textlogger.Verbosity(verbosity)))
	klog.SetLoggerWithOptions(logger, klog.WriteKlogBuffer(write))
}

// aliasCommentsWarning reports whether a klog entry is gengo's warning
// about a type alias's comments (k8s.io/gengo/v2/parser, both forms: the
// alias seen after the type, and before it).
func aliasCommentsWarning(entry []byte) bool {
	return bytes.Contains(entry, []byte("] Mismatched comments on type ")) &&
		(bytes.Contains(entry, []byte("\n  Ignoring comments from type alias:\n")) ||
			bytes.Contains(entry, []byte("\n  Ignoring comments from possible type alias:\n")))
}
