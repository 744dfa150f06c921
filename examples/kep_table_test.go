package examples_test

import (
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/utils/ptr"

	appsv1 "github.com/selectable-gen/selectable-gen/examples/apis/apps/v1"
	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	certificatesv1 "github.com/selectable-gen/selectable-gen/examples/apis/certificates/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
)

func kindByName(t *testing.T, name string) kind {
	t.Helper()
	for _, k := range allKinds {
		if k.name == name {
			return k
		}
	}
	t.Fatalf("no kind %s", name)
	return kind{}
}

// valueCase is one field of one object and the value the API server
// computes for it.
type valueCase struct {
	name  string
	kind  string
	obj   runtime.Object
	field string
	want  string
}

// checkValue asserts the value through every generated entry point.
func checkValue(t *testing.T, c valueCase) {
	t.Helper()
	k := kindByName(t, c.kind)
	got, ok := k.value(c.obj, c.field)
	if !ok || got != c.want {
		t.Errorf("%sFieldValue(%s) = %q, %v; want %q, true", c.kind, c.field, got, ok, c.want)
	}
	set := k.toSet(c.obj)
	if v, present := set[c.field]; !present || v != c.want {
		t.Errorf("%sToSelectableFields()[%s] = %q (present %v); want %q", c.kind, c.field, v, present, c.want)
	}
	_, attrs, err := k.getAttrs(c.obj)
	if err != nil || attrs[c.field] != c.want {
		t.Errorf("%sGetAttrs()[%s] = %q, %v; want %q", c.kind, c.field, attrs[c.field], err, c.want)
	}
}

// TestKEPBuiltInTable checks every row of KEP-4358's table of built-in
// field selectors on the mirror types.
func TestKEPBuiltInTable(t *testing.T) {
	meta := metav1.ObjectMeta{Name: "n1", Namespace: "ns1"}
	pod := &corev1.Pod{ObjectMeta: meta,
		Spec: corev1.PodSpec{NodeName: "node-a", RestartPolicy: "OnFailure", SchedulerName: "default-scheduler",
			ServiceAccountName: "sa", HostNetwork: true},
		Status: corev1.PodStatus{Phase: "Running", NominatedNodeName: "node-b", PodIP: "10.0.0.9",
			PodIPs: []corev1.PodIP{{IP: "10.0.0.1"}, {IP: "fd00::1"}}},
	}
	event := &corev1.Event{ObjectMeta: meta,
		InvolvedObject: corev1.ObjectReference{Kind: "Pod", Namespace: "ns2", Name: "p", UID: "uid-1",
			APIVersion: "v1", ResourceVersion: "42", FieldPath: "spec.containers{c}"},
		Reason: "Started", Type: "Normal", ReportingController: "kubelet", Source: corev1.EventSource{Component: "kubelet-src"}}
	cases := []valueCase{
		{"metadata.name", "Pod", pod, "metadata.name", "n1"},
		{"metadata.namespace", "Pod", pod, "metadata.namespace", "ns1"},
		{"ReplicaSet status.replicas itoa", "ReplicaSet", &appsv1.ReplicaSet{Status: appsv1.ReplicaSetStatus{Replicas: 3}}, "status.replicas", "3"},
		{"RC status.replicas itoa", "ReplicationController", &corev1.ReplicationController{Status: corev1.ReplicationControllerStatus{Replicas: 5}}, "status.replicas", "5"},
		{"Job status.successful holds status.succeeded", "Job", &batchv1.Job{Status: batchv1.JobStatus{Succeeded: 7}}, "status.successful", "7"},
		{"CSR spec.signerName", "CertificateSigningRequest", &certificatesv1.CertificateSigningRequest{Spec: certificatesv1.CertificateSigningRequestSpec{SignerName: "example.com/signer"}}, "spec.signerName", "example.com/signer"},
		{"Event involvedObject.kind", "Event", event, "involvedObject.kind", "Pod"},
		{"Event involvedObject.namespace", "Event", event, "involvedObject.namespace", "ns2"},
		{"Event involvedObject.name", "Event", event, "involvedObject.name", "p"},
		{"Event involvedObject.uid string(UID)", "Event", event, "involvedObject.uid", "uid-1"},
		{"Event involvedObject.apiVersion", "Event", event, "involvedObject.apiVersion", "v1"},
		{"Event involvedObject.resourceVersion", "Event", event, "involvedObject.resourceVersion", "42"},
		{"Event involvedObject.fieldPath", "Event", event, "involvedObject.fieldPath", "spec.containers{c}"},
		{"Event reason", "Event", event, "reason", "Started"},
		{"Event reportingComponent", "Event", event, "reportingComponent", "kubelet"},
		{"Event source.component", "Event", event, "source", "kubelet-src"},
		{"Event source falls back to reportingController", "Event", &corev1.Event{ReportingController: "ctrl"}, "source", "ctrl"},
		{"Event type", "Event", event, "type", "Normal"},
		{"Namespace legacy name", "Namespace", &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "kube-system"}}, "name", "kube-system"},
		{"Namespace status.phase", "Namespace", &corev1.Namespace{Status: corev1.NamespaceStatus{Phase: "Terminating"}}, "status.phase", "Terminating"},
		{"Node spec.unschedulable true", "Node", &corev1.Node{Spec: corev1.NodeSpec{Unschedulable: true}}, "spec.unschedulable", "true"},
		{"Node spec.unschedulable false", "Node", &corev1.Node{}, "spec.unschedulable", "false"},
		{"Pod spec.nodeName", "Pod", pod, "spec.nodeName", "node-a"},
		{"Pod spec.restartPolicy string(enum)", "Pod", pod, "spec.restartPolicy", "OnFailure"},
		{"Pod spec.schedulerName", "Pod", pod, "spec.schedulerName", "default-scheduler"},
		{"Pod spec.serviceAccountName", "Pod", pod, "spec.serviceAccountName", "sa"},
		{"Pod spec.hostNetwork FormatBool", "Pod", pod, "spec.hostNetwork", "true"},
		{"Pod spec.hostNetwork omitted is false", "Pod", &corev1.Pod{}, "spec.hostNetwork", "false"},
		{"Pod status.phase", "Pod", pod, "status.phase", "Running"},
		{"Pod status.podIP is podIPs[0]", "Pod", pod, "status.podIP", "10.0.0.1"},
		{"Pod status.podIP without podIPs", "Pod", &corev1.Pod{Status: corev1.PodStatus{PodIP: "10.0.0.9"}}, "status.podIP", ""},
		{"Pod status.nominatedNodeName", "Pod", pod, "status.nominatedNodeName", "node-b"},
		{"Secret type string(enum)", "Secret", &corev1.Secret{Type: "kubernetes.io/tls"}, "type", "kubernetes.io/tls"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkValue(t, c) })
	}
}

