package builtin_test

// Behaviour of the built-in declarations on random objects of the real
// k8s.io/api types, against expectations written from kubernetes/kubernetes
// (not from the generated code): for each kind, the field set its registry
// computes (pkg/registry/<group>/<kind>/strategy.go GetAttrs /
// *ToSelectableFields, after conversion to the internal version), the
// labels its field label conversion accepts and what it converts them to
// (pkg/apis/<group>/v1/conversion.go AddFieldLabelConversionFunc, or
// apimachinery's runtime.DefaultMetaV1FieldSelectorConversion when none is
// registered), and the message of a rejected label. The rows are those of
// ../shared/notes/k8s-semantics.md §1.2 and §1.3.

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	certificatesv1 "k8s.io/api/certificates/v1"
	corev1 "k8s.io/api/core/v1"
	eventsv1 "k8s.io/api/events/v1"
	resourcev1 "k8s.io/api/resource/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/randfill"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
)

// expectation is what the server does for one kind.
type expectation struct {
	// set is the field set of an object (GetAttrs).
	set func(obj runtime.Object) fields.Set
	// accepted maps each label the conversion accepts to the key it is
	// converted to.
	accepted map[string]string
	// reject is the error text of a rejected label.
	reject func(label string) string
}

func meta(obj runtime.Object, namespaced bool) fields.Set {
	m := obj.(interface {
		GetName() string
		GetNamespace() string
	})
	s := fields.Set{"metadata.name": m.GetName()}
	if namespaced {
		s["metadata.namespace"] = m.GetNamespace()
	}
	return s
}

func merge(a, b fields.Set) fields.Set {
	for k, v := range b {
		a[k] = v
	}
	return a
}

func same(labels ...string) map[string]string {
	m := map[string]string{}
	for _, l := range labels {
		m[l] = l
	}
	return m
}

// notSupported is the text of most registered conversions.
func notSupported(label string) string { return "field label not supported: " + label }

// defaultConversion is runtime.DefaultMetaV1FieldSelectorConversion's text.
func defaultConversion(label string) string {
	return fmt.Sprintf("%q is not a known field selector: only %q, %q", label, "metadata.name", "metadata.namespace")
}

// metadataOnly: no registered conversion and the default attribute
// function (storage.DefaultNamespaceScopedAttr / DefaultClusterScopedAttr).
func metadataOnly(namespaced bool) expectation {
	return expectation{
		set:      func(obj runtime.Object) fields.Set { return meta(obj, namespaced) },
		accepted: same("metadata.name", "metadata.namespace"),
		reject:   defaultConversion,
	}
}

