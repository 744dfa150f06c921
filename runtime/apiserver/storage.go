// Package apiserver serves generated kinds on k8s.io/apiserver from their
// descriptors alone (KEP-5975): NewStorage builds a kind's complete
// storage (a genericregistry.Store with the strategies of the
// conventions, /status and /scale, the table convertor, field selection
// and the watch-cache indexes its selectable fields ask for). It is the
// only selectable-gen package that imports k8s.io/apiserver; generated
// code never does.
package apiserver

import (
	"context"
	"errors"
	"fmt"
	"slices"

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
	"k8s.io/client-go/tools/cache"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// Hooks are what only a person can write, in the shape of KEP-5975's
// strategy.Config: each is optional.
type Hooks struct {
	// Validate and ValidateUpdate add to the validation of metadata (as
	// for a custom resource) and of what the markers imply. Validate
	// checks a create; an update runs ValidateUpdate when it is set (a
	// Kubernetes strategy's update validation calls its create
	// validation itself, which must not report each error twice), and
	// Validate otherwise.
	Validate       func(ctx context.Context, obj runtime.Object) field.ErrorList
	ValidateUpdate func(ctx context.Context, obj, old runtime.Object) field.ErrorList
	// WarningsOnCreate and WarningsOnUpdate return warnings for the client.
	WarningsOnCreate func(ctx context.Context, obj runtime.Object) []string
	WarningsOnUpdate func(ctx context.Context, obj, old runtime.Object) []string
	// NameGenerator generates names for metadata.generateName; by default
	// names.SimpleNameGenerator, as for every built-in and custom resource.
	NameGenerator names.NameGenerator

	// PrepareForCreate and PrepareForUpdate, when set, run instead of the
	// conventions the declaration implies (the generation started and
	// bumped, status wiped on create and kept on update): a server whose
	// strategy has rules of its own, such as gardener-apiserver bumping a
	// Shoot's generation for some annotations, keeps them whole rather
	// than having them fight ours. They get the store's objects (the
	// internal ones of an internal kind).
	PrepareForCreate func(ctx context.Context, obj runtime.Object)
	PrepareForUpdate func(ctx context.Context, obj, old runtime.Object)
	// Canonicalize runs after validation, before the object is stored.
	Canonicalize func(obj runtime.Object)
	// PrepareForStatusUpdate, when set, runs instead of the convention of
	// /status (everything but status kept); ValidateStatusUpdate adds to
	// /status's validation. Only for a kind with the status subresource.
	PrepareForStatusUpdate func(ctx context.Context, obj, old runtime.Object)
	ValidateStatusUpdate   func(ctx context.Context, obj, old runtime.Object) field.ErrorList
	// Decorator changes every object the store returns (gets, lists,
	// watch events, writes' answers), as genericregistry.Store's does:
	// gardener-apiserver fills a Shoot's derived fields on read.
	Decorator func(obj runtime.Object)

	// AllowUnconditionalUpdate lets an update that names no resource
	// version replace what is stored (the last write wins), on the
	// resource and on /status; AllowCreateOnUpdate lets an update of a
	// name that does not exist create it (not through /status). They are
	// the answers of a Kubernetes strategy's methods of those names
	// (gardener-apiserver v1.149's Project, Seed, Quota, CloudProfile,
	// SecretBinding and InternalSecret strategies allow unconditional
	// updates, none creates on update). By default, as for a custom
	// resource, neither: an update names the resource version it replaces
	// (a conflict otherwise) and creates nothing.
	AllowUnconditionalUpdate bool
	AllowCreateOnUpdate      bool
}

// NewStorage builds the storage of one kind: its resource, and
// <resource>/status and <resource>/scale when the kind has them, keyed as
// an APIGroupInfo's VersionedResourcesStorageMap wants them. typer is the
// server's scheme.
func NewStorage(d *selectableruntime.Descriptor, typer runtime.ObjectTyper, optsGetter generic.RESTOptionsGetter, hooks Hooks) (map[string]rest.Storage, error) {
	return newStorage(d, typer, optsGetter, hooks, singleVersion(d))
}

// newStorage is NewStorage with the version a request's field predicate
// is written for (docs/queries.md).
func newStorage(d *selectableruntime.Descriptor, typer runtime.ObjectTyper, optsGetter generic.RESTOptionsGetter, hooks Hooks,
	version func(context.Context) (*selectableruntime.Descriptor, func(string) string)) (map[string]rest.Storage, error) {
	if d.NewList == nil {
		return nil, fmt.Errorf("%s: the kind has no list kind (%sList) to serve lists with", d.Kind, d.Kind)
	}
	if hooks.NameGenerator == nil {
		hooks.NameGenerator = names.SimpleNameGenerator
	}
	if d.Status == nil && (hooks.PrepareForStatusUpdate != nil || hooks.ValidateStatusUpdate != nil) {
		return nil, fmt.Errorf("%s: status hooks for a kind without the status subresource (+k8s:subresource:status)", d.Kind)
	}
	base := strategy{ObjectTyper: typer, d: d, hooks: hooks}
	st := withResetFields(rest.ResetFieldsStrategy.GetResetFields, base, d.ResetFields)
	update, err := updateStrategy(st, updatePolicy{createOnUpdate: hooks.AllowCreateOnUpdate, unconditional: hooks.AllowUnconditionalUpdate})
	if err != nil {
		return nil, err
	}
	resource := schema.GroupResource{Group: d.Group, Resource: d.Resource}
	store := &genericregistry.Store{
		NewFunc:                   d.New,
		NewListFunc:               d.NewList,
		DefaultQualifiedResource:  resource,
		SingularQualifiedResource: schema.GroupResource{Group: d.Group, Resource: d.Singular},
		PredicateFunc:             Predicate(d),
		CreateStrategy:            base,
		UpdateStrategy:            update,
		DeleteStrategy:            base,
		ResetFieldsStrategy:       st,
		TableConvertor:            d.TableConvertor,
	}
	opts := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: d.GetAttrs}
	if err := setDecorator(store, opts, hooks.Decorator); err != nil {
		return nil, err
	}
	opts.Indexers, opts.TriggerFunc = Indexers(d)
	if err := store.CompleteWithOptions(opts); err != nil {
		return nil, err
	}
	ps := &predicateStore{Store: store, version: version, indexed: map[string]bool{}, shortNames: d.ShortNames, categories: d.Categories}
	if opts.Indexers != nil {
		for _, ix := range d.Indexes {
			ps.indexed[ix.Field] = true
		}
		ps.indexes = func(ctx context.Context, label string) (string, bool) {
			v, _ := version(ctx)
			return predicate.ForDescriptor(v).Indexed(label)
		}
	}
	out := map[string]rest.Storage{d.Resource: ps}
	if d.Status != nil {
		statusStore := *store
		statusUpdate, err := updateStrategy(withResetFields(rest.ResetFieldsStrategy.GetResetFields, statusStrategy{base}, d.Status.ResetFields),
			updatePolicy{unconditional: hooks.AllowUnconditionalUpdate})
		if err != nil {
			return nil, err
		}
		statusStore.UpdateStrategy = statusUpdate
		statusStore.ResetFieldsStrategy = statusUpdate
		out[d.Resource+"/status"] = newStatusREST(rest.ResetFieldsStrategy.GetResetFields, &statusStore)
	}
	if d.Scale != nil {
		out[d.Resource+"/scale"] = &scaleREST{store: store, d: d}
	}
	return out, nil
}

