package p1209

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f13[0].f26`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
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
// +kubebuilder:resource:scope=Cluster,shortName=xkind31
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec32 `json:"spec,omitempty"`
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
	F3 int64 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	Skipped10 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 bool `json:"f8,omitempty"`
	F9 float32 `json:"f9,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
}

// Status11 is a random struct.
type Status11 struct {
	// +k8s:schema:selectableField
	F12 string `json:"f12"`
	F13 []Item14 `json:"f13"`
	F27 Template28 `json:"f27"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 Labels16 `json:"f15,omitempty"`
	F17 []Item18 `json:"f17,omitempty"`
	F24 metav1.MicroTime `json:"f24"`
	F25 map[string]string `json:"f25"`
	F26 []byte `json:"f26,omitempty"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Item18 is a random struct.
type Item18 struct {
	F19 *uint16 `json:"f19,omitempty"`
	F20 *int64 `json:"f20,omitempty,omitzero"`
	F21 types.UID `json:"f21,omitempty"`
	F22 []byte `json:"f22"`
	F23 *float32 `json:"f23,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *metav1.Time `json:"f29,omitempty"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 List38 `json:"f33,omitempty"`
	F39 []int8 `json:"f39,omitempty,omitzero"`
	Skipped40 string `json:"-"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 float32 `json:"f35,omitempty"`
	F36 metav1.Time `json:"f36,omitempty"`
	F37 int32 `json:"f37,omitempty,omitzero"`
}

// List38 is a declared list or map type.
type List38 []Item34

