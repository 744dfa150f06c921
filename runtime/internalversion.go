package runtime

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// A server that stores internal objects and serves a kind in several
// versions (k8s.io/sample-apiserver, Gardener, kube-apiserver itself)
// selects, indexes and prints with the descriptors of the served versions,
// as a multi-version CustomResourceDefinition does with each version's
// selectable fields and columns (docs/internal-versions.md):
//
//   - a field selector sent to version V selects exactly the objects whose
//     V representation has that value: V's field label conversion turns
//     V's label into a key of the one field set the server keeps per
//     object, "V/<V's key>" (metadata.name and metadata.namespace keep their
//     names: every version has them alike);
//   - that field set is computed once per object and event, on the
//     internal object: each served version's fields from the object
//     converted to that version (the conversion the server runs for every
//     response), so a field whose value depends on conversion (sample-
//     apiserver v1alpha1's spec.reference is the flunder or the fischer
//     reference, by referenceType) selects correctly too;
//   - indexes are the served versions' indexed fields under those keys; the
//     trigger is the storage version's;
//   - a table is the requested version's, over the objects converted to it;
//   - creation and update preparation, status and scale run on the object
//     converted to the storage version, which round-trips without loss.

// InternalKind is one kind a server stores as internal objects and serves
// in several versions.
type InternalKind struct {
	// New and NewList return the internal type and its list.
	New, NewList func() runtime.Object
	// Versions are the kind's descriptors in each served version (a
	// generated FooDescriptor of each version's package).
	Versions []*Descriptor
	// StorageVersion names the version of Versions that objects are stored
	// in: preparation, validation, status and scale run on the object
	// converted to it.
	StorageVersion string
	// Convert converts in into out, an internal object into a versioned
	// one and back: a runtime.Scheme's Convert(in, out, nil), with the
	// internal and versioned types and their conversions registered.
	Convert func(in, out any) error
}

// InternalVersion is the version of an internal descriptor, as
// k8s.io/apimachinery names it (runtime.APIVersionInternal).
const InternalVersion = runtime.APIVersionInternal

// VersionedKey is the key of version's field set key in the field set of
// an internal object: metadata.name and metadata.namespace as they are,
// every other key prefixed with the version ("v1alpha1/spec.reference").
func VersionedKey(version, key string) string {
	if key == metadataName || key == metadataNamespace {
		return key
	}
	return version + "/" + key
}

// splitVersionedKey is VersionedKey's inverse; version is "" for a
// metadata key.
func splitVersionedKey(key string) (version, versionKey string) {
	if v, k, ok := strings.Cut(key, "/"); ok {
		return v, k
	}
	return "", key
}

const metadataNamespace = "metadata.namespace"

// internalKind is an InternalKind checked and indexed by version.
type internalKind struct {
	InternalKind
	storage   *Descriptor
	byVersion map[string]*Descriptor
	// sameType: the version's Go type is the internal type (a server that
	// registers its versioned types as internal too): no conversion.
	sameType map[string]bool
}

// NewInternalDescriptor returns the descriptor of an internal kind: it
// works on internal objects, with the semantics above. Its field label
// conversion accepts the keys of the internal field set; each served
// version's own conversion is VersionFieldLabelConversion's.
func NewInternalDescriptor(k InternalKind) (*Descriptor, error) {
	ik, err := newInternalKind(k)
	if err != nil {
		return nil, err
	}
	s := ik.storage
	d := &Descriptor{
		SelectableKind: s.SelectableKind,
		Resource:       s.Resource,
		Singular:       s.Singular,
		ShortNames:     s.ShortNames,
		Categories:     s.Categories,
		New:            k.New,
		NewList:        k.NewList,
		GetAttrs:       ik.getAttrs,
		FieldValue:     ik.fieldValue,
		TableConvertor: internalTable{ik, s.Version},
	}
	d.Version = InternalVersion
	d.FieldLabelConversion = func(label, value string) (string, string, error) {
		if _, ok := ik.fieldValue(k.New(), label); ok {
			return label, value, nil
		}
		return "", "", fmt.Errorf("field label not supported: %s", label)
	}
	d.Indexers = ik.indexers
	for _, v := range k.Versions {
		for _, key := range v.MultiValued {
			d.MultiValued = append(d.MultiValued, VersionedKey(v.Version, key))
		}
		for _, ix := range v.Indexes {
			d.Indexes = append(d.Indexes, FieldIndex{Field: VersionedKey(v.Version, ix.Field), Trigger: ix.Trigger && v == s})
		}
	}
	d.PrepareForCreate = func(obj runtime.Object) {
		ik.inStorageVersion(obj, func(v runtime.Object) { s.PrepareForCreate(v) })
	}
	d.PrepareForUpdate = func(obj, old runtime.Object) {
		oldV := ik.mustConvert(old, s)
		ik.inStorageVersion(obj, func(v runtime.Object) { s.PrepareForUpdate(v, oldV) })
	}
	if s.Validate != nil {
		d.Validate = func(obj runtime.Object) field.ErrorList { return s.Validate(ik.mustConvert(obj, s)) }
	}
	d.ResetFields = ik.resetFields(func(v *Descriptor) func() FieldPaths { return v.ResetFields })
	if s.Status != nil {
		d.Status = &StatusHooks{
			PrepareForUpdate: func(obj, old runtime.Object) {
				oldV := ik.mustConvert(old, s)
				ik.inStorageVersion(obj, func(v runtime.Object) { s.Status.PrepareForUpdate(v, oldV) })
			},
			ResetFields: ik.resetFields(func(v *Descriptor) func() FieldPaths {
				if v.Status == nil {
					return nil
				}
				return v.Status.ResetFields
			}),
		}
		if s.Status.Validate != nil {
			d.Status.Validate = func(obj runtime.Object) field.ErrorList { return s.Status.Validate(ik.mustConvert(obj, s)) }
		}
	}
	if sc := s.Scale; sc != nil {
		scale := *sc
		scale.ToScale = func(obj runtime.Object) (runtime.Object, error) {
			v, err := ik.convert(obj, s)
			if err != nil {
				return nil, err
			}
			return sc.ToScale(v)
		}
		scale.ApplyScale = func(obj, sc2 runtime.Object) error {
			var err error
			ik.inStorageVersion(obj, func(v runtime.Object) { err = sc.ApplyScale(v, sc2) })
			return err
		}
		d.Scale = &scale
	}
	return d, nil
}

