package cel

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Ratio",type=string,expression=`"%d/%d".format([self.status.ready, self.spec.replicas])`
// +k8s:printerColumn:name="Healthy",type=boolean,expression="self.status.conditions.all(c, c.status == 'True')"
// +k8s:printerColumn:name="Owner",type=string,expression="self.spec.?owner.orValue('nobody')"
type App struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              AppSpec   `json:"spec"`
	Status            AppStatus `json:"status,omitempty"`
}

type AppSpec struct {
	Replicas int32  `json:"replicas"`
	Owner    string `json:"owner,omitempty"`
}

type AppStatus struct {
	Ready int32 `json:"ready"`
	// +k8s:maxItems=8
	Conditions []Condition `json:"conditions,omitempty"`
}

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}
