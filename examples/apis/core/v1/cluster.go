package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Namespace mirrors core/v1 Namespace, a cluster-scoped kind. Upstream
// also computes a legacy "name" field equal to metadata.name; it is
// declared here as a legacy alias.
//
// +genclient
// +genclient:nonNamespaced
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:shortNames=ns
// +k8s:printerColumn:name="Status",type=string,description="The status of the namespace",jsonPath=".status.phase"
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="Legacy alias of metadata.name"
type Namespace struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   NamespaceSpec   `json:"spec,omitempty"`
	Status NamespaceStatus `json:"status,omitempty"`
}

// NamespaceSpec mirrors core/v1 NamespaceSpec.
type NamespaceSpec struct {
	// +optional
	Finalizers []FinalizerName `json:"finalizers,omitempty"`
}

// FinalizerName mirrors core/v1 FinalizerName.
type FinalizerName string

// FinalizerKubernetes is the finalizer the server gives every namespace:
// its content is deleted before the namespace is.
const FinalizerKubernetes FinalizerName = "kubernetes"

// NamespaceStatus mirrors core/v1 NamespaceStatus.
type NamespaceStatus struct {
	// +k8s:schema:selectableField
	// +optional
	Phase NamespacePhase `json:"phase,omitempty"`
}

// NamespacePhase mirrors core/v1 NamespacePhase.
//
// +enum
type NamespacePhase string

// The phases of a namespace.
const (
	// NamespaceActive: objects can be created in the namespace.
	NamespaceActive NamespacePhase = "Active"
	// NamespaceTerminating: the namespace is being deleted; no object can
	// be created in it.
	NamespaceTerminating NamespacePhase = "Terminating"
)

// NamespaceList mirrors core/v1 NamespaceList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type NamespaceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Namespace `json:"items"`
}

// Node mirrors core/v1 Node, a cluster-scoped kind.
//
// +genclient
// +genclient:nonNamespaced
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:shortNames=no
type Node struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec NodeSpec `json:"spec,omitempty"`
}

// NodeSpec mirrors core/v1 NodeSpec.
type NodeSpec struct {
	// +optional
	PodCIDR string `json:"podCIDR,omitempty"`
	// +optional
	ProviderID string `json:"providerID,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	Unschedulable bool `json:"unschedulable,omitempty"`
}

// NodeList mirrors core/v1 NodeList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type NodeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Node `json:"items"`
}

// Secret mirrors core/v1 Secret.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Secret struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Immutable *bool `json:"immutable,omitempty"`
	// +optional
	Data map[string][]byte `json:"data,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	Type SecretType `json:"type,omitempty"`
}

// SecretType mirrors core/v1 SecretType.
type SecretType string

// SecretList mirrors core/v1 SecretList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type SecretList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Secret `json:"items"`
}

// ReplicationController mirrors core/v1 ReplicationController.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:shortNames=rc,categories=all
type ReplicationController struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ReplicationControllerSpec   `json:"spec,omitempty"`
	Status ReplicationControllerStatus `json:"status,omitempty"`
}

// ReplicationControllerSpec mirrors core/v1 ReplicationControllerSpec.
type ReplicationControllerSpec struct {
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
	// +optional
	Selector map[string]string `json:"selector,omitempty"`
	// +optional
	Template *PodTemplateSpec `json:"template,omitempty"`
}

// ReplicationControllerStatus mirrors core/v1 ReplicationControllerStatus.
type ReplicationControllerStatus struct {
	// +k8s:schema:selectableField
	Replicas int32 `json:"replicas"`
	// +optional
	ReadyReplicas int32 `json:"readyReplicas,omitempty"`
}

// ReplicationControllerList mirrors core/v1 ReplicationControllerList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ReplicationControllerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ReplicationController `json:"items"`
}
