package p1413

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f7.f9"
// +k8s:selectableField:jsonPath=".status.f7.f10.f12",description="The f12 of the kind."
// +k8s:selectableField:jsonPath=".status.f7.f10.f13"
// +k8s:selectableField:jsonPath=".status.f7.f15.f17"
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.spec.f5`,format=int32
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f7.f9`
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.status.f7.f10.f13`,format=int32
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f7.f10.f14`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f7.f15.f17`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f7.f15.f18`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f7.f15.f19`,priority=1
// +k8s:printerColumn:name="Col35",type=number,jsonPath=`.status.f7.f15.f22`,description="A column."
// +k8s:printerColumn:name="Col36",type=date,jsonPath=`.status.f24`,priority=1
// +k8s:printerColumn:name="Col37",type=number,jsonPath=`.status.f25`,description="A column."
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.status) && has(self.status.f7) && has(self.status.f7.f10) && has(self.status.f7.f10.f13) ? string(self.status.f7.f10.f13) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
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
	F3 []byte `json:"f3,omitzero"`
	F4 *resource.Quantity `json:"f4,omitempty"`
	F5 int64 `json:"f5,omitempty,omitzero"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 *S8 `json:"f7,omitempty"`
	F24 *metav1.Time `json:"f24"`
	F25 float64 `json:"f25,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 intstr.IntOrString `json:"f9,omitempty"`
	F10 *S11 `json:"f10"`
	F15 *S16 `json:"f15,omitempty"`
	Skipped23 string `json:"-"`
}

// S11 is a random struct.
type S11 struct {
	F12 types.UID `json:"f12"`
	F13 int64 `json:"f13"`
	F14 metav1.Duration `json:"f14"`
}

// S16 is a random struct.
type S16 struct {
	F17 []byte `json:"f17"`
	F18 *string `json:"f18,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F19 types.UID `json:"f19"`
	F20 int16 `json:"f20,omitzero"`
	F21 *types.UID `json:"f21,omitempty"`
	F22 float64 `json:"f22"`
}

