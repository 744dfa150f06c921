package p1527

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
// +k8s:selectableField:jsonPath=".spec.f3.f7",default="4"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f8",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f13"
// +k8s:schema:index:field="spec.f3.f13"
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.f3.f5`
// +kubebuilder:printcolumn:name="Col71",type="integer",JSONPath=`.spec.f3.f6`,format=int32
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.spec.f3.f13`,format=int32
// +kubebuilder:printcolumn:name="Col73",type="integer",JSONPath=`.spec.f3.f16`,format=int32
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.status.f33.f35.f38`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f33.f40`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.status.f33.f41`
// +kubebuilder:printcolumn:name="Col78",type="date",JSONPath=`.status.f33.f43.f45`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f33.f43.f47`,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="number",JSONPath=`.status.f33.f43.f48`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f33.f54`
// +kubebuilder:printcolumn:name="Col82",type="date",JSONPath=`.status.f55.f64`
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.status.f55.f66`
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f55.f67`
// +k8s:printerColumn:name="Cel85",type=string,expression=`has(self.status) && has(self.status.f33) && has(self.status.f33.f35) && has(self.status.f33.f35.f37) ? string(self.status.f33.f35.f37) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	F17 List21 `json:"f17,omitempty"`
	*Inline22 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 int8 `json:"f5"`
	// +k8s:schema:selectableField:default="6"
	F6 uint16 `json:"f6,omitempty"`
	F7 int64 `json:"f7,omitempty"`
	F8 []byte `json:"f8,omitempty"`
	// +k8s:schema:selectableField:description="The f9 of the kind."
	F9 *int16 `json:"f9,omitzero"`
	Skipped10 string `json:"-"`
	Inline11 `json:",inline"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 *uint16 `json:"f12,omitempty"`
	F13 *uint8 `json:"f13,omitempty"`
	F14 string `json:"f14,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F15 *intstr.IntOrString `json:"f15"`
	F16 int8 `json:"f16,omitzero"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 int32 `json:"f19,omitempty"`
	F20 []int8 `json:"f20"`
}

// List21 is a declared list or map type.
type List21 []Item18

// Inline22 is a random struct.
type Inline22 struct {
	F23 resource.Quantity `json:"f23"`
	F24 []byte `json:"f24,omitempty"`
	F25 Template26 `json:"f25"`
	F28 *bool `json:"f28"`
	Skipped29 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 Mode `json:"f27"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 Labels32 `json:"f31,omitempty"`
	F33 *S34 `json:"f33,omitempty"`
	F55 S56 `json:"f55,omitempty"`
	F68 int16 `json:"f68"`
	Skipped69 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// S34 is a random struct.
type S34 struct {
	F35 S36 `json:"f35"`
	F39 *uint64 `json:"f39,omitempty,omitzero"`
	F40 types.UID `json:"f40"`
	F41 resource.Quantity `json:"f41,omitempty"`
	F42 uint8 `json:"f42"`
	F43 S44 `json:"f43,omitempty"`
	Skipped51 string `json:"-"`
	Inline52 `json:",inline"`
}

// S36 is a random struct.
type S36 struct {
	F37 *int `json:"f37"`
	F38 int64 `json:"f38,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 metav1.MicroTime `json:"f45"`
	F46 int16 `json:"f46,omitempty"`
	F47 metav1.Duration `json:"f47"`
	F48 *float64 `json:"f48,omitempty"`
	F49 resource.Quantity `json:"f49"`
	F50 *int8 `json:"f50,omitempty"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 *types.UID `json:"f53"`
	F54 types.UID `json:"f54,omitempty,omitzero"`
}

// S56 is a random struct.
type S56 struct {
	F57 *uint8 `json:"f57,omitempty"`
	F58 *metav1.MicroTime `json:"f58,omitempty"`
	F59 Template60 `json:"f59"`
	Inline62 `json:",inline"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int16 `json:"f61"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 metav1.Duration `json:"f63"`
	F64 *metav1.Time `json:"f64,omitempty"`
	F65 []int8 `json:"f65,omitempty"`
	F66 int64 `json:"f66,omitempty"`
	F67 int16 `json:"f67,omitempty"`
}

