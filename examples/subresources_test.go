package examples_test

import (
	"context"
	"math"
	"reflect"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	widgetsv1alpha1 "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// statusKind adapts one kind's generated /status helpers.
type statusKind struct {
	kind       string
	gvk        schema.GroupVersionKind
	namespaced bool
	create     func(runtime.Object)
	update     func(newObj, oldObj runtime.Object)
	status     func(newObj, oldObj runtime.Object)
	reset      selectableruntime.FieldPaths
	statusSet  selectableruntime.FieldPaths
}

var statusKinds = []statusKind{
	{"Rollout", workloadsv1.SchemeGroupVersion.WithKind("Rollout"), true,
		func(o runtime.Object) { workloadsv1.PrepareRolloutForCreate(o.(*workloadsv1.Rollout)) },
		func(n, o runtime.Object) {
			workloadsv1.PrepareRolloutForUpdate(n.(*workloadsv1.Rollout), o.(*workloadsv1.Rollout))
		},
		func(n, o runtime.Object) {
			workloadsv1.PrepareRolloutStatusForUpdate(n.(*workloadsv1.Rollout), o.(*workloadsv1.Rollout))
		},
		workloadsv1.RolloutResetFields(), workloadsv1.RolloutStatusResetFields()},
	{"Worker", workloadsv1.SchemeGroupVersion.WithKind("Worker"), false,
		func(o runtime.Object) { workloadsv1.PrepareWorkerForCreate(o.(*workloadsv1.Worker)) },
		func(n, o runtime.Object) {
			workloadsv1.PrepareWorkerForUpdate(n.(*workloadsv1.Worker), o.(*workloadsv1.Worker))
		},
		func(n, o runtime.Object) {
			workloadsv1.PrepareWorkerStatusForUpdate(n.(*workloadsv1.Worker), o.(*workloadsv1.Worker))
		},
		workloadsv1.WorkerResetFields(), workloadsv1.WorkerStatusResetFields()},
	{"Job", batchv1.SchemeGroupVersion.WithKind("Job"), true,
		func(o runtime.Object) { batchv1.PrepareJobForCreate(o.(*batchv1.Job)) },
		func(n, o runtime.Object) { batchv1.PrepareJobForUpdate(n.(*batchv1.Job), o.(*batchv1.Job)) },
		func(n, o runtime.Object) { batchv1.PrepareJobStatusForUpdate(n.(*batchv1.Job), o.(*batchv1.Job)) },
		batchv1.JobResetFields(), batchv1.JobStatusResetFields()},
	// A kind without a status field: the subresource only manages the
	// generation, as for such a custom resource.
	{"Binding", widgetsv1alpha1.SchemeGroupVersion.WithKind("Binding"), true,
		func(o runtime.Object) { widgetsv1alpha1.PrepareBindingForCreate(o.(*widgetsv1alpha1.Binding)) },
		func(n, o runtime.Object) {
			widgetsv1alpha1.PrepareBindingForUpdate(n.(*widgetsv1alpha1.Binding), o.(*widgetsv1alpha1.Binding))
		},
		func(n, o runtime.Object) {
			widgetsv1alpha1.PrepareBindingStatusForUpdate(n.(*widgetsv1alpha1.Binding), o.(*widgetsv1alpha1.Binding))
		},
		widgetsv1alpha1.BindingResetFields(), widgetsv1alpha1.BindingStatusResetFields()},
}

func toUnstructured(t *testing.T, obj runtime.Object) *unstructured.Unstructured {
	t.Helper()
	content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		t.Fatal(err)
	}
	return &unstructured.Unstructured{Object: content}
}

