package runtime

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Descriptor is everything an API server needs to serve one kind, from
// its declaration alone (KEP-5975): generated code declares one per kind
// (FooDescriptor) and lists a package's in Descriptors. runtime/apiserver
// builds the kind's storage from it; caches, indexes and test doubles
// select with it. It holds plain values and functions only, so generated
// code depends on no API server library.
//
// The functions take and return the kind's own types behind
// runtime.Object. Those that return an error or a bool report another
// type (GetAttrs, FieldValue, the scale hooks); the strategy hooks, which
// the server calls with objects of its own New, panic on one, as a
// hand-written strategy's type assertion would.
type Descriptor struct {
	SelectableKind
	// Resource and Singular are the resource names in URL paths
	// (selectors, selector).
	Resource, Singular string
	// ShortNames and Categories are the resource's other names in
	// discovery: kubectl accepts the short names (kubectl get sel), and
	// lists the resource for a category (kubectl get all).
	ShortNames, Categories []string

	New     func() runtime.Object
	NewList func() runtime.Object

	// GetAttrs fits k8s.io/apiserver/pkg/storage.AttrFunc.
	GetAttrs func(obj runtime.Object) (labels.Set, fields.Set, error)
	// FieldValue returns one field selector value of obj; false when the
	// kind has no such field selector (or obj is of another kind). It
	// answers the keys of GetAttrs' field set and the labels the field
	// label conversion accepts, so a selector matches alike before and
	// after conversion.
	FieldValue func(obj runtime.Object, field string) (string, bool)
	// FieldLabelConversion accepts exactly the kind's field selectors.
	FieldLabelConversion runtime.FieldLabelConversionFunc
	// MultiValued are the field set keys and field labels whose fields are
	// multi-valued (declared through lists, .spec.containers[*].image):
	// FieldValue and the field set give their values joined
	// (JoinFieldValues), the field set adds a member key per value, and a
	// selector selects when some value matches (multivalued.go).
	MultiValued []string
	// Indexers returns an index function per accepted field label, keyed
	// by the label (FooIndexers): cache indexes with the server's values.
	Indexers func() map[string]func(obj any) ([]string, error)
	// Indexes are the selectable fields the watch cache indexes, in
	// declaration order; at most one is the trigger.
	Indexes []FieldIndex

	// TableConvertor fits k8s.io/apiserver/pkg/registry/rest.TableConvertor.
	TableConvertor TableConvertor

	// PrepareForCreate and PrepareForUpdate are the strategy's, for the
	// main resource, as for a custom resource: the generation starts at 1
	// and is bumped when anything but metadata (and status, with the
	// status subresource) changes; with the status subresource, status is
	// wiped on create and kept on update; with selector generation, the
	// selector is generated on create. Never nil.
	PrepareForCreate func(obj runtime.Object)
	PrepareForUpdate func(obj, old runtime.Object)
	// Validate is the validation the markers imply (a generated selector,
	// scale replicas); metadata is the server's to check. Nil when none.
	Validate func(obj runtime.Object) field.ErrorList
	// ResetFields are the fields the main resource's writes reset (status,
	// with the status subresource), for server-side apply.
	ResetFields func() FieldPaths

	// Status is set when the kind has the status subresource.
	Status *StatusHooks
	// Scale is set when the kind has the scale subresource.
	Scale *ScaleHooks
}

// TableConvertor is k8s.io/apiserver/pkg/registry/rest.TableConvertor.
type TableConvertor interface {
	ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error)
}

// FieldIndex is a selectable field the watch cache indexes.
type FieldIndex struct {
	// Field is the field selector name; the index is named "f:" + Field.
	Field string
	// Trigger: the watch cache dispatches events by this field's value.
	Trigger bool
}

// StatusHooks serve /status: only status is taken from the request,
// everything else (spec, labels, annotations) is kept.
type StatusHooks struct {
	PrepareForUpdate func(obj, old runtime.Object)
	// Validate checks what /status may change (scale status replicas);
	// nil when nothing.
	Validate    func(obj runtime.Object) field.ErrorList
	ResetFields func() FieldPaths
}

