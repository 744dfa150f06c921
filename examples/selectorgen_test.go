package examples_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/utils/ptr"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	batchv1beta1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1beta1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
)

// The use cases of the Job selector-generation design, one test each.

func newJob(name, uid string, templateLabels map[string]string) *batchv1.Job {
	return &batchv1.Job{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default", UID: types.UID(uid)},
		Spec: batchv1.JobSpec{Template: corev1.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: templateLabels},
		}},
	}
}

func errorStrings(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

func assertJobSelector(t *testing.T, job *batchv1.Job, wantSelector, wantLabels map[string]string) {
	t.Helper()
	if job.Spec.Selector == nil || !reflect.DeepEqual(job.Spec.Selector.MatchLabels, wantSelector) || len(job.Spec.Selector.MatchExpressions) > 0 {
		t.Errorf("selector = %+v, want matchLabels %v", job.Spec.Selector, wantSelector)
	}
	if got := job.Spec.Template.Labels; !reflect.DeepEqual(got, wantLabels) {
		t.Errorf("template labels = %v, want %v", got, wantLabels)
	}
}

func assertValid(t *testing.T, job *batchv1.Job) {
	t.Helper()
	if errs := batchv1.ValidateJobSelector(job, nil); len(errs) > 0 {
		t.Errorf("unexpected validation errors: %v", errorStrings(errs))
	}
}

// Use case 1: all label and selector fields blank: the system fills in
// non-overlapping ones.
func TestSelectorGeneration_UseCase1_AllBlank(t *testing.T) {
	job := newJob("pi", "uid-1", nil)
	batchv1.GenerateJobSelector(job)
	assertJobSelector(t, job, map[string]string{"controller-uid": "uid-1"},
		map[string]string{"controller-uid": "uid-1", "job-name": "pi"})
	assertValid(t, job)
}

// Use case 2: the user's own template labels are kept; the system adds the
// uniquifying ones.
func TestSelectorGeneration_UseCase2_UserTemplateLabelsKept(t *testing.T) {
	job := newJob("pi", "uid-1", map[string]string{"app": "web", "tier": "batch"})
	batchv1.GenerateJobSelector(job)
	assertJobSelector(t, job, map[string]string{"controller-uid": "uid-1"},
		map[string]string{"app": "web", "tier": "batch", "controller-uid": "uid-1", "job-name": "pi"})
	assertValid(t, job)
}

// Use case 3: manual mode: a user reparenting pods sets manualSelector and
// an explicit selector; nothing is defaulted. The selector must still
// select the template.
func TestSelectorGeneration_UseCase3_ManualSelectorReparent(t *testing.T) {
	job := newJob("pi", "uid-1", map[string]string{"app": "web"})
	job.Spec.ManualSelector = ptr.To(true)
	job.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}
	batchv1.GenerateJobSelector(job)
	assertJobSelector(t, job, map[string]string{"app": "web"}, map[string]string{"app": "web"})
	assertValid(t, job)

	job.Spec.Template.Labels = map[string]string{"app": "other"}
	got := errorStrings(batchv1.ValidateJobSelector(job, nil))
	want := []string{"spec.template.metadata.labels: Invalid value: {\"app\":\"other\"}: `selector` does not match template `labels`"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors %q, want %q", got, want)
	}
}

// Use case 4: a controller that makes Jobs uses its own labels (a run date)
// in manual mode.
func TestSelectorGeneration_UseCase4_ControllerChoosesLabels(t *testing.T) {
	labels := map[string]string{"cronjob": "nightly", "run": "2024-01-01"}
	job := newJob("nightly-2024-01-01", "uid-9", labels)
	job.Spec.ManualSelector = ptr.To(true)
	job.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"run": "2024-01-01"}}
	batchv1.GenerateJobSelector(job)
	assertJobSelector(t, job, map[string]string{"run": "2024-01-01"}, labels)
	assertValid(t, job)
}

// Use case 5: the manual switch is a *bool left unset: a user who never
// sets it never sees it in stored objects, and cannot set a selector
// without it (use case 8).
func TestSelectorGeneration_UseCase5_ManualSelectorStaysUnset(t *testing.T) {
	job := newJob("pi", "uid-1", nil)
	batchv1.GenerateJobSelector(job)
	if job.Spec.ManualSelector != nil {
		t.Fatalf("manualSelector = %v, want unset", *job.Spec.ManualSelector)
	}
	data, err := json.Marshal(job)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "manualSelector") {
		t.Errorf("stored object shows manualSelector: %s", data)
	}
}

// Use case 6: a user downloads an existing Job (kubectl get -o yaml),
// changes it and creates it: the new Job must not overlap the old one.
func TestSelectorGeneration_UseCase6_DownloadedJobDoesNotOverlap(t *testing.T) {
	old := newJob("pi", "uid-old", nil)
	batchv1.GenerateJobSelector(old)
	copied := old.DeepCopy()
	copied.Name, copied.UID = "pi-2", "uid-new"
	batchv1.GenerateJobSelector(copied)
	assertJobSelector(t, copied, map[string]string{"controller-uid": "uid-new"},
		map[string]string{"controller-uid": "uid-new", "job-name": "pi-2"})
	assertValid(t, copied)
	oldSel, _ := metav1.LabelSelectorAsSelector(old.Spec.Selector)
	newSel, _ := metav1.LabelSelectorAsSelector(copied.Spec.Selector)
	if oldSel.Matches(labels.Set(copied.Spec.Template.Labels)) || newSel.Matches(labels.Set(old.Spec.Template.Labels)) {
		t.Error("the copied Job's selector overlaps the original's")
	}
}

