package p1163

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f6",description="The f6 of the kind.",trigger=true
// +k8s:printerColumn:name="Col19",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f7`,priority=1
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.spec.f11`
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f25",trigger=true
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f27[*].f42`,description="A column."
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.spec.f27[0].f42`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f27[?(@.f41==true)].f42`,priority=1
// +k8s:selectable-gen=true
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec23 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind47 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f52"
// +k8s:selectable-gen=true
type Kind47 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec48 `json:"spec,omitempty"`
}

// Kind47List is a list of Kind47.
//
// +kubebuilder:object:root=true
type Kind47List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind47 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3,omitempty"`
	F4 int16 `json:"f4,omitempty"`
	F5 map[string]string `json:"f5"`
	F6 *uint32 `json:"f6"`
	F7 Mode `json:"f7,omitempty,omitzero"`
	Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	// +k8s:schema:selectableField:description="The f9 of the kind."
	F9 int32 `json:"f9,omitempty"`
	F10 uint8 `json:"f10"`
	F11 *resource.Quantity `json:"f11,omitempty"`
	F12 metav1.Time `json:"f12"`
	F13 int8 `json:"f13,omitempty,omitzero"`
}

// Status14 is a random struct.
type Status14 struct {
	// +k8s:schema:selectableField:indexed=true
	F15 types.UID `json:"f15,omitempty"`
	F16 Template17 `json:"f16"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 int32 `json:"f18"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 *metav1.MicroTime `json:"f24"`
	F25 int8 `json:"f25"`
	// +k8s:schema:selectableField:indexed=true
	F26 uint32 `json:"f26"`
	F27 []Item28 `json:"f27"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 metav1.MicroTime `json:"f29,omitempty"`
	F30 List38 `json:"f30,omitempty"`
	F39 Labels40 `json:"f39,omitempty"`
	F41 bool `json:"f41"`
	F42 []int8 `json:"f42,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 int16 `json:"f32"`
	F33 []int8 `json:"f33"`
	F34 int `json:"f34,omitempty"`
	F35 float32 `json:"f35,omitempty"`
	F36 types.UID `json:"f36,omitempty"`
	F37 *int8 `json:"f37"`
}

// List38 is a declared list or map type.
type List38 []Item31

// Labels40 is a declared list or map type.
type Labels40 map[string]string

// Spec48 is a random struct.
type Spec48 struct {
	F49 *[]int8 `json:"f49"`
	// +k8s:schema:selectableField
	F50 uint8 `json:"f50"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 int8 `json:"f52,omitempty"`
	F53 *Template54 `json:"f53,omitempty"`
	F56 map[string]string `json:"f56"`
	F57 int16 `json:"f57"`
	F58 Template59 `json:"f58"`
	F61 S62 `json:"f61"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 Mode `json:"f55"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 resource.Quantity `json:"f60,omitempty"`
}

// S62 is a random struct.
type S62 struct {
	// +k8s:selectableField:default="false",trigger=true
	F63 bool `json:"f63,omitempty"`
	F64 metav1.Duration `json:"f64"`
	F65 *int `json:"f65"`
	F66 string `json:"f66,omitempty"`
}