// TestZeroValuesArePresent: a non-pointer member yields its Go value even
// when zero, as the built-in code does (Job status.succeeded 0 -> "0").
func TestZeroValuesArePresent(t *testing.T) {
	for _, c := range []valueCase{
		{"job succeeded 0", "Job", &batchv1.Job{}, "status.successful", "0"},
		{"rs replicas 0", "ReplicaSet", &appsv1.ReplicaSet{}, "status.replicas", "0"},
		{"empty string", "Selector", &stablev1.Selector{}, "spec.color", ""},
		{"widget uint 0", "Widget", &widgets.Widget{}, "spec.priority", "0"},
		{"widget named bool false", "Widget", &widgets.Widget{}, "spec.enabled", "false"},
		{"int8 negative", "Sprocket", &widgets.Sprocket{Status: widgets.SprocketStatus{Offset: -5}}, "status.offset", "-5"},
		{"uint64 max", "Sprocket", &widgets.Sprocket{Status: widgets.SprocketStatus{Count: 1<<64 - 1}}, "status.count", "18446744073709551615"},
	} {
		t.Run(c.name, func(t *testing.T) { checkValue(t, c) })
	}
}

// TestNilPointersAndDefaults sets each pointer on each path to nil in turn.
func TestNilPointersAndDefaults(t *testing.T) {
	at := time.Date(2024, 5, 6, 7, 8, 9, 0, time.FixedZone("CEST", 2*3600))
	full := func() *widgets.Widget {
		return &widgets.Widget{Spec: widgets.WidgetSpec{
			CommonSpec: widgets.CommonSpec{Owner: "alice"},
			Tuning:     &widgets.Tuning{Mode: "fast"},
			Replicas:   ptr.To[int64](-3),
			Port:       intstr.FromString("http"),
			Schedule: &widgets.ScheduleSpec{
				Next:   &metav1.Time{Time: at},
				Window: &widgets.Window{Zone: "Europe/Paris"},
			},
		}}
	}
	cases := []valueCase{
		{"inline field", "Widget", full(), "spec.owner", "alice"},
		{"inline pointer set", "Widget", full(), "spec.mode", "fast"},
		{"inline pointer nil: default", "Widget", func() runtime.Object { w := full(); w.Spec.Tuning = nil; return w }(), "spec.mode", "balanced"},
		{"pointer int64 set", "Widget", full(), "spec.replicas", "-3"},
		{"pointer int64 nil: default", "Widget", &widgets.Widget{}, "spec.replicas", "1"},
		{"IntOrString string", "Widget", full(), "spec.port", "http"},
		{"IntOrString int", "Widget", &widgets.Widget{Spec: widgets.WidgetSpec{Port: intstr.FromInt32(8080)}}, "spec.port", "8080"},
		{"time as RFC 3339 UTC", "Widget", full(), "spec.schedule.next", "2024-05-06T05:08:09Z"},
		{"time: first pointer nil", "Widget", &widgets.Widget{}, "spec.schedule.next", ""},
		{"time: second pointer nil", "Widget", func() runtime.Object { w := full(); w.Spec.Schedule.Next = nil; return w }(), "spec.schedule.next", ""},
		{"time: zero is absent", "Widget", func() runtime.Object { w := full(); w.Spec.Schedule.Next = &metav1.Time{}; return w }(), "spec.schedule.next", ""},
		{"two pointers set", "Widget", full(), "spec.schedule.window.zone", "Europe/Paris"},
		{"two pointers: outer nil", "Widget", &widgets.Widget{}, "spec.schedule.window.zone", "UTC"},
		{"two pointers: inner nil", "Widget", func() runtime.Object { w := full(); w.Spec.Schedule.Window = nil; return w }(), "spec.schedule.window.zone", "UTC"},
		{"two pointers: empty string is not absent", "Widget", func() runtime.Object { w := full(); w.Spec.Schedule.Window.Zone = ""; return w }(), "spec.schedule.window.zone", ""},
		{"duration pointer set", "Sprocket", &widgets.Sprocket{Spec: widgets.SprocketSpec{Timeout: &metav1.Duration{Duration: 90 * time.Second}}}, "spec.timeout", "1m30s"},
		{"duration pointer nil: default", "Sprocket", &widgets.Sprocket{}, "spec.timeout", "30s"},
		{"duration value zero", "Sprocket", &widgets.Sprocket{}, "spec.interval", "0s"},
		{"plain time zero: default", "Sprocket", &widgets.Sprocket{}, "status.lastSeen", "1970-01-01T00:00:00Z"},
		{"plain time set", "Sprocket", &widgets.Sprocket{Status: widgets.SprocketStatus{LastSeen: metav1.Time{Time: at}}}, "status.lastSeen", "2024-05-06T05:08:09Z"},
		{"types.UID", "Sprocket", &widgets.Sprocket{Status: widgets.SprocketStatus{Owner: "u-1"}}, "status.ownerUID", "u-1"},
		{"pointer to string: default", "Widget", &widgets.Widget{}, "spec.mode", "balanced"},
		{"kubebuilder dialect", "Gadget", &widgets.Gadget{Spec: widgets.GadgetSpec{Vendor: "acme", Model: "x1"}}, "spec.vendor", "acme"},
		{"kubebuilder quoted path", "Gadget", &widgets.Gadget{Spec: widgets.GadgetSpec{Vendor: "acme", Model: "x1"}}, "spec.model", "x1"},
		{"shared spec on its own kind", "Blueprint", &widgets.Blueprint{Spec: widgets.BlueprintSpec{Color: "red"}}, "spec.color", "red"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkValue(t, c) })
	}
}

