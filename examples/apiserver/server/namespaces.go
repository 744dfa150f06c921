package server

import (
	"context"
	"fmt"
	"slices"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage"
	storageerrors "k8s.io/apiserver/pkg/storage/errors"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// Namespaces, as kube-apiserver serves them (pkg/registry/core/namespace):
//
//   - a new namespace is Active and carries the "kubernetes" finalizer in
//     spec.finalizers;
//   - the first delete only marks it: deletionTimestamp set, phase
//     Terminating; the namespace controller (namespacecontroller.go)
//     deletes what it holds, removes the finalizer through /finalize, and
//     deletes it again, which then removes it;
//   - namespaces cannot be deleted as a collection;
//   - no object is created in a namespace that does not exist or is
//     terminating (k8s.io/apiserver's NamespaceLifecycle admission,
//     lifecycle.go), and default, kube-system and kube-public always
//     exist and cannot be deleted.
//
// Field selection, the table and everything else stay the generated
// code's: namespaceREST wraps the generated store and replaces only the
// delete. Not served: the namespace conditions kube-controller-manager
// writes while it deletes (the mirror's status has only the phase).

// namespaceHooks keep a namespace's phase and spec.finalizers the
// server's: Active and the "kubernetes" finalizer on create, unchanged by
// an update (the phase changes on delete, the finalizers through
// /finalize).
var namespaceHooks = selectableapiserver.Hooks{
	PrepareForCreate: func(_ context.Context, obj runtime.Object) {
		ns := obj.(*corev1.Namespace)
		ns.Status = corev1.NamespaceStatus{Phase: corev1.NamespaceActive}
		if !slices.Contains(ns.Spec.Finalizers, corev1.FinalizerKubernetes) {
			ns.Spec.Finalizers = append(ns.Spec.Finalizers, corev1.FinalizerKubernetes)
		}
	},
	PrepareForUpdate: func(_ context.Context, obj, old runtime.Object) {
		ns, oldNS := obj.(*corev1.Namespace), old.(*corev1.Namespace)
		ns.Spec.Finalizers = oldNS.Spec.Finalizers
		ns.Status = oldNS.Status
	},
}

// servedStore is what the generated store of a kind serves: namespaceREST
// serves the same but DeleteCollection (kube-apiserver does not delete
// namespaces as a collection either).
type servedStore interface {
	rest.StandardStorage
	rest.StorageWithReadiness
	rest.Scoper
	rest.SingularNameProvider
	rest.ShortNamesProvider
	rest.CategoriesProvider
	rest.MayReturnFullObjectDeleter
	rest.CorruptObjectDeleterProvider
	rest.StorageVersionProvider
	rest.ResetFieldsStrategy
}

// namespaceREST is the namespaces' storage: the generated store, with
// kube-apiserver's two-step delete.
type namespaceREST struct {
	servedNamespaces
	store *registry.Store
}

// servedNamespaces is servedStore without DeleteCollection.
type servedNamespaces interface {
	rest.Storage
	rest.StorageWithReadiness
	rest.Scoper
	rest.SingularNameProvider
	rest.ShortNamesProvider
	rest.CategoriesProvider
	rest.Creater
	rest.Getter
	rest.Lister
	rest.Updater
	rest.Watcher
	rest.MayReturnFullObjectDeleter
	rest.CorruptObjectDeleterProvider
	rest.StorageVersionProvider
	rest.ResetFieldsStrategy
}

// newNamespaceStorage wraps the generated namespaces storage and adds
// namespaces/finalize.
func newNamespaceStorage(resources map[string]rest.Storage) error {
	served, ok := resources["namespaces"].(servedStore)
	store := selectableapiserver.GenericStore(resources["namespaces"])
	if !ok || store == nil {
		return fmt.Errorf("the generated namespaces storage is not a generic registry store")
	}
	resources["namespaces"] = &namespaceREST{servedNamespaces: served, store: store}
	resources["namespaces/finalize"] = &finalizeREST{store: store}
	return nil
}

// Delete marks a namespace terminating on the first request, and deletes
// it once spec.finalizers is empty (the namespace controller's second
// request). A terminating namespace whose finalizers remain is returned
// unchanged.
func (r *namespaceREST) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	obj, err := r.store.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, false, err
	}
	ns := obj.(*corev1.Namespace)
	if options == nil {
		options = &metav1.DeleteOptions{}
	}
	if err := checkPreconditions(ns, options.Preconditions); err != nil {
		return nil, false, err
	}
	if ns.DeletionTimestamp.IsZero() {
		if deleteValidation != nil {
			if err := deleteValidation(ctx, ns); err != nil {
				return nil, false, err
			}
		}
		return r.markTerminating(ctx, name, options)
	}
	if len(ns.Spec.Finalizers) > 0 {
		return ns, false, nil
	}
	return r.store.Delete(ctx, name, deleteValidation, options)
}

