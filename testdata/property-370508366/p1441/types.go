package p1441

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
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f3[0].f5`
// +k8s:printerColumn:name="Cel53",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f22",default="7"
// +k8s:schema:selectableField:jsonPath=".status.f56"
// +k8s:selectableField:jsonPath=".status.f57",default="2",description="The f57 of the kind."
// +k8s:printerColumn:name="Col67",type=integer,jsonPath=`.spec.f22`,format=int32
// +k8s:printerColumn:name="Col68",type=number,jsonPath=`.status.f66`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f3[*].f5`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f3[0].f5`,priority=1
// +k8s:printerColumn:name="Cel71",type=string,expression=`has(self.status) && has(self.status.f56) ? self.status.f56 : "none"`
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F22 uint32 `json:"f22"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 types.UID `json:"f5,omitempty"`
	F6 List14 `json:"f6,omitempty"`
	F15 []int8 `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
	Inline17 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *int16 `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9,omitzero"`
	F10 []byte `json:"f10"`
	F11 uint32 `json:"f11"`
	F12 intstr.IntOrString `json:"f12,omitzero"`
	F13 *metav1.Duration `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item7

// Inline17 is a random struct.
type Inline17 struct {
	F18 *bool `json:"f18,omitempty,omitzero"`
	F19 uint32 `json:"f19"`
	F20 string `json:"f20,omitempty"`
	Skipped21 string `json:"-"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 Template25 `json:"f24,omitempty"`
	F29 Labels30 `json:"f29,omitempty"`
	// +k8s:schema:selectableField
	F31 int32 `json:"f31,omitempty"`
	F32 []Item33 `json:"f32,omitempty"`
	*Inline46 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 int16 `json:"f28,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 *Template27 `json:"f26"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// Item33 is a random struct.
type Item33 struct {
	F34 uint8 `json:"f34"`
	F35 *int `json:"f35,omitempty"`
	F36 *int32 `json:"f36"`
	F37 *int32 `json:"f37,omitempty"`
	F38 map[string]string `json:"f38"`
	F39 *S40 `json:"f39,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 int `json:"f41,omitempty,omitzero"`
	F42 Mode `json:"f42,omitempty"`
	F43 bool `json:"f43"`
	F44 bool `json:"f44"`
	Skipped45 string `json:"-"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 *float64 `json:"f47"`
	F48 *Template49 `json:"f48,omitempty"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 uint32 `json:"f50"`
}

// Status55 is a random struct.
type Status55 struct {
	F56 Mode `json:"f56,omitempty"`
	F57 int16 `json:"f57,omitempty"`
	F58 List65 `json:"f58"`
	F66 float32 `json:"f66"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 metav1.Time `json:"f60,omitzero"`
	F61 Template62 `json:"f61"`
	Skipped64 string `json:"-"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 int16 `json:"f63,omitempty,omitzero"`
}

// List65 is a declared list or map type.
type List65 []Item59

