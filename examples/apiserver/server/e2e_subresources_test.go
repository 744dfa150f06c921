package server_test

import (
	"context"
	"strings"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	restclient "k8s.io/client-go/rest"
	"k8s.io/utils/ptr"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
)

// TestE2EStatus: the main resource ignores status, /status ignores
// everything else; the generation moves with spec changes only.
func TestE2EStatus(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-status")
	r := &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "web"},
		Spec:   workloadsv1.RolloutSpec{Replicas: ptr.To[int32](2), Image: "nginx"},
		Status: workloadsv1.RolloutStatus{Replicas: 9}}
	created := &workloadsv1.Rollout{}
	if err := rc.Post().Namespace(ns).Resource("rollouts").Body(r).Do(ctx).Into(created); err != nil {
		t.Fatal(err)
	}
	if created.Status.Replicas != 0 || created.Generation != 1 {
		t.Errorf("created: status %+v, generation %d; want status dropped, generation 1", created.Status, created.Generation)
	}

	// /status: the status is written, the spec and labels sent are not.
	toStatus := created.DeepCopy()
	toStatus.Status = workloadsv1.RolloutStatus{Replicas: 2, Selector: "app=web", ObservedGeneration: 1}
	toStatus.Spec.Image = "ignored"
	toStatus.Labels = map[string]string{"ignored": "true"}
	afterStatus := &workloadsv1.Rollout{}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("web").SubResource("status").Body(toStatus).Do(ctx).Into(afterStatus); err != nil {
		t.Fatal(err)
	}
	if afterStatus.Status != toStatus.Status || afterStatus.Spec.Image != "nginx" || afterStatus.Labels != nil || afterStatus.Generation != 1 {
		t.Errorf("after /status: status %+v, image %q, labels %v, generation %d; want the new status only, generation 1",
			afterStatus.Status, afterStatus.Spec.Image, afterStatus.Labels, afterStatus.Generation)
	}

	// The main resource: the spec is written and the generation bumped,
	// the status sent is not; a metadata-only change keeps the generation.
	toMain := afterStatus.DeepCopy()
	toMain.Spec.Image = "nginx:2"
	toMain.Status.Replicas = 100
	afterMain := &workloadsv1.Rollout{}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("web").Body(toMain).Do(ctx).Into(afterMain); err != nil {
		t.Fatal(err)
	}
	if afterMain.Spec.Image != "nginx:2" || afterMain.Status != afterStatus.Status || afterMain.Generation != 2 {
		t.Errorf("after update: image %q, status %+v, generation %d; want nginx:2, status kept, generation 2",
			afterMain.Spec.Image, afterMain.Status, afterMain.Generation)
	}
	afterMain.Labels = map[string]string{"team": "a"}
	afterLabels := &workloadsv1.Rollout{}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("web").Body(afterMain).Do(ctx).Into(afterLabels); err != nil {
		t.Fatal(err)
	}
	if afterLabels.Generation != 2 || afterLabels.Labels["team"] != "a" {
		t.Errorf("after a label change: generation %d, labels %v; want 2, team=a", afterLabels.Generation, afterLabels.Labels)
	}

	// The Job's legacy field selector reads the status /status writes.
	bc := cached.client(t, batchv1.SchemeGroupVersion)
	job := createJob(t, bc, ns, &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "done"}})
	job.Status.Succeeded = 3
	if err := bc.Put().Namespace(ns).Resource("jobs").Name("done").SubResource("status").Body(job).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}
	createJob(t, bc, ns, &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "running"}})
	jobs := &batchv1.JobList{}
	if err := bc.Get().Namespace(ns).Resource("jobs").
		VersionedParams(&metav1.ListOptions{FieldSelector: "status.successful=3"}, metav1.ParameterCodec).Do(ctx).Into(jobs); err != nil {
		t.Fatal(err)
	}
	if len(jobs.Items) != 1 || jobs.Items[0].Name != "done" {
		t.Errorf("jobs with status.successful=3: %v; want [done]", jobs.Items)
	}
}

