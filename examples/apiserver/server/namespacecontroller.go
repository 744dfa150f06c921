package server

import (
	"context"
	"fmt"
	"slices"
	"time"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	coreinformers "k8s.io/client-go/informers/core/v1"
	"k8s.io/client-go/kubernetes"
	corelisters "k8s.io/client-go/listers/core/v1"
	"k8s.io/client-go/metadata"
	"k8s.io/client-go/util/workqueue"
	"k8s.io/klog/v2"
)

// namespaceController empties terminating namespaces, as
// kube-controller-manager's namespace controller does for kube-apiserver:
// it deletes every namespaced object of a terminating namespace, and once
// none is left removes the "kubernetes" finalizer through /finalize and
// deletes the namespace again, which then goes.
type namespaceController struct {
	client    kubernetes.Interface
	meta      metadata.Interface
	lister    corelisters.NamespaceLister
	resources []schema.GroupVersionResource
	queue     workqueue.TypedRateLimitingInterface[string]
}

// contentRecheck is how long a namespace whose objects are not all gone
// yet waits before the controller looks again.
const contentRecheck = time.Second

func newNamespaceController(client kubernetes.Interface, meta metadata.Interface, informer coreinformers.NamespaceInformer, resources []schema.GroupVersionResource) *namespaceController {
	c := &namespaceController{
		client:    client,
		meta:      meta,
		lister:    informer.Lister(),
		resources: resources,
		queue: workqueue.NewTypedRateLimitingQueueWithConfig(workqueue.DefaultTypedControllerRateLimiter[string](),
			workqueue.TypedRateLimitingQueueConfig[string]{Name: "namespace"}),
	}
	// The informer is the lifecycle plugin's; adding a handler cannot fail
	// before it has started.
	if err := watchNamespaces(informer.Informer(), c.enqueue); err != nil {
		panic(err)
	}
	return c
}

// namespacedResources are the namespaced resources the server serves.
func namespacedResources() []schema.GroupVersionResource {
	var out []schema.GroupVersionResource
	for _, g := range servedGroups {
		for _, d := range g.descriptors {
			if d.Namespaced {
				out = append(out, g.gv.WithResource(d.Resource))
			}
		}
	}
	return out
}

func (c *namespaceController) enqueue(ns *v1.Namespace) {
	if ns.DeletionTimestamp != nil {
		c.queue.Add(ns.Name)
	}
}

// run works the queue until ctx ends.
func (c *namespaceController) run(ctx context.Context) {
	go func() {
		<-ctx.Done()
		c.queue.ShutDown()
	}()
	for {
		name, quit := c.queue.Get()
		if quit {
			return
		}
		retryAfter, err := c.sync(ctx, name)
		switch {
		case err != nil:
			klog.FromContext(ctx).Info("Deleting namespace failed; retrying", "namespace", name, "err", err)
			c.queue.AddRateLimited(name)
		case retryAfter > 0:
			c.queue.Forget(name)
			c.queue.AddAfter(name, retryAfter)
		default:
			c.queue.Forget(name)
		}
		c.queue.Done(name)
	}
}

// sync takes a terminating namespace one step further: its content
// deleted, then its finalizer removed, then the namespace deleted. It
// returns how long to wait when content remains.
func (c *namespaceController) sync(ctx context.Context, name string) (time.Duration, error) {
	ns, err := c.lister.Get(name)
	if apierrors.IsNotFound(err) {
		return 0, nil
	}
	if err != nil || ns.DeletionTimestamp == nil {
		return 0, err
	}
	if slices.Contains(ns.Spec.Finalizers, v1.FinalizerKubernetes) {
		remaining, err := c.deleteContent(ctx, name)
		if err != nil {
			return 0, err
		}
		if remaining > 0 {
			return contentRecheck, nil
		}
		finalized := ns.DeepCopy()
		finalized.Spec.Finalizers = slices.DeleteFunc(finalized.Spec.Finalizers, func(f v1.FinalizerName) bool { return f == v1.FinalizerKubernetes })
		if _, err := c.client.CoreV1().Namespaces().Finalize(ctx, finalized, metav1.UpdateOptions{}); err != nil {
			return 0, fmt.Errorf("finalizing: %w", err)
		}
	}
	err = c.client.CoreV1().Namespaces().Delete(ctx, name, metav1.DeleteOptions{})
	if apierrors.IsNotFound(err) {
		return 0, nil
	}
	return 0, err
}

// deleteContent deletes every object of the namespace and returns how many
// are left (objects with finalizers of their own stay until those go).
func (c *namespaceController) deleteContent(ctx context.Context, namespace string) (remaining int, err error) {
	for _, gvr := range c.resources {
		objects := c.meta.Resource(gvr).Namespace(namespace)
		if err := objects.DeleteCollection(ctx, metav1.DeleteOptions{}, metav1.ListOptions{}); err != nil && !apierrors.IsNotFound(err) {
			return 0, fmt.Errorf("deleting %s: %w", gvr.GroupResource(), err)
		}
		left, err := objects.List(ctx, metav1.ListOptions{})
		if err != nil {
			return 0, fmt.Errorf("listing %s: %w", gvr.GroupResource(), err)
		}
		remaining += len(left.Items)
	}
	return remaining, nil
}
