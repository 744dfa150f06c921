package p1034

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
// +k8s:printerColumn:name="Col6",type=string,jsonPath=`.spec.f4.app`,priority=1
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f17",indexed=true
// +k8s:selectableField:jsonPath=".spec.f18"
// +k8s:schema:selectableField:jsonPath=".spec.f21",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f26",default="1"
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f27`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f36.f41`
// +k8s:printerColumn:name="Col57",type=date,jsonPath=`.status.f36.f51`,priority=1
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f10.app`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.status.f36.f42[*].f44`
// +k8s:printerColumn:name="Cel60",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind61 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f17",description="The f17 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f63"
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f21`,priority=1
// +kubebuilder:printcolumn:name="Col78",type="number",JSONPath=`.status.f64.f67`
// +k8s:printerColumn:name="Cel79",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind61 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
}

// Kind61List is a list of Kind61.
//
// +kubebuilder:object:root=true
type Kind61List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind61 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3,omitempty"`
	F4 Labels5 `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate7 `json:"template"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// PodTemplate7 is a random struct.
type PodTemplate7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 Labels11 `json:"f10,omitempty"`
	F12 *Template13 `json:"f12,omitempty"`
	F17 metav1.MicroTime `json:"f17,omitempty"`
	F18 metav1.MicroTime `json:"f18,omitempty,omitzero"`
	F19 float64 `json:"f19"`
	Inline20 `json:",inline"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *metav1.Time `json:"f16,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 intstr.IntOrString `json:"f21"`
	F22 Template23 `json:"f22"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 float32 `json:"f24,omitempty,omitzero"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 int `json:"f26,omitzero"`
	F27 *[]int8 `json:"f27,omitempty,omitzero"`
	F28 Template29 `json:"f28"`
	F33 Template34 `json:"f33"`
	F36 S37 `json:"f36,omitempty"`
	F52 *Template53 `json:"f52,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 metav1.Time `json:"f32"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 Template31 `json:"f30"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 metav1.Duration `json:"f35"`
}

// S37 is a random struct.
type S37 struct {
	F38 Template39 `json:"f38"`
	F41 []byte `json:"f41"`
	F42 List50 `json:"f42"`
	F51 *metav1.Time `json:"f51"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 uint32 `json:"f40"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 resource.Quantity `json:"f44,omitempty"`
	F45 *metav1.MicroTime `json:"f45,omitempty"`
	F46 uint8 `json:"f46"`
	F47 *[]int8 `json:"f47,omitzero"`
	F48 int64 `json:"f48"`
	F49 uint16 `json:"f49"`
}

// List50 is a declared list or map type.
type List50 []Item43

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 int8 `json:"f54,omitzero"`
}

// Status62 is a random struct.
type Status62 struct {
	F63 metav1.MicroTime `json:"f63,omitempty"`
	F64 *S65 `json:"f64,omitempty"`
}

// S65 is a random struct.
type S65 struct {
	F66 *float64 `json:"f66"`
	F67 float32 `json:"f67"`
	F68 Labels69 `json:"f68,omitempty"`
	F70 Template71 `json:"f70,omitempty"`
	F73 Template74 `json:"f73"`
	Skipped76 string `json:"-"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 *uint32 `json:"f72,omitzero"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 *[]int8 `json:"f75,omitempty"`
}

