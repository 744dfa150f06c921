package p1300

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
)

var (
	_ = resource.Quantity{}
	_ = intstr.IntOrString{}
	_ types.UID
)

// Mode is an enum.
type Mode string

// Kind1 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:printerColumn:name="Col6",type=date,jsonPath=`.spec.f5`,description="A column."
// +k8s:printerColumn:name="Cel7",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind9 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:printerColumn:name="Col10",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col11",type=date,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Cel12",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind9 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind9List is a list of Kind9.
//
// +kubebuilder:object:root=true
type Kind9List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind9 `json:"items"`
}

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col14",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col15",type=date,jsonPath=`.spec.f5`,priority=1
// +k8s:printerColumn:name="Cel16",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3,omitempty"`
	F4 []byte `json:"f4,omitempty"`
	// +k8s:selectableField:trigger=true
	F5 metav1.Time `json:"f5,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate8 `json:"template"`
}

// PodTemplate8 is a random struct.
type PodTemplate8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

