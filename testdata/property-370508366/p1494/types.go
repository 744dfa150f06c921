package p1494

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
// +k8s:selectableField:jsonPath=".spec.f10",description="The f10 of the kind."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f30[0].f37`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f45[*].f50`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f45[0].f50`,priority=1
// +k8s:printerColumn:name="Cel54",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F10 []byte `json:"f10,omitempty"`
	F11 *resource.Quantity `json:"f11"`
	F12 List29 `json:"f12"`
	F30 []Item31 `json:"f30,omitempty"`
	F45 []Item46 `json:"f45"`
}

// S6 is a random struct.
type S6 struct {
	F7 *int `json:"f7,omitempty"`
	F8 int32 `json:"f8"`
	F9 *uint8 `json:"f9"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 S6 `json:"f5,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 intstr.IntOrString `json:"f14,omitempty,omitzero"`
	F15 *S16 `json:"f15,omitempty"`
	F23 *uint8 `json:"f23,omitempty,omitzero"`
	F24 int8 `json:"f24"`
	F25 *Template26 `json:"f25"`
	Skipped28 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 []int8 `json:"f17"`
	F18 Mode `json:"f18,omitempty"`
	F19 int16 `json:"f19,omitempty,omitzero"`
	F20 int32 `json:"f20"`
	F21 int16 `json:"f21"`
	F22 types.UID `json:"f22,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 types.UID `json:"f27,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item13

// Item31 is a random struct.
type Item31 struct {
	F32 S33 `json:"f32"`
	F36 map[string]string `json:"f36,omitempty"`
	F37 Mode `json:"f37,omitempty,omitzero"`
	F38 float64 `json:"f38"`
	F39 Mode `json:"f39,omitempty"`
	F40 List44 `json:"f40"`
}

// S33 is a random struct.
type S33 struct {
	F34 resource.Quantity `json:"f34"`
	F35 *int32 `json:"f35"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 uint16 `json:"f42,omitempty"`
	F43 resource.Quantity `json:"f43,omitempty,omitzero"`
}

// List44 is a declared list or map type.
type List44 []Item41

// Item46 is a random struct.
type Item46 struct {
	F47 Template48 `json:"f47,omitempty"`
	F50 resource.Quantity `json:"f50,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *[]int8 `json:"f49,omitempty"`
}

