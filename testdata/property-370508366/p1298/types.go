package p1298

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
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f11"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f14"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f15"
// +k8s:schema:index:field="spec.f7.f15"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f17"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f18"
// +k8s:schema:selectableField:jsonPath=".spec.f21",indexed=true
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f7.f13`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f7.f15`
// +kubebuilder:printcolumn:name="Col88",type="number",JSONPath=`.spec.f7.f16`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f7.f18`
// +kubebuilder:printcolumn:name="Col90",type="boolean",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f23.f29`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="boolean",JSONPath=`.spec.f23.f40`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f23.f41`
// +kubebuilder:printcolumn:name="Col94",type="boolean",JSONPath=`.spec.f23.f42`,description="A column."
// +kubebuilder:printcolumn:name="Col95",type="integer",JSONPath=`.spec.f49.f51`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f49.f52`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.spec.f49.f56`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f79`,priority=1
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f3.f5.app`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f3.f6.app`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f57[*].f64`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f57[?(@.f60==true)].f64`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel103",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind105 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f107",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f109"
// +k8s:schema:selectableField:jsonPath=".spec.f112"
// +k8s:schema:selectableField:jsonPath=".spec.f113",default="-1"
// +k8s:printerColumn:name="Col116",type=date,jsonPath=`.spec.f107`
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.spec.f108`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.spec.f111`,priority=1,description="A column."
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f114.app`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind105-items
type Kind105 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec106 `json:"spec,omitempty"`
}

// Kind105List is a list of Kind105.
//
// +kubebuilder:object:root=true
type Kind105List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind105 `json:"items"`
}

// Kind120 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f109",description="The f109 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f111"
// +kubebuilder:selectablefield:JSONPath=".status.f122"
// +k8s:schema:selectableField:jsonPath=".status.f143.f151",description="The f151 of the kind."
// +k8s:selectableField:jsonPath=".status.f143.f152",description="The f152 of the kind."
// +kubebuilder:printcolumn:name="Col156",type="integer",JSONPath=`.status.f143.f152`,format=int32
// +kubebuilder:printcolumn:name="Col157",type="number",JSONPath=`.status.f153`
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.status.f154`,description="A column."
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.spec.f114.app`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.status.f143.f145[0].f148`,description="A column."
// +kubebuilder:printcolumn:name="Col161",type="string",JSONPath=`.status.f143.f145[?(@.f148=="x")].f148`,description="A column."
// +k8s:printerColumn:name="Cel162",type=string,expression=`has(self.status) && has(self.status.f143) && has(self.status.f143.f151) ? string(self.status.f143.f151) : "none"`
// +k8s:selectable-gen=true
type Kind120 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec106 `json:"spec,omitempty"`
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
	F3 *S4 `json:"f3"`
	F7 *S8 `json:"f7"`
	F20 int32 `json:"f20"`
	F21 *uint16 `json:"f21"`
	F22 bool `json:"f22"`
	F23 S24 `json:"f23"`
	Inline45 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate104 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5"`
	F6 map[string]string `json:"f6"`
}

// S8 is a random struct.
type S8 struct {
	F9 map[string]string `json:"f9,omitempty"`
	F10 int8 `json:"f10"`
	F11 *types.UID `json:"f11"`
	Inline12 `json:",inline"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 []byte `json:"f13"`
	F14 Mode `json:"f14"`
	F15 string `json:"f15,omitempty"`
	F16 float32 `json:"f16"`
	F17 *string `json:"f17,omitempty"`
	F18 uint64 `json:"f18,omitzero"`
	Skipped19 string `json:"-"`
}

// S24 is a random struct.
type S24 struct {
	F25 []Item26 `json:"f25,omitempty"`
	F29 uint8 `json:"f29,omitempty"`
	F30 float32 `json:"f30"`
	F31 Template32 `json:"f31,omitempty"`
	F34 Template35 `json:"f34,omitempty"`
	F37 map[string]string `json:"f37,omitempty"`
	*Inline38 `json:",inline"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *int16 `json:"f27,omitempty"`
	F28 float32 `json:"f28"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 int32 `json:"f33,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 metav1.MicroTime `json:"f36"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 uint8 `json:"f39"`
	F40 bool `json:"f40"`
	F41 []byte `json:"f41,omitempty"`
	F42 bool `json:"f42,omitempty"`
	F43 *uint64 `json:"f43,omitempty"`
	F44 *uint16 `json:"f44"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 Template47 `json:"f46"`
	F49 *S50 `json:"f49"`
	F57 []Item58 `json:"f57"`
	F65 int `json:"f65"`
	F66 *metav1.MicroTime `json:"f66,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 Mode `json:"f48,omitempty"`
}

