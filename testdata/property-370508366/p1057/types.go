package p1057

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
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f32`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f9[*].f19`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f9[0].f19`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f50[*].f52`,priority=1
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f50[0].f52`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f58.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField
	F3 int16 `json:"f3,omitempty"`
	F4 *Template5 `json:"f4,omitempty"`
	F9 List31 `json:"f9"`
	F32 uint8 `json:"f32"`
	F33 S34 `json:"f33"`
	F37 *Template38 `json:"f37"`
	Skipped48 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 types.UID `json:"f8"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 Template7 `json:"f6"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 []Item12 `json:"f11,omitempty"`
	F19 uint64 `json:"f19,omitempty,omitzero"`
	F20 *S21 `json:"f20"`
	F27 *int64 `json:"f27,omitempty"`
	F28 int8 `json:"f28,omitempty"`
	F29 *metav1.Time `json:"f29"`
	Skipped30 string `json:"-"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 bool `json:"f13,omitempty,omitzero"`
	F14 metav1.Time `json:"f14,omitempty"`
	F15 metav1.Duration `json:"f15,omitempty"`
	F16 int32 `json:"f16"`
	F17 Mode `json:"f17,omitempty"`
	F18 uint64 `json:"f18"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int16 `json:"f22"`
	F23 int32 `json:"f23,omitempty"`
	F24 *metav1.MicroTime `json:"f24,omitempty"`
	F25 Mode `json:"f25,omitempty"`
	Skipped26 string `json:"-"`
}

// List31 is a declared list or map type.
type List31 []Item10

// S34 is a random struct.
type S34 struct {
	F35 *uint64 `json:"f35"`
	F36 resource.Quantity `json:"f36,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 metav1.Time `json:"f41"`
	F42 *int `json:"f42"`
	F43 *int `json:"f43"`
	F44 *uint32 `json:"f44"`
	F45 *uint8 `json:"f45,omitempty"`
	F46 int8 `json:"f46"`
	Skipped47 string `json:"-"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 *S40 `json:"f39,omitempty"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 []Item51 `json:"f50,omitempty"`
	F54 *Template55 `json:"f54"`
	F58 map[string]string `json:"f58,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 []int8 `json:"f52"`
	F53 int64 `json:"f53"`
}

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 Labels57 `json:"f56,omitempty"`
}

