package p1073

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="-1",description="The f4 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f8.f15",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f22.f24",description="The f24 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f22.f27.f29"
// +k8s:selectableField:jsonPath=".status.f35",default="8",description="The f35 of the kind."
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f8.f11`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f22.f26`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f22.f27.f29`
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f22.f27.f30`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.spec) && has(self.spec.f8) && has(self.spec.f8.f20) ? string(self.spec.f8.f20) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 int8 `json:"f4,omitempty"`
	F5 float64 `json:"f5"`
	F6 []int8 `json:"f6,omitempty,omitzero"`
	F7 map[string]string `json:"f7,omitempty"`
	F8 *S9 `json:"f8"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 []int8 `json:"f10,omitzero"`
	F11 []byte `json:"f11"`
	F12 Template13 `json:"f12,omitempty"`
	F15 uint16 `json:"f15,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F16 string `json:"f16,omitempty"`
	Inline17 `json:",inline"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 uint8 `json:"f14,omitempty"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 int32 `json:"f18,omitempty"`
	F19 uint16 `json:"f19,omitempty"`
	F20 int32 `json:"f20"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 S23 `json:"f22"`
	F34 uint64 `json:"f34,omitempty,omitzero"`
	F35 *uint64 `json:"f35"`
	F36 []Item37 `json:"f36,omitempty"`
	F47 []Item48 `json:"f47"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	F24 metav1.MicroTime `json:"f24,omitempty"`
	F25 *metav1.Duration `json:"f25,omitempty"`
	F26 []int8 `json:"f26"`
	F27 S28 `json:"f27"`
	Skipped33 string `json:"-"`
}

// S28 is a random struct.
type S28 struct {
	F29 *types.UID `json:"f29,omitempty"`
	F30 *int8 `json:"f30,omitempty"`
	F31 resource.Quantity `json:"f31"`
	F32 *metav1.MicroTime `json:"f32"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 bool `json:"f38"`
	F39 []Item40 `json:"f39,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 []byte `json:"f41,omitempty"`
	F42 intstr.IntOrString `json:"f42,omitzero"`
	F43 int `json:"f43"`
	F44 metav1.Time `json:"f44,omitempty,omitzero"`
	F45 int32 `json:"f45"`
	F46 int8 `json:"f46"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 List56 `json:"f49,omitempty"`
	F57 float32 `json:"f57,omitempty"`
	F58 int32 `json:"f58"`
	F59 metav1.MicroTime `json:"f59,omitzero"`
	F60 uint8 `json:"f60,omitempty"`
	F61 metav1.Time `json:"f61,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 *Mode `json:"f51,omitempty"`
	F52 string `json:"f52,omitempty"`
	F53 int16 `json:"f53,omitempty"`
	F54 metav1.Duration `json:"f54,omitempty"`
	F55 string `json:"f55"`
}

// List56 is a declared list or map type.
type List56 []Item50

