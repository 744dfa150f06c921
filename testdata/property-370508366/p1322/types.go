package p1322

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f8.f12"
// +k8s:schema:selectableField:jsonPath=".spec.f8.f15",description="The f15 of the kind."
// +k8s:selectableField:jsonPath=".spec.f18",description="The f18 of the kind."
// +k8s:selectableField:jsonPath=".status.f29",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f35",trigger=true
// +k8s:printerColumn:name="Col38",type=number,jsonPath=`.spec.f7`,description="A column."
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f8.f12`,priority=1
// +k8s:printerColumn:name="Col40",type=date,jsonPath=`.spec.f8.f16`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f26`,description="A column."
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f29`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f20[0].f23`
// +k8s:printerColumn:name="Cel44",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
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

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f47`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f48`
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f50`,priority=1
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind45
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status51 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int8 `json:"f3,omitempty"`
	F4 *Template5 `json:"f4"`
	F7 float64 `json:"f7,omitempty"`
	F8 *S9 `json:"f8,omitempty"`
	F18 uint16 `json:"f18,omitempty"`
	Inline19 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 bool `json:"f6"`
}

// S9 is a random struct.
type S9 struct {
	F10 Labels11 `json:"f10"`
	F12 *uint64 `json:"f12,omitzero"`
	Skipped13 string `json:"-"`
	Inline14 `json:",inline"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Inline14 is a random struct.
type Inline14 struct {
	F15 *Mode `json:"f15,omitempty"`
	F16 metav1.Time `json:"f16,omitempty"`
	F17 []int8 `json:"f17,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 []Item21 `json:"f20"`
	F26 string `json:"f26,omitempty,omitzero"`
	F27 resource.Quantity `json:"f27"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 uint8 `json:"f22"`
	F23 uint64 `json:"f23,omitempty,omitzero"`
	F24 *uint32 `json:"f24,omitempty"`
	F25 int16 `json:"f25,omitempty"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 types.UID `json:"f29,omitempty"`
	F30 *int `json:"f30,omitempty"`
	F31 *Template32 `json:"f31,omitempty"`
	F35 *int `json:"f35,omitempty"`
	F36 *[]int8 `json:"f36"`
	F37 uint8 `json:"f37,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 Labels34 `json:"f33"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 *uint64 `json:"f47,omitempty"`
	F48 []int8 `json:"f48,omitzero"`
	// +k8s:schema:selectableField:default="7"
	F49 uint32 `json:"f49,omitempty"`
	// +k8s:selectableField
	F50 *uint8 `json:"f50"`
}

// Status51 is a random struct.
type Status51 struct {
	F52 *float64 `json:"f52"`
	F53 int `json:"f53,omitempty"`
	F54 List64 `json:"f54"`
	F65 []Item66 `json:"f65"`
	F72 metav1.MicroTime `json:"f72,omitempty"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 *bool `json:"f56"`
	F57 Template58 `json:"f57,omitempty"`
	F60 int `json:"f60,omitempty"`
	F61 int32 `json:"f61,omitempty,omitzero"`
	F62 float32 `json:"f62,omitempty"`
	F63 metav1.MicroTime `json:"f63"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 uint8 `json:"f59,omitempty,omitzero"`
}

// List64 is a declared list or map type.
type List64 []Item55

// Item66 is a random struct.
type Item66 struct {
	F67 *int `json:"f67"`
	F68 *int16 `json:"f68"`
	F69 map[string]string `json:"f69"`
	F70 *float64 `json:"f70"`
	F71 *bool `json:"f71,omitempty"`
}

