package p1038

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
// +kubebuilder:printcolumn:name="Col32",type="date",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.status.f31`,priority=1,description="A column.",format=int32
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f37",indexed=true
// +k8s:selectableField:jsonPath=".spec.f42",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f51"
// +kubebuilder:selectablefield:JSONPath=".spec.f54"
// +k8s:schema:index:field="spec.f54"
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col73",type="integer",JSONPath=`.spec.f52`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.spec.f55`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.status.f59`
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f43[*].f45`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind35z,singular=kind35
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
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
	F3 metav1.Time `json:"f3"`
	F4 *metav1.MicroTime `json:"f4,omitempty"`
	F5 Template6 `json:"f5,omitempty"`
	Skipped14 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 uint8 `json:"f9,omitempty"`
	F10 string `json:"f10,omitempty"`
	F11 intstr.IntOrString `json:"f11"`
	F12 uint16 `json:"f12,omitempty"`
	F13 types.UID `json:"f13,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 S8 `json:"f7"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 uint64 `json:"f16"`
	F17 *int `json:"f17,omitempty"`
	F18 List30 `json:"f18,omitempty"`
	F31 uint8 `json:"f31"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 *metav1.MicroTime `json:"f20,omitempty"`
	F21 *bool `json:"f21,omitempty,omitzero"`
	F22 *float32 `json:"f22,omitempty"`
	*Inline23 `json:",inline"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 *string `json:"f24"`
	F25 uint64 `json:"f25,omitempty"`
	F26 uint16 `json:"f26,omitempty,omitzero"`
	F27 metav1.MicroTime `json:"f27,omitzero"`
	F28 metav1.Duration `json:"f28,omitempty"`
	F29 uint16 `json:"f29,omitempty"`
}

// List30 is a declared list or map type.
type List30 []Item19

// Spec36 is a random struct.
type Spec36 struct {
	F37 int16 `json:"f37"`
	F38 *Template39 `json:"f38"`
	*Inline41 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 *bool `json:"f40,omitempty,omitzero"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 *metav1.Duration `json:"f42,omitempty"`
	F43 List50 `json:"f43,omitempty"`
	F51 []byte `json:"f51"`
	// +k8s:selectableField:description="The f52 of the kind.",indexed=true
	F52 uint32 `json:"f52,omitempty"`
	Inline53 `json:",inline"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 uint64 `json:"f45,omitempty"`
	F46 float64 `json:"f46,omitempty"`
	F47 int16 `json:"f47"`
	F48 []int8 `json:"f48,omitempty"`
	F49 uint32 `json:"f49"`
}

// List50 is a declared list or map type.
type List50 []Item44

// Inline53 is a random struct.
type Inline53 struct {
	F54 *int `json:"f54,omitempty,omitzero"`
	// +k8s:selectableField
	F55 *uint16 `json:"f55"`
	F56 resource.Quantity `json:"f56,omitzero"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 *uint64 `json:"f58,omitempty"`
	F59 Mode `json:"f59"`
	F60 int32 `json:"f60,omitempty"`
	F61 intstr.IntOrString `json:"f61,omitempty"`
	F62 []Item63 `json:"f62"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 *int `json:"f64,omitempty"`
	F65 float32 `json:"f65"`
	F66 int32 `json:"f66,omitempty,omitzero"`
	F67 []int8 `json:"f67"`
	F68 Template69 `json:"f68,omitempty"`
	Skipped71 string `json:"-"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 types.UID `json:"f70,omitempty"`
}

