package builtin_test

// The built-in kinds' /status and /scale come from k8s.io/api's own
// +k8s:supportsSubresource tags (no marker in builtin/ says them again).
// The Scale of the four kinds kube-apiserver scales is compared, on random
// objects, with what its registry computes, written from kubernetes/kubernetes
// (pkg/registry/apps/{deployment,replicaset,statefulset}/storage/storage.go
// scaleFrom*, pkg/registry/core/replicationcontroller/storage/storage.go
// scaleFromRC), not from the generated code.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	apiequality "k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/randfill"

	"github.com/selectable-gen/selectable-gen/builtin"
	builtinappsv1 "github.com/selectable-gen/selectable-gen/builtin/apps/v1"
	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
)

// upstreamScale is kube-apiserver's Scale of a workload: its metadata,
// spec.replicas, status.replicas and the selector in string form.
func upstreamScale(meta metav1.ObjectMeta, replicas, statusReplicas int32, selector string) *autoscalingv1.Scale {
	return &autoscalingv1.Scale{
		TypeMeta: metav1.TypeMeta{APIVersion: "autoscaling/v1", Kind: "Scale"},
		ObjectMeta: metav1.ObjectMeta{Name: meta.Name, Namespace: meta.Namespace, UID: meta.UID,
			ResourceVersion: meta.ResourceVersion, CreationTimestamp: meta.CreationTimestamp},
		Spec:   autoscalingv1.ScaleSpec{Replicas: replicas},
		Status: autoscalingv1.ScaleStatus{Replicas: statusReplicas, Selector: selector},
	}
}

// labelSelectorString is the apps registry's selector.String() of
// metav1.LabelSelectorAsSelector (nil selects nothing: "").
func labelSelectorString(s *metav1.LabelSelector) (string, bool) {
	sel, err := metav1.LabelSelectorAsSelector(s)
	if err != nil {
		return "", false
	}
	return sel.String(), true
}

