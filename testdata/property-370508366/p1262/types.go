package p1262

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +kubebuilder:printcolumn:name="Col7",type="integer",JSONPath=`.spec.f6`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col8",type="string",JSONPath=`.spec.f5.app`,priority=1
// +k8s:printerColumn:name="Cel9",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +genclient:nonNamespaced
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

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:index:field="spec.f4"
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f5.app`
// +kubebuilder:printcolumn:name="Dup12",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup12",type="string",JSONPath=`.metadata.name`,priority=1
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f15"
// +k8s:schema:selectableField:jsonPath=".spec.f24.f30.f33",description="The f33 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f24.f36",indexed=true
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f23`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f24.f26`
// +kubebuilder:printcolumn:name="Col47",type="date",JSONPath=`.spec.f24.f30.f34`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f24.f36`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f40`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.status.f43`
// +kubebuilder:printcolumn:name="Col52",type="date",JSONPath=`.status.f44`,priority=1
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.status) && has(self.status.f42) ? self.status.f42 : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind13
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec14 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
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
	F3 uint16 `json:"f3"`
	F4 Mode `json:"f4"`
	F5 map[string]string `json:"f5,omitempty"`
	// +k8s:schema:selectableField
	F6 uint32 `json:"f6"`
}

// Spec14 is a random struct.
type Spec14 struct {
	F15 *uint8 `json:"f15,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	F23 uint64 `json:"f23,omitempty"`
	F24 S25 `json:"f24,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate54 `json:"template"`
}

// S17 is a random struct.
type S17 struct {
	F18 []int8 `json:"f18"`
	F19 Template20 `json:"f19"`
	F22 metav1.Time `json:"f22,omitempty"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *intstr.IntOrString `json:"f21,omitzero"`
}

// S25 is a random struct.
type S25 struct {
	F26 []byte `json:"f26"`
	F27 Template28 `json:"f27,omitempty"`
	F30 S31 `json:"f30"`
	F36 []byte `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 int32 `json:"f29"`
}

// S31 is a random struct.
type S31 struct {
	F32 *metav1.Time `json:"f32,omitempty"`
	F33 uint32 `json:"f33,omitempty"`
	F34 *metav1.MicroTime `json:"f34,omitempty"`
	F35 uint64 `json:"f35,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 uint16 `json:"f39,omitempty"`
	F40 *types.UID `json:"f40,omitempty"`
	// +k8s:selectableField:default="5"
	F41 uint8 `json:"f41,omitempty"`
	F42 *Mode `json:"f42,omitempty"`
	F43 bool `json:"f43"`
	F44 metav1.Time `json:"f44,omitempty,omitzero"`
}

// PodTemplate54 is a random struct.
type PodTemplate54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

