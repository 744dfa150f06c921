package p1565

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
// +k8s:schema:selectableField:jsonPath=".status.f13",default="6",indexed=true
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col30",type=date,jsonPath=`.status.f12`,description="A column."
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f38",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f41",default="1"
// +k8s:printerColumn:name="Col42",type=number,jsonPath=`.spec.f33`
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.spec.f41`,format=int32
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46",description="The f46 of the kind."
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f46`,format=int32
// +k8s:printerColumn:name="Cel73",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind44-items
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3,omitempty"`
	F10 []int8 `json:"f10"`
}

// S6 is a random struct.
type S6 struct {
	F7 int8 `json:"f7"`
	F8 *intstr.IntOrString `json:"f8"`
	F9 int16 `json:"f9,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *S6 `json:"f5,omitempty"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 metav1.MicroTime `json:"f12,omitempty"`
	F13 *uint16 `json:"f13,omitempty"`
	F14 List26 `json:"f14,omitempty"`
	F27 bool `json:"f27"`
	// +k8s:schema:selectableField:description="The f28 of the kind.",trigger=true
	F28 types.UID `json:"f28"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *metav1.Time `json:"f16,omitempty"`
	F17 uint64 `json:"f17,omitempty,omitzero"`
	F18 *Template19 `json:"f18,omitempty"`
	F21 types.UID `json:"f21"`
	F22 Template23 `json:"f22"`
	Skipped25 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 metav1.Duration `json:"f20"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 types.UID `json:"f24,omitempty"`
}

// List26 is a declared list or map type.
type List26 []Item15

// Spec32 is a random struct.
type Spec32 struct {
	F33 float64 `json:"f33,omitempty"`
	F34 Template35 `json:"f34"`
	F38 uint8 `json:"f38"`
	F39 resource.Quantity `json:"f39"`
	F40 float64 `json:"f40,omitempty"`
	F41 *int `json:"f41,omitempty"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 Labels37 `json:"f36,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 uint16 `json:"f46,omitempty"`
	// +k8s:schema:selectableField:description="The f47 of the kind.",trigger=true
	F47 []byte `json:"f47"`
	F48 *float32 `json:"f48"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate74 `json:"template"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 []byte `json:"f50"`
	F51 *Template52 `json:"f51,omitempty"`
	// +k8s:selectableField:default="5"
	F61 uint8 `json:"f61,omitempty"`
	F62 List71 `json:"f62,omitempty"`
}

// S54 is a random struct.
type S54 struct {
	F55 []int8 `json:"f55,omitempty"`
	F56 int32 `json:"f56,omitempty"`
	F57 resource.Quantity `json:"f57,omitzero"`
	F58 int32 `json:"f58,omitempty"`
	F59 *uint64 `json:"f59"`
	F60 *metav1.Time `json:"f60,omitempty"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 *S54 `json:"f53"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 bool `json:"f64,omitempty"`
	F65 *int16 `json:"f65,omitempty"`
	F66 Template67 `json:"f66,omitempty"`
	F69 Labels70 `json:"f69,omitempty"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 *intstr.IntOrString `json:"f68"`
}

// Labels70 is a declared list or map type.
type Labels70 map[string]string

// List71 is a declared list or map type.
type List71 []Item63

// PodTemplate74 is a random struct.
type PodTemplate74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

