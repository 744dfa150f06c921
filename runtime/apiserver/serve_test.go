package apiserver_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	etcd3testing "k8s.io/apiserver/pkg/storage/etcd3/testing"
	"k8s.io/apiserver/pkg/storage/storagebackend"

	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// These tests serve the fixture API from its descriptors on an etcd the
// test starts (k8s.io/apiserver's own test etcd), with and without the
// watch cache, and call the storage as the API server's handlers do: a
// request's namespace and RequestInfo in the context, its field selector
// converted by the scheme. They run with each Kubernetes minor of the
// window (compat.TestRuntimeWindow), so every path of the adapter is
// proven on the k8s.io/apiserver a server pins.

// server is the storage of the fixture group in one layout.
type server struct {
	scheme  *runtime.Scheme
	storage map[string]rest.Storage
	// version is the served version requests are made in.
	version string
	// internal: the storage holds internal objects (served in v1 and v2);
	// otherwise v1's.
	internal bool
}

// optsGetter gives every resource the same etcd, under the server's
// prefix (each test's server sees only its own objects), with or without
// the watch cache.
type optsGetter struct {
	config *storagebackend.Config
	prefix string
	codec  runtime.Codec
	cache  bool
}

func (o optsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	// The defaults of the minor the test is built with (the watch cache
	// needs some), with the test etcd's address.
	config := storagebackend.NewDefaultConfig(o.config.Prefix+"/"+o.prefix, o.codec)
	config.Transport = o.config.Transport
	// No compactor: these tests need none, and a watch of an update whose
	// previous value was compacted gets an error event. (The "etcd event
	// received with PrevKv=nil" checkWatch once got came from elsewhere:
	// watchReady.)
	config.CompactionInterval = 0
	decorator := generic.UndecoratedStorage
	if o.cache {
		decorator = genericregistry.StorageWithCacher()
	}
	return generic.RESTOptions{
		StorageConfig:  config.ForResource(resource),
		Decorator:      decorator,
		ResourcePrefix: resource.Group + "/" + resource.Resource,
	}, nil
}

// etcdConfig starts an etcd for one test (k8s.io/apiserver stops it at
// the test's cleanup).
func etcdConfig(t *testing.T) *storagebackend.Config {
	t.Helper()
	_, config := etcd3testing.NewUnsecuredEtcd3TestClientServer(t)
	return config
}

// versionedServer serves v1's kinds as they are (NewGroupStorage).
func versionedServer(t *testing.T, config *storagebackend.Config, cache bool) *server {
	t.Helper()
	scheme := runtime.NewScheme()
	if err := install.Versioned(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	getter := optsGetter{config: config, prefix: t.Name(), codec: codecs.LegacyCodec(install.V1), cache: cache}
	storage, err := serveradapter.NewGroupStorage(v1.Descriptors, scheme, getter, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &server{scheme: scheme, storage: storage, version: "v1"}
	t.Cleanup(s.destroy)
	return s
}

// internalServer stores internal objects (as v1) and serves v1 and v2
// (NewInternalGroupStorage); requests are made in version.
func internalServer(t *testing.T, config *storagebackend.Config, cache bool) *server {
	t.Helper()
	scheme := runtime.NewScheme()
	kinds, err := install.InternalKinds(scheme)
	if err != nil {
		t.Fatal(err)
	}
	if err := serveradapter.AddInternalFieldLabelConversions(scheme, kinds...); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	json, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), runtime.ContentTypeJSON)
	codec := codecs.CodecForVersions(json.Serializer, codecs.UniversalDeserializer(), serveradapter.StorageVersions(kinds...), runtime.InternalGroupVersioner)
	getter := optsGetter{config: config, prefix: t.Name(), codec: codec, cache: cache}
	storage, err := serveradapter.NewInternalGroupStorage(kinds, scheme, getter, nil)
	if err != nil {
		t.Fatal(err)
	}
	byVersion := serveradapter.InternalVersionedStorage(kinds, storage)
	if _, ok := byVersion["v2"]["doohickeys"]; ok {
		t.Error("v2 serves doohickeys, which only v1 declares")
	}
	if _, ok := byVersion["v2"]["gizmos/scale"]; !ok {
		t.Errorf("v2 does not serve gizmos/scale: %v", byVersion["v2"])
	}
	s := &server{scheme: scheme, storage: storage, version: "v1", internal: true}
	t.Cleanup(s.destroy)
	return s
}

