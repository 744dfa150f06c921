package p1394

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
// +kubebuilder:selectablefield:JSONPath=".spec.f13"
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +k8s:schema:index:field="spec.f14"
// +k8s:schema:selectableField:jsonPath=".status.f20.f22",description="The f22 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f25",description="The f25 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.status.f16`,format=int32
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f20.f23`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f17.app`,priority=1
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f58"
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.status.f58`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f63`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f68.app`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup77",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup77",type=string,jsonPath=`.metadata.name`,priority=1
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F9 Template10 `json:"f9,omitempty"`
	F13 *int `json:"f13,omitempty"`
	F14 types.UID `json:"f14,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 *bool `json:"f7"`
	F8 float32 `json:"f8"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 S6 `json:"f5,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 Labels12 `json:"f11,omitempty"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 int64 `json:"f16"`
	F17 map[string]string `json:"f17"`
	// +k8s:schema:selectableField:indexed=true
	F18 string `json:"f18"`
	F19 *resource.Quantity `json:"f19"`
	F20 *S21 `json:"f20"`
	F25 metav1.Time `json:"f25"`
}

// S21 is a random struct.
type S21 struct {
	F22 []byte `json:"f22,omitzero"`
	F23 Mode `json:"f23,omitempty"`
	F24 *metav1.Time `json:"f24,omitempty,omitzero"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 map[string]string `json:"f33,omitempty"`
	F34 List48 `json:"f34"`
	F49 []byte `json:"f49"`
	F50 Template51 `json:"f50"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 []Item37 `json:"f36"`
	F45 uint32 `json:"f45"`
	F46 *int `json:"f46"`
	F47 *float32 `json:"f47,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 *int64 `json:"f38,omitempty"`
	F39 metav1.Time `json:"f39"`
	F40 *uint32 `json:"f40"`
	F41 metav1.MicroTime `json:"f41"`
	F42 Mode `json:"f42,omitempty"`
	F43 string `json:"f43"`
	Skipped44 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item35

// Item53 is a random struct.
type Item53 struct {
	F54 int8 `json:"f54,omitempty"`
	F55 *resource.Quantity `json:"f55"`
}

// List56 is a declared list or map type.
type List56 []Item53

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 List56 `json:"f52"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 int64 `json:"f58,omitempty"`
	F59 Template60 `json:"f59,omitempty"`
	F62 *metav1.Duration `json:"f62"`
	F63 metav1.Duration `json:"f63"`
	Skipped64 string `json:"-"`
	Inline65 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 *float64 `json:"f61"`
}

// Inline65 is a random struct.
type Inline65 struct {
	// +k8s:schema:selectableField
	F66 *uint64 `json:"f66"`
	F67 map[string]string `json:"f67"`
	F68 Labels69 `json:"f68"`
	F70 bool `json:"f70,omitempty,omitzero"`
	F71 *Template72 `json:"f71,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 *types.UID `json:"f73,omitempty,omitzero"`
}

