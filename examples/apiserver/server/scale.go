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

func (r *scaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, err := r.store.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, false, err
	}
	old, err := r.k.toScale(obj)
	if err != nil {
		return nil, false, err
	}
	newObj, err := objInfo.UpdatedObject(ctx, old)
	if err != nil {
		return nil, false, err
	}
	if newObj == nil {
		return nil, false, apierrors.NewBadRequest("nil update passed to Scale")
	}
	scale, ok := newObj.(*autoscalingv1.Scale)
	if !ok {
		return nil, false, apierrors.NewBadRequest(fmt.Sprintf("wrong object passed to Scale update: %v", newObj))
	}
	if err := r.k.applyScale(obj, scale); err != nil {
		return nil, false, err
	}
	updated, _, err := r.store.Update(ctx, name, rest.DefaultUpdatedObjectInfo(obj), createValidation, updateValidation, false, options)
	if err != nil {
		return nil, false, err
	}
	out, err := r.k.toScale(updated)
	if err != nil {
		return nil, false, apierrors.NewBadRequest(err.Error())
	}
	return out, false, nil
}

func (r *scaleREST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return rest.NewDefaultTableConvertor(r.k.resource).ConvertToTable(ctx, object, tableOptions)
}
