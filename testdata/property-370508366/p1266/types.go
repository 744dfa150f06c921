package p1266

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
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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

// Kind5 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f8",default="6",description="The f8 of the kind."
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f8`,priority=1
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f9.f14`,format=int32
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f9.f23`,description="A column."
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f9.f15[?(@.f18==true)].f19`
// +k8s:printerColumn:name="Cel30",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:index:field="spec.notDeclared"
type Kind5 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec6 `json:"spec,omitempty"`
}

// Kind5List is a list of Kind5.
//
// +kubebuilder:object:root=true
type Kind5List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind5 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:default="4"
	F3 int64 `json:"f3,omitempty"`
	F4 bool `json:"f4,omitempty"`
}

// Spec6 is a random struct.
type Spec6 struct {
	F7 string `json:"f7,omitzero"`
	F8 uint16 `json:"f8,omitempty"`
	F9 *S10 `json:"f9"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate31 `json:"template"`
}

// S10 is a random struct.
type S10 struct {
	F11 Template12 `json:"f11,omitempty"`
	F14 int64 `json:"f14"`
	F15 List22 `json:"f15"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F23 metav1.Duration `json:"f23,omitempty,omitzero"`
	F24 Labels25 `json:"f24,omitempty"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 metav1.Duration `json:"f13,omitempty"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *[]int8 `json:"f17,omitempty"`
	F18 bool `json:"f18"`
	F19 metav1.Duration `json:"f19"`
	F20 float64 `json:"f20,omitempty"`
	F21 resource.Quantity `json:"f21"`
}

// List22 is a declared list or map type.
type List22 []Item16

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// PodTemplate31 is a random struct.
type PodTemplate31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

