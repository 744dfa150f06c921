package p1129

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
// +k8s:selectableField:jsonPath=".spec.f4.f9"
// +k8s:schema:selectableField:jsonPath=".spec.f11.f16",default="1h0m0s",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f11.f17"
// +k8s:schema:selectableField:jsonPath=".spec.f18",default="4",trigger=true
// +k8s:selectableField:jsonPath=".status.f21"
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f4.f9`
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.spec.f11.f17`
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f20`,description="A column."
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f28.f37.f39`,description="A column."
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
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
	F3 metav1.Duration `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F11 S12 `json:"f11"`
	F18 *int64 `json:"f18"`
}

// S5 is a random struct.
type S5 struct {
	F6 *Template7 `json:"f6"`
	F9 *metav1.Duration `json:"f9,omitempty"`
	// +k8s:schema:selectableField:description="The f10 of the kind."
	F10 string `json:"f10"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int `json:"f8"`
}

// S12 is a random struct.
type S12 struct {
	F13 Template14 `json:"f13,omitempty"`
	F16 *metav1.Duration `json:"f16,omitempty"`
	F17 *int64 `json:"f17"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 []byte `json:"f15,omitempty"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 types.UID `json:"f20,omitempty"`
	F21 *uint64 `json:"f21"`
	F22 string `json:"f22"`
	F23 *Template24 `json:"f23,omitempty"`
	F28 *S29 `json:"f28,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 uint32 `json:"f27,omitzero"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 Template26 `json:"f25"`
}

// S29 is a random struct.
type S29 struct {
	F30 *Template31 `json:"f30,omitempty"`
	F33 types.UID `json:"f33"`
	F34 Template35 `json:"f34,omitempty"`
	F37 S38 `json:"f37,omitempty"`
	Skipped41 string `json:"-"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 uint64 `json:"f32,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 int16 `json:"f36"`
}

// S38 is a random struct.
type S38 struct {
	F39 *resource.Quantity `json:"f39,omitempty"`
	F40 []byte `json:"f40"`
}

