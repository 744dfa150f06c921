package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Release carries the columns of KEP-4595's example and user stories:
//   - Replicas and Status: the KEP's example ("1/1", READY/WAITING);
//   - Hosts (JSONPath, first server only), HostsCEL (Story 1, every server's
//     hosts) and AllHosts (Story 1 with flatten);
//   - Ready: Story 2, the Ready condition or "Unknown"; ReadyPath the same
//     condition as a JSONPath filter (empty when there is none);
//   - Combined: Story 3, two fields joined with a slash;
//   - Duration: Story 4, the time between two timestamps (24h7m10s).
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Replicas",type=string,expression=`"%d/%d".format([self.status.replicas, self.spec.replicas])`
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp"
// +k8s:printerColumn:name="Status",type=string,expression=`self.status.replicas == self.spec.replicas ? "READY" : "WAITING"`
// +k8s:printerColumn:name="Hosts",type=string,jsonPath=".spec.servers[*].hosts"
// +k8s:printerColumn:name="HostsCEL",type=string,description="All hosts from all servers",expression="self.spec.servers.map(s, s.hosts)"
// +k8s:printerColumn:name="AllHosts",type=string,priority=1,expression="self.spec.servers.map(s, s.hosts).flatten()"
// +k8s:printerColumn:name="Ready",type=string,description="Status of the Ready condition",
// +k8s:printerColumn:expression=`self.status.conditions.exists(c, c.type == "Ready") ? self.status.conditions.filter(c, c.type == "Ready")[0].status : "Unknown"`
// +k8s:printerColumn:name="ReadyPath",type=string,priority=1,jsonPath=`.status.conditions[?(@.type=="Ready")].status`
// +k8s:printerColumn:name="Combined",type=string,description="Combined Foo and Bar values",expression=`"%s/%s".format([self.spec.sub.foo, self.spec.sub.bar])`
// +k8s:printerColumn:name="Duration",type=string,description="Duration between start and completion",
// +k8s:printerColumn:expression="timestamp(self.status.completionTimestamp) - timestamp(self.status.startTimestamp)"
// +k8s:printerColumn:name="Desired",type=integer,priority=1,expression="self.spec.replicas"
// +k8s:printerColumn:name="Complete",type=boolean,priority=1,expression="has(self.status.completionTimestamp)"
// +k8s:printerColumn:name="Started",type=date,priority=1,expression="self.status.startTimestamp"
type Release struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ReleaseSpec   `json:"spec,omitempty"`
	Status ReleaseStatus `json:"status,omitempty"`
}

// ReleaseSpec is the desired state.
type ReleaseSpec struct {
	Replicas int64 `json:"replicas"`
	// +kubebuilder:validation:MaxItems=16
	// +optional
	Servers []Server `json:"servers,omitempty"`
	// +optional
	Sub Sub `json:"sub,omitempty"`
}

// Server serves some hosts.
type Server struct {
	Name string `json:"name"`
	// +kubebuilder:validation:MaxItems=32
	// +optional
	Hosts []string `json:"hosts,omitempty"`
}

// Sub holds the two fields of Story 3.
type Sub struct {
	Foo string `json:"foo"`
	Bar string `json:"bar"`
}

// ReleaseStatus is the observed state.
type ReleaseStatus struct {
	Replicas int64 `json:"replicas"`
	// +kubebuilder:validation:MaxItems=16
	// +optional
	Conditions []Condition `json:"conditions,omitempty"`
	// +optional
	StartTimestamp *metav1.Time `json:"startTimestamp,omitempty"`
	// +optional
	CompletionTimestamp *metav1.Time `json:"completionTimestamp,omitempty"`
}

// Condition is a condition in the usual Kubernetes shape.
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	// +optional
	Reason string `json:"reason,omitempty"`
}

// ReleaseList is a list of Releases.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ReleaseList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Release `json:"items"`
}
