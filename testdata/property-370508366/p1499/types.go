package p1499

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
// +kubebuilder:printcolumn:name="Col13",type="string",JSONPath=`.spec.f8.app`
// +k8s:printerColumn:name="Cel14",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f17`,priority=1
// +k8s:printerColumn:name="Col26",type=number,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Col27",type=number,jsonPath=`.spec.f22`
// +k8s:selectable-gen=true
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec16 `json:"spec,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f33`,priority=1
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f34.app`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f33) ? self.spec.f33 : "none"`
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec29 `json:"spec,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.MicroTime `json:"f3"`
	F4 Labels5 `json:"f4,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 Labels9 `json:"f8"`
	F10 Template11 `json:"f10"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *int8 `json:"f12,omitempty,omitzero"`
}

// Spec16 is a random struct.
type Spec16 struct {
	F17 []int8 `json:"f17,omitempty"`
	F18 float64 `json:"f18"`
	Inline19 `json:",inline"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 *metav1.Duration `json:"f20,omitempty,omitzero"`
	F21 *int `json:"f21"`
	F22 float64 `json:"f22"`
	F23 Labels24 `json:"f23,omitempty"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Spec29 is a random struct.
type Spec29 struct {
	F30 *Template31 `json:"f30"`
	F33 *string `json:"f33"`
	F34 map[string]string `json:"f34"`
	F35 *metav1.Duration `json:"f35,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 metav1.Duration `json:"f32"`
}

