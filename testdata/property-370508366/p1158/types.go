package p1158

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
// +k8s:schema:selectableField:jsonPath=".spec.f6",default="80"
// +k8s:schema:selectableField:jsonPath=".spec.f8",description="The f8 of the kind."
// +kubebuilder:printcolumn:name="Col30",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f4`,description="A column."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f6`,description="A column."
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.status.f11`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.status.f12[*].f16`
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.status.f12[0].f16`,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f12[?(@.f16=="fast")].f16`
// +k8s:printerColumn:name="Cel38",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:index:field="spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7",default="80",description="The f7 of the kind."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col53",type="date",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f43`,format=int32
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.status.f44`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f45.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel57",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:schema:index:field="spec.notDeclared"
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status41 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3,omitempty"`
	F4 uint16 `json:"f4,omitempty"`
	F5 *metav1.Duration `json:"f5"`
	F6 intstr.IntOrString `json:"f6,omitzero"`
	F7 intstr.IntOrString `json:"f7"`
	F8 int16 `json:"f8,omitempty"`
	Skipped9 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 []int8 `json:"f11,omitempty"`
	F12 List29 `json:"f12,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 Labels15 `json:"f14"`
	F16 Mode `json:"f16,omitempty"`
	F17 S18 `json:"f17"`
	*Inline22 `json:",inline"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// S18 is a random struct.
type S18 struct {
	F19 int32 `json:"f19,omitempty"`
	F20 *float64 `json:"f20,omitempty"`
	F21 int `json:"f21,omitzero"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 *Mode `json:"f23,omitempty"`
	F24 float64 `json:"f24"`
	F25 *uint64 `json:"f25,omitzero"`
	F26 bool `json:"f26"`
	F27 float32 `json:"f27"`
	F28 int32 `json:"f28,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item13

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status41 is a random struct.
type Status41 struct {
	F42 metav1.Time `json:"f42,omitempty"`
	F43 int8 `json:"f43"`
	F44 int16 `json:"f44,omitempty"`
	F45 Labels46 `json:"f45"`
	F47 Template48 `json:"f47,omitempty"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 Labels50 `json:"f49,omitempty"`
}

