package p1327

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
// +k8s:selectableField:jsonPath=".spec.f13"
// +k8s:schema:selectableField:jsonPath=".status.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f21"
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.status.f23`,description="A column."
// +k8s:printerColumn:name="Col31",type=date,jsonPath=`.status.f25`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f26`,priority=1
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f12.app`,description="A column."
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.status) && has(self.status.f17) ? self.status.f17 : "none"`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f37",trigger=true
// +k8s:selectableField:jsonPath=".spec.f73.f77",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f79"
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.spec.f37`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.spec.f61`,priority=1
// +k8s:printerColumn:name="Col104",type=integer,jsonPath=`.spec.f62.f64`
// +k8s:printerColumn:name="Col105",type=integer,jsonPath=`.spec.f62.f67`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.spec.f62.f68`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.spec.f62.f69`,format=int32
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.spec.f73.f76`,priority=1
// +k8s:printerColumn:name="Col109",type=date,jsonPath=`.spec.f81`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.spec.f83`
// +k8s:printerColumn:name="Col111",type=date,jsonPath=`.status.f86`,description="A column."
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.status.f94`,description="A column."
// +k8s:printerColumn:name="Col113",type=string,jsonPath=`.spec.f41.f43[*].f45`,description="A column."
// +k8s:printerColumn:name="Col114",type=string,jsonPath=`.spec.f41.f43[?(@.f48=="fast")].f45`
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.spec.f41.f49[*].f53`,priority=1
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f57.app`
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.status.f96[*].f99`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f96[0].f99`
// +k8s:printerColumn:name="Cel119",type=string,expression=`has(self.spec) && has(self.spec.f73) && has(self.spec.f73.f77) ? self.spec.f73.f77 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
	Status Status85 `json:"status,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Kind120 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f62.f64",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f62.f65",default="80",description="The f65 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f62.f69"
// +kubebuilder:selectablefield:JSONPath=".spec.f73.f75"
// +kubebuilder:printcolumn:name="Col124",type="integer",JSONPath=`.spec.f62.f64`
// +kubebuilder:printcolumn:name="Col125",type="string",JSONPath=`.spec.f62.f68`
// +kubebuilder:printcolumn:name="Col126",type="string",JSONPath=`.spec.f73.f76`
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.spec.f73.f77`
// +kubebuilder:printcolumn:name="Col128",type="integer",JSONPath=`.spec.f73.f78`
// +kubebuilder:printcolumn:name="Col129",type="string",JSONPath=`.spec.f79`
// +kubebuilder:printcolumn:name="Col130",type="string",JSONPath=`.spec.f83`
// +kubebuilder:printcolumn:name="Col131",type="string",JSONPath=`.spec.f84`
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.status.f122`
// +kubebuilder:printcolumn:name="Col133",type="string",JSONPath=`.spec.f41.f43[0].f45`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col134",type="string",JSONPath=`.spec.f41.f49[*].f53`
// +k8s:printerColumn:name="Cel135",type=string,expression=`has(self.status) && has(self.status.f123) ? string(self.status.f123) : "none"`
// +kubebuilder:subresource:status
type Kind120 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
	Status Status121 `json:"status,omitempty"`
}

// Kind120List is a list of Kind120.
//
// +kubebuilder:object:root=true
type Kind120List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind120 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 []int8 `json:"f4,omitempty"`
	F5 Template6 `json:"f5"`
	F8 S9 `json:"f8"`
	F12 map[string]string `json:"f12,omitempty"`
	F13 *uint32 `json:"f13,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 metav1.Time `json:"f7,omitzero"`
}

