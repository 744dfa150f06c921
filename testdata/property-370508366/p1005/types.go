package p1005

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
// +kubebuilder:printcolumn:name="Col9",type="string",JSONPath=`.spec.f4`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f14",description="The f14 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f23.f26",default="none",description="The f26 of the kind.",trigger=true
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f15`,priority=1
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.status.f22`
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.status.f23.f27`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f12.app`
// +k8s:printerColumn:name="Cel32",type=string,expression=`has(self.spec) && has(self.spec.f14) ? string(self.spec.f14) : "none"`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 []int8 `json:"f4,omitempty"`
	F5 *uint8 `json:"f5"`
	F6 *[]int8 `json:"f6,omitempty"`
	// +k8s:selectableField:default="4"
	F7 int64 `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 Labels13 `json:"f12,omitempty"`
	F14 int `json:"f14,omitempty"`
	F15 types.UID `json:"f15,omitempty"`
	F16 map[string]string `json:"f16"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate33 `json:"template"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Status17 is a random struct.
type Status17 struct {
	F18 Template19 `json:"f18,omitempty"`
	F21 float32 `json:"f21,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="4"
	F22 int64 `json:"f22,omitempty"`
	F23 *S24 `json:"f23,omitempty"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *float32 `json:"f20"`
}

// S24 is a random struct.
type S24 struct {
	F25 int64 `json:"f25,omitzero"`
	F26 *string `json:"f26,omitempty"`
	F27 types.UID `json:"f27"`
}

// PodTemplate33 is a random struct.
type PodTemplate33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

