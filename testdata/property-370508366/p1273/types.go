package p1273

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
// +kubebuilder:selectablefield:JSONPath=".spec.f35.f47"
// +k8s:selectableField:jsonPath=".spec.f35.f49",description="The f49 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.spec.f56.f58`
// +kubebuilder:printcolumn:name="Col73",type="date",JSONPath=`.spec.f56.f59.f62`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.spec.f56.f59.f64`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f56.f59.f65`
// +kubebuilder:printcolumn:name="Col76",type="number",JSONPath=`.status.f67`
// +kubebuilder:printcolumn:name="Col77",type="boolean",JSONPath=`.status.f68`,description="A column."
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f69`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f6[*].f9`,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f6[0].f9`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f35.f37[*].f43`,priority=1
// +k8s:printerColumn:name="Cel82",type=string,expression=`has(self.spec) && has(self.spec.f56) && has(self.spec.f56.f59) && has(self.spec.f56.f59.f64) ? string(self.spec.f56.f59.f64) : "none"`
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status66 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind83 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f35.f46"
// +kubebuilder:selectablefield:JSONPath=".spec.f56.f59.f62"
// +k8s:schema:selectableField:jsonPath=".spec.f56.f59.f64",indexed=true
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.spec.f35.f48`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f35.f50`,priority=1
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f56.f58`
// +kubebuilder:printcolumn:name="Col87",type="date",JSONPath=`.spec.f56.f59.f62`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f56.f59.f63`,description="A column."
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.spec.f56.f59.f64`,format=int32
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f56.f59.f65`,description="A column."
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f35.f37[*].f43`
// +kubebuilder:printcolumn:name="Dup92",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup92",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind83 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind83List is a list of Kind83.
//
// +kubebuilder:object:root=true
type Kind83List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind83 `json:"items"`
}

// Kind93 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f96.f102",description="The f102 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f104.f106"
// +k8s:schema:selectableField:jsonPath=".spec.f104.f110.f113",description="The f113 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f118",indexed=true
// +k8s:printerColumn:name="Col134",type=string,jsonPath=`.spec.f96.f102`
// +k8s:printerColumn:name="Col135",type=integer,jsonPath=`.spec.f104.f109`,description="A column."
// +k8s:printerColumn:name="Col136",type=number,jsonPath=`.spec.f104.f110.f112`
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.spec.f118`
// +k8s:printerColumn:name="Col138",type=integer,jsonPath=`.status.f123`
// +k8s:printerColumn:name="Cel139",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind93 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec94 `json:"spec,omitempty"`
	Status Status121 `json:"status,omitempty"`
}

// Kind93List is a list of Kind93.
//
// +kubebuilder:object:root=true
type Kind93List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind93 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
	F35 *S36 `json:"f35"`
	F52 S53 `json:"f52,omitempty"`
	F56 S57 `json:"f56,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []int8 `json:"f5"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 map[string]string `json:"f8,omitempty"`
	F9 types.UID `json:"f9"`
	F10 metav1.Duration `json:"f10,omitempty"`
	F11 []Item12 `json:"f11"`
	F18 S19 `json:"f18,omitempty"`
	F27 S28 `json:"f27,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *metav1.MicroTime `json:"f13"`
	F14 string `json:"f14"`
	F15 intstr.IntOrString `json:"f15"`
	F16 bool `json:"f16,omitempty"`
	F17 int `json:"f17"`
}

// S19 is a random struct.
type S19 struct {
	F20 intstr.IntOrString `json:"f20,omitempty"`
	F21 Mode `json:"f21,omitempty"`
	F22 *uint64 `json:"f22,omitempty"`
	F23 *bool `json:"f23,omitzero"`
	F24 Mode `json:"f24,omitempty,omitzero"`
	F25 string `json:"f25"`
	Skipped26 string `json:"-"`
}

// S28 is a random struct.
type S28 struct {
	F29 *uint64 `json:"f29,omitempty"`
	F30 *Mode `json:"f30"`
	F31 intstr.IntOrString `json:"f31,omitempty,omitzero"`
	F32 []byte `json:"f32"`
	F33 *Mode `json:"f33,omitempty,omitzero"`
	F34 *int32 `json:"f34,omitzero"`
}

// S36 is a random struct.
type S36 struct {
	F37 List45 `json:"f37,omitempty"`
	F46 int `json:"f46"`
	F47 types.UID `json:"f47,omitempty"`
	// +k8s:schema:selectableField:description="The f48 of the kind."
	F48 *uint8 `json:"f48,omitempty"`
	F49 *metav1.Duration `json:"f49,omitempty,omitzero"`
	F50 resource.Quantity `json:"f50,omitempty"`
	Skipped51 string `json:"-"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 *metav1.Time `json:"f39"`
	F40 *resource.Quantity `json:"f40"`
	F41 int `json:"f41,omitempty"`
	F42 bool `json:"f42,omitempty,omitzero"`
	F43 types.UID `json:"f43,omitempty"`
	F44 *string `json:"f44,omitempty,omitzero"`
}

