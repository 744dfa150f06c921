package p1212

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
// +k8s:selectableField:jsonPath=".status.f33.f41.f46",default="6",description="The f46 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f55"
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.status.f32`,format=int32
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.status.f33.f35`
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.status.f33.f41.f43`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.status.f49`,priority=1,description="A column."
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f7.app`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.status.f10[?(@.f17=="fast")].f17`
// +k8s:printerColumn:name="Cel67",type=string,expression=`has(self.status) && has(self.status.f33) && has(self.status.f33.f35) ? string(self.status.f33.f35) : "none"`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup68",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup68",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f75",default="4",description="The f75 of the kind."
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f7.app`,priority=1
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f76.app`
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F7 Labels8 `json:"f7"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 []Item11 `json:"f10"`
	F32 *uint8 `json:"f32,omitempty"`
	F33 S34 `json:"f33,omitempty"`
	F49 *Mode `json:"f49"`
	// +k8s:schema:selectableField
	F50 types.UID `json:"f50"`
	*Inline51 `json:",inline"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 []Item13 `json:"f12"`
	F17 Mode `json:"f17,omitempty"`
	F18 List25 `json:"f18"`
	F26 metav1.MicroTime `json:"f26"`
	F27 *types.UID `json:"f27"`
	Inline28 `json:",inline"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *metav1.MicroTime `json:"f14,omitzero"`
	F15 *string `json:"f15"`
	F16 uint16 `json:"f16,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 []byte `json:"f20"`
	F21 *int16 `json:"f21,omitempty"`
	F22 *resource.Quantity `json:"f22,omitempty"`
	F23 metav1.Duration `json:"f23,omitempty"`
	F24 uint32 `json:"f24,omitempty"`
}

// List25 is a declared list or map type.
type List25 []Item19

// Inline28 is a random struct.
type Inline28 struct {
	F29 *metav1.Time `json:"f29,omitzero"`
	F30 *metav1.MicroTime `json:"f30"`
	F31 *int8 `json:"f31,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 int64 `json:"f35"`
	F36 metav1.Time `json:"f36,omitzero"`
	F37 Template38 `json:"f37"`
	F40 int64 `json:"f40,omitempty,omitzero"`
	F41 *S42 `json:"f41"`
	F48 int16 `json:"f48,omitempty"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 int `json:"f39,omitempty"`
}

// S42 is a random struct.
type S42 struct {
	// +k8s:schema:selectableField
	F43 *types.UID `json:"f43,omitempty"`
	F44 []int8 `json:"f44,omitempty"`
	// +k8s:selectableField:default="80"
	F45 intstr.IntOrString `json:"f45"`
	F46 uint16 `json:"f46,omitempty"`
	F47 []int8 `json:"f47,omitzero"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 Labels53 `json:"f52"`
	F54 string `json:"f54,omitzero"`
	F55 intstr.IntOrString `json:"f55"`
	F56 *uint32 `json:"f56"`
	F57 Labels58 `json:"f57"`
	F59 []int8 `json:"f59"`
}

// Labels53 is a declared list or map type.
type Labels53 map[string]string

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// Status70 is a random struct.
type Status70 struct {
	F71 float64 `json:"f71,omitempty"`
	F72 Template73 `json:"f72,omitempty"`
	F75 int64 `json:"f75,omitempty,omitzero"`
	F76 map[string]string `json:"f76,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 int8 `json:"f74,omitempty"`
}

