package p1379

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
// +k8s:schema:selectableField:jsonPath=".status.f16"
// +k8s:printerColumn:name="Col17",type=boolean,jsonPath=`.spec.f12`
// +k8s:printerColumn:name="Col18",type=number,jsonPath=`.spec.f13`,priority=1,description="A column."
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.status.f15`
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f3[0].f9`,priority=1
// +k8s:printerColumn:name="Cel21",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46.f48",description="The f48 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col71",type="integer",JSONPath=`.spec.f46.f48`
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.status.f70`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f26[*].f28`,priority=1
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f26[0].f28`
// +k8s:printerColumn:name="Cel75",type=string,expression=`has(self.spec) && has(self.spec.f25) ? string(self.spec.f25) : "none"`
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec24 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F12 bool `json:"f12"`
	F13 float64 `json:"f13"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate22 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5"`
	F7 float32 `json:"f7,omitempty,omitzero"`
	F8 *intstr.IntOrString `json:"f8,omitempty"`
	F9 []int8 `json:"f9"`
	F10 *uint8 `json:"f10"`
	F11 *uint32 `json:"f11,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status14 is a random struct.
type Status14 struct {
	// +k8s:schema:selectableField:trigger=true
	F15 string `json:"f15,omitempty"`
	F16 uint32 `json:"f16,omitempty"`
}

// PodTemplate22 is a random struct.
type PodTemplate22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec24 is a random struct.
type Spec24 struct {
	F25 bool `json:"f25"`
	F26 []Item27 `json:"f26"`
	F45 *Mode `json:"f45,omitempty"`
	F46 *S47 `json:"f46"`
	F60 *Template61 `json:"f60"`
	F67 *uint64 `json:"f67,omitzero"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 Mode `json:"f28,omitempty"`
	F29 int `json:"f29,omitempty"`
	F30 *int `json:"f30"`
	F31 resource.Quantity `json:"f31,omitempty"`
	F32 List40 `json:"f32,omitempty"`
	F41 *bool `json:"f41,omitempty"`
	Inline42 `json:",inline"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 int64 `json:"f34"`
	F35 float32 `json:"f35,omitempty,omitzero"`
	F36 float32 `json:"f36"`
	F37 *uint8 `json:"f37,omitempty"`
	F38 float64 `json:"f38"`
	F39 int8 `json:"f39,omitempty"`
}

// List40 is a declared list or map type.
type List40 []Item33

// Inline42 is a random struct.
type Inline42 struct {
	F43 *intstr.IntOrString `json:"f43,omitempty"`
	F44 *float64 `json:"f44,omitempty"`
}

// S47 is a random struct.
type S47 struct {
	F48 *uint32 `json:"f48,omitzero"`
	F49 List55 `json:"f49,omitempty"`
	F56 *float64 `json:"f56,omitzero"`
	F57 Template58 `json:"f57,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 *int64 `json:"f51"`
	F52 *uint32 `json:"f52,omitempty"`
	F53 *int `json:"f53"`
	Skipped54 string `json:"-"`
}

// List55 is a declared list or map type.
type List55 []Item50

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 []int8 `json:"f59"`
}

// S63 is a random struct.
type S63 struct {
	F64 int64 `json:"f64"`
	F65 *int64 `json:"f65,omitempty"`
	F66 bool `json:"f66,omitempty"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *S63 `json:"f62"`
}

// Status68 is a random struct.
type Status68 struct {
	F69 uint16 `json:"f69"`
	F70 int32 `json:"f70,omitempty"`
}

