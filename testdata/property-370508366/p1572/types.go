package p1572

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
// +k8s:schema:selectableField:jsonPath=".status.f26",default="3"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f27`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f38.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
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
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f46[?(@.f48==3)].f49`,description="A column."
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:index:field="spec.notDeclared"
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
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
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 *Mode `json:"f3,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="5"
	F4 uint8 `json:"f4"`
	F5 int32 `json:"f5,omitzero"`
	F6 []Item7 `json:"f6"`
	// +k8s:selectableField
	F23 []byte `json:"f23"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *int64 `json:"f8,omitempty"`
	F9 int `json:"f9,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
	F13 *int32 `json:"f13"`
	F14 Template15 `json:"f14,omitempty"`
	F17 List22 `json:"f17"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 uint64 `json:"f12"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *uint32 `json:"f16,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *int32 `json:"f19"`
	F20 metav1.MicroTime `json:"f20"`
	F21 metav1.MicroTime `json:"f21"`
}

// List22 is a declared list or map type.
type List22 []Item18

// Status24 is a random struct.
type Status24 struct {
	F25 map[string]string `json:"f25,omitempty"`
	F26 *int32 `json:"f26"`
	// +k8s:schema:selectableField
	F27 *[]int8 `json:"f27,omitempty"`
	F28 Template29 `json:"f28,omitempty"`
	// +k8s:schema:selectableField:description="The f37 of the kind."
	F37 *types.UID `json:"f37,omitempty"`
	F38 Labels39 `json:"f38,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 []int8 `json:"f32"`
	F33 *int64 `json:"f33"`
	F34 *Mode `json:"f34"`
	F35 *string `json:"f35"`
}

// List36 is a declared list or map type.
type List36 []Item31

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 List36 `json:"f30,omitempty"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

// Spec45 is a random struct.
type Spec45 struct {
	F46 List69 `json:"f46,omitempty"`
	F70 *uint32 `json:"f70"`
	Skipped71 string `json:"-"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 int `json:"f48,omitempty"`
	F49 []byte `json:"f49"`
	F50 S51 `json:"f50"`
	F58 S59 `json:"f58"`
	*Inline65 `json:",inline"`
}

// S51 is a random struct.
type S51 struct {
	F52 *intstr.IntOrString `json:"f52"`
	F53 uint8 `json:"f53,omitempty"`
	F54 uint32 `json:"f54,omitzero"`
	F55 uint16 `json:"f55"`
	F56 []int8 `json:"f56"`
	F57 resource.Quantity `json:"f57"`
}

// S59 is a random struct.
type S59 struct {
	F60 float64 `json:"f60"`
	F61 uint64 `json:"f61,omitempty"`
	F62 *Mode `json:"f62"`
	F63 types.UID `json:"f63"`
	Skipped64 string `json:"-"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 *uint32 `json:"f66,omitempty"`
	F67 float32 `json:"f67"`
	F68 *resource.Quantity `json:"f68"`
}

// List69 is a declared list or map type.
type List69 []Item47