// sameAsUpstream converts the upstream result back to the typed kind and
// compares: a typed object has no way to say "no status key", so the
// comparison is on what both mean as typed objects.
func sameAsUpstream(t *testing.T, what string, ours runtime.Object, upstream *unstructured.Unstructured) {
	t.Helper()
	typed := func(content map[string]any) runtime.Object {
		out := reflect.New(reflect.TypeOf(ours).Elem()).Interface().(runtime.Object)
		if err := runtime.DefaultUnstructuredConverter.FromUnstructured(content, out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	// Both through the same round trip, so times have whole seconds on
	// both sides.
	back := typed(upstream.Object)
	ours = typed(toUnstructured(t, ours).Object)
	if !equality.Semantic.DeepEqual(ours, back) {
		t.Fatalf("%s: generated and CRD strategy differ:\n ours %+v\n CRD  %+v", what, ours, back)
	}
}

// mutate makes new from old in one of the ways an update request differs:
// nothing, metadata only, spec, status, or an unrelated random object.
func mutate(t *testing.T, k kind, old runtime.Object, seed int64) runtime.Object {
	t.Helper()
	n := old.DeepCopyObject()
	m, _ := metaOf(n)
	switch seed % 5 {
	case 0:
	case 1:
		labels := m.GetLabels()
		if labels == nil {
			labels = map[string]string{}
		}
		labels["changed"] = "yes"
		m.SetLabels(labels)
		m.SetGeneration(m.GetGeneration() + 7)
	case 2, 3:
		return randomObject(k, seed+100000)
	default:
		other := randomObject(k, seed+200000)
		status := reflect.ValueOf(n).Elem().FieldByName("Status")
		if !status.IsValid() { // a kind without status: an unrelated object
			return other
		}
		status.Set(reflect.ValueOf(other).Elem().FieldByName("Status"))
	}
	return n
}

func metaOf(obj runtime.Object) (metav1.Object, bool) {
	m, ok := obj.(metav1.Object)
	return m, ok
}

// TestStatusSubresourceDifferential: the same random objects and pairs,
// as unstructured, through the custom resource strategy and status
// strategy of k8s.io/apiextensions-apiserver (status subresource enabled)
// give the same objects and generations as the generated helpers.
func TestStatusSubresourceDifferential(t *testing.T) {
	ctx := context.Background()
	for _, sk := range statusKinds {
		t.Run(sk.kind, func(t *testing.T) {
			k := kindByName(t, sk.kind)
			structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
			strategy := customresource.NewStrategy(runtime.NewScheme(), sk.namespaced, sk.gvk, nil, nil, structural,
				&apiextensions.CustomResourceSubresourceStatus{}, nil, nil)
			statusStrategy := customresource.NewStatusStrategy(strategy)
			bumps, keeps := 0, 0
			for i := int64(0); i < 300; i++ {
				obj := randomObject(k, i)
				u := toUnstructured(t, obj)
				strategy.PrepareForCreate(ctx, u)
				sk.create(obj)
				sameAsUpstream(t, "create", obj, u)

				old := randomObject(k, i)
				newObj := mutate(t, k, old, i)
				newU, oldU := toUnstructured(t, newObj), toUnstructured(t, old)
				strategy.PrepareForUpdate(ctx, newU, oldU)
				before, _ := metaOf(newObj)
				generation := before.GetGeneration()
				sk.update(newObj, old)
				sameAsUpstream(t, "update", newObj, newU)
				if after, _ := metaOf(newObj); after.GetGeneration() != generation {
					bumps++
				} else {
					keeps++
				}

				old = randomObject(k, i)
				newObj = mutate(t, k, old, i)
				newU, oldU = toUnstructured(t, newObj), toUnstructured(t, old)
				statusStrategy.PrepareForUpdate(ctx, newU, oldU)
				sk.status(newObj, old)
				sameAsUpstream(t, "status update", newObj, newU)
			}
			if bumps == 0 || keeps == 0 {
				t.Errorf("generation bumped %d times and kept %d times; both must happen", bumps, keeps)
			}
			if !reflect.DeepEqual(fieldSets(sk.reset), strategy.GetResetFields()) {
				t.Errorf("ResetFields %v, CRD %v", sk.reset, strategy.GetResetFields())
			}
			if !reflect.DeepEqual(fieldSets(sk.statusSet), statusStrategy.GetResetFields()) {
				t.Errorf("StatusResetFields %v, CRD %v", sk.statusSet, statusStrategy.GetResetFields())
			}
		})
	}
}

// upstreamScale is the scale subresource's scaleFromCustomResource
// (k8s.io/apiextensions-apiserver registry/customresource/etcd.go,
// unexported) as the shared notes §4.3 document it, on unstructured.
func upstreamScale(t *testing.T, u *unstructured.Unstructured, specPath, statusPath, selectorPath string) (*autoscalingv1.Scale, bool) {
	t.Helper()
	split := func(p string) []string { return splitPath(p) }
	spec, found, err := unstructured.NestedInt64(u.Object, split(specPath)...)
	if err != nil {
		t.Fatal(err)
	}
	if !found {
		return nil, false
	}
	var status int64
	if statusPath != "" {
		status, _, _ = unstructured.NestedInt64(u.Object, split(statusPath)...)
	}
	var selector string
	if selectorPath != "" {
		selector, _, _ = unstructured.NestedString(u.Object, split(selectorPath)...)
	}
	return &autoscalingv1.Scale{
		TypeMeta: metav1.TypeMeta{APIVersion: "autoscaling/v1", Kind: "Scale"},
		ObjectMeta: metav1.ObjectMeta{Name: u.GetName(), Namespace: u.GetNamespace(), UID: u.GetUID(),
			ResourceVersion: u.GetResourceVersion(), CreationTimestamp: u.GetCreationTimestamp()},
		Spec:   autoscalingv1.ScaleSpec{Replicas: int32(spec)},
		Status: autoscalingv1.ScaleStatus{Replicas: int32(status), Selector: selector},
	}, true
}

func splitPath(p string) []string {
	var out []string
	for _, s := range splitDots(p[1:]) {
		out = append(out, s)
	}
	return out
}

func splitDots(s string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// TestScaleSubresource: on random objects RolloutToScale gives what the
// CRD scale subresource computes from the same object, including the
// error for absent spec replicas.
func TestScaleSubresource(t *testing.T) {
	k := kindByName(t, "Rollout")
	absent := 0
	for i := int64(0); i < 300; i++ {
		obj := randomObject(k, i).(*workloadsv1.Rollout)
		// Objects come from JSON: times have whole seconds.
		if err := runtime.DefaultUnstructuredConverter.FromUnstructured(toUnstructured(t, obj).Object, obj); err != nil {
			t.Fatal(err)
		}
		want, found := upstreamScale(t, toUnstructured(t, obj), ".spec.replicas", ".status.replicas", ".status.selector")
		got, err := workloadsv1.RolloutToScale(obj)
		if !found {
			absent++
			if err == nil || err.Error() != `Internal error occurred: the spec replicas field ".spec.replicas" does not exist` {
				t.Fatalf("object %d: absent spec replicas: error %v", i, err)
			}
			continue
		}
		if err != nil || !equality.Semantic.DeepEqual(got, want) {
			t.Fatalf("object %d: scale %+v, %v; CRD %+v", i, got, err, want)
		}
	}
	if absent == 0 {
		t.Error("no object lacked spec replicas; the error case is untested")
	}
}

// TestApplyScale: writing a Scale copies only spec.replicas, and the
// resource version when the Scale has one; negative replicas are invalid
// with the CRD message.
func TestApplyScale(t *testing.T) {
	r := &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "web", ResourceVersion: "5", Labels: map[string]string{"a": "b"}},
		Spec: workloadsv1.RolloutSpec{Image: "nginx"}, Status: workloadsv1.RolloutStatus{Replicas: 2}}
	scale := &autoscalingv1.Scale{ObjectMeta: metav1.ObjectMeta{Name: "other", Labels: map[string]string{"x": "y"}},
		Spec: autoscalingv1.ScaleSpec{Replicas: 4}, Status: autoscalingv1.ScaleStatus{Replicas: 9}}
	if err := workloadsv1.ApplyScaleToRollout(r, scale); err != nil {
		t.Fatal(err)
	}
	want := &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "web", ResourceVersion: "5", Labels: map[string]string{"a": "b"}},
		Spec: workloadsv1.RolloutSpec{Image: "nginx", Replicas: ptr.To[int32](4)}, Status: workloadsv1.RolloutStatus{Replicas: 2}}
	if !equality.Semantic.DeepEqual(r, want) {
		t.Errorf("after scale without resource version: %+v", r)
	}
	scale.ResourceVersion = "7"
	_ = workloadsv1.ApplyScaleToRollout(r, scale)
	if r.ResourceVersion != "7" {
		t.Errorf("resource version %q, want the Scale's 7 (an optimistic-lock precondition)", r.ResourceVersion)
	}
	scale.Spec.Replicas = -1
	err := workloadsv1.ApplyScaleToRollout(r, scale)
	if err == nil || err.Error() != `Rollout.workloads.example.com "web" is invalid: .spec.replicas: Invalid value: -1: should be a non-negative integer` {
		t.Errorf("negative replicas: %v", err)
	}
	if *r.Spec.Replicas != 4 {
		t.Errorf("a rejected Scale changed the object: %d", *r.Spec.Replicas)
	}

	w := &workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: "w"}, Spec: workloadsv1.WorkerSpec{Count: 3}, Status: workloadsv1.WorkerStatus{Count: 1}}
	s, err := workloadsv1.WorkerToScale(w)
	if err != nil || s.Spec.Replicas != 3 || s.Status.Replicas != 1 || s.Status.Selector != "" {
		t.Errorf("worker scale %+v, %v", s, err)
	}
	// A plain int64 with value 0 is still present (no omitempty).
	w.Spec.Count = 0
	if _, err := workloadsv1.WorkerToScale(w); err != nil {
		t.Errorf("zero count: %v", err)
	}
}

