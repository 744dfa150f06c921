package p1226

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
// +kubebuilder:printcolumn:name="Col9",type="string",JSONPath=`.spec.f4.app`,priority=1
// +kubebuilder:printcolumn:name="Col10",type="string",JSONPath=`.spec.f5.app`
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f6.app`
// +genclient:nonNamespaced
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

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f23",default="none"
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Cel28",type=string,expression=`has(self.status) && has(self.status.f23) ? self.status.f23 : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind12z,singular=kind12
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f40.f42",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f40.f44"
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f40.f45`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f46`
// +k8s:subresource:status
// +k8s:resource:path=kind29-items
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3"`
	F4 map[string]string `json:"f4,omitempty"`
	F5 map[string]string `json:"f5"`
	F6 Labels7 `json:"f6"`
	Skipped8 string `json:"-"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Spec13 is a random struct.
type Spec13 struct {
	// +k8s:selectableField
	F14 int32 `json:"f14"`
	F15 Template16 `json:"f15"`
	Skipped18 string `json:"-"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int16 `json:"f17,omitempty"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 *Template21 `json:"f20,omitempty"`
	F23 *string `json:"f23,omitempty"`
	F24 *Template25 `json:"f24"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 float64 `json:"f22,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 bool `json:"f26"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 Template32 `json:"f31,omitempty"`
	F40 *S41 `json:"f40"`
	F46 uint64 `json:"f46,omitzero"`
}

// S34 is a random struct.
type S34 struct {
	F35 int8 `json:"f35,omitempty"`
	F36 Mode `json:"f36,omitempty,omitzero"`
	F37 *[]int8 `json:"f37"`
	F38 *string `json:"f38,omitempty,omitzero"`
	F39 []byte `json:"f39"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 S34 `json:"f33"`
}

// S41 is a random struct.
type S41 struct {
	F42 int16 `json:"f42"`
	F43 map[string]string `json:"f43"`
	F44 *string `json:"f44,omitempty,omitzero"`
	F45 string `json:"f45,omitempty"`
}

