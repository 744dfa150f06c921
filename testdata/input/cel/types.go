package cel

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Ratio",type=string,expression=`"%d/%d".format([self.status.ready, self.spec.replicas])`
// +k8s:printerColumn:name="Healthy",type=boolean,expression="self.status.conditions.all(c, c.status == 'True')"
// +k8s:printerColumn:name="Owner",type=string,expression="self.spec.?owner.orValue('nobody')"
//
// Cells that depend on the current time (now: runtime.Now), as hand-written
// tables print them: an age typed string, a heartbeat's age.
// +k8s:printerColumn:name="Age",type=string,expression="has(self.metadata.creationTimestamp) ? humanDuration(now - self.metadata.creationTimestamp) : '<unknown>'"
// +k8s:printerColumn:name="Heartbeat",type=string,expression="has(self.status.lastHeartbeat) ? humanDuration(now - self.status.lastHeartbeat) + ' ago' : '<never>'"
//
// A walk of a list without MaxItems: over the cost limit on cel-go, but
// compiled to Go, where the limit does not apply.
// +k8s:printerColumn:name="HTTPS",type=boolean,expression="self.spec.ports.exists(p, p.name == 'https')"
type App struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              AppSpec   `json:"spec"`
	Status            AppStatus `json:"status,omitempty"`
}

type AppSpec struct {
	Replicas int32  `json:"replicas"`
	Owner    string `json:"owner,omitempty"`
	Ports    []Port `json:"ports,omitempty"`
}

type Port struct {
	Name string `json:"name"`
}

type AppStatus struct {
	Ready         int32        `json:"ready"`
	LastHeartbeat *metav1.Time `json:"lastHeartbeat,omitempty"`
	// +k8s:maxItems=8
	Conditions []Condition `json:"conditions,omitempty"`
}

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}
