package p1145

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f11.f17"
// +k8s:schema:selectableField:jsonPath=".spec.f47.f50.f57"
// +k8s:printerColumn:name="Col92",type=boolean,jsonPath=`.spec.f3.f11.f16`
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.spec.f47.f50.f53`,description="A column."
// +k8s:printerColumn:name="Col94",type=boolean,jsonPath=`.spec.f47.f50.f54`
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f47.f50.f55`,format=int32
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f47.f59.f61`,description="A column."
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f3.f5[0].f7`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f30[0].f38`,description="A column."
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f47.f73[?(@.f75=="fast")].f75`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f79[*].f84`
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f79[0].f84`
// +k8s:printerColumn:name="Cel102",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f11) && has(self.spec.f3.f11.f13) ? string(self.spec.f3.f11.f13) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status78 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind103 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f11.f16"
// +k8s:selectableField:jsonPath=".spec.f3.f11.f17"
// +k8s:schema:selectableField:jsonPath=".spec.f47.f49"
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.spec.f3.f11.f14`,format=int32
// +k8s:printerColumn:name="Col108",type=boolean,jsonPath=`.spec.f3.f11.f16`
// +k8s:printerColumn:name="Col109",type=date,jsonPath=`.spec.f47.f49`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.spec.f47.f50.f53`
// +k8s:printerColumn:name="Col111",type=boolean,jsonPath=`.spec.f47.f50.f54`,priority=1
// +k8s:printerColumn:name="Col112",type=integer,jsonPath=`.spec.f47.f50.f56`,format=int32
// +k8s:printerColumn:name="Col113",type=integer,jsonPath=`.spec.replicas`
// +k8s:printerColumn:name="Col114",type=date,jsonPath=`.status.f105`,priority=1,description="A column."
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.spec.f3.f5[*].f7`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f3.f5[0].f7`
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f3.f18.app`,description="A column."
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.spec.f3.f20.app`,priority=1
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f30[*].f38`
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.spec.f47.f73[*].f75`
// +k8s:printerColumn:name="Cel121",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f11) && has(self.spec.f3.f11.f13) ? string(self.spec.f3.f11.f13) : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind103z,singular=kind103
// +k8s:printerColumn:name="Dup122",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup122",type=string,jsonPath=`.metadata.name`,priority=1
type Kind103 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status104 `json:"status,omitempty"`
}

// Kind103List is a list of Kind103.
//
// +kubebuilder:object:root=true
type Kind103List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind103 `json:"items"`
}

// Kind123 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f153",description="The f153 of the kind."
// +kubebuilder:printcolumn:name="Col154",type="integer",JSONPath=`.spec.f126`
// +kubebuilder:printcolumn:name="Col155",type="integer",JSONPath=`.status.f150`,format=int32
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.status.f152`
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.spec.f127[0].f140`
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f127[?(@.f140=="x")].f140`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind123
type Kind123 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec124 `json:"spec,omitempty"`
	Status Status149 `json:"status,omitempty"`
}

// Kind123List is a list of Kind123.
//
// +kubebuilder:object:root=true
type Kind123List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind123 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F26 bool `json:"f26"`
	F27 Template28 `json:"f27"`
	F30 List46 `json:"f30"`
	F47 *S48 `json:"f47"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 List10 `json:"f5,omitempty"`
	F11 S12 `json:"f11,omitempty"`
	F18 Labels19 `json:"f18"`
	F20 Labels21 `json:"f20"`
	F22 *Template23 `json:"f22,omitempty"`
	Skipped25 string `json:"-"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 []byte `json:"f7,omitempty"`
	F8 float32 `json:"f8,omitempty"`
	F9 *[]int8 `json:"f9,omitempty"`
}

// List10 is a declared list or map type.
type List10 []Item6

// S12 is a random struct.
type S12 struct {
	F13 *int `json:"f13"`
	F14 int `json:"f14,omitempty"`
	F15 *metav1.MicroTime `json:"f15,omitempty,omitzero"`
	F16 bool `json:"f16"`
	F17 uint16 `json:"f17"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 uint32 `json:"f24"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 uint8 `json:"f29"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 Labels33 `json:"f32,omitempty"`
	F34 Labels35 `json:"f34,omitempty"`
	F36 Labels37 `json:"f36,omitempty"`
	F38 resource.Quantity `json:"f38,omitempty"`
	F39 int16 `json:"f39"`
	F40 Labels41 `json:"f40,omitempty"`
	*Inline42 `json:",inline"`
}

