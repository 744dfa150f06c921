package p1493

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
// +k8s:schema:selectableField:jsonPath=".spec.f26",default="3",description="The f26 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f44"
// +kubebuilder:selectablefield:JSONPath=".status.f47.f49"
// +k8s:schema:index:field="status.f47.f49"
// +k8s:schema:selectableField:jsonPath=".status.f53.f57",default="2"
// +k8s:selectableField:jsonPath=".status.f53.f58",default="2"
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f26`,format=int32
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f29`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="number",JSONPath=`.status.f39`
// +kubebuilder:printcolumn:name="Col63",type="date",JSONPath=`.status.f44`,priority=1
// +kubebuilder:printcolumn:name="Col64",type="boolean",JSONPath=`.status.f47.f52`
// +kubebuilder:printcolumn:name="Col65",type="date",JSONPath=`.status.f53.f55`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f53.f56`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f3[*].f5`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f30[0].f35`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.spec.f75.f77`
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f75.f78`,priority=1,format=int32
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.status.f83`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.status.f84`,description="A column."
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f74.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec70 `json:"spec,omitempty"`
	Status Status79 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Kind100 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.status.f114`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f115[*].f118`,description="A column."
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.status.f115[0].f118`,description="A column."
// +k8s:printerColumn:name="Cel130",type=string,expression=`has(self.status) && has(self.status.f126) ? string(self.status.f126) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind100 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec101 `json:"spec,omitempty"`
	Status Status113 `json:"status,omitempty"`
}

// Kind100List is a list of Kind100.
//
// +kubebuilder:object:root=true
type Kind100List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind100 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List7 `json:"f3,omitempty"`
	F8 Template9 `json:"f8,omitempty"`
	F17 *S18 `json:"f17,omitempty"`
	F21 List25 `json:"f21"`
	F26 *int32 `json:"f26"`
	F27 map[string]string `json:"f27,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []byte `json:"f5"`
	F6 bool `json:"f6,omitzero"`
}

// List7 is a declared list or map type.
type List7 []Item4

// S11 is a random struct.
type S11 struct {
	F12 *metav1.MicroTime `json:"f12,omitempty,omitzero"`
	F13 *int64 `json:"f13,omitempty"`
	F14 Mode `json:"f14,omitempty"`
	F15 float32 `json:"f15,omitempty"`
	F16 int16 `json:"f16,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 S11 `json:"f10"`
}

// S18 is a random struct.
type S18 struct {
	F19 *metav1.Time `json:"f19,omitzero"`
	F20 intstr.IntOrString `json:"f20"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 metav1.Time `json:"f23,omitempty,omitzero"`
	F24 uint32 `json:"f24,omitempty"`
}

// List25 is a declared list or map type.
type List25 []Item22

// Status28 is a random struct.
type Status28 struct {
	F29 []int8 `json:"f29,omitempty,omitzero"`
	F30 List38 `json:"f30,omitempty"`
	F39 *float64 `json:"f39"`
	*Inline40 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 *[]int8 `json:"f32,omitempty"`
	F33 *types.UID `json:"f33"`
	F34 uint32 `json:"f34"`
	F35 uint64 `json:"f35"`
	F36 *metav1.MicroTime `json:"f36,omitempty"`
	F37 metav1.Duration `json:"f37,omitempty"`
}

// List38 is a declared list or map type.
type List38 []Item31

// Inline40 is a random struct.
type Inline40 struct {
	F41 Template42 `json:"f41"`
	F44 metav1.Time `json:"f44,omitempty"`
	F45 int `json:"f45,omitempty"`
	F46 metav1.Time `json:"f46,omitempty,omitzero"`
	F47 S48 `json:"f47"`
	F53 *S54 `json:"f53"`
	Skipped59 string `json:"-"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 int16 `json:"f43,omitempty"`
}

// S48 is a random struct.
type S48 struct {
	F49 bool `json:"f49"`
	F50 float32 `json:"f50,omitempty"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",trigger=true
	F51 metav1.Time `json:"f51"`
	F52 bool `json:"f52"`
}

// S54 is a random struct.
type S54 struct {
	F55 metav1.Time `json:"f55"`
	F56 intstr.IntOrString `json:"f56,omitempty,omitzero"`
	F57 *int16 `json:"f57,omitzero"`
	F58 int16 `json:"f58,omitempty"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 *Template72 `json:"f71,omitempty"`
	F74 map[string]string `json:"f74"`
	F75 S76 `json:"f75,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate99 `json:"template"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 []byte `json:"f73"`
}

// S76 is a random struct.
type S76 struct {
	F77 uint64 `json:"f77"`
	// +k8s:schema:selectableField:trigger=true
	F78 uint8 `json:"f78,omitempty"`
}

// Status79 is a random struct.
type Status79 struct {
	F80 Template81 `json:"f80"`
	F83 *string `json:"f83,omitempty"`
	F84 intstr.IntOrString `json:"f84"`
	Inline85 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 bool `json:"f82,omitempty"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 Labels87 `json:"f86,omitempty"`
	F88 []Item89 `json:"f88"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Item89 is a random struct.
type Item89 struct {
	F90 int64 `json:"f90"`
	F91 *float32 `json:"f91,omitempty,omitzero"`
	F92 *string `json:"f92,omitempty"`
	F93 int `json:"f93"`
}

// PodTemplate99 is a random struct.
type PodTemplate99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec101 is a random struct.
type Spec101 struct {
	F102 *Template103 `json:"f102"`
	F111 int `json:"f111"`
	Skipped112 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S105 is a random struct.
type S105 struct {
	F106 metav1.MicroTime `json:"f106"`
	F107 *uint32 `json:"f107,omitzero"`
	F108 *uint64 `json:"f108,omitempty"`
	F109 *uint8 `json:"f109,omitempty"`
	F110 string `json:"f110,omitempty"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 S105 `json:"f104,omitempty"`
}

// Status113 is a random struct.
type Status113 struct {
	F114 resource.Quantity `json:"f114,omitempty"`
	F115 List125 `json:"f115,omitempty"`
	F126 *int64 `json:"f126"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item116 is a random struct.
type Item116 struct {
	F117 *uint8 `json:"f117,omitempty,omitzero"`
	F118 types.UID `json:"f118"`
	F119 S120 `json:"f119,omitempty"`
	Skipped124 string `json:"-"`
}

// S120 is a random struct.
type S120 struct {
	F121 types.UID `json:"f121"`
	F122 []byte `json:"f122"`
	F123 float32 `json:"f123,omitempty"`
}

// List125 is a declared list or map type.
type List125 []Item116

