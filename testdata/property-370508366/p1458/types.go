package p1458

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
// +k8s:schema:selectableField:jsonPath=".status.f45",default="1",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f51",description="The f51 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col52",type="boolean",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col53",type="number",JSONPath=`.status.f37`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f46`,priority=1
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f17[*].f19`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f17[0].f19`,description="A column."
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f24[0].f29`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f24[?(@.f31=="x")].f29`,priority=1
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.spec) && has(self.spec.f5) ? string(self.spec.f5) : "none"`
// +kubebuilder:printcolumn:name="Dup60",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup60",type="string",JSONPath=`.metadata.name`,priority=1
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
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
	F3 *[]int8 `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F5 *bool `json:"f5,omitempty"`
	F6 List16 `json:"f6,omitempty"`
	F17 List23 `json:"f17,omitempty"`
	F24 []Item25 `json:"f24"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 metav1.Duration `json:"f8,omitempty"`
	F9 List14 `json:"f9"`
	F15 int32 `json:"f15,omitzero"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *int64 `json:"f11"`
	F12 Mode `json:"f12,omitempty"`
	F13 uint64 `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item10

// List16 is a declared list or map type.
type List16 []Item7

// Item18 is a random struct.
type Item18 struct {
	F19 intstr.IntOrString `json:"f19,omitempty"`
	F20 *types.UID `json:"f20"`
	F21 Labels22 `json:"f21"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// List23 is a declared list or map type.
type List23 []Item18

// Item25 is a random struct.
type Item25 struct {
	F26 map[string]string `json:"f26"`
	F27 uint32 `json:"f27,omitempty"`
	F28 *int `json:"f28,omitempty,omitzero"`
	F29 metav1.Duration `json:"f29,omitempty"`
	F30 float64 `json:"f30,omitempty"`
	F31 string `json:"f31,omitzero"`
	Inline32 `json:",inline"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 int32 `json:"f33,omitempty"`
	F34 *Mode `json:"f34"`
}

// Status35 is a random struct.
type Status35 struct {
	F36 *string `json:"f36"`
	F37 float64 `json:"f37"`
	F38 int16 `json:"f38"`
	F39 []Item40 `json:"f39,omitempty"`
	Inline43 `json:",inline"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 resource.Quantity `json:"f41,omitempty"`
	F42 metav1.Time `json:"f42,omitempty"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 float32 `json:"f44,omitempty"`
	F45 *int `json:"f45,omitempty"`
	F46 []byte `json:"f46,omitempty"`
	F47 Template48 `json:"f47"`
	F50 intstr.IntOrString `json:"f50,omitempty"`
	F51 intstr.IntOrString `json:"f51,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *float32 `json:"f49,omitempty"`
}

