package p1567

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f10.f14",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f18.f26.f30",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f18.f26.f31",default="2024-01-02T15:04:05Z"
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f5.f10.f13`
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.spec.f18.f26.f28`,description="A column."
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f18.f26.f32`
// +k8s:printerColumn:name="Col62",type=date,jsonPath=`.spec.f18.f33`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.status.f35`
// +k8s:printerColumn:name="Col64",type=date,jsonPath=`.status.f37`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f38.f40`,priority=1
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.status.f53.f56`,format=int32
// +k8s:printerColumn:name="Cel67",type=string,expression=`has(self.status) && has(self.status.f38) && has(self.status.f38.f41) ? self.status.f38.f41 : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col85",type="date",JSONPath=`.status.f79`
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f71.f74.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind68
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec69 `json:"spec,omitempty"`
	Status Status78 `json:"status,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *resource.Quantity `json:"f3,omitempty"`
	F4 metav1.MicroTime `json:"f4,omitempty"`
	F5 S6 `json:"f5"`
	// +k8s:schema:selectableField:default="3"
	F17 int32 `json:"f17"`
	F18 S19 `json:"f18"`
}

// S6 is a random struct.
type S6 struct {
	F7 *Template8 `json:"f7"`
	F10 *S11 `json:"f10,omitempty"`
	F15 *Mode `json:"f15"`
	Skipped16 string `json:"-"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 types.UID `json:"f12,omitempty"`
	F13 []int8 `json:"f13"`
	F14 *Mode `json:"f14"`
}

// S19 is a random struct.
type S19 struct {
	F20 []Item21 `json:"f20,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F25 int `json:"f25,omitempty"`
	F26 *S27 `json:"f26"`
	F33 metav1.MicroTime `json:"f33,omitempty,omitzero"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 uint16 `json:"f22"`
	F23 string `json:"f23,omitempty"`
	F24 *int `json:"f24,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 uint16 `json:"f28"`
	F29 Mode `json:"f29"`
	F30 Mode `json:"f30,omitempty"`
	F31 metav1.Time `json:"f31,omitzero"`
	F32 Mode `json:"f32"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 *string `json:"f35,omitempty"`
	F36 *int16 `json:"f36,omitzero"`
	F37 *metav1.Time `json:"f37,omitempty,omitzero"`
	F38 S39 `json:"f38"`
	F42 *uint64 `json:"f42"`
	F43 int `json:"f43,omitzero"`
	*Inline44 `json:",inline"`
}

// S39 is a random struct.
type S39 struct {
	F40 []byte `json:"f40,omitempty"`
	F41 Mode `json:"f41,omitempty"`
}

// Inline44 is a random struct.
type Inline44 struct {
	F45 types.UID `json:"f45"`
	// +k8s:schema:selectableField:default="none"
	F46 *string `json:"f46"`
	F47 metav1.MicroTime `json:"f47,omitempty"`
	F48 Labels49 `json:"f48,omitempty"`
	F50 Template51 `json:"f50"`
	F53 *S54 `json:"f53,omitempty"`
}

// Labels49 is a declared list or map type.
type Labels49 map[string]string

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 int32 `json:"f52"`
}

// S54 is a random struct.
type S54 struct {
	F55 *metav1.Time `json:"f55,omitempty"`
	F56 int32 `json:"f56"`
	F57 *int8 `json:"f57,omitempty"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 int32 `json:"f70"`
	F71 S72 `json:"f71,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 *intstr.IntOrString `json:"f73"`
	F74 map[string]string `json:"f74,omitempty"`
	F75 Template76 `json:"f75"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 *int32 `json:"f77"`
}

// Status78 is a random struct.
type Status78 struct {
	F79 metav1.Time `json:"f79,omitempty"`
	F80 *Template81 `json:"f80"`
	F83 metav1.Duration `json:"f83,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 map[string]string `json:"f82"`
}

