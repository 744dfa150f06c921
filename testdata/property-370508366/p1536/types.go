package p1536

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
// +k8s:schema:selectableField:jsonPath=".spec.f19"
// +k8s:schema:selectableField:jsonPath=".status.f21"
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3.app`,description="A column."
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:schema:index:field="spec.f29"
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f30`
// +kubebuilder:resource:path=kind26z,singular=kind26
// +k8s:schema:index:field="spec.notDeclared"
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f40",description="The f40 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f67"
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f37`
// +k8s:printerColumn:name="Col69",type=integer,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f58.f63`,priority=1
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.status.f67`,priority=1,format=int32
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f38.app`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f58.f64.app`
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.status) && has(self.status.f58) && has(self.status.f58.f63) ? self.status.f58.f63 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind32z,singular=kind32
// +k8s:printerColumn:name="Dup75",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup75",type=string,jsonPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
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
	F3 map[string]string `json:"f3,omitempty"`
	F4 uint8 `json:"f4,omitzero"`
	F5 metav1.Time `json:"f5,omitempty,omitzero"`
	F6 []byte `json:"f6,omitempty"`
	F7 List18 `json:"f7"`
	F19 int8 `json:"f19,omitempty,omitzero"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *bool `json:"f9,omitempty"`
	F10 Template11 `json:"f10"`
	F13 S14 `json:"f13,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 []byte `json:"f12"`
}

// S14 is a random struct.
type S14 struct {
	F15 resource.Quantity `json:"f15"`
	F16 uint64 `json:"f16,omitempty"`
	F17 metav1.Duration `json:"f17"`
}

// List18 is a declared list or map type.
type List18 []Item8

// Status20 is a random struct.
type Status20 struct {
	F21 uint32 `json:"f21,omitempty,omitzero"`
	F22 map[string]string `json:"f22,omitempty"`
	F23 []int8 `json:"f23"`
}

// Spec27 is a random struct.
type Spec27 struct {
	// +k8s:schema:selectableField:indexed=true
	F28 Mode `json:"f28"`
	F29 int64 `json:"f29"`
	F30 *int16 `json:"f30"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 Template35 `json:"f34,omitempty"`
	// +k8s:schema:selectableField:default="1",trigger=true
	F37 int `json:"f37,omitzero"`
	F38 map[string]string `json:"f38"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *float64 `json:"f36"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 int8 `json:"f40"`
	F41 uint16 `json:"f41"`
	F42 []Item43 `json:"f42"`
	F58 S59 `json:"f58"`
	F67 *uint16 `json:"f67,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 []byte `json:"f44,omitzero"`
	F45 S46 `json:"f45,omitempty"`
	F52 types.UID `json:"f52,omitempty"`
	F53 metav1.MicroTime `json:"f53,omitempty"`
	F54 Template55 `json:"f54"`
	F57 metav1.Duration `json:"f57"`
}

// S46 is a random struct.
type S46 struct {
	F47 uint64 `json:"f47,omitempty"`
	F48 *metav1.Time `json:"f48,omitempty"`
	F49 float64 `json:"f49"`
	F50 *int `json:"f50,omitempty"`
	F51 *float64 `json:"f51"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 metav1.Time `json:"f56,omitempty"`
}

// S59 is a random struct.
type S59 struct {
	F60 Template61 `json:"f60"`
	F63 *Mode `json:"f63,omitempty"`
	F64 map[string]string `json:"f64"`
	F65 *[]int8 `json:"f65,omitempty,omitzero"`
	Skipped66 string `json:"-"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *metav1.Time `json:"f62,omitempty"`
}

