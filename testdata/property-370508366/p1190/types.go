package p1190

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
// +k8s:schema:selectableField:jsonPath=".spec.f19",default="1h0m0s",trigger=true
// +k8s:selectableField:jsonPath=".status.f26"
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.status.f25`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.status.f26`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f19",default="1h0m0s",description="The f19 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f31.f34",description="The f34 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f43"
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f3[*].f15`
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f3[0].f15`,priority=1
// +k8s:printerColumn:name="Cel47",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind29
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List18 `json:"f3"`
	F19 *metav1.Duration `json:"f19"`
	F20 Template21 `json:"f20"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []Item6 `json:"f5"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 *uint32 `json:"f14"`
	F15 types.UID `json:"f15,omitempty"`
	F16 int8 `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 float64 `json:"f7"`
	F8 *uint8 `json:"f8,omitzero"`
	F9 metav1.Time `json:"f9,omitempty"`
	F10 metav1.Time `json:"f10"`
	F11 int `json:"f11,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// List18 is a declared list or map type.
type List18 []Item4

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 uint32 `json:"f22,omitempty"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 int32 `json:"f24"`
	// +k8s:selectableField:description="The f25 of the kind.",indexed=true
	F25 *types.UID `json:"f25,omitempty"`
	F26 uint32 `json:"f26,omitempty,omitzero"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 *S32 `json:"f31,omitempty"`
	F43 int16 `json:"f43"`
	F44 uint32 `json:"f44"`
}

// S32 is a random struct.
type S32 struct {
	F33 float64 `json:"f33,omitempty"`
	F34 uint64 `json:"f34"`
	F35 []Item36 `json:"f35,omitempty"`
	F41 metav1.Duration `json:"f41,omitempty"`
	F42 uint32 `json:"f42,omitempty"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 uint32 `json:"f37,omitempty"`
	F38 float64 `json:"f38,omitempty"`
	F39 uint32 `json:"f39,omitempty"`
	F40 *int `json:"f40"`
}