// expectations are the kinds with more than metadata (§1.2), by
// group/version/kind.
var expectations = map[string]expectation{
	// pkg/registry/core/pod/strategy.go ToSelectableFields; internal
	// spec.securityContext.hostNetwork is v1 spec.hostNetwork; internal
	// status.podIPs[0] is v1 status.podIP when set, else status.podIPs[0]
	// (Convert_v1_PodStatus_To_core_PodStatus). Conversion:
	// pkg/apis/core/v1/conversion.go, with status.podIPs and spec.host.
	"/v1/Pod": {
		set: func(obj runtime.Object) fields.Set {
			p := obj.(*corev1.Pod)
			podIP := p.Status.PodIP
			if podIP == "" && len(p.Status.PodIPs) > 0 {
				podIP = p.Status.PodIPs[0].IP
			}
			return merge(meta(obj, true), fields.Set{
				"spec.nodeName":            p.Spec.NodeName,
				"spec.restartPolicy":       string(p.Spec.RestartPolicy),
				"spec.schedulerName":       p.Spec.SchedulerName,
				"spec.serviceAccountName":  p.Spec.ServiceAccountName,
				"spec.hostNetwork":         strconv.FormatBool(p.Spec.HostNetwork),
				"status.phase":             string(p.Status.Phase),
				"status.podIP":             podIP,
				"status.nominatedNodeName": p.Status.NominatedNodeName,
			})
		},
		accepted: merge2(same("metadata.name", "metadata.namespace", "spec.nodeName", "spec.restartPolicy", "spec.schedulerName",
			"spec.serviceAccountName", "spec.hostNetwork", "status.phase", "status.podIP", "status.podIPs", "status.nominatedNodeName"),
			map[string]string{"spec.host": "spec.nodeName"}),
		reject: notSupported,
	},
	// pkg/registry/core/node/strategy.go NodeToSelectableFields.
	"/v1/Node": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, false), fields.Set{"spec.unschedulable": fmt.Sprint(obj.(*corev1.Node).Spec.Unschedulable)})
		},
		accepted: same("metadata.name", "spec.unschedulable"),
		reject:   notSupported,
	},
	// pkg/registry/core/event/strategy.go ToSelectableFields: source falls
	// back to the reporting controller.
	"/v1/Event": {
		set: func(obj runtime.Object) fields.Set {
			e := obj.(*corev1.Event)
			source := e.Source.Component
			if source == "" {
				source = e.ReportingController
			}
			return merge(meta(obj, true), eventFields(e.InvolvedObject, e.Reason, e.ReportingController, source, e.Type))
		},
		accepted: same("metadata.name", "metadata.namespace", "involvedObject.kind", "involvedObject.namespace", "involvedObject.name",
			"involvedObject.uid", "involvedObject.apiVersion", "involvedObject.resourceVersion", "involvedObject.fieldPath",
			"reason", "reportingComponent", "source", "type"),
		reject: notSupported,
	},
	// The same storage (core Event, after Convert_v1_Event_To_core_Event:
	// regarding -> involvedObject, deprecatedSource -> source);
	// pkg/apis/events/v1 renames the labels and does not accept source.
	"events.k8s.io/v1/Event": {
		set: func(obj runtime.Object) fields.Set {
			e := obj.(*eventsv1.Event)
			source := e.DeprecatedSource.Component
			if source == "" {
				source = e.ReportingController
			}
			return merge(meta(obj, true), eventFields(e.Regarding, e.Reason, e.ReportingController, source, e.Type))
		},
		accepted: merge2(same("metadata.name", "metadata.namespace", "reason", "type"), map[string]string{
			"regarding.kind": "involvedObject.kind", "regarding.namespace": "involvedObject.namespace",
			"regarding.name": "involvedObject.name", "regarding.uid": "involvedObject.uid",
			"regarding.apiVersion": "involvedObject.apiVersion", "regarding.resourceVersion": "involvedObject.resourceVersion",
			"regarding.fieldPath": "involvedObject.fieldPath", "reportingController": "reportingComponent",
		}),
		reject: notSupported,
	},
	// pkg/registry/core/namespace/strategy.go: the legacy "name" is
	// computed, the conversion rejects it.
	"/v1/Namespace": {
		set: func(obj runtime.Object) fields.Set {
			n := obj.(*corev1.Namespace)
			return merge(meta(obj, false), fields.Set{"status.phase": string(n.Status.Phase), "name": n.Name})
		},
		accepted: same("metadata.name", "status.phase"),
		reject:   notSupported,
	},
	"/v1/Secret": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, true), fields.Set{"type": string(obj.(*corev1.Secret).Type)})
		},
		accepted: same("metadata.name", "metadata.namespace", "type"),
		reject:   notSupported,
	},
	"/v1/Service": {
		set: func(obj runtime.Object) fields.Set {
			s := obj.(*corev1.Service)
			return merge(meta(obj, true), fields.Set{"spec.clusterIP": s.Spec.ClusterIP, "spec.type": string(s.Spec.Type)})
		},
		accepted: same("metadata.name", "metadata.namespace", "spec.clusterIP", "spec.type"),
		reject:   notSupported,
	},
	"/v1/ReplicationController": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, true), fields.Set{"status.replicas": strconv.Itoa(int(obj.(*corev1.ReplicationController).Status.Replicas))})
		},
		accepted: same("metadata.name", "metadata.namespace", "status.replicas"),
		reject:   notSupported,
	},
	// pkg/registry/core/persistentvolume(claim)/strategy.go: legacy name,
	// no registered conversion.
	"/v1/PersistentVolume": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, false), fields.Set{"name": obj.(*corev1.PersistentVolume).Name})
		},
		accepted: same("metadata.name", "metadata.namespace"),
		reject:   defaultConversion,
	},
	"/v1/PersistentVolumeClaim": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, true), fields.Set{"name": obj.(*corev1.PersistentVolumeClaim).Name})
		},
		accepted: same("metadata.name", "metadata.namespace"),
		reject:   defaultConversion,
	},
	// pkg/registry/apps/replicaset/strategy.go computes status.replicas;
	// apps/v1 registers no conversion (kubernetes/kubernetes#135136).
	"apps/v1/ReplicaSet": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, true), fields.Set{"status.replicas": strconv.Itoa(int(obj.(*appsv1.ReplicaSet).Status.Replicas))})
		},
		accepted: same("metadata.name", "metadata.namespace"),
		reject:   defaultConversion,
	},
	// pkg/registry/batch/job/strategy.go JobToSelectableFields;
	// pkg/apis/batch/v1/conversion.go, message as kube-apiserver 1.37.1 says it.
	"batch/v1/Job": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, true), fields.Set{"status.successful": strconv.Itoa(int(obj.(*batchv1.Job).Status.Succeeded))})
		},
		accepted: same("metadata.name", "metadata.namespace", "status.successful"),
		reject:   func(label string) string { return fmt.Sprintf("field label %q not supported for Job", label) },
	},
	"certificates.k8s.io/v1/CertificateSigningRequest": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, false), fields.Set{"spec.signerName": obj.(*certificatesv1.CertificateSigningRequest).Spec.SignerName})
		},
		accepted: same("metadata.name", "spec.signerName"),
		reject:   notSupported,
	},
	"certificates.k8s.io/v1/ClusterTrustBundle": {
		set: func(obj runtime.Object) fields.Set {
			return merge(meta(obj, false), fields.Set{"spec.signerName": obj.(*certificatesv1.ClusterTrustBundle).Spec.SignerName})
		},
		accepted: same("metadata.name", "spec.signerName"),
		reject:   notSupported,
	},
	// Namespaced, metadata.namespace in the set, rejected by conversion.
	"certificates.k8s.io/v1/PodCertificateRequest": {
		set: func(obj runtime.Object) fields.Set {
			r := obj.(*certificatesv1.PodCertificateRequest)
			return merge(meta(obj, true), fields.Set{"spec.signerName": r.Spec.SignerName, "spec.podName": r.Spec.PodName, "spec.nodeName": string(r.Spec.NodeName)})
		},
		accepted: same("metadata.name", "spec.signerName", "spec.podName", "spec.nodeName"),
		reject:   notSupported,
	},
	// pkg/registry/resource/resourceslice/strategy.go; message observed
	// on kube-apiserver 1.37.1.
	"resource.k8s.io/v1/ResourceSlice": {
		set: func(obj runtime.Object) fields.Set {
			s := obj.(*resourcev1.ResourceSlice)
			node := ""
			if s.Spec.NodeName != nil {
				node = *s.Spec.NodeName
			}
			return merge(meta(obj, false), fields.Set{"spec.nodeName": node, "spec.driver": s.Spec.Driver, "spec.pool.name": s.Spec.Pool.Name})
		},
		accepted: same("metadata.name", "spec.nodeName", "spec.driver", "spec.pool.name"),
		reject: func(label string) string {
			return "field label not supported for resource.k8s.io/v1, Kind=ResourceSlice: " + label
		},
	},
}

