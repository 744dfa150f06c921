package server_test

import (
	"context"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	restclient "k8s.io/client-go/rest"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
)

// coreClient is a client of the core group at /api/v1.
func coreClient(t *testing.T, s *testServer) *restclient.RESTClient {
	t.Helper()
	cfg := restclient.CopyConfig(s.RESTConfig)
	cfg.GroupVersion = &corev1.SchemeGroupVersion
	cfg.APIPath = "/api"
	cfg.NegotiatedSerializer = server.Codecs.WithoutConversion()
	c, err := restclient.RESTClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestE2EPodsByListFields: the example server serves the Pod mirror's
// fields through lists: pods by any container's image, by owner, by any IP
// (multi-valued) and by their Ready condition (a filter), from etcd, the
// watch cache and its indexes alike; and kubectl get --field-selector
// prints them, as the README shows.
func TestE2EPodsByListFields(t *testing.T) {
	pods := []corev1.Pod{
		{ObjectMeta: metav1.ObjectMeta{Name: "web", OwnerReferences: []metav1.OwnerReference{{APIVersion: "apps/v1", Kind: "ReplicaSet", Name: "rs", UID: types.UID("uid-1")}}},
			Spec:   corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: "nginx"}, {Name: "log", Image: "busybox"}}},
			Status: corev1.PodStatus{PodIPs: []corev1.PodIP{{IP: "10.0.0.1"}, {IP: "fd00::1"}}, Conditions: []corev1.PodCondition{{Type: "Ready", Status: "True"}}}},
		{ObjectMeta: metav1.ObjectMeta{Name: "db"},
			Spec:   corev1.PodSpec{Containers: []corev1.Container{{Name: "db", Image: "postgres"}, {Name: "proxy", Image: "nginx"}}},
			Status: corev1.PodStatus{Conditions: []corev1.PodCondition{{Type: "Ready", Status: "False"}}}},
		{ObjectMeta: metav1.ObjectMeta{Name: "batch"},
			Spec: corev1.PodSpec{Containers: []corev1.Container{{Name: "job", Image: "busybox"}}}},
	}
	cases := []struct{ selector, want string }{
		{"spec.containers.image=nginx", "db web"},
		{"spec.containers.image!=nginx", "batch"},
		{"spec.containers.image=busybox,spec.containers.image=nginx", "web"},
		{"metadata.ownerReferences.uid=uid-1", "web"},
		{"metadata.ownerReferences.uid!=uid-1", "batch db"},
		{"status.podIPs.ip=fd00::1", "web"},
		{"status.podIPs.ip=", ""},
		{"status.ready=True", "web"},
		{"status.ready=", "batch"},
	}
	for _, s := range []*testServer{cached, uncached, cachedNoIndex} {
		ns := uniqueNamespace(t, "listfields")
		c := coreClient(t, s)
		for _, p := range pods {
			p := p
			if err := c.Post().Namespace(ns).Resource("pods").Body(&p).Do(context.Background()).Error(); err != nil {
				t.Fatalf("%s: create %s: %v", s.name, p.Name, err)
			}
		}
		for _, tc := range cases {
			for _, rv := range []string{"", "0"} {
				var list corev1.PodList
				err := c.Get().Namespace(ns).Resource("pods").Param("fieldSelector", tc.selector).Param("resourceVersion", rv).Do(context.Background()).Into(&list)
				if err != nil {
					t.Fatalf("%s: %s: %v", s.name, tc.selector, err)
				}
				var got []string
				for _, p := range list.Items {
					got = append(got, p.Name)
				}
				if strings.Join(got, " ") != tc.want {
					t.Errorf("%s: --field-selector %s (resourceVersion %q): %v, want %q", s.name, tc.selector, rv, got, tc.want)
				}
			}
		}
		if s != cached {
			continue
		}
		out, err := kubectl(t, s, "get", "pods", "--namespace", ns, "--field-selector", "spec.containers.image=nginx", "-o", "name")
		if err != nil || out != "pod/db\npod/web\n" {
			t.Errorf("kubectl get pods --field-selector spec.containers.image=nginx -o name: %q, %v", out, err)
		}
	}
}
