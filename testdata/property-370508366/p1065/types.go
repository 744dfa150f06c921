package p1065

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:index:field="spec.notDeclared"
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

// Kind18 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f4",default="2024-01-02T15:04:05Z",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f20",description="The f20 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f28",default="6"
// +kubebuilder:printcolumn:name="Col29",type="number",JSONPath=`.spec.f16`,priority=1
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.status.f21`,description="A column.",format=int32
// +k8s:printerColumn:name="Cel31",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind18 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind18List is a list of Kind18.
//
// +kubebuilder:object:root=true
type Kind18List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind18 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f36"
// +k8s:schema:selectableField:jsonPath=".spec.f39.f41.f43",default="1"
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f37`
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f39.f41.f44`,priority=1,format=int32
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f39.f41.f45`
// +kubebuilder:resource:path=kind32z,singular=kind32
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty,omitzero"`
	F4 metav1.Time `json:"f4"`
	F5 List15 `json:"f5"`
	F16 float64 `json:"f16"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate17 `json:"template"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 map[string]string `json:"f7"`
	F8 uint16 `json:"f8"`
	Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 int8 `json:"f10"`
	F11 *bool `json:"f11,omitempty"`
	F12 *Mode `json:"f12,omitempty"`
	F13 string `json:"f13,omitzero"`
	F14 metav1.Duration `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item6

// PodTemplate17 is a random struct.
type PodTemplate17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 int `json:"f20,omitempty"`
	F21 *uint8 `json:"f21,omitempty,omitzero"`
	F22 string `json:"f22"`
	F23 Template24 `json:"f23,omitempty"`
	F26 Labels27 `json:"f26"`
	F28 *uint16 `json:"f28"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 map[string]string `json:"f25"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Spec33 is a random struct.
type Spec33 struct {
	F34 *resource.Quantity `json:"f34,omitempty"`
	F35 *[]int8 `json:"f35"`
	F36 *uint16 `json:"f36,omitempty"`
	// +k8s:selectableField:default="80",description="The f37 of the kind.",trigger=true
	F37 *intstr.IntOrString `json:"f37"`
	F38 float32 `json:"f38,omitempty"`
	F39 *S40 `json:"f39,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 S42 `json:"f41,omitempty"`
	// +k8s:schema:selectableField:default="4",description="The f48 of the kind.",indexed=true
	F48 int64 `json:"f48"`
}

// S42 is a random struct.
type S42 struct {
	F43 int `json:"f43,omitempty,omitzero"`
	F44 *uint16 `json:"f44"`
	F45 *int `json:"f45,omitempty"`
	// +k8s:schema:selectableField
	F46 *metav1.MicroTime `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

