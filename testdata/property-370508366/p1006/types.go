package p1006

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
// +kubebuilder:printcolumn:name="Col48",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col49",type="number",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f4.f14`
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.spec.f25.f30`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f25.f31`
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f32`,format=int32
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f37.app`
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.spec) && has(self.spec.f25) && has(self.spec.f25.f30) ? string(self.spec.f25.f30) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f25.f27",description="The f27 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f59"
// +kubebuilder:printcolumn:name="Col78",type="integer",JSONPath=`.spec.f25.f28`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="integer",JSONPath=`.spec.f25.f29`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.status.f71`,format=int32
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f37.app`,description="A column."
// +k8s:printerColumn:name="Cel84",type=string,expression=`has(self.spec) && has(self.spec.f25) && has(self.spec.f25.f30) ? string(self.spec.f25.f30) : "none"`
// +kubebuilder:subresource:status
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Kind85 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f90",default="3",description="The f90 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f91",description="The f91 of the kind."
// +kubebuilder:printcolumn:name="Col129",type="number",JSONPath=`.spec.f88`
// +kubebuilder:printcolumn:name="Col130",type="string",JSONPath=`.spec.f89`
// +kubebuilder:printcolumn:name="Col131",type="integer",JSONPath=`.spec.f90`
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.spec.f92`
// +kubebuilder:printcolumn:name="Col133",type="string",JSONPath=`.status.f117`
// +kubebuilder:printcolumn:name="Col134",type="string",JSONPath=`.status.f101[*].f106`,description="A column."
// +kubebuilder:printcolumn:name="Col135",type="string",JSONPath=`.status.f118[?(@.f124=="fast")].f120`
// +k8s:printerColumn:name="Cel136",type=string,expression=`has(self.spec) && has(self.spec.f90) ? string(self.spec.f90) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind85 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec86 `json:"spec,omitempty"`
	Status Status93 `json:"status,omitempty"`
}

// Kind85List is a list of Kind85.
//
// +kubebuilder:object:root=true
type Kind85List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind85 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F15 *Template16 `json:"f15,omitempty"`
	F18 List23 `json:"f18,omitempty"`
	Inline24 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 float64 `json:"f6,omitempty"`
	F7 *int `json:"f7,omitempty,omitzero"`
	F8 []Item9 `json:"f8"`
	F14 intstr.IntOrString `json:"f14,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 []int8 `json:"f10,omitempty"`
	F11 *string `json:"f11,omitzero"`
	F12 types.UID `json:"f12"`
	F13 uint16 `json:"f13"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 metav1.MicroTime `json:"f17,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 float32 `json:"f20,omitempty,omitzero"`
	F21 *types.UID `json:"f21,omitempty"`
	F22 metav1.Time `json:"f22,omitempty"`
}

// List23 is a declared list or map type.
type List23 []Item19

// Inline24 is a random struct.
type Inline24 struct {
	F25 *S26 `json:"f25,omitempty"`
	F32 int32 `json:"f32,omitempty"`
	F33 string `json:"f33"`
	F34 Template35 `json:"f34"`
	F37 map[string]string `json:"f37,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F38 Mode `json:"f38,omitempty,omitzero"`
}

// S26 is a random struct.
type S26 struct {
	F27 uint32 `json:"f27"`
	// +k8s:schema:selectableField
	F28 int8 `json:"f28,omitempty"`
	// +k8s:selectableField:description="The f29 of the kind."
	F29 int32 `json:"f29,omitempty,omitzero"`
	F30 bool `json:"f30,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="3",description="The f31 of the kind."
	F31 int32 `json:"f31,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 metav1.MicroTime `json:"f36"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 *Template41 `json:"f40,omitempty"`
	F43 float32 `json:"f43,omitempty"`
	F44 metav1.Time `json:"f44,omitempty"`
	F45 *Template46 `json:"f45,omitempty"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 uint64 `json:"f42,omitempty"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 int8 `json:"f47,omitempty"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 *int16 `json:"f59"`
	F60 *int `json:"f60,omitempty"`
	F61 []Item62 `json:"f61,omitempty"`
	F71 uint8 `json:"f71,omitempty"`
	F72 metav1.Duration `json:"f72"`
	F73 S74 `json:"f73,omitempty"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 Template64 `json:"f63"`
	F66 types.UID `json:"f66,omitempty"`
	F67 *intstr.IntOrString `json:"f67,omitzero"`
	F68 *int32 `json:"f68,omitempty"`
	F69 map[string]string `json:"f69"`
	Skipped70 string `json:"-"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 int `json:"f65"`
}

// S74 is a random struct.
type S74 struct {
	F75 int16 `json:"f75"`
	F76 *intstr.IntOrString `json:"f76,omitempty"`
	Skipped77 string `json:"-"`
}

// Spec86 is a random struct.
type Spec86 struct {
	F87 float64 `json:"f87,omitempty"`
	F88 float64 `json:"f88,omitzero"`
	// +k8s:schema:selectableField:trigger=true
	F89 types.UID `json:"f89"`
	F90 int32 `json:"f90,omitempty"`
	F91 types.UID `json:"f91,omitempty"`
	F92 *Mode `json:"f92"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status93 is a random struct.
type Status93 struct {
	F94 *Template95 `json:"f94"`
	F101 List109 `json:"f101,omitempty"`
	F110 *Template111 `json:"f110,omitempty"`
	F117 *metav1.Duration `json:"f117,omitempty"`
	F118 List127 `json:"f118,omitempty"`
	Skipped128 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S97 is a random struct.
type S97 struct {
	F98 metav1.Time `json:"f98,omitempty"`
	F99 []byte `json:"f99"`
	F100 metav1.Duration `json:"f100"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 *S97 `json:"f96,omitempty"`
}

// Item102 is a random struct.
type Item102 struct {
	F103 Template104 `json:"f103"`
	F106 intstr.IntOrString `json:"f106"`
	F107 map[string]string `json:"f107"`
	F108 int64 `json:"f108"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 int16 `json:"f105"`
}

// List109 is a declared list or map type.
type List109 []Item102

// Item113 is a random struct.
type Item113 struct {
	F114 types.UID `json:"f114"`
	F115 float32 `json:"f115,omitempty"`
	F116 metav1.Time `json:"f116,omitempty"`
}

// Template111 is a random struct.
type Template111 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F112 []Item113 `json:"f112,omitempty"`
}

// Item119 is a random struct.
type Item119 struct {
	F120 intstr.IntOrString `json:"f120"`
	F121 *string `json:"f121"`
	F122 Labels123 `json:"f122,omitempty"`
	F124 Mode `json:"f124"`
	F125 *resource.Quantity `json:"f125"`
	F126 *[]int8 `json:"f126,omitempty,omitzero"`
}

// Labels123 is a declared list or map type.
type Labels123 map[string]string

// List127 is a declared list or map type.
type List127 []Item119

