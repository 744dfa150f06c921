package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Pod mirrors core/v1 Pod. Its field selectors are those of the API server:
// the PodSpec and PodStatus fields marked below, and status.podIP, which
// comes from status.podIPs[0] as it does upstream.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:shortNames=po,categories=all
// +k8s:schema:selectableField:jsonPath=".status.podIP",valueFunc=podIPSelectorValue,description="Set to the value of status.podIPs[0]"
//
// Beyond the API server (docs/field-selectors.md, "Fields through lists"):
// pods by owner, by any container's image, by any of their IPs, and by
// their Ready condition.
//
// +k8s:schema:selectableField:jsonPath=".metadata.ownerReferences[*].uid",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.containers[*].image",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.podIPs[*].ip"
// +k8s:schema:selectableField:jsonPath=".status.conditions[?(@.type==\"Ready\")].status",fieldPath="status.ready",description="The status of the Ready condition: True, False or Unknown; empty when the pod has none"
type Pod struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   PodSpec   `json:"spec,omitempty"`
	Status PodStatus `json:"status,omitempty"`
}

// podIPSelectorValue is the legacy status.podIP field selector: the first
// of status.podIPs, or "" when there is none.
func podIPSelectorValue(pod *Pod) string {
	if len(pod.Status.PodIPs) > 0 {
		return pod.Status.PodIPs[0].IP
	}
	return ""
}

// PodSpec mirrors core/v1 PodSpec.
type PodSpec struct {
	Containers []Container `json:"containers"`
	// +k8s:schema:selectableField
	// +optional
	RestartPolicy RestartPolicy `json:"restartPolicy,omitempty"`
	// +optional
	TerminationGracePeriodSeconds *int64 `json:"terminationGracePeriodSeconds,omitempty"`
	// +optional
	DNSPolicy DNSPolicy `json:"dnsPolicy,omitempty"`
	// +optional
	NodeSelector map[string]string `json:"nodeSelector,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	ServiceAccountName string `json:"serviceAccountName,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	NodeName string `json:"nodeName,omitempty"`
	// Host networking requested for this pod.
	//
	// +k8s:schema:selectableField:fieldPath="spec.hostNetwork",
	// +k8s:schema:selectableField:default="false"
	// +k8s:schema:selectableField:description="Set to the value of the spec.securityContext.hostNetwork field"
	// +optional
	HostNetwork bool `json:"hostNetwork,omitempty"`
	// +optional
	SecurityContext *PodSecurityContext `json:"securityContext,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	SchedulerName string `json:"schedulerName,omitempty"`
}

// DNSPolicy mirrors core/v1 DNSPolicy (kubectl run sets it).
type DNSPolicy string

// Container mirrors the part of core/v1 Container the examples use (and
// what kubectl run and kubectl create job send).
type Container struct {
	Name  string `json:"name"`
	Image string `json:"image,omitempty"`
	// +optional
	Resources ResourceRequirements `json:"resources,omitempty"`
}

// ResourceRequirements mirrors the requests and limits of core/v1
// ResourceRequirements.
type ResourceRequirements struct {
	// +optional
	Limits ResourceList `json:"limits,omitempty"`
	// +optional
	Requests ResourceList `json:"requests,omitempty"`
}

// ResourceList mirrors core/v1 ResourceList.
type ResourceList map[ResourceName]resource.Quantity

// ResourceName mirrors core/v1 ResourceName.
type ResourceName string

// PodSecurityContext mirrors the part of core/v1 PodSecurityContext the
// examples use.
type PodSecurityContext struct {
	// +optional
	RunAsUser *int64 `json:"runAsUser,omitempty"`
}

// RestartPolicy mirrors core/v1 RestartPolicy.
//
// +enum
type RestartPolicy string

// PodPhase mirrors core/v1 PodPhase.
//
// +enum
type PodPhase string

// PodStatus mirrors core/v1 PodStatus.
type PodStatus struct {
	// +k8s:schema:selectableField
	// +optional
	Phase PodPhase `json:"phase,omitempty"`
	// +optional
	Message string `json:"message,omitempty"`
	// +optional
	Reason string `json:"reason,omitempty"`
	// +k8s:schema:selectableField
	// +optional
	NominatedNodeName string `json:"nominatedNodeName,omitempty"`
	// +optional
	HostIP string `json:"hostIP,omitempty"`
	// +optional
	PodIP string `json:"podIP,omitempty"`
	// +optional
	PodIPs []PodIP `json:"podIPs,omitempty"`
	// +optional
	StartTime *metav1.Time `json:"startTime,omitempty"`
	// +patchMergeKey=type
	// +patchStrategy=merge
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []PodCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

// PodCondition mirrors the part of core/v1 PodCondition the examples use.
type PodCondition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// PodIP mirrors core/v1 PodIP.
type PodIP struct {
	IP string `json:"ip"`
}

// PodTemplateSpec mirrors core/v1 PodTemplateSpec: a nested object, so the
// PodSpec markers above do not apply to the kinds that hold one.
type PodTemplateSpec struct {
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +optional
	Spec PodSpec `json:"spec,omitempty"`
}

// PodList mirrors core/v1 PodList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type PodList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Pod `json:"items"`
}
