package p1479

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
// +kubebuilder:printcolumn:name="Col14",type="string",JSONPath=`.spec.f13`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
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

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f26",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".spec.f28",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f38",description="The f38 of the kind."
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f17.f22`,priority=1
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f17.f24`
// +kubebuilder:printcolumn:name="Col41",type="date",JSONPath=`.spec.f26`,description="A column."
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f28`,priority=1
// +k8s:printerColumn:name="Cel43",type=string,expression=`has(self.spec) && has(self.spec.f28) ? string(self.spec.f28) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec16 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List12 `json:"f3,omitempty"`
	F13 []int8 `json:"f13"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 map[string]string `json:"f6,omitempty"`
	F7 uint64 `json:"f7"`
	F8 metav1.Time `json:"f8,omitempty"`
	*Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 string `json:"f10"`
	F11 string `json:"f11"`
}

// List12 is a declared list or map type.
type List12 []Item4

// Spec16 is a random struct.
type Spec16 struct {
	F17 *S18 `json:"f17"`
	F26 *metav1.Time `json:"f26"`
	F27 float32 `json:"f27,omitempty"`
	F28 int `json:"f28,omitempty"`
	F29 Template30 `json:"f29,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate44 `json:"template"`
}

// S18 is a random struct.
type S18 struct {
	F19 Template20 `json:"f19,omitempty"`
	F22 *types.UID `json:"f22"`
	F23 *uint8 `json:"f23,omitempty"`
	F24 []byte `json:"f24,omitempty,omitzero"`
	Skipped25 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *metav1.Duration `json:"f21"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 float64 `json:"f31,omitempty"`
}

// Status32 is a random struct.
type Status32 struct {
	F33 *intstr.IntOrString `json:"f33,omitempty"`
	F34 Template35 `json:"f34"`
	F37 metav1.Duration `json:"f37,omitempty"`
	F38 int64 `json:"f38"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *uint32 `json:"f36,omitempty,omitzero"`
}

// PodTemplate44 is a random struct.
type PodTemplate44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

