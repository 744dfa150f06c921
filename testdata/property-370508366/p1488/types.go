package p1488

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",indexed=true
// +k8s:selectableField:jsonPath=".status.f24",description="The f24 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f48",description="The f48 of the kind."
// +kubebuilder:printcolumn:name="Col49",type="boolean",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.status.f10`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f11[0].f20`,description="A column."
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.status) && has(self.status.f9) ? string(self.status.f9) : "none"`
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f67"
// +k8s:selectableField:jsonPath=".status.f79",description="The f79 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f59`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f64`,description="A column."
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col83",type="date",JSONPath=`.status.f78`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.status.f68[*].f73`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.status.f68[0].f73`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status66 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	F7 resource.Quantity `json:"f7"`
}

// S4 is a random struct.
type S4 struct {
	F5 types.UID `json:"f5,omitempty"`
	F6 *bool `json:"f6,omitempty"`
}

// Status8 is a random struct.
type Status8 struct {
	// +k8s:selectableField:trigger=true
	F9 *int `json:"f9,omitempty"`
	F10 *float64 `json:"f10,omitzero"`
	F11 List23 `json:"f11,omitempty"`
	F24 metav1.MicroTime `json:"f24"`
	F25 []Item26 `json:"f25"`
	F48 int8 `json:"f48"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *metav1.MicroTime `json:"f13"`
	F14 *S15 `json:"f14"`
	F19 map[string]string `json:"f19,omitempty"`
	F20 []int8 `json:"f20"`
	F21 *int `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
}

// S15 is a random struct.
type S15 struct {
	F16 uint64 `json:"f16"`
	F17 []int8 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// List23 is a declared list or map type.
type List23 []Item12

// Item26 is a random struct.
type Item26 struct {
	F27 Template28 `json:"f27"`
	F30 []Item31 `json:"f30,omitempty"`
	F36 uint16 `json:"f36,omitempty"`
	F37 *S38 `json:"f37"`
	F43 Template44 `json:"f43"`
	F46 float32 `json:"f46"`
	Skipped47 string `json:"-"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 int16 `json:"f29,omitzero"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 Mode `json:"f32,omitzero"`
	F33 Mode `json:"f33,omitempty,omitzero"`
	F34 *types.UID `json:"f34,omitempty"`
	F35 []int8 `json:"f35"`
}

// S38 is a random struct.
type S38 struct {
	F39 *Mode `json:"f39"`
	F40 int16 `json:"f40"`
	F41 types.UID `json:"f41,omitzero"`
	F42 *metav1.Time `json:"f42"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint64 `json:"f45"`
}

// Spec55 is a random struct.
type Spec55 struct {
	F56 Template57 `json:"f56,omitempty"`
	F59 uint64 `json:"f59"`
	F60 uint16 `json:"f60"`
	F61 *Template62 `json:"f61"`
	F64 []int8 `json:"f64"`
	F65 *string `json:"f65,omitempty"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 int16 `json:"f58"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 intstr.IntOrString `json:"f63,omitempty"`
}

// Status66 is a random struct.
type Status66 struct {
	F67 *bool `json:"f67,omitempty"`
	F68 []Item69 `json:"f68"`
	F78 metav1.MicroTime `json:"f78"`
	F79 *bool `json:"f79,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 Template71 `json:"f70,omitempty"`
	F73 []byte `json:"f73"`
	F74 S75 `json:"f74"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 metav1.Time `json:"f72,omitempty"`
}

// S75 is a random struct.
type S75 struct {
	F76 types.UID `json:"f76"`
	F77 types.UID `json:"f77,omitempty"`
}