// clusterWithNamespace: a cluster-scoped kind whose registry computes
// generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true), so metadata.namespace
// is in its field set (the object's namespace, empty once stored), and
// whose group version registers no field label conversion in its server's
// scheme, so apimachinery's default conversion applies.
func clusterWithNamespace() expectation {
	return expectation{
		set:      func(obj runtime.Object) fields.Set { return meta(obj, true) },
		accepted: same("metadata.name", "metadata.namespace"),
		reject:   defaultConversion,
	}
}

func init() {
	// The kinds kube-apiserver serves from outside k8s.io/api, read at
	// v0.37.2 of their modules. k8s.io/apiextensions-apiserver:
	// pkg/registry/customresourcedefinition/strategy.go GetAttrs and
	// CustomResourceDefinitionToSelectableFields (the store's PredicateFunc
	// and AttrFunc, etcd.go); pkg/apis/apiextensions/v1/register.go adds no
	// AddFieldLabelConversionFunc, nor does anything else in the module for
	// the apiextensions server's scheme (pkg/apiserver/apiserver.go).
	expectations["apiextensions.k8s.io/v1/CustomResourceDefinition"] = clusterWithNamespace()
	// k8s.io/kube-aggregator: pkg/registry/apiservice/strategy.go GetAttrs
	// and ToSelectableFields (etcd/etcd.go); pkg/apis/apiregistration/v1
	// registers no conversion in the aggregator's scheme
	// (pkg/apiserver/scheme).
	expectations["apiregistration.k8s.io/v1/APIService"] = clusterWithNamespace()
}

