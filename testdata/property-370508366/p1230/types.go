package p1230

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6.f8",default="7"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f10",default="none",description="The f10 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f20",indexed=true
// +k8s:selectableField:jsonPath=".spec.f21",description="The f21 of the kind."
// +k8s:printerColumn:name="Col42",type=number,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f4.f11.f13`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f4.f11.f14`
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f4.f18`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f4.f20`
// +k8s:printerColumn:name="Col47",type=integer,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f33.f37`
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f41`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f58"
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f55.app`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f64.app`
// +k8s:printerColumn:name="Cel76",type=string,expression=`has(self.spec) && has(self.spec.f58) ? string(self.spec.f58) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:printcolumn:name="Dup78",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup78",type="string",JSONPath=`.metadata.name`,priority=1
// +k8s:schema:index:field="spec.notDeclared"
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec52 `json:"spec,omitempty"`
	Status Status69 `json:"status,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float64 `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F21 int8 `json:"f21"`
	F22 []Item23 `json:"f22"`
	F33 S34 `json:"f33"`
	F41 int64 `json:"f41,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate50 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 S7 `json:"f6"`
	F10 string `json:"f10,omitzero"`
	F11 S12 `json:"f11,omitempty"`
	*Inline16 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 *uint32 `json:"f8"`
	// +k8s:schema:selectableField
	F9 metav1.Time `json:"f9,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	// +k8s:schema:selectableField
	F13 intstr.IntOrString `json:"f13"`
	F14 *resource.Quantity `json:"f14,omitempty"`
	F15 *[]int8 `json:"f15,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 []int8 `json:"f17,omitzero"`
	F18 int32 `json:"f18,omitempty"`
	F19 resource.Quantity `json:"f19,omitempty"`
	F20 Mode `json:"f20"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 *intstr.IntOrString `json:"f24,omitempty"`
	F25 List31 `json:"f25"`
	F32 map[string]string `json:"f32"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *int8 `json:"f27,omitempty"`
	F28 int32 `json:"f28"`
	F29 *string `json:"f29"`
	F30 uint32 `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item26

// S34 is a random struct.
type S34 struct {
	F35 Labels36 `json:"f35,omitempty"`
	F37 metav1.Duration `json:"f37,omitempty,omitzero"`
	F38 *Template39 `json:"f38"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 float64 `json:"f40"`
}

// PodTemplate50 is a random struct.
type PodTemplate50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec52 is a random struct.
type Spec52 struct {
	F53 []int8 `json:"f53,omitempty"`
	F54 metav1.Time `json:"f54"`
	F55 Labels56 `json:"f55"`
	Inline57 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate77 `json:"template"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Inline57 is a random struct.
type Inline57 struct {
	F58 bool `json:"f58"`
	// +k8s:schema:selectableField:description="The f59 of the kind."
	F59 *int16 `json:"f59,omitempty"`
	F60 S61 `json:"f60"`
	F64 Labels65 `json:"f64"`
	F66 *types.UID `json:"f66,omitempty"`
	F67 []int8 `json:"f67"`
	Skipped68 string `json:"-"`
}

// S61 is a random struct.
type S61 struct {
	F62 int32 `json:"f62,omitempty"`
	F63 metav1.Time `json:"f63"`
}

// Labels65 is a declared list or map type.
type Labels65 map[string]string

// Status69 is a random struct.
type Status69 struct {
	F70 *float64 `json:"f70"`
	F71 Template72 `json:"f71"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 float32 `json:"f73,omitempty"`
}

// PodTemplate77 is a random struct.
type PodTemplate77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

