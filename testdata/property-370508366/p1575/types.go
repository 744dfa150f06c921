package p1575

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
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f3`
// +genclient:nonNamespaced
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f30",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f33.f37"
// +k8s:selectableField:jsonPath=".status.f33.f39",default="-1",description="The f39 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f33.f40",default="6",description="The f40 of the kind."
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f29`
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.status.f33.f35`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f33.f37`,priority=1
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f33.f38`
// +kubebuilder:printcolumn:name="Col56",type="number",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.status.f46`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f47`,description="A column.",format=int32
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.status) && has(self.status.f33) && has(self.status.f33.f35) ? string(self.status.f33.f35) : "none"`
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind.",indexed=true
	F3 int16 `json:"f3"`
	// +k8s:schema:selectableField
	F4 []int8 `json:"f4"`
	F5 List22 `json:"f5,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 Template8 `json:"f7"`
	F10 List15 `json:"f10"`
	F16 Labels17 `json:"f16"`
	F18 int32 `json:"f18"`
	*Inline19 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +k8s:schema:selectableField
	F9 *float32 `json:"f9,omitempty,omitzero"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 float32 `json:"f12,omitempty"`
	F13 []int8 `json:"f13"`
	F14 []int8 `json:"f14,omitempty"`
}

// List15 is a declared list or map type.
type List15 []Item11

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Inline19 is a random struct.
type Inline19 struct {
	F20 int64 `json:"f20"`
	F21 resource.Quantity `json:"f21"`
}

// List22 is a declared list or map type.
type List22 []Item6

// Status28 is a random struct.
type Status28 struct {
	F29 *uint64 `json:"f29,omitempty,omitzero"`
	F30 bool `json:"f30"`
	Skipped31 string `json:"-"`
	Inline32 `json:",inline"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 S34 `json:"f33"`
	F42 float64 `json:"f42,omitempty"`
	F43 *Template44 `json:"f43,omitempty"`
	F46 float64 `json:"f46,omitempty"`
	F47 *int8 `json:"f47"`
	F48 *Template49 `json:"f48"`
}

// S34 is a random struct.
type S34 struct {
	F35 int32 `json:"f35"`
	F36 []int8 `json:"f36,omitempty"`
	F37 *uint64 `json:"f37,omitempty"`
	F38 *uint64 `json:"f38,omitempty"`
	F39 *int8 `json:"f39"`
	F40 uint16 `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 []byte `json:"f45"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 string `json:"f50"`
}

