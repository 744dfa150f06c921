package p1437

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
// +k8s:selectableField:jsonPath=".spec.f13"
// +k8s:schema:selectableField:jsonPath=".status.f35",default="7"
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f12`,description="A column.",format=int32
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f31`,description="A column."
// +k8s:printerColumn:name="Cel38",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f12"
// +k8s:selectableField:jsonPath=".spec.replicas",description="The replicas of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f42",description="The f42 of the kind."
// +k8s:printerColumn:name="Col44",type=date,jsonPath=`.spec.f13`
// +k8s:printerColumn:name="Cel45",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 *Template7 `json:"f6,omitempty"`
	F11 map[string]string `json:"f11"`
	F12 int8 `json:"f12,omitempty"`
	F13 metav1.Time `json:"f13,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *intstr.IntOrString `json:"f5"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *uint64 `json:"f10,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 Template9 `json:"f8"`
}

// Status14 is a random struct.
type Status14 struct {
	// +k8s:schema:selectableField
	F15 []int8 `json:"f15,omitempty"`
	F16 []Item17 `json:"f16,omitempty"`
	// +k8s:selectableField:default="1h0m0s"
	F31 metav1.Duration `json:"f31"`
	F32 Template33 `json:"f32"`
	F35 uint32 `json:"f35,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *intstr.IntOrString `json:"f18,omitempty"`
	F19 *uint64 `json:"f19"`
	F20 *S21 `json:"f20,omitempty"`
	F25 List30 `json:"f25,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 types.UID `json:"f22"`
	F23 []byte `json:"f23"`
	F24 metav1.MicroTime `json:"f24"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *intstr.IntOrString `json:"f27"`
	F28 intstr.IntOrString `json:"f28"`
	Skipped29 string `json:"-"`
}

// List30 is a declared list or map type.
type List30 []Item26

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 string `json:"f34"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 float32 `json:"f41"`
	F42 []byte `json:"f42"`
	F43 bool `json:"f43"`
}

