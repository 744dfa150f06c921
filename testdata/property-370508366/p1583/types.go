package p1583

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
// +k8s:schema:selectableField:jsonPath=".spec.f12",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f40"
// +k8s:schema:index:field="status.f40"
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f12`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f26`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f27[0].f33`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F7 Template8 `json:"f7"`
	F12 []byte `json:"f12"`
	Skipped13 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int16 `json:"f11"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Template10 `json:"f9,omitempty"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 Template16 `json:"f15,omitempty"`
	F20 []Item21 `json:"f20,omitempty"`
	F26 types.UID `json:"f26"`
	F27 []Item28 `json:"f27"`
	// +k8s:schema:selectableField:default="fast",indexed=true
	F39 Mode `json:"f39,omitempty"`
	F40 metav1.Duration `json:"f40,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 uint64 `json:"f19,omitempty,omitzero"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 Template18 `json:"f17,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 *string `json:"f22"`
	F23 *types.UID `json:"f23"`
	F24 map[string]string `json:"f24"`
	Skipped25 string `json:"-"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 *float32 `json:"f29,omitempty"`
	F30 *metav1.Time `json:"f30,omitempty"`
	F31 *int64 `json:"f31"`
	F32 int8 `json:"f32,omitempty"`
	F33 []byte `json:"f33,omitempty"`
	Inline34 `json:",inline"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 int8 `json:"f35"`
	F36 *uint64 `json:"f36"`
	F37 int16 `json:"f37,omitzero"`
	F38 *int64 `json:"f38,omitempty"`
}

