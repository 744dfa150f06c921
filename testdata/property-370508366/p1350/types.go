package p1350

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f7.f10",default="2024-01-02T15:04:05Z",trigger=true
// +k8s:printerColumn:name="Col17",type=date,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col18",type=string,jsonPath=`.spec.f5.f12`
// +k8s:printerColumn:name="Col19",type=date,jsonPath=`.spec.f5.f13`
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f5.f14`
// +k8s:printerColumn:name="Cel21",type=string,expression=`has(self.spec) && has(self.spec.f5) && has(self.spec.f5.f7) && has(self.spec.f5.f7.f9) ? string(self.spec.f5.f7.f9) : "none"`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
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
// +k8s:selectableField:jsonPath=".spec.f3",indexed=true
// +k8s:selectableField:jsonPath=".spec.f5.f13",default="2024-01-02T15:04:05Z",description="The f13 of the kind."
// +k8s:printerColumn:name="Col40",type=date,jsonPath=`.spec.f5.f11`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f5.f12`,priority=1,description="A column."
// +k8s:printerColumn:name="Col42",type=number,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.status.f27`,description="A column."
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.status.f28`
// +k8s:printerColumn:name="Cel45",type=string,expression=`has(self.status) && has(self.status.f28) ? string(self.status.f28) : "none"`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.MicroTime `json:"f3,omitempty"`
	F4 float64 `json:"f4,omitempty"`
	F5 S6 `json:"f5,omitempty"`
	F15 *float32 `json:"f15,omitempty,omitzero"`
	Skipped16 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	F7 S8 `json:"f7,omitempty"`
	// +k8s:schema:selectableField:description="The f11 of the kind."
	F11 metav1.Time `json:"f11"`
	F12 metav1.Duration `json:"f12"`
	F13 metav1.Time `json:"f13,omitempty"`
	// +k8s:selectableField:default="80",description="The f14 of the kind."
	F14 intstr.IntOrString `json:"f14"`
}

// S8 is a random struct.
type S8 struct {
	F9 int64 `json:"f9"`
	F10 metav1.Time `json:"f10"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 *Template25 `json:"f24"`
	F27 uint64 `json:"f27,omitempty"`
	F28 int32 `json:"f28"`
	F29 Template30 `json:"f29"`
	F37 Template38 `json:"f37"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 []byte `json:"f26,omitempty"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 uint16 `json:"f33,omitempty"`
	F34 bool `json:"f34,omitempty"`
	Skipped35 string `json:"-"`
}

// List36 is a declared list or map type.
type List36 []Item32

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 List36 `json:"f31,omitempty"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 uint16 `json:"f39,omitempty"`
}

