package p1378

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
// +kubebuilder:selectablefield:JSONPath=".status.f19"
// +k8s:schema:index:field="status.f19"
// +k8s:printerColumn:name="Cel33",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 map[string]string `json:"f3"`
	// +k8s:schema:selectableField:trigger=true
	F4 int16 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:description="The f5 of the kind."
	F5 metav1.MicroTime `json:"f5,omitempty,omitzero"`
	F6 *Template7 `json:"f6"`
	*Inline9 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int32 `json:"f8,omitempty"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 map[string]string `json:"f10"`
	F11 []Item12 `json:"f11"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int64 `json:"f13"`
	F14 intstr.IntOrString `json:"f14,omitempty"`
	F15 float64 `json:"f15,omitzero"`
	F16 int16 `json:"f16"`
}

// Status17 is a random struct.
type Status17 struct {
	// +k8s:schema:selectableField:description="The f18 of the kind.",indexed=true
	F18 *uint32 `json:"f18"`
	F19 *metav1.Time `json:"f19,omitempty"`
	F20 uint32 `json:"f20,omitempty"`
	// +k8s:selectableField:default="-1"
	F21 int8 `json:"f21,omitempty,omitzero"`
	F22 []Item23 `json:"f22,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 Labels25 `json:"f24"`
	F26 metav1.MicroTime `json:"f26,omitempty"`
	F27 *Template28 `json:"f27"`
	F30 *[]int8 `json:"f30,omitempty"`
	F31 int32 `json:"f31"`
	Skipped32 string `json:"-"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *bool `json:"f29,omitempty"`
}

