package p1293

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
// +k8s:schema:selectableField:jsonPath=".spec.f15.f17.f20",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f15.f26",description="The f26 of the kind."
// +k8s:selectableField:jsonPath=".spec.f28.f37.f39",description="The f39 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f28.f46"
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f15.f17.f19`
// +kubebuilder:printcolumn:name="Col48",type="boolean",JSONPath=`.spec.f15.f17.f20`
// +kubebuilder:printcolumn:name="Col49",type="number",JSONPath=`.spec.f15.f17.f21`
// +kubebuilder:printcolumn:name="Col50",type="date",JSONPath=`.spec.f15.f23`
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.spec.f28.f37.f40`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f28.f37.f42`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f28.f37.f43`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f28.f46`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f15.f24.app`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f28.f30[*].f32`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f28.f30[0].f32`,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f15.f17.f20",default="false"
// +kubebuilder:selectablefield:JSONPath=".spec.f15.f26"
// +k8s:schema:index:field="spec.f15.f26"
// +kubebuilder:selectablefield:JSONPath=".spec.f28.f37.f39"
// +k8s:selectableField:jsonPath=".spec.f28.f37.f40",description="The f40 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f28.f37.f41"
// +k8s:schema:selectableField:jsonPath=".spec.f28.f37.f43",default="1h0m0s",description="The f43 of the kind."
// +kubebuilder:printcolumn:name="Col62",type="number",JSONPath=`.spec.f15.f17.f21`
// +kubebuilder:printcolumn:name="Col63",type="number",JSONPath=`.spec.f15.f17.f22`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="date",JSONPath=`.spec.f15.f23`,priority=1
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.spec.f15.f26`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col66",type="date",JSONPath=`.spec.f27`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f28.f37.f41`
// +kubebuilder:printcolumn:name="Col68",type="date",JSONPath=`.spec.f28.f37.f44`,priority=1
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f28.f45`,format=int32
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f15.f24.app`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f28.f30[0].f32`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f28.f30[?(@.f32=="x")].f32`
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.spec) && has(self.spec.f15) && has(self.spec.f15.f17) && has(self.spec.f15.f17.f20) ? string(self.spec.f15.f17.f20) : "none"`
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status59 `json:"status,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F14 *resource.Quantity `json:"f14,omitzero"`
	F15 S16 `json:"f15"`
	F27 *metav1.Time `json:"f27"`
	F28 S29 `json:"f28,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *int `json:"f7"`
	F8 *uint32 `json:"f8"`
	F9 intstr.IntOrString `json:"f9,omitempty,omitzero"`
	F10 float32 `json:"f10,omitempty"`
	F11 *types.UID `json:"f11,omitempty"`
	F12 metav1.Time `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []Item6 `json:"f5"`
}

// S16 is a random struct.
type S16 struct {
	F17 *S18 `json:"f17"`
	F23 metav1.Time `json:"f23"`
	F24 Labels25 `json:"f24"`
	F26 uint16 `json:"f26,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 *resource.Quantity `json:"f19"`
	F20 *bool `json:"f20"`
	F21 *float32 `json:"f21,omitempty"`
	F22 float32 `json:"f22"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// S29 is a random struct.
type S29 struct {
	F30 List36 `json:"f30,omitempty"`
	F37 *S38 `json:"f37"`
	// +k8s:schema:selectableField:trigger=true
	F45 *int16 `json:"f45"`
	F46 []byte `json:"f46"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 string `json:"f32,omitzero"`
	F33 metav1.Duration `json:"f33,omitempty"`
	F34 int8 `json:"f34"`
	Skipped35 string `json:"-"`
}

// List36 is a declared list or map type.
type List36 []Item31

// S38 is a random struct.
type S38 struct {
	F39 int8 `json:"f39"`
	F40 *int64 `json:"f40,omitempty"`
	F41 types.UID `json:"f41,omitempty"`
	F42 *[]int8 `json:"f42,omitempty,omitzero"`
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 *metav1.Time `json:"f44,omitempty"`
}

// Status59 is a random struct.
type Status59 struct {
	F60 *int64 `json:"f60"`
	F61 metav1.Time `json:"f61,omitempty"`
}

