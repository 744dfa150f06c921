package p1201

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="fast"
// +kubebuilder:printcolumn:name="Col7",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col8",type="string",JSONPath=`.spec.f5.app`
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

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f18"
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind19 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f52",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f88"
// +k8s:schema:selectableField:jsonPath=".spec.f89"
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f74`
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.spec.f78`,priority=1
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.spec.f51.app`
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.spec.f53.f55[0].f58`,priority=1
type Kind19 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec20 `json:"spec,omitempty"`
}

// Kind19List is a list of Kind19.
//
// +kubebuilder:object:root=true
type Kind19List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind19 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:trigger=true
	F3 intstr.IntOrString `json:"f3"`
	F4 *Mode `json:"f4"`
	F5 Labels6 `json:"f5,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate9 `json:"template"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// PodTemplate9 is a random struct.
type PodTemplate9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 []Item13 `json:"f12,omitempty"`
	F18 metav1.MicroTime `json:"f18"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 Labels15 `json:"f14,omitempty"`
	F16 uint8 `json:"f16,omitzero"`
	F17 *[]int8 `json:"f17"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Spec20 is a random struct.
type Spec20 struct {
	F21 List50 `json:"f21,omitempty"`
	F51 map[string]string `json:"f51"`
	F52 *metav1.MicroTime `json:"f52,omitempty"`
	F53 *S54 `json:"f53"`
	F70 *uint8 `json:"f70,omitempty"`
	F71 Labels72 `json:"f71"`
	Inline73 `json:",inline"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *types.UID `json:"f23,omitempty,omitzero"`
	F24 *S25 `json:"f24,omitempty"`
	F30 S31 `json:"f30,omitempty"`
	F35 Labels36 `json:"f35"`
	F37 uint16 `json:"f37,omitzero"`
	F38 S39 `json:"f38,omitempty"`
	Inline46 `json:",inline"`
}

// S25 is a random struct.
type S25 struct {
	F26 []int8 `json:"f26,omitzero"`
	F27 *uint32 `json:"f27,omitzero"`
	F28 *int16 `json:"f28,omitempty"`
	F29 *float32 `json:"f29,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 metav1.Time `json:"f32,omitzero"`
	F33 intstr.IntOrString `json:"f33,omitempty"`
	F34 *uint16 `json:"f34,omitzero"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// S39 is a random struct.
type S39 struct {
	F40 *uint16 `json:"f40"`
	F41 float64 `json:"f41,omitempty,omitzero"`
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 metav1.Time `json:"f43,omitempty"`
	F44 types.UID `json:"f44,omitempty,omitzero"`
	F45 *intstr.IntOrString `json:"f45"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 float32 `json:"f47,omitzero"`
	F48 int32 `json:"f48"`
	F49 int8 `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item22

// S54 is a random struct.
type S54 struct {
	F55 []Item56 `json:"f55"`
	F63 S64 `json:"f63"`
	F67 Template68 `json:"f67,omitempty"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 float64 `json:"f57,omitempty,omitzero"`
	F58 []byte `json:"f58"`
	F59 intstr.IntOrString `json:"f59,omitempty"`
	F60 uint64 `json:"f60,omitempty"`
	F61 string `json:"f61"`
	Skipped62 string `json:"-"`
}

// S64 is a random struct.
type S64 struct {
	// +k8s:selectableField:trigger=true
	F65 types.UID `json:"f65"`
	F66 int64 `json:"f66"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 *int `json:"f69,omitempty"`
}

// Labels72 is a declared list or map type.
type Labels72 map[string]string

// Inline73 is a random struct.
type Inline73 struct {
	F74 metav1.Duration `json:"f74,omitempty"`
	F75 Template76 `json:"f75"`
	// +k8s:selectableField:default="1"
	F78 int `json:"f78,omitempty"`
	F79 Template80 `json:"f79,omitempty"`
	F82 Template83 `json:"f82,omitempty"`
	*Inline85 `json:",inline"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 int16 `json:"f77,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 uint16 `json:"f81"`
}

// Template83 is a random struct.
type Template83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F84 uint16 `json:"f84"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 int64 `json:"f86,omitempty"`
	F87 uint8 `json:"f87"`
	F88 uint32 `json:"f88,omitempty"`
	F89 *intstr.IntOrString `json:"f89,omitempty"`
	F90 float64 `json:"f90,omitempty"`
}

