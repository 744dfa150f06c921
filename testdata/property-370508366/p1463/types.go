package p1463

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
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f6`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f24`,priority=1
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f4.app`,priority=1
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f7[*].f10`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f7[0].f10`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f23.app`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f26.app`,description="A column."
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.status) && has(self.status.f24) ? self.status.f24 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
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
	F3 types.UID `json:"f3"`
	F4 Labels5 `json:"f4"`
	F6 resource.Quantity `json:"f6,omitempty"`
	F7 []Item8 `json:"f7"`
	Skipped16 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Item8 is a random struct.
type Item8 struct {
	F9 *metav1.Duration `json:"f9,omitempty,omitzero"`
	F10 uint64 `json:"f10,omitempty"`
	F11 *float32 `json:"f11,omitempty"`
	F12 *bool `json:"f12"`
	F13 Template14 `json:"f13,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 metav1.Time `json:"f15,omitempty"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 Template19 `json:"f18"`
	F23 map[string]string `json:"f23"`
	F24 *Mode `json:"f24"`
	F25 *string `json:"f25"`
	F26 map[string]string `json:"f26,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 *string `json:"f22"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 Template21 `json:"f20,omitempty"`
}

