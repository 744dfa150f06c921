package p1410

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
// +k8s:printerColumn:name="Col6",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Cel7",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f33.app`
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f42"
// +k8s:schema:selectableField:jsonPath=".status.f43",default="2",trigger=true
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f10.f12`,priority=1
// +kubebuilder:printcolumn:name="Col45",type="date",JSONPath=`.status.f41`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.status.f43`,format=int32
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f10.f13[*].f15`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f22.f25.app`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f33.app`
// +k8s:printerColumn:name="Cel50",type=string,expression=`has(self.spec) && has(self.spec.f22) && has(self.spec.f22.f27) ? self.spec.f22.f27 : "none"`
// +k8s:resource:path=kind38-items
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec9 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3,omitempty,omitzero"`
	F4 Labels5 `json:"f4,omitempty"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Spec9 is a random struct.
type Spec9 struct {
	F10 S11 `json:"f10"`
	F22 S23 `json:"f22,omitempty"`
	F33 Labels34 `json:"f33"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// S11 is a random struct.
type S11 struct {
	F12 *int8 `json:"f12"`
	F13 List18 `json:"f13,omitempty"`
	F19 Template20 `json:"f19"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 resource.Quantity `json:"f15,omitempty"`
	F16 *metav1.Duration `json:"f16"`
	F17 uint8 `json:"f17,omitempty"`
}

// List18 is a declared list or map type.
type List18 []Item14

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 uint32 `json:"f21"`
}

// S23 is a random struct.
type S23 struct {
	F24 *metav1.MicroTime `json:"f24,omitzero"`
	F25 Labels26 `json:"f25,omitempty"`
	// +k8s:schema:selectableField:description="The f27 of the kind."
	F27 *string `json:"f27"`
	F28 Labels29 `json:"f28,omitempty"`
	F30 *Template31 `json:"f30"`
}

// Labels26 is a declared list or map type.
type Labels26 map[string]string

// Labels29 is a declared list or map type.
type Labels29 map[string]string

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 *int8 `json:"f32,omitempty"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 uint8 `json:"f40,omitempty"`
	F41 *metav1.MicroTime `json:"f41"`
	F42 metav1.Time `json:"f42,omitempty,omitzero"`
	F43 int16 `json:"f43,omitempty"`
}