// TestFieldSets checks the exact set of names each kind publishes and
// answers: metadata first, namespace only for namespaced kinds, no field
// of a nested object, no field of an opted-out kind.
func TestFieldSets(t *testing.T) {
	want := map[string][]string{
		"Selector": {"metadata.name", "metadata.namespace", "spec.color", "spec.size"},
		"Pod": {"metadata.name", "metadata.namespace", "spec.restartPolicy", "spec.serviceAccountName", "spec.nodeName", "spec.hostNetwork", "spec.schedulerName", "status.phase", "status.nominatedNodeName", "status.podIP",
			// Beyond the KEP: fields through lists.
			"metadata.ownerReferences.uid", "spec.containers.image", "status.podIPs.ip", "status.ready"},
		"Event":                     {"metadata.name", "metadata.namespace", "involvedObject.kind", "involvedObject.namespace", "involvedObject.name", "involvedObject.uid", "involvedObject.apiVersion", "involvedObject.resourceVersion", "involvedObject.fieldPath", "reason", "reportingComponent", "source", "type"},
		"Namespace":                 {"metadata.name", "status.phase", "name"},
		"Node":                      {"metadata.name", "spec.unschedulable"},
		"Secret":                    {"metadata.name", "metadata.namespace", "type"},
		"ReplicationController":     {"metadata.name", "metadata.namespace", "status.replicas"},
		"ReplicaSet":                {"metadata.name", "metadata.namespace", "status.replicas"},
		"Job":                       {"metadata.name", "metadata.namespace", "status.successful"},
		"CertificateSigningRequest": {"metadata.name", "spec.signerName"},
		"Widget":                    {"metadata.name", "metadata.namespace", "spec.owner", "spec.mode", "spec.replicas", "spec.priority", "spec.enabled", "spec.port", "spec.schedule.next", "spec.schedule.window.zone"},
		"Sprocket":                  {"metadata.name", "metadata.namespace", "spec.timeout", "spec.interval", "status.lastSeen", "status.ownerUID", "status.count", "status.offset"},
		"Blueprint":                 {"metadata.name", "metadata.namespace", "spec.color"},
		"Gadget":                    {"metadata.name", "spec.vendor", "spec.model"},
		"Gizmo":                     {"metadata.name", "metadata.namespace"},
		"Binding":                   {"metadata.name", "metadata.namespace", "spec.target", "spec.token", "spec.lastSeen"},
		"Release":                   {"metadata.name", "metadata.namespace"},
		"Rollout":                   {"metadata.name", "metadata.namespace", "spec.image", "spec.strategy"},
		"Worker":                    {"metadata.name"},
	}
	for _, k := range allKinds {
		t.Run(k.name, func(t *testing.T) {
			names := want[k.name]
			set := k.toSet(k.newObj())
			if len(set) != len(names) {
				t.Errorf("ToSelectableFields has %d keys %v, want %v", len(set), set, names)
			}
			metadata := 1
			if k.namespaced {
				metadata = 2
			}
			if len(k.declared) != len(names)-metadata {
				t.Errorf("SelectableFields has %d entries, want %d", len(k.declared), len(names)-metadata)
			}
			for i, n := range names {
				if _, ok := set[n]; !ok {
					t.Errorf("ToSelectableFields lacks %s", n)
				}
				if i >= metadata && i-metadata < len(k.declared) && k.declared[i-metadata].FieldPath != n {
					t.Errorf("SelectableFields[%d] = %s, want %s", i-metadata, k.declared[i-metadata].FieldPath, n)
				}
			}
			if _, ok := k.value(k.newObj(), "no.such.field"); ok {
				t.Errorf("FieldValue accepts an unknown field")
			}
		})
	}
}

