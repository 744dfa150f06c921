package p1562

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
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f11.app`,description="A column."
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f14.app`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f24.app`,description="A column."
// +k8s:printerColumn:name="Cel46",type=string,expression=`has(self.spec) && has(self.spec.f16) ? self.spec.f16 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
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
	F3 List10 `json:"f3,omitempty"`
	F11 Labels12 `json:"f11,omitempty"`
	F13 uint16 `json:"f13,omitempty"`
	F14 Labels15 `json:"f14,omitempty"`
	// +k8s:selectableField
	F16 string `json:"f16"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *float32 `json:"f5"`
	F6 *Template7 `json:"f6"`
	F9 *[]int8 `json:"f9"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 Mode `json:"f8"`
}

// List10 is a declared list or map type.
type List10 []Item4

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Status17 is a random struct.
type Status17 struct {
	F18 int8 `json:"f18"`
	F19 []Item20 `json:"f19,omitempty"`
	F24 map[string]string `json:"f24,omitempty"`
	F25 Template26 `json:"f25"`
	F33 metav1.MicroTime `json:"f33,omitempty"`
	Inline34 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 metav1.MicroTime `json:"f21,omitempty"`
	F22 bool `json:"f22,omitzero"`
	F23 uint32 `json:"f23"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 uint32 `json:"f29"`
	F30 string `json:"f30,omitempty"`
	F31 *uint8 `json:"f31,omitempty,omitzero"`
}

// List32 is a declared list or map type.
type List32 []Item28

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 List32 `json:"f27"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 *Template36 `json:"f35,omitempty"`
	F38 *Template39 `json:"f38,omitempty"`
	F41 float64 `json:"f41,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 int32 `json:"f37,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 float32 `json:"f40,omitempty"`
}

