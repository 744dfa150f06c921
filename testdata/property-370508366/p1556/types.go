package p1556

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
// +k8s:selectableField:jsonPath=".spec.f3",default="-1"
// +k8s:selectableField:jsonPath=".spec.f18",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f19.f24",default="80"
// +kubebuilder:selectablefield:JSONPath=".spec.f19.f25"
// +kubebuilder:selectablefield:JSONPath=".spec.f26"
// +k8s:schema:index:field="spec.f26"
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.spec.f18`,priority=1
// +kubebuilder:printcolumn:name="Col36",type="date",JSONPath=`.spec.f19.f22`,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f19.f24`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f19.f25`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="date",JSONPath=`.status.f32`
// +kubebuilder:printcolumn:name="Col40",type="number",JSONPath=`.status.f33`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind41 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f43.f50",description="The f50 of the kind."
// +k8s:printerColumn:name="Col95",type=boolean,jsonPath=`.spec.f43.f45`,description="A column."
// +k8s:printerColumn:name="Col96",type=integer,jsonPath=`.spec.f43.f46`,format=int32
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f43.f49`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f53`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.status.f93`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.spec.f63.app`
// +k8s:printerColumn:name="Cel101",type=string,expression=`has(self.spec) && has(self.spec.f53) ? self.spec.f53 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup102",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup102",type=string,jsonPath=`.metadata.name`
type Kind41 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec42 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind41List is a list of Kind41.
//
// +kubebuilder:object:root=true
type Kind41List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind41 `json:"items"`
}

// Kind103 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f105",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f118"
// +k8s:printerColumn:name="Col121",type=integer,jsonPath=`.spec.f109`,format=int32
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.spec.f114`
// +k8s:printerColumn:name="Col123",type=integer,jsonPath=`.spec.f118`
type Kind103 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec104 `json:"spec,omitempty"`
}

// Kind103List is a list of Kind103.
//
// +kubebuilder:object:root=true
type Kind103List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind103 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int8 `json:"f3"`
	F4 int16 `json:"f4,omitempty"`
	F5 *float32 `json:"f5,omitempty"`
	F6 *Template7 `json:"f6,omitempty"`
	F16 uint16 `json:"f16"`
	Inline17 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 float32 `json:"f10"`
	F11 *int `json:"f11"`
	F12 metav1.Duration `json:"f12,omitempty"`
	F13 int64 `json:"f13"`
	F14 *resource.Quantity `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item9

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 List15 `json:"f8,omitempty"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 uint8 `json:"f18,omitempty,omitzero"`
	F19 *S20 `json:"f19,omitempty"`
	F26 int16 `json:"f26"`
	F27 metav1.MicroTime `json:"f27"`
}

// S20 is a random struct.
type S20 struct {
	// +k8s:schema:selectableField
	F21 *intstr.IntOrString `json:"f21,omitempty"`
	F22 *metav1.Time `json:"f22"`
	F23 []int8 `json:"f23"`
	F24 intstr.IntOrString `json:"f24,omitempty"`
	F25 uint32 `json:"f25,omitempty"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 int8 `json:"f29"`
	F30 float32 `json:"f30"`
	F31 uint32 `json:"f31,omitzero"`
	F32 metav1.Time `json:"f32,omitempty"`
	F33 *float32 `json:"f33,omitempty"`
}

// Spec42 is a random struct.
type Spec42 struct {
	F43 S44 `json:"f43"`
	F51 map[string]string `json:"f51"`
	F52 int32 `json:"f52,omitempty"`
	F53 Mode `json:"f53,omitempty,omitzero"`
	F54 Template55 `json:"f54"`
	F63 Labels64 `json:"f63"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 bool `json:"f45"`
	F46 *uint16 `json:"f46,omitzero"`
	Skipped47 string `json:"-"`
	*Inline48 `json:",inline"`
}

// Inline48 is a random struct.
type Inline48 struct {
	F49 []byte `json:"f49,omitempty"`
	F50 *metav1.MicroTime `json:"f50,omitempty"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 int8 `json:"f58,omitempty"`
	F59 float32 `json:"f59"`
	F60 uint32 `json:"f60,omitempty"`
	F61 metav1.Duration `json:"f61"`
}

// List62 is a declared list or map type.
type List62 []Item57

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 List62 `json:"f56,omitempty"`
}

// Labels64 is a declared list or map type.
type Labels64 map[string]string

// Status65 is a random struct.
type Status65 struct {
	F66 *uint32 `json:"f66"`
	F67 uint32 `json:"f67"`
	F68 Labels69 `json:"f68"`
	F70 List92 `json:"f70"`
	F93 *intstr.IntOrString `json:"f93,omitzero"`
	F94 *metav1.Duration `json:"f94,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Item71 is a random struct.
type Item71 struct {
	F72 *S73 `json:"f72"`
	F80 List86 `json:"f80,omitempty"`
	Inline87 `json:",inline"`
}

// S73 is a random struct.
type S73 struct {
	F74 []int8 `json:"f74,omitempty"`
	F75 []int8 `json:"f75,omitempty"`
	F76 int16 `json:"f76,omitempty"`
	F77 types.UID `json:"f77"`
	F78 uint16 `json:"f78"`
	F79 int32 `json:"f79,omitempty,omitzero"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 *uint32 `json:"f82,omitempty,omitzero"`
	F83 uint32 `json:"f83,omitzero"`
	F84 resource.Quantity `json:"f84"`
	Skipped85 string `json:"-"`
}

// List86 is a declared list or map type.
type List86 []Item81

// Inline87 is a random struct.
type Inline87 struct {
	F88 metav1.Duration `json:"f88,omitempty"`
	F89 intstr.IntOrString `json:"f89"`
	F90 *float64 `json:"f90,omitzero"`
	Skipped91 string `json:"-"`
}

// List92 is a declared list or map type.
type List92 []Item71

// Spec104 is a random struct.
type Spec104 struct {
	F105 int64 `json:"f105,omitempty"`
	F106 Template107 `json:"f106"`
	F109 uint32 `json:"f109,omitempty"`
	Inline110 `json:",inline"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 int32 `json:"f108,omitempty,omitzero"`
}

// Inline110 is a random struct.
type Inline110 struct {
	F111 Template112 `json:"f111,omitempty"`
	// +k8s:schema:selectableField
	F114 Mode `json:"f114,omitempty"`
	F115 *float64 `json:"f115,omitempty"`
	Inline116 `json:",inline"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 *int `json:"f113"`
}

// Inline116 is a random struct.
type Inline116 struct {
	F117 float32 `json:"f117,omitzero"`
	F118 int32 `json:"f118"`
	F119 int `json:"f119"`
	Skipped120 string `json:"-"`
}

