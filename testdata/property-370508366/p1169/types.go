package p1169

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="80"
// +k8s:schema:selectableField:jsonPath=".status.f12"
// +k8s:schema:selectableField:jsonPath=".status.f13.f15.f18",description="The f18 of the kind.",trigger=true
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f5`,format=int32
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.spec.f9`,priority=1,description="A column."
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f12`,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f13.f15.f17`
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.status.f13.f15.f20`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f38.f45`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f13.f24[*].f26`
// +k8s:printerColumn:name="Cel58",type=string,expression=`has(self.spec) && has(self.spec.f9) ? string(self.spec.f9) : "none"`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Dup60",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup60",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind61 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f63"
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f66`
// +kubebuilder:subresource:status
type Kind61 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec62 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind61List is a list of Kind61.
//
// +kubebuilder:object:root=true
type Kind61List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind61 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f71`
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec70 `json:"spec,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3"`
	F4 *intstr.IntOrString `json:"f4,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f5 of the kind."
	F5 int8 `json:"f5,omitempty"`
	F6 Template7 `json:"f6"`
	F9 *int32 `json:"f9"`
	// +k8s:selectableField:description="The f10 of the kind."
	F10 *int `json:"f10"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate59 `json:"template"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *string `json:"f8"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 *intstr.IntOrString `json:"f12,omitempty"`
	F13 *S14 `json:"f13"`
	Inline36 `json:",inline"`
}

// S14 is a random struct.
type S14 struct {
	F15 *S16 `json:"f15"`
	F21 map[string]string `json:"f21,omitempty"`
	F22 []int8 `json:"f22,omitempty"`
	F23 []int8 `json:"f23"`
	F24 []Item25 `json:"f24"`
	F33 Template34 `json:"f33,omitempty"`
}

// S16 is a random struct.
type S16 struct {
	F17 *resource.Quantity `json:"f17"`
	F18 *metav1.MicroTime `json:"f18,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F19 *intstr.IntOrString `json:"f19,omitempty,omitzero"`
	F20 *int16 `json:"f20,omitempty"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 []byte `json:"f26"`
	F27 float32 `json:"f27"`
	F28 *intstr.IntOrString `json:"f28,omitempty,omitzero"`
	F29 *string `json:"f29"`
	F30 metav1.MicroTime `json:"f30"`
	F31 uint64 `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 metav1.MicroTime `json:"f35,omitempty"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 Mode `json:"f37,omitempty"`
	F38 *S39 `json:"f38"`
	F46 List50 `json:"f46"`
}

// S39 is a random struct.
type S39 struct {
	F40 float32 `json:"f40,omitempty"`
	F41 *metav1.Duration `json:"f41"`
	F42 float64 `json:"f42,omitempty"`
	F43 float64 `json:"f43"`
	F44 []int8 `json:"f44,omitempty"`
	F45 *Mode `json:"f45,omitempty,omitzero"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 int8 `json:"f48,omitempty"`
	F49 int64 `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item47

// PodTemplate59 is a random struct.
type PodTemplate59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec62 is a random struct.
type Spec62 struct {
	F63 int8 `json:"f63,omitzero"`
	F64 map[string]string `json:"f64"`
}

// Status65 is a random struct.
type Status65 struct {
	F66 Mode `json:"f66"`
	F67 metav1.Time `json:"f67,omitempty,omitzero"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 *string `json:"f71,omitzero"`
	F72 int8 `json:"f72"`
}