// TestScaleValidationDifferential: the generated replica checks give the
// errors of a custom resource's validation with the same scale
// subresource (create, update and /status), for values around the
// limits of int32.
func TestScaleValidationDifferential(t *testing.T) {
	ctx := context.Background()
	type scaleKind struct {
		kind                     string
		namespaced               bool
		spec, status             string
		object                   func(spec, status int64) runtime.Object
		validateSpec, validateSt func(runtime.Object) field.ErrorList
	}
	kinds := []scaleKind{
		{"Rollout", true, ".spec.replicas", ".status.replicas",
			func(spec, status int64) runtime.Object {
				return &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "r", Namespace: "ns"},
					Spec: workloadsv1.RolloutSpec{Replicas: ptr.To(int32(spec))}, Status: workloadsv1.RolloutStatus{Replicas: int32(status)}}
			},
			func(o runtime.Object) field.ErrorList {
				return workloadsv1.ValidateRolloutScaleSpec(o.(*workloadsv1.Rollout))
			},
			func(o runtime.Object) field.ErrorList {
				return workloadsv1.ValidateRolloutScaleStatus(o.(*workloadsv1.Rollout))
			}},
		{"Worker", false, ".spec.count", ".status.count",
			func(spec, status int64) runtime.Object {
				return &workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: "w"},
					Spec: workloadsv1.WorkerSpec{Count: spec}, Status: workloadsv1.WorkerStatus{Count: status}}
			},
			func(o runtime.Object) field.ErrorList {
				return workloadsv1.ValidateWorkerScaleSpec(o.(*workloadsv1.Worker))
			},
			func(o runtime.Object) field.ErrorList {
				return workloadsv1.ValidateWorkerScaleStatus(o.(*workloadsv1.Worker))
			}},
	}
	values := []int64{-5, -1, 0, 3, math.MaxInt32, math.MaxInt32 + 1, math.MaxInt64}
	checked := 0
	for _, sk := range kinds {
		gvk := workloadsv1.SchemeGroupVersion.WithKind(sk.kind)
		structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
		scale := &apiextensions.CustomResourceSubresourceScale{SpecReplicasPath: sk.spec, StatusReplicasPath: sk.status}
		strategy := customresource.NewStrategy(runtime.NewScheme(), sk.namespaced, gvk, nil, nil, structural,
			&apiextensions.CustomResourceSubresourceStatus{}, scale, nil)
		statusStrategy := customresource.NewStatusStrategy(strategy)
		for _, spec := range values {
			for _, status := range values {
				obj := sk.object(spec, status)
				if sk.kind == "Rollout" && (spec != int64(int32(spec)) || status != int64(int32(status))) {
					continue // an int32 field cannot hold it
				}
				u := toUnstructured(t, obj)
				u.SetAPIVersion(gvk.GroupVersion().String())
				u.SetKind(gvk.Kind)
				scaleErrors := func(errs field.ErrorList) field.ErrorList {
					var out field.ErrorList
					for _, e := range errs {
						if e.Field == sk.spec || e.Field == sk.status {
							out = append(out, e)
						}
					}
					return out
				}
				want := scaleErrors(strategy.Validate(ctx, u))
				got := append(sk.validateSpec(obj), sk.validateSt(obj)...)
				if errorsText(want) != errorsText(got) {
					t.Errorf("%s spec %d status %d: create errors\n got %v\nwant %v", sk.kind, spec, status, got, want)
				}
				if want, got := scaleErrors(strategy.ValidateUpdate(ctx, u, u.DeepCopy())), append(sk.validateSpec(obj), sk.validateSt(obj)...); errorsText(want) != errorsText(got) {
					t.Errorf("%s spec %d status %d: update errors\n got %v\nwant %v", sk.kind, spec, status, got, want)
				}
				if want, got := scaleErrors(statusStrategy.ValidateUpdate(ctx, u, u.DeepCopy())), sk.validateSt(obj); errorsText(want) != errorsText(got) {
					t.Errorf("%s spec %d status %d: /status errors\n got %v\nwant %v", sk.kind, spec, status, got, want)
				}
				if len(got) > 0 {
					checked++
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d objects had errors; the checks are not exercised", checked)
	}
}

// errorsText is an error list as the API server reports it ("" for none).
func errorsText(errs field.ErrorList) string {
	if agg := errs.ToAggregate(); agg != nil {
		return agg.Error()
	}
	return ""
}

// fieldSets are the generated reset fields as structured-merge-diff's
// sets, which the CRD strategy gives.
func fieldSets(paths selectableruntime.FieldPaths) map[fieldpath.APIVersion]*fieldpath.Set {
	out := map[fieldpath.APIVersion]*fieldpath.Set{}
	for apiVersion, ps := range paths {
		set := &fieldpath.Set{}
		for _, p := range ps {
			parts := make([]any, len(p))
			for i, name := range p {
				parts[i] = name
			}
			set.Insert(fieldpath.MakePathOrDie(parts...))
		}
		out[fieldpath.APIVersion(apiVersion)] = set
	}
	return out
}
