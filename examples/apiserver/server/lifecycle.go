package server

import (
	"context"
	"fmt"
	"time"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle"
	genericapiserver "k8s.io/apiserver/pkg/server"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/metadata"
	"k8s.io/client-go/tools/cache"
)

// systemNamespaces exist from the start, as kube-apiserver creates them;
// the first three cannot be deleted.
var (
	systemNamespaces   = []string{metav1.NamespaceDefault, metav1.NamespaceSystem, metav1.NamespacePublic, v1.NamespaceNodeLease}
	immortalNamespaces = sets.New(metav1.NamespaceDefault, metav1.NamespaceSystem, metav1.NamespacePublic)
)

// namespaceLifecycle is what makes namespaces hold their objects: the
// NamespaceLifecycle admission plugin of k8s.io/apiserver (as
// kube-apiserver runs it), the system namespaces, and the namespace
// controller. All three read namespaces through the server's own
// loopback client: the server serves namespaces itself.
type namespaceLifecycle struct {
	client    kubernetes.Interface
	informers informers.SharedInformerFactory
	deleter   *namespaceController
}

// configureNamespaceLifecycle admits every request through the
// NamespaceLifecycle plugin.
func configureNamespaceLifecycle(config *genericapiserver.RecommendedConfig) (*namespaceLifecycle, error) {
	client, err := kubernetes.NewForConfig(config.LoopbackClientConfig)
	if err != nil {
		return nil, err
	}
	meta, err := metadata.NewForConfig(config.LoopbackClientConfig)
	if err != nil {
		return nil, err
	}
	factory := informers.NewSharedInformerFactory(client, 0)
	plugin, err := lifecycle.NewLifecycle(immortalNamespaces)
	if err != nil {
		return nil, err
	}
	plugin.SetExternalKubeClientSet(client)
	plugin.SetExternalKubeInformerFactory(factory)
	if err := plugin.ValidateInitialization(); err != nil {
		return nil, err
	}
	config.AdmissionControl = plugin
	l := &namespaceLifecycle{client: client, informers: factory}
	l.deleter = newNamespaceController(client, meta, factory.Core().V1().Namespaces(), namespacedResources())
	return l, nil
}

// start is the post-start hook: the server is ready once the namespace
// informer has synced and the system namespaces exist.
func (l *namespaceLifecycle) start(ctx genericapiserver.PostStartHookContext) error {
	l.informers.Start(ctx.Done())
	for _, synced := range l.informers.WaitForCacheSync(ctx.Done()) {
		if !synced {
			return fmt.Errorf("the namespace informer did not sync")
		}
	}
	for _, name := range systemNamespaces {
		if err := l.ensureNamespace(ctx, name); err != nil {
			return err
		}
	}
	go l.deleter.run(ctx)
	return nil
}

// ensureNamespace creates a namespace unless it exists: several replicas
// of the server on one etcd may race to create it.
func (l *namespaceLifecycle) ensureNamespace(ctx context.Context, name string) error {
	deadline := time.Now().Add(time.Minute)
	for {
		_, err := l.client.CoreV1().Namespaces().Create(ctx, &v1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
		if err == nil || apierrors.IsAlreadyExists(err) {
			return nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return fmt.Errorf("creating namespace %s: %w", name, err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// watchNamespaces hands every terminating namespace the informer sees to
// the controller.
func watchNamespaces(informer cache.SharedIndexInformer, enqueue func(*v1.Namespace)) error {
	_, err := informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj any) {
			if ns, ok := obj.(*v1.Namespace); ok {
				enqueue(ns)
			}
		},
		UpdateFunc: func(_, obj any) {
			if ns, ok := obj.(*v1.Namespace); ok {
				enqueue(ns)
			}
		},
	})
	return err
}
