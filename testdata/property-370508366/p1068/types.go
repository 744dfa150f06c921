package p1068

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f7`,priority=1
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f8`,description="A column."
// +k8s:printerColumn:name="Col28",type=number,jsonPath=`.status.f13`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f10.app`,description="A column."
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.status.f20[*].f22`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f20[0].f22`,priority=1
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f34",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f42",description="The f42 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f46.f49"
// +k8s:schema:selectableField:jsonPath=".status.f54",default="5",description="The f54 of the kind."
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f36`,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="boolean",JSONPath=`.spec.f37`
// +kubebuilder:printcolumn:name="Col60",type="number",JSONPath=`.status.f46.f48`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f46.f49`,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f46.f50`,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f53`
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.status.f54`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f43.app`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.spec) && has(self.spec.f37) ? string(self.spec.f37) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind32z,singular=kind32
// +kubebuilder:printcolumn:name="Dup67",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup67",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f93",description="The f93 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f95"
// +kubebuilder:selectablefield:JSONPath=".spec.f98"
// +kubebuilder:printcolumn:name="Col99",type="integer",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.spec.f91`
// +kubebuilder:printcolumn:name="Col101",type="integer",JSONPath=`.spec.f95`,description="A column."
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f97`,description="A column."
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.spec.f81[*].f84`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.spec.f90.app`,description="A column."
// +k8s:printerColumn:name="Cel105",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:index:field="spec.notDeclared"
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec69 `json:"spec,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *types.UID `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
	F5 *int16 `json:"f5,omitzero"`
	F6 *int16 `json:"f6,omitempty"`
	F7 *metav1.Duration `json:"f7"`
	F8 []byte `json:"f8"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 map[string]string `json:"f10,omitempty"`
	// +k8s:schema:selectableField
	F11 *bool `json:"f11,omitempty"`
	F12 float64 `json:"f12,omitempty"`
	F13 float32 `json:"f13,omitempty"`
	F14 *Template15 `json:"f14,omitempty"`
	F20 []Item21 `json:"f20,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 *uint8 `json:"f18,omitempty"`
	F19 int64 `json:"f19"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 S17 `json:"f16"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 intstr.IntOrString `json:"f22"`
	F23 map[string]string `json:"f23,omitempty"`
	F24 *string `json:"f24"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 uint8 `json:"f34"`
	// +k8s:schema:selectableField:default="3"
	F35 int32 `json:"f35"`
	F36 uint16 `json:"f36,omitempty"`
	F37 *bool `json:"f37"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 *Template40 `json:"f39"`
	F42 *int8 `json:"f42"`
	F43 Labels44 `json:"f43,omitempty"`
	Inline45 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int32 `json:"f41,omitzero"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// Inline45 is a random struct.
type Inline45 struct {
	F46 *S47 `json:"f46"`
	F53 []byte `json:"f53,omitempty"`
	F54 uint8 `json:"f54,omitempty"`
	F55 Template56 `json:"f55,omitempty"`
}

// S47 is a random struct.
type S47 struct {
	F48 float32 `json:"f48,omitempty"`
	F49 int64 `json:"f49"`
	F50 metav1.Time `json:"f50,omitempty"`
	F51 uint32 `json:"f51,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F52 uint64 `json:"f52"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 uint32 `json:"f57,omitempty"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 *int `json:"f70,omitempty"`
	F71 List79 `json:"f71,omitempty"`
	*Inline80 `json:",inline"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 int8 `json:"f73"`
	F74 int16 `json:"f74"`
	Skipped75 string `json:"-"`
	*Inline76 `json:",inline"`
}

// Inline76 is a random struct.
type Inline76 struct {
	F77 float32 `json:"f77,omitempty"`
	F78 *bool `json:"f78,omitempty"`
}

// List79 is a declared list or map type.
type List79 []Item72

// Inline80 is a random struct.
type Inline80 struct {
	F81 List89 `json:"f81"`
	F90 map[string]string `json:"f90,omitempty"`
	F91 int32 `json:"f91"`
	F92 int64 `json:"f92,omitempty"`
	F93 types.UID `json:"f93,omitempty,omitzero"`
	Inline94 `json:",inline"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 uint32 `json:"f83"`
	F84 []byte `json:"f84,omitempty"`
	F85 *[]int8 `json:"f85,omitempty,omitzero"`
	F86 *string `json:"f86,omitempty"`
	F87 []byte `json:"f87"`
	F88 resource.Quantity `json:"f88"`
}

// List89 is a declared list or map type.
type List89 []Item82

// Inline94 is a random struct.
type Inline94 struct {
	F95 int `json:"f95,omitempty"`
	F96 int16 `json:"f96"`
	F97 *uint64 `json:"f97"`
	F98 uint64 `json:"f98,omitempty"`
}

