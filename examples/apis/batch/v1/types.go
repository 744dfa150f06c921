package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
)

// Job mirrors batch/v1 Job. Its selector is generated as the Job
// selector-generation design describes (controller-uid and job-name
// labels), and its status is a subresource.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:categories=all
// +k8s:selectorGeneration
// +k8s:subresource:status
type Job struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   JobSpec   `json:"spec,omitempty"`
	Status JobStatus `json:"status,omitempty"`
}

// JobSpec mirrors batch/v1 JobSpec.
type JobSpec struct {
	// +optional
	Parallelism *int32 `json:"parallelism,omitempty"`
	// +optional
	Completions *int32 `json:"completions,omitempty"`
	// +optional
	BackoffLimit *int32 `json:"backoffLimit,omitempty"`
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	// +optional
	ManualSelector *bool                  `json:"manualSelector,omitempty"`
	Template       corev1.PodTemplateSpec `json:"template"`
}

// JobStatus mirrors batch/v1 JobStatus.
type JobStatus struct {
	// +optional
	StartTime *metav1.Time `json:"startTime,omitempty"`
	// +optional
	CompletionTime *metav1.Time `json:"completionTime,omitempty"`
	// +optional
	Active int32 `json:"active,omitempty"`
	// The number of pods which reached phase Succeeded. Its field selector
	// keeps the historical name status.successful.
	//
	// +k8s:schema:selectableField:fieldPath="status.successful",description="Set to the value of status.succeeded"
	// +optional
	Succeeded int32 `json:"succeeded,omitempty"`
	// +optional
	Failed int32 `json:"failed,omitempty"`
}

// JobList mirrors batch/v1 JobList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type JobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Job `json:"items"`
}
