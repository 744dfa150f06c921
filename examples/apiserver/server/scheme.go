// Package server is the example API server: a typed API server on
// k8s.io/apiserver's generic registry whose field selection, tables,
// selector generation and subresources are nothing but selectable-gen's
// generated code. cmd: examples/apiserver.
package server

import (
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

var (
	// Scheme has the served kinds. Each group has one version, served and
	// stored as it is: the same Go types are also registered as the
	// group's internal version, so the generic registry needs no
	// conversions.
	Scheme = runtime.NewScheme()
	// Codecs encodes and decodes the served kinds.
	Codecs = serializer.NewCodecFactory(Scheme)

	// openAPIScheme has only the served versions: OpenAPI names each
	// definition's group-version-kinds from it, and clients must not see
	// the internal version there.
	openAPIScheme = runtime.NewScheme()
)

// servedGroups are the example API groups: their scheme builders and the
// generated descriptors of their kinds. Nothing else is needed per kind:
// field selection, tables, selector generation, the subresources and the
// watch-cache indexes all come from the descriptors (runtime/apiserver),
// and the types registered again as the internal version are the
// descriptors' New and NewList. A kind added to one of these packages is
// served with no change here.
//
// The core group (the mirror of core/v1's kinds, at /api/v1) is served too,
// so that pods are selected by their fields through lists
// (spec.containers.image, metadata.ownerReferences.uid, status.podIPs.ip,
// status.ready).
var servedGroups = []struct {
	gv          schema.GroupVersion
	add         func(*runtime.Scheme) error
	descriptors []*selectableruntime.Descriptor
}{
	{corev1.SchemeGroupVersion, corev1.AddToScheme, corev1.Descriptors},
	{stablev1.SchemeGroupVersion, stablev1.AddToScheme, stablev1.Descriptors},
	{batchv1.SchemeGroupVersion, batchv1.AddToScheme, batchv1.Descriptors},
	{workloadsv1.SchemeGroupVersion, workloadsv1.AddToScheme, workloadsv1.Descriptors},
}

func init() {
	for _, g := range servedGroups {
		utilruntime.Must(g.add(Scheme))
		utilruntime.Must(g.add(openAPIScheme))
		for _, d := range g.descriptors {
			Scheme.AddKnownTypes(schema.GroupVersion{Group: g.gv.Group, Version: runtime.APIVersionInternal}, d.New(), d.NewList())
		}
		utilruntime.Must(Scheme.SetVersionPriority(g.gv))
	}
	// /scale serves autoscaling/v1 Scale.
	utilruntime.Must(autoscalingv1.AddToScheme(Scheme))
	utilruntime.Must(autoscalingv1.AddToScheme(openAPIScheme))
	Scheme.AddKnownTypes(schema.GroupVersion{Group: autoscalingv1.GroupName, Version: runtime.APIVersionInternal}, &autoscalingv1.Scale{})

	metav1.AddToGroupVersion(Scheme, schema.GroupVersion{Version: "v1"})
	Scheme.AddUnversionedTypes(schema.GroupVersion{Group: "", Version: "v1"},
		&metav1.Status{}, &metav1.APIVersions{}, &metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
}
