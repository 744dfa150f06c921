package p1263

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
// +k8s:selectableField:jsonPath=".status.f44",description="The f44 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f45",description="The f45 of the kind."
// +k8s:selectableField:jsonPath=".status.f46",trigger=true
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col55",type="number",JSONPath=`.spec.f35`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f37`
// +kubebuilder:printcolumn:name="Col57",type="date",JSONPath=`.status.f46`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f4[*].f12`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f4[0].f12`
// +k8s:printerColumn:name="Cel60",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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
	F3 *int8 `json:"f3,omitempty"`
	F4 []Item5 `json:"f4"`
	F35 float64 `json:"f35"`
	F36 *uint64 `json:"f36"`
	F37 *types.UID `json:"f37,omitempty,omitzero"`
	Skipped38 string `json:"-"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 []Item7 `json:"f6"`
	F12 []int8 `json:"f12,omitzero"`
	F13 S14 `json:"f13,omitempty"`
	F18 *float32 `json:"f18"`
	F19 Labels20 `json:"f19,omitempty"`
	F21 []Item22 `json:"f21"`
	Inline28 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *[]int8 `json:"f8,omitempty"`
	F9 *uint16 `json:"f9,omitzero"`
	F10 []byte `json:"f10,omitempty"`
	F11 int8 `json:"f11"`
}

// S14 is a random struct.
type S14 struct {
	F15 *int32 `json:"f15"`
	F16 []byte `json:"f16"`
	F17 *int64 `json:"f17"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Item22 is a random struct.
type Item22 struct {
	F23 *float32 `json:"f23"`
	F24 *metav1.Time `json:"f24,omitzero"`
	F25 *Mode `json:"f25,omitempty"`
	F26 *uint32 `json:"f26,omitempty"`
	F27 *uint8 `json:"f27,omitempty"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int8 `json:"f29,omitempty"`
	F30 []byte `json:"f30"`
	F31 *uint8 `json:"f31,omitempty"`
	F32 uint8 `json:"f32"`
	F33 int16 `json:"f33"`
	Skipped34 string `json:"-"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 Labels41 `json:"f40"`
	// +k8s:selectableField:indexed=true
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 *uint8 `json:"f43"`
	F44 *int16 `json:"f44,omitempty"`
	F45 intstr.IntOrString `json:"f45,omitempty"`
	F46 *metav1.Time `json:"f46"`
	*Inline47 `json:",inline"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Inline47 is a random struct.
type Inline47 struct {
	F48 metav1.Duration `json:"f48"`
	F49 []Item50 `json:"f49,omitempty"`
	Skipped53 string `json:"-"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 uint16 `json:"f51,omitempty"`
	F52 *uint64 `json:"f52"`
}

