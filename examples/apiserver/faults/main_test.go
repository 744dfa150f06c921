package faults

import (
	"flag"
	"fmt"
	"io"
	"os"
	"testing"

	"k8s.io/klog/v2"
)

// The test binary is also each child process: a role in the environment
// makes TestMain run an etcd member or a replica instead of the tests.
const roleEnv = "FAULTS_ROLE"

var long = flag.Bool("faults.long", false, "run every scenario for longer (docs/reliability.md)")

func TestMain(m *testing.M) {
	switch role := os.Getenv(roleEnv); role {
	case "":
		// The clients' retries (gRPC's, client-go's reflectors') log each
		// failed attempt, which a fault suite makes by design; the checks
		// report what matters.
		quiet := flag.NewFlagSet("klog", flag.ContinueOnError)
		klog.InitFlags(quiet)
		quiet.Set("logtostderr", "false")
		quiet.Set("stderrthreshold", "FATAL")
		klog.SetOutput(io.Discard)
		os.Exit(m.Run())
	case "etcd":
		runEtcdMember()
	case "replica":
		runReplica()
	default:
		fmt.Fprintf(os.Stderr, "unknown %s %q\n", roleEnv, role)
		os.Exit(2)
	}
}
