package p1074

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
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +kubebuilder:selectablefield:JSONPath=".status.f18.f20.f24"
// +k8s:selectableField:jsonPath=".status.f28.f33",indexed=true
// +kubebuilder:printcolumn:name="Col56",type="date",JSONPath=`.spec.f10`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f12`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f18.f20.f22`
// +kubebuilder:printcolumn:name="Col60",type="date",JSONPath=`.status.f18.f20.f23`
// +kubebuilder:printcolumn:name="Col61",type="number",JSONPath=`.status.f18.f26`,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f28.f34`
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.status.f42.f45`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f42.f48`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f54`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f55`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.status.f28.f30.app`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f28.f32.app`
// +k8s:printerColumn:name="Cel69",type=string,expression=`has(self.spec) && has(self.spec.f9) ? string(self.spec.f9) : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind70 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f11",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f14",trigger=true
// +k8s:selectableField:jsonPath=".status.f72",description="The f72 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f73"
// +k8s:schema:selectableField:jsonPath=".status.f74.f80"
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.spec.f9`,description="A column."
// +k8s:printerColumn:name="Col94",type=date,jsonPath=`.spec.f10`,priority=1
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.spec.f11`,description="A column."
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f12`
// +k8s:printerColumn:name="Col97",type=date,jsonPath=`.spec.f16`,description="A column."
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.status.f74.f79`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.status.f74.f81`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.spec.f15.app`
type Kind70 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status71 `json:"status,omitempty"`
}

// Kind70List is a list of Kind70.
//
// +kubebuilder:object:root=true
type Kind70List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind70 `json:"items"`
}

// Kind101 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f121",default="6",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f133",default="2"
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.spec.f106`,description="A column."
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.spec.f107`,priority=1
// +k8s:printerColumn:name="Col139",type=integer,jsonPath=`.spec.f108`,format=int32
// +k8s:printerColumn:name="Col140",type=integer,jsonPath=`.status.f124`
// +k8s:printerColumn:name="Col141",type=integer,jsonPath=`.status.f132`
// +k8s:printerColumn:name="Col142",type=integer,jsonPath=`.status.f135`,format=int32
// +k8s:printerColumn:name="Col143",type=string,jsonPath=`.status.f131.app`
// +k8s:printerColumn:name="Cel144",type=string,expression=`has(self.status) && has(self.status.f136) ? self.status.f136 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup145",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup145",type=string,jsonPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind101 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec102 `json:"spec,omitempty"`
	Status Status123 `json:"status,omitempty"`
}

// Kind101List is a list of Kind101.
//
// +kubebuilder:object:root=true
type Kind101List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind101 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F9 int32 `json:"f9,omitempty"`
	// +k8s:selectableField:description="The f10 of the kind."
	F10 *metav1.MicroTime `json:"f10,omitempty"`
	F11 []byte `json:"f11"`
	F12 intstr.IntOrString `json:"f12"`
	*Inline13 `json:",inline"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *intstr.IntOrString `json:"f5,omitempty,omitzero"`
	F6 uint32 `json:"f6,omitempty"`
	F7 *int8 `json:"f7"`
	// +k8s:schema:selectableField
	F8 *[]int8 `json:"f8,omitempty"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 *types.UID `json:"f14,omitempty"`
	F15 map[string]string `json:"f15,omitempty"`
	F16 *metav1.Time `json:"f16,omitempty"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 S19 `json:"f18"`
	F28 S29 `json:"f28,omitempty"`
	Inline35 `json:",inline"`
}

// S19 is a random struct.
type S19 struct {
	F20 S21 `json:"f20"`
	F25 map[string]string `json:"f25"`
	F26 float32 `json:"f26,omitempty"`
	F27 *uint16 `json:"f27"`
}

// S21 is a random struct.
type S21 struct {
	// +k8s:selectableField:default="-1",description="The f22 of the kind."
	F22 *int8 `json:"f22,omitzero"`
	F23 *metav1.Time `json:"f23,omitempty,omitzero"`
	F24 int16 `json:"f24,omitzero"`
}

// S29 is a random struct.
type S29 struct {
	F30 Labels31 `json:"f30,omitempty"`
	F32 map[string]string `json:"f32"`
	F33 int `json:"f33,omitempty,omitzero"`
	F34 metav1.MicroTime `json:"f34,omitempty"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Inline35 is a random struct.