// TestBuiltinScale: DeploymentToScale, ReplicaSetToScale, StatefulSetToScale
// and ReplicationControllerToScale give kube-apiserver's Scale on random
// objects (replicas set, as the server's defaulting makes them; an invalid
// selector is an error on both sides), and ApplyScaleTo* writes only the
// replicas.
func TestBuiltinScale(t *testing.T) {
	filler := randfill.NewWithSeed(11).NilChance(0.2).NumElements(0, 3)
	ops := []metav1.LabelSelectorOperator{metav1.LabelSelectorOpIn, metav1.LabelSelectorOpNotIn, metav1.LabelSelectorOpExists, metav1.LabelSelectorOpDoesNotExist}
	selector := func() *metav1.LabelSelector {
		var s *metav1.LabelSelector
		filler.Fill(&s)
		if s != nil {
			for i := range s.MatchExpressions {
				s.MatchExpressions[i].Operator = ops[i%len(ops)]
			}
		}
		return s
	}
	seenSelector, seenInvalid := false, false
	check := func(kind string, got *autoscalingv1.Scale, err error, want *autoscalingv1.Scale, ok bool) {
		t.Helper()
		if !ok {
			seenInvalid = true
			if err == nil {
				t.Errorf("%s: an invalid selector gives a Scale %v, kube-apiserver an error", kind, got)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if want.Status.Selector != "" {
			seenSelector = true
		}
		if !equalScale(got, want) {
			t.Errorf("%s Scale:\n got %+v\nwant %+v", kind, got, want)
		}
	}
	for range 300 {
		var meta metav1.ObjectMeta
		filler.Fill(&meta)
		var replicas, status int32
		filler.Fill(&replicas)
		filler.Fill(&status)

		d := &appsv1.Deployment{ObjectMeta: meta, Spec: appsv1.DeploymentSpec{Replicas: &replicas, Selector: selector()}, Status: appsv1.DeploymentStatus{Replicas: status}}
		sel, ok := labelSelectorString(d.Spec.Selector)
		got, err := builtinappsv1.DeploymentToScale(d)
		check("Deployment", got, err, upstreamScale(meta, replicas, status, sel), ok)

		rs := &appsv1.ReplicaSet{ObjectMeta: meta, Spec: appsv1.ReplicaSetSpec{Replicas: &replicas, Selector: selector()}, Status: appsv1.ReplicaSetStatus{Replicas: status}}
		sel, ok = labelSelectorString(rs.Spec.Selector)
		got, err = builtinappsv1.ReplicaSetToScale(rs)
		check("ReplicaSet", got, err, upstreamScale(meta, replicas, status, sel), ok)

		ss := &appsv1.StatefulSet{ObjectMeta: meta, Spec: appsv1.StatefulSetSpec{Replicas: &replicas, Selector: selector()}, Status: appsv1.StatefulSetStatus{Replicas: status}}
		sel, ok = labelSelectorString(ss.Spec.Selector)
		got, err = builtinappsv1.StatefulSetToScale(ss)
		check("StatefulSet", got, err, upstreamScale(meta, replicas, status, sel), ok)

		var rcSelector map[string]string
		filler.Fill(&rcSelector)
		rc := &corev1.ReplicationController{ObjectMeta: meta, Spec: corev1.ReplicationControllerSpec{Replicas: &replicas, Selector: rcSelector}, Status: corev1.ReplicationControllerStatus{Replicas: status}}
		got, err = builtincorev1.ReplicationControllerToScale(rc)
		check("ReplicationController", got, err, upstreamScale(meta, replicas, status, labels.SelectorFromSet(rcSelector).String()), true)

		// Writing a Scale back changes the replicas and nothing else.
		next := d.DeepCopy()
		if err := builtinappsv1.ApplyScaleToDeployment(next, &autoscalingv1.Scale{Spec: autoscalingv1.ScaleSpec{Replicas: replicas & 0x7fffffff / 2}}); err != nil {
			t.Fatal(err)
		}
		want, half := d.DeepCopy(), replicas&0x7fffffff/2
		want.Spec.Replicas = &half
		if !apiequality.Semantic.DeepEqual(next, want) {
			t.Fatalf("ApplyScaleToDeployment changed more than the replicas:\n got %+v\nwant %+v", next, want)
		}
	}
	if !seenSelector || !seenInvalid {
		t.Errorf("the random objects never gave a selector (%v) or an invalid one (%v): the test would not see them", seenSelector, seenInvalid)
	}
}

func equalScale(a, b *autoscalingv1.Scale) bool {
	return a.TypeMeta == b.TypeMeta && a.Name == b.Name && a.Namespace == b.Namespace && a.UID == b.UID &&
		a.ResourceVersion == b.ResourceVersion && a.CreationTimestamp.Equal(&b.CreationTimestamp) && a.Spec == b.Spec && a.Status == b.Status
}

// TestBuiltinSubresourcesFromK8sAPI: every served built-in kind whose
// k8s.io/api type says +k8s:supportsSubresource="/status" (or "/scale")
// has the status (scale) hooks in its descriptor, and no other kind has
// them: k8s.io/api's tags are read, not written again in builtin/.
func TestBuiltinSubresourcesFromK8sAPI(t *testing.T) {
	dir := moduleDir(t, "k8s.io/api")
	declared := map[string][]string{} // "apps/v1.Deployment" -> subresources
	for _, d := range builtin.Descriptors {
		if !strings.HasPrefix(d.GoPackage, "k8s.io/api/") {
			continue
		}
		rel := strings.TrimPrefix(d.GoPackage, "k8s.io/api/")
		if _, ok := declared[rel]; !ok {
			for k, v := range supportsSubresource(t, filepath.Join(dir, rel, "types.go")) {
				declared[rel+"."+k] = v
			}
			declared[rel] = nil
		}
	}
	statuses, scales := 0, 0
	for _, d := range builtin.Descriptors {
		if !strings.HasPrefix(d.GoPackage, "k8s.io/api/") {
			continue
		}
		subs := declared[strings.TrimPrefix(d.GoPackage, "k8s.io/api/")+"."+d.Kind]
		if want := slices.Contains(subs, "/status"); (d.Status != nil) != want {
			t.Errorf("%s/%s %s: status hooks %v, k8s.io/api declares /status: %v", d.Group, d.Version, d.Kind, d.Status != nil, want)
		}
		if want := slices.Contains(subs, "/scale"); (d.Scale != nil) != want {
			t.Errorf("%s/%s %s: scale hooks %v, k8s.io/api declares /scale: %v", d.Group, d.Version, d.Kind, d.Scale != nil, want)
		}
		if d.Status != nil {
			statuses++
		}
		if d.Scale != nil {
			scales++
		}
	}
	if statuses == 0 || scales != 4 {
		t.Errorf("%d kinds with /status and %d with /scale; kube-apiserver scales Deployment, ReplicaSet, StatefulSet and ReplicationController", statuses, scales)
	}
	t.Logf("%d served built-in kinds have /status, %d /scale", statuses, scales)
}

// supportsSubresource reads the +k8s:supportsSubresource tags of every type
// of a k8s.io/api types.go, with go/parser (not with the generator's
// marker parser): the tags in the comments between the previous
// declaration and the type's (k8s.io/api keeps them in a block of their
// own above the doc comment).
func supportsSubresource(t *testing.T, path string) map[string][]string {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	prevEnd := f.Name.End()
	for _, decl := range f.Decls {
		g, ok := decl.(*ast.GenDecl)
		if ok && g.Tok == token.TYPE && len(g.Specs) == 1 {
			name := g.Specs[0].(*ast.TypeSpec).Name.Name
			for _, cg := range f.Comments {
				if cg.Pos() <= prevEnd || cg.End() >= g.Pos() {
					continue
				}
				for _, c := range cg.List {
					if v, ok := strings.CutPrefix(c.Text, `// +k8s:supportsSubresource=`); ok {
						out[name] = append(out[name], strings.Trim(v, `"`))
					}
				}
			}
		}
		prevEnd = decl.End()
	}
	return out
}

// moduleDir is where the build's version of a module is.
func moduleDir(t *testing.T, module string) string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", module).Output()
	if err != nil {
		t.Fatal(err)
	}
	dir := strings.TrimSpace(string(out))
	if _, err := os.Stat(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}
