package p1315

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
// +kubebuilder:printcolumn:name="Col6",type="integer",JSONPath=`.spec.f3`,description="A column.",format=int32
// +k8s:printerColumn:name="Cel7",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind9 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +k8s:selectableField:jsonPath=".spec.f4",default="fast",description="The f4 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f12.f21[*].f23`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f12.f21[0].f23`,description="A column."
// +kubebuilder:subresource:status
type Kind9 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind9List is a list of Kind9.
//
// +kubebuilder:object:root=true
type Kind9List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind9 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f35",default="-1",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f40"
// +k8s:schema:index:field="spec.f40"
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f36.app`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f34) ? string(self.spec.f34) : "none"`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec33 `json:"spec,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int64 `json:"f3,omitempty"`
	F4 Mode `json:"f4"`
	F5 *int `json:"f5"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate8 `json:"template"`
}

// PodTemplate8 is a random struct.
type PodTemplate8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 int16 `json:"f11,omitempty"`
	F12 *S13 `json:"f12,omitempty"`
}

// S13 is a random struct.
type S13 struct {
	F14 []Item15 `json:"f14,omitempty"`
	F21 List26 `json:"f21"`
	F27 Template28 `json:"f27,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 float32 `json:"f16,omitempty"`
	F17 *uint8 `json:"f17"`
	F18 metav1.MicroTime `json:"f18"`
	F19 *types.UID `json:"f19,omitempty"`
	F20 *metav1.MicroTime `json:"f20,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 uint64 `json:"f23,omitempty"`
	F24 bool `json:"f24"`
	F25 Mode `json:"f25,omitempty"`
}

// List26 is a declared list or map type.
type List26 []Item22

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *int16 `json:"f29"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 *bool `json:"f34,omitempty"`
	F35 int8 `json:"f35,omitempty"`
	F36 Labels37 `json:"f36"`
	F38 intstr.IntOrString `json:"f38,omitempty"`
	F39 resource.Quantity `json:"f39,omitempty"`
	F40 uint16 `json:"f40,omitempty,omitzero"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

