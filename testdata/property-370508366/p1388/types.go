package p1388

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
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.status.f17`,format=int32
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f28.f38.f41",default="5",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f42",description="The f42 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f47",default="false"
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.spec.f3`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f27`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f42`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="boolean",JSONPath=`.status.f43`,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f28.f30[*].f34`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f28.f30[0].f34`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f45.app`
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="7",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f61.f65.f69",default="2024-01-02T15:04:05Z",indexed=true
// +k8s:selectableField:jsonPath=".status.f61.f65.f70"
// +k8s:schema:selectableField:jsonPath=".status.f61.f71"
// +k8s:schema:selectableField:jsonPath=".status.f74"
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f61.f64`,priority=1
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f61.f65.f70`
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.status.f61.f71`
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.status.f72`,description="A column.",format=int32
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f74`
// +k8s:printerColumn:name="Col83",type=number,jsonPath=`.status.f75`
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint32 `json:"f3"`
	F4 *Template5 `json:"f4"`
	// +k8s:selectableField:description="The f7 of the kind.",trigger=true
	F7 metav1.Duration `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 float32 `json:"f6"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 string `json:"f10,omitempty"`
	F11 map[string]string `json:"f11"`
	F12 metav1.MicroTime `json:"f12"`
	F13 Template14 `json:"f13"`
	// +k8s:schema:selectableField:description="The f17 of the kind."
	F17 uint16 `json:"f17,omitempty"`
	F18 Template19 `json:"f18"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 Labels16 `json:"f15"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 *uint64 `json:"f22,omitempty"`
	F23 *int `json:"f23,omitzero"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 []Item21 `json:"f20"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 *metav1.Duration `json:"f27,omitempty"`
	F28 S29 `json:"f28,omitempty"`
	F42 types.UID `json:"f42,omitempty"`
	F43 bool `json:"f43,omitzero"`
	*Inline44 `json:",inline"`
}

// S29 is a random struct.
type S29 struct {
	F30 []Item31 `json:"f30,omitempty"`
	F38 *S39 `json:"f38"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 int `json:"f32,omitempty,omitzero"`
	F33 uint32 `json:"f33"`
	F34 metav1.Duration `json:"f34"`
	F35 *int16 `json:"f35,omitempty"`
	F36 *metav1.MicroTime `json:"f36"`
	F37 *uint16 `json:"f37,omitzero"`
}

// S39 is a random struct.
type S39 struct {
	F40 metav1.MicroTime `json:"f40"`
	F41 *uint8 `json:"f41,omitempty"`
}

// Inline44 is a random struct.
type Inline44 struct {
	F45 Labels46 `json:"f45,omitempty"`
	F47 *bool `json:"f47,omitempty"`
	F48 *Template49 `json:"f48"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 *uint8 `json:"f50,omitzero"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 S62 `json:"f61,omitempty"`
	F72 int `json:"f72"`
	F73 uint16 `json:"f73"`
	F74 uint64 `json:"f74"`
	F75 float64 `json:"f75,omitzero"`
	Skipped76 string `json:"-"`
}

// S62 is a random struct.
type S62 struct {
	F63 map[string]string `json:"f63"`
	F64 metav1.Duration `json:"f64,omitempty"`
	F65 *S66 `json:"f65"`
	F71 int64 `json:"f71"`
}

// S66 is a random struct.
type S66 struct {
	F67 *resource.Quantity `json:"f67,omitempty,omitzero"`
	F68 *uint64 `json:"f68"`
	F69 *metav1.Time `json:"f69,omitzero"`
	F70 int64 `json:"f70"`
}