// TestE2EScale: /scale of a namespaced and a cluster-scoped kind, read
// and written through the API and through kubectl's scale command.
func TestE2EScale(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-scale")
	worker := unique("w")
	if err := rc.Post().Namespace(ns).Resource("rollouts").Body(&workloadsv1.Rollout{
		ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: workloadsv1.RolloutSpec{Replicas: ptr.To[int32](2)}}).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}
	status := &workloadsv1.Rollout{}
	if err := rc.Get().Namespace(ns).Resource("rollouts").Name("web").Do(ctx).Into(status); err != nil {
		t.Fatal(err)
	}
	status.Status = workloadsv1.RolloutStatus{Replicas: 1, Selector: "app=web"}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("web").SubResource("status").Body(status).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}

	scale := getScale(t, rc.Get().Namespace(ns).Resource("rollouts").Name("web"))
	raw, err := rc.Get().Namespace(ns).Resource("rollouts").Name("web").SubResource("scale").DoRaw(ctx)
	if err != nil || !strings.HasPrefix(string(raw), `{"kind":"Scale","apiVersion":"autoscaling/v1",`) {
		t.Errorf("scale: %s, %v; want an autoscaling/v1 Scale", raw, err)
	}
	if scale.Spec.Replicas != 2 || scale.Status.Replicas != 1 || scale.Status.Selector != "app=web" || scale.Name != "web" || scale.Namespace != ns {
		t.Errorf("scale: %+v", scale)
	}

	if out, err := kubectl(t, cached, "scale", "rollouts", "web", "-n", ns, "--replicas=5"); err != nil || out != "rollout.workloads.example.com/web scaled\n" {
		t.Fatalf("kubectl scale: %q, %v", out, err)
	}
	after := &workloadsv1.Rollout{}
	if err := rc.Get().Namespace(ns).Resource("rollouts").Name("web").Do(ctx).Into(after); err != nil {
		t.Fatal(err)
	}
	if *after.Spec.Replicas != 5 || after.Status.Replicas != 1 || after.Generation != 2 {
		t.Errorf("after kubectl scale: spec %d, status %d, generation %d; want 5, 1, 2", *after.Spec.Replicas, after.Status.Replicas, after.Generation)
	}
	// kubectl's precondition: --current-replicas that does not hold fails.
	if _, err := kubectl(t, cached, "scale", "rollouts", "web", "-n", ns, "--current-replicas=4", "--replicas=6"); err == nil ||
		!strings.Contains(err.Error(), "Expected replicas to be 4, was 5") {
		t.Errorf("kubectl scale --current-replicas=4: %v", err)
	}

	// A Scale with a stale resource version is a conflict; one without
	// is applied to the current object.
	stale := scale.DeepCopy()
	stale.Spec.Replicas = 7
	err = rc.Put().Namespace(ns).Resource("rollouts").Name("web").SubResource("scale").Body(stale).Do(ctx).Error()
	if !apierrors.IsConflict(err) {
		t.Errorf("stale scale update: %v; want a conflict", err)
	}
	stale.ResourceVersion = ""
	got := &autoscalingv1.Scale{}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("web").SubResource("scale").Body(stale).Do(ctx).Into(got); err != nil {
		t.Fatal(err)
	}
	if got.Spec.Replicas != 7 {
		t.Errorf("unconditional scale update: %+v", got)
	}
	// Negative replicas: the CRD's validation message.
	stale.Spec.Replicas = -1
	err = rc.Put().Namespace(ns).Resource("rollouts").Name("web").SubResource("scale").Body(stale).Do(ctx).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), ".spec.replicas: Invalid value: -1: should be a non-negative integer") {
		t.Errorf("negative replicas: %v", err)
	}
	// A merge patch of the Scale, as kubectl patch --subresource=scale sends.
	patched := &autoscalingv1.Scale{}
	if err := rc.Patch(types.MergePatchType).Namespace(ns).Resource("rollouts").Name("web").SubResource("scale").
		Body([]byte(`{"spec":{"replicas":3}}`)).Do(ctx).Into(patched); err != nil || patched.Spec.Replicas != 3 {
		t.Errorf("patching the scale: %+v, %v", patched.Spec, err)
	}

	// Without spec replicas there is no scale: the CRD's 500.
	if err := rc.Post().Namespace(ns).Resource("rollouts").Body(&workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "unset"}}).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}
	err = rc.Get().Namespace(ns).Resource("rollouts").Name("unset").SubResource("scale").Do(ctx).Error()
	if !apierrors.IsInternalError(err) || !strings.Contains(err.Error(), `the spec replicas field ".spec.replicas" does not exist`) {
		t.Errorf("scale of a rollout without replicas: %v", err)
	}

	// The cluster-scoped Worker, declared with kubebuilder markers.
	if err := rc.Post().Resource("workers").Body(&workloadsv1.Worker{
		ObjectMeta: metav1.ObjectMeta{Name: worker}, Spec: workloadsv1.WorkerSpec{Count: 1, Queue: "q"}}).Do(ctx).Error(); err != nil {
		t.Fatal(err)
	}
	if out, err := kubectl(t, cached, "scale", "worker", worker, "--replicas=4"); err != nil || out != "worker.workloads.example.com/"+worker+" scaled\n" {
		t.Fatalf("kubectl scale worker: %q, %v", out, err)
	}
	if s := getScale(t, rc.Get().Resource("workers").Name(worker)); s.Spec.Replicas != 4 || s.Namespace != "" {
		t.Errorf("worker scale: %+v", s)
	}
}