// markTerminating sets the deletion timestamp and the Terminating phase.
func (r *namespaceREST) markTerminating(ctx context.Context, name string, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	key, err := r.store.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	var preconditions storage.Preconditions
	if p := options.Preconditions; p != nil {
		preconditions.UID, preconditions.ResourceVersion = p.UID, p.ResourceVersion
	}
	out := r.store.NewFunc()
	err = r.store.Storage.GuaranteedUpdate(ctx, key, out, false, &preconditions,
		storage.SimpleUpdate(func(existing runtime.Object) (runtime.Object, error) {
			ns := existing.(*corev1.Namespace)
			if ns.DeletionTimestamp.IsZero() {
				now := metav1.Now()
				ns.DeletionTimestamp = &now
			}
			ns.Status.Phase = corev1.NamespaceTerminating
			return ns, nil
		}), len(options.DryRun) > 0, nil)
	if err != nil {
		return nil, false, storeError(err, name)
	}
	return out, false, nil
}

// checkPreconditions is a delete's UID and resourceVersion preconditions
// against the stored namespace.
func checkPreconditions(ns *corev1.Namespace, p *metav1.Preconditions) error {
	if p == nil {
		return nil
	}
	resource := schema.GroupResource{Resource: "namespaces"}
	if p.UID != nil && *p.UID != ns.UID {
		return apierrors.NewConflict(resource, ns.Name, fmt.Errorf("precondition failed: UID in precondition: %v, UID in object meta: %v", *p.UID, ns.UID))
	}
	if p.ResourceVersion != nil && *p.ResourceVersion != ns.ResourceVersion {
		return apierrors.NewConflict(resource, ns.Name, fmt.Errorf("precondition failed: ResourceVersion in precondition: %v, ResourceVersion in object meta: %v", *p.ResourceVersion, ns.ResourceVersion))
	}
	return nil
}

// storeError turns the storage layer's errors into API errors.
func storeError(err error, name string) error {
	return storageerrors.InterpretUpdateError(err, schema.GroupResource{Resource: "namespaces"}, name)
}

// finalizeREST is namespaces/finalize: it changes a namespace's
// spec.finalizers and nothing else.
type finalizeREST struct {
	store *registry.Store
}

func (r *finalizeREST) New() runtime.Object { return &corev1.Namespace{} }
func (r *finalizeREST) Destroy()            {}

// Update keeps the stored namespace but its spec.finalizers, which it
// takes from the request (whose resourceVersion, when set, must be the
// stored one's).
func (r *finalizeREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, _ bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	key, err := r.store.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	out := r.store.NewFunc()
	err = r.store.Storage.GuaranteedUpdate(ctx, key, out, false, nil,
		storage.SimpleUpdate(func(existing runtime.Object) (runtime.Object, error) {
			requested, err := objInfo.UpdatedObject(ctx, existing)
			if err != nil {
				return nil, err
			}
			ns, current := requested.(*corev1.Namespace), existing.(*corev1.Namespace)
			if ns.ResourceVersion != "" && ns.ResourceVersion != current.ResourceVersion {
				return nil, apierrors.NewConflict(schema.GroupResource{Resource: "namespaces"}, name,
					fmt.Errorf("the object has been modified; please apply your changes to the latest version and try again"))
			}
			finalized := current.DeepCopy()
			finalized.Spec.Finalizers = ns.Spec.Finalizers
			if updateValidation != nil {
				if err := updateValidation(ctx, finalized, current); err != nil {
					return nil, err
				}
			}
			return finalized, nil
		}), len(options.DryRun) > 0, nil)
	if err != nil {
		return nil, false, storeError(err, name)
	}
	return out, false, nil
}
