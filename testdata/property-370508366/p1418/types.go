package p1418

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
// +k8s:schema:selectableField:jsonPath=".spec.f11",description="The f11 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f12.f16"
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f11`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f3[*].f5`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f3[0].f5`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f12.f23.app`,description="A column."
// +k8s:printerColumn:name="Cel52",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col90",type="boolean",JSONPath=`.spec.f60.f62`
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f60.f64`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f60.f65`,description="A column."
// +kubebuilder:printcolumn:name="Col93",type="number",JSONPath=`.spec.f60.f66`
// +kubebuilder:printcolumn:name="Col94",type="integer",JSONPath=`.spec.f60.f67`,format=int32
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f58.app`,priority=1
// +k8s:printerColumn:name="Cel96",type=string,expression=`has(self.spec) && has(self.spec.f60) && has(self.spec.f60.f64) ? string(self.spec.f60.f64) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind54z,singular=kind54
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List9 `json:"f3"`
	F10 float32 `json:"f10,omitempty"`
	F11 uint64 `json:"f11,omitempty"`
	F12 *S13 `json:"f12,omitempty"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *Template27 `json:"f26,omitempty"`
	Skipped36 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate53 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []byte `json:"f5"`
	F6 uint64 `json:"f6,omitempty"`
	F7 intstr.IntOrString `json:"f7,omitempty,omitzero"`
	F8 map[string]string `json:"f8,omitempty"`
}

// List9 is a declared list or map type.
type List9 []Item4

// S13 is a random struct.
type S13 struct {
	F14 Labels15 `json:"f14"`
	F16 intstr.IntOrString `json:"f16"`
	F17 float64 `json:"f17,omitempty"`
	F18 List22 `json:"f18,omitempty"`
	F23 map[string]string `json:"f23"`
	// +k8s:schema:selectableField
	F24 int8 `json:"f24"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Item19 is a random struct.
type Item19 struct {
	F20 *int `json:"f20,omitempty"`
	F21 metav1.MicroTime `json:"f21,omitzero"`
}

// List22 is a declared list or map type.
type List22 []Item19

// Item29 is a random struct.
type Item29 struct {
	F30 metav1.MicroTime `json:"f30,omitempty"`
	F31 *int64 `json:"f31,omitempty"`
	F32 types.UID `json:"f32"`
	F33 int `json:"f33"`
	F34 uint8 `json:"f34"`
}

// List35 is a declared list or map type.
type List35 []Item29

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 List35 `json:"f28"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 *Template39 `json:"f38,omitempty"`
	F46 metav1.Duration `json:"f46,omitempty"`
	F47 map[string]string `json:"f47,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *string `json:"f42"`
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 *metav1.Time `json:"f44,omitempty"`
}

// List45 is a declared list or map type.
type List45 []Item41

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 List45 `json:"f40"`
}

// PodTemplate53 is a random struct.
type PodTemplate53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec55 is a random struct.
type Spec55 struct {
	// +k8s:schema:selectableField:description="The f56 of the kind."
	F56 uint8 `json:"f56,omitempty"`
	// +k8s:schema:selectableField
	F57 uint32 `json:"f57"`
	F58 map[string]string `json:"f58"`
	F59 *float64 `json:"f59,omitempty"`
	F60 S61 `json:"f60"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S61 is a random struct.
type S61 struct {
	// +k8s:schema:selectableField:default="false",description="The f62 of the kind.",indexed=true
	F62 *bool `json:"f62"`
	F63 *resource.Quantity `json:"f63,omitempty"`
	F64 *int `json:"f64"`
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 *float64 `json:"f66,omitempty,omitzero"`
	F67 uint32 `json:"f67"`
}

// Status68 is a random struct.
type Status68 struct {
	F69 List86 `json:"f69"`
	F87 *Template88 `json:"f87"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 S72 `json:"f71"`
	F80 *uint32 `json:"f80,omitempty,omitzero"`
	F81 S82 `json:"f81,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 intstr.IntOrString `json:"f73,omitempty"`
	F74 uint64 `json:"f74"`
	F75 uint64 `json:"f75,omitzero"`
	F76 *intstr.IntOrString `json:"f76,omitempty"`
	F77 int64 `json:"f77"`
	F78 *Mode `json:"f78,omitempty"`
	Skipped79 string `json:"-"`
}

// S82 is a random struct.
type S82 struct {
	F83 metav1.Time `json:"f83,omitempty,omitzero"`
	F84 string `json:"f84,omitempty"`
	F85 bool `json:"f85,omitempty"`
}

// List86 is a declared list or map type.
type List86 []Item70

// Template88 is a random struct.
type Template88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F89 int16 `json:"f89,omitzero"`
}

