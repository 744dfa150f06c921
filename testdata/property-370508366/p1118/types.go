package p1118

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
// +kubebuilder:selectablefield:JSONPath=".spec.f8"
// +kubebuilder:selectablefield:JSONPath=".spec.f9"
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col48",type="boolean",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f22.app`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f23[0].f25`,priority=1
// +k8s:printerColumn:name="Cel51",type=string,expression=`has(self.spec) && has(self.spec.f8) ? string(self.spec.f8) : "none"`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f8",description="The f8 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f9",description="The f9 of the kind."
// +k8s:selectableField:jsonPath=".spec.f11",default="4"
// +k8s:selectableField:jsonPath=".status.f54",description="The f54 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f55",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f57"
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f11`
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f59`,priority=1
// +k8s:printerColumn:name="Col65",type=number,jsonPath=`.status.f61`
// +k8s:printerColumn:name="Cel66",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup67",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup67",type=string,jsonPath=`.metadata.name`
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3"`
	F4 *Template5 `json:"f4,omitempty"`
	F7 []int8 `json:"f7,omitempty"`
	F8 bool `json:"f8"`
	F9 *uint32 `json:"f9"`
	Inline10 `json:",inline"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []int8 `json:"f6,omitempty"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 int64 `json:"f11"`
	F12 Template13 `json:"f12"`
	F15 []Item16 `json:"f15"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *metav1.MicroTime `json:"f14"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *metav1.MicroTime `json:"f17,omitempty"`
	F18 metav1.Time `json:"f18,omitempty"`
	F19 *string `json:"f19,omitempty"`
	F20 float32 `json:"f20"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 map[string]string `json:"f22"`
	F23 List40 `json:"f23"`
	F41 int16 `json:"f41,omitzero"`
	F42 bool `json:"f42,omitempty"`
	F43 Template44 `json:"f43"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 []byte `json:"f25,omitempty"`
	F26 []Item27 `json:"f26,omitempty"`
	F32 List38 `json:"f32"`
	Skipped39 string `json:"-"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 *resource.Quantity `json:"f28"`
	F29 uint16 `json:"f29"`
	F30 uint64 `json:"f30,omitzero"`
	Skipped31 string `json:"-"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *int64 `json:"f34,omitempty"`
	F35 uint16 `json:"f35,omitempty,omitzero"`
	F36 *int8 `json:"f36,omitzero"`
	F37 int32 `json:"f37,omitempty"`
}

// List38 is a declared list or map type.
type List38 []Item33

// List40 is a declared list or map type.
type List40 []Item24

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 types.UID `json:"f45,omitempty"`
}

// Status53 is a random struct.
type Status53 struct {
	F54 *int `json:"f54"`
	F55 *uint16 `json:"f55,omitempty"`
	Inline56 `json:",inline"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 *uint64 `json:"f57"`
	F58 intstr.IntOrString `json:"f58"`
	F59 Mode `json:"f59,omitempty"`
	F60 Mode `json:"f60,omitempty"`
	F61 float64 `json:"f61"`
}

