package p1207

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6.f8",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6.f12"
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f13"
// +k8s:schema:selectableField:jsonPath=".spec.f31.f33",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f31.f35"
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f3.f5`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f3.f6.f9`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f3.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f3.f19`,priority=1
// +kubebuilder:printcolumn:name="Col55",type="boolean",JSONPath=`.spec.f31.f33`
// +kubebuilder:printcolumn:name="Col56",type="boolean",JSONPath=`.spec.f31.f34`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
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

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f5"
// +k8s:selectableField:jsonPath=".spec.f31.f33",default="false",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f31.f35"
// +k8s:schema:index:field="spec.f31.f35"
// +k8s:schema:selectableField:jsonPath=".spec.f31.f36",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f31.f37"
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f3.f6.f9`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f3.f6.f11`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f3.f6.f12`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f3.f13`,priority=1
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col78",type="boolean",JSONPath=`.spec.f31.f33`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f31.f35`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="integer",JSONPath=`.spec.f31.f36`,format=int32
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f31.f37`
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.replicas`
// +kubebuilder:printcolumn:name="Col83",type="boolean",JSONPath=`.status.f59`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f3.f17.app`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Kind85 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.spec.f90`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind85 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec86 `json:"spec,omitempty"`
}

// Kind85List is a list of Kind85.
//
// +kubebuilder:object:root=true
type Kind85List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind85 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F20 intstr.IntOrString `json:"f20,omitempty,omitzero"`
	F21 Template22 `json:"f21"`
	F24 Template25 `json:"f24,omitempty"`
	F29 Labels30 `json:"f29"`
	F31 S32 `json:"f31"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 *metav1.Duration `json:"f5,omitzero"`
	F6 S7 `json:"f6"`
	F13 metav1.Duration `json:"f13"`
	F14 Template15 `json:"f14,omitempty"`
	F17 Labels18 `json:"f17"`
	F19 *metav1.Duration `json:"f19"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint16 `json:"f8,omitempty"`
	F9 resource.Quantity `json:"f9"`
	F10 uint8 `json:"f10,omitempty"`
	F11 []byte `json:"f11,omitempty"`
	F12 *uint16 `json:"f12"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 int8 `json:"f16"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 metav1.Time `json:"f23"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 int64 `json:"f28,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 Template27 `json:"f26"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// S32 is a random struct.
type S32 struct {
	F33 bool `json:"f33"`
	// +k8s:schema:selectableField:default="false"
	F34 bool `json:"f34"`
	F35 intstr.IntOrString `json:"f35"`
	F36 *int16 `json:"f36"`
	F37 uint8 `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 List46 `json:"f40"`
	F47 Mode `json:"f47,omitempty"`
	*Inline48 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *Template43 `json:"f42,omitempty"`
	F45 *int `json:"f45,omitempty,omitzero"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *float32 `json:"f44"`
}

// List46 is a declared list or map type.
type List46 []Item41

// Inline48 is a random struct.
type Inline48 struct {
	F49 types.UID `json:"f49"`
	F50 *metav1.MicroTime `json:"f50"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 *bool `json:"f59,omitzero"`
	F60 Template61 `json:"f60"`
	F67 Mode `json:"f67,omitempty"`
	F68 Template69 `json:"f68"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 *intstr.IntOrString `json:"f64,omitempty"`
	F65 int16 `json:"f65,omitzero"`
	F66 intstr.IntOrString `json:"f66"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 []Item63 `json:"f62,omitempty"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 bool `json:"f72"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 Template71 `json:"f70,omitempty"`
}

// Spec86 is a random struct.
type Spec86 struct {
	F87 *Template88 `json:"f87,omitempty"`
	// +k8s:schema:selectableField
	F90 uint64 `json:"f90"`
	Skipped91 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate93 `json:"template"`
}

// Template88 is a random struct.
type Template88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F89 int64 `json:"f89,omitempty"`
}

// PodTemplate93 is a random struct.
type PodTemplate93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

