// Command apiserver is the example API server: the example kinds served by
// k8s.io/apiserver's generic registry, with field selection, tables,
// selector generation and /status and /scale all done by selectable-gen's
// generated code.
//
//	go run ./examples/apiserver
//
// starts an embedded etcd in the data directory, serves HTTPS on
// 127.0.0.1, writes DIR/kubeconfig (a client certificate signed by the
// server's own CA) and prints "kubeconfig: <path>" when ready.
// SIGINT or SIGTERM drains requests, closes etcd and exits.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		// After the first signal, a second one kills the process as usual.
		<-ctx.Done()
		stop()
	}()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "apiserver:", err)
		os.Exit(1)
	}
}

// run serves until ctx is cancelled, then shuts down cleanly.
func run(ctx context.Context, args []string, stdout io.Writer) error {
	var o server.Options
	var etcdServers string
	flags := flag.NewFlagSet("apiserver", flag.ContinueOnError)
	flags.StringVar(&o.DataDir, "data-dir", defaultDataDir(), "directory for etcd's data, the certificates and the written kubeconfig")
	flags.IntVar(&o.SecurePort, "secure-port", 6443, "HTTPS port on 127.0.0.1 (0 picks a free one)")
	flags.StringVar(&etcdServers, "etcd-servers", "", "comma-separated external etcd endpoints; empty starts an embedded etcd in DATA-DIR/etcd")
	flags.BoolVar(&o.DisableWatchCache, "disable-watch-cache", false, "serve lists and watches from etcd, not the watch cache")
	if err := flags.Parse(args); errors.Is(err, flag.ErrHelp) {
		return nil // the usage is printed
	} else if err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", flags.Args())
	}
	if etcdServers != "" {
		o.EtcdServers = strings.Split(etcdServers, ",")
	}

	s, err := server.Start(ctx, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "kubeconfig: %s\n", s.Kubeconfig)
	fmt.Fprintf(stdout, "try: kubectl --kubeconfig %s get selectors --field-selector spec.color=blue\n", s.Kubeconfig)
	return s.Wait()
}

// defaultDataDir is under the user's cache directory, so a restart finds
// its objects again and nothing lands in the working tree.
func defaultDataDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "selectable-gen", "example-apiserver")
}
