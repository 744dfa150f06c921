package p1026

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
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.status.f17`,description="A column."
// +kubebuilder:printcolumn:name="Col21",type="boolean",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.spec.f3[0].f8`
// +k8s:printerColumn:name="Cel23",type=string,expression=`has(self.status) && has(self.status.f18) ? string(self.status.f18) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind24 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f48",default="3",description="The f48 of the kind.",trigger=true
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f47`,description="A column.",format=int32
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f48`,priority=1,format=int32
// +k8s:printerColumn:name="Cel51",type=string,expression=`has(self.spec) && has(self.spec.f47) ? string(self.spec.f47) : "none"`
// +k8s:schema:scope=Cluster
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind24 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec25 `json:"spec,omitempty"`
}

// Kind24List is a list of Kind24.
//
// +kubebuilder:object:root=true
type Kind24List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind24 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f55`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.status.f58`
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.status.f69`,format=int32
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.status.f70`
// +kubebuilder:printcolumn:name="Col77",type="number",JSONPath=`.status.f71`
// +k8s:printerColumn:name="Cel78",type=string,expression=`has(self.status) && has(self.status.f69) ? string(self.status.f69) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F15 metav1.MicroTime `json:"f15"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 uint16 `json:"f5,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 intstr.IntOrString `json:"f8,omitempty"`
	*Inline9 `json:",inline"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Inline9 is a random struct.
type Inline9 struct {
	F10 *intstr.IntOrString `json:"f10"`
	F11 *[]int8 `json:"f11,omitzero"`
	F12 float32 `json:"f12,omitempty"`
	F13 *resource.Quantity `json:"f13"`
	F14 float32 `json:"f14"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 types.UID `json:"f17,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F18 bool `json:"f18"`
	Skipped19 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec25 is a random struct.
type Spec25 struct {
	F26 map[string]string `json:"f26"`
	F27 List46 `json:"f27,omitempty"`
	// +k8s:selectableField
	F47 int `json:"f47,omitempty"`
	F48 *int32 `json:"f48,omitempty,omitzero"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 float32 `json:"f29"`
	F30 List35 `json:"f30"`
	F36 Labels37 `json:"f36,omitempty"`
	F38 *types.UID `json:"f38,omitempty"`
	*Inline39 `json:",inline"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 *float64 `json:"f32"`
	F33 *[]int8 `json:"f33"`
	F34 bool `json:"f34,omitempty"`
}

// List35 is a declared list or map type.
type List35 []Item31

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Inline39 is a random struct.
type Inline39 struct {
	F40 float32 `json:"f40"`
	F41 uint16 `json:"f41,omitempty"`
	F42 intstr.IntOrString `json:"f42"`
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 *string `json:"f44,omitempty"`
	F45 *uint64 `json:"f45,omitempty"`
}

// List46 is a declared list or map type.
type List46 []Item28

// Spec53 is a random struct.
type Spec53 struct {
	F54 map[string]string `json:"f54,omitempty"`
	// +k8s:selectableField:description="The f55 of the kind.",trigger=true
	F55 types.UID `json:"f55,omitempty"`
	Skipped56 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status57 is a random struct.
type Status57 struct {
	// +k8s:selectableField:default="7",description="The f58 of the kind."
	F58 uint32 `json:"f58,omitempty"`
	F59 Template60 `json:"f59,omitempty"`
	// +k8s:schema:selectableField
	F69 int `json:"f69"`
	F70 int64 `json:"f70"`
	F71 float32 `json:"f71"`
	// +k8s:schema:selectableField:description="The f72 of the kind."
	F72 metav1.Duration `json:"f72"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 metav1.Duration `json:"f63"`
	F64 *metav1.MicroTime `json:"f64,omitempty"`
	F65 uint64 `json:"f65,omitempty"`
	F66 uint64 `json:"f66,omitempty,omitzero"`
	F67 intstr.IntOrString `json:"f67"`
	F68 []byte `json:"f68"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 []Item62 `json:"f61"`
}

