package sampleapiserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
	wardlev1beta1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"
	"k8s.io/utils/ptr"
)

// outcome is what a request answered, comparable across servers: the
// object without what each server assigns (uid, resource version,
// creation time, managed fields, generation: the generation differs, see
// TestE2EUpstreamDifferences), or the error's code, reason, message and
// causes.
func outcome(obj runtime.Object, err error) string {
	if err != nil {
		status, ok := err.(apierrors.APIStatus)
		if !ok {
			return "error: " + err.Error()
		}
		s := status.Status()
		b, _ := json.Marshal(struct {
			Code    int32
			Reason  metav1.StatusReason
			Message string
			Details *metav1.StatusDetails
		}{s.Code, s.Reason, s.Message, s.Details})
		return "error: " + string(b)
	}
	obj = obj.DeepCopyObject()
	if meta.IsListType(obj) {
		items, err := meta.ExtractList(obj)
		if err != nil {
			return "list: " + err.Error()
		}
		for _, item := range items {
			clearAssigned(item)
		}
		if err := meta.SetList(obj, items); err != nil {
			return "list: " + err.Error()
		}
		obj.(metav1.ListInterface).SetResourceVersion("")
	} else {
		clearAssigned(obj)
	}
	b, err := json.Marshal(obj)
	if err != nil {
		return "marshal: " + err.Error()
	}
	return string(b)
}

// clearAssigned clears what a server assigns to obj.
func clearAssigned(obj runtime.Object) {
	m := obj.(metav1.Object)
	m.SetUID("")
	m.SetResourceVersion("")
	m.SetCreationTimestamp(metav1.Time{})
	m.SetManagedFields(nil)
	m.SetGeneration(0)
}

// compareWithUpstream runs one request on upstream's server and on ours
// (with and without the watch cache) and fails when the outcomes differ.
func compareWithUpstream(t *testing.T, what string, request func(s *testServer) (runtime.Object, error)) string {
	t.Helper()
	want := outcome(request(upstream))
	for _, s := range []*testServer{cached, uncached} {
		if got := outcome(request(s)); got != want {
			t.Errorf("%s:\n%s answers %s\nupstream answers %s", what, s.name, got, want)
		}
	}
	return want
}

