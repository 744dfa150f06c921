package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Deployment has two columns named Available, as cluster-api's
// MachineDeployment does: a condition and a replica count. The CRD API
// accepts them and kubectl shows both. Cluster (an integer column over a
// string), Phase (no such field) and Unobserved (a filter on a zero that
// JSON leaves out) are columns controller-gen and the CRD API accept though
// their cells are always empty: generated with a note.
//
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Available",type="string",JSONPath=`.status.conditions[?(@.type=="Available")].status`
// +kubebuilder:printcolumn:name="Available",type="integer",JSONPath=".status.availableReplicas"
// +kubebuilder:printcolumn:name="MaxSurge",type="string",JSONPath=".spec.maxSurge"
// +kubebuilder:printcolumn:name="Cluster",type="integer",JSONPath=".spec.clusterName",priority=1
// +kubebuilder:printcolumn:name="Phase",type="string",JSONPath=".status.phase"
// +kubebuilder:printcolumn:name="Unobserved",type="string",JSONPath=".status.conditions[?(@.observedGeneration==0)].type",priority=1
type Deployment struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   DeploymentSpec   `json:"spec,omitempty"`
	Status DeploymentStatus `json:"status,omitempty"`
}

// DeploymentSpec has a member-level selectable field.
type DeploymentSpec struct {
	// +k8s:schema:selectableField
	ClusterName string `json:"clusterName"`
	// MaxSurge is an int-or-string, shown in a column.
	MaxSurge *intstr.IntOrString `json:"maxSurge,omitempty"`
}

// DeploymentStatus is the observed state.
type DeploymentStatus struct {
	AvailableReplicas int32              `json:"availableReplicas,omitempty"`
	Conditions        []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true

// DeploymentList is a list of Deployments.
type DeploymentList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Deployment `json:"items"`
}

// Binding has the status subresource but no status field, as cluster-api's
// ClusterResourceSetBinding: controller-gen and the CRD API accept it.
//
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=bindings,scope=Namespaced,categories=cluster-api
type Binding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BindingSpec `json:"spec,omitempty"`
}

// BindingSpec is the desired state.
type BindingSpec struct {
	ClusterName string `json:"clusterName,omitempty"`
}
