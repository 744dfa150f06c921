package p1202

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f16",default="-1",indexed=true
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col32",type="date",JSONPath=`.status.f25`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f28`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.status.f26.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f37",description="The f37 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f39"
// +k8s:schema:selectableField:jsonPath=".spec.f40",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f43.f45",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f43.f48",description="The f48 of the kind.",trigger=true
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.spec.f37`,description="A column.",format=int32
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.spec.f39`,description="A column."
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f43.f45`,description="A column."
// +k8s:printerColumn:name="Col79",type=date,jsonPath=`.spec.f43.f47`
// +k8s:printerColumn:name="Col80",type=number,jsonPath=`.spec.f50`,priority=1
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f54.f56`,description="A column."
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f74`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f54.f57.app`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3"`
	F4 []int8 `json:"f4"`
	F5 int32 `json:"f5"`
	F6 []Item7 `json:"f6,omitempty"`
	F16 int8 `json:"f16,omitempty,omitzero"`
	*Inline17 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 Labels9 `json:"f8"`
	F10 S11 `json:"f10"`
	F15 *types.UID `json:"f15,omitempty"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// S11 is a random struct.
type S11 struct {
	F12 *uint64 `json:"f12,omitzero"`
	F13 string `json:"f13,omitempty,omitzero"`
	F14 int8 `json:"f14,omitempty"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 *Template19 `json:"f18"`
	F21 Mode `json:"f21"`
	Skipped22 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 resource.Quantity `json:"f20"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 *[]int8 `json:"f24,omitempty"`
	F25 metav1.Time `json:"f25"`
	F26 Labels27 `json:"f26"`
	F28 resource.Quantity `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Spec36 is a random struct.
type Spec36 struct {
	F37 uint8 `json:"f37"`
	F38 []byte `json:"f38"`
	F39 *int `json:"f39,omitempty"`
	F40 metav1.Duration `json:"f40,omitempty"`
	*Inline41 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate84 `json:"template"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 int16 `json:"f42"`
	F43 S44 `json:"f43,omitempty"`
	Inline49 `json:",inline"`
}

// S44 is a random struct.
type S44 struct {
	F45 int8 `json:"f45,omitempty"`
	F46 float64 `json:"f46,omitempty"`
	F47 *metav1.MicroTime `json:"f47,omitempty"`
	F48 *bool `json:"f48"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 *float32 `json:"f50"`
	F51 resource.Quantity `json:"f51"`
	F52 int `json:"f52,omitempty,omitzero"`
}

// Status53 is a random struct.
type Status53 struct {
	F54 S55 `json:"f54"`
	F64 uint8 `json:"f64,omitempty"`
	F65 List73 `json:"f65,omitempty"`
	F74 *[]int8 `json:"f74"`
	Skipped75 string `json:"-"`
}

// S55 is a random struct.
type S55 struct {
	// +k8s:selectableField
	F56 *types.UID `json:"f56,omitempty"`
	F57 map[string]string `json:"f57"`
	F58 int32 `json:"f58,omitempty"`
	F59 *uint16 `json:"f59"`
	F60 *int16 `json:"f60,omitzero"`
	Inline61 `json:",inline"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 metav1.Duration `json:"f62"`
	F63 resource.Quantity `json:"f63"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 *[]int8 `json:"f67,omitempty"`
	F68 Template69 `json:"f68"`
	F71 *metav1.Time `json:"f71,omitempty"`
	F72 []int8 `json:"f72"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 uint8 `json:"f70"`
}

// List73 is a declared list or map type.
type List73 []Item66

// PodTemplate84 is a random struct.
type PodTemplate84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

