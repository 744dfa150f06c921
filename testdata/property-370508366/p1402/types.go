package p1402

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
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f7.f10`
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.status.f21`,format=int32
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.status) && has(self.status.f21) ? string(self.status.f21) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f31.app`
// +k8s:printerColumn:name="Cel33",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind28-items
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec29 `json:"spec,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty"`
	Skipped5 string `json:"-"`
	*Inline6 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate27 `json:"template"`
}

// Inline6 is a random struct.
type Inline6 struct {
	F7 S8 `json:"f7"`
	F14 *int `json:"f14"`
	F15 *int16 `json:"f15"`
	Skipped16 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 []int8 `json:"f9,omitempty"`
	F10 int8 `json:"f10,omitempty"`
	F11 resource.Quantity `json:"f11,omitempty"`
	F12 resource.Quantity `json:"f12,omitzero"`
	F13 *metav1.Time `json:"f13"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 Labels19 `json:"f18,omitempty"`
	F20 map[string]string `json:"f20"`
	F21 int `json:"f21,omitempty"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// PodTemplate27 is a random struct.
type PodTemplate27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec29 is a random struct.
type Spec29 struct {
	F30 map[string]string `json:"f30"`
	F31 map[string]string `json:"f31,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate34 `json:"template"`
}

// PodTemplate34 is a random struct.
type PodTemplate34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