func getScale(t *testing.T, req *restclient.Request) *autoscalingv1.Scale {
	t.Helper()
	scale := &autoscalingv1.Scale{}
	if err := req.SubResource("scale").Do(context.Background()).Into(scale); err != nil {
		t.Fatal(err)
	}
	return scale
}

func createJob(t *testing.T, bc *restclient.RESTClient, ns string, job *batchv1.Job) *batchv1.Job {
	t.Helper()
	out := &batchv1.Job{}
	if err := bc.Post().Namespace(ns).Resource("jobs").Body(job).Do(context.Background()).Into(out); err != nil {
		t.Fatalf("create job %s: %v", job.Name, err)
	}
	return out
}

// TestE2ESelectorGeneration: creating the Job-like kind generates its
// selector and template labels from the UID the server assigns, keeps a
// manual selector, and rejects a hand-written one without
// manualSelector.
func TestE2ESelectorGeneration(t *testing.T) {
	ctx := context.Background()
	bc := cached.client(t, batchv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-selectorgen")

	auto := createJob(t, bc, ns, &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "pi"},
		Spec: batchv1.JobSpec{Template: corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "pi"}}}}})
	uid := string(auto.UID)
	if uid == "" {
		t.Fatal("no UID")
	}
	wantSelector := &metav1.LabelSelector{MatchLabels: map[string]string{"controller-uid": uid}}
	wantLabels := map[string]string{"app": "pi", "controller-uid": uid, "job-name": "pi"}
	if !equalSelector(auto.Spec.Selector, wantSelector) || !equalLabels(auto.Spec.Template.Labels, wantLabels) || auto.Spec.ManualSelector != nil {
		t.Errorf("generated: selector %v, labels %v, manualSelector %v; want %v, %v, unset",
			auto.Spec.Selector, auto.Spec.Template.Labels, auto.Spec.ManualSelector, wantSelector, wantLabels)
	}

	// Copied from another Job (kubectl get -o yaml, renamed): regenerated.
	copied := auto.DeepCopy()
	copied.ObjectMeta = metav1.ObjectMeta{Name: "pi-copy"}
	again := createJob(t, bc, ns, copied)
	if again.UID == auto.UID || again.Spec.Selector.MatchLabels["controller-uid"] != string(again.UID) ||
		again.Spec.Template.Labels["job-name"] != "pi-copy" {
		t.Errorf("copied job: selector %v, labels %v", again.Spec.Selector, again.Spec.Template.Labels)
	}

	manual := createJob(t, bc, ns, &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "manual"},
		Spec: batchv1.JobSpec{ManualSelector: ptr.To(true),
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "m"}},
			Template: corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "m"}}}}})
	if !equalSelector(manual.Spec.Selector, &metav1.LabelSelector{MatchLabels: map[string]string{"app": "m"}}) ||
		!equalLabels(manual.Spec.Template.Labels, map[string]string{"app": "m"}) {
		t.Errorf("manual: selector %v, labels %v; want them as sent", manual.Spec.Selector, manual.Spec.Template.Labels)
	}

	err := bc.Post().Namespace(ns).Resource("jobs").Body(&batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: "own"},
		Spec: batchv1.JobSpec{Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "own"}},
			Template: corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "own"}}}}}).Do(ctx).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(),
		"spec.selector: Invalid value: {\"matchLabels\":{\"app\":\"own\"}}: `selector` not auto-generated; to choose your own selector, set `manualSelector: true`") {
		t.Errorf("own selector without manualSelector: %v", err)
	}
}

