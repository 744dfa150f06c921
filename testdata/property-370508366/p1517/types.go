package p1517

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
// +k8s:schema:selectableField:jsonPath=".status.f26",description="The f26 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f27"
// +kubebuilder:printcolumn:name="Col31",type="date",JSONPath=`.spec.f10`,priority=1
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f12`,format=int32
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.status.f27`,format=int32
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f11.app`
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f41",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f47"
// +k8s:schema:selectableField:jsonPath=".status.f53.f55",default="none",description="The f55 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f69.f71.f74",indexed=true
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f47`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f52`,priority=1
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.status.f53.f56`
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.status.f53.f61`
// +kubebuilder:printcolumn:name="Col96",type="number",JSONPath=`.status.f53.f62.f64`
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.status.f53.f62.f67`
// +kubebuilder:printcolumn:name="Col98",type="integer",JSONPath=`.status.f69.f71.f76`
// +kubebuilder:printcolumn:name="Col99",type="integer",JSONPath=`.status.f69.f71.f77`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f69.f83`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:printcolumn:name="Dup101",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup101",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec37 `json:"spec,omitempty"`
	Status Status51 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Kind102 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f104",trigger=true
// +k8s:selectableField:jsonPath=".spec.f115",description="The f115 of the kind."
// +k8s:printerColumn:name="Col143",type=integer,jsonPath=`.spec.f115`,description="A column."
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.status.f139`
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.status.f140`
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.spec.f105[0].f111`
// +k8s:printerColumn:name="Cel147",type=string,expression=`has(self.spec) && has(self.spec.f104) ? self.spec.f104 : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind102z,singular=kind102
type Kind102 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec103 `json:"spec,omitempty"`
	Status Status117 `json:"status,omitempty"`
}

// Kind102List is a list of Kind102.
//
// +kubebuilder:object:root=true
type Kind102List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind102 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 map[string]string `json:"f11"`
	F12 int8 `json:"f12,omitempty"`
	F13 uint8 `json:"f13"`
}

// S6 is a random struct.
type S6 struct {
	F7 float32 `json:"f7,omitempty,omitzero"`
	F8 *bool `json:"f8"`
	F9 int `json:"f9,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *S6 `json:"f5"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 *intstr.IntOrString `json:"f15,omitempty"`
	F16 *metav1.Duration `json:"f16,omitempty"`
	F17 float32 `json:"f17,omitempty"`
	F18 float32 `json:"f18,omitempty"`
	Inline19 `json:",inline"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 metav1.MicroTime `json:"f20,omitempty"`
	F21 []Item22 `json:"f21"`
	F25 float32 `json:"f25"`
	F26 metav1.Duration `json:"f26"`
	F27 *uint8 `json:"f27,omitempty"`
	F28 Template29 `json:"f28,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *uint64 `json:"f23,omitempty"`
	F24 int16 `json:"f24"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 int32 `json:"f30,omitempty"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 Template39 `json:"f38,omitempty"`
	F41 *uint32 `json:"f41"`
	F42 *Template43 `json:"f42"`
	F45 Labels46 `json:"f45"`
	F47 Mode `json:"f47"`
	F48 Template49 `json:"f48"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 *types.UID `json:"f40,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 []int8 `json:"f44,omitempty"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 metav1.Duration `json:"f50,omitempty"`
}

// Status51 is a random struct.
type Status51 struct {
	F52 resource.Quantity `json:"f52"`
	F53 *S54 `json:"f53"`
	F69 *S70 `json:"f69,omitempty"`
	F90 float32 `json:"f90"`
	Skipped91 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S54 is a random struct.
type S54 struct {
	F55 string `json:"f55"`
	F56 intstr.IntOrString `json:"f56,omitempty"`
	F57 Template58 `json:"f57"`
	F60 float32 `json:"f60,omitempty"`
	// +k8s:schema:selectableField
	F61 intstr.IntOrString `json:"f61,omitempty"`
	F62 S63 `json:"f62"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 uint32 `json:"f59"`
}

// S63 is a random struct.
type S63 struct {
	F64 *float64 `json:"f64,omitempty"`
	F65 float32 `json:"f65,omitempty"`
	F66 *int8 `json:"f66"`
	F67 int32 `json:"f67,omitzero"`
	F68 int64 `json:"f68,omitempty"`
}

// S70 is a random struct.
type S70 struct {
	F71 *S72 `json:"f71,omitempty"`
	F79 float32 `json:"f79"`
	F80 Template81 `json:"f80"`
	F83 *resource.Quantity `json:"f83,omitempty"`
	F84 float32 `json:"f84"`
	F85 []Item86 `json:"f85"`
	Skipped89 string `json:"-"`
}

// S72 is a random struct.
type S72 struct {
	// +k8s:schema:selectableField
	F73 metav1.Time `json:"f73,omitempty"`
	F74 int8 `json:"f74"`
	F75 uint64 `json:"f75,omitempty"`
	F76 uint32 `json:"f76"`
	F77 int64 `json:"f77,omitempty,omitzero"`
	Skipped78 string `json:"-"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 Mode `json:"f82,omitempty"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 int16 `json:"f87"`
	F88 *int32 `json:"f88,omitempty"`
}

// Spec103 is a random struct.
type Spec103 struct {
	F104 string `json:"f104,omitempty"`
	F105 []Item106 `json:"f105,omitempty"`
	F115 uint32 `json:"f115,omitempty,omitzero"`
	Skipped116 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate148 `json:"template"`
}

// Item106 is a random struct.
type Item106 struct {
	F107 Labels108 `json:"f107"`
	F109 *float32 `json:"f109"`
	F110 *types.UID `json:"f110"`
	F111 resource.Quantity `json:"f111,omitempty"`
	F112 Template113 `json:"f112"`
}

// Labels108 is a declared list or map type.
type Labels108 map[string]string

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 uint32 `json:"f114,omitempty"`
}

// Status117 is a random struct.
type Status117 struct {
	F118 List138 `json:"f118,omitempty"`
	F139 []int8 `json:"f139"`
	F140 *metav1.Duration `json:"f140,omitempty"`
	F141 int8 `json:"f141"`
	Skipped142 string `json:"-"`
}

// Item119 is a random struct.
type Item119 struct {
	F120 int64 `json:"f120,omitempty"`
	F121 *S122 `json:"f121,omitempty"`
	F127 Template128 `json:"f127,omitempty"`
	F130 []Item131 `json:"f130"`
	F136 *types.UID `json:"f136,omitempty"`
	Skipped137 string `json:"-"`
}

// S122 is a random struct.
type S122 struct {
	F123 int16 `json:"f123,omitempty"`
	F124 bool `json:"f124,omitempty"`
	F125 int64 `json:"f125"`
	Skipped126 string `json:"-"`
}

// Template128 is a random struct.
type Template128 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F129 *int64 `json:"f129"`
}

// Item131 is a random struct.
type Item131 struct {
	F132 metav1.Time `json:"f132,omitzero"`
	F133 uint16 `json:"f133,omitempty"`
	F134 float32 `json:"f134,omitzero"`
	F135 *Mode `json:"f135,omitempty,omitzero"`
}

// List138 is a declared list or map type.
type List138 []Item119

// PodTemplate148 is a random struct.
type PodTemplate148 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

