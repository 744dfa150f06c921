package p1119

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f21",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f25"
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col32",type="date",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col33",type="number",JSONPath=`.status.f16`,description="A column."
// +kubebuilder:printcolumn:name="Col34",type="date",JSONPath=`.status.f20`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f5.app`,description="A column."
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
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
	F3 *types.UID `json:"f3,omitempty,omitzero"`
	F4 Mode `json:"f4"`
	F5 map[string]string `json:"f5,omitempty"`
	F6 metav1.Time `json:"f6,omitempty"`
	// +k8s:selectableField:description="The f7 of the kind."
	F7 metav1.Time `json:"f7"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 []byte `json:"f9"`
	F10 *Template11 `json:"f10,omitempty"`
	F13 uint32 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 Mode `json:"f12,omitempty"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 float64 `json:"f16"`
	F17 Template18 `json:"f17,omitempty"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 metav1.Time `json:"f20"`
	F21 bool `json:"f21"`
	F22 metav1.MicroTime `json:"f22"`
	*Inline23 `json:",inline"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 intstr.IntOrString `json:"f19"`
}

// Inline23 is a random struct.
type Inline23 struct {
	// +k8s:schema:selectableField
	F24 int `json:"f24,omitempty"`
	F25 *string `json:"f25,omitempty"`
	F26 []byte `json:"f26"`
	F27 Mode `json:"f27"`
	F28 *float64 `json:"f28,omitempty"`
	F29 *metav1.MicroTime `json:"f29,omitempty"`
}

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

