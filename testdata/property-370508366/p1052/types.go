package p1052

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f8.f11",trigger=true
// +k8s:selectableField:jsonPath=".spec.f3.f13"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f15.f17",indexed=true
// +k8s:selectableField:jsonPath=".spec.f3.f15.f20",indexed=true
// +k8s:printerColumn:name="Col34",type=number,jsonPath=`.spec.f3.f8.f10`
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f3.f12`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f3.f15.f18`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f3.f15.f22`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f24.f26.f28`,priority=1
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f24.f26.f29`,priority=1
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f24.f31`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f33`
// +k8s:printerColumn:name="Cel42",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f45"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col72",type=number,jsonPath=`.spec.f55`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f71`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f56.f58[*].f60`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f56.f58[0].f60`,priority=1
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f56.f58[?(@.f60=="fast")].f60`
// +k8s:printerColumn:name="Cel77",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec54 `json:"spec,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F24 *S25 `json:"f24"`
	F33 *resource.Quantity `json:"f33,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5,omitempty"`
	F8 S9 `json:"f8,omitempty"`
	// +k8s:schema:selectableField
	F12 int16 `json:"f12,omitzero"`
	F13 int `json:"f13"`
	F14 *types.UID `json:"f14,omitempty"`
	F15 *S16 `json:"f15,omitempty"`
	Skipped23 string `json:"-"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 Mode `json:"f7"`
}

// S9 is a random struct.
type S9 struct {
	F10 *float64 `json:"f10,omitempty"`
	F11 metav1.Duration `json:"f11,omitempty"`
}

// S16 is a random struct.
type S16 struct {
	F17 uint32 `json:"f17,omitempty"`
	F18 types.UID `json:"f18,omitzero"`
	F19 int32 `json:"f19,omitempty"`
	F20 uint32 `json:"f20"`
	// +k8s:schema:selectableField:description="The f21 of the kind."
	F21 types.UID `json:"f21,omitempty"`
	F22 uint8 `json:"f22,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 S27 `json:"f26,omitempty"`
	F30 *types.UID `json:"f30,omitzero"`
	F31 string `json:"f31,omitempty,omitzero"`
	F32 metav1.MicroTime `json:"f32,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 resource.Quantity `json:"f28,omitzero"`
	F29 types.UID `json:"f29,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	F45 bool `json:"f45"`
	F46 Labels47 `json:"f46"`
	F48 Template49 `json:"f48,omitempty"`
	Skipped51 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate52 `json:"template"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 int8 `json:"f50"`
}

// PodTemplate52 is a random struct.
type PodTemplate52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 float32 `json:"f55,omitempty"`
	F56 *S57 `json:"f56"`
	F68 *Template69 `json:"f68"`
	// +k8s:selectableField:default="8"
	F71 uint64 `json:"f71"`
}

// S57 is a random struct.
type S57 struct {
	F58 List65 `json:"f58"`
	F66 uint8 `json:"f66,omitempty,omitzero"`
	Skipped67 string `json:"-"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 Mode `json:"f60,omitzero"`
	F61 int8 `json:"f61,omitempty"`
	F62 uint32 `json:"f62,omitempty,omitzero"`
	F63 int `json:"f63"`
	Skipped64 string `json:"-"`
}

// List65 is a declared list or map type.
type List65 []Item59

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 *bool `json:"f70,omitzero"`
}