// S9 is a random struct.
type S9 struct {
	F10 []byte `json:"f10"`
	// +k8s:schema:selectableField
	F11 Mode `json:"f11"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 float32 `json:"f15"`
	F16 *int16 `json:"f16,omitempty,omitzero"`
	// +k8s:selectableField:description="The f17 of the kind."
	F17 string `json:"f17,omitempty"`
	Inline18 `json:",inline"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 map[string]string `json:"f19,omitempty"`
	F20 bool `json:"f20"`
	F21 *intstr.IntOrString `json:"f21"`
	// +k8s:schema:selectableField:default="3",description="The f22 of the kind."
	F22 int32 `json:"f22,omitempty"`
	F23 int16 `json:"f23,omitempty"`
	Inline24 `json:",inline"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 metav1.Time `json:"f25,omitempty"`
	F26 *types.UID `json:"f26,omitzero"`
	F27 string `json:"f27"`
	Skipped28 string `json:"-"`
}

// Spec36 is a random struct.
type Spec36 struct {
	F37 types.UID `json:"f37,omitempty,omitzero"`
	F38 Template39 `json:"f38,omitempty"`
	F41 S42 `json:"f41"`
	F57 Labels58 `json:"f57,omitempty"`
	Skipped59 string `json:"-"`
	Inline60 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 float32 `json:"f40,omitempty,omitzero"`
}

// S42 is a random struct.
type S42 struct {
	F43 []Item44 `json:"f43,omitempty"`
	F49 List56 `json:"f49,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 types.UID `json:"f45,omitempty"`
	F46 *metav1.Time `json:"f46"`
	F47 *int16 `json:"f47"`
	F48 Mode `json:"f48,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 metav1.Time `json:"f51"`
	F52 float32 `json:"f52,omitempty"`
	F53 metav1.Duration `json:"f53"`
	F54 *metav1.Duration `json:"f54"`
	Skipped55 string `json:"-"`
}

// List56 is a declared list or map type.
type List56 []Item50

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// Inline60 is a random struct.
type Inline60 struct {
	// +k8s:schema:selectableField
	F61 []byte `json:"f61,omitempty"`
	F62 *S63 `json:"f62,omitempty"`
	F70 Template71 `json:"f70,omitempty"`
	F73 S74 `json:"f73"`
	F79 types.UID `json:"f79"`
	Inline80 `json:",inline"`
}

// S63 is a random struct.
type S63 struct {
	F64 uint8 `json:"f64,omitempty"`
	F65 *intstr.IntOrString `json:"f65"`
	F66 float32 `json:"f66"`
	F67 int16 `json:"f67,omitempty"`
	F68 *types.UID `json:"f68,omitzero"`
	F69 int16 `json:"f69,omitempty"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 []byte `json:"f72"`
}

// S74 is a random struct.
type S74 struct {
	F75 *types.UID `json:"f75,omitempty"`
	// +k8s:selectableField:description="The f76 of the kind."
	F76 types.UID `json:"f76,omitempty"`
	F77 Mode `json:"f77,omitempty"`
	// +k8s:selectableField
	F78 int16 `json:"f78,omitempty"`
}

// Inline80 is a random struct.
type Inline80 struct {
	F81 *metav1.MicroTime `json:"f81"`
	F82 *bool `json:"f82"`
	F83 Mode `json:"f83,omitempty"`
	F84 []int8 `json:"f84"`
}

// Status85 is a random struct.
type Status85 struct {
	F86 metav1.MicroTime `json:"f86,omitempty,omitzero"`
	F87 int32 `json:"f87"`
	F88 metav1.MicroTime `json:"f88,omitempty"`
	F89 metav1.MicroTime `json:"f89,omitempty"`
	F90 *Template91 `json:"f90,omitempty"`
	*Inline93 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 string `json:"f92,omitempty,omitzero"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 intstr.IntOrString `json:"f94,omitempty"`
	F95 *uint32 `json:"f95,omitempty"`
	F96 []Item97 `json:"f96"`
	F101 int16 `json:"f101,omitempty"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 *[]int8 `json:"f98"`
	F99 string `json:"f99,omitempty"`
	Skipped100 string `json:"-"`
}

// Status121 is a random struct.
type Status121 struct {
	F122 []int8 `json:"f122"`
	F123 *bool `json:"f123"`
}

