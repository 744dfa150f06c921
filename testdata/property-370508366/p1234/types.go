package p1234

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
// +k8s:selectableField:jsonPath=".status.f20"
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f3.f5.f7`
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f3.f16`,priority=1
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Cel25",type=string,expression=`has(self.status) && has(self.status.f19) ? string(self.status.f19) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
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
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.spec.f28`,priority=1
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f30`,format=int32
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f32[*].f34`
// +k8s:printerColumn:name="Cel43",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind26z,singular=kind26
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46"
// +k8s:selectableField:jsonPath=".status.f55.f60.f62",description="The f62 of the kind."
// +k8s:printerColumn:name="Col70",type=number,jsonPath=`.status.f67`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f47[*].f49`,priority=1
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f55.f66.app`,priority=1,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status52 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F17 *float64 `json:"f17,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5,omitempty"`
	F11 uint32 `json:"f11,omitempty,omitzero"`
	Skipped12 string `json:"-"`
	Inline13 `json:",inline"`
}

// S6 is a random struct.
type S6 struct {
	F7 metav1.Duration `json:"f7,omitempty"`
	F8 int `json:"f8,omitempty"`
	F9 *uint16 `json:"f9"`
	Skipped10 string `json:"-"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 []int8 `json:"f14,omitempty"`
	F15 uint16 `json:"f15"`
	F16 uint64 `json:"f16"`
}

// Status18 is a random struct.
type Status18 struct {
	// +k8s:schema:selectableField
	F19 *int32 `json:"f19"`
	F20 metav1.Duration `json:"f20,omitempty"`
	F21 intstr.IntOrString `json:"f21"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec27 is a random struct.
type Spec27 struct {
	// +k8s:schema:selectableField:default="-1",indexed=true
	F28 *int8 `json:"f28,omitempty"`
	F29 *int16 `json:"f29,omitempty"`
	F30 int16 `json:"f30,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 []Item33 `json:"f32"`
	F37 uint16 `json:"f37,omitempty"`
	F38 metav1.Time `json:"f38,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 intstr.IntOrString `json:"f34,omitempty"`
	F35 metav1.Time `json:"f35,omitempty"`
	F36 bool `json:"f36,omitzero"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 *uint16 `json:"f46,omitempty"`
	F47 []Item48 `json:"f47"`
	Skipped51 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 types.UID `json:"f49,omitzero"`
	F50 resource.Quantity `json:"f50,omitempty"`
}

// Status52 is a random struct.
type Status52 struct {
	F53 int32 `json:"f53"`
	F54 map[string]string `json:"f54,omitempty"`
	F55 S56 `json:"f55"`
	F67 float64 `json:"f67,omitempty"`
	F68 Labels69 `json:"f68,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S56 is a random struct.
type S56 struct {
	F57 map[string]string `json:"f57"`
	F58 Labels59 `json:"f58,omitempty"`
	F60 *S61 `json:"f60,omitempty"`
	F64 uint8 `json:"f64,omitzero"`
	F65 *[]int8 `json:"f65,omitempty"`
	F66 map[string]string `json:"f66"`
}

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// S61 is a random struct.
type S61 struct {
	F62 intstr.IntOrString `json:"f62"`
	// +k8s:schema:selectableField
	F63 Mode `json:"f63,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