// TestDiscoveryMetadata checks defaults and descriptions as published.
func TestDiscoveryMetadata(t *testing.T) {
	byName := map[string]struct{ def, desc string }{}
	for _, f := range corev1.PodSelectableFields {
		byName[f.FieldPath] = struct{ def, desc string }{f.Default, f.Description}
	}
	if got := byName["spec.hostNetwork"]; got.def != "false" || got.desc != "Set to the value of the spec.securityContext.hostNetwork field" {
		t.Errorf("spec.hostNetwork = %+v", got)
	}
	if got := byName["status.podIP"]; got.def != "" || got.desc != "Set to the value of status.podIPs[0]" {
		t.Errorf("status.podIP = %+v", got)
	}
	if got := batchv1.JobSelectableFields[0]; got.FieldPath != "status.successful" || got.Description != "Set to the value of status.succeeded" {
		t.Errorf("Job field = %+v", got)
	}
}

// TestGetAttrsWrongType: a wrong object type is an error, not a panic.
func TestGetAttrsWrongType(t *testing.T) {
	_, _, err := corev1.PodGetAttrs(&corev1.Node{})
	if err == nil || err.Error() != "expected a *Pod, got *v1.Node" {
		t.Errorf("err = %v", err)
	}
	lbls, _, err := corev1.PodGetAttrs(&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "x"}}})
	if err != nil || lbls["app"] != "x" {
		t.Errorf("labels = %v, %v", lbls, err)
	}
}
