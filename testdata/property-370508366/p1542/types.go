package p1542

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
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f17`,format=int32
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f4[*].f7`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f4[0].f7`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f21[*].f23`
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f49",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f50.f60",default="7",description="The f60 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f64.f68",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f64.f69"
// +k8s:selectableField:jsonPath=".status.f70",description="The f70 of the kind.",indexed=true
// +k8s:printerColumn:name="Col83",type=integer,jsonPath=`.spec.f42`
// +k8s:printerColumn:name="Col84",type=date,jsonPath=`.status.f49`,priority=1
// +k8s:printerColumn:name="Col85",type=number,jsonPath=`.status.f50.f61`
// +k8s:printerColumn:name="Col86",type=date,jsonPath=`.status.f76`,priority=1
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.status.f78`,description="A column.",format=int32
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.status.f79`,description="A column."
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.status.f80`,priority=1,description="A column."
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.status.f50.f52[*].f56`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f50.f52[?(@.f57==3)].f56`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f73.app`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int16 `json:"f3"`
	F4 []Item5 `json:"f4"`
	F16 uint64 `json:"f16"`
	F17 uint8 `json:"f17"`
	F18 []byte `json:"f18,omitempty,omitzero"`
	Inline19 `json:",inline"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *metav1.Duration `json:"f6"`
	F7 resource.Quantity `json:"f7,omitzero"`
	F8 *metav1.MicroTime `json:"f8"`
	F9 int8 `json:"f9,omitempty"`
	F10 *bool `json:"f10,omitempty,omitzero"`
	F11 metav1.Duration `json:"f11"`
	Inline12 `json:",inline"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 metav1.MicroTime `json:"f13"`
	F14 *uint64 `json:"f14,omitzero"`
	F15 int32 `json:"f15,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	// +k8s:schema:selectableField
	F20 *int8 `json:"f20,omitempty"`
	F21 List26 `json:"f21"`
	F27 Labels28 `json:"f27"`
	F29 int16 `json:"f29"`
	Skipped30 string `json:"-"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 []byte `json:"f23"`
	F24 metav1.Time `json:"f24"`
	F25 []int8 `json:"f25,omitempty"`
}

// List26 is a declared list or map type.
type List26 []Item22

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Spec38 is a random struct.
type Spec38 struct {
	F39 *Template40 `json:"f39"`
	// +k8s:schema:selectableField
	F42 *int64 `json:"f42,omitempty"`
	Skipped43 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 resource.Quantity `json:"f41,omitempty"`
}

// Status44 is a random struct.
type Status44 struct {
	F45 metav1.Time `json:"f45"`
	F46 Template47 `json:"f46"`
	F49 *metav1.MicroTime `json:"f49"`
	F50 *S51 `json:"f50,omitempty"`
	F62 types.UID `json:"f62,omitempty"`
	*Inline63 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 *uint16 `json:"f48,omitempty,omitzero"`
}

// S51 is a random struct.
type S51 struct {
	F52 List59 `json:"f52"`
	F60 uint32 `json:"f60,omitempty"`
	F61 float64 `json:"f61"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 float64 `json:"f54,omitempty"`
	F55 int8 `json:"f55,omitempty"`
	F56 resource.Quantity `json:"f56"`
	F57 int `json:"f57,omitempty,omitzero"`
	F58 bool `json:"f58"`
}

// List59 is a declared list or map type.
type List59 []Item53

// Inline63 is a random struct.
type Inline63 struct {
	F64 S65 `json:"f64"`
	F70 metav1.Duration `json:"f70,omitempty"`
	F71 int8 `json:"f71,omitempty"`
	F72 metav1.Time `json:"f72,omitempty"`
	F73 Labels74 `json:"f73,omitempty"`
	Inline75 `json:",inline"`
}

// S65 is a random struct.
type S65 struct {
	F66 []int8 `json:"f66"`
	F67 []int8 `json:"f67,omitzero"`
	F68 int32 `json:"f68,omitempty"`
	F69 uint16 `json:"f69"`
}

// Labels74 is a declared list or map type.
type Labels74 map[string]string

// Inline75 is a random struct.
type Inline75 struct {
	F76 *metav1.MicroTime `json:"f76"`
	F77 *int16 `json:"f77"`
	F78 int16 `json:"f78"`
	F79 string `json:"f79,omitempty"`
	F80 *[]int8 `json:"f80,omitempty"`
	F81 float64 `json:"f81"`
	Skipped82 string `json:"-"`
}

