package server_test

import (
	"context"
	"net/http"
	"reflect"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes"
	restclient "k8s.io/client-go/rest"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// clientset is client-go's typed clientset for s, talking protobuf only
// (protobuf set true) or JSON only.
func clientset(t *testing.T, s *testServer, protobuf bool) kubernetes.Interface {
	t.Helper()
	cfg := restclient.CopyConfig(s.RESTConfig)
	cfg.ContentType, cfg.AcceptContentTypes = runtime.ContentTypeJSON, runtime.ContentTypeJSON
	if protobuf {
		cfg.ContentType, cfg.AcceptContentTypes = runtime.ContentTypeProtobuf, runtime.ContentTypeProtobuf
	}
	c, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestE2EProtobuf: client-go's typed clients, which kubectl uses for the
// built-in groups, create, read, list, update and watch the core and
// batch kinds in protobuf; what they read equals what a JSON client reads.
func TestE2EProtobuf(t *testing.T) {
	ctx := context.Background()
	pb, js := clientset(t, cached, true), clientset(t, cached, false)
	ns, err := pb.CoreV1().Namespaces().Create(ctx, &v1.Namespace{ObjectMeta: metav1.ObjectMeta{GenerateName: "protobuf-"}}, metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if ns.Status.Phase != v1.NamespaceActive || !reflect.DeepEqual(ns.Spec.Finalizers, []v1.FinalizerName{v1.FinalizerKubernetes}) {
		t.Errorf("created namespace %+v %+v; want Active with the kubernetes finalizer", ns.Spec, ns.Status)
	}
	watcher, err := pb.CoreV1().Pods(ns.Name).Watch(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Stop()

	pod := &v1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "web", Labels: map[string]string{"app": "web"}},
		Spec: v1.PodSpec{Containers: []v1.Container{{Name: "app", Image: "nginx",
			Resources: v1.ResourceRequirements{Requests: v1.ResourceList{v1.ResourceCPU: resource.MustParse("100m")}}}}}}
	if pod, err = pb.CoreV1().Pods(ns.Name).Create(ctx, pod, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	secret := &v1.Secret{ObjectMeta: metav1.ObjectMeta{Name: "creds"}, Type: v1.SecretTypeOpaque, Data: map[string][]byte{"user": []byte("admin")}}
	if _, err := pb.CoreV1().Secrets(ns.Name).Create(ctx, secret, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	job := &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "pi"}, Spec: batchv1.JobSpec{Template: v1.PodTemplateSpec{
		Spec: v1.PodSpec{RestartPolicy: v1.RestartPolicyNever, Containers: []v1.Container{{Name: "pi", Image: "perl"}}}}}}
	if job, err = pb.BatchV1().Jobs(ns.Name).Create(ctx, job, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	if job.Spec.Selector == nil || job.Spec.Template.Labels["job-name"] != "pi" {
		t.Errorf("created job %+v; want its selector generated", job.Spec)
	}

	// What protobuf reads is what JSON reads.
	same := func(what string, got, want any, err1, err2 error) {
		t.Helper()
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: protobuf %v, JSON %v", what, err1, err2)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s in protobuf\n%+v\nin JSON\n%+v", what, got, want)
		}
	}
	p1, e1 := pb.CoreV1().Pods(ns.Name).Get(ctx, "web", metav1.GetOptions{})
	p2, e2 := js.CoreV1().Pods(ns.Name).Get(ctx, "web", metav1.GetOptions{})
	same("pod", p1, p2, e1, e2)
	if q := p1.Spec.Containers[0].Resources.Requests[v1.ResourceCPU]; q.String() != "100m" {
		t.Errorf("pod's CPU request %s; want 100m", q.String())
	}
	s1, e1 := pb.CoreV1().Secrets(ns.Name).List(ctx, metav1.ListOptions{})
	s2, e2 := js.CoreV1().Secrets(ns.Name).List(ctx, metav1.ListOptions{})
	same("secrets", s1, s2, e1, e2)
	j1, e1 := pb.BatchV1().Jobs(ns.Name).Get(ctx, "pi", metav1.GetOptions{})
	j2, e2 := js.BatchV1().Jobs(ns.Name).Get(ctx, "pi", metav1.GetOptions{})
	same("job", j1, j2, e1, e2)
	n1, e1 := pb.CoreV1().Namespaces().Get(ctx, ns.Name, metav1.GetOptions{})
	n2, e2 := js.CoreV1().Namespaces().Get(ctx, ns.Name, metav1.GetOptions{})
	same("namespace", n1, n2, e1, e2)

	// An update in protobuf, seen by the protobuf watch.
	pod.Labels["tier"] = "front"
	if _, err := pb.CoreV1().Pods(ns.Name).Update(ctx, pod, metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	want := []watch.EventType{watch.Added, watch.Modified}
	for i := range want {
		select {
		case ev := <-watcher.ResultChan():
			got, ok := ev.Object.(*v1.Pod)
			if ev.Type != want[i] || !ok || got.Name != "web" {
				t.Fatalf("watch event %d: %s %T; want %s of pod web", i, ev.Type, ev.Object, want[i])
			}
			if i == 1 && got.Labels["tier"] != "front" {
				t.Errorf("modified pod's labels %v; want tier=front", got.Labels)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no watch event %d", i)
		}
	}
	// Errors are protobuf Status objects.
	if _, err := pb.CoreV1().Pods(ns.Name).Get(ctx, "missing", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get of a missing pod: %v; want NotFound", err)
	}
}

// TestE2EProtobufCustomGroups: the example groups of their own have no
// protobuf form, as custom resources have none on kube-apiserver: a
// protobuf-only Accept gets 406, a protobuf body 415, and a client that
// prefers protobuf but takes JSON gets JSON.
func TestE2EProtobufCustomGroups(t *testing.T) {
	ctx := context.Background()
	ns := uniqueNamespace(t, "protobuf-custom")
	rc := cached.client(t, stablev1.SchemeGroupVersion)
	get := func(accept string) (int, string) {
		res := rc.Get().Namespace(ns).Resource("selectors").SetHeader("Accept", accept).Do(ctx)
		var code int
		res.StatusCode(&code)
		var contentType string
		res.ContentType(&contentType)
		return code, contentType
	}
	if code, _ := get(runtime.ContentTypeProtobuf); code != http.StatusNotAcceptable {
		t.Errorf("protobuf-only list: %d; want 406", code)
	}
	if code, contentType := get(runtime.ContentTypeProtobuf + ", " + runtime.ContentTypeJSON); code != http.StatusOK || contentType != runtime.ContentTypeJSON {
		t.Errorf("list preferring protobuf: %d %s; want 200 in JSON", code, contentType)
	}
	body := []byte("k8s\x00") // a protobuf envelope: refused by media type before it is read
	var code int
	rc.Post().Namespace(ns).Resource("selectors").SetHeader("Content-Type", runtime.ContentTypeProtobuf).Body(body).Do(ctx).StatusCode(&code)
	if code != http.StatusUnsupportedMediaType {
		t.Errorf("protobuf create: %d; want 415", code)
	}
}
