package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Rollout runs replicas: its status is written through /status and its
// replicas through /scale (kubectl scale).
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.replicas",labelSelectorPath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".spec.image"
// +k8s:schema:selectableField:jsonPath=".spec.strategy",default="RollingUpdate"
// +k8s:printerColumn:name="Desired",type=integer,jsonPath=".spec.replicas"
// +k8s:printerColumn:name="Current",type=integer,jsonPath=".status.replicas"
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp"
type Rollout struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   RolloutSpec   `json:"spec,omitempty"`
	Status RolloutStatus `json:"status,omitempty"`
}

// RolloutSpec is the desired state.
type RolloutSpec struct {
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
	// +optional
	Image string `json:"image,omitempty"`
	// +optional
	Paused bool `json:"paused,omitempty"`
	// Strategy replaces the replicas; unset means RollingUpdate, which is
	// also what its field selector compares.
	// +optional
	Strategy *string `json:"strategy,omitempty"`
}

// RolloutStatus is the observed state.
type RolloutStatus struct {
	// +optional
	Replicas int32 `json:"replicas,omitempty"`
	// +optional
	Selector string `json:"selector,omitempty"`
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`
}

// RolloutList lists Rollouts.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type RolloutList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Rollout `json:"items"`
}

// Worker is cluster-scoped and declares its subresources in the kubebuilder
// dialect; its replicas are a plain int64.
//
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.count,statuspath=.status.count
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Worker struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WorkerSpec   `json:"spec,omitempty"`
	Status WorkerStatus `json:"status,omitempty"`
}

// WorkerSpec is the desired state.
type WorkerSpec struct {
	Count int64 `json:"count"`
	// +optional
	Queue string `json:"queue,omitempty"`
}

// WorkerStatus is the observed state.
type WorkerStatus struct {
	Count int64 `json:"count"`
}

// WorkerList lists Workers.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type WorkerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Worker `json:"items"`
}
