package swap

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/spf13/cobra"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/cli-runtime/pkg/genericclioptions"
	"k8s.io/cli-runtime/pkg/genericiooptions"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/discovery/cached/memory"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/restmapper"
	"k8s.io/kubectl/pkg/cmd/apiresources"
	"k8s.io/kubectl/pkg/cmd/apply"
	"k8s.io/kubectl/pkg/cmd/get"
	cmdutil "k8s.io/kubectl/pkg/cmd/util"
	"k8s.io/utils/ptr"
)

// kubectl runs kubectl's own commands (get, apply, api-resources, of
// k8s.io/kubectl at this module's pin: the servers' minor) in this
// process against one server, as the kubectl binary runs them: the same
// flags, printers and messages, its fatal errors as an exit status. In
// process, not as a binary: a kubectl process costs about 0.2 s of CPU to
// start and read its discovery cache, some 200 s of CPU for the 900
// commands of TestKubeAPIServer on 2 cores (2026-11-30); here the
// discovery is read once per server and shared. No kubectl on PATH is
// needed, and its version is the servers' (examples/apiserver/server and
// realworld/sampleapiserver run get the same way, each at its own pins).
type kubectl struct {
	kubeconfig string
	// The server's discovery and REST mapper, in memory, shared by every
	// command (both are safe for concurrent use); kubectl reads the same
	// from its disk cache.
	once      sync.Once
	discovery discovery.CachedDiscoveryInterface
	mapper    meta.RESTMapper
	err       error
}

// kubectlExit is a kubectl command's fatal error: what it prints and its
// exit code (cmdutil.BehaviorOnFatal).
type kubectlExit struct {
	msg  string
	code int
}

// fatalAsPanic makes kubectl's fatal errors, which would exit the process,
// panics of kubectlExit that run recovers, for the rest of the test. The
// handler is global, so it is set once, before any command runs.
func fatalAsPanic(t *testing.T) {
	cmdutil.BehaviorOnFatal(func(msg string, code int) { panic(kubectlExit{msg, code}) })
	t.Cleanup(cmdutil.DefaultBehaviorOnFatal)
}

// run runs kubectl with args and returns its standard output, its standard
// error and, where it failed, its exit status as an error.
func (k *kubectl) run(args ...string) (stdout, stderr string, err error) {
	streams, _, out, errOut := genericiooptions.NewTestIOStreams()
	flags := genericclioptions.NewConfigFlags(false)
	flags.KubeConfig = ptr.To(k.kubeconfig)
	getter := &commandClients{ConfigFlags: flags, k: k, warnings: errOut}
	f := cmdutil.NewFactory(getter)
	// A root command as kubectl's: it owns --namespace and the other
	// client flags, and the commands ask it for their parent's name.
	root := &cobra.Command{Use: "kubectl", SilenceUsage: true, SilenceErrors: true}
	flags.AddFlags(root.PersistentFlags())
	root.AddCommand(get.NewCmdGet("kubectl", f, streams), apply.NewCmdApply("kubectl", f, streams), apiresources.NewCmdAPIResources(getter, streams))
	root.SetArgs(args)
	root.SetOut(out)
	root.SetErr(errOut)
	defer func() {
		if r := recover(); r != nil {
			exit, ok := r.(kubectlExit)
			if !ok {
				panic(r)
			}
			// As kubectl's default handler prints it.
			errOut.WriteString(exit.msg)
			if !strings.HasSuffix(exit.msg, "\n") {
				errOut.WriteString("\n")
			}
			stdout, stderr, err = out.String(), errOut.String(), fmt.Errorf("exit status %d", exit.code)
		}
	}()
	if err := root.Execute(); err != nil {
		fmt.Fprintf(errOut, "error: %v\n", err)
		return out.String(), errOut.String(), fmt.Errorf("exit status 1")
	}
	return out.String(), errOut.String(), nil
}

// commandClients are one command's clients: its flags' REST
// configuration, whose server warnings go to the command's standard error
// (kubectl sets a process-wide warning handler to its standard error),
// and the server's shared discovery.
type commandClients struct {
	*genericclioptions.ConfigFlags
	k        *kubectl
	warnings io.Writer
}

func (c *commandClients) ToRESTConfig() (*restclient.Config, error) {
	config, err := c.ConfigFlags.ToRESTConfig()
	if err != nil {
		return nil, err
	}
	config.WarningHandler = restclient.NewWarningWriter(c.warnings, restclient.WarningWriterOptions{Deduplicate: true})
	return config, nil
}

func (c *commandClients) ToDiscoveryClient() (discovery.CachedDiscoveryInterface, error) {
	if err := c.k.load(c.ConfigFlags); err != nil {
		return nil, err
	}
	return c.k.discovery, nil
}

func (c *commandClients) ToRESTMapper() (meta.RESTMapper, error) {
	if err := c.k.load(c.ConfigFlags); err != nil {
		return nil, err
	}
	return c.k.mapper, nil
}

// load builds the server's discovery client and REST mapper on first use,
// as kubectl does from its flags (a deferred discovery mapper with
// kubectl's short names), keeping discovery in memory.
func (k *kubectl) load(flags *genericclioptions.ConfigFlags) error {
	k.once.Do(func() {
		config, err := flags.ToRESTConfig()
		if err != nil {
			k.err = err
			return
		}
		// kubectl's discovery limits (ConfigFlags' defaults): discovery
		// asks every group version at once.
		config.Burst, config.QPS = 300, 50
		client, err := discovery.NewDiscoveryClientForConfig(config)
		if err != nil {
			k.err = err
			return
		}
		k.discovery = memory.NewMemCacheClient(client)
		k.mapper = restmapper.NewShortcutExpander(restmapper.NewDeferredDiscoveryRESTMapper(k.discovery), k.discovery, nil)
	})
	return k.err
}