// Use case 7: a user copies only the uniquifying label from an old Job: no
// label-key conflict error, no erratic behaviour: the label is replaced.
func TestSelectorGeneration_UseCase7_CopiedUniquifyingLabel(t *testing.T) {
	job := newJob("pi", "uid-new", map[string]string{"controller-uid": "uid-old", "job-name": "old", "app": "web"})
	batchv1.GenerateJobSelector(job)
	assertJobSelector(t, job, map[string]string{"controller-uid": "uid-new"},
		map[string]string{"controller-uid": "uid-new", "job-name": "pi", "app": "web"})
	assertValid(t, job)
}

// Use case 8: a user who sees the selector field in the docs and sets it
// without manualSelector is told to set manualSelector.
func TestSelectorGeneration_UseCase8_SelectorWithoutManualSelector(t *testing.T) {
	job := newJob("pi", "uid-1", map[string]string{"app": "web"})
	job.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}
	batchv1.GenerateJobSelector(job)
	if !reflect.DeepEqual(job.Spec.Selector.MatchLabels, map[string]string{"app": "web"}) {
		t.Fatalf("the user's selector was changed: %v", job.Spec.Selector)
	}
	got := errorStrings(batchv1.ValidateJobSelector(job, nil))
	want := []string{"spec.selector: Invalid value: {\"matchLabels\":{\"app\":\"web\"}}: `selector` not auto-generated; to choose your own selector, set `manualSelector: true`"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors:\n got %q\nwant %q", got, want)
	}
}

// TestValidateJobSelectorMessages: the rest of the validation rules, with
// a field path below the object's own.
func TestValidateJobSelectorMessages(t *testing.T) {
	job := newJob("pi", "", map[string]string{"job-name": "other"})
	got := errorStrings(batchv1.ValidateJobSelector(job, field.NewPath("items").Index(0)))
	if want := []string{"items[0].spec.selector: Required value"}; !reflect.DeepEqual(got, want) {
		t.Errorf("errors %q, want %q", got, want)
	}
	job.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"controller-uid": ""}}
	job.Spec.Template.Labels["controller-uid"] = ""
	got = errorStrings(batchv1.ValidateJobSelector(job, nil))
	want := []string{
		"metadata.uid: Required value",
		"spec.template.metadata.labels[job-name]: Invalid value: {\"controller-uid\":\"\",\"job-name\":\"other\"}: must be 'pi'",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors:\n got %q\nwant %q", got, want)
	}
	delete(job.Spec.Template.Labels, "job-name")
	job.Spec.Selector.MatchExpressions = []metav1.LabelSelectorRequirement{{Key: "x", Operator: "Bogus"}}
	got = errorStrings(batchv1.ValidateJobSelector(job, nil))
	want = []string{
		`spec.selector.matchExpressions[0].operator: Invalid value: "Bogus": not a valid selector operator`,
		"metadata.uid: Required value",
		"spec.template.metadata.labels[job-name]: Required value: must be 'pi'",
		"spec.selector: Invalid value: {\"matchLabels\":{\"controller-uid\":\"\"},\"matchExpressions\":[{\"key\":\"x\",\"operator\":\"Bogus\"}]}: `selector` not auto-generated; to choose your own selector, set `manualSelector: true`",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors:\n got %q\nwant %q", got, want)
	}
}

// TestAutoSelectorConversion: the v1beta1 autoSelector and the v1
// manualSelector convert into each other with the design's properties.
func TestAutoSelectorConversion(t *testing.T) {
	show := func(b *bool) string {
		if b == nil {
			return "unset"
		}
		return map[bool]string{true: "true", false: "false"}[*b]
	}
	for _, c := range []struct{ manual, auto, back string }{
		{"unset", "true", "unset"},
		{"false", "true", "unset"}, // unset and false are not told apart
		{"true", "unset", "true"},
	} {
		in := map[string]*bool{"unset": nil, "true": ptr.To(true), "false": ptr.To(false)}[c.manual]
		auto := batchv1beta1.JobManualSelectorToAutoSelector(in)
		back := batchv1beta1.JobAutoSelectorToManualSelector(auto)
		if show(auto) != c.auto || show(back) != c.back {
			t.Errorf("manual %s -> auto %s -> manual %s; want auto %s, back %s", c.manual, show(auto), show(back), c.auto, c.back)
		}
	}
	// A v1beta1 user who never sets autoSelector: manual mode in v1, and
	// converting back never shows the v1 field (there is none) nor sets
	// autoSelector.
	for _, c := range []struct{ auto, manual, back string }{
		{"unset", "true", "unset"},
		{"false", "true", "unset"},
		{"true", "unset", "true"},
	} {
		in := map[string]*bool{"unset": nil, "true": ptr.To(true), "false": ptr.To(false)}[c.auto]
		manual := batchv1beta1.JobAutoSelectorToManualSelector(in)
		back := batchv1beta1.JobManualSelectorToAutoSelector(manual)
		if show(manual) != c.manual || show(back) != c.back {
			t.Errorf("auto %s -> manual %s -> auto %s; want manual %s, back %s", c.auto, show(manual), show(back), c.manual, c.back)
		}
	}
}
