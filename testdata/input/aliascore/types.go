package aliascore

import (
	corev1 "k8s.io/api/core/v1"
)

// Pod is core/v1 Pod. k8s.io/api 1.37 declares its /status
// (+k8s:supportsSubresource); 1.35 and 1.36 do not, so the declaration
// says it, for the same code at every minor (the adoption test generates
// this package with k8s.io/api v0.35.0).
//
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".spec.nodeName",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.podIP",valueFunc=podIP,description="Set to the value of status.podIPs[0]"
type Pod = corev1.Pod

// PodList is core/v1 PodList: declaring it gives the Pod descriptor its
// list and the table convertor its list case.
type PodList = corev1.PodList

func podIP(pod *Pod) string {
	if len(pod.Status.PodIPs) > 0 {
		return pod.Status.PodIPs[0].IP
	}
	return ""
}

// Namespace is core/v1 Namespace; the package opts it in. Its list is not
// declared, so its descriptor has none. Its /status is said here too, as
// Pod's is.
//
// +genclient:nonNamespaced
// +k8s:subresource:status
type Namespace = corev1.Namespace
