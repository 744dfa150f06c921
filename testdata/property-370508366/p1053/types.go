package p1053

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
// +k8s:selectableField:jsonPath=".spec.f60",description="The f60 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f64"
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f30`,priority=1
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.spec.f63`,priority=1
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f67.f70`,priority=1
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f53[*].f55`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.status.f67.f78.app`,description="A column."
// +k8s:printerColumn:name="Cel86",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status66 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.spec.f90`
// +kubebuilder:printcolumn:name="Col114",type="date",JSONPath=`.status.f95`
// +kubebuilder:printcolumn:name="Col115",type="date",JSONPath=`.status.f111`,description="A column."
// +kubebuilder:printcolumn:name="Col116",type="string",JSONPath=`.status.f94.app`,priority=1,description="A column."
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind87z,singular=kind87
// +kubebuilder:printcolumn:name="Dup118",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup118",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec88 `json:"spec,omitempty"`
	Status Status92 `json:"status,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 List29 `json:"f6,omitempty"`
	F30 resource.Quantity `json:"f30"`
	F31 []Item32 `json:"f31"`
	Inline52 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 float32 `json:"f5,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 List16 `json:"f8,omitempty"`
	F17 map[string]string `json:"f17"`
	F18 Template19 `json:"f18"`
	F21 []Item22 `json:"f21,omitempty"`
	F25 Template26 `json:"f25"`
	F28 metav1.Time `json:"f28,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 resource.Quantity `json:"f10,omitzero"`
	F11 uint64 `json:"f11,omitempty"`
	F12 *intstr.IntOrString `json:"f12"`
	F13 *int8 `json:"f13"`
	F14 uint32 `json:"f14,omitzero"`
	F15 *types.UID `json:"f15,omitempty"`
}

// List16 is a declared list or map type.
type List16 []Item9

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 metav1.MicroTime `json:"f20,omitzero"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 uint32 `json:"f23,omitempty"`
	F24 int64 `json:"f24,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 int `json:"f27"`
}

// List29 is a declared list or map type.
type List29 []Item7

// Item32 is a random struct.
type Item32 struct {
	F33 Labels34 `json:"f33,omitempty"`
	F35 []Item36 `json:"f35"`
	F40 S41 `json:"f40,omitempty"`
	F44 Template45 `json:"f44"`
	F47 *float32 `json:"f47"`
	F48 *int `json:"f48"`
	*Inline49 `json:",inline"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Item36 is a random struct.
type Item36 struct {
	F37 *bool `json:"f37,omitempty"`
	F38 *float64 `json:"f38"`
	Skipped39 string `json:"-"`
}

// S41 is a random struct.
type S41 struct {
	F42 metav1.MicroTime `json:"f42"`
	F43 bool `json:"f43"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 *int64 `json:"f46,omitempty"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 intstr.IntOrString `json:"f50,omitempty"`
	F51 *float64 `json:"f51,omitempty"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 List58 `json:"f53"`
	// +k8s:schema:selectableField:description="The f59 of the kind.",trigger=true
	F59 uint16 `json:"f59,omitempty,omitzero"`
	F60 intstr.IntOrString `json:"f60"`
	Inline61 `json:",inline"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 types.UID `json:"f55,omitempty"`
	F56 *uint16 `json:"f56"`
	F57 *float64 `json:"f57,omitempty,omitzero"`
}

// List58 is a declared list or map type.
type List58 []Item54

// Inline61 is a random struct.
type Inline61 struct {
	F62 types.UID `json:"f62,omitempty"`
	// +k8s:schema:selectableField
	F63 uint16 `json:"f63,omitempty"`
	F64 int32 `json:"f64"`
	F65 metav1.MicroTime `json:"f65,omitempty"`
}

// Status66 is a random struct.
type Status66 struct {
	F67 S68 `json:"f67,omitempty"`
	F80 uint8 `json:"f80"`
}

// S68 is a random struct.
type S68 struct {
	F69 uint64 `json:"f69"`
	F70 Mode `json:"f70,omitempty"`
	F71 List77 `json:"f71"`
	F78 map[string]string `json:"f78,omitempty"`
	Skipped79 string `json:"-"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 *int32 `json:"f73"`
	F74 *Mode `json:"f74"`
	F75 uint16 `json:"f75"`
	F76 *int64 `json:"f76"`
}

// List77 is a declared list or map type.
type List77 []Item72

// Spec88 is a random struct.
type Spec88 struct {
	F89 string `json:"f89,omitempty"`
	F90 resource.Quantity `json:"f90,omitempty"`
	F91 []int8 `json:"f91"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate117 `json:"template"`
}

// Status92 is a random struct.
type Status92 struct {
	F93 *uint32 `json:"f93,omitempty"`
	F94 map[string]string `json:"f94,omitempty"`
	F95 metav1.Time `json:"f95,omitempty"`
	F96 []Item97 `json:"f96"`
	F111 *metav1.Time `json:"f111"`
	F112 metav1.MicroTime `json:"f112"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 uint64 `json:"f98,omitempty"`
	F99 int8 `json:"f99"`
	F100 []Item101 `json:"f100"`
	F108 Labels109 `json:"f108"`
	F110 int64 `json:"f110"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 float64 `json:"f102,omitempty"`
	F103 int16 `json:"f103,omitempty"`
	F104 intstr.IntOrString `json:"f104"`
	F105 []int8 `json:"f105,omitempty"`
	F106 *uint64 `json:"f106"`
	Skipped107 string `json:"-"`
}

// Labels109 is a declared list or map type.
type Labels109 map[string]string

// PodTemplate117 is a random struct.
type PodTemplate117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

