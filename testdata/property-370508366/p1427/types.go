package p1427

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
// +k8s:selectableField:jsonPath=".spec.f9",default="1h0m0s",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f14"
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f11`,description="A column."
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f43`,priority=1,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f44[0].f46`
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.spec) && has(self.spec.f8) ? self.spec.f8 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
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
// +kubebuilder:selectablefield:JSONPath=".spec.f63"
// +k8s:schema:index:field="spec.f63"
// +k8s:schema:selectableField:jsonPath=".spec.f64",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f69"
// +kubebuilder:selectablefield:JSONPath=".status.f89"
// +kubebuilder:printcolumn:name="Col95",type="boolean",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f64`
// +kubebuilder:printcolumn:name="Col97",type="number",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col98",type="date",JSONPath=`.status.f68`,description="A column."
// +kubebuilder:printcolumn:name="Col99",type="integer",JSONPath=`.status.f88`,priority=1
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f70[*].f75`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind57z,singular=kind57
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec58 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 Template5 `json:"f4"`
	F7 []int8 `json:"f7,omitempty"`
	F8 *Mode `json:"f8,omitempty"`
	F9 *metav1.Duration `json:"f9,omitzero"`
	Inline10 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate56 `json:"template"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 intstr.IntOrString `json:"f6,omitempty"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 resource.Quantity `json:"f11,omitempty"`
	F12 float32 `json:"f12,omitempty,omitzero"`
	F13 metav1.MicroTime `json:"f13"`
	F14 int16 `json:"f14"`
	F15 *resource.Quantity `json:"f15,omitempty"`
	F16 Labels17 `json:"f16"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Status18 is a random struct.
type Status18 struct {
	F19 []byte `json:"f19,omitzero"`
	F20 List36 `json:"f20,omitempty"`
	*Inline37 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 []Item23 `json:"f22"`
	F27 bool `json:"f27,omitempty"`
	F28 uint16 `json:"f28,omitempty"`
	F29 []Item30 `json:"f29,omitempty"`
	F35 *float32 `json:"f35"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 Mode `json:"f24,omitempty"`
	F25 *int `json:"f25,omitempty"`
	F26 *int16 `json:"f26"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 uint64 `json:"f31"`
	F32 int64 `json:"f32,omitempty"`
	F33 *uint32 `json:"f33,omitempty"`
	Skipped34 string `json:"-"`
}

// List36 is a declared list or map type.
type List36 []Item21

// Inline37 is a random struct.
type Inline37 struct {
	F38 *Template39 `json:"f38"`
	F41 Labels42 `json:"f41"`
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 List51 `json:"f44"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 string `json:"f40,omitempty"`
}

// Labels42 is a declared list or map type.
type Labels42 map[string]string

// Item45 is a random struct.
type Item45 struct {
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 []byte `json:"f47"`
	F48 uint64 `json:"f48,omitempty"`
	F49 []byte `json:"f49,omitzero"`
	F50 *types.UID `json:"f50,omitempty,omitzero"`
}

// List51 is a declared list or map type.
type List51 []Item45

// PodTemplate56 is a random struct.
type PodTemplate56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 Template60 `json:"f59,omitempty"`
	F62 bool `json:"f62"`
	F63 string `json:"f63,omitempty"`
	F64 *uint32 `json:"f64,omitempty"`
	F65 *float32 `json:"f65"`
	Skipped66 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int64 `json:"f61,omitempty"`
}

// Status67 is a random struct.
type Status67 struct {
	// +k8s:schema:selectableField:description="The f68 of the kind."
	F68 metav1.Time `json:"f68"`
	F69 metav1.MicroTime `json:"f69"`
	F70 []Item71 `json:"f70,omitempty"`
	F88 *uint8 `json:"f88"`
	F89 []byte `json:"f89,omitzero"`
	F90 *Template91 `json:"f90,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 Template73 `json:"f72"`
	F75 uint64 `json:"f75,omitempty"`
	F76 Template77 `json:"f76,omitempty"`
	F79 resource.Quantity `json:"f79"`
	F80 *metav1.Duration `json:"f80"`
	F81 List87 `json:"f81,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 metav1.MicroTime `json:"f74"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 int16 `json:"f78"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 *float64 `json:"f83"`
	F84 uint32 `json:"f84,omitempty,omitzero"`
	F85 []int8 `json:"f85"`
	F86 *uint8 `json:"f86"`
}

// List87 is a declared list or map type.
type List87 []Item82

// Template93 is a random struct.
type Template93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F94 float64 `json:"f94,omitzero"`
}

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 Template93 `json:"f92,omitempty"`
}

