package p1544

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
// +k8s:selectableField:jsonPath=".spec.f6",default="2",description="The f6 of the kind."
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f33`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.status.f10[*].f12`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f24.f27[0].f29`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f24.f32.app`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.status) && has(self.status.f9) ? string(self.status.f9) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f43",description="The f43 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f62",default="fast",description="The f62 of the kind."
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f43`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f52`,description="A column."
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f42.app`
// +k8s:subresource:status
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3,omitempty"`
	F6 *int16 `json:"f6"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 map[string]string `json:"f5"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 *[]int8 `json:"f8,omitzero"`
	// +k8s:schema:selectableField:indexed=true
	F9 int `json:"f9,omitempty"`
	F10 []Item11 `json:"f10,omitempty"`
	F24 S25 `json:"f24,omitempty"`
	F33 []byte `json:"f33,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 []byte `json:"f12"`
	F13 List17 `json:"f13,omitempty"`
	F18 []Item19 `json:"f18,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 uint16 `json:"f15"`
	F16 intstr.IntOrString `json:"f16,omitempty"`
}

// List17 is a declared list or map type.
type List17 []Item14

// Item19 is a random struct.
type Item19 struct {
	F20 int64 `json:"f20"`
	F21 uint32 `json:"f21,omitempty,omitzero"`
	F22 *Mode `json:"f22"`
	F23 *int64 `json:"f23,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 uint8 `json:"f26,omitempty"`
	F27 []Item28 `json:"f27,omitempty"`
	F32 map[string]string `json:"f32"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 uint64 `json:"f29,omitempty"`
	F30 *types.UID `json:"f30,omitempty"`
	F31 *int16 `json:"f31"`
}

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 map[string]string `json:"f42,omitempty"`
	F43 []byte `json:"f43,omitempty"`
	F44 Template45 `json:"f44,omitempty"`
	F47 Template48 `json:"f47"`
	Inline51 `json:",inline"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 *float64 `json:"f46"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 Labels50 `json:"f49,omitempty"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 Mode `json:"f52,omitempty,omitzero"`
	F53 Template54 `json:"f53,omitempty"`
	F56 Template57 `json:"f56"`
	F59 metav1.MicroTime `json:"f59"`
	F60 []byte `json:"f60,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 uint32 `json:"f55"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 *uint8 `json:"f58"`
}

// Status61 is a random struct.
type Status61 struct {
	F62 Mode `json:"f62,omitempty"`
	F63 *Mode `json:"f63,omitempty,omitzero"`
	F64 *Template65 `json:"f64"`
	F69 string `json:"f69"`
	F70 Template71 `json:"f70"`
	F73 types.UID `json:"f73"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 *metav1.MicroTime `json:"f68,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 *Template67 `json:"f66,omitempty"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 resource.Quantity `json:"f72,omitempty"`
}

