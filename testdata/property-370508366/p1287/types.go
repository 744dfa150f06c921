package p1287

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
// +k8s:printerColumn:name="Cel12",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Dup13",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup13",type=string,jsonPath=`.metadata.name`
// +k8s:subresource:scale:specReplicasPath=".status.x"
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
	F3 uint32 `json:"f3,omitempty"`
	F4 types.UID `json:"f4"`
	// +k8s:selectableField:default="none",indexed=true
	F5 *string `json:"f5,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
	F10 Labels11 `json:"f10"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 Labels9 `json:"f8"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

