package p1444

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
// +k8s:schema:selectableField:jsonPath=".spec.f7",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:printcolumn:name="Col12",type="integer",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col13",type="string",JSONPath=`.spec.f4.app`,description="A column."
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

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f16",description="The f16 of the kind.",indexed=true
// +k8s:printerColumn:name="Col19",type=boolean,jsonPath=`.spec.f16`
// +k8s:printerColumn:name="Cel20",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Kind21 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:schema:selectableField:jsonPath=".status.f42"
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f24`,description="A column."
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f42`
// +k8s:printerColumn:name="Col79",type=date,jsonPath=`.status.f43`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind21-items
type Kind21 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec22 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind21List is a list of Kind21.
//
// +kubebuilder:object:root=true
type Kind21List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind21 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3"`
	F4 map[string]string `json:"f4"`
	Skipped5 string `json:"-"`
	Inline6 `json:",inline"`
}

// Inline6 is a random struct.
type Inline6 struct {
	F7 *int `json:"f7,omitzero"`
	F8 *Template9 `json:"f8,omitempty"`
	F11 intstr.IntOrString `json:"f11"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *[]int8 `json:"f10,omitempty"`
}

// Spec15 is a random struct.
type Spec15 struct {
	F16 bool `json:"f16,omitzero"`
	F17 Labels18 `json:"f17,omitempty"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Spec22 is a random struct.
type Spec22 struct {
	F23 int `json:"f23"`
	F24 *metav1.Duration `json:"f24,omitempty"`
	F25 Template26 `json:"f25,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 float64 `json:"f29,omitempty"`
	F30 *uint64 `json:"f30,omitempty"`
	F31 metav1.Duration `json:"f31"`
	F32 int `json:"f32"`
	F33 int16 `json:"f33,omitempty,omitzero"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 []Item28 `json:"f27"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 Mode `json:"f35,omitempty,omitzero"`
	F36 int32 `json:"f36,omitempty,omitzero"`
	F37 Template38 `json:"f37"`
	F42 types.UID `json:"f42,omitempty"`
	// +k8s:schema:selectableField
	F43 metav1.MicroTime `json:"f43,omitempty"`
	F44 []Item45 `json:"f44,omitempty"`
	Skipped70 string `json:"-"`
	*Inline71 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 uint32 `json:"f41"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 *Template40 `json:"f39,omitempty"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *int64 `json:"f46"`
	F47 S48 `json:"f47"`
	F55 S56 `json:"f55"`
	F59 Template60 `json:"f59"`
	Inline62 `json:",inline"`
}

// S48 is a random struct.
type S48 struct {
	F49 resource.Quantity `json:"f49,omitzero"`
	F50 *uint32 `json:"f50"`
	F51 *int8 `json:"f51,omitempty"`
	F52 *Mode `json:"f52,omitzero"`
	F53 *metav1.Time `json:"f53,omitempty"`
	F54 metav1.MicroTime `json:"f54"`
}

// S56 is a random struct.
type S56 struct {
	F57 int32 `json:"f57,omitempty,omitzero"`
	F58 metav1.Duration `json:"f58,omitempty"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 *float32 `json:"f61"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 int8 `json:"f63"`
	F64 intstr.IntOrString `json:"f64"`
	F65 *int `json:"f65,omitempty"`
	F66 float32 `json:"f66,omitempty"`
	F67 float64 `json:"f67"`
	F68 uint32 `json:"f68,omitempty,omitzero"`
	Skipped69 string `json:"-"`
}

// Inline71 is a random struct.
type Inline71 struct {
	F72 *float32 `json:"f72,omitzero"`
	F73 Template74 `json:"f73,omitempty"`
	F76 *float64 `json:"f76"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 *metav1.Duration `json:"f75,omitempty"`
}

