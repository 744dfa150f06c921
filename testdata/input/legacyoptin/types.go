package legacyoptin

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gauge is generated: the package opts in.
//
// +k8s:schema:selectableField:jsonPath=".spec.unit"
type Gauge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GaugeSpec `json:"spec"`
}

type GaugeSpec struct {
	Unit string `json:"unit"`
}

type GaugeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gauge `json:"items"`
}

// Dial opts out in the first spelling.
//
// +k8s:selectable-gen=false
type Dial struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
