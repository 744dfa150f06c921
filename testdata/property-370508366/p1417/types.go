package p1417

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".status.f18",default="80",trigger=true
// +k8s:printerColumn:name="Col19",type=integer,jsonPath=`.spec.f3`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
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
	F3 int `json:"f3"`
	F4 *types.UID `json:"f4,omitzero"`
	F5 uint64 `json:"f5"`
	F6 []Item7 `json:"f6,omitempty"`
	Skipped14 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 []byte `json:"f8,omitzero"`
	F9 *int64 `json:"f9"`
	F10 int16 `json:"f10,omitempty"`
	F11 int `json:"f11,omitempty"`
	F12 metav1.MicroTime `json:"f12"`
	Skipped13 string `json:"-"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 uint32 `json:"f16,omitzero"`
	F17 *metav1.Duration `json:"f17"`
	F18 intstr.IntOrString `json:"f18,omitempty"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

