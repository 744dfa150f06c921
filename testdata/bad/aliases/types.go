package aliases

import (
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// A member-level marker has no member to sit on in a declaration.
//
// +k8s:schema:selectableField
type Deployment = appsv1.Deployment

// Another name than the kind's.
//
// +k8s:schema:selectableField:jsonPath=".spec.serviceName"
type Sets = appsv1.StatefulSet

// Not a kind.
//
// +k8s:schema:selectableField:jsonPath=".spec.nodeName"
type Spec = corev1.PodSpec

// A kind of another group version than the package's.
//
// +selectable-gen=true
type Pod = corev1.Pod

// A path the kind does not have, and a valueFunc that is not there.
//
// +k8s:schema:selectableField:jsonPath=".spec.color"
// +k8s:schema:selectableField:jsonPath=".status.ready",valueFunc=missing,description="x"
type DaemonSet = appsv1.DaemonSet

// A type of this package.
//
// +selectable-gen=true
type Owned = Local

// Local is not generated.
type Local struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Not a named type.
//
// +selectable-gen=true
type Pointer = *appsv1.ReplicaSet