func (s *server) destroy() {
	for _, st := range s.storage {
		st.Destroy()
	}
}

// in returns the server with requests made in another served version.
func (s *server) in(version string) *server {
	c := *s
	c.version = version
	return &c
}

// ctx is a request's context: its namespace and what the handler knows
// of it (the version a predicate and a table are written in).
func (s *server) ctx(namespace, resource string) context.Context {
	ctx := request.WithNamespace(context.Background(), namespace)
	return request.WithRequestInfo(ctx, &request.RequestInfo{
		IsResourceRequest: true, APIGroup: install.Group, APIVersion: s.version, Resource: resource, Namespace: namespace,
	})
}

// selector converts a field selector written in the request's version as
// the handler does (the scheme's field label conversion of that version).
func (s *server) selector(t *testing.T, kind, text string) fields.Selector {
	t.Helper()
	sel, err := fields.ParseSelector(text)
	if err != nil {
		t.Fatal(err)
	}
	gvk := schema.GroupVersionKind{Group: install.Group, Version: s.version, Kind: kind}
	sel, err = sel.Transform(func(label, value string) (string, string, error) {
		return s.scheme.ConvertFieldLabel(gvk, label, value)
	})
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return sel
}

// names lists the names of a list's items, sorted.
func names(t *testing.T, list runtime.Object) []string {
	t.Helper()
	items, err := meta.ExtractList(list)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, item := range items {
		m, _ := meta.Accessor(item)
		out = append(out, m.GetName())
	}
	slices.Sort(out)
	return out
}

