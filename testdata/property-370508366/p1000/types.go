package p1000

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
// +k8s:schema:selectableField:jsonPath=".spec.f6.f8"
// +k8s:schema:selectableField:jsonPath=".spec.f6.f10"
// +k8s:schema:selectableField:jsonPath=".spec.f13.f18",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f13.f19",description="The f19 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f20.f22"
// +k8s:printerColumn:name="Col34",type=boolean,jsonPath=`.spec.f6.f8`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f6.f10`
// +k8s:printerColumn:name="Col36",type=number,jsonPath=`.spec.f13.f15`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f13.f18`,format=int32
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f20.f23`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f20.f24`
// +k8s:printerColumn:name="Col40",type=date,jsonPath=`.spec.f26`
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f27`,priority=1
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f31`,description="A column."
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f3.app`
// +genclient:nonNamespaced
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

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.status.f55`,format=int32
// +kubebuilder:printcolumn:name="Col63",type="date",JSONPath=`.status.f56`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f58`
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f59`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f57) ? string(self.status.f57) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 []byte `json:"f5,omitempty"`
	F6 *S7 `json:"f6"`
	Skipped11 string `json:"-"`
	Inline12 `json:",inline"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// S7 is a random struct.
type S7 struct {
	F8 bool `json:"f8,omitempty"`
	F9 map[string]string `json:"f9,omitempty"`
	F10 intstr.IntOrString `json:"f10,omitempty,omitzero"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 *S14 `json:"f13"`
	F20 S21 `json:"f20"`
	F26 *metav1.Time `json:"f26"`
	F27 *uint32 `json:"f27,omitempty"`
	F28 float64 `json:"f28,omitempty"`
	Inline29 `json:",inline"`
}

// S14 is a random struct.
type S14 struct {
	F15 *float64 `json:"f15"`
	F16 string `json:"f16"`
	F17 int `json:"f17,omitzero"`
	F18 *uint8 `json:"f18,omitempty"`
	F19 uint64 `json:"f19,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int32 `json:"f22,omitempty"`
	F23 *Mode `json:"f23,omitempty"`
	// +k8s:selectableField:indexed=true
	F24 Mode `json:"f24"`
	Skipped25 string `json:"-"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 bool `json:"f30,omitempty"`
	F31 []byte `json:"f31,omitempty"`
	F32 *metav1.Time `json:"f32"`
	F33 *uint8 `json:"f33,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 int64 `json:"f46"`
	F47 *Template48 `json:"f47"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int32 `json:"f51,omitempty"`
	F52 Mode `json:"f52"`
}

// List53 is a declared list or map type.
type List53 []Item50

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 List53 `json:"f49,omitempty"`
}

// Status54 is a random struct.
type Status54 struct {
	F55 int64 `json:"f55"`
	F56 metav1.Time `json:"f56,omitempty"`
	F57 int64 `json:"f57,omitempty"`
	F58 metav1.Duration `json:"f58,omitempty"`
	F59 uint16 `json:"f59,omitempty,omitzero"`
	F60 Labels61 `json:"f60,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

