package p1475

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
// +k8s:schema:selectableField:jsonPath=".spec.f24.f28",description="The f28 of the kind."
// +k8s:selectableField:jsonPath=".spec.f24.f31",trigger=true
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f24.f28`
// +kubebuilder:printcolumn:name="Col62",type="number",JSONPath=`.status.f43.f46`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f43.f49`
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.status.f56`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f4[*].f6`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f23.app`,description="A column."
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f24.f26.app`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f32[*].f35`
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.spec.f32[0].f35`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.status.f38.f42.app`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f43.f47.app`,priority=1
// +k8s:printerColumn:name="Cel72",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind73 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f24.f28"
// +k8s:schema:index:field="spec.f24.f28"
// +k8s:schema:selectableField:jsonPath=".spec.f24.f30",default="80"
// +k8s:schema:selectableField:jsonPath=".spec.f24.f31",trigger=true
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f24.f28`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f4[*].f6`,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f4[0].f6`,priority=1
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f23.app`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f32[0].f35`,priority=1
// +k8s:printerColumn:name="Cel79",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:path=kind73z,singular=kind73
type Kind73 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind73List is a list of Kind73.
//
// +kubebuilder:object:root=true
type Kind73List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind73 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *[]int8 `json:"f3,omitempty"`
	F4 List21 `json:"f4"`
	// +k8s:schema:selectableField:description="The f22 of the kind."
	F22 int8 `json:"f22,omitempty"`
	F23 map[string]string `json:"f23"`
	F24 S25 `json:"f24,omitempty"`
	F32 List36 `json:"f32"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 intstr.IntOrString `json:"f6"`
	F7 uint64 `json:"f7,omitempty"`
	F8 float32 `json:"f8,omitempty"`
	F9 List17 `json:"f9"`
	F18 Labels19 `json:"f18"`
	F20 int16 `json:"f20"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *resource.Quantity `json:"f11"`
	F12 *string `json:"f12,omitempty"`
	F13 string `json:"f13"`
	F14 *metav1.MicroTime `json:"f14"`
	F15 *metav1.MicroTime `json:"f15"`
	F16 int32 `json:"f16"`
}

// List17 is a declared list or map type.
type List17 []Item10

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// List21 is a declared list or map type.
type List21 []Item5

// S25 is a random struct.
type S25 struct {
	F26 Labels27 `json:"f26"`
	F28 *metav1.Duration `json:"f28"`
	F29 map[string]string `json:"f29,omitempty"`
	F30 intstr.IntOrString `json:"f30,omitempty"`
	F31 metav1.MicroTime `json:"f31,omitempty"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Item33 is a random struct.
type Item33 struct {
	F34 metav1.Time `json:"f34,omitempty"`
	F35 intstr.IntOrString `json:"f35,omitempty,omitzero"`
}

// List36 is a declared list or map type.
type List36 []Item33

// Status37 is a random struct.
type Status37 struct {
	F38 S39 `json:"f38"`
	F43 S44 `json:"f43"`
	Inline54 `json:",inline"`
}

// S39 is a random struct.
type S39 struct {
	F40 *string `json:"f40,omitempty,omitzero"`
	F41 uint8 `json:"f41,omitempty"`
	F42 map[string]string `json:"f42"`
}

// S44 is a random struct.
type S44 struct {
	F45 *types.UID `json:"f45"`
	F46 float64 `json:"f46"`
	F47 Labels48 `json:"f47"`
	F49 *resource.Quantity `json:"f49,omitzero"`
	F50 *S51 `json:"f50"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// S51 is a random struct.
type S51 struct {
	F52 intstr.IntOrString `json:"f52,omitempty"`
	F53 float32 `json:"f53,omitempty"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 string `json:"f55"`
	F56 *int16 `json:"f56,omitempty"`
	*Inline57 `json:",inline"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 metav1.Duration `json:"f58,omitempty"`
	F59 string `json:"f59,omitempty"`
}

