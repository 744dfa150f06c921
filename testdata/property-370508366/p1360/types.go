package p1360

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
// +k8s:printerColumn:name="Col15",type=integer,jsonPath=`.spec.f13`
// +k8s:resource:path=kind1-items
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 Template6 `json:"f5,omitempty"`
	F12 *uint16 `json:"f12,omitzero"`
	// +k8s:selectableField:default="2",indexed=true
	F13 *int16 `json:"f13"`
	Skipped14 string `json:"-"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item8 is a random struct.
type Item8 struct {
	F9 metav1.MicroTime `json:"f9"`
	F10 *uint8 `json:"f10"`
	Skipped11 string `json:"-"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 []Item8 `json:"f7"`
}