// TestE2EUpstreamComparison: the same requests, with sample-apiserver's
// own generated clientset, to upstream's sample-apiserver (its
// hand-written registry) and to ours (declarations and runtime/apiserver)
// get the same answers: creates in each version with v1alpha1's
// defaulting and the conversions, gets in the other version, updates,
// validation errors (sample-apiserver's own validation, plugged in as a
// hook), BanFlunder's denial of a name a Fischer disallows, and lists
// selecting metadata fields.
func TestE2EUpstreamComparison(t *testing.T) {
	ctx := context.Background()
	ns := unique("upstream")
	banned := unique("banned")
	fischer := unique("fischer")

	// Discovery: the same resources in each version (Fischers in
	// v1alpha1 only), scopes, kinds and verbs.
	for _, gv := range []string{"wardle.example.com/v1alpha1", "wardle.example.com/v1beta1"} {
		var want string
		for _, s := range []*testServer{upstream, cached, uncached} {
			list, err := s.client.Discovery().ServerResourcesForGroupVersion(gv)
			if err != nil {
				t.Fatalf("%s: discovery of %s: %v", s.name, gv, err)
			}
			// The storage version hash differs by design (see
			// TestE2EUpstreamDifferences).
			for i := range list.APIResources {
				list.APIResources[i].StorageVersionHash = ""
			}
			got := string(must(json.Marshal(list.APIResources)))
			if s == upstream {
				want = got
			} else if got != want {
				t.Errorf("discovery of %s:\n%s answers %s\nupstream answers %s", gv, s.name, got, want)
			}
		}
	}

	// A Fischer that disallows one name.
	compareWithUpstream(t, "create fischer", func(s *testServer) (runtime.Object, error) {
		return s.client.WardleV1alpha1().Fischers().Create(ctx, &wardlev1alpha1.Fischer{
			ObjectMeta: metav1.ObjectMeta{Name: fischer}, DisallowedFlunders: []string{banned}}, metav1.CreateOptions{})
	})
	// BanFlunder reads Fischers from an informer: wait until each
	// server's has this one, with dry-run creates (admitted as creates
	// are, never stored).
	for _, s := range []*testServer{upstream, cached, uncached} {
		deadline := time.Now().Add(30 * time.Second)
		for {
			_, err := s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder(banned, "", ""), metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}})
			if apierrors.IsForbidden(err) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: creating %s (dry run) is still %v", s.name, banned, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	denied := compareWithUpstream(t, "create a disallowed name in v1alpha1", func(s *testServer) (runtime.Object, error) {
		return s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder(banned, "x", ""), metav1.CreateOptions{})
	})
	if !strings.Contains(denied, `"Code":403`) || !strings.Contains(denied, "this name may not be used") {
		t.Errorf("upstream's BanFlunder answers %s", denied)
	}
	compareWithUpstream(t, "create a disallowed name in v1beta1", func(s *testServer) (runtime.Object, error) {
		return s.client.WardleV1beta1().Flunders(ns).Create(ctx, betaFlunder(banned, "", ""), metav1.CreateOptions{})
	})

	// Creates in each version, defaulting and conversions.
	defaulted := compareWithUpstream(t, "create v1alpha1 with a reference and no type", func(s *testServer) (runtime.Object, error) {
		return s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder("defaulted", "x", ""), metav1.CreateOptions{})
	})
	if !strings.Contains(defaulted, `"referenceType":"Flunder"`) {
		t.Errorf("v1alpha1's default: %s", defaulted)
	}
	steps := []struct {
		what    string
		request func(s *testServer) (runtime.Object, error)
	}{
		{"create v1alpha1 with a fischer reference", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder("fischer-ref", "f", "Fischer"), metav1.CreateOptions{})
		}},
		{"create v1beta1 with a flunder reference", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Create(ctx, betaFlunder("beta", "defaulted", "Flunder"), metav1.CreateOptions{})
		}},
		{"create v1beta1 without a reference", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Create(ctx, betaFlunder("none", "", ""), metav1.CreateOptions{})
		}},
		// v1alpha1's conversion drops a reference of an unknown type.
		{"create v1alpha1 with an unknown reference type", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder("other", "x", "Other"), metav1.CreateOptions{})
		}},
		{"create v1beta1 with both references (invalid)", func(s *testServer) (runtime.Object, error) {
			f := betaFlunder("both", "a", "Flunder")
			f.Spec.FischerReference = "b"
			return s.client.WardleV1beta1().Flunders(ns).Create(ctx, f, metav1.CreateOptions{})
		}},
		{"create v1beta1 with a fischer reference of type Flunder (invalid)", func(s *testServer) (runtime.Object, error) {
			f := betaFlunder("mistyped", "", "Flunder")
			f.Spec.FischerReference = "b"
			return s.client.WardleV1beta1().Flunders(ns).Create(ctx, f, metav1.CreateOptions{})
		}},
		{"create v1alpha1 of type Fischer without a reference (invalid)", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Create(ctx, alphaFlunder("empty", "", "Fischer"), metav1.CreateOptions{})
		}},
		{"create an existing name", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Create(ctx, betaFlunder("defaulted", "", ""), metav1.CreateOptions{})
		}},
		// Gets in the other version.
		{"get v1beta1 of a v1alpha1 write", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Get(ctx, "fischer-ref", metav1.GetOptions{})
		}},
		{"get v1alpha1 of a v1beta1 write", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Get(ctx, "beta", metav1.GetOptions{})
		}},
		{"get v1alpha1 of a dropped reference", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Get(ctx, "other", metav1.GetOptions{})
		}},
		{"get a missing name", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1alpha1().Flunders(ns).Get(ctx, "missing", metav1.GetOptions{})
		}},
		// Updates in each version.
		{"update in v1beta1", func(s *testServer) (runtime.Object, error) {
			return s.updateBeta(t, ns, "defaulted", func(f *wardlev1beta1.Flunder) { f.Spec.FlunderReference = "y" }), nil
		}},
		{"update in v1alpha1 to a fischer reference", func(s *testServer) (runtime.Object, error) {
			return s.updateAlpha(t, ns, "defaulted", func(f *wardlev1alpha1.Flunder) {
				f.Spec.ReferenceType = ptr.To(wardlev1alpha1.FischerReferenceType)
			}), nil
		}},
		{"get v1beta1 after the updates", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Get(ctx, "defaulted", metav1.GetOptions{})
		}},
		{"update without a resource version", func(s *testServer) (runtime.Object, error) {
			return s.client.WardleV1beta1().Flunders(ns).Update(ctx, betaFlunder("none", "", ""), metav1.UpdateOptions{})
		}},
		{"update a missing name", func(s *testServer) (runtime.Object, error) {
			f := betaFlunder("missing", "", "")
			f.ResourceVersion = "1"
			return s.client.WardleV1beta1().Flunders(ns).Update(ctx, f, metav1.UpdateOptions{})
		}},
		// Lists selecting what both servers can select.
		{"list v1alpha1 metadata.name=beta", func(s *testServer) (runtime.Object, error) {
			l, err := s.client.WardleV1alpha1().Flunders(ns).List(ctx, metav1.ListOptions{FieldSelector: "metadata.name=beta"})
			return l, err
		}},
		{"list v1beta1 metadata.name!=beta", func(s *testServer) (runtime.Object, error) {
			l, err := s.client.WardleV1beta1().Flunders(ns).List(ctx, metav1.ListOptions{FieldSelector: "metadata.name!=beta,metadata.namespace=" + ns})
			return l, err
		}},
		{"list fischers metadata.name", func(s *testServer) (runtime.Object, error) {
			l, err := s.client.WardleV1alpha1().Fischers().List(ctx, metav1.ListOptions{FieldSelector: "metadata.name=" + fischer})
			return l, err
		}},
	}
	// The outcomes must not all be alike: the comparison would then prove
	// nothing.
	got := map[string]bool{}
	for _, step := range steps {
		o := compareWithUpstream(t, step.what, step.request)
		kind := "object"
		if strings.HasPrefix(o, "error: ") {
			var s struct{ Code int32 }
			json.Unmarshal([]byte(strings.TrimPrefix(o, "error: ")), &s)
			kind = fmt.Sprint(s.Code)
		}
		got[kind] = true
	}
	for _, kind := range []string{"object", "404", "409", "422"} {
		if !got[kind] {
			t.Errorf("no step answered %s: %v", kind, got)
		}
	}
}

