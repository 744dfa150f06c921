package p1501

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
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f26`
// +kubebuilder:printcolumn:name="Col55",type="number",JSONPath=`.status.f40`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.status.f43`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.status.f44.f46`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f37.app`
// +k8s:printerColumn:name="Cel59",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
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
	F3 List25 `json:"f3"`
	// +k8s:selectableField
	F26 int32 `json:"f26"`
	Inline27 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate60 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Template6 `json:"f5,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
	F13 *S14 `json:"f13,omitempty"`
	F20 *Template21 `json:"f20,omitempty"`
	F23 uint32 `json:"f23,omitempty"`
	F24 float32 `json:"f24"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 int16 `json:"f7"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *intstr.IntOrString `json:"f10"`
	F11 *string `json:"f11"`
	F12 uint8 `json:"f12,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 *metav1.Duration `json:"f15,omitempty"`
	F16 uint64 `json:"f16"`
	F17 *int16 `json:"f17,omitempty"`
	F18 int16 `json:"f18,omitempty"`
	F19 int16 `json:"f19,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 metav1.MicroTime `json:"f22"`
}

// List25 is a declared list or map type.
type List25 []Item4

// Inline27 is a random struct.
type Inline27 struct {
	F28 float64 `json:"f28,omitempty"`
	F29 *float32 `json:"f29,omitempty"`
	F30 Template31 `json:"f30"`
	F33 Template34 `json:"f33,omitempty"`
	F36 *types.UID `json:"f36,omitzero"`
	F37 map[string]string `json:"f37"`
	Skipped38 string `json:"-"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 uint32 `json:"f32"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 []byte `json:"f35,omitempty"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 float32 `json:"f40"`
	F41 metav1.Time `json:"f41"`
	Inline42 `json:",inline"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 uint16 `json:"f43,omitempty"`
	F44 *S45 `json:"f44"`
	// +k8s:selectableField:indexed=true
	F50 uint16 `json:"f50"`
	F51 *int `json:"f51"`
	F52 uint32 `json:"f52"`
	// +k8s:schema:selectableField:description="The f53 of the kind.",indexed=true
	F53 metav1.Duration `json:"f53,omitempty"`
}

// S45 is a random struct.
type S45 struct {
	F46 *int32 `json:"f46,omitempty"`
	F47 uint64 `json:"f47,omitempty"`
	F48 float32 `json:"f48"`
	F49 *resource.Quantity `json:"f49"`
}

// PodTemplate60 is a random struct.
type PodTemplate60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

