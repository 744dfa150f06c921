package p1582

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f8",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f10",default="6",description="The f10 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f12",default="5",description="The f12 of the kind."
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f3.f5.f7`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f3.f5.f10`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f3.f5.f12`,priority=1
// +kubebuilder:printcolumn:name="Col51",type="date",JSONPath=`.spec.f3.f16`,description="A column."
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f31`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.status.f47`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f18.f21[0].f25`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f32[*].f37`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f32[0].f37`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f44.app`,priority=1
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f61",indexed=true
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f61`,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="date",JSONPath=`.spec.f62`
// +k8s:selectable-gen=true
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec59 `json:"spec,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.spec.f68`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f70`
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.spec) && has(self.spec.f68) ? string(self.spec.f68) : "none"`
// +kubebuilder:resource:path=kind65z,singular=kind65
// +kubebuilder:printcolumn:name="Dup75",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup75",type="string",JSONPath=`.metadata.name`
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec66 `json:"spec,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F18 *S19 `json:"f18"`
	F29 bool `json:"f29,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5"`
	F13 Template14 `json:"f13,omitempty"`
	F16 metav1.Time `json:"f16,omitempty"`
	F17 map[string]string `json:"f17,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 resource.Quantity `json:"f7"`
	F8 *int16 `json:"f8"`
	F9 int8 `json:"f9"`
	F10 uint16 `json:"f10,omitempty"`
	F11 *metav1.Time `json:"f11"`
	F12 uint8 `json:"f12"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 []byte `json:"f15"`
}

// S19 is a random struct.
type S19 struct {
	F20 []int8 `json:"f20"`
	F21 []Item22 `json:"f21,omitempty"`
	Skipped28 string `json:"-"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *intstr.IntOrString `json:"f23,omitempty"`
	F24 int8 `json:"f24,omitempty"`
	F25 string `json:"f25"`
	F26 *float32 `json:"f26,omitempty"`
	F27 *metav1.Duration `json:"f27,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 []byte `json:"f31,omitempty"`
	F32 List43 `json:"f32"`
	F44 Labels45 `json:"f44"`
	F46 int8 `json:"f46"`
	F47 uint32 `json:"f47"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 Template35 `json:"f34"`
	F37 string `json:"f37,omitempty"`
	F38 *Template39 `json:"f38,omitempty"`
	F41 bool `json:"f41,omitempty"`
	F42 int `json:"f42,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 []byte `json:"f36"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 resource.Quantity `json:"f40"`
}

// List43 is a declared list or map type.
type List43 []Item33

// Labels45 is a declared list or map type.
type Labels45 map[string]string

// Spec59 is a random struct.
type Spec59 struct {
	F60 float64 `json:"f60,omitempty,omitzero"`
	F61 types.UID `json:"f61"`
	// +k8s:schema:selectableField
	F62 metav1.MicroTime `json:"f62,omitempty,omitzero"`
}

// Spec66 is a random struct.
type Spec66 struct {
	F67 []int8 `json:"f67,omitempty,omitzero"`
	F68 int `json:"f68,omitempty"`
	// +k8s:schema:selectableField
	F69 uint64 `json:"f69,omitempty"`
	// +k8s:schema:selectableField:default="1h0m0s",indexed=true
	F70 metav1.Duration `json:"f70,omitempty,omitzero"`
	Skipped71 string `json:"-"`
}

