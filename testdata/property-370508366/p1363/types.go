package p1363

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f9",description="The f9 of the kind."
// +k8s:selectableField:jsonPath=".spec.f15",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f21",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f26",default="3",description="The f26 of the kind."
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col30",type=boolean,jsonPath=`.spec.f5.f7`,description="A column."
// +k8s:printerColumn:name="Col31",type=number,jsonPath=`.spec.f5.f10`,priority=1
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f5.f11`
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f25`
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.status.f27`,format=int32
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f28.app`,description="A column."
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f40`,description="A column."
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.status.f64`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f43[0].f54`
// +kubebuilder:subresource:status
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec70 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3"`
	F4 intstr.IntOrString `json:"f4,omitempty"`
	F5 *S6 `json:"f5"`
	F15 uint8 `json:"f15,omitempty,omitzero"`
}

// S6 is a random struct.
type S6 struct {
	F7 bool `json:"f7,omitempty"`
	// +k8s:schema:selectableField:default="80",description="The f8 of the kind.",indexed=true
	F8 *intstr.IntOrString `json:"f8"`
	F9 *uint16 `json:"f9"`
	F10 float32 `json:"f10"`
	F11 []int8 `json:"f11"`
	F12 Template13 `json:"f12,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 resource.Quantity `json:"f14"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 map[string]string `json:"f17"`
	// +k8s:selectableField
	F18 bool `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
	*Inline20 `json:",inline"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 types.UID `json:"f21"`
	F22 *Template23 `json:"f22,omitempty"`
	F25 int8 `json:"f25"`
	F26 *int32 `json:"f26,omitempty"`
	F27 *int `json:"f27,omitempty"`
	F28 map[string]string `json:"f28"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 int32 `json:"f24"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 map[string]string `json:"f39,omitempty"`
	F40 types.UID `json:"f40,omitempty"`
	F41 map[string]string `json:"f41"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 []Item44 `json:"f43,omitempty"`
	F64 *uint8 `json:"f64"`
	F65 float64 `json:"f65"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 S46 `json:"f45,omitempty"`
	F54 resource.Quantity `json:"f54,omitempty"`
	F55 Labels56 `json:"f55"`
	F57 *metav1.Duration `json:"f57,omitempty"`
	Inline58 `json:",inline"`
}

// S46 is a random struct.
type S46 struct {
	F47 types.UID `json:"f47"`
	F48 *int `json:"f48"`
	F49 []byte `json:"f49,omitempty"`
	F50 *uint32 `json:"f50,omitempty"`
	F51 *uint8 `json:"f51"`
	F52 *uint32 `json:"f52"`
	Skipped53 string `json:"-"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Inline58 is a random struct.
type Inline58 struct {
	F59 intstr.IntOrString `json:"f59,omitzero"`
	F60 uint8 `json:"f60,omitempty"`
	F61 int64 `json:"f61"`
	F62 int32 `json:"f62,omitempty"`
	Skipped63 string `json:"-"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 *string `json:"f71,omitzero"`
	F72 float64 `json:"f72,omitempty"`
	// +k8s:selectableField:description="The f73 of the kind."
	F73 *metav1.Duration `json:"f73"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status74 is a random struct.
type Status74 struct {
	F75 *float32 `json:"f75"`
	F76 Template77 `json:"f76"`
	// +k8s:schema:selectableField
	F79 *bool `json:"f79"`
	Skipped80 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 bool `json:"f78"`
}

