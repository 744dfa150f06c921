// Package registry is what gardener-apiserver's registry calls instead of
// its hand-written selection, in the shape Gardener's functions have: each
// function takes the generated descriptor of the kind's served version
// and works on Gardener's internal objects, converted to that version by
// Gardener's scheme (github.com/gardener/gardener/pkg/api). The Ginkgo
// specs of Gardener's registry run against it (TestGardenerSpecs).
package registry

import (
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/storage"

	"github.com/gardener/gardener/pkg/api"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// versioned converts an internal object to the descriptor's version.
func versioned(d *selectableruntime.Descriptor, obj runtime.Object) (runtime.Object, error) {
	internal, err := api.Scheme.New(schema.GroupVersionKind{Group: d.Group, Version: runtime.APIVersionInternal, Kind: d.Kind})
	if err != nil {
		return nil, err
	}
	if reflect.TypeOf(obj) != reflect.TypeOf(internal) {
		return nil, fmt.Errorf("expected a %T, got %T", internal, obj)
	}
	out := d.New()
	if err := api.Scheme.Convert(obj, out, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// FieldSet is the generated field set of an internal object
// (ToSelectableFields).
func FieldSet(d *selectableruntime.Descriptor, obj runtime.Object) fields.Set {
	_, set, err := GetAttrs(d)(obj)
	if err != nil {
		panic(err) // ToSelectableFields takes the kind's own type
	}
	return set
}

// GetAttrs is the generated attribute function, on internal objects.
func GetAttrs(d *selectableruntime.Descriptor) storage.AttrFunc {
	return func(obj runtime.Object) (labels.Set, fields.Set, error) {
		v, err := versioned(d, obj)
		if err != nil {
			return nil, nil, err
		}
		return d.GetAttrs(v)
	}
}

// Predicate is the kind's selection predicate (Match<Kind>): the generated
// attribute function, and the indexed fields as IndexFields.
func Predicate(d *selectableruntime.Descriptor, label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	var indexFields []string
	for _, ix := range d.Indexes {
		indexFields = append(indexFields, ix.Field)
	}
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: GetAttrs(d), IndexFields: indexFields}
}

// IndexFunc is the watch-cache index function of a field (<Field>IndexFunc).
func IndexFunc(d *selectableruntime.Descriptor, field string) func(obj any) ([]string, error) {
	return func(obj any) ([]string, error) {
		o, ok := obj.(runtime.Object)
		if !ok {
			return nil, fmt.Errorf("not a runtime.Object: %T", obj)
		}
		v, err := versioned(d, o)
		if err != nil {
			return nil, err
		}
		value, _ := d.FieldValue(v, field)
		return []string{value}, nil
	}
}

// TriggerFunc is the watch cache's trigger function of a field
// (<Field>TriggerFunc); an object of another kind gives "", as Gardener's do.
func TriggerFunc(d *selectableruntime.Descriptor, field string) func(obj runtime.Object) string {
	return func(obj runtime.Object) string {
		v, err := versioned(d, obj)
		if err != nil {
			return ""
		}
		value, _ := d.FieldValue(v, field)
		return value
	}
}
