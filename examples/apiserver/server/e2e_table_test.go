package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	apimeta "k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/cli-runtime/pkg/genericclioptions"
	"k8s.io/cli-runtime/pkg/genericiooptions"
	restclient "k8s.io/client-go/rest"
	"k8s.io/kubectl/pkg/cmd/create"
	"k8s.io/kubectl/pkg/cmd/delete"
	"k8s.io/kubectl/pkg/cmd/describe"
	"k8s.io/kubectl/pkg/cmd/get"
	"k8s.io/kubectl/pkg/cmd/run"
	"k8s.io/kubectl/pkg/cmd/scale"
	cmdutil "k8s.io/kubectl/pkg/cmd/util"
	"k8s.io/utils/ptr"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
)

const tableAccept = "application/json;as=Table;v=v1;g=meta.k8s.io"

// TestE2ETable: a Table request returns exactly what the generated
// ConvertToTable gives for the same objects: the same columns and the
// same cells in the same order, through the server's JSON. Date columns
// ("Age") are relative to the moment they are computed, so only their
// presence is compared.
func TestE2ETable(t *testing.T) {
	ctx := context.Background()
	c := newSelectorClient(t, cached, uniqueNamespace(t, "e2e-table"))
	selectorFixture(c)
	list, err := c.list("", "")
	if err != nil {
		t.Fatal(err)
	}
	want, err := stablev1.SelectorTableConvertor{}.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	compareTable(t, "selectors", c.rc.Get().Namespace(c.ns).Resource("selectors"), want)
	// And the cells themselves, which the differential tests in examples/
	// compare with the CRD table convertor: Name, Color, Size.
	var cells [][]any
	for _, row := range want.Rows {
		cells = append(cells, row.Cells)
	}
	wantCells := [][]any{{"blue-m", "blue", "M"}, {"blue-s", "blue", "S"}, {"green-l", "green", "L"},
		{"green-m", "green", "M"}, {"nocolor", nil, "S"}, {"red-m", "red", "M"}} // an empty color is omitted: no cell, as for a CRD
	if !reflect.DeepEqual(cells, wantCells) {
		t.Errorf("cells %v; want %v", cells, wantCells)
	}

	// One object: a Get as Table.
	one := &list.Items[0]
	want, err = stablev1.SelectorTableConvertor{}.ConvertToTable(ctx, one, nil)
	if err != nil {
		t.Fatal(err)
	}
	compareTable(t, "selectors/"+one.Name, c.rc.Get().Namespace(c.ns).Resource("selectors").Name(one.Name), want)

	// Integer columns and an empty status column.
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	for i, replicas := range []int32{0, 3, 70000} {
		r := &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("r%d", i)},
			Spec: workloadsv1.RolloutSpec{Replicas: ptr.To(replicas), Image: "nginx"}}
		if err := rc.Post().Namespace(c.ns).Resource("rollouts").Body(r).Do(ctx).Error(); err != nil {
			t.Fatal(err)
		}
	}
	rollouts := &workloadsv1.RolloutList{}
	if err := rc.Get().Namespace(c.ns).Resource("rollouts").Do(ctx).Into(rollouts); err != nil {
		t.Fatal(err)
	}
	want, err = workloadsv1.RolloutTableConvertor{}.ConvertToTable(ctx, rollouts, nil)
	if err != nil {
		t.Fatal(err)
	}
	compareTable(t, "rollouts", rc.Get().Namespace(c.ns).Resource("rollouts"), want)
}

// compareTable requests req as a Table and compares it with want.
func compareTable(t *testing.T, what string, req *restclient.Request, want *metav1.Table) {
	t.Helper()
	raw, err := req.SetHeader("Accept", tableAccept).DoRaw(context.Background())
	if err != nil {
		t.Fatalf("%s as Table: %v", what, err)
	}
	var got metav1.Table
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("%s: decoding the Table: %v", what, err)
	}
	if got.Kind != "Table" || got.APIVersion != "meta.k8s.io/v1" {
		t.Errorf("%s: got %s %s; want meta.k8s.io/v1 Table", what, got.APIVersion, got.Kind)
	}
	if !reflect.DeepEqual(got.ColumnDefinitions, want.ColumnDefinitions) {
		t.Errorf("%s: columns\n got %+v\nwant %+v", what, got.ColumnDefinitions, want.ColumnDefinitions)
	}
	if len(got.Rows) != len(want.Rows) {
		t.Fatalf("%s: %d rows; want %d", what, len(got.Rows), len(want.Rows))
	}
	for i := range want.Rows {
		gotCells, wantCells := got.Rows[i].Cells, jsonCells(t, want.Rows[i].Cells)
		for j, col := range want.ColumnDefinitions {
			if col.Type == "date" {
				if s, ok := gotCells[j].(string); !ok || s == "" {
					t.Errorf("%s row %d column %s = %#v; want an age", what, i, col.Name, gotCells[j])
				}
				gotCells[j], wantCells[j] = nil, nil
			}
		}
		if !reflect.DeepEqual(gotCells, wantCells) {
			t.Errorf("%s row %d: cells\n got %#v\nwant %#v", what, i, gotCells, wantCells)
		}
		// The server sends each row's object as metadata only (the
		// default includeObject=Metadata); the name must be the row's.
		var meta metav1.PartialObjectMetadata
		if err := json.Unmarshal(got.Rows[i].Object.Raw, &meta); err != nil || meta.Kind != "PartialObjectMetadata" {
			t.Errorf("%s row %d: object %s; want PartialObjectMetadata (%v)", what, i, got.Rows[i].Object.Raw, err)
		}
		wantMeta, _ := meta2(want.Rows[i].Object.Object)
		if meta.Name != wantMeta {
			t.Errorf("%s row %d: object %q; want %q", what, i, meta.Name, wantMeta)
		}
	}
}

