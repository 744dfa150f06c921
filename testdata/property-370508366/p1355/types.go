package p1355

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
// +k8s:selectableField:jsonPath=".spec.f28",indexed=true
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f27`,priority=1
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.spec.f28`,priority=1
// +k8s:printerColumn:name="Cel31",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f34.f37.f40",description="The f40 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f69"
// +k8s:schema:index:field="spec.f69"
// +k8s:selectableField:jsonPath=".status.f74",trigger=true
// +kubebuilder:printcolumn:name="Col104",type="integer",JSONPath=`.spec.f34.f36`
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.spec.f57.f64`
// +kubebuilder:printcolumn:name="Col106",type="number",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col107",type="integer",JSONPath=`.status.f76.f78`
// +kubebuilder:printcolumn:name="Col108",type="integer",JSONPath=`.status.f76.f82.f87`
// +kubebuilder:printcolumn:name="Col109",type="number",JSONPath=`.status.f76.f89`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.status.f76.f90.f93`,description="A column."
// +kubebuilder:printcolumn:name="Col111",type="number",JSONPath=`.status.f76.f90.f94`
// +kubebuilder:printcolumn:name="Col112",type="integer",JSONPath=`.status.f76.f90.f97`,format=int32
// +kubebuilder:printcolumn:name="Col113",type="date",JSONPath=`.status.f99`
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.status.f102`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status72 `json:"status,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Kind115 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f117",default="-1",description="The f117 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f140",description="The f140 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f142",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".status.f151.f154"
// +k8s:selectableField:jsonPath=".status.f151.f157",default="false",description="The f157 of the kind.",trigger=true
// +k8s:printerColumn:name="Col161",type=string,jsonPath=`.spec.f118`
// +k8s:printerColumn:name="Col162",type=string,jsonPath=`.spec.f119.f121`,priority=1,description="A column."
// +k8s:printerColumn:name="Col163",type=string,jsonPath=`.spec.f119.f123`,priority=1,description="A column."
// +k8s:printerColumn:name="Col164",type=integer,jsonPath=`.spec.f119.f124.f126`,priority=1
// +k8s:printerColumn:name="Col165",type=boolean,jsonPath=`.spec.f130`
// +k8s:printerColumn:name="Col166",type=number,jsonPath=`.spec.f131`
// +k8s:printerColumn:name="Col167",type=number,jsonPath=`.spec.f138`,description="A column."
// +k8s:printerColumn:name="Col168",type=date,jsonPath=`.spec.f142`,description="A column."
// +k8s:printerColumn:name="Col169",type=number,jsonPath=`.status.f151.f153`
// +k8s:printerColumn:name="Col170",type=boolean,jsonPath=`.status.f151.f157`
// +k8s:printerColumn:name="Col171",type=integer,jsonPath=`.status.f159`,format=int32
// +k8s:printerColumn:name="Col172",type=string,jsonPath=`.status.f150.app`
// +k8s:printerColumn:name="Cel173",type=string,expression=`has(self.status) && has(self.status.f151) && has(self.status.f151.f157) ? string(self.status.f151.f157) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind115 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec116 `json:"spec,omitempty"`
	Status Status144 `json:"status,omitempty"`
}

// Kind115List is a list of Kind115.
//
// +kubebuilder:object:root=true
type Kind115List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind115 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List20 `json:"f3,omitempty"`
	F21 S22 `json:"f21,omitempty"`
	F25 metav1.Time `json:"f25"`
	F26 int8 `json:"f26,omitzero"`
	F27 types.UID `json:"f27"`
	F28 []byte `json:"f28,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 List11 `json:"f5"`
	F12 *int64 `json:"f12,omitempty"`
	F13 *[]int8 `json:"f13"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 uint64 `json:"f7,omitempty"`
	F8 *intstr.IntOrString `json:"f8,omitzero"`
	F9 metav1.MicroTime `json:"f9,omitempty"`
	Skipped10 string `json:"-"`
}

// List11 is a declared list or map type.
type List11 []Item6

// Inline15 is a random struct.
type Inline15 struct {
	F16 int32 `json:"f16,omitempty"`
	F17 *intstr.IntOrString `json:"f17"`
	F18 string `json:"f18"`
	F19 uint32 `json:"f19,omitempty"`
}

// List20 is a declared list or map type.
type List20 []Item4

