package server

import (
	"context"
	"fmt"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
)

// scaleREST is /scale: an autoscaling/v1 Scale computed from the object by
// the generated FooToScale, written back by ApplyScaleToFoo through the
// main store (so the main strategy runs: status kept, generation bumped).
type scaleREST struct {
	store *genericregistry.Store
	k     *kind
}

var _ rest.GroupVersionKindProvider = &scaleREST{}

func (r *scaleREST) New() runtime.Object { return &autoscalingv1.Scale{} }
func (r *scaleREST) Destroy()            {}

func (r *scaleREST) GroupVersionKind(schema.GroupVersion) schema.GroupVersionKind {
	return autoscalingv1.SchemeGroupVersion.WithKind("Scale")
}

func (r *scaleREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	obj, err := r.store.Get(ctx, name, options)
	if err != nil {
		return nil, err
	}
	return r.k.toScale(obj)
}

// Update writes a Scale. The Scale is computed and applied inside the
// store's guaranteed update, against the object as stored at that moment:
// a Scale without a resource version never conflicts, one with a stale
// version is a 409 (as for a custom resource's /scale).
func (r *scaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	info := &scaleUpdate{k: r.k, request: objInfo}
	updated, _, err := r.store.Update(ctx, name, info, createValidation, updateValidation, false, options)
	if err != nil {
		return nil, false, err
	}
	out, err := r.k.toScale(updated)
	if err != nil {
		return nil, false, err
	}
	return out, false, nil
}

// scaleUpdate turns the request's Scale into the updated object.
type scaleUpdate struct {
	k       *kind
	request rest.UpdatedObjectInfo
}

func (u *scaleUpdate) Preconditions() *metav1.Preconditions { return u.request.Preconditions() }

func (u *scaleUpdate) UpdatedObject(ctx context.Context, stored runtime.Object) (runtime.Object, error) {
	old, err := u.k.toScale(stored)
	if err != nil {
		return nil, err
	}
	newObj, err := u.request.UpdatedObject(ctx, old)
	if err != nil {
		return nil, err
	}
	if newObj == nil {
		return nil, apierrors.NewBadRequest("nil update passed to Scale")
	}
	scale, ok := newObj.(*autoscalingv1.Scale)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("wrong object passed to Scale update: %T", newObj))
	}
	obj := stored.DeepCopyObject()
	if err := u.k.applyScale(obj, scale); err != nil {
		return nil, err
	}
	return obj, nil
}

func (r *scaleREST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return rest.NewDefaultTableConvertor(r.k.resource).ConvertToTable(ctx, object, tableOptions)
}