func newInternalKind(k InternalKind) (*internalKind, error) {
	if k.New == nil || k.Convert == nil || len(k.Versions) == 0 {
		return nil, fmt.Errorf("an internal kind needs New, Convert and the descriptors of its served versions")
	}
	ik := &internalKind{InternalKind: k, byVersion: map[string]*Descriptor{}, sameType: map[string]bool{}}
	internalType := reflect.TypeOf(k.New())
	for _, v := range k.Versions {
		if ik.byVersion[v.Version] != nil {
			return nil, fmt.Errorf("%s: version %s is given twice", v.Kind, v.Version)
		}
		first := k.Versions[0]
		if v.Group != first.Group || v.Kind != first.Kind || v.Resource != first.Resource || v.Namespaced != first.Namespaced {
			return nil, fmt.Errorf("%s/%s %s (resource %s, namespaced %v) and %s/%s %s (resource %s, namespaced %v) are not one kind in two versions",
				first.Group, first.Version, first.Kind, first.Resource, first.Namespaced, v.Group, v.Version, v.Kind, v.Resource, v.Namespaced)
		}
		// One storage serves every version: discovery gives each the same
		// short names and categories.
		if !slices.Equal(v.ShortNames, first.ShortNames) || !slices.Equal(v.Categories, first.Categories) {
			return nil, fmt.Errorf("%s: %s declares short names %q and categories %q, %s %q and %q; one resource has one set, declare the same in every version",
				v.Kind, first.Version, first.ShortNames, first.Categories, v.Version, v.ShortNames, v.Categories)
		}
		ik.byVersion[v.Version] = v
		ik.sameType[v.Version] = reflect.TypeOf(v.New()) == internalType
		if v.Version == k.StorageVersion {
			ik.storage = v
		}
	}
	if ik.storage == nil {
		return nil, fmt.Errorf("%s: the storage version %q is not among the served versions", k.Versions[0].Kind, k.StorageVersion)
	}
	return ik, nil
}

// convert returns obj (internal) in version v.
func (ik *internalKind) convert(obj runtime.Object, v *Descriptor) (runtime.Object, error) {
	if ik.sameType[v.Version] {
		return obj, nil
	}
	out := v.New()
	if err := ik.Convert(obj, out); err != nil {
		return nil, fmt.Errorf("converting %T to %s/%s %s: %w", obj, v.Group, v.Version, v.Kind, err)
	}
	return out, nil
}

// mustConvert is convert for the strategy hooks, which the server calls
// with objects of the internal kind: a failing conversion is a bug of the
// server's scheme, reported as the hooks' type assertions report one.
func (ik *internalKind) mustConvert(obj runtime.Object, v *Descriptor) runtime.Object {
	out, err := ik.convert(obj, v)
	if err != nil {
		panic(err)
	}
	return out
}

// inStorageVersion runs f on obj converted to the storage version and
// converts the result back into obj.
func (ik *internalKind) inStorageVersion(obj runtime.Object, f func(v runtime.Object)) {
	v := ik.mustConvert(obj, ik.storage)
	f(v)
	if ik.sameType[ik.storage.Version] {
		return
	}
	if err := ik.Convert(v, obj); err != nil {
		panic(fmt.Errorf("converting %s/%s %s back to the internal version: %w", ik.storage.Group, ik.storage.Version, ik.storage.Kind, err))
	}
}

