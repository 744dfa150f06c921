package p1372

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".status.f41",default="4"
// +k8s:selectableField:jsonPath=".status.f51",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f53",description="The f53 of the kind."
// +k8s:printerColumn:name="Col54",type=boolean,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col55",type=date,jsonPath=`.status.f8`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f26`
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.status.f42`
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.status.f43`
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.status.f51`,format=int32
// +k8s:printerColumn:name="Col60",type=number,jsonPath=`.status.f52`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
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
	F3 bool `json:"f3"`
	F4 string `json:"f4,omitzero"`
	F5 *[]int8 `json:"f5,omitempty"`
	Skipped6 string `json:"-"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 *metav1.Time `json:"f8,omitempty"`
	F9 List25 `json:"f9"`
	F26 *string `json:"f26,omitzero"`
	F27 int32 `json:"f27"`
	F28 Template29 `json:"f28,omitempty"`
	F37 Template38 `json:"f37"`
	Inline40 `json:",inline"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 int64 `json:"f11"`
	F12 []Item13 `json:"f12"`
	Skipped18 string `json:"-"`
	Inline19 `json:",inline"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 int32 `json:"f14"`
	F15 *int `json:"f15"`
	F16 types.UID `json:"f16"`
	Skipped17 string `json:"-"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 metav1.MicroTime `json:"f20,omitempty"`
	F21 *metav1.MicroTime `json:"f21,omitempty,omitzero"`
	F22 *uint16 `json:"f22"`
	F23 *uint32 `json:"f23,omitempty"`
	F24 types.UID `json:"f24,omitempty"`
}

// List25 is a declared list or map type.
type List25 []Item10

// S31 is a random struct.
type S31 struct {
	F32 metav1.Duration `json:"f32,omitzero"`
	F33 *types.UID `json:"f33,omitempty"`
	F34 types.UID `json:"f34"`
	F35 int16 `json:"f35,omitempty"`
	F36 *metav1.Duration `json:"f36"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *S31 `json:"f30,omitempty"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 uint64 `json:"f39,omitempty"`
}

// Inline40 is a random struct.
type Inline40 struct {
	F41 *int64 `json:"f41,omitempty"`
	F42 *uint16 `json:"f42"`
	F43 *int32 `json:"f43,omitempty"`
	F44 *Template45 `json:"f44,omitempty"`
	Inline47 `json:",inline"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 types.UID `json:"f46"`
}

// Inline47 is a random struct.
type Inline47 struct {
	F48 *int8 `json:"f48,omitempty"`
	F49 float32 `json:"f49"`
	F50 resource.Quantity `json:"f50,omitempty"`
	F51 *int8 `json:"f51"`
	F52 float64 `json:"f52,omitempty"`
	F53 *int `json:"f53,omitempty"`
}

