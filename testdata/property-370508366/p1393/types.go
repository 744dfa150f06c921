package p1393

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
// +k8s:selectableField:jsonPath=".spec.f13"
// +k8s:printerColumn:name="Col16",type=string,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col17",type=date,jsonPath=`.spec.f13`,description="A column."
// +k8s:printerColumn:name="Col18",type=string,jsonPath=`.spec.f5.app`,description="A column."
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.spec.f8.app`
// +k8s:printerColumn:name="Cel20",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f31"
// +k8s:schema:selectableField:jsonPath=".status.f32",description="The f32 of the kind.",trigger=true
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col34",type=date,jsonPath=`.status.f32`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f27.app`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup36",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup36",type=string,jsonPath=`.metadata.name`
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec23 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f24",description="The f24 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f26"
// +k8s:schema:selectableField:jsonPath=".status.f40",default="fast"
// +k8s:schema:selectableField:jsonPath=".status.f43",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f44",description="The f44 of the kind."
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.status.f43`
// +k8s:printerColumn:name="Col54",type=integer,jsonPath=`.status.f44`,format=int32
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.status) && has(self.status.f45) && has(self.status.f45.f47) ? string(self.status.f45.f47) : "none"`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 bool `json:"f3"`
	F4 *metav1.Duration `json:"f4"`
	F5 map[string]string `json:"f5"`
	F6 uint32 `json:"f6"`
	*Inline7 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate21 `json:"template"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 Labels9 `json:"f8,omitempty"`
	F10 map[string]string `json:"f10,omitempty"`
	F11 Labels12 `json:"f11"`
	F13 metav1.MicroTime `json:"f13,omitempty"`
	F14 map[string]string `json:"f14"`
	F15 *uint64 `json:"f15"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// PodTemplate21 is a random struct.
type PodTemplate21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 int8 `json:"f24,omitempty,omitzero"`
	F25 uint64 `json:"f25"`
	F26 Mode `json:"f26"`
	F27 Labels28 `json:"f27"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Status29 is a random struct.
type Status29 struct {
	// +k8s:selectableField
	F30 string `json:"f30,omitempty"`
	F31 uint8 `json:"f31"`
	F32 *metav1.Time `json:"f32,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 *bool `json:"f39,omitempty"`
	F40 *Mode `json:"f40"`
	F41 Labels42 `json:"f41,omitempty"`
	F43 int32 `json:"f43,omitempty"`
	F44 *int16 `json:"f44"`
	F45 S46 `json:"f45,omitempty"`
	Skipped50 string `json:"-"`
}

// Labels42 is a declared list or map type.
type Labels42 map[string]string

// S46 is a random struct.
type S46 struct {
	F47 int32 `json:"f47,omitzero"`
	F48 *resource.Quantity `json:"f48,omitempty,omitzero"`
	Skipped49 string `json:"-"`
}