func equalSelector(a, b *metav1.LabelSelector) bool {
	return a != nil && b != nil && equalLabels(a.MatchLabels, b.MatchLabels) && len(a.MatchExpressions) == 0 && len(b.MatchExpressions) == 0
}

func equalLabels(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if bv, ok := b[k]; !ok || bv != v {
			return false
		}
	}
	return true
}

// TestE2EScaleOwnership: /scale moves field ownership as a custom
// resource's does. After kubectl scale, the replicas belong to the scale
// subresource's manager, so the first applier re-applying its old count
// is a conflict; a server-side apply to /scale itself works.
func TestE2EScaleOwnership(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-scale-ownership")
	var forceApply func(manager string, force bool, body string, subresource ...string) error
	apply := func(manager, body string, subresource ...string) error {
		return forceApply(manager, false, body, subresource...)
	}
	forceApply = func(manager string, force bool, body string, subresource ...string) error {
		req := rc.Patch(types.ApplyPatchType).Namespace(ns).Resource("rollouts").Name("web").
			VersionedParams(&metav1.PatchOptions{FieldManager: manager, Force: &force}, metav1.ParameterCodec).Body([]byte(body))
		if len(subresource) > 0 {
			req = req.SubResource(subresource...)
		}
		return req.Do(ctx).Error()
	}
	const owner = `{"apiVersion":"workloads.example.com/v1","kind":"Rollout","metadata":{"name":"web"},"spec":{"replicas":2,"image":"nginx"}}`
	if err := apply("owner", owner); err != nil {
		t.Fatal(err)
	}
	if _, err := kubectl(t, cached, "scale", "rollouts", "web", "-n", ns, "--replicas=5"); err != nil {
		t.Fatal(err)
	}
	r := &workloadsv1.Rollout{}
	if err := rc.Get().Namespace(ns).Resource("rollouts").Name("web").Do(ctx).Into(r); err != nil {
		t.Fatal(err)
	}
	scaled := false
	for _, e := range r.ManagedFields {
		if e.Subresource == "scale" && strings.Contains(string(e.FieldsV1.Raw), `"f:replicas"`) {
			scaled = true
		}
	}
	if !scaled {
		t.Errorf("no managed fields entry of the scale subresource owns spec.replicas: %+v", r.ManagedFields)
	}
	if err := apply("owner", owner); !apierrors.IsConflict(err) || !strings.Contains(err.Error(), ".spec.replicas") {
		t.Errorf("re-applying replicas 2 after kubectl scale: %v; want a conflict on .spec.replicas", err)
	}
	// An autoscaler applying the Scale conflicts with kubectl's scale
	// (by subresource), and takes the replicas over when it forces.
	hpa := `{"apiVersion":"autoscaling/v1","kind":"Scale","metadata":{"name":"web","namespace":"` + ns + `"},"spec":{"replicas":7}}`
	if err := apply("autoscaler", hpa, "scale"); !apierrors.IsConflict(err) || !strings.Contains(err.Error(), `with subresource "scale"`) {
		t.Errorf("applying the Scale unforced: %v; want a conflict with the scale subresource's manager", err)
	}
	if err := forceApply("autoscaler", true, hpa, "scale"); err != nil {
		t.Fatalf("server-side apply to /scale: %v", err)
	}
	if s := getScale(t, rc.Get().Namespace(ns).Resource("rollouts").Name("web")); s.Spec.Replicas != 7 {
		t.Errorf("after applying the Scale: %d replicas; want 7", s.Spec.Replicas)
	}
}