// List45 is a declared list or map type.
type List45 []Item38

// S53 is a random struct.
type S53 struct {
	F54 *intstr.IntOrString `json:"f54,omitempty"`
	F55 int `json:"f55"`
}

// S57 is a random struct.
type S57 struct {
	// +k8s:schema:selectableField:indexed=true
	F58 *int16 `json:"f58"`
	F59 S60 `json:"f59"`
}

// S60 is a random struct.
type S60 struct {
	F61 *float32 `json:"f61,omitempty"`
	F62 metav1.Time `json:"f62,omitempty"`
	// +k8s:selectableField:description="The f63 of the kind."
	F63 []byte `json:"f63"`
	F64 int32 `json:"f64"`
	F65 resource.Quantity `json:"f65,omitempty"`
}

// Status66 is a random struct.
type Status66 struct {
	F67 float64 `json:"f67,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F68 *bool `json:"f68,omitempty"`
	F69 uint64 `json:"f69"`
	F70 uint32 `json:"f70,omitzero"`
	Skipped71 string `json:"-"`
}

// Spec94 is a random struct.
type Spec94 struct {
	F95 uint16 `json:"f95,omitempty"`
	F96 *S97 `json:"f96"`
	F104 *S105 `json:"f104,omitempty"`
	F114 Template115 `json:"f114,omitempty"`
	Inline117 `json:",inline"`
}

// S97 is a random struct.
type S97 struct {
	F98 []Item99 `json:"f98"`
	F102 intstr.IntOrString `json:"f102"`
	Skipped103 string `json:"-"`
}

// Item99 is a random struct.
type Item99 struct {
	F100 int8 `json:"f100,omitempty,omitzero"`
	F101 bool `json:"f101"`
}

// S105 is a random struct.
type S105 struct {
	F106 int `json:"f106"`
	// +k8s:schema:selectableField
	F107 int8 `json:"f107,omitempty"`
	F108 *types.UID `json:"f108,omitempty"`
	F109 uint8 `json:"f109,omitempty"`
	F110 *S111 `json:"f110,omitempty"`
}

// S111 is a random struct.
type S111 struct {
	F112 *float32 `json:"f112,omitempty,omitzero"`
	F113 *uint32 `json:"f113"`
}

// Template115 is a random struct.
type Template115 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F116 float32 `json:"f116,omitempty"`
}

// Inline117 is a random struct.
type Inline117 struct {
	F118 string `json:"f118,omitempty"`
	F119 Labels120 `json:"f119"`
}

// Labels120 is a declared list or map type.
type Labels120 map[string]string

// Status121 is a random struct.
type Status121 struct {
	// +k8s:selectableField
	F122 *metav1.Duration `json:"f122"`
	F123 *uint32 `json:"f123,omitempty"`
	F124 Template125 `json:"f124"`
	*Inline127 `json:",inline"`
}

// Template125 is a random struct.
type Template125 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F126 map[string]string `json:"f126,omitempty"`
}

// Inline127 is a random struct.
type Inline127 struct {
	F128 Template129 `json:"f128"`
	F131 Template132 `json:"f131"`
}

// Template129 is a random struct.
type Template129 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F130 metav1.Duration `json:"f130,omitempty"`
}

// Template132 is a random struct.
type Template132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F133 metav1.Time `json:"f133,omitempty"`
}

