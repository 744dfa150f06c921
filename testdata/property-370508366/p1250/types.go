package p1250

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
// +k8s:selectableField:jsonPath=".spec.f3",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +kubebuilder:printcolumn:name="Col6",type="string",JSONPath=`.spec.f3`
// +kubebuilder:subresource:status
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

// Kind7 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f27",description="The f27 of the kind."
// +k8s:selectableField:jsonPath=".status.f29.f42.f48",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f53"
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col58",type="number",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f29.f31`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f29.f42.f45`
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.status.f51`,format=int32
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f56`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f29.f32[*].f34`,priority=1
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f29.f32[?(@.f39==1)].f34`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f55) ? string(self.status.f55) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind7 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec8 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind7List is a list of Kind7.
//
// +kubebuilder:object:root=true
type Kind7List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind7 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Duration `json:"f3,omitempty"`
	F4 metav1.Time `json:"f4"`
	F5 *types.UID `json:"f5"`
}

// Spec8 is a random struct.
type Spec8 struct {
	F9 *uint8 `json:"f9"`
	F10 Template11 `json:"f10"`
	F13 Template14 `json:"f13,omitempty"`
	// +k8s:selectableField:default="5",indexed=true
	F20 *uint8 `json:"f20"`
	F21 map[string]string `json:"f21"`
	F22 float32 `json:"f22,omitempty"`
	Inline23 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *int8 `json:"f12,omitempty"`
}

// S16 is a random struct.
type S16 struct {
	F17 uint16 `json:"f17,omitempty"`
	F18 types.UID `json:"f18"`
	F19 uint8 `json:"f19,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 S16 `json:"f15"`
}

// Inline23 is a random struct.
type Inline23 struct {
	// +k8s:schema:selectableField
	F24 []byte `json:"f24,omitempty"`
	F25 *resource.Quantity `json:"f25"`
	F26 uint8 `json:"f26"`
	F27 *metav1.Duration `json:"f27,omitzero"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 *S30 `json:"f29"`
	F51 uint16 `json:"f51,omitempty"`
	F52 []int8 `json:"f52"`
	F53 int64 `json:"f53"`
	Inline54 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 string `json:"f31,omitempty"`
	F32 []Item33 `json:"f32,omitempty"`
	F41 int8 `json:"f41,omitempty,omitzero"`
	F42 S43 `json:"f42,omitempty"`
	Skipped50 string `json:"-"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 metav1.Duration `json:"f34,omitempty"`
	F35 *uint64 `json:"f35,omitzero"`
	F36 *types.UID `json:"f36"`
	F37 int8 `json:"f37"`
	F38 *uint64 `json:"f38,omitempty,omitzero"`
	F39 int32 `json:"f39,omitempty"`
	Skipped40 string `json:"-"`
}

// S43 is a random struct.
type S43 struct {
	F44 metav1.Time `json:"f44,omitempty"`
	F45 *intstr.IntOrString `json:"f45,omitempty"`
	F46 string `json:"f46,omitzero"`
	F47 *metav1.MicroTime `json:"f47,omitzero"`
	F48 string `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

// Inline54 is a random struct.
type Inline54 struct {
	// +k8s:schema:selectableField
	F55 *int32 `json:"f55"`
	F56 Mode `json:"f56,omitempty"`
}