// TestE2EScaleMissingReplicas: an object without spec replicas has no
// Scale to read (500), but a Scale write sets them; a write that does not
// set them is a 400. As for a custom resource.
func TestE2EScaleMissingReplicas(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-scale-missing")
	for _, name := range []string{"put", "patch"} {
		if err := rc.Post().Namespace(ns).Resource("rollouts").Body(&workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: name}}).Do(ctx).Error(); err != nil {
			t.Fatal(err)
		}
	}
	err := rc.Patch(types.MergePatchType).Namespace(ns).Resource("rollouts").Name("patch").SubResource("scale").
		Body([]byte(`{"metadata":{"labels":{"x":"y"}}}`)).Do(ctx).Error()
	if !apierrors.IsBadRequest(err) || !strings.Contains(err.Error(), `the spec replicas field ".spec.replicas" cannot be empty`) {
		t.Errorf("a Scale patch without replicas: %v; want 400 cannot be empty", err)
	}
	scale := &autoscalingv1.Scale{ObjectMeta: metav1.ObjectMeta{Name: "put", Namespace: ns}, Spec: autoscalingv1.ScaleSpec{Replicas: 3}}
	got := &autoscalingv1.Scale{}
	if err := rc.Put().Namespace(ns).Resource("rollouts").Name("put").SubResource("scale").Body(scale).Do(ctx).Into(got); err != nil || got.Spec.Replicas != 3 {
		t.Errorf("a Scale write on an object without replicas: %+v, %v; want replicas 3", got.Spec, err)
	}
}

// TestE2EReplicaValidation: replica counts outside 0..2147483647 are
// invalid on create, update and /status, with the CRD's messages.
func TestE2EReplicaValidation(t *testing.T) {
	ctx := context.Background()
	rc := cached.client(t, workloadsv1.SchemeGroupVersion)
	ns := uniqueNamespace(t, "e2e-replicas")
	err := rc.Post().Namespace(ns).Resource("rollouts").Body(&workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: "neg"},
		Spec: workloadsv1.RolloutSpec{Replicas: ptr.To[int32](-4)}}).Do(ctx).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), ".spec.replicas: Invalid value: -4: should be a non-negative integer") {
		t.Errorf("create with replicas -4: %v", err)
	}
	err = rc.Post().Resource("workers").Body(&workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: unique("huge")},
		Spec: workloadsv1.WorkerSpec{Count: 1<<32 + 5}}).Do(ctx).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), ".spec.count: Invalid value: 4294967301: should be less than or equal to 2147483647") {
		t.Errorf("create with count 2^32+5: %v", err)
	}
	w := &workloadsv1.Worker{}
	ok := unique("ok")
	if err := rc.Post().Resource("workers").Body(&workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: ok},
		Spec: workloadsv1.WorkerSpec{Count: 1}}).Do(ctx).Into(w); err != nil {
		t.Fatal(err)
	}
	w.Status.Count = -7
	err = rc.Put().Resource("workers").Name(ok).SubResource("status").Body(w).Do(ctx).Error()
	if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), ".status.count: Invalid value: -7: should be a non-negative integer") {
		t.Errorf("/status with count -7: %v", err)
	}
}

// TestE2EGeneration: a kind without /status keeps its generation as a
// custom resource does: 1 on create, bumped by any change outside
// metadata, kept by metadata-only changes.
func TestE2EGeneration(t *testing.T) {
	c := newSelectorClient(t, cached, uniqueNamespace(t, "e2e-generation"))
	obj := c.create("g", "blue", "S", nil)
	if obj.Generation != 1 {
		t.Errorf("created with generation %d; want 1", obj.Generation)
	}
	obj.Labels = map[string]string{"a": "b"}
	obj, err := c.update(obj)
	if err != nil || obj.Generation != 1 {
		t.Fatalf("after a label change: generation %d, %v; want 1", obj.Generation, err)
	}
	obj.Spec.Size = "L"
	if obj, err = c.update(obj); err != nil || obj.Generation != 2 {
		t.Errorf("after a spec change: generation %d, %v; want 2", obj.Generation, err)
	}
}
