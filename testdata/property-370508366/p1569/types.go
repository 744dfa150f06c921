package p1569

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
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.spec.f41`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f42`,description="A column."
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f43.app`
// +k8s:printerColumn:name="Cel51",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F26 []int8 `json:"f26"`
	F27 List39 `json:"f27"`
	Inline40 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate52 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Template6 `json:"f5,omitempty"`
	F8 int32 `json:"f8"`
	F9 *int8 `json:"f9"`
	F10 S11 `json:"f10,omitempty"`
	F18 Labels19 `json:"f18"`
	F20 *metav1.Time `json:"f20"`
	Inline21 `json:",inline"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 types.UID `json:"f7"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint32 `json:"f12,omitempty,omitzero"`
	F13 []byte `json:"f13"`
	F14 []int8 `json:"f14"`
	F15 *int8 `json:"f15,omitzero"`
	F16 intstr.IntOrString `json:"f16"`
	F17 *intstr.IntOrString `json:"f17"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Inline21 is a random struct.
type Inline21 struct {
	F22 metav1.Duration `json:"f22"`
	F23 float64 `json:"f23"`
	F24 metav1.MicroTime `json:"f24"`
	F25 string `json:"f25,omitempty"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 Labels30 `json:"f29"`
	F31 Template32 `json:"f31,omitempty"`
	F34 S35 `json:"f34"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 *bool `json:"f33,omitzero"`
}

// S35 is a random struct.
type S35 struct {
	F36 Mode `json:"f36,omitempty"`
	F37 *types.UID `json:"f37"`
	F38 resource.Quantity `json:"f38"`
}

// List39 is a declared list or map type.
type List39 []Item28

// Inline40 is a random struct.
type Inline40 struct {
	F41 *uint8 `json:"f41"`
	// +k8s:selectableField:description="The f42 of the kind."
	F42 uint64 `json:"f42,omitempty"`
	F43 Labels44 `json:"f43,omitempty"`
	F45 Template46 `json:"f45,omitempty"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 *intstr.IntOrString `json:"f47,omitempty"`
}

// PodTemplate52 is a random struct.
type PodTemplate52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

