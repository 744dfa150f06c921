package p1502

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="1h0m0s",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f27.f32"
// +k8s:schema:selectableField:jsonPath=".status.f27.f34"
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.status.f27.f34`,description="A column."
// +k8s:printerColumn:name="Col41",type=boolean,jsonPath=`.status.f27.f35`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f39`,description="A column."
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47",trigger=true
// +k8s:selectableField:jsonPath=".status.f51",description="The f51 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f52"
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f47`,priority=1
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f49`,priority=1,format=int32
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f51`,description="A column."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f52`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f53[*].f61`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f53[0].f61`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f53[?(@.f61=="fast")].f61`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind44
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f76"
// +k8s:selectableField:jsonPath=".status.f112",default="1h0m0s",description="The f112 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col115",type="integer",JSONPath=`.spec.f76`
// +kubebuilder:printcolumn:name="Col116",type="number",JSONPath=`.status.f113`,description="A column."
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f114`
// +kubebuilder:printcolumn:name="Col118",type="string",JSONPath=`.status.f93[*].f97`,description="A column."
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.status.f93[0].f97`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
	Status Status91 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 metav1.Duration `json:"f4"`
	F5 List21 `json:"f5,omitempty"`
	// +k8s:selectableField
	F22 *uint32 `json:"f22,omitempty"`
	F23 map[string]string `json:"f23"`
	F24 Mode `json:"f24,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 metav1.MicroTime `json:"f7,omitempty,omitzero"`
	F8 List14 `json:"f8"`
	Inline15 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 types.UID `json:"f10,omitempty"`
	F11 metav1.Time `json:"f11,omitempty"`
	F12 int64 `json:"f12,omitempty"`
	F13 *int64 `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item9

// Inline15 is a random struct.
type Inline15 struct {
	F16 *float64 `json:"f16,omitempty,omitzero"`
	F17 uint16 `json:"f17"`
	F18 *uint8 `json:"f18,omitempty"`
	F19 resource.Quantity `json:"f19"`
	F20 *float32 `json:"f20,omitempty"`
}

// List21 is a declared list or map type.
type List21 []Item6

// Status25 is a random struct.
type Status25 struct {
	F26 intstr.IntOrString `json:"f26"`
	F27 *S28 `json:"f27,omitempty"`
	F36 Template37 `json:"f36,omitempty"`
	// +k8s:selectableField:description="The f39 of the kind."
	F39 *Mode `json:"f39"`
}

// S28 is a random struct.
type S28 struct {
	F29 Labels30 `json:"f29,omitempty"`
	// +k8s:schema:selectableField
	F31 *string `json:"f31,omitempty"`
	F32 bool `json:"f32,omitempty"`
	*Inline33 `json:",inline"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// Inline33 is a random struct.
type Inline33 struct {
	F34 *uint64 `json:"f34"`
	F35 bool `json:"f35"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 uint64 `json:"f38"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	// +k8s:selectableField:description="The f46 of the kind."
	F46 int8 `json:"f46,omitempty,omitzero"`
	F47 Mode `json:"f47"`
	// +k8s:schema:selectableField
	F48 uint16 `json:"f48,omitempty"`
	F49 *int64 `json:"f49,omitempty"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 []byte `json:"f51,omitzero"`
	F52 *types.UID `json:"f52,omitempty"`
	F53 []Item54 `json:"f53,omitempty"`
	// +k8s:schema:selectableField:default="1"
	F65 *int `json:"f65,omitempty,omitzero"`
	F66 uint16 `json:"f66"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 *types.UID `json:"f55,omitempty"`
	F56 []Item57 `json:"f56"`
	F61 Mode `json:"f61,omitempty"`
	F62 *metav1.Time `json:"f62,omitzero"`
	F63 uint16 `json:"f63,omitempty"`
	F64 intstr.IntOrString `json:"f64,omitempty"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *uint16 `json:"f58,omitzero"`
	F59 metav1.MicroTime `json:"f59"`
	F60 *uint8 `json:"f60"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 *uint32 `json:"f76,omitempty"`
	// +k8s:schema:selectableField:description="The f77 of the kind."
	F77 uint32 `json:"f77,omitempty"`
	F78 []Item79 `json:"f78"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate120 `json:"template"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 uint8 `json:"f80"`
	F81 *float64 `json:"f81,omitempty"`
	F82 List88 `json:"f82"`
	F89 uint32 `json:"f89"`
	F90 map[string]string `json:"f90,omitempty"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 Mode `json:"f84,omitempty"`
	F85 Mode `json:"f85,omitzero"`
	F86 *[]int8 `json:"f86,omitempty"`
	F87 uint32 `json:"f87,omitempty"`
}

// List88 is a declared list or map type.
type List88 []Item83

// Status91 is a random struct.
type Status91 struct {
	F92 metav1.Duration `json:"f92"`
	F93 List111 `json:"f93"`
	F112 metav1.Duration `json:"f112"`
	F113 float32 `json:"f113,omitempty,omitzero"`
	F114 Mode `json:"f114,omitempty"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 *intstr.IntOrString `json:"f95,omitempty"`
	F96 int8 `json:"f96"`
	F97 []int8 `json:"f97"`
	F98 uint16 `json:"f98,omitzero"`
	F99 []Item100 `json:"f99"`
	F105 List110 `json:"f105"`
}

// Item100 is a random struct.
type Item100 struct {
	F101 uint16 `json:"f101,omitempty"`
	F102 float32 `json:"f102,omitzero"`
	F103 float32 `json:"f103,omitempty"`
	F104 *Mode `json:"f104,omitempty"`
}

// Item106 is a random struct.
type Item106 struct {
	F107 float32 `json:"f107,omitempty"`
	F108 *Mode `json:"f108,omitempty"`
	F109 *resource.Quantity `json:"f109,omitzero"`
}

// List110 is a declared list or map type.
type List110 []Item106

// List111 is a declared list or map type.
type List111 []Item94

// PodTemplate120 is a random struct.
type PodTemplate120 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

