package p1260

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
// +k8s:selectableField:jsonPath=".spec.f24",default="1",indexed=true
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col33",type="date",JSONPath=`.status.f30`
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
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
	F3 []byte `json:"f3,omitzero"`
	F4 []Item5 `json:"f4,omitempty"`
	F9 map[string]string `json:"f9,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
	F13 Template14 `json:"f13,omitempty"`
	Skipped22 string `json:"-"`
	Inline23 `json:",inline"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *uint32 `json:"f6"`
	F7 intstr.IntOrString `json:"f7,omitempty,omitzero"`
	F8 uint64 `json:"f8"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int32 `json:"f12,omitzero"`
}

// S16 is a random struct.
type S16 struct {
	F17 types.UID `json:"f17"`
	// +k8s:schema:selectableField
	F18 resource.Quantity `json:"f18,omitempty"`
	F19 *int32 `json:"f19"`
	F20 *int64 `json:"f20"`
	F21 int8 `json:"f21,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 S16 `json:"f15"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 int `json:"f24,omitzero"`
	F25 *Mode `json:"f25"`
	F26 types.UID `json:"f26"`
	Skipped27 string `json:"-"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 float64 `json:"f29"`
	F30 *metav1.Time `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

