package listpaths

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.parts[*].name",default="none"
// +k8s:schema:selectableField:jsonPath=".spec.tags[*]",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.parts[?(@.name==\"a\")].size"
// +k8s:schema:selectableField:jsonPath=".spec.ports[?(@.port==\"a\")].name"
// +k8s:schema:selectableField:jsonPath=".spec.slots[?(@.zone==\"a\")].name"
// +k8s:schema:selectableField:jsonPath=".status.conditions[?(@.kind==\"Ready\")].status"
// +k8s:schema:selectableField:jsonPath=".spec.color[*]"
// +k8s:schema:selectableField:jsonPath=".status.conditions[?(@.type==\"Ready\")]"
// +k8s:schema:selectableField:jsonPath=".spec.labels[*]"
// +k8s:schema:selectableField:jsonPath=".spec.parts[?(@.name==Ready)].size"
// +k8s:schema:selectableField:jsonPath=".spec.parts[*].spec"
// +k8s:schema:selectableField:jsonPath=".status.conditions[*].status",valueFunc=ReadyStatus,description="x"
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec   `json:"spec"`
	Status            WidgetStatus `json:"status,omitempty"`
}

type WidgetSpec struct {
	Color  string            `json:"color"`
	Tags   []string          `json:"tags,omitempty"`
	Labels map[string]string `json:"labels,omitempty"`
	Parts  []Part            `json:"parts,omitempty"`
	// +listType=map
	// +listMapKey=port
	Ports []Port `json:"ports,omitempty"`
	// +listType=map
	// +listMapKey=zone
	// +listMapKey=name
	Slots []Slot `json:"slots,omitempty"`
}

type Part struct {
	Name string            `json:"name"`
	Size int32             `json:"size"`
	Spec map[string]string `json:"spec,omitempty"`
}

type Port struct {
	Port int32  `json:"port"`
	Name string `json:"name"`
}

type Slot struct {
	Zone string `json:"zone"`
	Name string `json:"name"`
}

type WidgetStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

func ReadyStatus(obj *Widget) string { return "" }