// watchReady starts a watch of gizmos and returns once etcd serves it
// whole, having created and deleted ready (an object of the watch's
// selection) and read both events. k8s.io/apiserver sets up its etcd
// watch after Watch returns, and etcd (go.etcd.io/etcd/server/v3
// etcdserver/api/v3rpc/watch.go, 3.6 and 3.7) registers a watch before it
// marks it as wanting previous values: a write made at once can reach the
// watch in between and come without its previous value, which a watch
// straight from etcd reports as an error event ("etcd event received with
// PrevKv=nil"), as checkWatch got twice on loaded machines (at 1.36 and
// 1.38). etcd sends a watch's events only after announcing the watch,
// which it does after marking it, so once ready's creation arrives every
// later write's event carries its previous value.
func (s *server) watchReady(t *testing.T, ns string, options *metainternalversion.ListOptions, ready runtime.Object) watch.Interface {
	t.Helper()
	w, err := s.storage["gizmos"].(rest.Watcher).Watch(s.ctx(ns, "gizmos"), options)
	if err != nil {
		t.Fatal(err)
	}
	name := s.create(t, ns, "gizmos", ready).(metav1.Object).GetName()
	next := func(want watch.EventType) {
		select {
		case e, ok := <-w.ResultChan():
			if m, err := meta.Accessor(e.Object); !ok || err != nil || e.Type != want || m.GetName() != name {
				t.Fatalf("watch: %s %#v (channel open: %v), want %s %s", e.Type, e.Object, ok, want, name)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no %s event for %s", want, name)
		}
	}
	next(watch.Added)
	if _, _, err := s.storage["gizmos"].(rest.GracefulDeleter).Delete(s.ctx(ns, "gizmos"), name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	next(watch.Deleted)
	return w
}

// gizmo is a Gizmo in the server's storage form (v1's type, or the
// internal one).
func (s *server) gizmo(name, color, size string, replicas int32) runtime.Object {
	obj, _ := s.scheme.New(schema.GroupVersionKind{Group: install.Group, Version: s.storageVersion(), Kind: "Gizmo"})
	switch g := obj.(type) {
	case *v1.Gizmo:
		g.Name, g.Spec = name, v1.GizmoSpec{Color: color, Size: size, Replicas: &replicas}
	case *fixture.Gizmo:
		g.Name, g.Spec = name, fixture.GizmoSpec{Color: color, Size: size, Replicas: &replicas}
	}
	return obj
}

// storageVersion is the version the storage's objects are in: v1, or the
// internal version.
func (s *server) storageVersion() string {
	if s.internal {
		return runtime.APIVersionInternal
	}
	return "v1"
}

func (s *server) create(t *testing.T, namespace, resource string, obj runtime.Object) runtime.Object {
	t.Helper()
	out, err := s.storage[resource].(rest.Creater).Create(s.ctx(namespace, resource), obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", resource, err)
	}
	return out
}

// list lists as a client does: it retries while the watch cache is not
// ready yet (a 429, "storage is (re)initializing"), for a few seconds.
func (s *server) list(t *testing.T, namespace, resource string, options *metainternalversion.ListOptions) runtime.Object {
	t.Helper()
	out, err := s.storage[resource].(rest.Lister).List(s.ctx(namespace, resource), options)
	for try := 0; apierrors.IsTooManyRequests(err) && try < 100; try++ {
		time.Sleep(100 * time.Millisecond)
		out, err = s.storage[resource].(rest.Lister).List(s.ctx(namespace, resource), options)
	}
	if err != nil {
		t.Fatalf("list %s %v: %v", resource, options, err)
	}
	return out
}

// update applies change to the object as stored (a get, then a
// conditional update, as a client does).
func (s *server) update(t *testing.T, namespace, resource, name string, change func(runtime.Object)) (runtime.Object, error) {
	t.Helper()
	ctx := s.ctx(namespace, resource)
	obj, err := s.storage[resource].(rest.Getter).Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	obj = obj.DeepCopyObject()
	change(obj)
	out, _, err := s.storage[resource].(rest.Updater).Update(ctx, name, rest.DefaultUpdatedObjectInfo(obj),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return out, err
}

// setGizmo changes a Gizmo in either form.
func setGizmo(obj runtime.Object, color string, phase string) {
	switch g := obj.(type) {
	case *v1.Gizmo:
		g.Spec.Color, g.Status.Phase = color, phase
	case *fixture.Gizmo:
		g.Spec.Color, g.Status.Phase = color, phase
	}
}

// layouts are the ways the fixture is served: v1 as it is, and internal
// objects served in v1 and v2; each with and without the watch cache.
func layouts(t *testing.T) []struct {
	name  string
	serve func(t *testing.T, cache bool) *server
} {
	config := etcdConfig(t)
	return []struct {
		name  string
		serve func(t *testing.T, cache bool) *server
	}{
		{"versioned", func(t *testing.T, cache bool) *server { return versionedServer(t, config, cache) }},
		{"internal", func(t *testing.T, cache bool) *server { return internalServer(t, config, cache) }},
	}
}

// TestServe: lists with field selectors (indexed, the trigger, a default,
// negation; resourceVersion unset and 0), field predicates (a set served
// from the index, a negation), watches whose objects enter and leave the
// selection, the update policy (no create on update, no unconditional
// update), /status and /scale, and the table: the same answers with and
// without the watch cache, in every layout.
func TestServe(t *testing.T) {
	for _, layout := range layouts(t) {
		for _, cache := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/cache=%v", layout.name, cache), func(t *testing.T) {
				s := layout.serve(t, cache)
				ns := fmt.Sprintf("%s-%v", layout.name, cache)
				for _, g := range []struct {
					name, color, size string
				}{{"a", "red", "S"}, {"b", "red", "L"}, {"c", "blue", "L"}, {"d", "green", "M"}} {
					s.create(t, ns, "gizmos", s.gizmo(g.name, g.color, g.size, 1))
				}
				checkLists(t, s, ns)
				checkPredicates(t, s, ns)
				checkWatch(t, s, ns)
				checkUpdatePolicy(t, s, ns)
				checkStatusAndScale(t, s, ns)
				checkTable(t, s, ns)
			})
		}
	}
}

