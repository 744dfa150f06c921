package p1162

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Dup34",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup34",type=string,jsonPath=`.metadata.name`
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

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f38.f42"
// +k8s:selectableField:jsonPath=".spec.f38.f44",description="The f44 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f38.f46"
// +kubebuilder:selectablefield:JSONPath=".spec.f61"
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f37`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="date",JSONPath=`.spec.f38.f48`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f61`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f63`
// +k8s:printerColumn:name="Cel68",type=string,expression=`has(self.spec) && has(self.spec.f38) && has(self.spec.f38.f42) ? string(self.spec.f38.f42) : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind35
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int8 `json:"f3,omitempty"`
	F4 int16 `json:"f4"`
	F5 List17 `json:"f5,omitempty"`
	F18 List27 `json:"f18,omitempty"`
	F28 Template29 `json:"f28,omitempty"`
	F31 Template32 `json:"f31,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 map[string]string `json:"f7"`
	F8 metav1.Time `json:"f8,omitempty"`
	F9 *[]int8 `json:"f9"`
	Inline10 `json:",inline"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 *metav1.MicroTime `json:"f11"`
	F12 resource.Quantity `json:"f12"`
	F13 metav1.Time `json:"f13,omitempty"`
	F14 int8 `json:"f14"`
	F15 *metav1.Duration `json:"f15"`
	Skipped16 string `json:"-"`
}

// List17 is a declared list or map type.
type List17 []Item6

// Item19 is a random struct.
type Item19 struct {
	F20 *Mode `json:"f20"`
	F21 Labels22 `json:"f21,omitempty"`
	*Inline23 `json:",inline"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Inline23 is a random struct.
type Inline23 struct {
	F24 *metav1.Time `json:"f24"`
	F25 uint64 `json:"f25"`
	F26 *int64 `json:"f26"`
}

// List27 is a declared list or map type.
type List27 []Item19

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 uint16 `json:"f30,omitempty,omitzero"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 Mode `json:"f33,omitempty"`
}

// Spec36 is a random struct.
type Spec36 struct {
	// +k8s:schema:selectableField:description="The f37 of the kind."
	F37 Mode `json:"f37,omitempty"`
	F38 *S39 `json:"f38"`
	F49 List60 `json:"f49"`
	F61 intstr.IntOrString `json:"f61"`
	F62 *resource.Quantity `json:"f62,omitempty"`
	F63 *[]int8 `json:"f63,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate69 `json:"template"`
}

// S39 is a random struct.
type S39 struct {
	F40 float32 `json:"f40,omitzero"`
	F41 metav1.Duration `json:"f41"`
	F42 bool `json:"f42,omitempty"`
	F43 *float32 `json:"f43,omitempty"`
	F44 int `json:"f44,omitempty"`
	Inline45 `json:",inline"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 []byte `json:"f46,omitempty"`
	F47 int32 `json:"f47"`
	F48 metav1.Time `json:"f48,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int32 `json:"f51,omitempty"`
	F52 int32 `json:"f52,omitempty,omitzero"`
	F53 bool `json:"f53,omitempty"`
	Inline54 `json:",inline"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 *uint32 `json:"f55,omitempty"`
	F56 bool `json:"f56,omitzero"`
	F57 int64 `json:"f57"`
	F58 *uint64 `json:"f58,omitempty"`
	F59 *metav1.MicroTime `json:"f59,omitempty,omitzero"`
}

// List60 is a declared list or map type.
type List60 []Item50

// PodTemplate69 is a random struct.
type PodTemplate69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

