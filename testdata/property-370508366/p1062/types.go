package p1062

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
// +k8s:printerColumn:name="Col11",type=integer,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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
	F3 Template4 `json:"f3"`
	F6 int8 `json:"f6,omitempty,omitzero"`
	F7 *int8 `json:"f7,omitempty"`
	F8 Labels9 `json:"f8,omitempty"`
	Skipped10 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []byte `json:"f5,omitempty"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

