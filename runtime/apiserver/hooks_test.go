package apiserver_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/registry/rest"

	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// TestStrategyHooks: a server's own PrepareForCreate, PrepareForUpdate
// and PrepareForStatusUpdate run instead of the conventions (here they
// never bump the generation and let the main resource write status),
// Canonicalize runs before the object is stored, ValidateStatusUpdate
// adds to /status's validation and Decorator changes what the store
// returns. Status hooks on a kind without /status are an error.
func TestStrategyHooks(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := install.Versioned(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	getter := optsGetter{config: etcdConfig(t), prefix: t.Name(), codec: codecs.LegacyCodec(install.V1)}
	var calls []string
	hooks := serveradapter.Hooks{
		PrepareForCreate: func(ctx context.Context, obj runtime.Object) {
			calls = append(calls, "create")
			obj.(*v1.Gizmo).Generation = 7
		},
		PrepareForUpdate: func(ctx context.Context, obj, old runtime.Object) {
			calls = append(calls, "update")
			obj.(*v1.Gizmo).Generation = old.(*v1.Gizmo).Generation
		},
		Canonicalize: func(obj runtime.Object) {
			calls = append(calls, "canonicalize")
			obj.(*v1.Gizmo).Spec.Color = strings.ToLower(obj.(*v1.Gizmo).Spec.Color)
		},
		PrepareForStatusUpdate: func(ctx context.Context, obj, old runtime.Object) {
			calls = append(calls, "status")
			obj.(*v1.Gizmo).Spec = old.(*v1.Gizmo).Spec
		},
		Decorator: func(obj runtime.Object) {
			switch o := obj.(type) {
			case *v1.Gizmo:
				o.Annotations = map[string]string{"decorated": "yes"}
			case *v1.GizmoList:
				for i := range o.Items {
					o.Items[i].Annotations = map[string]string{"decorated": "yes"}
				}
			}
		},
		ValidateStatusUpdate: func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			if obj.(*v1.Gizmo).Status.Phase == "Bad" {
				return field.ErrorList{field.Invalid(field.NewPath("status", "phase"), "Bad", "not a phase")}
			}
			return nil
		},
	}
	storage, err := serveradapter.NewStorage(&v1.GizmoDescriptor, scheme, getter, hooks)
	if err != nil {
		t.Fatal(err)
	}
	s := &server{scheme: scheme, storage: storage, version: "v1"}
	t.Cleanup(s.destroy)

	created := gizmoOf(s.create(t, "ns", "gizmos", &v1.Gizmo{
		ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: v1.GizmoSpec{Color: "RED"}, Status: v1.GizmoStatus{Phase: "Set"}}))
	if created.Generation != 7 || created.Spec.Color != "red" || created.Status.Phase != "Set" {
		t.Errorf("create: generation %d, color %q, phase %q; want the hooks' 7, red, Set (status kept: no convention)",
			created.Generation, created.Spec.Color, created.Status.Phase)
	}
	out, err := s.update(t, "ns", "gizmos", "g", func(o runtime.Object) { o.(*v1.Gizmo).Spec.Color = "BLUE" })
	if err != nil {
		t.Fatal(err)
	}
	if got := gizmoOf(out); got.Generation != 7 || got.Spec.Color != "blue" {
		t.Errorf("update: generation %d, color %q; want 7 (the hook's rule), blue", got.Generation, got.Spec.Color)
	}
	ctx := s.ctx("ns", "gizmos")
	status := storage["gizmos/status"].(rest.Updater)
	for _, c := range []struct {
		phase   string
		invalid bool
	}{{"Running", false}, {"Bad", true}} {
		obj, err := storage["gizmos"].(rest.Getter).Get(ctx, "g", &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		g := obj.DeepCopyObject().(*v1.Gizmo)
		g.Spec.Color, g.Status.Phase = "green", c.phase
		out, _, err := status.Update(ctx, "g", rest.DefaultUpdatedObjectInfo(g), rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
		if c.invalid {
			if err == nil || !strings.Contains(err.Error(), "status.phase: Invalid value: \"Bad\": not a phase") {
				t.Errorf("/status with phase Bad: error %v, want the hook's", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := gizmoOf(out); got.Spec.Color != "blue" || got.Status.Phase != "Running" {
			t.Errorf("/status: color %q, phase %q; want blue (the hook kept spec), Running", got.Spec.Color, got.Status.Phase)
		}
	}
	// An invalid update is never canonicalized.
	list := s.list(t, "ns", "gizmos", &metainternalversion.ListOptions{}).(*v1.GizmoList)
	if len(list.Items) != 1 || list.Items[0].Annotations["decorated"] != "yes" || created.Annotations["decorated"] != "yes" {
		t.Errorf("the decorator did not change what the store returns: %+v", list.Items)
	}
	want := "create canonicalize update canonicalize status canonicalize status"
	if got := strings.Join(calls, " "); got != want {
		t.Errorf("hooks called: %s\nwant %s", got, want)
	}

	_, err = serveradapter.NewStorage(&v1.DoohickeyDescriptor, scheme, getter, serveradapter.Hooks{ValidateStatusUpdate: hooks.ValidateStatusUpdate})
	if err == nil || !strings.Contains(err.Error(), "Doohickey: status hooks for a kind without the status subresource") {
		t.Errorf("status hooks on Doohickey: error %v", err)
	}
}

// TestValidateHooksOnUpdate: an update runs the ValidateUpdate hook when
// there is one (a strategy's update validation calls its create
// validation itself: each error is reported once), and Validate when
// there is none.
func TestValidateHooksOnUpdate(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := install.Versioned(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	config := etcdConfig(t)
	reject := func(color string) func(obj runtime.Object) field.ErrorList {
		return func(obj runtime.Object) field.ErrorList {
			if c := obj.(*v1.Gizmo).Spec.Color; c == color {
				return field.ErrorList{field.Invalid(field.NewPath("spec", "color"), c, "not allowed")}
			}
			return nil
		}
	}
	validate := func(ctx context.Context, obj runtime.Object) field.ErrorList { return reject("black")(obj) }
	// The update validation of a Kubernetes strategy: its create
	// validation, then its own rules.
	validateUpdate := func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		return append(reject("black")(obj), reject("white")(obj)...)
	}
	for _, c := range []struct {
		name  string
		hooks serveradapter.Hooks
		// causes is the number of errors an update to each color gets.
		causes map[string]int
	}{
		{"validate only", serveradapter.Hooks{Validate: validate}, map[string]int{"black": 1, "white": 0}},
		{"validate and validateUpdate", serveradapter.Hooks{Validate: validate, ValidateUpdate: validateUpdate}, map[string]int{"black": 1, "white": 1}},
	} {
		getter := optsGetter{config: config, prefix: t.Name() + "/" + c.name, codec: codecs.LegacyCodec(install.V1)}
		storage, err := serveradapter.NewStorage(&v1.GizmoDescriptor, scheme, getter, c.hooks)
		if err != nil {
			t.Fatal(err)
		}
		s := &server{scheme: scheme, storage: storage, version: "v1"}
		t.Cleanup(s.destroy)
		s.create(t, "ns", "gizmos", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: v1.GizmoSpec{Color: "red"}})
		for _, color := range []string{"black", "white"} {
			_, err := s.update(t, "ns", "gizmos", "g", func(o runtime.Object) { o.(*v1.Gizmo).Spec.Color = color })
			got := 0
			if status, ok := err.(apierrors.APIStatus); ok && status.Status().Details != nil {
				got = len(status.Status().Details.Causes)
			} else if err != nil {
				t.Fatal(err)
			}
			if got != c.causes[color] {
				t.Errorf("%s: an update to %s gets %d errors (%v), want %d", c.name, color, got, err, c.causes[color])
			}
			if err == nil {
				// Back to red for the next color.
				if _, err := s.update(t, "ns", "gizmos", "g", func(o runtime.Object) { o.(*v1.Gizmo).Spec.Color = "red" }); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestUpdatePolicyHooks: by default, as for a custom resource, an update
// must name the resource version it replaces and cannot create; with
// AllowUnconditionalUpdate an update without one replaces what is stored
// (on /status too), and with AllowCreateOnUpdate an update of a new name
// creates it (never through /status).
func TestUpdatePolicyHooks(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := install.Versioned(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	for _, allow := range []bool{false, true} {
		getter := optsGetter{config: etcdConfig(t), prefix: t.Name() + strconv.FormatBool(allow), codec: codecs.LegacyCodec(install.V1)}
		storage, err := serveradapter.NewStorage(&v1.GizmoDescriptor, scheme, getter,
			serveradapter.Hooks{AllowUnconditionalUpdate: allow, AllowCreateOnUpdate: allow})
		if err != nil {
			t.Fatal(err)
		}
		s := &server{scheme: scheme, storage: storage, version: "v1"}
		t.Cleanup(s.destroy)
		ctx := s.ctx("ns", "gizmos")
		s.create(t, "ns", "gizmos", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: v1.GizmoSpec{Color: "red"}})
		put := func(resource, name string, g *v1.Gizmo) (runtime.Object, bool, error) {
			return storage[resource].(rest.Updater).Update(ctx, name, rest.DefaultUpdatedObjectInfo(g),
				rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
		}
		// No resource version: refused, or the last write wins.
		out, _, err := put("gizmos", "g", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g", Namespace: "ns"}, Spec: v1.GizmoSpec{Color: "blue"}})
		if !allow && (err == nil || !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), "must be specified for an update")) {
			t.Errorf("unconditional update by default: error %v, want metadata.resourceVersion must be specified", err)
		}
		if allow && (err != nil || gizmoOf(out).Spec.Color != "blue") {
			t.Errorf("unconditional update allowed: %v, %v", out, err)
		}
		_, _, err = put("gizmos/status", "g", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g", Namespace: "ns"}, Status: v1.GizmoStatus{Phase: "Running"}})
		if allow != (err == nil) {
			t.Errorf("unconditional /status update, allowed %t: error %v", allow, err)
		}
		// A name that does not exist: not found, or created.
		out, created, err := put("gizmos", "new", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "new", Namespace: "ns"}, Spec: v1.GizmoSpec{Color: "green"}})
		if !allow && !apierrors.IsNotFound(err) {
			t.Errorf("create on update by default: error %v, want not found", err)
		}
		if allow && (err != nil || !created || gizmoOf(out).Spec.Color != "green") {
			t.Errorf("create on update allowed: %v, created %t, %v", out, created, err)
		}
		if _, _, err := put("gizmos/status", "other", &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "other", Namespace: "ns"}}); !apierrors.IsNotFound(err) {
			t.Errorf("create through /status, allowed %t: error %v, want not found", allow, err)
		}
	}
}