// NewGroupStorage builds the storage of every kind of one group version
// (a generated package's Descriptors), keyed as an APIGroupInfo's
// VersionedResourcesStorageMap wants them. hooks, keyed by kind, hold what
// only a person can write; kinds without an entry get none.
func NewGroupStorage(descriptors []*selectableruntime.Descriptor, typer runtime.ObjectTyper, optsGetter generic.RESTOptionsGetter, hooks map[string]Hooks) (map[string]rest.Storage, error) {
	out := map[string]rest.Storage{}
	for _, d := range descriptors {
		if _, taken := out[d.Resource]; taken {
			return nil, fmt.Errorf("%s: resource %q is served twice", d.Kind, d.Resource)
		}
		storage, err := NewStorage(d, typer, optsGetter, hooks[d.Kind])
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", d.Resource, d.Group, err)
		}
		for path, st := range storage {
			out[path] = st
		}
	}
	for kind := range hooks {
		if !slices.ContainsFunc(descriptors, func(d *selectableruntime.Descriptor) bool { return d.Kind == kind }) {
			return nil, fmt.Errorf("hooks for %s, which is not among the kinds served", kind)
		}
	}
	return out, nil
}

// GenericStore returns the generic registry store under a resource's
// storage that NewStorage or NewGroupStorage built (nil for any other
// storage, their subresources' included): a server that gives a kind
// semantics of its own wraps the served storage and reaches the store
// through it, as kube-apiserver's namespaces wrap theirs (a delete that
// first marks the namespace terminating).
func GenericStore(s rest.Storage) *genericregistry.Store {
	if ps, ok := s.(*predicateStore); ok {
		return ps.Store
	}
	return nil
}

