package p1425

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
// +k8s:schema:selectableField:jsonPath=".spec.f13"
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col63",type=boolean,jsonPath=`.spec.f13`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f27.f29`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f27.f34`
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.status.f27.f36`,priority=1
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f10.app`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f26.app`,description="A column."
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f41.f43[0].f47`
// +k8s:printerColumn:name="Cel70",type=string,expression=`has(self.spec) && has(self.spec.f13) ? string(self.spec.f13) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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

// Kind71 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f75",description="The f75 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f77"
// +kubebuilder:printcolumn:name="Col110",type="boolean",JSONPath=`.spec.f74`
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.status.f77`,format=int32
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.status.f82.f93`
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.status.f82.f94`
// +k8s:printerColumn:name="Cel114",type=string,expression=`has(self.spec) && has(self.spec.f74) ? string(self.spec.f74) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup116",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup116",type="string",JSONPath=`.metadata.name`,priority=1
type Kind71 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec72 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind71List is a list of Kind71.
//
// +kubebuilder:object:root=true
type Kind71List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind71 `json:"items"`
}

// Kind117 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f119"
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.spec.f119`
// +k8s:printerColumn:name="Cel128",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind117z,singular=kind117
type Kind117 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec118 `json:"spec,omitempty"`
}

// Kind117List is a list of Kind117.
//
// +kubebuilder:object:root=true
type Kind117List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind117 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:default="8"
	F3 uint64 `json:"f3,omitempty"`
	F4 uint16 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F5 *int16 `json:"f5,omitempty"`
	F6 Template7 `json:"f6"`
	// +k8s:selectableField:indexed=true
	F9 *int64 `json:"f9,omitzero"`
	F10 Labels11 `json:"f10,omitempty"`
	*Inline12 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int64 `json:"f8"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Inline12 is a random struct.
type Inline12 struct {
	F13 *bool `json:"f13,omitempty"`
	F14 []Item15 `json:"f14,omitempty"`
	F19 *Template20 `json:"f19"`
	// +k8s:selectableField
	F22 []byte `json:"f22"`
	F23 float64 `json:"f23"`
	F24 *intstr.IntOrString `json:"f24"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 uint16 `json:"f16"`
	F17 float64 `json:"f17,omitempty"`
	F18 uint32 `json:"f18"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *string `json:"f21"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 map[string]string `json:"f26"`
	F27 *S28 `json:"f27,omitempty"`
	F40 int `json:"f40,omitempty,omitzero"`
	F41 S42 `json:"f41"`
	F53 *Template54 `json:"f53,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	// +k8s:selectableField
	F29 uint64 `json:"f29,omitempty"`
	F30 S31 `json:"f30,omitempty"`
	F34 string `json:"f34,omitempty"`
	Inline35 `json:",inline"`
}

// S31 is a random struct.
type S31 struct {
	F32 float32 `json:"f32,omitempty"`
	F33 bool `json:"f33,omitempty,omitzero"`
}

// Inline35 is a random struct.
type Inline35 struct {
	F36 *uint16 `json:"f36,omitempty"`
	F37 []byte `json:"f37"`
	F38 int32 `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// S42 is a random struct.
type S42 struct {
	F43 []Item44 `json:"f43"`
	F49 *S50 `json:"f49,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *resource.Quantity `json:"f45,omitempty"`
	F46 *resource.Quantity `json:"f46,omitempty"`
	F47 resource.Quantity `json:"f47,omitzero"`
	F48 int16 `json:"f48,omitempty"`
}

// S50 is a random struct.
type S50 struct {
	F51 []byte `json:"f51,omitempty"`
	F52 Mode `json:"f52"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 Mode `json:"f57,omitzero"`
	F58 *string `json:"f58,omitempty"`
	F59 types.UID `json:"f59,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 []Item56 `json:"f55"`
}

// Spec72 is a random struct.
type Spec72 struct {
	F73 *intstr.IntOrString `json:"f73,omitempty,omitzero"`
	F74 *bool `json:"f74,omitempty"`
	F75 int8 `json:"f75,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate115 `json:"template"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 uint8 `json:"f77,omitempty"`
	F78 []Item79 `json:"f78"`
	F82 S83 `json:"f82,omitempty"`
	F95 Template96 `json:"f95"`
	Inline98 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 *uint32 `json:"f80"`
	F81 *int64 `json:"f81,omitempty"`
}

// S83 is a random struct.
type S83 struct {
	F84 map[string]string `json:"f84,omitempty"`
	F85 uint64 `json:"f85"`
	F86 *Template87 `json:"f86,omitempty"`
	F89 Template90 `json:"f89,omitempty"`
	Inline92 `json:",inline"`
}

// Template87 is a random struct.
type Template87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F88 types.UID `json:"f88,omitempty"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 uint64 `json:"f91,omitempty"`
}

// Inline92 is a random struct.
type Inline92 struct {
	// +k8s:selectableField:trigger=true
	F93 string `json:"f93"`
	F94 *resource.Quantity `json:"f94,omitempty,omitzero"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 float64 `json:"f97"`
}

// Inline98 is a random struct.
type Inline98 struct {
	F99 List105 `json:"f99"`
	F106 metav1.Duration `json:"f106"`
	F107 Template108 `json:"f107,omitempty"`
}

// Item100 is a random struct.
type Item100 struct {
	F101 int16 `json:"f101"`
	F102 int `json:"f102,omitempty"`
	F103 int8 `json:"f103"`
	Skipped104 string `json:"-"`
}

// List105 is a declared list or map type.
type List105 []Item100

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 *intstr.IntOrString `json:"f109"`
}

// PodTemplate115 is a random struct.
type PodTemplate115 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec118 is a random struct.
type Spec118 struct {
	F119 metav1.Duration `json:"f119"`
	F120 float64 `json:"f120"`
	F121 Template122 `json:"f121,omitempty"`
	// +k8s:selectableField:description="The f126 of the kind."
	F126 *metav1.Duration `json:"f126,omitempty"`
}

// Template124 is a random struct.
type Template124 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F125 int32 `json:"f125,omitempty"`
}

// Template122 is a random struct.
type Template122 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F123 Template124 `json:"f123"`
}

