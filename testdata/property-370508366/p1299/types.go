package p1299

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
// +k8s:selectableField:jsonPath=".spec.f3.f10",description="The f10 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f16",description="The f16 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f25.f37"
// +k8s:printerColumn:name="Col70",type=number,jsonPath=`.spec.f3.f6`
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f3.f10`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f3.f16`
// +k8s:printerColumn:name="Col73",type=date,jsonPath=`.spec.f3.f17`,priority=1
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.spec.f3.f18`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f3.f19`,priority=1
// +k8s:printerColumn:name="Col76",type=number,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col77",type=number,jsonPath=`.spec.f25.f29`,priority=1
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f25.f30`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f25.f33`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f25.f36`
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.spec.f25.f37`
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.status.f40.f42.f49`,format=int32
// +k8s:printerColumn:name="Col83",type=integer,jsonPath=`.status.f40.f62.f67`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f40.f62.f68`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f23.app`,description="A column."
// +k8s:printerColumn:name="Cel86",type=string,expression=`has(self.spec) && has(self.spec.f25) && has(self.spec.f25.f35) ? string(self.spec.f25.f35) : "none"`
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f91"
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.spec.f89`
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.status.f100`,description="A column."
// +k8s:printerColumn:name="Col108",type=date,jsonPath=`.status.f102`
// +k8s:printerColumn:name="Cel109",type=string,expression=`has(self.spec) && has(self.spec.f89) ? self.spec.f89 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec88 `json:"spec,omitempty"`
	Status Status99 `json:"status,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F20 float32 `json:"f20"`
	F21 int32 `json:"f21,omitempty"`
	F22 []byte `json:"f22,omitempty"`
	F23 Labels24 `json:"f23,omitempty"`
	F25 *S26 `json:"f25"`
}

// S4 is a random struct.
type S4 struct {
	// +k8s:schema:selectableField
	F5 int8 `json:"f5,omitzero"`
	F6 *float32 `json:"f6,omitempty,omitzero"`
	F7 *Template8 `json:"f7"`
	F10 int64 `json:"f10"`
	F11 Template12 `json:"f11"`
	Inline14 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 int32 `json:"f9,omitzero"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 intstr.IntOrString `json:"f13"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 string `json:"f15"`
	F16 int64 `json:"f16"`
	F17 *metav1.MicroTime `json:"f17"`
	F18 int8 `json:"f18,omitempty,omitzero"`
	F19 Mode `json:"f19"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// S26 is a random struct.
type S26 struct {
	// +k8s:schema:selectableField:indexed=true
	F27 types.UID `json:"f27,omitempty"`
	F28 int16 `json:"f28,omitempty"`
	F29 float64 `json:"f29,omitempty"`
	// +k8s:schema:selectableField:description="The f30 of the kind."
	F30 *uint32 `json:"f30"`
	Skipped31 string `json:"-"`
	Inline32 `json:",inline"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 uint64 `json:"f33,omitempty"`
	F34 float64 `json:"f34"`
	F35 bool `json:"f35,omitempty"`
	F36 *[]int8 `json:"f36"`
	F37 uint16 `json:"f37"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 float64 `json:"f39,omitempty"`
	F40 *S41 `json:"f40,omitempty"`
	Skipped69 string `json:"-"`
}

// S41 is a random struct.
type S41 struct {
	F42 S43 `json:"f42"`
	F50 List59 `json:"f50,omitempty"`
	F60 *string `json:"f60"`
	F61 int8 `json:"f61,omitempty"`
	F62 S63 `json:"f62"`
}

// S43 is a random struct.
type S43 struct {
	F44 string `json:"f44,omitempty,omitzero"`
	F45 resource.Quantity `json:"f45,omitempty"`
	F46 *metav1.Time `json:"f46"`
	F47 int64 `json:"f47"`
	F48 int `json:"f48"`
	F49 *int64 `json:"f49"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 uint32 `json:"f52"`
	F53 int16 `json:"f53,omitempty"`
	F54 float64 `json:"f54"`
	F55 int16 `json:"f55"`
	F56 *bool `json:"f56,omitempty"`
	F57 *[]int8 `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// List59 is a declared list or map type.
type List59 []Item51

// S63 is a random struct.
type S63 struct {
	F64 []byte `json:"f64"`
	F65 []byte `json:"f65,omitempty"`
	F66 float64 `json:"f66,omitempty"`
	F67 int64 `json:"f67"`
	F68 Mode `json:"f68"`
}

// Spec88 is a random struct.
type Spec88 struct {
	F89 Mode `json:"f89,omitempty"`
	// +k8s:selectableField
	F90 types.UID `json:"f90,omitempty"`
	F91 metav1.Time `json:"f91,omitempty"`
	*Inline92 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Inline92 is a random struct.
type Inline92 struct {
	F93 int64 `json:"f93,omitempty,omitzero"`
	F94 uint8 `json:"f94"`
	// +k8s:selectableField:default="5",description="The f95 of the kind.",indexed=true
	F95 uint8 `json:"f95"`
	F96 Labels97 `json:"f96"`
	Skipped98 string `json:"-"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

// Status99 is a random struct.
type Status99 struct {
	F100 uint64 `json:"f100,omitempty"`
	// +k8s:schema:selectableField:default="7"
	F101 uint32 `json:"f101"`
	F102 metav1.Time `json:"f102"`
	F103 Template104 `json:"f103"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 map[string]string `json:"f105"`
}

