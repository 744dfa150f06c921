package p1139

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f6",default="2",trigger=true
// +k8s:printerColumn:name="Cel7",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f25",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f26",default="1h0m0s"
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f13`,priority=1
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f35`,format=int32
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f35) ? string(self.spec.f35) : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind8z,singular=kind8
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Cel44",type=string,expression=`has(self.spec) && has(self.spec.f42) ? string(self.spec.f42) : "none"`
// +k8s:schema:scope=Cluster
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int16 `json:"f3"`
	F4 Labels5 `json:"f4,omitempty"`
	F6 int16 `json:"f6"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Spec9 is a random struct.
type Spec9 struct {
	F10 Template11 `json:"f10,omitempty"`
	// +k8s:schema:selectableField:default="none",description="The f13 of the kind.",indexed=true
	F13 string `json:"f13"`
	F14 Template15 `json:"f14,omitempty"`
	Skipped18 string `json:"-"`
	Inline19 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *string `json:"f12"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 Labels17 `json:"f16,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 List24 `json:"f20,omitempty"`
	F25 uint8 `json:"f25"`
	F26 metav1.Duration `json:"f26,omitempty"`
	// +k8s:schema:selectableField
	F27 types.UID `json:"f27"`
	F28 List34 `json:"f28"`
	F35 int `json:"f35"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 int16 `json:"f22,omitempty"`
	F23 *uint32 `json:"f23,omitzero"`
}

// List24 is a declared list or map type.
type List24 []Item21

// Item29 is a random struct.
type Item29 struct {
	F30 uint64 `json:"f30,omitempty,omitzero"`
	F31 int16 `json:"f31,omitempty"`
	F32 uint8 `json:"f32,omitempty"`
	F33 *bool `json:"f33"`
}

// List34 is a declared list or map type.
type List34 []Item29

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec41 is a random struct.
type Spec41 struct {
	// +k8s:schema:selectableField:description="The f42 of the kind."
	F42 int32 `json:"f42,omitempty"`
	// +k8s:selectableField:default="6"
	F43 uint16 `json:"f43"`
}