func checkLists(t *testing.T, s *server, ns string) {
	t.Helper()
	for _, c := range []struct {
		selector string
		want     []string
	}{
		{"spec.color=red", []string{"a", "b"}},
		{"spec.size=L", []string{"b", "c"}},
		{"spec.color=red,spec.size=L", []string{"b"}},
		{"spec.color!=red", []string{"c", "d"}},
		{"status.phase=", []string{"a", "b", "c", "d"}},
		{"metadata.name=c", []string{"c"}},
	} {
		for _, rv := range []string{"", "0"} {
			got := names(t, s.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: s.selector(t, "Gizmo", c.selector), ResourceVersion: rv}))
			if !slices.Equal(got, c.want) {
				t.Errorf("%s (resourceVersion %q): %v, want %v", c.selector, rv, got, c.want)
			}
		}
	}
	// v2 of the internal layout names the color spec.hue, and not
	// spec.color.
	if s.internal {
		v2s := s.in("v2")
		got := names(t, v2s.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: v2s.selector(t, "Gizmo", "spec.hue=red")}))
		if !slices.Equal(got, []string{"a", "b"}) {
			t.Errorf("v2 spec.hue=red: %v", got)
		}
		gvk := schema.GroupVersionKind{Group: install.Group, Version: "v2", Kind: "Gizmo"}
		if _, _, err := s.scheme.ConvertFieldLabel(gvk, "spec.color", "red"); err == nil || err.Error() != "field label not supported: spec.color" {
			t.Errorf("v2 spec.color: error %v, want field label not supported", err)
		}
	}
}

func checkPredicates(t *testing.T, s *server, ns string) {
	t.Helper()
	color := "spec.color"
	if s.version == "v2" {
		color = "spec.hue"
	}
	for _, c := range []struct {
		expr string
		want []string
	}{
		{"object." + color + " in ['red', 'blue']", []string{"a", "b", "c"}},
		{"object." + color + " == 'green' || object.spec.size == 'S'", []string{"a", "d"}},
		{"!(object." + color + " in ['red'])", []string{"c", "d"}},
	} {
		for _, rv := range []string{"", "0"} {
			ctx := serveradapter.ContextWithFieldPredicate(s.ctx(ns, "gizmos"), c.expr)
			out, err := s.storage["gizmos"].(rest.Lister).List(ctx, &metainternalversion.ListOptions{ResourceVersion: rv})
			if err != nil {
				t.Fatalf("%s: %v", c.expr, err)
			}
			if got := names(t, out); !slices.Equal(got, c.want) {
				t.Errorf("%s (resourceVersion %q): %v, want %v", c.expr, rv, got, c.want)
			}
		}
	}
	ctx := serveradapter.ContextWithFieldPredicate(s.ctx(ns, "gizmos"), "object.spec.shape == 'round'")
	if _, err := s.storage["gizmos"].(rest.Lister).List(ctx, &metainternalversion.ListOptions{}); !apierrors.IsBadRequest(err) {
		t.Errorf("a predicate on an undeclared field: error %v, want a bad request", err)
	}
}

