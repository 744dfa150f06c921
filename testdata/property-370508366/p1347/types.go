package p1347

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="80",description="The f3 of the kind."
// +k8s:selectableField:jsonPath=".status.f29",description="The f29 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f31.f38"
// +k8s:schema:selectableField:jsonPath=".status.f52",default="5"
// +k8s:printerColumn:name="Col53",type=number,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.status.f31.f40`,format=int32
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f31.f33.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f62.f64`,priority=1
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f62.f65`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.status.f71`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f62.f66.app`,description="A column."
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.status.f69.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec58 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.spec.f82[*].f85`
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.spec.f120[*].f124`
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f120[0].f124`,description="A column."
// +k8s:printerColumn:name="Cel131",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind78z,singular=kind78
// +k8s:schema:index:field="spec.notDeclared"
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec79 `json:"spec,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *intstr.IntOrString `json:"f3"`
	F4 *float32 `json:"f4"`
	F5 intstr.IntOrString `json:"f5,omitempty,omitzero"`
	F6 float64 `json:"f6"`
	F7 *types.UID `json:"f7"`
	F8 List27 `json:"f8"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *int `json:"f10,omitempty"`
	F11 *metav1.MicroTime `json:"f11,omitempty"`
	F12 *S13 `json:"f12"`
	F20 S21 `json:"f20,omitempty"`
	F24 Template25 `json:"f24"`
}

// S13 is a random struct.
type S13 struct {
	F14 uint8 `json:"f14"`
	F15 int8 `json:"f15"`
	F16 float64 `json:"f16"`
	F17 metav1.Time `json:"f17,omitempty"`
	F18 int32 `json:"f18,omitempty,omitzero"`
	F19 uint64 `json:"f19"`
}

// S21 is a random struct.
type S21 struct {
	F22 *metav1.Duration `json:"f22"`
	F23 *types.UID `json:"f23,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 int8 `json:"f26,omitempty,omitzero"`
}

// List27 is a declared list or map type.
type List27 []Item9

// Status28 is a random struct.
type Status28 struct {
	F29 uint8 `json:"f29,omitzero"`
	F30 float32 `json:"f30,omitempty"`
	F31 *S32 `json:"f31,omitempty"`
	F41 []Item42 `json:"f41,omitempty"`
	F52 *uint8 `json:"f52,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 Labels34 `json:"f33,omitempty"`
	F35 string `json:"f35"`
	F36 map[string]string `json:"f36,omitempty"`
	Inline37 `json:",inline"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Inline37 is a random struct.
type Inline37 struct {
	F38 *int32 `json:"f38"`
	F39 float32 `json:"f39"`
	// +k8s:selectableField:description="The f40 of the kind."
	F40 uint8 `json:"f40,omitzero"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 Template44 `json:"f43"`
	F46 []Item47 `json:"f46"`
	F51 int64 `json:"f51"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *float32 `json:"f45"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 uint16 `json:"f48,omitempty"`
	F49 Mode `json:"f49"`
	F50 metav1.Time `json:"f50,omitempty"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 Labels60 `json:"f59"`
	F61 float32 `json:"f61"`
	F62 S63 `json:"f62"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// S63 is a random struct.
type S63 struct {
	F64 metav1.Duration `json:"f64"`
	F65 []byte `json:"f65"`
	F66 Labels67 `json:"f66,omitempty"`
}

// Labels67 is a declared list or map type.
type Labels67 map[string]string

// Status68 is a random struct.
type Status68 struct {
	F69 map[string]string `json:"f69,omitempty"`
	F70 *intstr.IntOrString `json:"f70,omitempty"`
	F71 *metav1.Duration `json:"f71"`
	F72 *uint32 `json:"f72,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec79 is a random struct.
type Spec79 struct {
	F80 uint64 `json:"f80,omitempty"`
	F81 *metav1.Duration `json:"f81,omitempty"`
	F82 List92 `json:"f82,omitempty"`
	F93 List116 `json:"f93"`
	F117 *Template118 `json:"f117"`
	F120 List127 `json:"f120"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 map[string]string `json:"f84,omitempty"`
	F85 []byte `json:"f85"`
	F86 []Item87 `json:"f86"`
	F91 *intstr.IntOrString `json:"f91"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 int32 `json:"f88,omitempty"`
	F89 *Mode `json:"f89"`
	Skipped90 string `json:"-"`
}

// List92 is a declared list or map type.
type List92 []Item83

// Item94 is a random struct.
type Item94 struct {
	F95 *Template96 `json:"f95,omitempty"`
	F98 map[string]string `json:"f98,omitempty"`
	F99 S100 `json:"f99,omitempty"`
	F104 []Item105 `json:"f104,omitempty"`
	F112 Template113 `json:"f112"`
	F115 *bool `json:"f115"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 *Mode `json:"f97"`
}

// S100 is a random struct.
type S100 struct {
	F101 uint8 `json:"f101,omitempty"`
	F102 uint16 `json:"f102,omitempty"`
	F103 uint64 `json:"f103,omitempty,omitzero"`
}

// Item105 is a random struct.
type Item105 struct {
	F106 []int8 `json:"f106,omitempty,omitzero"`
	F107 bool `json:"f107,omitzero"`
	F108 metav1.MicroTime `json:"f108"`
	F109 []byte `json:"f109"`
	F110 *int8 `json:"f110,omitempty"`
	F111 []byte `json:"f111,omitempty"`
}

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 int64 `json:"f114"`
}

// List116 is a declared list or map type.
type List116 []Item94

// Template118 is a random struct.
type Template118 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F119 bool `json:"f119,omitempty"`
}

// Item121 is a random struct.
type Item121 struct {
	F122 *uint32 `json:"f122,omitempty"`
	F123 map[string]string `json:"f123,omitempty"`
	F124 uint64 `json:"f124"`
	F125 int64 `json:"f125"`
	F126 map[string]string `json:"f126"`
}

// List127 is a declared list or map type.
type List127 []Item121

