package p1278

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
// +k8s:schema:selectableField:jsonPath=".spec.f22",indexed=true
// +k8s:printerColumn:name="Col26",type=integer,jsonPath=`.spec.f4.f6`,description="A column."
// +k8s:printerColumn:name="Col27",type=number,jsonPath=`.spec.f4.f19`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f23.app`
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:index:field="spec.notDeclared"
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

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f22`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f4.f13[*].f15`,description="A column."
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f4.f13[0].f15`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f4.f13[?(@.f15=="x")].f15`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f4.f20.app`
// +k8s:printerColumn:name="Cel36",type=string,expression=`has(self.spec) && has(self.spec.f25) ? self.spec.f25 : "none"`
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3"`
	F4 *S5 `json:"f4,omitempty"`
	F22 *uint8 `json:"f22,omitempty"`
	F23 Labels24 `json:"f23"`
	F25 Mode `json:"f25"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField:default="-1"
	F6 int8 `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
	F13 List18 `json:"f13,omitempty"`
	F19 float32 `json:"f19,omitzero"`
	F20 Labels21 `json:"f20"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Mode `json:"f9"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 []byte `json:"f12"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 string `json:"f15"`
	F16 *metav1.MicroTime `json:"f16,omitempty"`
	F17 uint8 `json:"f17,omitempty"`
}

// List18 is a declared list or map type.
type List18 []Item14

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Labels24 is a declared list or map type.
type Labels24 map[string]string

