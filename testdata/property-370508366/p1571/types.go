package p1571

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
// +k8s:schema:selectableField:jsonPath=".spec.f8",indexed=true
// +k8s:selectableField:jsonPath=".status.f23",description="The f23 of the kind."
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f8`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col27",type="number",JSONPath=`.status.f21`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="date",JSONPath=`.status.f23`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f34"
// +k8s:printerColumn:name="Cel44",type=string,expression=`has(self.status) && has(self.status.f42) ? string(self.status.f42) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:resource:path=kind29-items
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec30 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f48"
// +k8s:printerColumn:name="Col55",type=boolean,jsonPath=`.status.f54`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f47.app`
// +k8s:printerColumn:name="Cel57",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
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
	F3 *resource.Quantity `json:"f3"`
	F4 intstr.IntOrString `json:"f4"`
	F5 *uint32 `json:"f5,omitempty,omitzero"`
	Skipped6 string `json:"-"`
	*Inline7 `json:",inline"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 int32 `json:"f8,omitempty"`
	F9 Labels10 `json:"f9"`
	// +k8s:selectableField:trigger=true
	F11 *string `json:"f11,omitempty"`
	F12 Template13 `json:"f12,omitempty"`
	F15 []int8 `json:"f15,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *metav1.Duration `json:"f14,omitzero"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 Template18 `json:"f17"`
	// +k8s:schema:selectableField:default="4"
	F20 int64 `json:"f20"`
	F21 float64 `json:"f21,omitempty"`
	F22 []byte `json:"f22,omitempty,omitzero"`
	F23 *metav1.Time `json:"f23"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *metav1.Time `json:"f19,omitempty"`
}

// Spec30 is a random struct.
type Spec30 struct {
	F31 []int8 `json:"f31,omitempty"`
	F32 types.UID `json:"f32,omitempty"`
	F33 *float32 `json:"f33"`
	F34 *intstr.IntOrString `json:"f34,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status35 is a random struct.
type Status35 struct {
	// +k8s:selectableField:default="false",trigger=true
	F36 bool `json:"f36,omitempty"`
	// +k8s:schema:selectableField
	F37 *metav1.Duration `json:"f37"`
	F38 Template39 `json:"f38,omitempty"`
	F41 *float32 `json:"f41,omitempty"`
	// +k8s:schema:selectableField:description="The f42 of the kind."
	F42 bool `json:"f42,omitempty,omitzero"`
	Skipped43 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 int32 `json:"f40"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 map[string]string `json:"f47"`
	F48 []byte `json:"f48"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 float32 `json:"f50,omitzero"`
	F51 *Template52 `json:"f51"`
	F54 bool `json:"f54,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 int16 `json:"f53,omitempty"`
}

