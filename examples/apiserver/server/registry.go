package server

import (
	"context"
	"errors"

	autoscalingv1 "k8s.io/api/autoscaling/v1"

	apimeta "k8s.io/apimachinery/pkg/api/meta"
	apivalidation "k8s.io/apimachinery/pkg/api/validation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/names"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// kind is what the registry needs of one served kind: all of it is
// generated code, but for New and NewList.
type kind struct {
	resource   schema.GroupResource
	singular   string
	namespaced bool
	newObj     func() runtime.Object
	newList    func() runtime.Object
	getAttrs   storage.AttrFunc
	table      rest.TableConvertor
	// Strategy hooks. Without prepareCreate and prepareUpdate the
	// generation is kept as for a custom resource without /status;
	// other nil hooks do nothing.
	prepareCreate func(obj runtime.Object)
	prepareUpdate func(obj, old runtime.Object)
	validate      func(obj runtime.Object) field.ErrorList
	resetFields   func() map[fieldpath.APIVersion]*fieldpath.Set
	// status subresource
	prepareStatus  func(obj, old runtime.Object)
	validateStatus func(obj runtime.Object) field.ErrorList
	statusReset    func() map[fieldpath.APIVersion]*fieldpath.Set
	// scale subresource
	toScale           func(obj runtime.Object) (*autoscalingv1.Scale, error)
	applyScale        func(obj runtime.Object, scale *autoscalingv1.Scale) error
	scaleReplicasPath fieldpath.Path
}

// strategy adapts a kind's generated functions to the generic registry.
// Like a custom resource, an update must name the resource version it
// replaces.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	k *kind
}

func (s strategy) NamespaceScoped() bool { return s.k.namespaced }

func (s strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	if s.k.prepareCreate != nil {
		s.k.prepareCreate(obj)
		return
	}
	if meta, err := apimeta.Accessor(obj); err == nil {
		meta.SetGeneration(1)
	}
}

func (s strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	if s.k.prepareUpdate != nil {
		s.k.prepareUpdate(obj, old)
		return
	}
	newMeta, err1 := apimeta.Accessor(obj)
	oldMeta, err2 := apimeta.Accessor(old)
	if err1 == nil && err2 == nil && selectableruntime.NonMetadataChanged(obj, old) {
		newMeta.SetGeneration(oldMeta.GetGeneration() + 1)
	}
}

// Validate checks the object's metadata as the API server checks a custom
// resource's (a DNS subdomain name, valid labels and annotations), then
// the kind's generated validation.
func (s strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	meta, err := apimeta.Accessor(obj)
	if err != nil {
		return field.ErrorList{field.InternalError(field.NewPath("metadata"), err)}
	}
	errs := apivalidation.ValidateObjectMetaAccessor(meta, s.k.namespaced, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if s.k.validate != nil {
		errs = append(errs, s.k.validate(obj)...)
	}
	return errs
}

func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }
func (strategy) Canonicalize(obj runtime.Object)                                   {}
func (strategy) AllowCreateOnUpdate(context.Context) bool                          { return false }
func (strategy) AllowUnconditionalUpdate(context.Context) bool                     { return false }

func (s strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return append(validateMetadataUpdate(obj, old), s.Validate(ctx, obj)...)
}

// validateMetadataUpdate checks a metadata update as for a custom resource
// (immutable fields such as the UID and the creation time).
func validateMetadataUpdate(obj, old runtime.Object) field.ErrorList {
	newMeta, err1 := apimeta.Accessor(obj)
	oldMeta, err2 := apimeta.Accessor(old)
	if err1 != nil || err2 != nil {
		return field.ErrorList{field.InternalError(field.NewPath("metadata"), errors.Join(err1, err2))}
	}
	return apivalidation.ValidateObjectMetaAccessorUpdate(newMeta, oldMeta, field.NewPath("metadata"))
}

func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

func (s strategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	if s.k.resetFields != nil {
		return s.k.resetFields()
	}
	return nil
}

// statusStrategy serves /status with the generated status helpers.
type statusStrategy struct{ strategy }

func (s statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	s.k.prepareStatus(obj, old)
}

// ValidateUpdate checks what /status may change: the metadata update
// (immutable fields) and the kind's status validation.
func (s statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	errs := validateMetadataUpdate(obj, old)
	if s.k.validateStatus != nil {
		errs = append(errs, s.k.validateStatus(obj)...)
	}
	return errs
}

func (s statusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return s.k.statusReset()
}

// newStorage builds a kind's storage: the main resource, and /status and
// /scale when it has them.
func newStorage(k *kind, optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	st := strategy{ObjectTyper: Scheme, NameGenerator: names.SimpleNameGenerator, k: k}
	store := &genericregistry.Store{
		NewFunc:                   k.newObj,
		NewListFunc:               k.newList,
		DefaultQualifiedResource:  k.resource,
		SingularQualifiedResource: schema.GroupResource{Group: k.resource.Group, Resource: k.singular},
		PredicateFunc: func(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
			return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: k.getAttrs}
		},
		CreateStrategy:      st,
		UpdateStrategy:      st,
		DeleteStrategy:      st,
		ResetFieldsStrategy: st,
		TableConvertor:      k.table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: k.getAttrs}); err != nil {
		return nil, err
	}
	out := map[string]rest.Storage{k.resource.Resource: store}
	if k.prepareStatus != nil {
		statusStore := *store
		ss := statusStrategy{st}
		statusStore.UpdateStrategy = ss
		statusStore.ResetFieldsStrategy = ss
		out[k.resource.Resource+"/status"] = &statusREST{store: &statusStore}
	}
	if k.toScale != nil {
		out[k.resource.Resource+"/scale"] = &scaleREST{store: store, k: k}
	}
	return out, nil
}

// statusREST is /status: get and update only.
type statusREST struct {
	store *genericregistry.Store
}

func (r *statusREST) New() runtime.Object { return r.store.New() }
func (r *statusREST) Destroy()            {}

func (r *statusREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

func (r *statusREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	// Subresources never create.
	return r.store.Update(ctx, name, objInfo, createValidation, updateValidation, false, options)
}

func (r *statusREST) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return r.store.GetResetFields()
}

func (r *statusREST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return r.store.ConvertToTable(ctx, object, tableOptions)
}