// getAttrs computes the one field set of an internal object: every served
// version's, each from the object converted once to it.
func (ik *internalKind) getAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return nil, nil, err
	}
	if reflect.TypeOf(obj) != reflect.TypeOf(ik.New()) {
		return nil, nil, fmt.Errorf("expected an internal %s, got %T", ik.storage.Kind, obj)
	}
	set := fields.Set{}
	for _, v := range ik.Versions {
		vobj, err := ik.convert(obj, v)
		if err != nil {
			return nil, nil, err
		}
		_, vset, err := v.GetAttrs(vobj)
		if err != nil {
			return nil, nil, err
		}
		for key, value := range vset {
			set[VersionedKey(v.Version, key)] = value
		}
	}
	return labels.Set(m.GetLabels()), set, nil
}

// fieldValue answers one key of the internal field set (or a label some
// version's conversion accepts, under its version's prefix).
func (ik *internalKind) fieldValue(obj runtime.Object, key string) (string, bool) {
	if reflect.TypeOf(obj) != reflect.TypeOf(ik.New()) {
		return "", false
	}
	version, vkey := splitVersionedKey(key)
	v := ik.storage
	if version != "" {
		if v = ik.byVersion[version]; v == nil {
			return "", false
		}
	}
	vobj, err := ik.convert(obj, v)
	if err != nil {
		return "", false
	}
	return v.FieldValue(vobj, vkey)
}

// indexers are the served versions' index functions under the internal
// field set's keys.
func (ik *internalKind) indexers() map[string]func(obj any) ([]string, error) {
	out := map[string]func(obj any) ([]string, error){}
	for _, v := range ik.Versions {
		if v.Indexers == nil {
			continue
		}
		for label, index := range v.Indexers() {
			v, index := v, index
			out[VersionedKey(v.Version, label)] = func(obj any) ([]string, error) {
				o, ok := obj.(runtime.Object)
				if !ok || reflect.TypeOf(o) != reflect.TypeOf(ik.New()) {
					return nil, fmt.Errorf("expected an internal %s, got %T", v.Kind, obj)
				}
				vobj, err := ik.convert(o, v)
				if err != nil {
					return nil, err
				}
				return index(vobj)
			}
		}
	}
	return out
}

// resetFields merges the served versions' reset fields, each keyed by its
// own API version, as server-side apply looks them up by the request's.
func (ik *internalKind) resetFields(of func(*Descriptor) func() FieldPaths) func() FieldPaths {
	some := false
	for _, v := range ik.Versions {
		some = some || of(v) != nil
	}
	if !some {
		return nil
	}
	return func() FieldPaths {
		out := FieldPaths{}
		for _, v := range ik.Versions {
			if f := of(v); f != nil {
				for apiVersion, paths := range f() {
					out[apiVersion] = paths
				}
			}
		}
		return out
	}
}

// VersionFieldLabelConversion is version's field label conversion for an
// internal kind's server: version's own (its labels, its messages), with
// the result keyed as the internal field set is (VersionedKey).
func VersionFieldLabelConversion(version *Descriptor) runtime.FieldLabelConversionFunc {
	return func(label, value string) (string, string, error) {
		key, value, err := version.FieldLabelConversion(label, value)
		if err != nil {
			return "", "", err
		}
		return VersionedKey(version.Version, key), value, nil
	}
}

// InternalTableConvertor returns the table of an internal kind as version
// prints it: the internal object (or list) converted to version, then
// version's table convertor.
func InternalTableConvertor(k InternalKind, version string) (TableConvertor, error) {
	ik, err := newInternalKind(k)
	if err != nil {
		return nil, err
	}
	if ik.byVersion[version] == nil {
		return nil, fmt.Errorf("%s: version %q is not served", ik.storage.Kind, version)
	}
	return internalTable{ik, version}, nil
}

// internalTable prints internal objects as one served version does.
type internalTable struct {
	ik      *internalKind
	version string
}

func (t internalTable) ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	v := t.ik.byVersion[t.version]
	if meta.IsListType(obj) {
		if v.NewList == nil {
			return nil, fmt.Errorf("%s/%s %s has no list kind to print a list with", v.Group, v.Version, v.Kind)
		}
		items, err := meta.ExtractList(obj)
		if err != nil {
			return nil, err
		}
		converted := make([]runtime.Object, 0, len(items))
		for _, item := range items {
			c, err := t.ik.convert(item, v)
			if err != nil {
				return nil, err
			}
			converted = append(converted, c)
		}
		list := v.NewList()
		if err := meta.SetList(list, converted); err != nil {
			return nil, err
		}
		if from, err := meta.ListAccessor(obj); err == nil {
			if to, err := meta.ListAccessor(list); err == nil {
				to.SetResourceVersion(from.GetResourceVersion())
				to.SetContinue(from.GetContinue())
				to.SetRemainingItemCount(from.GetRemainingItemCount())
			}
		}
		return v.TableConvertor.ConvertToTable(ctx, list, tableOptions)
	}
	c, err := t.ik.convert(obj, v)
	if err != nil {
		return nil, err
	}
	return v.TableConvertor.ConvertToTable(ctx, c, tableOptions)
}
