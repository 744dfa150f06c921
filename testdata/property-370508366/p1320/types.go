package p1320

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
// +k8s:printerColumn:name="Cel5",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind6 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f8`,priority=1
// +kubebuilder:printcolumn:name="Col12",type="integer",JSONPath=`.spec.f9`
type Kind6 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec7 `json:"spec,omitempty"`
}

// Kind6List is a list of Kind6.
//
// +kubebuilder:object:root=true
type Kind6List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind6 `json:"items"`
}

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col30",type="number",JSONPath=`.status.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.status.f19.f24`
// +k8s:printerColumn:name="Cel32",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind13
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec7 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
}

// Spec7 is a random struct.
type Spec7 struct {
	F8 intstr.IntOrString `json:"f8"`
	F9 *uint16 `json:"f9"`
	Skipped10 string `json:"-"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 Labels16 `json:"f15,omitempty"`
	F17 int64 `json:"f17,omitempty,omitzero"`
	F18 float32 `json:"f18,omitempty"`
	F19 S20 `json:"f19,omitempty"`
	F29 Mode `json:"f29,omitempty"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// S20 is a random struct.
type S20 struct {
	F21 Template22 `json:"f21"`
	F24 int `json:"f24"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *Template27 `json:"f26"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 *int32 `json:"f23,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 uint8 `json:"f28,omitempty,omitzero"`
}

