// Command selectable-gen generates field-selector code for Kubernetes-style
// API types from comment markers. See the README and docs/markers.md.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/pflag"
	"k8s.io/klog/v2"

	"github.com/selectable-gen/selectable-gen/generators"
)

func main() {
	klog.InitFlags(nil)
	args := generators.DefaultArgs()
	args.AddFlags(pflag.CommandLine)
	pflag.CommandLine.AddGoFlagSet(flag.CommandLine)
	pflag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: selectable-gen [flags] PACKAGE...\n\n")
		pflag.PrintDefaults()
	}
	pflag.Parse()
	verbosity, _ := strconv.Atoi(flag.Lookup("v").Value.String())
	generators.RouteKlog(os.Stderr, verbosity)
	os.Exit(generators.Main(args, pflag.Args(), os.Stdout, os.Stderr))
}