// jsonCells is cells as they look after a trip through JSON.
func jsonCells(t *testing.T, cells []any) []any {
	t.Helper()
	b, err := json.Marshal(cells)
	if err != nil {
		t.Fatal(err)
	}
	var out []any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func meta2(obj runtime.Object) (string, error) {
	m, err := apimeta.Accessor(obj)
	if err != nil {
		return "", err
	}
	return m.GetName(), nil
}

// kubectl runs kubectl's own command (get, scale, create, run, delete, describe) in this process
// against s, and returns what it prints.
func kubectl(t *testing.T, s *testServer, args ...string) (stdout string, err error) {
	t.Helper()
	streams, _, out, errOut := genericiooptions.NewTestIOStreams()
	flags := genericclioptions.NewConfigFlags(false)
	flags.KubeConfig = ptr.To(s.Kubeconfig)
	flags.CacheDir = ptr.To(t.TempDir())
	f := cmdutil.NewFactory(flags)
	// A root command as kubectl's: it owns --namespace and the other
	// client flags, and the commands ask it for their parent's name.
	root := &cobra.Command{Use: "kubectl", SilenceUsage: true, SilenceErrors: true}
	flags.AddFlags(root.PersistentFlags())
	root.AddCommand(get.NewCmdGet("kubectl", f, streams), scale.NewCmdScale(f, streams),
		create.NewCmdCreate(f, streams), run.NewCmdRun(f, streams), delete.NewCmdDelete(f, streams),
		describe.NewCmdDescribe("kubectl", f, streams))
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

// TestE2EKubectlGetKEPExample: kubectl's get command prints the KEP-4358
// example. The KEP's text is illustrative in two ways this test does not
// copy: kubectl pads columns with three spaces, not two, and the KEP's
// last query (spec.color=green,spec.size=M) shows example2 (blue), which
// that selector cannot match; the server returns example3, as the KEP's
// semantics require.
func TestE2EKubectlGetKEPExample(t *testing.T) {
	c := newSelectorClient(t, cached, uniqueNamespace(t, "kep"))
	c.create("example1", "blue", "S", nil)
	c.create("example2", "blue", "M", nil)
	c.create("example3", "green", "M", nil)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"get", "selector.stable.example.com", "-n", c.ns}, `
NAME       COLOR   SIZE
example1   blue    S
example2   blue    M
example3   green   M
`},
		{[]string{"get", "selector.stable.example.com", "-n", c.ns, "--field-selector", "spec.color=blue"}, `
NAME       COLOR   SIZE
example1   blue    S
example2   blue    M
`},
		{[]string{"get", "selector.stable.example.com", "-n", c.ns, "--field-selector", "spec.color=green,spec.size=M"}, `
NAME       COLOR   SIZE
example3   green   M
`},
		{[]string{"get", "selectors", "-n", c.ns, "--field-selector", "spec.size=M", "-o", "name"}, `
selector.stable.example.com/example2
selector.stable.example.com/example3
`},
	}
	for _, tc := range cases {
		got, err := kubectl(t, cached, tc.args...)
		if err != nil {
			t.Errorf("kubectl %s: %v", strings.Join(tc.args, " "), err)
			continue
		}
		if want := strings.TrimPrefix(tc.want, "\n"); got != want {
			t.Errorf("kubectl %s printed\n%s\nwant\n%s", strings.Join(tc.args, " "), got, want)
		}
	}

	// An unknown field label: kubectl reports the server's 400.
	_, err := kubectl(t, cached, "get", "selectors", "-n", c.ns, "--field-selector", "spec.shape=round")
	if err == nil || !strings.Contains(err.Error(), "field label not supported: spec.shape") {
		t.Errorf("kubectl get --field-selector spec.shape=round: %v; want field label not supported: spec.shape", err)
	}
}
