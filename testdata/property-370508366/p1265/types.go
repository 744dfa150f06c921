package p1265

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",default="5",indexed=true
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f10`,format=int32
// +kubebuilder:printcolumn:name="Col43",type="number",JSONPath=`.spec.f41`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f32[*].f34`,description="A column."
// +k8s:printerColumn:name="Cel45",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
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

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:default="80"
	F3 intstr.IntOrString `json:"f3"`
	F4 Template5 `json:"f4"`
	F10 uint8 `json:"f10"`
	F11 List31 `json:"f11"`
	F32 List40 `json:"f32,omitempty"`
	F41 float32 `json:"f41"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate46 `json:"template"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *metav1.Time `json:"f8,omitempty"`
	F9 int64 `json:"f9"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *Template14 `json:"f13,omitempty"`
	F16 Labels17 `json:"f16,omitempty"`
	F18 uint8 `json:"f18,omitempty"`
	F19 map[string]string `json:"f19,omitempty"`
	F20 *S21 `json:"f20"`
	Inline24 `json:",inline"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 uint32 `json:"f15"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// S21 is a random struct.
type S21 struct {
	F22 resource.Quantity `json:"f22,omitzero"`
	F23 *uint16 `json:"f23,omitempty"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 float32 `json:"f25"`
	F26 *uint8 `json:"f26"`
	F27 []byte `json:"f27,omitzero"`
	F28 uint64 `json:"f28,omitempty"`
	F29 uint32 `json:"f29,omitempty"`
	F30 bool `json:"f30,omitempty"`
}

// List31 is a declared list or map type.
type List31 []Item12

// Item33 is a random struct.
type Item33 struct {
	F34 uint64 `json:"f34,omitempty"`
	F35 int16 `json:"f35"`
	F36 *uint16 `json:"f36,omitempty"`
	F37 uint16 `json:"f37,omitzero"`
	F38 uint8 `json:"f38,omitempty"`
	F39 *int32 `json:"f39"`
}

// List40 is a declared list or map type.
type List40 []Item33

// PodTemplate46 is a random struct.
type PodTemplate46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

