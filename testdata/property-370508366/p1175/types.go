package p1175

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:selectableField:jsonPath=".status.f22.f25"
// +k8s:schema:selectableField:jsonPath=".status.f22.f26"
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f7`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f22.f26`,priority=1
// +k8s:printerColumn:name="Col35",type=date,jsonPath=`.status.f22.f27`,priority=1
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f29`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f30`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f21.app`,description="A column."
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f41",trigger=true
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f49`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f53`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f54`
// +k8s:selectorGeneration
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 types.UID `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F4 *int8 `json:"f4,omitempty"`
	F5 *types.UID `json:"f5,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 Mode `json:"f7,omitempty"`
	F8 []Item9 `json:"f8"`
	*Inline20 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 []byte `json:"f10"`
	F11 map[string]string `json:"f11,omitempty"`
	F12 List18 `json:"f12,omitempty"`
	F19 *types.UID `json:"f19,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 bool `json:"f14"`
	F15 int64 `json:"f15,omitempty"`
	F16 uint32 `json:"f16"`
	F17 float32 `json:"f17,omitempty"`
}

// List18 is a declared list or map type.
type List18 []Item13

// Inline20 is a random struct.
type Inline20 struct {
	F21 map[string]string `json:"f21,omitempty"`
	F22 *S23 `json:"f22,omitempty"`
	Inline28 `json:",inline"`
}

// S23 is a random struct.
type S23 struct {
	F24 types.UID `json:"f24,omitempty"`
	F25 *string `json:"f25"`
	F26 Mode `json:"f26"`
	F27 metav1.MicroTime `json:"f27,omitempty"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *uint16 `json:"f29,omitempty"`
	F30 []int8 `json:"f30,omitempty"`
}

// Spec40 is a random struct.
type Spec40 struct {
	F41 uint8 `json:"f41"`
	F42 *Template43 `json:"f42,omitempty"`
	Skipped47 string `json:"-"`
	Inline48 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate59 `json:"template"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 float64 `json:"f46,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *Template45 `json:"f44"`
}

// Inline48 is a random struct.
type Inline48 struct {
	F49 uint32 `json:"f49"`
	F50 map[string]string `json:"f50,omitempty"`
	F51 map[string]string `json:"f51"`
	F52 *[]int8 `json:"f52"`
	// +k8s:selectableField
	F53 uint32 `json:"f53,omitzero"`
	// +k8s:schema:selectableField
	F54 uint64 `json:"f54,omitempty"`
}

// PodTemplate59 is a random struct.
type PodTemplate59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