// checkWatch: a watch of spec.color=red sees an object that turns red
// added and one that stops being red deleted.
func checkWatch(t *testing.T, s *server, ns string) {
	t.Helper()
	list := s.list(t, ns, "gizmos", &metainternalversion.ListOptions{})
	lm, _ := meta.ListAccessor(list)
	w := s.watchReady(t, ns, &metainternalversion.ListOptions{
		FieldSelector: s.selector(t, "Gizmo", "spec.color=red"), ResourceVersion: lm.GetResourceVersion(), Watch: true,
	}, s.gizmo("ready", "red", "S", 1))
	defer w.Stop()
	for _, change := range []struct{ name, color string }{{"c", "red"}, {"a", "blue"}} {
		if _, err := s.update(t, ns, "gizmos", change.name, func(o runtime.Object) { setGizmo(o, change.color, "") }); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []struct {
		typ  watch.EventType
		name string
	}{{watch.Added, "c"}, {watch.Deleted, "a"}} {
		select {
		case e, ok := <-w.ResultChan():
			m, err := meta.Accessor(e.Object)
			if !ok || err != nil {
				t.Fatalf("watch: %s %#v (channel open: %v), want %s %s", e.Type, e.Object, ok, want.typ, want.name)
			}
			if e.Type != want.typ || m.GetName() != want.name {
				t.Errorf("event %s %s, want %s %s", e.Type, m.GetName(), want.typ, want.name)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no %s event for %s", want.typ, want.name)
		}
	}
	// Back as they were, for the checks after this one.
	for _, change := range []struct{ name, color string }{{"c", "blue"}, {"a", "red"}} {
		if _, err := s.update(t, ns, "gizmos", change.name, func(o runtime.Object) { setGizmo(o, change.color, "") }); err != nil {
			t.Fatal(err)
		}
	}
}

// checkUpdatePolicy: as for a custom resource, an update never creates and
// must name the resource version it replaces; this is the strategy method
// whose shape differs between the minors (updatepolicy.go).
func checkUpdatePolicy(t *testing.T, s *server, ns string) {
	t.Helper()
	ctx := s.ctx(ns, "gizmos")
	updater := s.storage["gizmos"].(rest.Updater)
	_, _, err := updater.Update(ctx, "nobody", rest.DefaultUpdatedObjectInfo(s.gizmo("nobody", "red", "S", 1)),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if !apierrors.IsNotFound(err) {
		t.Errorf("an update of an object that does not exist: error %v, want not found", err)
	}
	_, _, err = updater.Update(ctx, "a", rest.DefaultUpdatedObjectInfo(s.gizmo("a", "red", "S", 1)),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if !apierrors.IsInvalid(err) && !apierrors.IsConflict(err) {
		t.Errorf("an update without a resource version: error %v, want it refused", err)
	}
}

// checkStatusAndScale: the main resource ignores status, /status ignores
// the spec, /scale reads and writes the replicas (negative ones refused),
// as a custom resource's do.
func checkStatusAndScale(t *testing.T, s *server, ns string) {
	t.Helper()
	out, err := s.update(t, ns, "gizmos", "d", func(o runtime.Object) { setGizmo(o, "yellow", "Running") })
	if err != nil {
		t.Fatal(err)
	}
	if got := gizmoOf(out); got.Spec.Color != "yellow" || got.Status.Phase != "" || got.Generation != 2 {
		t.Errorf("the main resource's update: color %q, phase %q, generation %d; want yellow, no phase, 2", got.Spec.Color, got.Status.Phase, got.Generation)
	}
	ctx := s.ctx(ns, "gizmos")
	status := s.storage["gizmos/status"].(rest.Updater)
	obj, err := s.storage["gizmos"].(rest.Getter).Get(ctx, "d", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	obj = obj.DeepCopyObject()
	setGizmo(obj, "purple", "Running")
	out, _, err = status.Update(ctx, "d", rest.DefaultUpdatedObjectInfo(obj), rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := gizmoOf(out); got.Spec.Color != "yellow" || got.Status.Phase != "Running" || got.Generation != 2 {
		t.Errorf("/status: color %q, phase %q, generation %d; want yellow, Running, 2", got.Spec.Color, got.Status.Phase, got.Generation)
	}
	got := names(t, s.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: s.selector(t, "Gizmo", "status.phase=Running")}))
	if !slices.Equal(got, []string{"d"}) {
		t.Errorf("status.phase=Running after /status: %v", got)
	}

	scale := s.storage["gizmos/scale"]
	sc, err := scale.(rest.Getter).Get(ctx, "d", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if sc := sc.(*autoscalingv1.Scale); sc.Spec.Replicas != 1 || sc.Name != "d" {
		t.Errorf("/scale: %+v", sc)
	}
	for _, c := range []struct {
		replicas int32
		ok       bool
	}{{5, true}, {-1, false}} {
		next := sc.DeepCopyObject().(*autoscalingv1.Scale)
		next.ResourceVersion = ""
		next.Spec.Replicas = c.replicas
		_, _, err := scale.(rest.Updater).Update(ctx, "d", rest.DefaultUpdatedObjectInfo(next), rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
		if (err == nil) != c.ok {
			t.Errorf("scale to %d: error %v", c.replicas, err)
		}
	}
	obj, err = s.storage["gizmos"].(rest.Getter).Get(ctx, "d", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := gizmoOf(obj); got.Spec.Replicas == nil || *got.Spec.Replicas != 5 || got.Generation != 3 {
		t.Errorf("after /scale: %+v", got)
	}
	// /scale's table is kube-apiserver's (realworld/kubernetes compares it
	// with printScale): name, desired and available replicas, age.
	sc, err = scale.(rest.Getter).Get(ctx, "d", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := scale.(rest.TableConvertor).ConvertToTable(ctx, sc, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var columns []string
	for _, c := range table.ColumnDefinitions {
		columns = append(columns, c.Name+":"+c.Type)
	}
	want := []any{"d", int64(5), int64(gizmoOf(obj).Status.Replicas)}
	if strings.Join(columns, " ") != "Name:string Desired:integer Available:integer Age:string" || len(table.Rows) != 1 ||
		!reflect.DeepEqual(table.Rows[0].Cells[:3], want) || table.Rows[0].Cells[3] == "<unknown>" || table.ResourceVersion != sc.(*autoscalingv1.Scale).ResourceVersion {
		t.Errorf("/scale table: columns %v, rows %v, resource version %q", columns, table.Rows, table.ResourceVersion)
	}
	if table, err := scale.(rest.TableConvertor).ConvertToTable(ctx, sc, &metav1.TableOptions{NoHeaders: true}); err != nil || table.ColumnDefinitions != nil {
		t.Errorf("/scale table without headers: %v, %v", table, err)
	}
}

// gizmoOf is a stored Gizmo as v1's type.
func gizmoOf(obj runtime.Object) *v1.Gizmo {
	switch g := obj.(type) {
	case *v1.Gizmo:
		return g
	case *fixture.Gizmo:
		return &v1.Gizmo{ObjectMeta: g.ObjectMeta,
			Spec:   v1.GizmoSpec{Color: g.Spec.Color, Size: g.Spec.Size, Replicas: g.Spec.Replicas},
			Status: v1.GizmoStatus(g.Status)}
	}
	panic(fmt.Sprintf("not a Gizmo: %T", obj))
}

// checkTable: the table of the request's version (v2 prints Hue).
func checkTable(t *testing.T, s *server, ns string) {
	t.Helper()
	for _, c := range []struct{ version, column string }{{"v1", "Color"}, {"v2", "Hue"}} {
		if c.version == "v2" && !s.internal {
			continue
		}
		vs := s.in(c.version)
		table, err := vs.storage["gizmos"].(rest.TableConvertor).ConvertToTable(vs.ctx(ns, "gizmos"), vs.list(t, ns, "gizmos", &metainternalversion.ListOptions{}), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(table.ColumnDefinitions) < 2 || table.ColumnDefinitions[1].Name != c.column || len(table.Rows) != 4 {
			t.Errorf("%s table: columns %v, %d rows", c.version, table.ColumnDefinitions, len(table.Rows))
		}
		if cell := table.Rows[0].Cells[1]; cell != "red" {
			t.Errorf("%s table: a's %s is %v", c.version, c.column, cell)
		}
	}
}

// TestServeDoohickeys: a cluster-scoped kind without subresources, its
// indexed field absent (the default), in both layouts.
func TestServeDoohickeys(t *testing.T) {
	for _, layout := range layouts(t) {
		t.Run(layout.name, func(t *testing.T) {
			s := layout.serve(t, true)
			mode := "manual"
			for _, d := range []struct {
				name string
				mode *string
			}{{layout.name + "-x", nil}, {layout.name + "-y", &mode}} {
				obj, _ := s.scheme.New(schema.GroupVersionKind{Group: install.Group, Version: s.storageVersion(), Kind: "Doohickey"})
				switch o := obj.(type) {
				case *v1.Doohickey:
					o.Name, o.Spec.Mode = d.name, d.mode
				case *fixture.Doohickey:
					o.Name, o.Spec.Mode = d.name, d.mode
				}
				s.create(t, "", "doohickeys", obj)
			}
			if _, ok := s.storage["doohickeys/status"]; ok {
				t.Error("doohickeys/status is served")
			}
			for _, rv := range []string{"", "0"} {
				got := names(t, s.list(t, "", "doohickeys", &metainternalversion.ListOptions{FieldSelector: s.selector(t, "Doohickey", "spec.mode=auto"), ResourceVersion: rv}))
				if want := []string{layout.name + "-x"}; !slices.Equal(got, want) {
					t.Errorf("spec.mode=auto (resourceVersion %q): %v, want %v", rv, got, want)
				}
			}
		})
	}
}
