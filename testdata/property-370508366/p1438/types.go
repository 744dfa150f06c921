package p1438

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",default="2024-01-02T15:04:05Z"
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +k8s:schema:selectableField:jsonPath=".spec.f20",description="The f20 of the kind."
// +kubebuilder:printcolumn:name="Col23",type="date",JSONPath=`.spec.f10`,priority=1
// +kubebuilder:printcolumn:name="Col24",type="integer",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f14`
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f15`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f19`,priority=1
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f20`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3.f6",default="1",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f8",indexed=true
// +k8s:selectableField:jsonPath=".spec.f10"
// +k8s:selectableField:jsonPath=".spec.f15",default="4"
// +k8s:selectableField:jsonPath=".spec.f20",indexed=true
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f8`,description="A column."
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f15`,description="A column."
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.spec.f19`,priority=1,description="A column."
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f20`,priority=1
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f50"
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f44`,description="A column."
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f48.app`
// +genclient:nonNamespaced
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec38 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F8 int32 `json:"f8,omitempty"`
	*Inline9 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate30 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 float32 `json:"f5"`
	F6 int `json:"f6"`
	// +k8s:schema:selectableField:indexed=true
	F7 *metav1.MicroTime `json:"f7,omitempty,omitzero"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 metav1.Time `json:"f10,omitempty"`
	F11 Mode `json:"f11,omitempty,omitzero"`
	F12 []int8 `json:"f12"`
	F13 *int16 `json:"f13,omitzero"`
	F14 Mode `json:"f14"`
	F15 int64 `json:"f15"`
	Skipped16 string `json:"-"`
	Inline17 `json:",inline"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 []int8 `json:"f18,omitempty"`
	F19 uint32 `json:"f19"`
	F20 metav1.Duration `json:"f20,omitzero"`
	F21 metav1.Time `json:"f21,omitzero"`
	// +k8s:selectableField
	F22 uint64 `json:"f22,omitempty,omitzero"`
}

// PodTemplate30 is a random struct.
type PodTemplate30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec38 is a random struct.
type Spec38 struct {
	// +k8s:selectableField:default="none"
	F39 *string `json:"f39,omitempty"`
	// +k8s:selectableField
	F40 bool `json:"f40,omitzero"`
	F41 *Template42 `json:"f41,omitempty"`
	F44 types.UID `json:"f44,omitempty"`
	F45 *Template46 `json:"f45,omitempty"`
	F48 map[string]string `json:"f48"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 bool `json:"f43"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 uint32 `json:"f47,omitempty"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 uint64 `json:"f50,omitempty"`
	F51 *[]int8 `json:"f51"`
}

