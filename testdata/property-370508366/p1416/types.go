package p1416

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="3",indexed=true
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f5`,description="A column."
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.status.f10`,description="A column."
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f13.app`,description="A column."
// +k8s:printerColumn:name="Cel30",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:printerColumn:name="Dup31",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup31",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:index:field="spec.notDeclared"
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
// +kubebuilder:selectablefield:JSONPath=".spec.f35"
// +kubebuilder:selectablefield:JSONPath=".spec.f44"
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.spec.f37`,description="A column."
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f41`,priority=1
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f44`,priority=1
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.status.f47.app`,description="A column."
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f76[*].f86`,description="A column."
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.status.f76[?(@.f87=="x")].f86`
// +k8s:printerColumn:name="Cel95",type=string,expression=`has(self.spec) && has(self.spec.f44) ? string(self.spec.f44) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup97",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup97",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3"`
	F4 int32 `json:"f4,omitzero"`
	// +k8s:schema:selectableField:trigger=true
	F5 *uint64 `json:"f5"`
	// +k8s:selectableField
	F6 int8 `json:"f6,omitzero"`
	F7 metav1.Duration `json:"f7,omitempty"`
	F8 Mode `json:"f8,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	// +k8s:schema:selectableField
	F10 *int `json:"f10"`
	F11 metav1.Duration `json:"f11"`
	F12 []int8 `json:"f12,omitempty"`
	F13 Labels14 `json:"f13"`
	F15 Template16 `json:"f15"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Item18 is a random struct.
type Item18 struct {
	F19 *metav1.Duration `json:"f19,omitempty,omitzero"`
	F20 float32 `json:"f20,omitempty"`
	F21 string `json:"f21,omitzero"`
	F22 *int8 `json:"f22"`
	F23 metav1.Time `json:"f23,omitempty"`
	F24 int32 `json:"f24"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 []Item18 `json:"f17"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 float64 `json:"f34"`
	F35 int16 `json:"f35,omitempty"`
	// +k8s:schema:selectableField
	F36 types.UID `json:"f36,omitempty"`
	F37 int64 `json:"f37"`
	F38 map[string]string `json:"f38"`
	F39 bool `json:"f39,omitempty"`
	Inline40 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate96 `json:"template"`
}

// Inline40 is a random struct.
type Inline40 struct {
	// +k8s:schema:selectableField:trigger=true
	F41 types.UID `json:"f41,omitempty"`
	F42 float32 `json:"f42,omitempty,omitzero"`
	F43 []int8 `json:"f43"`
	F44 int32 `json:"f44"`
	F45 int8 `json:"f45"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 Labels48 `json:"f47,omitempty"`
	F49 Template50 `json:"f49,omitempty"`
	F53 []Item54 `json:"f53,omitempty"`
	F75 float64 `json:"f75"`
	F76 List88 `json:"f76,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 Labels52 `json:"f51"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 Labels56 `json:"f55,omitempty"`
	F57 string `json:"f57"`
	F58 *int8 `json:"f58,omitempty"`
	F59 metav1.MicroTime `json:"f59,omitempty"`
	F60 *float64 `json:"f60"`
	F61 List67 `json:"f61,omitempty"`
	Inline68 `json:",inline"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Item62 is a random struct.
type Item62 struct {
	F63 []byte `json:"f63"`
	F64 int `json:"f64,omitempty"`
	F65 *uint64 `json:"f65,omitzero"`
	F66 int32 `json:"f66"`
}

// List67 is a declared list or map type.
type List67 []Item62

// Inline68 is a random struct.
type Inline68 struct {
	F69 *metav1.Time `json:"f69,omitempty"`
	F70 metav1.MicroTime `json:"f70,omitzero"`
	F71 *intstr.IntOrString `json:"f71"`
	F72 uint16 `json:"f72,omitempty"`
	F73 int `json:"f73,omitempty"`
	F74 *[]int8 `json:"f74,omitempty"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 map[string]string `json:"f78,omitempty"`
	F79 *S80 `json:"f79,omitempty"`
	F85 metav1.Time `json:"f85"`
	F86 types.UID `json:"f86,omitempty"`
	F87 string `json:"f87"`
}

// S80 is a random struct.
type S80 struct {
	F81 int8 `json:"f81,omitzero"`
	F82 uint16 `json:"f82"`
	F83 uint8 `json:"f83,omitempty"`
	Skipped84 string `json:"-"`
}

// List88 is a declared list or map type.
type List88 []Item77

// PodTemplate96 is a random struct.
type PodTemplate96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

