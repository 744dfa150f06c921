package p1046

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:printerColumn:name="Col5",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Cel6",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup7",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup7",type=string,jsonPath=`.metadata.name`,description="A column."
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f13"
// +kubebuilder:selectablefield:JSONPath=".spec.f33"
// +k8s:schema:index:field="spec.f33"
// +kubebuilder:printcolumn:name="Col51",type="date",JSONPath=`.spec.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f43`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f14[*].f29`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f14[0].f29`
// +k8s:printerColumn:name="Cel56",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec9 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup65",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup65",type=string,jsonPath=`.metadata.name`
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec58 `json:"spec,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int64 `json:"f3"`
	F4 types.UID `json:"f4"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 Template11 `json:"f10,omitempty"`
	F13 metav1.MicroTime `json:"f13"`
	F14 List32 `json:"f14,omitempty"`
	F33 uint64 `json:"f33"`
	F34 []Item35 `json:"f34"`
	// +k8s:schema:selectableField:description="The f43 of the kind."
	F43 uint16 `json:"f43"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 metav1.Time `json:"f12,omitzero"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 S17 `json:"f16,omitempty"`
	F24 Template25 `json:"f24"`
	F27 *int64 `json:"f27"`
	F28 int16 `json:"f28"`
	F29 string `json:"f29,omitempty"`
	F30 uint64 `json:"f30,omitzero"`
	Skipped31 string `json:"-"`
}

// S17 is a random struct.
type S17 struct {
	F18 *int8 `json:"f18,omitzero"`
	F19 uint64 `json:"f19"`
	F20 float64 `json:"f20,omitempty"`
	F21 int8 `json:"f21,omitempty"`
	F22 *int16 `json:"f22"`
	Skipped23 string `json:"-"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 string `json:"f26"`
}

// List32 is a declared list or map type.
type List32 []Item15

// Item35 is a random struct.
type Item35 struct {
	F36 Labels37 `json:"f36"`
	F38 metav1.Duration `json:"f38,omitempty"`
	F39 int64 `json:"f39,omitempty"`
	F40 *Template41 `json:"f40"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 int32 `json:"f42,omitempty,omitzero"`
}

// Status44 is a random struct.
type Status44 struct {
	F45 Template46 `json:"f45,omitempty"`
	F48 uint64 `json:"f48"`
	// +k8s:schema:selectableField
	F49 types.UID `json:"f49"`
	Skipped50 string `json:"-"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 float32 `json:"f47"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 *uint64 `json:"f59,omitempty"`
	F60 []Item61 `json:"f60"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate64 `json:"template"`
}

// Item61 is a random struct.
type Item61 struct {
	F62 float32 `json:"f62,omitempty"`
	F63 *float64 `json:"f63"`
}

// PodTemplate64 is a random struct.
type PodTemplate64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