// Predicate returns the kind's selection predicate: its GetAttrs, and the
// indexed fields, so that the watch cache answers an exact-match field
// selector on one of them from its index.
func Predicate(d *selectableruntime.Descriptor) func(labels.Selector, fields.Selector) storage.SelectionPredicate {
	var indexFields []string
	for _, ix := range d.Indexes {
		indexFields = append(indexFields, ix.Field)
	}
	return func(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
		// Terms on multi-valued fields are answered by the field set's
		// member keys; index lookups still see the terms as written.
		field = selectableruntime.MembershipSelector(field, d.IsMultiValued)
		return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: d.GetAttrs, IndexFields: indexFields}
	}
}

// Indexers returns the watch-cache indexers of the kind's indexed fields
// (named f:<field>, as k8s.io/apiserver requires) and its trigger
// function, nil when it has none. Index values are the field selector
// values, defaults included, so an indexed list returns what an unindexed
// one does.
func Indexers(d *selectableruntime.Descriptor) (*cache.Indexers, storage.IndexerFuncs) {
	if len(d.Indexes) == 0 {
		return nil, nil
	}
	indexers := cache.Indexers{}
	triggers := storage.IndexerFuncs{}
	for _, ix := range d.Indexes {
		f := ix.Field
		indexers[selectableruntime.IndexName(f)] = func(obj any) ([]string, error) {
			o, ok := obj.(runtime.Object)
			if !ok {
				return nil, fmt.Errorf("%s index: not a runtime.Object: %T", f, obj)
			}
			value, ok := d.FieldValue(o, f)
			if !ok {
				return nil, fmt.Errorf("%s index: not a %s: %T", f, d.Kind, obj)
			}
			if d.IsMultiValued(f) {
				// One key per value: a lookup finds the object by any
				// element, and the selection predicate then decides.
				return selectableruntime.DistinctFieldValues(value), nil
			}
			return []string{value}, nil
		}
		if ix.Trigger {
			triggers[f] = func(obj runtime.Object) string {
				value, _ := d.FieldValue(obj, f)
				return value
			}
		}
	}
	if len(triggers) == 0 {
		triggers = nil
	}
	return &indexers, triggers
}

// strategy is the main resource's: the descriptor's preparation and
// validation, metadata validated as for a custom resource, and the hooks.
// Its update policy (no create on update, no unconditional update, as for a
// custom resource) is added by updateStrategy, in the shape of the minor
// the program is built with.
type strategy struct {
	runtime.ObjectTyper
	d     *selectableruntime.Descriptor
	hooks Hooks
}

func (s strategy) NamespaceScoped() bool { return s.d.Namespaced }

func (s strategy) GenerateName(base string) string { return s.hooks.NameGenerator.GenerateName(base) }

func (s strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	if s.hooks.PrepareForCreate != nil {
		s.hooks.PrepareForCreate(ctx, obj)
		return
	}
	s.d.PrepareForCreate(obj)
}

func (s strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	if s.hooks.PrepareForUpdate != nil {
		s.hooks.PrepareForUpdate(ctx, obj, old)
		return
	}
	s.d.PrepareForUpdate(obj, old)
}

