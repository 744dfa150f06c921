package p1574

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
// +k8s:schema:selectableField:jsonPath=".spec.f22.f25",default="fast",description="The f25 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f22.f28",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f22.f29"
// +k8s:schema:index:field="spec.f22.f29"
// +k8s:schema:selectableField:jsonPath=".spec.f22.f31",description="The f31 of the kind."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f4.f8.f10`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f4.f8.f12`
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.spec.f22.f27`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f13[*].f20`,description="A column."
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

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f85",default="8",description="The f85 of the kind.",indexed=true
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f81`,priority=1,format=int32
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f84`
// +k8s:printerColumn:name="Cel89",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind37-items
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
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
	F3 Mode `json:"f3"`
	F4 *S5 `json:"f4,omitempty"`
	F13 List21 `json:"f13"`
	F22 *S23 `json:"f22"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate36 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 Labels7 `json:"f6"`
	F8 S9 `json:"f8"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// S9 is a random struct.
type S9 struct {
	F10 uint64 `json:"f10,omitempty"`
	F11 *uint16 `json:"f11,omitempty"`
	F12 *string `json:"f12,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 int64 `json:"f15,omitempty"`
	F16 Template17 `json:"f16"`
	F19 *types.UID `json:"f19,omitzero"`
	F20 []byte `json:"f20,omitzero"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *int64 `json:"f18,omitzero"`
}

// List21 is a declared list or map type.
type List21 []Item14

// S23 is a random struct.
type S23 struct {
	// +k8s:schema:selectableField
	F24 *uint32 `json:"f24,omitempty"`
	F25 Mode `json:"f25"`
	Inline26 `json:",inline"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 uint16 `json:"f27,omitempty"`
	F28 int `json:"f28,omitempty"`
	F29 int8 `json:"f29"`
	F30 *float32 `json:"f30"`
	F31 *intstr.IntOrString `json:"f31"`
}

// PodTemplate36 is a random struct.
type PodTemplate36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec38 is a random struct.
type Spec38 struct {
	// +k8s:schema:selectableField
	F39 []byte `json:"f39,omitempty"`
	// +k8s:schema:selectableField
	F40 *metav1.Time `json:"f40,omitempty"`
	F41 []int8 `json:"f41"`
	F42 []Item43 `json:"f42,omitempty"`
	F76 metav1.Time `json:"f76"`
	Inline77 `json:",inline"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 []Item45 `json:"f44"`
	F52 metav1.Time `json:"f52,omitempty,omitzero"`
	F53 *S54 `json:"f53,omitempty"`
	F61 []Item62 `json:"f61,omitempty"`
	F69 S70 `json:"f69,omitempty"`
	F74 *types.UID `json:"f74,omitempty,omitzero"`
	Skipped75 string `json:"-"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 int `json:"f46,omitempty"`
	F47 *Mode `json:"f47,omitempty"`
	F48 int32 `json:"f48"`
	F49 []byte `json:"f49"`
	F50 *uint32 `json:"f50"`
	F51 *[]int8 `json:"f51,omitempty"`
}

// S54 is a random struct.
type S54 struct {
	F55 int16 `json:"f55"`
	F56 int32 `json:"f56,omitempty"`
	F57 []int8 `json:"f57"`
	F58 int32 `json:"f58"`
	F59 *int `json:"f59"`
	F60 *metav1.Time `json:"f60,omitempty,omitzero"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 *int32 `json:"f63"`
	F64 *float32 `json:"f64,omitempty"`
	F65 metav1.Duration `json:"f65,omitzero"`
	F66 *resource.Quantity `json:"f66,omitempty"`
	F67 *intstr.IntOrString `json:"f67"`
	F68 *uint16 `json:"f68"`
}

// S70 is a random struct.
type S70 struct {
	F71 types.UID `json:"f71,omitempty"`
	F72 int16 `json:"f72"`
	F73 metav1.MicroTime `json:"f73,omitempty"`
}

// Inline77 is a random struct.
type Inline77 struct {
	F78 *metav1.Time `json:"f78"`
	F79 *uint16 `json:"f79,omitempty"`
	*Inline80 `json:",inline"`
}

// Inline80 is a random struct.
type Inline80 struct {
	F81 uint16 `json:"f81,omitempty"`
	// +k8s:selectableField
	F82 uint64 `json:"f82,omitempty"`
	F83 *Mode `json:"f83,omitempty"`
	F84 intstr.IntOrString `json:"f84,omitempty"`
	F85 *uint64 `json:"f85"`
	F86 int16 `json:"f86"`
}

