package apiserver

import (
	"context"
	"fmt"
	"sort"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/generic"
	"k8s.io/apiserver/pkg/registry/rest"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// NewInternalStorage builds the storage of a kind the server stores as
// internal objects and serves in several versions (k8s.io/sample-apiserver's
// layout): the store works on internal objects with the one field set
// and the indexes of selectableruntime.NewInternalDescriptor, and a table
// is printed as the request's version prints it. Register every served
// version's field label conversion with AddInternalFieldLabelConversions.
func NewInternalStorage(k selectableruntime.InternalKind, typer runtime.ObjectTyper, optsGetter generic.RESTOptionsGetter, hooks Hooks) (map[string]rest.Storage, error) {
	d, err := selectableruntime.NewInternalDescriptor(k)
	if err != nil {
		return nil, err
	}
	tables := requestVersionTable{byVersion: map[string]selectableruntime.TableConvertor{}}
	for _, v := range k.Versions {
		t, err := selectableruntime.InternalTableConvertor(k, v.Version)
		if err != nil {
			return nil, err
		}
		tables.byVersion[v.Version] = t
	}
	tables.storage = tables.byVersion[k.StorageVersion]
	d.TableConvertor = tables
	return newStorage(d, typer, optsGetter, hooks, requestVersion(k))
}

// NewInternalGroupStorage is NewInternalStorage for every kind of a group,
// keyed by resource; hooks are keyed by kind. InternalVersionedStorage
// arranges it by served version for an APIGroupInfo, and StorageVersions
// is the versioner of the group's storage codec.
func NewInternalGroupStorage(kinds []selectableruntime.InternalKind, typer runtime.ObjectTyper, optsGetter generic.RESTOptionsGetter, hooks map[string]Hooks) (map[string]rest.Storage, error) {
	out := map[string]rest.Storage{}
	served := map[string]bool{}
	for _, k := range kinds {
		if len(k.Versions) == 0 {
			return nil, fmt.Errorf("an internal kind without served versions")
		}
		kind := k.Versions[0].Kind
		served[kind] = true
		storage, err := NewInternalStorage(k, typer, optsGetter, hooks[kind])
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", k.Versions[0].Resource, k.Versions[0].Group, err)
		}
		for path, st := range storage {
			if _, taken := out[path]; taken {
				return nil, fmt.Errorf("%s: resource %q is served twice", kind, path)
			}
			out[path] = st
		}
	}
	for kind := range hooks {
		if !served[kind] {
			return nil, fmt.Errorf("hooks for %s, which is not among the kinds served", kind)
		}
	}
	return out, nil
}

// AddInternalFieldLabelConversions registers, for every served version of
// every kind, that version's field label conversion (its own labels and
// messages) keyed as the internal field set is: kube-apiserver registers
// one conversion per group version and kind, and runs the one of the
// request's version.
func AddInternalFieldLabelConversions(scheme *runtime.Scheme, kinds ...selectableruntime.InternalKind) error {
	for _, k := range kinds {
		for _, v := range k.Versions {
			gvk := schema.GroupVersionKind{Group: v.Group, Version: v.Version, Kind: v.Kind}
			if err := scheme.AddFieldLabelConversionFunc(gvk, selectableruntime.VersionFieldLabelConversion(v)); err != nil {
				return err
			}
		}
	}
	return nil
}

// requestVersionTable prints as the request's version does; without a
// request (a caller of the storage in the server), as the storage version.
type requestVersionTable struct {
	byVersion map[string]selectableruntime.TableConvertor
	storage   selectableruntime.TableConvertor
}

func (t requestVersionTable) ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	if info, ok := request.RequestInfoFrom(ctx); ok {
		if tc := t.byVersion[info.APIVersion]; tc != nil {
			return tc.ConvertToTable(ctx, obj, tableOptions)
		}
	}
	return t.storage.ConvertToTable(ctx, obj, tableOptions)
}

// InternalVersionedStorage arranges the storage NewInternalGroupStorage
// built as an APIGroupInfo's VersionedResourcesStorageMap: every served
// version with the resources (and subresources) of the kinds it serves, so
// a kind declared in some versions only is served in those only.
func InternalVersionedStorage(kinds []selectableruntime.InternalKind, storage map[string]rest.Storage) map[string]map[string]rest.Storage {
	out := map[string]map[string]rest.Storage{}
	for _, k := range kinds {
		resource := k.Versions[0].Resource
		for _, v := range k.Versions {
			if out[v.Version] == nil {
				out[v.Version] = map[string]rest.Storage{}
			}
			for path, st := range storage {
				if path == resource || strings.HasPrefix(path, resource+"/") {
					out[v.Version][path] = st
				}
			}
		}
	}
	return out
}

// StorageVersions is the runtime.GroupVersioner of a storage codec that
// stores each internal kind in its own storage version (a codec for one
// group version would store every kind of the group in that version, or
// fail on a kind it does not serve).
func StorageVersions(kinds ...selectableruntime.InternalKind) runtime.GroupVersioner {
	out := storageVersions{}
	for _, k := range kinds {
		v := k.Versions[0]
		out[schema.GroupKind{Group: v.Group, Kind: v.Kind}] = k.StorageVersion
	}
	return out
}

type storageVersions map[schema.GroupKind]string

func (s storageVersions) KindForGroupVersionKinds(kinds []schema.GroupVersionKind) (schema.GroupVersionKind, bool) {
	for _, k := range kinds {
		if v, ok := s[k.GroupKind()]; ok {
			return k.GroupKind().WithVersion(v), true
		}
	}
	return schema.GroupVersionKind{}, false
}

func (s storageVersions) Identifier() string {
	var parts []string
	for gk, v := range s {
		parts = append(parts, fmt.Sprintf("%s=%s", gk, v))
	}
	sort.Strings(parts)
	return "storage-versions:" + strings.Join(parts, ",")
}
