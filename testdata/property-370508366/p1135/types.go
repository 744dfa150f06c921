package p1135

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
// +k8s:schema:selectableField:jsonPath=".spec.f15",description="The f15 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f19"
// +kubebuilder:printcolumn:name="Col20",type="integer",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col21",type="integer",JSONPath=`.spec.f14`
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col23",type="integer",JSONPath=`.status.f19`
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.spec.f40.f42`,priority=1
// +k8s:printerColumn:name="Col94",type=number,jsonPath=`.status.f62`
// +k8s:printerColumn:name="Col95",type=boolean,jsonPath=`.status.f79.f81`,priority=1
// +k8s:printerColumn:name="Col96",type=number,jsonPath=`.status.f79.f82`
// +k8s:printerColumn:name="Col97",type=number,jsonPath=`.status.f79.f83`,description="A column."
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f40.f44[?(@.f49==true)].f48`,description="A column."
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f53[0].f55`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f72[*].f74`,priority=1,description="A column."
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f72[0].f74`,description="A column."
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f72[?(@.f75==3)].f74`,priority=1
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f84[*].f88`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f84[0].f88`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind25z,singular=kind25
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec26 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Kind106 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f109",default="6"
// +k8s:schema:selectableField:jsonPath=".spec.f110",indexed=true
// +k8s:printerColumn:name="Col125",type=integer,jsonPath=`.spec.f109`,priority=1
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.spec.f110`
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f111`,priority=1,description="A column."
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f119`,description="A column."
// +k8s:printerColumn:name="Col129",type=number,jsonPath=`.status.f122`
// +k8s:printerColumn:name="Cel130",type=string,expression=`has(self.status) && has(self.status.f124) ? string(self.status.f124) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind106z,singular=kind106
type Kind106 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec107 `json:"spec,omitempty"`
	Status Status118 `json:"status,omitempty"`
}

// Kind106List is a list of Kind106.
//
// +kubebuilder:object:root=true
type Kind106List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind106 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []int8 `json:"f3"`
	// +k8s:schema:selectableField:default="7"
	F4 uint32 `json:"f4,omitempty"`
	F5 []int8 `json:"f5"`
	F6 *Template7 `json:"f6,omitempty"`
	F11 metav1.Time `json:"f11,omitempty,omitzero"`
	Inline12 `json:",inline"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *string `json:"f10,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 Template9 `json:"f8,omitempty"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 []int8 `json:"f13,omitempty"`
	F14 *uint32 `json:"f14"`
	F15 bool `json:"f15"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 []int8 `json:"f17,omitempty"`
	F18 *int64 `json:"f18,omitempty,omitzero"`
	F19 int `json:"f19"`
}

// Spec26 is a random struct.
type Spec26 struct {
	F27 List39 `json:"f27"`
	F40 *S41 `json:"f40,omitempty"`
	F53 List57 `json:"f53,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate105 `json:"template"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 Template30 `json:"f29,omitempty"`
	F32 Template33 `json:"f32"`
	F35 S36 `json:"f35,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 []byte `json:"f31,omitempty,omitzero"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 uint32 `json:"f34"`
}

// S36 is a random struct.
type S36 struct {
	F37 *uint32 `json:"f37"`
	F38 *metav1.Time `json:"f38"`
}

// List39 is a declared list or map type.
type List39 []Item28

// S41 is a random struct.
type S41 struct {
	F42 int16 `json:"f42"`
	F43 *Mode `json:"f43"`
	F44 List52 `json:"f44,omitempty"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *Mode `json:"f46,omitempty"`
	F47 *metav1.Duration `json:"f47"`
	F48 uint64 `json:"f48,omitempty"`
	F49 bool `json:"f49"`
	F50 *bool `json:"f50,omitempty"`
	F51 uint8 `json:"f51"`
}

// List52 is a declared list or map type.
type List52 []Item45

// Item54 is a random struct.
type Item54 struct {
	F55 []int8 `json:"f55,omitempty"`
	F56 *metav1.Duration `json:"f56"`
}

// List57 is a declared list or map type.
type List57 []Item54

// Status58 is a random struct.
type Status58 struct {
	F59 Template60 `json:"f59,omitempty"`
	F62 *float64 `json:"f62,omitempty"`
	F63 int16 `json:"f63,omitempty"`
	F64 Template65 `json:"f64,omitempty"`
	F67 float32 `json:"f67"`
	F68 float32 `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
	Inline70 `json:",inline"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 float64 `json:"f61"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 resource.Quantity `json:"f66"`
}

// Inline70 is a random struct.
type Inline70 struct {
	F71 *float32 `json:"f71"`
	F72 List78 `json:"f72,omitempty"`
	F79 *S80 `json:"f79,omitempty"`
	F84 List92 `json:"f84"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 uint64 `json:"f74,omitempty"`
	F75 int `json:"f75,omitempty"`
	F76 *int64 `json:"f76,omitzero"`
	Skipped77 string `json:"-"`
}

// List78 is a declared list or map type.
type List78 []Item73

// S80 is a random struct.
type S80 struct {
	// +k8s:selectableField
	F81 bool `json:"f81"`
	F82 float32 `json:"f82,omitempty"`
	F83 float32 `json:"f83,omitempty"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 uint32 `json:"f86,omitempty"`
	F87 *intstr.IntOrString `json:"f87"`
	F88 Mode `json:"f88,omitempty"`
	F89 int64 `json:"f89,omitempty,omitzero"`
	F90 int `json:"f90,omitempty"`
	F91 *string `json:"f91,omitempty,omitzero"`
}

// List92 is a declared list or map type.
type List92 []Item85

// PodTemplate105 is a random struct.
type PodTemplate105 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec107 is a random struct.
type Spec107 struct {
	F108 map[string]string `json:"f108,omitempty"`
	F109 *uint16 `json:"f109"`
	F110 []byte `json:"f110"`
	F111 []byte `json:"f111,omitempty"`
	F112 Template113 `json:"f112,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate131 `json:"template"`
}

// Item115 is a random struct.
type Item115 struct {
	F116 []byte `json:"f116,omitempty"`
	F117 *int `json:"f117"`
}

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 []Item115 `json:"f114"`
}

// Status118 is a random struct.
type Status118 struct {
	F119 *resource.Quantity `json:"f119"`
	F120 resource.Quantity `json:"f120,omitempty"`
	*Inline121 `json:",inline"`
}

// Inline121 is a random struct.
type Inline121 struct {
	F122 float32 `json:"f122"`
	F123 []int8 `json:"f123"`
	F124 int64 `json:"f124"`
}

// PodTemplate131 is a random struct.
type PodTemplate131 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

