package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// tourStep is one kubectl command of a newcomer's session: what it must
// print, or the error it must report.
type tourStep struct {
	args    []string
	want    string // stdout, exactly (NS is the step's namespace)
	wantErr string // a part of the error; empty: no error
}

// runTour runs the steps against the cached server, NS replaced by ns.
func runTour(t *testing.T, ns string, steps []tourStep) {
	t.Helper()
	for _, step := range steps {
		args := make([]string, len(step.args))
		for i, a := range step.args {
			args[i] = strings.ReplaceAll(a, "NS", ns)
		}
		cmd := "kubectl " + strings.Join(args, " ")
		got, err := kubectl(t, cached, args...)
		switch {
		case step.wantErr != "":
			if err == nil || !strings.Contains(err.Error(), strings.ReplaceAll(step.wantErr, "NS", ns)) {
				t.Errorf("%s: error %v; want one with %q", cmd, err, step.wantErr)
			}
		case err != nil:
			t.Errorf("%s: %v", cmd, err)
		default:
			if want := strings.ReplaceAll(strings.TrimPrefix(step.want, "\n"), "NS", ns); got != want {
				t.Errorf("%s printed\n%s\nwant\n%s", cmd, got, want)
			}
		}
	}
}

// TestE2EKubectlTour: the imperative kubectl commands a newcomer tries
// after the README work on the example server as on kube-apiserver:
// kubectl sends protobuf to the core and batch groups (create namespace,
// create secret, create job, describe), finds kinds by short name and by
// the "all" category, and namespaces hold their objects: none is created
// in a namespace that does not exist, and deleting a namespace deletes
// what it holds (kubectl delete waits until it is gone).
func TestE2EKubectlTour(t *testing.T) {
	ns := unique("tour")
	runTour(t, ns, []tourStep{
		{args: []string{"create", "namespace", "NS"}, want: "namespace/NS created\n"},
		{args: []string{"get", "ns", "NS", "-o", "jsonpath={.status.phase} {.spec.finalizers}"}, want: `Active ["kubernetes"]`},
		{args: []string{"run", "web", "--image=nginx", "-n", "NS"}, want: "pod/web created\n"},
		{args: []string{"create", "job", "pi", "--image=busybox", "-n", "NS"}, want: "job.batch/pi created\n"},
		{args: []string{"create", "secret", "generic", "creds", "--from-literal=user=admin", "-n", "NS"}, want: "secret/creds created\n"},
		{args: []string{"get", "all", "-n", "NS", "-o", "name"}, want: "pod/web\njob.batch/pi\n"},
		{args: []string{"get", "po", "-n", "NS", "-o", "jsonpath={.items[*].spec.containers[*].image}"}, want: "nginx"},
		{args: []string{"get", "secrets", "-n", "NS", "-o", "jsonpath={.items[*].data.user}"}, want: "YWRtaW4="},
		{args: []string{"get", "job", "pi", "-n", "NS", "-o", "jsonpath={.spec.template.spec.containers[*].image} {.spec.template.spec.restartPolicy}"}, want: "busybox Never"},
		{args: []string{"run", "lost", "--image=nginx", "-n", "nowhere-NS"}, wantErr: `namespaces "nowhere-NS" not found`},
		{args: []string{"create", "secret", "generic", "lost", "--from-literal=a=b", "-n", "nowhere-NS"}, wantErr: `namespaces "nowhere-NS" not found`},
		{args: []string{"delete", "namespace", "default"}, wantErr: `namespaces "default" is forbidden: this namespace may not be deleted`},
		{args: []string{"get", "ns", "default", "kube-system", "kube-public", "kube-node-lease", "-o", "name"},
			want: "namespace/default\nnamespace/kube-system\nnamespace/kube-public\nnamespace/kube-node-lease\n"},
		{args: []string{"delete", "namespace", "NS"}, want: "namespace \"NS\" deleted\n"},
		{args: []string{"get", "all", "-n", "NS", "-o", "name"}, want: ""},
		{args: []string{"get", "secrets", "-n", "NS", "-o", "name"}, want: ""},
		{args: []string{"get", "namespace", "NS"}, wantErr: `namespaces "NS" not found`},
	})
	describe, err := kubectl(t, cached, "describe", "pod", "web", "-n", "default")
	if err == nil || !strings.Contains(err.Error(), `pods "web" not found`) {
		// describe asks for protobuf; a missing pod is the server's 404.
		t.Errorf("kubectl describe pod web -n default: %v (%s); want not found", err, describe)
	}
}

// TestE2EKubectlDescribe: kubectl describe reads a pod through the typed
// client, in protobuf.
func TestE2EKubectlDescribe(t *testing.T) {
	ns := uniqueNamespace(t, "describe")
	runTour(t, ns, []tourStep{{args: []string{"run", "web", "--image=nginx", "--labels=app=web", "-n", "NS"}, want: "pod/web created\n"}})
	got, err := kubectl(t, cached, "describe", "pod", "web", "-n", ns)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Name:         web\n", "Namespace:    " + ns + "\n", "Labels:       app=web\n", "Image:        nginx\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("kubectl describe pod printed\n%s\nwithout %q", got, want)
		}
	}
}

// TestE2ENamespaceTerminating: a namespace whose content cannot go yet (an
// object with a finalizer) stays Terminating, takes no new object, and
// goes once the finalizer is removed.
func TestE2ENamespaceTerminating(t *testing.T) {
	ctx := context.Background()
	ns := unique("terminating")
	runTour(t, ns, []tourStep{{args: []string{"create", "namespace", "NS"}, want: "namespace/NS created\n"}})
	sc := cached.client(t, stablev1.SchemeGroupVersion)
	held := &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "held", Namespace: ns, Finalizers: []string{"example.com/hold"}},
		Spec: stablev1.SelectorSpec{Color: "blue", Size: "S"}}
	if err := sc.Post().Namespace(ns).Resource("selectors").Body(held).Do(ctx).Into(held); err != nil {
		t.Fatal(err)
	}
	runTour(t, ns, []tourStep{
		{args: []string{"delete", "namespace", "NS", "--wait=false"}, want: "namespace \"NS\" deleted\n"},
		{args: []string{"get", "ns", "NS", "-o", "jsonpath={.status.phase}"}, want: "Terminating"},
		{args: []string{"run", "late", "--image=nginx", "-n", "NS"},
			wantErr: `pods "late" is forbidden: unable to create new content in namespace NS because it is being terminated`},
	})
	// The held object is marked for deletion; releasing it lets the
	// namespace go.
	waitFor(t, "the held selector to be marked for deletion", func() (bool, error) {
		err := sc.Get().Namespace(ns).Resource("selectors").Name("held").Do(ctx).Into(held)
		return err == nil && held.DeletionTimestamp != nil, err
	})
	held.Finalizers = nil
	if err := sc.Put().Namespace(ns).Resource("selectors").Name("held").Body(held).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}
	core := cached.client(t, schema.GroupVersion{Version: "v1"})
	waitFor(t, "the namespace to go", func() (bool, error) {
		err := core.Get().AbsPath("/api/v1/namespaces", ns).Do(ctx).Into(&corev1.Namespace{})
		if apierrors.IsNotFound(err) {
			return true, nil
		}
		return false, err
	})
}

// waitFor polls done for up to 30 seconds.
func waitFor(t *testing.T, what string, done func() (bool, error)) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		ok, err := done()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: %v", what, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
