package p1146

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
// +k8s:selectableField:jsonPath=".spec.f5.f21",default="7",description="The f21 of the kind."
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f3`,format=int32
// +kubebuilder:printcolumn:name="Col32",type="number",JSONPath=`.spec.f5.f19`
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f5.f21`,priority=1
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f5.f7[0].f14`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f5.f7[?(@.f10==1)].f14`
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.status.f26.app`,priority=1
// +k8s:printerColumn:name="Cel37",type=string,expression=`has(self.spec) && has(self.spec.f4) ? self.spec.f4 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f82.f84",description="The f84 of the kind."
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f40`,priority=1
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f54`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f81`,priority=1
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f82.f85`
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.spec.f41[0].f50`
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.spec.f66.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind38z,singular=kind38
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec39 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 int16 `json:"f3"`
	// +k8s:schema:selectableField
	F4 Mode `json:"f4,omitempty"`
	F5 *S6 `json:"f5,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 List15 `json:"f7"`
	F16 Template17 `json:"f16"`
	F19 float64 `json:"f19"`
	F20 uint32 `json:"f20,omitempty"`
	F21 *uint32 `json:"f21"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *int16 `json:"f9,omitzero"`
	F10 int32 `json:"f10"`
	F11 int `json:"f11,omitempty"`
	F12 *uint32 `json:"f12,omitempty"`
	F13 *string `json:"f13,omitempty"`
	F14 resource.Quantity `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item8

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 bool `json:"f18,omitzero"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 Template24 `json:"f23,omitempty"`
	F26 Labels27 `json:"f26,omitempty"`
	// +k8s:selectableField
	F28 int32 `json:"f28,omitempty"`
	F29 []int8 `json:"f29"`
	F30 int8 `json:"f30,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *types.UID `json:"f25,omitempty"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Spec39 is a random struct.
type Spec39 struct {
	F40 []int8 `json:"f40"`
	F41 List53 `json:"f41,omitempty"`
	F54 *types.UID `json:"f54"`
	F55 []Item56 `json:"f55"`
	F65 uint32 `json:"f65,omitempty,omitzero"`
	F66 Labels67 `json:"f66,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 S44 `json:"f43"`
	F47 Labels48 `json:"f47"`
	F49 *int8 `json:"f49,omitempty"`
	F50 uint64 `json:"f50"`
	F51 uint64 `json:"f51,omitempty"`
	F52 uint16 `json:"f52,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 int64 `json:"f45,omitempty"`
	F46 int8 `json:"f46,omitempty"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// List53 is a declared list or map type.
type List53 []Item42

// Item56 is a random struct.
type Item56 struct {
	F57 map[string]string `json:"f57"`
	F58 *[]int8 `json:"f58"`
	F59 Labels60 `json:"f59"`
	F61 resource.Quantity `json:"f61"`
	F62 intstr.IntOrString `json:"f62"`
	F63 *float64 `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// Labels67 is a declared list or map type.
type Labels67 map[string]string

// Status68 is a random struct.
type Status68 struct {
	F69 []Item70 `json:"f69"`
	F81 []byte `json:"f81"`
	F82 S83 `json:"f82"`
	F91 Template92 `json:"f91"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 Labels72 `json:"f71"`
	F73 uint32 `json:"f73"`
	F74 *uint64 `json:"f74"`
	Inline75 `json:",inline"`
}

// Labels72 is a declared list or map type.
type Labels72 map[string]string

// Inline75 is a random struct.
type Inline75 struct {
	F76 metav1.Duration `json:"f76"`
	F77 types.UID `json:"f77,omitempty"`
	F78 bool `json:"f78"`
	F79 resource.Quantity `json:"f79"`
	Skipped80 string `json:"-"`
}

// S83 is a random struct.
type S83 struct {
	F84 *bool `json:"f84"`
	F85 *string `json:"f85,omitempty"`
	F86 []Item87 `json:"f86,omitempty"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 *int16 `json:"f88,omitempty"`
	F89 *bool `json:"f89,omitempty"`
	F90 *metav1.Duration `json:"f90,omitempty"`
}

// S94 is a random struct.
type S94 struct {
	F95 types.UID `json:"f95,omitzero"`
	F96 *uint16 `json:"f96,omitempty"`
	F97 *uint64 `json:"f97,omitempty,omitzero"`
	F98 uint16 `json:"f98,omitempty,omitzero"`
	F99 float32 `json:"f99"`
}

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 S94 `json:"f93,omitempty"`
}