func merge2(a, b map[string]string) map[string]string {
	for k, v := range b {
		a[k] = v
	}
	return a
}

func eventFields(ref corev1.ObjectReference, reason, reporting, source, typ string) fields.Set {
	return fields.Set{
		"involvedObject.kind":            ref.Kind,
		"involvedObject.namespace":       ref.Namespace,
		"involvedObject.name":            ref.Name,
		"involvedObject.uid":             string(ref.UID),
		"involvedObject.apiVersion":      ref.APIVersion,
		"involvedObject.resourceVersion": ref.ResourceVersion,
		"involvedObject.fieldPath":       ref.FieldPath,
		"reason":                         reason,
		"reportingComponent":             reporting,
		"source":                         source,
		"type":                           typ,
	}
}

func key(d *selectableruntime.Descriptor) string { return d.Group + "/" + d.Version + "/" + d.Kind }

func expectationOf(d *selectableruntime.Descriptor) expectation {
	if e, ok := expectations[key(d)]; ok {
		return e
	}
	return metadataOnly(d.Namespaced)
}

// TestServerSemantics: on random objects of every built-in kind, the
// generated field set, field values, matcher and conversion are the
// server's.
func TestServerSemantics(t *testing.T) {
	used := map[string]bool{}
	for _, d := range builtin.Descriptors {
		e := expectationOf(d)
		used[key(d)] = true
		t.Run(key(d), func(t *testing.T) {
			filler := randfill.NewWithSeed(int64(len(key(d)))).NilChance(0.3).NumElements(0, 2).MaxDepth(6).Funcs(smallStrings, emptyRaw)
			for i := 0; i < 40; i++ {
				obj := d.New()
				filler.Fill(obj)
				if i%4 == 0 {
					obj = d.New() // the zero object: defaults
				}
				checkObject(t, d, e, obj, filler)
			}
			checkConversion(t, d, e)
		})
	}
	for k := range expectations {
		if !used[k] {
			t.Errorf("expectation for %s, which has no declaration", k)
		}
	}
}

// emptyRaw: an embedded runtime.Object cannot be filled.
func emptyRaw(r *runtime.RawExtension, c randfill.Continue) { *r = runtime.RawExtension{} }

// smallStrings keeps random strings short and from a small alphabet, so
// that random selector values sometimes equal the object's.
func smallStrings(s *string, c randfill.Continue) {
	*s = []string{"", "a", "b", "true", "false", "0"}[c.Intn(6)]
}

