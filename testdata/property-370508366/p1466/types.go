package p1466

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f21",indexed=true
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f18`
// +k8s:printerColumn:name="Cel31",type=string,expression=`has(self.status) && has(self.status.f22) ? self.status.f22 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.status.f81`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f35[*].f37`,priority=1
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f55[0].f72`,description="A column."
// +k8s:printerColumn:name="Cel91",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Kind92 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f116"
// +k8s:schema:selectableField:jsonPath=".status.f118"
// +k8s:schema:selectableField:jsonPath=".status.f121",description="The f121 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f122",default="2"
// +k8s:schema:selectableField:jsonPath=".status.f123",description="The f123 of the kind."
// +k8s:printerColumn:name="Col135",type=integer,jsonPath=`.status.f118`
// +k8s:printerColumn:name="Col136",type=string,jsonPath=`.status.f119`
// +k8s:printerColumn:name="Col137",type=number,jsonPath=`.status.f132`
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.spec.f35[*].f37`
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.spec.f35[0].f37`
// +k8s:printerColumn:name="Col140",type=string,jsonPath=`.spec.f51.app`
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.status.f94[*].f109`
// +k8s:printerColumn:name="Col142",type=string,jsonPath=`.status.f94[0].f109`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel143",type=string,expression=`has(self.status) && has(self.status.f118) ? string(self.status.f118) : "none"`
type Kind92 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status93 `json:"status,omitempty"`
}

// Kind92List is a list of Kind92.
//
// +kubebuilder:object:root=true
type Kind92List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind92 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Duration `json:"f3,omitempty,omitzero"`
	F4 []Item5 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:description="The f18 of the kind.",indexed=true
	F18 uint64 `json:"f18,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *float32 `json:"f6"`
	F7 []Item8 `json:"f7,omitempty"`
	F14 intstr.IntOrString `json:"f14"`
	F15 []int8 `json:"f15"`
	F16 Labels17 `json:"f16,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 uint8 `json:"f9"`
	F10 *string `json:"f10"`
	F11 int8 `json:"f11,omitempty,omitzero"`
	F12 uint32 `json:"f12"`
	F13 metav1.Time `json:"f13,omitempty"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Status19 is a random struct.
type Status19 struct {
	F20 *Mode `json:"f20,omitempty"`
	F21 *uint32 `json:"f21"`
	// +k8s:selectableField:description="The f22 of the kind.",indexed=true
	F22 Mode `json:"f22,omitzero"`
	Skipped23 string `json:"-"`
	Inline24 `json:",inline"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 types.UID `json:"f25"`
	F26 *float32 `json:"f26"`
	F27 Labels28 `json:"f27"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Spec34 is a random struct.
type Spec34 struct {
	F35 List50 `json:"f35,omitempty"`
	F51 map[string]string `json:"f51"`
	// +k8s:schema:selectableField:indexed=true
	F52 intstr.IntOrString `json:"f52"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 []int8 `json:"f37,omitempty"`
	F38 *int `json:"f38"`
	F39 Template40 `json:"f39,omitempty"`
	F42 float64 `json:"f42,omitempty"`
	F43 List48 `json:"f43"`
	F49 uint64 `json:"f49"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int32 `json:"f41"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 int64 `json:"f45,omitempty"`
	F46 metav1.Time `json:"f46"`
	F47 uint64 `json:"f47,omitempty"`
}

// List48 is a declared list or map type.
type List48 []Item44

// List50 is a declared list or map type.
type List50 []Item36

// Status53 is a random struct.
type Status53 struct {
	F54 float64 `json:"f54,omitempty"`
	F55 []Item56 `json:"f55,omitempty"`
	F81 *uint8 `json:"f81,omitempty"`
	F82 int16 `json:"f82"`
	F83 Template84 `json:"f83"`
	F86 Labels87 `json:"f86,omitempty"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 float64 `json:"f57,omitempty"`
	F58 Template59 `json:"f58"`
	F61 int8 `json:"f61"`
	F62 List68 `json:"f62"`
	F69 *Template70 `json:"f69,omitempty"`
	F72 metav1.Duration `json:"f72,omitempty"`
	Inline73 `json:",inline"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 []byte `json:"f60"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 uint16 `json:"f64"`
	F65 uint8 `json:"f65,omitempty"`
	F66 uint64 `json:"f66,omitzero"`
	F67 float32 `json:"f67"`
}

// List68 is a declared list or map type.
type List68 []Item63

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 []byte `json:"f71,omitempty"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 int8 `json:"f74,omitempty"`
	F75 uint64 `json:"f75"`
	F76 uint8 `json:"f76,omitempty"`
	F77 int64 `json:"f77"`
	F78 *int64 `json:"f78,omitempty"`
	F79 string `json:"f79"`
	Skipped80 string `json:"-"`
}

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 *metav1.MicroTime `json:"f85,omitempty"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Status93 is a random struct.
type Status93 struct {
	F94 List115 `json:"f94,omitempty"`
	F116 *metav1.Time `json:"f116"`
	F117 *int8 `json:"f117"`
	F118 *int `json:"f118,omitempty"`
	F119 []int8 `json:"f119,omitempty"`
	*Inline120 `json:",inline"`
}

// Item95 is a random struct.
type Item95 struct {
	F96 *metav1.Duration `json:"f96,omitempty"`
	F97 *S98 `json:"f97,omitempty"`
	F102 *Template103 `json:"f102"`
	F105 Template106 `json:"f105"`
	F108 bool `json:"f108,omitempty"`
	F109 metav1.Duration `json:"f109"`
	*Inline110 `json:",inline"`
}

// S98 is a random struct.
type S98 struct {
	F99 intstr.IntOrString `json:"f99,omitempty"`
	F100 string `json:"f100,omitzero"`
	F101 *string `json:"f101"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 intstr.IntOrString `json:"f104"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 float32 `json:"f107"`
}

// Inline110 is a random struct.
type Inline110 struct {
	F111 Mode `json:"f111"`
	F112 *types.UID `json:"f112,omitempty"`
	F113 uint64 `json:"f113,omitempty"`
	F114 uint16 `json:"f114"`
}

// List115 is a declared list or map type.
type List115 []Item95

// Inline120 is a random struct.
type Inline120 struct {
	F121 *bool `json:"f121,omitempty,omitzero"`
	F122 int16 `json:"f122"`
	F123 metav1.MicroTime `json:"f123,omitempty"`
	F124 []Item125 `json:"f124,omitempty"`
	F132 *float32 `json:"f132"`
	F133 uint32 `json:"f133,omitempty"`
	Skipped134 string `json:"-"`
}

// Item125 is a random struct.
type Item125 struct {
	F126 float32 `json:"f126"`
	F127 int64 `json:"f127,omitempty"`
	F128 int16 `json:"f128,omitempty"`
	F129 *metav1.Duration `json:"f129"`
	F130 *int32 `json:"f130,omitempty,omitzero"`
	F131 int64 `json:"f131"`
}

