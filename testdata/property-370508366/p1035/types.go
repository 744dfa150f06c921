package p1035

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
// +k8s:schema:selectableField:jsonPath=".status.f12.f14",description="The f14 of the kind."
// +kubebuilder:printcolumn:name="Col25",type="number",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f5`,priority=1
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f10`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f12.f15`,priority=1
// +kubebuilder:printcolumn:name="Col29",type="number",JSONPath=`.status.f19.f23`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f49"
// +k8s:schema:index:field="status.f49"
// +k8s:selectableField:jsonPath=".status.f58",default="7"
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col60",type="number",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f48`,format=int32
// +k8s:printerColumn:name="Cel62",type=string,expression=`has(self.status) && has(self.status.f48) ? string(self.status.f48) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 *int `json:"f3,omitzero"`
	F4 *float32 `json:"f4"`
	F5 *uint32 `json:"f5"`
	// +k8s:selectableField
	F6 types.UID `json:"f6,omitzero"`
	Skipped7 string `json:"-"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 map[string]string `json:"f9"`
	F10 *uint64 `json:"f10,omitempty,omitzero"`
	*Inline11 `json:",inline"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 S13 `json:"f12"`
	F19 *S20 `json:"f19"`
}

// S13 is a random struct.
type S13 struct {
	F14 bool `json:"f14,omitempty"`
	F15 resource.Quantity `json:"f15,omitempty"`
	// +k8s:schema:selectableField
	F16 *intstr.IntOrString `json:"f16"`
	// +k8s:selectableField
	F17 *int64 `json:"f17,omitempty"`
	F18 *metav1.Time `json:"f18"`
}

// S20 is a random struct.
type S20 struct {
	F21 []int8 `json:"f21"`
	F22 resource.Quantity `json:"f22"`
	F23 float64 `json:"f23,omitempty"`
	Skipped24 string `json:"-"`
}

// Spec31 is a random struct.
type Spec31 struct {
	F32 bool `json:"f32"`
	F33 []int8 `json:"f33,omitempty"`
	F34 Template35 `json:"f34,omitempty"`
	F44 string `json:"f44,omitempty"`
	F45 float64 `json:"f45,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 []byte `json:"f38,omitempty"`
	F39 int32 `json:"f39,omitempty"`
	F40 []int8 `json:"f40,omitempty"`
	F41 *float64 `json:"f41,omitempty"`
	F42 types.UID `json:"f42,omitzero"`
	F43 uint16 `json:"f43"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 []Item37 `json:"f36,omitempty"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 float32 `json:"f47,omitzero"`
	F48 int `json:"f48"`
	F49 uint16 `json:"f49,omitempty"`
	F50 Template51 `json:"f50"`
	F55 Template56 `json:"f55"`
	F58 uint32 `json:"f58"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 metav1.MicroTime `json:"f54,omitempty"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 Template53 `json:"f52,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 int8 `json:"f57,omitempty"`
}

