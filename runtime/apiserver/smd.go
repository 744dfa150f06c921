package apiserver

import (
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// This file is where the adapter meets what changed between Kubernetes
// minors without naming it, so that one source builds with every minor of
// the window:
//
//   - structured-merge-diff's field sets and paths, which server-side apply
//     takes from a strategy's reset fields and from /scale's path
//     mappings: module sigs.k8s.io/structured-merge-diff/v6 up to 1.37 and
//     /v7 from 1.38, two import paths of one shape. The types are taken
//     from k8s.io/apiserver's and apimachinery's own declarations
//     (rest.ResetFieldsStrategy.GetResetFields' result,
//     managedfields.ResourcePathMappings' element) and the values are
//     built by reflection from the runtime's neutral FieldPath.
//   - the hook that decorates every object a store returns: the Store's
//     Decorator up to 1.37, StoreOptions.DecodeDecorator from 1.38.

// resetFieldsStrategy is a strategy with the reset fields GetResetFields returns
// (map[fieldpath.APIVersion]*fieldpath.Set of the structured-merge-diff
// the build's k8s.io/apiserver uses), with the strategy's other methods.
type resetFieldsStrategy[M any] struct {
	strategyCore
	fields func() M
}

func (s resetFieldsStrategy[M]) GetResetFields() M { return s.fields() }

// withResetFields adds the reset fields of paths (nil: none) to s, in the
// map type M that rest.ResetFieldsStrategy names.
func withResetFields[M any](_ func(rest.ResetFieldsStrategy) M, s strategyCore, paths func() selectableruntime.FieldPaths) resetFieldsStrategy[M] {
	var converted M
	if paths != nil {
		converted = fieldSets[M](paths())
	}
	return resetFieldsStrategy[M]{strategyCore: s, fields: func() M { return converted }}
}

// fieldSets converts field paths by API version into M, a
// map[fieldpath.APIVersion]*fieldpath.Set.
func fieldSets[M any](paths selectableruntime.FieldPaths) M {
	mt := reflect.TypeFor[M]()
	if mt.Kind() != reflect.Map || mt.Elem().Kind() != reflect.Pointer {
		panic(fmt.Sprintf("reset fields of type %s: not structured-merge-diff's map[APIVersion]*Set", mt))
	}
	out := reflect.MakeMapWithSize(mt, len(paths))
	for apiVersion, ps := range paths {
		set := reflect.New(mt.Elem().Elem())
		insert := set.MethodByName("Insert")
		for _, p := range ps {
			insert.Call([]reflect.Value{fieldPath(insert.Type().In(0), p)})
		}
		out.SetMapIndex(reflect.ValueOf(apiVersion).Convert(mt.Key()), set)
	}
	return out.Interface().(M)
}

// fieldPath is p as a structured-merge-diff fieldpath.Path of type t: a
// PathElement per field name.
func fieldPath(t reflect.Type, p selectableruntime.FieldPath) reflect.Value {
	path := reflect.MakeSlice(t, len(p), len(p))
	for i, name := range p {
		path.Index(i).FieldByName("FieldName").Set(reflect.ValueOf(&name))
	}
	return path
}

// replicasPathMappings are /scale's path mappings for managedfields'
// scale handler: the replicas' path in the object, under apiVersion.
func replicasPathMappings(apiVersion string, p selectableruntime.FieldPath) managedfields.ResourcePathMappings {
	t := reflect.TypeFor[managedfields.ResourcePathMappings]()
	out := reflect.MakeMapWithSize(t, 1)
	out.SetMapIndex(reflect.ValueOf(apiVersion), fieldPath(t.Elem(), p))
	return out.Interface().(managedfields.ResourcePathMappings)
}

// setDecorator makes store decorate every object it returns with fn: the
// Store's Decorator, or from Kubernetes 1.38 the options' DecodeDecorator
// (which decorates as objects are decoded from storage).
func setDecorator(store *genericregistry.Store, opts *generic.StoreOptions, fn func(runtime.Object)) error {
	if fn == nil {
		return nil
	}
	for _, target := range []reflect.Value{reflect.ValueOf(store).Elem().FieldByName("Decorator"), reflect.ValueOf(opts).Elem().FieldByName("DecodeDecorator")} {
		if target.IsValid() && target.Type() == reflect.TypeOf(fn) {
			target.Set(reflect.ValueOf(fn))
			return nil
		}
	}
	return fmt.Errorf("this k8s.io/apiserver's store has no decorator the adapter knows (Store.Decorator, StoreOptions.DecodeDecorator)")
}