type Inline35 struct {
	F36 *S37 `json:"f36,omitempty"`
	F41 *int16 `json:"f41"`
	F42 S43 `json:"f42,omitempty"`
	F50 *int16 `json:"f50,omitzero"`
	F51 int32 `json:"f51,omitempty"`
	*Inline52 `json:",inline"`
}

// S37 is a random struct.
type S37 struct {
	F38 int16 `json:"f38"`
	F39 *bool `json:"f39,omitempty"`
	Skipped40 string `json:"-"`
}

// S43 is a random struct.
type S43 struct {
	F44 metav1.MicroTime `json:"f44,omitempty,omitzero"`
	F45 uint8 `json:"f45,omitempty"`
	F46 float32 `json:"f46"`
	F47 types.UID `json:"f47,omitempty"`
	F48 *intstr.IntOrString `json:"f48"`
	F49 *Mode `json:"f49,omitempty,omitzero"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 *int64 `json:"f53,omitzero"`
	F54 int64 `json:"f54"`
	F55 string `json:"f55,omitempty,omitzero"`
}

// Status71 is a random struct.
type Status71 struct {
	F72 int8 `json:"f72,omitempty"`
	F73 *types.UID `json:"f73,omitempty"`
	F74 *S75 `json:"f74"`
	F83 *Template84 `json:"f83,omitempty"`
	F91 *int16 `json:"f91,omitempty,omitzero"`
	F92 float32 `json:"f92,omitempty"`
}

// S75 is a random struct.
type S75 struct {
	F76 *Template77 `json:"f76,omitempty"`
	F79 []int8 `json:"f79,omitempty"`
	F80 []byte `json:"f80"`
	F81 resource.Quantity `json:"f81"`
	F82 uint8 `json:"f82"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 *int `json:"f78,omitempty,omitzero"`
}

// S86 is a random struct.
type S86 struct {
	F87 uint32 `json:"f87,omitempty"`
	F88 *metav1.Time `json:"f88,omitempty"`
	F89 metav1.Time `json:"f89,omitempty,omitzero"`
	F90 int16 `json:"f90,omitempty,omitzero"`
}

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 S86 `json:"f85"`
}

// Spec102 is a random struct.
type Spec102 struct {
	F103 Template104 `json:"f103"`
	F106 resource.Quantity `json:"f106"`
	F107 *metav1.Duration `json:"f107,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F108 *uint32 `json:"f108"`
	F109 []Item110 `json:"f109,omitempty"`
	F121 uint16 `json:"f121"`
	Skipped122 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 map[string]string `json:"f105"`
}

// Item110 is a random struct.
type Item110 struct {
	F111 uint16 `json:"f111,omitempty"`
	F112 metav1.Time `json:"f112,omitempty"`
	F113 *S114 `json:"f113"`
	F119 map[string]string `json:"f119,omitempty"`
	F120 metav1.MicroTime `json:"f120"`
}

// S114 is a random struct.
type S114 struct {
	F115 int8 `json:"f115,omitzero"`
	F116 *float32 `json:"f116,omitempty"`
	F117 uint64 `json:"f117,omitzero"`
	F118 *int32 `json:"f118,omitempty"`
}

// Status123 is a random struct.
type Status123 struct {
	F124 *uint16 `json:"f124"`
	F125 Template126 `json:"f125"`
	F128 Template129 `json:"f128,omitempty"`
	F131 map[string]string `json:"f131,omitempty"`
	F132 int `json:"f132,omitzero"`
	F133 int16 `json:"f133,omitempty"`
	Inline134 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template126 is a random struct.
type Template126 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F127 *resource.Quantity `json:"f127,omitempty"`
}

// Template129 is a random struct.
type Template129 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F130 metav1.Duration `json:"f130"`
}

// Inline134 is a random struct.
type Inline134 struct {
	F135 uint16 `json:"f135"`
	F136 string `json:"f136,omitempty"`
}

