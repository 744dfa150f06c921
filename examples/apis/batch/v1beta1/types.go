package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
)

// Job is the v1beta1 Job: a selector is generated when autoSelector is true.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:selectorGeneration:autoSelector=".spec.autoSelector"
type Job struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec JobSpec `json:"spec,omitempty"`
}

// JobSpec is the v1beta1 Job spec.
type JobSpec struct {
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	// +optional
	AutoSelector *bool                  `json:"autoSelector,omitempty"`
	Template     corev1.PodTemplateSpec `json:"template"`
}

// JobList lists v1beta1 Jobs.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type JobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Job `json:"items"`
}
