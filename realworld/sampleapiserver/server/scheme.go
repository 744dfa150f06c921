package server

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/sample-apiserver/pkg/apis/wardle"
	"k8s.io/sample-apiserver/pkg/apis/wardle/install"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"

	declv1alpha1 "github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1alpha1"
	declv1beta1 "github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1beta1"
)

var (
	// Scheme is sample-apiserver's own: its internal types, v1alpha1 and
	// v1beta1 with their generated conversions and defaults
	// (pkg/apis/wardle/install), and the field label conversions of every
	// served version of every kind (AddInternalFieldLabelConversions).
	Scheme = runtime.NewScheme()
	// Codecs encodes and decodes with Scheme, converting and defaulting.
	Codecs = serializer.NewCodecFactory(Scheme)
)

// Flunder is wardle.example.com Flunder as the server stores it (internal
// objects, v1beta1 in etcd) and serves it (v1alpha1 and v1beta1), with
// the declarations of each served version (apis/v1alpha1, apis/v1beta1).
var Flunder = selectableruntime.InternalKind{
	New:            func() runtime.Object { return &wardle.Flunder{} },
	NewList:        func() runtime.Object { return &wardle.FlunderList{} },
	Versions:       []*selectableruntime.Descriptor{&declv1alpha1.FlunderDescriptor, &declv1beta1.FlunderDescriptor},
	StorageVersion: "v1beta1",
	Convert:        convert,
}

// Fischer is wardle.example.com Fischer: only v1alpha1 has it, so it is
// served and stored in v1alpha1 only, as upstream serves it.
var Fischer = selectableruntime.InternalKind{
	New:            func() runtime.Object { return &wardle.Fischer{} },
	NewList:        func() runtime.Object { return &wardle.FischerList{} },
	Versions:       []*selectableruntime.Descriptor{&declv1alpha1.FischerDescriptor},
	StorageVersion: "v1alpha1",
	Convert:        convert,
}

// Kinds are the served kinds.
var Kinds = []selectableruntime.InternalKind{Flunder, Fischer}

func convert(in, out any) error { return Scheme.Convert(in, out, nil) }

func init() {
	install.Install(Scheme)
	utilruntime.Must(selectableapiserver.AddInternalFieldLabelConversions(Scheme, Kinds...))
	// The generic server wants its options and status types in the scheme,
	// as every server built on k8s.io/apiserver registers them.
	metav1.AddToGroupVersion(Scheme, schema.GroupVersion{Version: "v1"})
	Scheme.AddUnversionedTypes(schema.GroupVersion{Group: "", Version: "v1"},
		&metav1.Status{}, &metav1.APIVersions{}, &metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
}
