// Package swap puts builtin's generated code in the place of
// kube-apiserver's hand-written functions: Rows is what a print
// function's body becomes (pkg/printers/internalversion), Fields what a
// registry's selectable-fields function's body becomes (pkg/registry),
// and Rewrite makes those changes to a copy of the upstream source, so
// that upstream's own tests run, unchanged, against the generated code
// (docs/kubernetes.md).
package swap

import (
	"fmt"
	"reflect"
	"sync"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/kubernetes/pkg/api/legacyscheme"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	// kube-apiserver's scheme with every group it serves (printers.go
	// installs only those kubectl once needed). Nothing here imports a
	// registry or the printers: kube-apiserver's own packages import this
	// one when they are built with the generated code (docs/kubernetes.md).
	_ "github.com/selectable-gen/selectable-gen/builtin/kubeprinters/scheme"
)

// served is obj, an internal object or list of kube-apiserver's, as
// builtin's code for it takes it: converted, with kube-apiserver's own
// scheme, to the version kube-apiserver serves it in by default (since
// 1.37 a memory copy for identical types, KEP-6164), and the descriptor
// of that version. The conversion is the unsafe one, which copies
// nothing it need not: the versioned object may share memory with obj,
// and nothing writes to either (the generated code only reads, a row's
// Object is obj) or keeps the versioned one.
func served(obj runtime.Object) (*selectableruntime.Descriptor, runtime.Object, error) {
	d, err := Descriptor(obj)
	if err != nil {
		return nil, nil, err
	}
	versioned, err := legacyscheme.Scheme.UnsafeConvertToVersion(obj, schema.GroupVersion{Group: d.Group, Version: d.Version})
	if err != nil {
		return nil, nil, fmt.Errorf("converting %T to %s/%s: %w", obj, d.Group, d.Version, err)
	}
	return d, versioned, nil
}

// Descriptor is the descriptor of builtin whose convertor prints obj: of
// obj's kind (a list's item kind) in the first version kube-apiserver's
// scheme prefers for its group that builtin declares it in. It is looked
// up once per Go type (a registry asks for every object it filters).
func Descriptor(obj runtime.Object) (*selectableruntime.Descriptor, error) {
	t := reflect.TypeOf(obj)
	if d, ok := descriptors.Load(t); ok {
		return d.(*selectableruntime.Descriptor), nil
	}
	d, err := lookUpDescriptor(obj)
	if err == nil {
		descriptors.Store(t, d)
	}
	return d, err
}

// descriptors are the descriptors found, by the internal Go type.
var descriptors sync.Map

func lookUpDescriptor(obj runtime.Object) (*selectableruntime.Descriptor, error) {
	kinds, _, err := legacyscheme.Scheme.ObjectKinds(obj)
	if err != nil {
		return nil, err
	}
	for _, gvk := range kinds {
		kind := gvk.Kind
		for _, v := range legacyscheme.Scheme.PrioritizedVersionsForGroup(gvk.Group) {
			for _, d := range builtin.Descriptors {
				if d.Group == v.Group && d.Version == v.Version && (d.Kind == kind || d.ListKind == kind) {
					return d, nil
				}
			}
		}
	}
	return nil, fmt.Errorf("builtin declares no %v", kinds)
}

// Declares says whether builtin declares the kind of obj.
func Declares(obj runtime.Object) bool {
	_, err := Descriptor(obj)
	return err == nil
}
