package p1558

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",indexed=true
// +k8s:printerColumn:name="Col12",type=string,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col13",type=string,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Cel14",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind16 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f26.f29`,priority=1,description="A column."
// +k8s:printerColumn:name="Col48",type=boolean,jsonPath=`.status.f26.f40`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f45`
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.status.f46`,description="A column.",format=int32
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f26.f28.app`,description="A column."
// +k8s:printerColumn:name="Cel52",type=string,expression=`has(self.status) && has(self.status.f26) && has(self.status.f26.f35) ? string(self.status.f26.f35) : "none"`
// +k8s:subresource:status
type Kind16 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec17 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind16List is a list of Kind16.
//
// +kubebuilder:object:root=true
type Kind16List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind16 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f57"
// +k8s:selectableField:jsonPath=".status.f60"
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.status.f61`,description="A column."
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup64",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup64",type=string,jsonPath=`.metadata.name`,priority=1
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec54 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3,omitzero"`
	F4 []Item5 `json:"f4"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate15 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint32 `json:"f6,omitempty"`
	F7 *metav1.Time `json:"f7"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 float32 `json:"f9,omitempty"`
	F10 uint64 `json:"f10,omitempty,omitzero"`
	Skipped11 string `json:"-"`
}

// PodTemplate15 is a random struct.
type PodTemplate15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec17 is a random struct.
type Spec17 struct {
	// +k8s:schema:selectableField:default="3",description="The f18 of the kind."
	F18 int32 `json:"f18,omitempty"`
	F19 Template20 `json:"f19,omitempty"`
}

// S22 is a random struct.
type S22 struct {
	F23 []byte `json:"f23,omitempty,omitzero"`
	F24 metav1.MicroTime `json:"f24"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 S22 `json:"f21,omitempty"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 *S27 `json:"f26"`
	F42 Labels43 `json:"f42"`
	F44 int8 `json:"f44,omitempty,omitzero"`
	F45 *string `json:"f45"`
	F46 uint16 `json:"f46,omitempty,omitzero"`
}

// S27 is a random struct.
type S27 struct {
	F28 map[string]string `json:"f28"`
	F29 *string `json:"f29,omitempty"`
	F30 Labels31 `json:"f30"`
	F32 Template33 `json:"f32,omitempty"`
	F35 int64 `json:"f35,omitempty"`
	Inline36 `json:",inline"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 metav1.MicroTime `json:"f34,omitempty"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 *uint16 `json:"f37,omitempty,omitzero"`
	// +k8s:selectableField:indexed=true
	F38 *int8 `json:"f38"`
	F39 int8 `json:"f39"`
	F40 *bool `json:"f40,omitempty"`
	// +k8s:schema:selectableField:default="1",indexed=true
	F41 int `json:"f41"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Spec54 is a random struct.
type Spec54 struct {
	F55 *uint64 `json:"f55"`
	F56 string `json:"f56"`
	F57 *metav1.Duration `json:"f57"`
}

// Status58 is a random struct.
type Status58 struct {
	// +k8s:schema:selectableField:indexed=true
	F59 int16 `json:"f59"`
	F60 []byte `json:"f60"`
	F61 []int8 `json:"f61,omitzero"`
	F62 uint16 `json:"f62"`
}