// Labels33 is a declared list or map type.
type Labels33 map[string]string

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Inline42 is a random struct.
type Inline42 struct {
	F43 *metav1.Duration `json:"f43"`
	F44 *float64 `json:"f44,omitempty"`
	Skipped45 string `json:"-"`
}

// List46 is a declared list or map type.
type List46 []Item31

// S48 is a random struct.
type S48 struct {
	F49 metav1.MicroTime `json:"f49,omitempty"`
	F50 S51 `json:"f50,omitempty"`
	F59 *S60 `json:"f59"`
	F64 []Item65 `json:"f64,omitempty"`
	F72 Mode `json:"f72"`
	F73 List77 `json:"f73,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	// +k8s:schema:selectableField:trigger=true
	F52 int `json:"f52"`
	F53 []int8 `json:"f53,omitempty,omitzero"`
	F54 bool `json:"f54,omitzero"`
	// +k8s:selectableField:default="3",indexed=true
	F55 *int32 `json:"f55"`
	F56 int8 `json:"f56"`
	F57 *intstr.IntOrString `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// S60 is a random struct.
type S60 struct {
	F61 *metav1.Duration `json:"f61,omitempty"`
	// +k8s:schema:selectableField:default="6",description="The f62 of the kind.",indexed=true
	F62 uint16 `json:"f62,omitempty,omitzero"`
	F63 int16 `json:"f63"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 int16 `json:"f66,omitempty"`
	F67 *metav1.MicroTime `json:"f67"`
	F68 *resource.Quantity `json:"f68"`
	F69 *metav1.Duration `json:"f69,omitempty"`
	F70 uint8 `json:"f70,omitzero"`
	F71 *types.UID `json:"f71,omitempty"`
}

// Item74 is a random struct.
type Item74 struct {
	F75 Mode `json:"f75"`
	F76 uint16 `json:"f76,omitempty"`
}

// List77 is a declared list or map type.
type List77 []Item74

// Status78 is a random struct.
type Status78 struct {
	F79 List89 `json:"f79"`
	F90 *resource.Quantity `json:"f90,omitempty"`
	F91 metav1.Time `json:"f91,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item80 is a random struct.
type Item80 struct {
	F81 uint16 `json:"f81"`
	F82 *Mode `json:"f82"`
	F83 float32 `json:"f83,omitempty"`
	F84 types.UID `json:"f84,omitempty"`
	Inline85 `json:",inline"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 *string `json:"f86,omitzero"`
	F87 *uint32 `json:"f87"`
	F88 *uint64 `json:"f88"`
}

// List89 is a declared list or map type.
type List89 []Item80

// Status104 is a random struct.
type Status104 struct {
	F105 *metav1.MicroTime `json:"f105,omitempty"`
	F106 int8 `json:"f106,omitempty,omitzero"`
}

// Spec124 is a random struct.
type Spec124 struct {
	F125 float32 `json:"f125,omitempty"`
	F126 uint16 `json:"f126,omitempty"`
	F127 List145 `json:"f127,omitempty"`
	F146 Labels147 `json:"f146,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F148 []byte `json:"f148,omitempty,omitzero"`
}

// Item128 is a random struct.
type Item128 struct {
	F129 Labels130 `json:"f129,omitempty"`
	F131 List139 `json:"f131"`
	F140 string `json:"f140,omitempty,omitzero"`
	F141 *int32 `json:"f141"`
	F142 float64 `json:"f142"`
	F143 int64 `json:"f143"`
	Skipped144 string `json:"-"`
}

// Labels130 is a declared list or map type.
type Labels130 map[string]string

// Item132 is a random struct.
type Item132 struct {
	F133 resource.Quantity `json:"f133,omitempty"`
	F134 Mode `json:"f134"`
	F135 *int32 `json:"f135"`
	F136 uint32 `json:"f136,omitempty"`
	F137 float64 `json:"f137"`
	F138 resource.Quantity `json:"f138,omitempty"`
}

// List139 is a declared list or map type.
type List139 []Item132

// List145 is a declared list or map type.
type List145 []Item128

// Labels147 is a declared list or map type.
type Labels147 map[string]string

// Status149 is a random struct.
type Status149 struct {
	// +k8s:selectableField:description="The f150 of the kind."
	F150 int8 `json:"f150,omitempty"`
	// +k8s:schema:selectableField:default="1"
	F151 int `json:"f151,omitempty"`
	F152 *Mode `json:"f152,omitempty"`
	F153 *uint32 `json:"f153"`
}