// S22 is a random struct.
type S22 struct {
	F23 *uint8 `json:"f23"`
	F24 map[string]string `json:"f24,omitempty"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 S35 `json:"f34"`
	F57 S58 `json:"f57"`
	F68 map[string]string `json:"f68,omitempty"`
	F69 int8 `json:"f69,omitempty"`
	F70 float64 `json:"f70,omitempty,omitzero"`
	F71 string `json:"f71,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S35 is a random struct.
type S35 struct {
	F36 *int16 `json:"f36"`
	F37 *S38 `json:"f37,omitempty"`
	F41 *Template42 `json:"f41,omitempty"`
	F44 Labels45 `json:"f44"`
	F46 Template47 `json:"f46,omitempty"`
	F49 List55 `json:"f49,omitempty"`
	Skipped56 string `json:"-"`
}

// S38 is a random struct.
type S38 struct {
	F39 *Mode `json:"f39"`
	F40 []byte `json:"f40,omitempty"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 metav1.Time `json:"f43,omitempty"`
}

// Labels45 is a declared list or map type.
type Labels45 map[string]string

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 string `json:"f48"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int16 `json:"f51,omitempty"`
	F52 *float64 `json:"f52,omitempty"`
	F53 uint32 `json:"f53,omitempty"`
	F54 float64 `json:"f54"`
}

// List55 is a declared list or map type.
type List55 []Item50

// S58 is a random struct.
type S58 struct {
	F59 uint8 `json:"f59"`
	F60 *metav1.Time `json:"f60"`
	Inline61 `json:",inline"`
}

// Inline61 is a random struct.
type Inline61 struct {
	// +k8s:selectableField
	F62 uint8 `json:"f62"`
	// +k8s:schema:selectableField:default="1h0m0s",description="The f63 of the kind."
	F63 *metav1.Duration `json:"f63"`
	// +k8s:schema:selectableField
	F64 []byte `json:"f64,omitempty"`
	F65 *int8 `json:"f65,omitempty"`
	F66 uint8 `json:"f66,omitempty"`
	F67 float64 `json:"f67,omitempty"`
}

// Status72 is a random struct.
type Status72 struct {
	F73 float64 `json:"f73,omitempty"`
	F74 *intstr.IntOrString `json:"f74,omitzero"`
	F75 *float64 `json:"f75"`
	F76 *S77 `json:"f76,omitempty"`
	F99 metav1.Time `json:"f99"`
	F100 *metav1.Time `json:"f100"`
	*Inline101 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S77 is a random struct.
type S77 struct {
	F78 int `json:"f78,omitempty"`
	F79 Template80 `json:"f79,omitempty"`
	F82 S83 `json:"f82"`
	F89 float64 `json:"f89,omitempty"`
	F90 *S91 `json:"f90,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 uint32 `json:"f81"`
}

// S83 is a random struct.
type S83 struct {
	F84 *uint8 `json:"f84"`
	F85 uint16 `json:"f85,omitempty"`
	F86 types.UID `json:"f86,omitempty"`
	F87 *uint8 `json:"f87"`
	F88 int32 `json:"f88,omitempty"`
}

// S91 is a random struct.
type S91 struct {
	F92 types.UID `json:"f92"`
	F93 intstr.IntOrString `json:"f93,omitzero"`
	F94 float64 `json:"f94"`
	F95 int64 `json:"f95"`
	F96 float32 `json:"f96,omitempty"`
	F97 int64 `json:"f97,omitzero"`
	Skipped98 string `json:"-"`
}

// Inline101 is a random struct.
type Inline101 struct {
	F102 types.UID `json:"f102,omitempty"`
	F103 *int16 `json:"f103,omitempty"`
}

// Spec116 is a random struct.
type Spec116 struct {
	F117 *int8 `json:"f117"`
	F118 []int8 `json:"f118,omitempty,omitzero"`
	F119 *S120 `json:"f119"`
	F128 uint32 `json:"f128,omitempty"`
	Inline129 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S120 is a random struct.
type S120 struct {
	F121 uint64 `json:"f121"`
	F122 []byte `json:"f122,omitempty"`
	F123 resource.Quantity `json:"f123"`
	F124 S125 `json:"f124,omitempty"`
}

// S125 is a random struct.
type S125 struct {
	F126 *int16 `json:"f126"`
	F127 float32 `json:"f127,omitempty"`
}

// Inline129 is a random struct.
type Inline129 struct {
	F130 *bool `json:"f130,omitempty,omitzero"`
	F131 float32 `json:"f131,omitempty"`
	F132 []Item133 `json:"f132"`
	Inline136 `json:",inline"`
}

// Item133 is a random struct.
type Item133 struct {
	F134 uint8 `json:"f134,omitempty,omitzero"`
	F135 *metav1.MicroTime `json:"f135"`
}

// Inline136 is a random struct.
type Inline136 struct {
	F137 metav1.MicroTime `json:"f137"`
	F138 float64 `json:"f138,omitempty"`
	// +k8s:selectableField:default="6"
	F139 uint16 `json:"f139"`
	F140 int64 `json:"f140"`
	F141 *[]int8 `json:"f141"`
	F142 metav1.Time `json:"f142,omitempty,omitzero"`
	Skipped143 string `json:"-"`
}

// Status144 is a random struct.
type Status144 struct {
	F145 []Item146 `json:"f145"`
	F150 map[string]string `json:"f150"`
	F151 S152 `json:"f151"`
	F159 *int64 `json:"f159,omitempty"`
	F160 *int `json:"f160,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item146 is a random struct.
type Item146 struct {
	F147 *float32 `json:"f147,omitzero"`
	F148 int16 `json:"f148,omitempty"`
	Skipped149 string `json:"-"`
}

// S152 is a random struct.
type S152 struct {
	F153 *float64 `json:"f153"`
	F154 *int8 `json:"f154,omitzero"`
	*Inline155 `json:",inline"`
}

// Inline155 is a random struct.
type Inline155 struct {
	F156 *metav1.MicroTime `json:"f156"`
	F157 bool `json:"f157,omitempty,omitzero"`
	F158 uint64 `json:"f158,omitempty"`
}