func checkObject(t *testing.T, d *selectableruntime.Descriptor, e expectation, obj runtime.Object, filler *randfill.Filler) {
	t.Helper()
	want := e.set(obj)
	_, got, err := d.GetAttrs(obj)
	if err != nil {
		t.Fatal(err)
	}
	if !equalSets(got, want) {
		t.Fatalf("GetAttrs:\n got %v\nwant %v", got, want)
	}
	for k, v := range want {
		if value, ok := d.FieldValue(obj, k); !ok || value != v {
			t.Errorf("FieldValue(%q) = %q, %v; want %q", k, value, ok, v)
		}
	}
	// Every accepted label, before conversion, answers as the server
	// compares it after conversion (absent keys compare as "").
	for label, k := range e.accepted {
		if value, _ := d.FieldValue(obj, label); value != want[k] {
			t.Errorf("FieldValue(%q) = %q; the server compares %q = %q", label, value, k, want[k])
		}
	}
	// Random selectors of accepted labels: the server converts, then
	// matches the field set; the generated matcher agrees on the selector
	// as written, and the index functions give the compared value.
	var labels []string
	for l := range e.accepted {
		labels = append(labels, l)
	}
	for j := 0; j < 4; j++ {
		var terms []string
		for n := 0; n < 1+j%3; n++ {
			var idx int
			var value string
			var op bool
			filler.Fill(&idx)
			filler.Fill(&value)
			filler.Fill(&op)
			l := labels[(idx%len(labels)+len(labels))%len(labels)]
			if op {
				terms = append(terms, l+"="+value)
			} else {
				terms = append(terms, l+"!="+value)
			}
		}
		sel, err := fields.ParseSelector(strings.Join(terms, ","))
		if err != nil {
			t.Fatal(err)
		}
		converted, err := sel.Transform(func(l, v string) (string, string, error) {
			return e.accepted[l], v, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		server := converted.Matches(want)
		if got := matches(d, obj, sel); got != server {
			t.Errorf("%s: generated matcher says %v, the server %v", sel, got, server)
		}
		generatedConv, err := sel.Transform(fields.TransformFunc(d.FieldLabelConversion))
		if err != nil {
			t.Fatalf("%s: %v", sel, err)
		}
		if generatedConv.String() != converted.String() {
			t.Errorf("conversion of %s: %s, the server %s", sel, generatedConv, converted)
		}
	}
	idx := d.Indexers()
	for label, k := range e.accepted {
		fn, ok := idx[label]
		if !ok {
			t.Errorf("no index for accepted label %q", label)
			continue
		}
		if values, err := fn(obj); err != nil || len(values) != 1 || values[0] != want[k] {
			t.Errorf("index %q = %v, %v; want [%q]", label, values, err, want[k])
		}
	}
	if len(idx) != len(e.accepted) {
		t.Errorf("%d indexes, %d accepted labels", len(idx), len(e.accepted))
	}
}

// matches applies a selector as written with the descriptor's FieldValue,
// as the generated FooMatchesFieldSelector does.
func matches(d *selectableruntime.Descriptor, obj runtime.Object, sel fields.Selector) bool {
	return sel.Matches(getter{d, obj})
}

type getter struct {
	d   *selectableruntime.Descriptor
	obj runtime.Object
}

func (g getter) Has(f string) bool   { _, ok := g.d.FieldValue(g.obj, f); return ok }
func (g getter) Get(f string) string { v, _ := g.d.FieldValue(g.obj, f); return v }

func equalSets(a, b fields.Set) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// checkConversion: every accepted label converts to its key; every key of
// the field set that is not accepted, and labels no kind has, are rejected
// with the server's text.
func checkConversion(t *testing.T, d *selectableruntime.Descriptor, e expectation) {
	t.Helper()
	for label, k := range e.accepted {
		gotLabel, gotValue, err := d.FieldLabelConversion(label, "v")
		wantLabel := k
		if k == "" {
			wantLabel = label
		}
		if err != nil || gotLabel != wantLabel || gotValue != "v" {
			t.Errorf("conversion of %q = %q, %q, %v; want %q", label, gotLabel, gotValue, err, wantLabel)
		}
	}
	rejected := []string{"no.such.field", "metadata.labels", "spec", "", "status.succeeded"}
	for k := range e.set(d.New()) {
		rejected = append(rejected, k)
	}
	for _, label := range rejected {
		if _, ok := e.accepted[label]; ok {
			continue
		}
		_, _, err := d.FieldLabelConversion(label, "v")
		if err == nil || err.Error() != e.reject(label) {
			t.Errorf("conversion of %q: %v; want %q", label, err, e.reject(label))
		}
	}
}
