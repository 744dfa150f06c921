package sampleapiserver_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/cli-runtime/pkg/genericclioptions"
	"k8s.io/cli-runtime/pkg/genericiooptions"
	"k8s.io/kubectl/pkg/cmd/get"
	cmdutil "k8s.io/kubectl/pkg/cmd/util"
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
	"k8s.io/utils/ptr"
)

// kubectl runs kubectl's own get command in this process against s
// (as examples/apiserver/server's end-to-end tests do) and returns what
// it prints.
func kubectl(t *testing.T, s *testServer, args ...string) (stdout string, err error) {
	t.Helper()
	streams, _, out, errOut := genericiooptions.NewTestIOStreams()
	flags := genericclioptions.NewConfigFlags(false)
	flags.KubeConfig = ptr.To(s.kubeconfig)
	flags.CacheDir = ptr.To(t.TempDir())
	f := cmdutil.NewFactory(flags)
	// A root command as kubectl's: it owns --namespace and the other
	// client flags, and the commands ask it for their parent's name.
	root := &cobra.Command{Use: "kubectl", SilenceUsage: true, SilenceErrors: true}
	flags.AddFlags(root.PersistentFlags())
	root.AddCommand(get.NewCmdGet("kubectl", f, streams))
	// kubectl's commands exit the process on errors; turn that into an
	// error here.
	type fatal struct{ msg string }
	cmdutil.BehaviorOnFatal(func(msg string, code int) { panic(fatal{msg}) })
	defer cmdutil.DefaultBehaviorOnFatal()
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(fatal)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("kubectl %s: %s%s", strings.Join(args, " "), f.msg, errOut.String())
		}
	}()
	root.SetArgs(args)
	root.SetOut(out)
	root.SetErr(errOut)
	if err := root.Execute(); err != nil {
		return out.String(), err
	}
	return out.String(), nil
}

// TestE2EKubectlGetBothVersions: kubectl's get prints each version's
// columns (v1alpha1: Reference, Type; v1beta1: Flunder, Type) for the
// same objects, selects with each version's field selectors, defaults
// to the preferred version (v1beta1), prints Fischers (v1alpha1 only)
// and reports the server's 400 for a label of the other version.
func TestE2EKubectlGetBothVersions(t *testing.T) {
	s := cached
	ns := unique("kubectl")
	s.createAlpha(t, ns, alphaFlunder("a", "x", ""))
	s.createBeta(t, ns, betaFlunder("b", "y", "Fischer"))
	s.createBeta(t, ns, betaFlunder("c", "x", "Flunder"))
	s.createBeta(t, ns, betaFlunder("d", "", ""))
	fischer := unique("kubectl-fischer")
	if _, err := s.client.WardleV1alpha1().Fischers().Create(context.Background(), &wardlev1alpha1.Fischer{
		ObjectMeta: metav1.ObjectMeta{Name: fischer}, DisallowedFlunders: []string{"no", "never"},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	const alpha, beta = "flunders.v1alpha1.wardle.example.com", "flunders.v1beta1.wardle.example.com"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"get", alpha, "-n", ns}, `
NAME   REFERENCE   TYPE
a      x           Flunder
b      y           Fischer
c      x           Flunder
d
`},
		{[]string{"get", alpha, "-n", ns, "--field-selector", "spec.reference=x"}, `
NAME   REFERENCE   TYPE
a      x           Flunder
c      x           Flunder
`},
		{[]string{"get", alpha, "-n", ns, "--field-selector", "spec.referenceType=Fischer"}, `
NAME   REFERENCE   TYPE
b      y           Fischer
`},
		{[]string{"get", beta, "-n", ns}, `
NAME   FLUNDER   TYPE
a      x         Flunder
b                Fischer
c      x         Flunder
d
`},
		{[]string{"get", beta, "-n", ns, "--field-selector", "spec.flunderReference=x,metadata.name!=a"}, `
NAME   FLUNDER   TYPE
c      x         Flunder
`},
		{[]string{"get", beta, "-n", ns, "--field-selector", "spec.fischerReference=y"}, `
NAME   FLUNDER   TYPE
b                Fischer
`},
		// The preferred version, v1beta1: its labels and its columns.
		{[]string{"get", "flunders", "-n", ns, "--field-selector", "spec.flunderReference=x"}, `
NAME   FLUNDER   TYPE
a      x         Flunder
c      x         Flunder
`},
		{[]string{"get", "flunders", "-n", ns, "--field-selector", "spec.referenceType=Flunder", "-o", "name"}, `
flunder.wardle.example.com/a
flunder.wardle.example.com/c
`},
		{[]string{"get", "fischers.v1alpha1.wardle.example.com", fischer}, `
NAME` + strings.Repeat(" ", len(fischer)-1) + `DISALLOWED
` + fischer + `   ["no","never"]
`},
	}
	for _, tc := range cases {
		got, err := kubectl(t, s, tc.args...)
		if err != nil {
			t.Errorf("kubectl %s: %v", strings.Join(tc.args, " "), err)
			continue
		}
		// kubectl pads an empty cell with spaces to the line's end; the
		// cases are written without trailing spaces.
		if got, want := trimLines(got), strings.TrimPrefix(tc.want, "\n"); got != want {
			t.Errorf("kubectl %s printed\n%s\nwant\n%s", strings.Join(tc.args, " "), got, want)
		}
	}

	for _, tc := range []struct{ resource, label string }{{beta, "spec.reference"}, {alpha, "spec.flunderReference"}} {
		_, err := kubectl(t, s, "get", tc.resource, "-n", ns, "--field-selector", tc.label+"=x")
		if err == nil || !strings.Contains(err.Error(), "field label not supported: "+tc.label) {
			t.Errorf("kubectl get %s --field-selector %s=x: %v; want field label not supported: %s", tc.resource, tc.label, err, tc.label)
		}
	}
}

// trimLines removes the trailing spaces of each line.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
