package p1591

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
// +k8s:selectableField:jsonPath=".spec.f13",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f16",description="The f16 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col17",type="date",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f3.app`,description="A column."
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind21 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f23",default="80",description="The f23 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f26",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f30"
// +k8s:schema:index:field="spec.f30"
// +kubebuilder:selectablefield:JSONPath=".status.f51"
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f23`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f26`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.spec.f27`
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.spec.f32`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f50`,format=int32
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind21 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec22 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind21List is a list of Kind21.
//
// +kubebuilder:object:root=true
type Kind21List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind21 `json:"items"`
}

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f76"
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.spec.f61`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.status.f78`
// +k8s:selectorGeneration
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec60 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 []Item5 `json:"f4"`
	F13 metav1.MicroTime `json:"f13"`
	*Inline14 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint8 `json:"f6,omitempty"`
	F7 int16 `json:"f7"`
	F8 *int16 `json:"f8,omitzero"`
	F9 float64 `json:"f9"`
	*Inline10 `json:",inline"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 *resource.Quantity `json:"f11,omitempty,omitzero"`
	F12 float32 `json:"f12"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 map[string]string `json:"f15"`
	F16 *Mode `json:"f16"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec22 is a random struct.
type Spec22 struct {
	F23 intstr.IntOrString `json:"f23"`
	F24 resource.Quantity `json:"f24,omitempty"`
	F25 *int16 `json:"f25,omitempty"`
	F26 metav1.Duration `json:"f26,omitempty"`
	F27 *uint32 `json:"f27"`
	F28 *[]int8 `json:"f28"`
	*Inline29 `json:",inline"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 int8 `json:"f30,omitempty,omitzero"`
	F31 map[string]string `json:"f31"`
	F32 float64 `json:"f32,omitempty"`
	F33 List38 `json:"f33"`
	F39 resource.Quantity `json:"f39,omitempty"`
	F40 List48 `json:"f40"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 float32 `json:"f35,omitempty"`
	F36 *bool `json:"f36"`
	F37 float32 `json:"f37,omitzero"`
}

// List38 is a declared list or map type.
type List38 []Item34

// Item41 is a random struct.
type Item41 struct {
	F42 int32 `json:"f42,omitempty"`
	F43 float32 `json:"f43,omitempty"`
	F44 int16 `json:"f44,omitempty"`
	F45 uint32 `json:"f45"`
	F46 metav1.Time `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item41

// Status49 is a random struct.
type Status49 struct {
	// +k8s:schema:selectableField:description="The f50 of the kind."
	F50 uint32 `json:"f50,omitzero"`
	F51 *int16 `json:"f51"`
	Skipped52 string `json:"-"`
}

// Spec60 is a random struct.
type Spec60 struct {
	// +k8s:schema:selectableField
	F61 int64 `json:"f61"`
	F62 []Item63 `json:"f62,omitempty"`
	F76 int8 `json:"f76,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate86 `json:"template"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 []Item65 `json:"f64,omitempty"`
	F70 metav1.MicroTime `json:"f70,omitzero"`
	F71 map[string]string `json:"f71,omitempty"`
	F72 Template73 `json:"f72,omitempty"`
	Skipped75 string `json:"-"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 string `json:"f66"`
	F67 *int `json:"f67"`
	F68 string `json:"f68,omitempty,omitzero"`
	Skipped69 string `json:"-"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 uint64 `json:"f74"`
}

// Status77 is a random struct.
type Status77 struct {
	// +k8s:selectableField:default="8"
	F78 *uint64 `json:"f78,omitempty"`
	F79 []byte `json:"f79,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f80 of the kind."
	F80 int8 `json:"f80,omitempty"`
	F81 Labels82 `json:"f81"`
	// +k8s:selectableField:indexed=true
	F83 bool `json:"f83,omitempty"`
}

// Labels82 is a declared list or map type.
type Labels82 map[string]string

// PodTemplate86 is a random struct.
type PodTemplate86 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

