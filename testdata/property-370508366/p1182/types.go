package p1182

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="3"
// +k8s:schema:selectableField:jsonPath=".spec.f6",trigger=true
// +kubebuilder:printcolumn:name="Col9",type="boolean",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col10",type="integer",JSONPath=`.spec.f4`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f6`,priority=1
// +k8s:printerColumn:name="Cel12",type=string,expression=`has(self.spec) && has(self.spec.f6) ? self.spec.f6 : "none"`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
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

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f17.f25.f29",default="1",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f55.f58.f64",default="7"
// +kubebuilder:printcolumn:name="Col84",type="date",JSONPath=`.spec.f17.f25.f27`,priority=1
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f17.f25.f28`
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f17.f25.f29`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f17.f30`,priority=1
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f17.f31`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.spec.f36`,description="A column."
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f55.f57`
// +kubebuilder:printcolumn:name="Col91",type="boolean",JSONPath=`.spec.f55.f58.f60`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.spec.f55.f58.f61`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f55.f58.f62`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f55.f58.f63`
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.spec.f55.f66`
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f15.app`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f17.f21[*].f24`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f17.f21[0].f24`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind13-items
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec14 `json:"spec,omitempty"`
	Status Status71 `json:"status,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *bool `json:"f3"`
	// +k8s:schema:selectableField:indexed=true
	F4 uint16 `json:"f4"`
	F5 int32 `json:"f5,omitzero"`
	F6 string `json:"f6"`
	// +k8s:selectableField
	F7 string `json:"f7"`
	Skipped8 string `json:"-"`
}

// Spec14 is a random struct.
type Spec14 struct {
	F15 Labels16 `json:"f15"`
	F17 S18 `json:"f17,omitempty"`
	F36 *uint16 `json:"f36,omitempty,omitzero"`
	F37 List53 `json:"f37,omitempty"`
	F54 string `json:"f54"`
	F55 S56 `json:"f55"`
	Skipped70 string `json:"-"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// S18 is a random struct.
type S18 struct {
	F19 Labels20 `json:"f19"`
	F21 []Item22 `json:"f21"`
	F25 *S26 `json:"f25"`
	// +k8s:selectableField:description="The f30 of the kind."
	F30 []byte `json:"f30,omitempty"`
	F31 Mode `json:"f31,omitempty"`
	F32 S33 `json:"f32,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Item22 is a random struct.
type Item22 struct {
	F23 int16 `json:"f23,omitzero"`
	F24 resource.Quantity `json:"f24"`
}

// S26 is a random struct.
type S26 struct {
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F27 metav1.Time `json:"f27,omitempty"`
	F28 types.UID `json:"f28"`
	F29 *int `json:"f29"`
}

// S33 is a random struct.
type S33 struct {
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 types.UID `json:"f34"`
	F35 string `json:"f35,omitempty"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 S40 `json:"f39"`
	F44 float64 `json:"f44,omitempty"`
	F45 List52 `json:"f45,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 int64 `json:"f41"`
	F42 metav1.Time `json:"f42,omitempty"`
	F43 uint64 `json:"f43"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 []byte `json:"f47,omitempty"`
	F48 *resource.Quantity `json:"f48,omitzero"`
	F49 *float64 `json:"f49"`
	F50 int8 `json:"f50,omitempty,omitzero"`
	F51 int64 `json:"f51,omitempty"`
}

// List52 is a declared list or map type.
type List52 []Item46

// List53 is a declared list or map type.
type List53 []Item38

// S56 is a random struct.
type S56 struct {
	// +k8s:schema:selectableField:indexed=true
	F57 []byte `json:"f57,omitempty"`
	F58 S59 `json:"f58"`
	F66 float32 `json:"f66,omitempty"`
	F67 float64 `json:"f67,omitzero"`
	F68 int `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
}

// S59 is a random struct.
type S59 struct {
	F60 bool `json:"f60"`
	F61 uint16 `json:"f61"`
	F62 *[]int8 `json:"f62,omitempty"`
	F63 []int8 `json:"f63"`
	F64 uint32 `json:"f64"`
	F65 *bool `json:"f65"`
}

// Status71 is a random struct.
type Status71 struct {
	F72 *Template73 `json:"f72"`
	F82 *metav1.MicroTime `json:"f82,omitempty"`
	F83 int8 `json:"f83,omitempty"`
}

// Item75 is a random struct.
type Item75 struct {
	F76 int64 `json:"f76"`
	F77 *float64 `json:"f77"`
	F78 *[]int8 `json:"f78,omitzero"`
	F79 Mode `json:"f79"`
	F80 int64 `json:"f80,omitempty"`
	Skipped81 string `json:"-"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 []Item75 `json:"f74"`
}

