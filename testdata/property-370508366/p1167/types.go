package p1167

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="8",trigger=true
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f9.f13`,description="A column."
// +k8s:printerColumn:name="Col26",type=date,jsonPath=`.status.f16`,priority=1
// +k8s:printerColumn:name="Cel27",type=string,expression=`has(self.spec) && has(self.spec.f9) && has(self.spec.f9.f12) ? self.spec.f9.f12 : "none"`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField
	F3 int8 `json:"f3"`
	F4 uint64 `json:"f4"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	// +k8s:selectableField:default="-1"
	F6 int8 `json:"f6,omitempty"`
	// +k8s:schema:selectableField:default="4",indexed=true
	F7 int64 `json:"f7,omitempty"`
	// +k8s:schema:selectableField:default="1",description="The f8 of the kind.",indexed=true
	F8 *int `json:"f8"`
	F9 *S10 `json:"f9"`
}

// S10 is a random struct.
type S10 struct {
	F11 intstr.IntOrString `json:"f11"`
	F12 string `json:"f12,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="fast"
	F13 Mode `json:"f13"`
	Skipped14 string `json:"-"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 metav1.Time `json:"f16"`
	F17 List21 `json:"f17"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 metav1.MicroTime `json:"f19,omitempty"`
	F20 uint64 `json:"f20,omitempty"`
}

// List21 is a declared list or map type.
type List21 []Item18

