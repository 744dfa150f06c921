package p1584

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
// +k8s:selectableField:jsonPath=".spec.f18.f21",default="2",description="The f21 of the kind."
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f18.f20`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f3[0].f5`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f3[?(@.f6=="x")].f5`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f23[*].f25`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f23[0].f25`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f23[?(@.f28==3)].f25`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f30.app`
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

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f52",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f53"
// +k8s:schema:index:field="status.f53"
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f52`
// +k8s:printerColumn:name="Cel55",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List14 `json:"f3"`
	F15 *intstr.IntOrString `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
	Inline17 `json:",inline"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 uint64 `json:"f5,omitempty"`
	F6 string `json:"f6,omitempty"`
	F7 string `json:"f7,omitempty"`
	F8 *int `json:"f8"`
	F9 types.UID `json:"f9,omitempty"`
	F10 Template11 `json:"f10"`
	Skipped13 string `json:"-"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *int8 `json:"f12"`
}

// List14 is a declared list or map type.
type List14 []Item4

// Inline17 is a random struct.
type Inline17 struct {
	F18 S19 `json:"f18,omitempty"`
	F23 List29 `json:"f23,omitempty"`
	F30 map[string]string `json:"f30"`
}

// S19 is a random struct.
type S19 struct {
	F20 []int8 `json:"f20"`
	F21 int16 `json:"f21"`
	F22 *metav1.Duration `json:"f22"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 []int8 `json:"f25,omitempty"`
	F26 *string `json:"f26,omitempty,omitzero"`
	F27 *uint64 `json:"f27,omitempty"`
	F28 int `json:"f28,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item24

// Spec40 is a random struct.
type Spec40 struct {
	F41 map[string]string `json:"f41,omitempty"`
	F42 uint64 `json:"f42,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status43 is a random struct.
type Status43 struct {
	F44 Template45 `json:"f44"`
	F49 Template50 `json:"f49"`
	F52 types.UID `json:"f52,omitempty,omitzero"`
	F53 Mode `json:"f53,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 []byte `json:"f48,omitzero"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 Template47 `json:"f46"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 string `json:"f51"`
}

