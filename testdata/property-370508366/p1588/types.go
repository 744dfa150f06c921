package p1588

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f25"
// +k8s:schema:selectableField:jsonPath=".spec.f5.f27",description="The f27 of the kind."
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f5.f7`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Cel45",type=string,expression=`has(self.spec) && has(self.spec.f5) && has(self.spec.f5.f28) ? self.spec.f5.f28 : "none"`
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

// Kind46 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f55.f69"
// +k8s:selectableField:jsonPath=".spec.f55.f75",default="-1",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f55.f76"
// +k8s:schema:selectableField:jsonPath=".spec.f79",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f82"
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f48`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col87",type="boolean",JSONPath=`.spec.f55.f77`
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.spec.f79`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.status.f83`,description="A column."
// +kubebuilder:printcolumn:name="Col90",type="number",JSONPath=`.status.f85`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f49[*].f51`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f49[0].f51`,priority=1
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f55.f62[0].f66`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f55.f70.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind46 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec47 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind46List is a list of Kind46.
//
// +kubebuilder:object:root=true
type Kind46List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind46 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 S6 `json:"f5,omitempty"`
	F29 []byte `json:"f29,omitempty"`
	F30 map[string]string `json:"f30"`
	F31 []Item32 `json:"f31,omitempty"`
	F42 intstr.IntOrString `json:"f42,omitempty,omitzero"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// S6 is a random struct.
type S6 struct {
	F7 *metav1.Duration `json:"f7,omitzero"`
	F8 []int8 `json:"f8,omitempty"`
	F9 Labels10 `json:"f9,omitempty"`
	F11 Template12 `json:"f11"`
	F14 List23 `json:"f14"`
	Inline24 `json:",inline"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 *metav1.Time `json:"f13,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *[]int8 `json:"f16"`
	F17 metav1.Time `json:"f17"`
	F18 *intstr.IntOrString `json:"f18,omitempty"`
	F19 metav1.MicroTime `json:"f19"`
	F20 int32 `json:"f20"`
	F21 *uint8 `json:"f21,omitzero"`
	Skipped22 string `json:"-"`
}

// List23 is a declared list or map type.
type List23 []Item15

// Inline24 is a random struct.
type Inline24 struct {
	F25 Mode `json:"f25"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",trigger=true
	F26 *metav1.Time `json:"f26"`
	F27 *string `json:"f27"`
	F28 *Mode `json:"f28"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 S34 `json:"f33,omitempty"`
	F39 *[]int8 `json:"f39,omitzero"`
	F40 *int64 `json:"f40,omitempty"`
	F41 map[string]string `json:"f41"`
}

// S34 is a random struct.
type S34 struct {
	F35 *bool `json:"f35,omitempty"`
	F36 uint32 `json:"f36,omitzero"`
	F37 *uint64 `json:"f37,omitzero"`
	Skipped38 string `json:"-"`
}

// Spec47 is a random struct.
type Spec47 struct {
	F48 uint8 `json:"f48"`
	F49 List54 `json:"f49,omitempty"`
	F55 *S56 `json:"f55,omitempty"`
	F79 *uint32 `json:"f79,omitempty"`
	F80 *metav1.Duration `json:"f80"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 uint64 `json:"f51"`
	F52 *int8 `json:"f52"`
	F53 *float32 `json:"f53,omitempty"`
}

// List54 is a declared list or map type.
type List54 []Item50

// S56 is a random struct.
type S56 struct {
	F57 Labels58 `json:"f57,omitempty"`
	F59 Template60 `json:"f59"`
	F62 List68 `json:"f62"`
	F69 string `json:"f69,omitempty"`
	F70 map[string]string `json:"f70"`
	Skipped71 string `json:"-"`
	Inline72 `json:",inline"`
}

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int `json:"f61"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 *uint16 `json:"f64"`
	F65 *uint32 `json:"f65,omitempty,omitzero"`
	F66 uint64 `json:"f66,omitempty"`
	F67 float32 `json:"f67"`
}

// List68 is a declared list or map type.
type List68 []Item63

// Inline72 is a random struct.
type Inline72 struct {
	F73 metav1.Time `json:"f73"`
	F74 int `json:"f74,omitempty"`
	F75 int8 `json:"f75"`
	F76 intstr.IntOrString `json:"f76"`
	// +k8s:selectableField:indexed=true
	F77 bool `json:"f77,omitempty"`
	F78 int16 `json:"f78"`
}

// Status81 is a random struct.
type Status81 struct {
	F82 metav1.MicroTime `json:"f82,omitempty"`
	F83 *[]int8 `json:"f83,omitempty"`
	F84 []byte `json:"f84"`
	F85 *float64 `json:"f85"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

