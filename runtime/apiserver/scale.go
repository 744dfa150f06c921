package apiserver

import (
	"context"
	"fmt"
	"math"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	apimeta "k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// scaleREST is /scale: an autoscaling/v1 Scale computed from the object by
// the generated FooToScale, written back by ApplyScaleToFoo through the
// main store (so the main strategy runs: status kept, generation bumped).
type scaleREST struct {
	store *genericregistry.Store
	d     *selectableruntime.Descriptor
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
	return r.d.Scale.ToScale(obj)
}

// Update writes a Scale as a custom resource's /scale does. The Scale is
// computed and applied inside the store's guaranteed update, against the
// object as stored at that moment: a Scale without a resource version
// never conflicts, one with a stale version is a 409. Field ownership
// moves between the Scale (spec.replicas) and the object (the kind's
// replicas path), so server-side apply sees who scaled. Admission sees
// Scales, not the object.
func (r *scaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	info := &scaleUpdate{d: r.d, request: objInfo}
	toScale := func(obj runtime.Object) (runtime.Object, error) {
		scale, _, err := scaleOf(r.d, obj)
		if err != nil {
			return nil, err
		}
		return scale, nil
	}
	create := func(ctx context.Context, obj runtime.Object) error {
		scale, err := toScale(obj)
		if err != nil {
			return err
		}
		return createValidation(ctx, scale)
	}
	update := func(ctx context.Context, obj, old runtime.Object) error {
		newScale, err := toScale(obj)
		if err != nil {
			return err
		}
		oldScale, err := toScale(old)
		if err != nil {
			return err
		}
		return updateValidation(ctx, newScale, oldScale)
	}
	updated, _, err := r.store.Update(ctx, name, info, create, update, false, options)
	if err != nil {
		return nil, false, err
	}
	out, err := r.d.Scale.ToScale(updated)
	if err != nil {
		return nil, false, apierrors.NewBadRequest(err.Error())
	}
	return out, false, nil
}

// missingReplicas marks a Scale whose object has no spec replicas, as the
// custom resource /scale marks it: the smallest int32, which no valid
// Scale has.
const missingReplicas = math.MinInt32

// scaleOf is the object's Scale for a write: when the object has no spec
// replicas (where reading /scale is an error), the Scale of the object
// with replicas 0, and found false.
func scaleOf(d *selectableruntime.Descriptor, obj runtime.Object) (scale *autoscalingv1.Scale, found bool, err error) {
	found = true
	s, err := d.Scale.ToScale(obj)
	if err != nil {
		found = false
		withReplicas := obj.DeepCopyObject()
		if err := d.Scale.ApplyScale(withReplicas, &autoscalingv1.Scale{}); err != nil {
			return nil, false, err
		}
		if s, err = d.Scale.ToScale(withReplicas); err != nil {
			return nil, false, err
		}
	}
	scale, ok := s.(*autoscalingv1.Scale)
	if !ok {
		return nil, false, fmt.Errorf("%s: the scale hook returned a %T, not a *autoscalingv1.Scale", d.Kind, s)
	}
	return scale, found, nil
}

// scaleUpdate turns the request's Scale into the updated object.
type scaleUpdate struct {
	d       *selectableruntime.Descriptor
	request rest.UpdatedObjectInfo
}

func (u *scaleUpdate) Preconditions() *metav1.Preconditions { return u.request.Preconditions() }

func (u *scaleUpdate) UpdatedObject(ctx context.Context, stored runtime.Object) (runtime.Object, error) {
	obj := stored.DeepCopyObject()
	meta, err := apimeta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	gv := schema.GroupVersion{Group: u.d.Group, Version: u.d.Version}
	ownership := managedfields.NewScaleHandler(meta.GetManagedFields(), gv,
		replicasPathMappings(gv.String(), u.d.Scale.ReplicasPath))

	old, found, err := scaleOf(u.d, obj)
	if err != nil {
		return nil, err
	}
	if !found {
		// Marked so that a request that does not set replicas is refused.
		old.Spec.Replicas = missingReplicas
	}
	if old.ManagedFields, err = ownership.ToSubresource(); err != nil {
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
	if scale.Spec.Replicas == missingReplicas {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("the spec replicas field %q cannot be empty", u.d.Scale.ReplicasPath.String()))
	}
	if err := u.d.Scale.ApplyScale(obj, scale); err != nil {
		return nil, err
	}
	entries, err := ownership.ToParent(scale.ManagedFields)
	if err != nil {
		return nil, err
	}
	meta.SetManagedFields(entries)
	return obj, nil
}

// scaleColumns are the columns of a Scale's table, kube-apiserver's: its
// registries print /scale with k8s.io/kubernetes' printScale (a custom
// resource's /scale has no table of its own).
var scaleColumns = []metav1.TableColumnDefinition{
	{Name: "Name", Type: "string", Description: metav1.ObjectMeta{}.SwaggerDoc()["name"]},
	{Name: "Desired", Type: "integer", Description: autoscalingv1.ScaleSpec{}.SwaggerDoc()["replicas"]},
	{Name: "Available", Type: "integer", Description: autoscalingv1.ScaleStatus{}.SwaggerDoc()["replicas"]},
	{Name: "Age", Type: "string", Description: metav1.ObjectMeta{}.SwaggerDoc()["creationTimestamp"]},
}

func (r *scaleREST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return ScaleTableConvertor.ConvertToTable(ctx, object, tableOptions)
}

// ScaleTableConvertor is the table convertor of /scale: it prints an
// autoscaling/v1 Scale as kube-apiserver prints a Deployment's, with its
// name, desired and available replicas and age.
var ScaleTableConvertor rest.TableConvertor = scaleTable{}

type scaleTable struct{}

func (scaleTable) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	scale, ok := object.(*autoscalingv1.Scale)
	if !ok {
		return nil, fmt.Errorf("expected a *autoscalingv1.Scale, got %T", object)
	}
	noHeaders := false
	switch o := tableOptions.(type) {
	case nil:
	case *metav1.TableOptions:
		noHeaders = o != nil && o.NoHeaders
	default:
		return nil, fmt.Errorf("unrecognized type %T for table options, can't display tabular output", tableOptions)
	}
	table := &metav1.Table{
		ListMeta: metav1.ListMeta{ResourceVersion: scale.ResourceVersion},
		Rows: []metav1.TableRow{{
			Cells:  []any{scale.Name, int64(scale.Spec.Replicas), int64(scale.Status.Replicas), selectableruntime.HumanAge(scale.CreationTimestamp)},
			Object: runtime.RawExtension{Object: scale},
		}},
	}
	if !noHeaders {
		table.ColumnDefinitions = scaleColumns
	}
	return table, nil
}