// S50 is a random struct.
type S50 struct {
	F51 *int64 `json:"f51"`
	F52 int32 `json:"f52,omitempty"`
	F53 uint16 `json:"f53"`
	F54 *string `json:"f54"`
	F55 float64 `json:"f55"`
	F56 uint32 `json:"f56"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 *bool `json:"f59,omitempty"`
	F60 bool `json:"f60,omitempty"`
	F61 *uint8 `json:"f61,omitempty"`
	F62 *metav1.Duration `json:"f62,omitempty"`
	F63 uint8 `json:"f63"`
	F64 intstr.IntOrString `json:"f64"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 List78 `json:"f68"`
	F79 intstr.IntOrString `json:"f79"`
	F80 int16 `json:"f80"`
	F81 Template82 `json:"f81"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *int `json:"f70,omitempty"`
	F71 *int `json:"f71,omitempty"`
	F72 *S73 `json:"f72,omitempty"`
}

// S73 is a random struct.
type S73 struct {
	F74 float32 `json:"f74"`
	F75 *float64 `json:"f75"`
	F76 types.UID `json:"f76,omitzero"`
	Skipped77 string `json:"-"`
}

// List78 is a declared list or map type.
type List78 []Item69

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 []int8 `json:"f85"`
}

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 Template84 `json:"f83"`
}

// PodTemplate104 is a random struct.
type PodTemplate104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec106 is a random struct.
type Spec106 struct {
	F107 *metav1.Time `json:"f107,omitempty"`
	// +k8s:selectableField
	F108 uint32 `json:"f108,omitempty"`
	F109 []byte `json:"f109"`
	Inline110 `json:",inline"`
}

// Inline110 is a random struct.
type Inline110 struct {
	F111 *types.UID `json:"f111,omitempty"`
	F112 metav1.MicroTime `json:"f112,omitempty"`
	F113 int8 `json:"f113"`
	F114 Labels115 `json:"f114,omitempty"`
}

// Labels115 is a declared list or map type.
type Labels115 map[string]string

// Status121 is a random struct.
type Status121 struct {
	F122 *metav1.Duration `json:"f122,omitzero"`
	F123 List142 `json:"f123"`
	F143 S144 `json:"f143"`
	F153 *float64 `json:"f153"`
	F154 []byte `json:"f154,omitempty"`
	Skipped155 string `json:"-"`
}

// Item124 is a random struct.
type Item124 struct {
	F125 int32 `json:"f125,omitempty"`
	F126 *string `json:"f126"`
	F127 Template128 `json:"f127"`
	F130 *uint16 `json:"f130,omitempty"`
	F131 []Item132 `json:"f131"`
	Inline136 `json:",inline"`
}

// Template128 is a random struct.
type Template128 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F129 []int8 `json:"f129,omitempty"`
}

// Item132 is a random struct.
type Item132 struct {
	F133 resource.Quantity `json:"f133,omitempty"`
	F134 uint64 `json:"f134"`
	F135 intstr.IntOrString `json:"f135"`
}

// Inline136 is a random struct.
type Inline136 struct {
	F137 float64 `json:"f137"`
	F138 string `json:"f138,omitzero"`
	F139 float64 `json:"f139"`
	F140 *uint64 `json:"f140,omitempty"`
	F141 *int8 `json:"f141,omitempty"`
}

// List142 is a declared list or map type.
type List142 []Item124

// S144 is a random struct.
type S144 struct {
	F145 List150 `json:"f145"`
	F151 int `json:"f151"`
	F152 *int8 `json:"f152"`
}

// Item146 is a random struct.
type Item146 struct {
	F147 *uint8 `json:"f147,omitempty"`
	F148 string `json:"f148"`
	Skipped149 string `json:"-"`
}

// List150 is a declared list or map type.
type List150 []Item146

