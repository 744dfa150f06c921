package p1305

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
// +k8s:schema:selectableField:jsonPath=".spec.f9.f11"
// +k8s:schema:selectableField:jsonPath=".spec.f18.f25"
// +k8s:selectableField:jsonPath=".status.f28",description="The f28 of the kind."
// +k8s:printerColumn:name="Col32",type=number,jsonPath=`.spec.f6`,priority=1
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f7`,format=int32
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f9.f13`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f18.f22`,description="A column."
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f18.f23`,priority=1
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.status.f30`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f3.app`,description="A column."
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f29.app`
// +k8s:printerColumn:name="Cel40",type=string,expression=`has(self.status) && has(self.status.f31) ? string(self.status.f31) : "none"`
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 float64 `json:"f5,omitempty"`
	F6 float64 `json:"f6"`
	F7 int8 `json:"f7,omitempty"`
	Inline8 `json:",inline"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Inline8 is a random struct.
type Inline8 struct {
	F9 S10 `json:"f9,omitempty"`
	F14 *metav1.MicroTime `json:"f14"`
	F15 *Template16 `json:"f15,omitempty"`
	F18 *S19 `json:"f18"`
}

// S10 is a random struct.
type S10 struct {
	F11 int8 `json:"f11,omitempty"`
	F12 *int8 `json:"f12,omitempty"`
	F13 uint64 `json:"f13,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 uint16 `json:"f17"`
}

// S19 is a random struct.
type S19 struct {
	F20 uint32 `json:"f20"`
	F21 []byte `json:"f21,omitempty"`
	F22 metav1.Duration `json:"f22"`
	F23 *resource.Quantity `json:"f23,omitempty"`
	F24 *uint32 `json:"f24"`
	F25 *uint16 `json:"f25,omitempty,omitzero"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 *uint64 `json:"f27,omitempty"`
	F28 *metav1.Time `json:"f28,omitempty"`
	F29 map[string]string `json:"f29"`
	// +k8s:selectableField
	F30 *int16 `json:"f30,omitempty"`
	F31 int32 `json:"f31"`
}