// TestE2EUpstreamDifferences pins where ours answers differently from
// upstream's server, each by design (docs/internal-versions.md):
//
//   - the generation: runtime/apiserver's preparation sets 1 on create
//     and bumps it when the spec changes, as for a custom resource;
//     upstream's strategy leaves it 0;
//   - metadata validation: ours validates the name as a DNS subdomain, as
//     for a custom resource; upstream only as a path segment;
//   - updates: ours validates the updated object with sample-apiserver's
//     own validation, as a create; upstream's strategy validates no
//     update, so a spec a create refuses can be written by an update;
//   - field selectors: ours has each version's declared fields; upstream
//     only metadata.name and metadata.namespace, with apimachinery's
//     message for any other;
//   - tables: ours prints each version's declared columns; upstream the
//     default Name and Created At;
//   - the storage version: ours stores a Flunder as v1beta1 (which has
//     both references) and a Fischer as v1alpha1 (its only version);
//     upstream stores both as v1alpha1.
func TestE2EUpstreamDifferences(t *testing.T) {
	ctx := context.Background()
	ns := unique("differences")
	etcd, err := clientv3.New(clientv3.Config{Endpoints: []string{etcdEndpoint}, DialTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer etcd.Close()
	for _, s := range []*testServer{upstream, cached} {
		ours := s != upstream
		created := s.createBeta(t, ns, betaFlunder("f", "x", "Flunder"))
		fischer := unique("stored-fischer")
		if _, err := s.client.WardleV1alpha1().Fischers().Create(ctx, &wardlev1alpha1.Fischer{ObjectMeta: metav1.ObjectMeta{Name: fischer}}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		for key, want := range map[string]string{
			"flunders/" + ns + "/f": map[bool]string{true: "wardle.example.com/v1beta1", false: "wardle.example.com/v1alpha1"}[ours],
			"fischers/" + fischer:   "wardle.example.com/v1alpha1",
		} {
			key = "/registry/" + s.name + "/wardle.example.com/" + key
			resp, err := etcd.Get(ctx, key)
			if err != nil {
				t.Fatal(err)
			}
			var stored metav1.TypeMeta
			if len(resp.Kvs) != 1 || json.Unmarshal(resp.Kvs[0].Value, &stored) != nil || stored.APIVersion != want {
				t.Errorf("%s: %s is stored as %+v, want %s (%d keys)", s.name, key, stored, want, len(resp.Kvs))
			}
		}

		updated := s.updateBeta(t, ns, "f", func(f *wardlev1beta1.Flunder) { f.Spec.FlunderReference = "y" })
		if want := map[bool][2]int64{true: {1, 2}, false: {0, 0}}[ours]; created.Generation != want[0] || updated.Generation != want[1] {
			t.Errorf("%s: generation %d after create, %d after a spec update; want %v", s.name, created.Generation, updated.Generation, want)
		}

		_, err := s.client.WardleV1beta1().Flunders(ns).Create(ctx, betaFlunder("Not_A_DNS_Name", "", ""), metav1.CreateOptions{})
		if ours && (!apierrors.IsInvalid(err) || !strings.Contains(err.Error(), `metadata.name: Invalid value: "Not_A_DNS_Name"`)) || !ours && err != nil {
			t.Errorf("%s: create Not_A_DNS_Name: %v", s.name, err)
		}

		_, err = s.client.WardleV1beta1().Flunders(ns).Update(ctx, func() *wardlev1beta1.Flunder {
			f := updated.DeepCopy()
			f.Spec.FischerReference = "both"
			return f
		}(), metav1.UpdateOptions{})
		if ours && (!apierrors.IsInvalid(err) || !strings.Contains(err.Error(), "cannot be set with flunderReference at the same time")) || !ours && err != nil {
			t.Errorf("%s: update to both references: %v", s.name, err)
		}

		_, err = s.listNames(ns, "v1alpha1", metav1.ListOptions{FieldSelector: "spec.reference=y"})
		if ours && err != nil || !ours && (!apierrors.IsBadRequest(err) ||
			!strings.Contains(err.Error(), `"spec.reference" is not a known field selector: only "metadata.name", "metadata.namespace"`)) {
			t.Errorf("%s: list --field-selector spec.reference=y: %v", s.name, err)
		}

		for version, want := range map[string]string{"v1alpha1": "Name Reference Type", "v1beta1": "Name Flunder Type"} {
			if !ours {
				want = "Name Created At"
			}
			rc := s.client.WardleV1alpha1().RESTClient()
			if version == "v1beta1" {
				rc = s.client.WardleV1beta1().RESTClient()
			}
			raw, err := rc.Get().Namespace(ns).Resource("flunders").SetHeader("Accept", "application/json;as=Table;v=v1;g=meta.k8s.io").DoRaw(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var table metav1.Table
			if err := json.Unmarshal(raw, &table); err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, c := range table.ColumnDefinitions {
				names = append(names, c.Name)
			}
			if got := strings.Join(names, " "); got != want {
				t.Errorf("%s %s table columns: %s, want %s", s.name, version, got, want)
			}
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