// ScaleHooks serve /scale with the semantics of a custom resource's. The
// Scale is a *k8s.io/api/autoscaling/v1.Scale; it is typed runtime.Object
// here so that this package does not depend on k8s.io/api.
type ScaleHooks struct {
	ToScale    func(obj runtime.Object) (runtime.Object, error)
	ApplyScale func(obj, scale runtime.Object) error
	// ReplicasPath is where /scale writes the replicas in the object, for
	// moving field ownership between the Scale and the object.
	ReplicasPath FieldPath
	// SpecReplicasPath, StatusReplicasPath and LabelSelectorPath are the
	// JSON paths a CRD's scale subresource would name (.spec.replicas);
	// the last two may be empty.
	SpecReplicasPath, StatusReplicasPath, LabelSelectorPath string
}

// FieldPath is a field's path of json names from an object's root, as
// server-side apply's field sets name a field ("spec", "replicas"). It is
// not structured-merge-diff's fieldpath.Path: generated code and this
// module name no structured-merge-diff type, so that they build with its
// v6 (Kubernetes 1.35 to 1.37) and its v7 (1.38); runtime/apiserver makes
// the fieldpath values of the version its k8s.io/apiserver uses.
type FieldPath []string

// String is the path as structured-merge-diff prints it: .spec.replicas.
func (p FieldPath) String() string {
	var b strings.Builder
	for _, name := range p {
		b.WriteString(".")
		b.WriteString(name)
	}
	return b.String()
}

// FieldPaths are field paths by API version ("group/version"): the fields
// server-side apply resets on a resource (a strategy's reset fields).
type FieldPaths map[string][]FieldPath

// IndexName is the watch-cache index name of a field selector, as
// k8s.io/apiserver requires it ("f:" + field).
func IndexName(field string) string { return "f:" + field }

// ConvertFieldSelector runs the kind's field label conversion over sel
// term by term, as the API server does before it lists or watches
// (fields.Selector.Transform): the error for a field the kind does not
// declare is the conversion's, which the server returns as a 400 Bad
// Request.
func (d *Descriptor) ConvertFieldSelector(sel fields.Selector) (fields.Selector, error) {
	return sel.Transform(func(field, value string) (string, string, error) {
		return d.FieldLabelConversion(field, value)
	})
}

// Matches reports whether sel (converted) selects obj: an object of the
// kind, or its unstructured form (from a dynamic client), which is
// converted to the kind's type first.
func (d *Descriptor) Matches(obj runtime.Object, sel fields.Selector) (bool, error) {
	if u, ok := obj.(runtime.Unstructured); ok {
		typed := d.New()
		if err := runtime.DefaultUnstructuredConverter.FromUnstructured(u.UnstructuredContent(), typed); err != nil {
			return false, fmt.Errorf("converting a %s from its unstructured form: %w", d.Kind, err)
		}
		obj = typed
	}
	if _, ok := d.FieldValue(obj, metadataName); !ok {
		return false, fmt.Errorf("expected a %s, got %T", d.Kind, obj)
	}
	return MatchesFields(sel, descriptorFields{d, obj}, d.IsMultiValued), nil
}

// IsMultiValued reports whether a field set key or field label of the kind
// is multi-valued.
func (d *Descriptor) IsMultiValued(key string) bool {
	return slices.Contains(d.MultiValued, key)
}

// FieldValues returns the values of a field of obj: one for a single-valued
// field, each element's for a multi-valued one (duplicates kept); false
// when the kind has no such field.
func (d *Descriptor) FieldValues(obj runtime.Object, field string) ([]string, bool) {
	v, ok := d.FieldValue(obj, field)
	if !ok {
		return nil, false
	}
	if d.IsMultiValued(field) {
		return SplitFieldValues(v), true
	}
	return []string{v}, true
}

// Selects reports whether the label selector lbls (nil: any) and the
// converted field selector sel both select obj, as a list or watch with
// both does.
func (d *Descriptor) Selects(obj runtime.Object, lbls labels.Selector, sel fields.Selector) (bool, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return false, err
	}
	if lbls != nil && !lbls.Matches(labels.Set(m.GetLabels())) {
		return false, nil
	}
	return d.Matches(obj, sel)
}

const metadataName = "metadata.name"

// descriptorFields presents an object's field selector values as
// fields.Fields.
type descriptorFields struct {
	d   *Descriptor
	obj runtime.Object
}

func (f descriptorFields) Has(field string) bool {
	_, ok := f.d.FieldValue(f.obj, field)
	return ok
}

func (f descriptorFields) Get(field string) string {
	v, _ := f.d.FieldValue(f.obj, field)
	return v
}