// Validate checks the object's metadata as the API server checks a custom
// resource's (a DNS subdomain name, valid labels and annotations), then
// what the markers imply, then the hook.
func (s strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	errs := s.validateDeclared(obj)
	if s.hooks.Validate != nil {
		errs = append(errs, s.hooks.Validate(ctx, obj)...)
	}
	return errs
}

// validateDeclared is what the server checks of any object it stores:
// metadata, and what the markers imply.
func (s strategy) validateDeclared(obj runtime.Object) field.ErrorList {
	meta, err := apimeta.Accessor(obj)
	if err != nil {
		return field.ErrorList{field.InternalError(field.NewPath("metadata"), err)}
	}
	errs := apivalidation.ValidateObjectMetaAccessor(meta, s.d.Namespaced, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if s.d.Validate != nil {
		errs = append(errs, s.d.Validate(obj)...)
	}
	return errs
}

func (s strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	if s.hooks.WarningsOnCreate != nil {
		return s.hooks.WarningsOnCreate(ctx, obj)
	}
	return nil
}

func (s strategy) Canonicalize(obj runtime.Object) {
	if s.hooks.Canonicalize != nil {
		s.hooks.Canonicalize(obj)
	}
}

func (s strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	errs := append(validateMetadataUpdate(obj, old), s.validateDeclared(obj)...)
	if s.hooks.ValidateUpdate != nil {
		return append(errs, s.hooks.ValidateUpdate(ctx, obj, old)...)
	}
	if s.hooks.Validate != nil {
		errs = append(errs, s.hooks.Validate(ctx, obj)...)
	}
	return errs
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

func (s strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	if s.hooks.WarningsOnUpdate != nil {
		return s.hooks.WarningsOnUpdate(ctx, obj, old)
	}
	return nil
}

// statusStrategy serves /status with the descriptor's status hooks.
type statusStrategy struct{ strategy }

func (s statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	if s.hooks.PrepareForStatusUpdate != nil {
		s.hooks.PrepareForStatusUpdate(ctx, obj, old)
		return
	}
	s.d.Status.PrepareForUpdate(obj, old)
}

// ValidateUpdate checks what /status may change: the metadata update
// (immutable fields), the kind's status validation and the hook.
func (s statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	errs := validateMetadataUpdate(obj, old)
	if s.d.Status.Validate != nil {
		errs = append(errs, s.d.Status.Validate(obj)...)
	}
	if s.hooks.ValidateStatusUpdate != nil {
		errs = append(errs, s.hooks.ValidateStatusUpdate(ctx, obj, old)...)
	}
	return errs
}

// statusREST is /status: get and update only. M is the reset fields' map
// type (smd.go).
type statusREST[M any] struct {
	store *genericregistry.Store
}

func newStatusREST[M any](_ func(rest.ResetFieldsStrategy) M, store *genericregistry.Store) *statusREST[M] {
	return &statusREST[M]{store: store}
}

func (r *statusREST[M]) New() runtime.Object { return r.store.New() }
func (r *statusREST[M]) Destroy()            {}

func (r *statusREST[M]) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

func (r *statusREST[M]) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	// Subresources never create.
	return r.store.Update(ctx, name, objInfo, createValidation, updateValidation, false, options)
}

func (r *statusREST[M]) GetResetFields() M {
	return any(r.store.GetResetFields()).(M)
}

func (r *statusREST[M]) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return r.store.ConvertToTable(ctx, object, tableOptions)
}

// AddFieldLabelConversions registers the field label conversion of each
// kind with scheme, so that the server accepts exactly its field
// selectors (and rejects others with the server's message).
func AddFieldLabelConversions(scheme *runtime.Scheme, descriptors ...*selectableruntime.Descriptor) error {
	for _, d := range descriptors {
		gvk := schema.GroupVersionKind{Group: d.Group, Version: d.Version, Kind: d.Kind}
		if err := scheme.AddFieldLabelConversionFunc(gvk, d.FieldLabelConversion); err != nil {
			return err
		}
	}
	return nil
}
