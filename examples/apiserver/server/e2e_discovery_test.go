package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/discovery"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// servedSelectableKinds are the kinds the example server serves.
func servedSelectableKinds() []selectableruntime.SelectableKind {
	return slices.Concat(corev1.SelectableKinds, stablev1.SelectableKinds, batchv1.SelectableKinds, workloadsv1.SelectableKinds)
}

// upstreamNames are the short names and categories of the core and batch
// kinds as kube-apiserver 1.37 serves them (kubectl get ns, get all).
var upstreamNames = map[string]string{
	"v1/pods":                   "[po] [all]",
	"v1/namespaces":             "[ns] []",
	"v1/nodes":                  "[no] []",
	"v1/events":                 "[ev] []",
	"v1/replicationcontrollers": "[rc] [all]",
	"v1/secrets":                "[] []",
	"batch/v1/jobs":             "[] [all]",
}

// TestE2EDiscovery: the resources, their scope and subresources, as
// kubectl's discovery sees them; the KEP's kind exactly as the KEP serves
// it.
func TestE2EDiscovery(t *testing.T) {
	dc, err := discovery.NewDiscoveryClientForConfig(cached.RESTConfig)
	if err != nil {
		t.Fatal(err)
	}
	_, lists, err := dc.ServerGroupsAndResources()
	if err != nil {
		t.Fatal(err)
	}
	type resource struct {
		gv, name, kind string
		namespaced     bool
	}
	var got []resource
	named := 0
	for _, l := range lists {
		for _, r := range l.APIResources {
			got = append(got, resource{l.GroupVersion, r.Name, r.Kind, r.Namespaced})
			if names, ok := upstreamNames[l.GroupVersion+"/"+r.Name]; ok {
				named++
				if got := fmt.Sprint(r.ShortNames, r.Categories); got != names {
					t.Errorf("%s/%s: short names and categories %s; want %s, as upstream", l.GroupVersion, r.Name, got, names)
				}
			}
			if r.Name == "namespaces" && (slices.Contains(r.Verbs, "deletecollection") || !slices.Contains(r.Verbs, "delete")) {
				t.Errorf("namespaces' verbs %v: delete but not deletecollection, as upstream", r.Verbs)
			}
			if r.Name == "selectors" {
				for _, verb := range []string{"list", "watch", "deletecollection", "get", "create", "update", "patch", "delete"} {
					if !slices.Contains(r.Verbs, verb) {
						t.Errorf("selectors: no %s verb in %v", verb, r.Verbs)
					}
				}
				if r.SingularName != "selector" {
					t.Errorf("selectors: singular %q", r.SingularName)
				}
			}
		}
	}
	if named != len(upstreamNames) {
		t.Errorf("discovery listed %d of the %d resources with upstream's names", named, len(upstreamNames))
	}
	slices.SortFunc(got, func(a, b resource) int { return strings.Compare(a.gv+"/"+a.name, b.gv+"/"+b.name) })
	want := []resource{
		{"batch/v1", "jobs", "Job", true},
		{"batch/v1", "jobs/status", "Job", true},
		{"stable.example.com/v1", "selectors", "Selector", true},
		// The core group's mirror (/api/v1), served for pods' fields
		// through lists.
		{"v1", "events", "Event", true},
		{"v1", "namespaces", "Namespace", false},
		{"v1", "namespaces/finalize", "Namespace", false}, // as kube-apiserver's
		{"v1", "nodes", "Node", false},
		{"v1", "pods", "Pod", true},
		{"v1", "replicationcontrollers", "ReplicationController", true},
		{"v1", "secrets", "Secret", true},
		{"workloads.example.com/v1", "rollouts", "Rollout", true},
		{"workloads.example.com/v1", "rollouts/scale", "Scale", true},
		{"workloads.example.com/v1", "rollouts/status", "Rollout", true},
		{"workloads.example.com/v1", "workers", "Worker", false},
		{"workloads.example.com/v1", "workers/scale", "Scale", false},
		{"workloads.example.com/v1", "workers/status", "Worker", false},
	}
	if !slices.Equal(got, want) {
		t.Errorf("discovery:\n got %v\nwant %v", got, want)
	}
}

