package p1160

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
// +k8s:selectableField:jsonPath=".spec.f6"
// +k8s:printerColumn:name="Col12",type=string,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col13",type=string,jsonPath=`.spec.f9`,description="A column."
// +k8s:printerColumn:name="Cel14",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f17.f20",trigger=true
// +k8s:selectableField:jsonPath=".spec.f17.f29",indexed=true
// +k8s:selectableField:jsonPath=".spec.f17.f32",description="The f32 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f35.f37"
// +kubebuilder:selectablefield:JSONPath=".spec.f35.f38.f41"
// +k8s:schema:selectableField:jsonPath=".spec.f35.f38.f42",indexed=true
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f17.f19`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f17.f20`
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.spec.f17.f21.f23`,priority=1
// +kubebuilder:printcolumn:name="Col78",type="number",JSONPath=`.spec.f17.f21.f24`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f35.f37`
// +kubebuilder:printcolumn:name="Col80",type="number",JSONPath=`.spec.f35.f38.f40`
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f35.f38.f41`,format=int32
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f47[0].f50`
// +k8s:printerColumn:name="Cel83",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup84",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Dup84",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
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

// Kind85 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f117",trigger=true
// +k8s:printerColumn:name="Col124",type=integer,jsonPath=`.spec.f89.f92`,format=int32
// +k8s:printerColumn:name="Col125",type=integer,jsonPath=`.spec.f89.f95`,description="A column."
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.spec.f89.f96`,description="A column."
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f114`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.spec.f89.f93.app`,description="A column."
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.spec.f98.app`
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f100[*].f102`,priority=1
// +k8s:printerColumn:name="Cel131",type=string,expression=`has(self.spec) && has(self.spec.f115) ? string(self.spec.f115) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind85 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec86 `json:"spec,omitempty"`
	Status Status116 `json:"status,omitempty"`
}

// Kind85List is a list of Kind85.
//
// +kubebuilder:object:root=true
type Kind85List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind85 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 int16 `json:"f6"`
	F7 *uint64 `json:"f7,omitempty,omitzero"`
	F8 []int8 `json:"f8"`
	F9 []int8 `json:"f9"`
	F10 resource.Quantity `json:"f10,omitzero"`
	Skipped11 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 map[string]string `json:"f5,omitempty"`
}

// Spec16 is a random struct.
type Spec16 struct {
	F17 S18 `json:"f17"`
	F35 *S36 `json:"f35"`
	F47 []Item48 `json:"f47"`
	F65 S66 `json:"f65,omitempty"`
	F69 Template70 `json:"f69,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 uint64 `json:"f19"`
	F20 *types.UID `json:"f20,omitempty"`
	F21 *S22 `json:"f21"`
	F28 bool `json:"f28"`
	F29 *string `json:"f29"`
	Skipped30 string `json:"-"`
	Inline31 `json:",inline"`
}

// S22 is a random struct.
type S22 struct {
	F23 uint16 `json:"f23,omitzero"`
	F24 float32 `json:"f24"`
	F25 int16 `json:"f25,omitempty"`
	F26 int64 `json:"f26"`
	F27 *int64 `json:"f27,omitempty,omitzero"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 *types.UID `json:"f32,omitempty"`
	F33 *int8 `json:"f33"`
	Skipped34 string `json:"-"`
}

// S36 is a random struct.
type S36 struct {
	F37 []byte `json:"f37"`
	F38 *S39 `json:"f38,omitempty"`
	Skipped46 string `json:"-"`
}

// S39 is a random struct.
type S39 struct {
	F40 float64 `json:"f40,omitempty"`
	F41 int32 `json:"f41,omitempty"`
	F42 int8 `json:"f42,omitzero"`
	F43 float32 `json:"f43"`
	F44 metav1.Time `json:"f44,omitempty,omitzero"`
	F45 string `json:"f45,omitempty"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 *metav1.MicroTime `json:"f49,omitempty"`
	F50 uint64 `json:"f50"`
	F51 uint16 `json:"f51,omitempty"`
	F52 S53 `json:"f52"`
	Inline60 `json:",inline"`
}

// S53 is a random struct.
type S53 struct {
	F54 *intstr.IntOrString `json:"f54,omitempty"`
	F55 []byte `json:"f55"`
	F56 *uint64 `json:"f56,omitempty"`
	F57 int `json:"f57,omitempty"`
	F58 *resource.Quantity `json:"f58"`
	F59 types.UID `json:"f59,omitempty"`
}

// Inline60 is a random struct.
type Inline60 struct {
	F61 metav1.Duration `json:"f61"`
	F62 []byte `json:"f62,omitempty"`
	F63 uint8 `json:"f63,omitzero"`
	Skipped64 string `json:"-"`
}

// S66 is a random struct.
type S66 struct {
	F67 *metav1.Time `json:"f67"`
	F68 *uint64 `json:"f68,omitzero"`
}

// S72 is a random struct.
type S72 struct {
	F73 float64 `json:"f73"`
	F74 int8 `json:"f74,omitempty"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 S72 `json:"f71,omitempty"`
}

// Spec86 is a random struct.
type Spec86 struct {
	F87 intstr.IntOrString `json:"f87"`
	F88 *bool `json:"f88,omitzero"`
	F89 *S90 `json:"f89,omitempty"`
	Inline97 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate132 `json:"template"`
}

// S90 is a random struct.
type S90 struct {
	F91 metav1.Duration `json:"f91"`
	F92 uint32 `json:"f92,omitempty"`
	F93 Labels94 `json:"f93"`
	// +k8s:schema:selectableField
	F95 uint32 `json:"f95"`
	F96 intstr.IntOrString `json:"f96,omitempty"`
}

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Inline97 is a random struct.
type Inline97 struct {
	F98 map[string]string `json:"f98"`
	// +k8s:schema:selectableField
	F99 []byte `json:"f99"`
	F100 List106 `json:"f100,omitempty"`
	F107 Template108 `json:"f107"`
	Skipped110 string `json:"-"`
	Inline111 `json:",inline"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 uint64 `json:"f102,omitempty"`
	F103 uint64 `json:"f103,omitempty"`
	F104 uint8 `json:"f104,omitempty"`
	F105 []byte `json:"f105,omitempty"`
}

// List106 is a declared list or map type.
type List106 []Item101

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 int8 `json:"f109"`
}

// Inline111 is a random struct.
type Inline111 struct {
	// +k8s:selectableField:description="The f112 of the kind."
	F112 *metav1.MicroTime `json:"f112,omitempty"`
	F113 []byte `json:"f113,omitempty"`
	F114 *intstr.IntOrString `json:"f114"`
	F115 int64 `json:"f115,omitempty"`
}

// Status116 is a random struct.
type Status116 struct {
	F117 *bool `json:"f117,omitempty"`
	F118 *float32 `json:"f118"`
	F119 *Template120 `json:"f119,omitempty"`
}

// Template122 is a random struct.
type Template122 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F123 *int64 `json:"f123"`
}

// Template120 is a random struct.
type Template120 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F121 *Template122 `json:"f121"`
}

// PodTemplate132 is a random struct.
type PodTemplate132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

