package p1546

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
// +k8s:schema:selectableField:jsonPath=".status.f28",default="fast"
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f5[0].f9`
// +k8s:printerColumn:name="Cel31",type=string,expression=`has(self.status) && has(self.status.f28) ? self.status.f28 : "none"`
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f54",description="The f54 of the kind."
// +k8s:selectableField:jsonPath=".spec.f60",default="fast"
// +k8s:printerColumn:name="Col66",type=number,jsonPath=`.spec.f49`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f51`
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f54`,priority=1
// +k8s:printerColumn:name="Col69",type=integer,jsonPath=`.spec.f55`,priority=1
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.spec.f59`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f35[*].f47`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f35[0].f47`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f50.app`
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.spec) && has(self.spec.f51) ? self.spec.f51 : "none"`
// +k8s:schema:scope=Cluster
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec34 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 []Item6 `json:"f5,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate32 `json:"template"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item6 is a random struct.
type Item6 struct {
	F7 *int8 `json:"f7,omitempty"`
	F8 *bool `json:"f8"`
	F9 []int8 `json:"f9,omitempty,omitzero"`
	F10 Template11 `json:"f10,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *float64 `json:"f12,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 Labels15 `json:"f14,omitempty"`
	F16 List27 `json:"f16,omitempty"`
	F28 Mode `json:"f28"`
	Skipped29 string `json:"-"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 float32 `json:"f18"`
	F19 *resource.Quantity `json:"f19,omitzero"`
	Inline20 `json:",inline"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 []byte `json:"f21"`
	F22 *string `json:"f22"`
	F23 string `json:"f23"`
	F24 bool `json:"f24,omitempty"`
	F25 *int8 `json:"f25,omitempty"`
	F26 int16 `json:"f26,omitempty"`
}

// List27 is a declared list or map type.
type List27 []Item17

// PodTemplate32 is a random struct.
type PodTemplate32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 []Item36 `json:"f35,omitempty"`
	F49 float64 `json:"f49,omitzero"`
	F50 map[string]string `json:"f50"`
	F51 string `json:"f51,omitempty,omitzero"`
	Inline52 `json:",inline"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 Labels38 `json:"f37,omitempty"`
	F39 *S40 `json:"f39,omitempty"`
	F46 map[string]string `json:"f46,omitempty"`
	F47 metav1.Duration `json:"f47,omitempty"`
	F48 uint64 `json:"f48,omitzero"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// S40 is a random struct.
type S40 struct {
	F41 *intstr.IntOrString `json:"f41"`
	F42 metav1.Duration `json:"f42,omitempty"`
	F43 *float32 `json:"f43"`
	F44 *bool `json:"f44,omitzero"`
	Skipped45 string `json:"-"`
}

// Inline52 is a random struct.
type Inline52 struct {
	// +k8s:schema:selectableField
	F53 uint16 `json:"f53,omitempty"`
	F54 *uint32 `json:"f54,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F55 int16 `json:"f55,omitempty"`
	F56 Template57 `json:"f56"`
	F59 *uint16 `json:"f59"`
	F60 Mode `json:"f60,omitempty"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 metav1.MicroTime `json:"f58,omitempty,omitzero"`
}

// Status61 is a random struct.
type Status61 struct {
	// +k8s:schema:selectableField
	F62 *int16 `json:"f62,omitempty"`
	F63 Template64 `json:"f63,omitempty"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 uint64 `json:"f65,omitempty"`
}