// TestE2EOpenAPIV3: the OpenAPI v3 document of each served group carries
// x-kubernetes-selectable-fields on every kind and list kind, with the
// fields discovery lists, and the group-version-kind clients look kinds
// up by. OpenAPI v2 too.
func TestE2EOpenAPIV3(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, stablev1.SchemeGroupVersion)
	checked := 0
	for _, k := range servedSelectableKinds() {
		path := "/openapi/v3/apis/" + k.Group + "/" + k.Version
		if k.Group == "" {
			path = "/openapi/v3/api/" + k.Version // the core group
		}
		raw, err := rc.Get().AbsPath(path).DoRaw(ctx)
		if err != nil {
			t.Fatalf("openapi v3 of %s/%s: %v", k.Group, k.Version, err)
		}
		var doc struct {
			Components struct {
				Schemas map[string]map[string]any `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			t.Fatal(err)
		}
		want := jsonRoundTrip(t, wantFields(k))
		for _, kind := range []string{k.Kind, k.ListKind} {
			name := k.OpenAPIDefinitionPrefix() + "." + kind
			schema, ok := doc.Components.Schemas[name]
			if !ok {
				t.Errorf("openapi v3 of %s/%s: no schema %s", k.Group, k.Version, name)
				continue
			}
			if got := schema["x-kubernetes-selectable-fields"]; !reflect.DeepEqual(got, want) {
				t.Errorf("%s: x-kubernetes-selectable-fields = %v; want %v", name, got, want)
			}
			wantGVK := jsonRoundTrip(t, []map[string]string{{"group": k.Group, "version": k.Version, "kind": kind}})
			if got := schema["x-kubernetes-group-version-kind"]; !reflect.DeepEqual(got, wantGVK) {
				t.Errorf("%s: x-kubernetes-group-version-kind = %v; want %v", name, got, wantGVK)
			}
			checked++
		}
	}
	if checked != 20 {
		t.Errorf("checked %d schemas; want 20 (10 kinds and their lists)", checked)
	}

	raw, err := rc.Get().AbsPath("/openapi/v2").DoRaw(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var v2 struct {
		Definitions map[string]map[string]any `json:"definitions"`
	}
	if err := json.Unmarshal(raw, &v2); err != nil {
		t.Fatal(err)
	}
	for _, k := range servedSelectableKinds() {
		name := k.OpenAPIDefinitionPrefix() + "." + k.Kind
		if got, want := v2.Definitions[name]["x-kubernetes-selectable-fields"], jsonRoundTrip(t, wantFields(k)); !reflect.DeepEqual(got, want) {
			t.Errorf("openapi v2 %s: %v; want %v", name, got, want)
		}
	}
}

func wantFields(k selectableruntime.SelectableKind) []map[string]any {
	var out []map[string]any
	for _, f := range k.AllFields() {
		e := map[string]any{"fieldPath": f.FieldPath}
		if f.MultiValued {
			e["multiValued"] = true
		}
		if f.Default != "" {
			e["default"] = f.Default
		}
		if f.Description != "" {
			e["description"] = f.Description
		}
		out = append(out, e)
	}
	return out
}

func jsonRoundTrip(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestE2EServerSideApply: server-side apply finds each kind's schema
// (through the OpenAPI model names), records the manager's fields, and
// the applied object is selectable at once.
func TestE2EServerSideApply(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, stablev1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-apply")
	applied := &stablev1.Selector{}
	err := rc.Patch(types.ApplyPatchType).Namespace(ns).Resource("selectors").Name("applied").
		VersionedParams(&metav1.PatchOptions{FieldManager: "e2e"}, metav1.ParameterCodec).
		Body([]byte(`{"apiVersion":"stable.example.com/v1","kind":"Selector","metadata":{"name":"applied"},"spec":{"color":"teal"}}`)).
		Do(ctx).Into(applied)
	if err != nil {
		t.Fatal(err)
	}
	if len(applied.ManagedFields) != 1 || applied.ManagedFields[0].Manager != "e2e" || applied.ManagedFields[0].Operation != metav1.ManagedFieldsOperationApply ||
		!strings.Contains(string(applied.ManagedFields[0].FieldsV1.Raw), `"f:color"`) {
		t.Errorf("managed fields: %+v", applied.ManagedFields)
	}
	c := newSelectorClient(t, cached, ns)
	if got := c.names("spec.color=teal", ""); !slices.Equal(got, []string{"applied"}) {
		t.Errorf("selected after apply: %v", got)
	}
}
