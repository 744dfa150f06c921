package p1481

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
// +k8s:schema:selectableField:jsonPath=".spec.f8.f11.f14",trigger=true
// +k8s:printerColumn:name="Col34",type=number,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f8.f11.f13`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f8.f19.f21`,priority=1
// +k8s:printerColumn:name="Col38",type=number,jsonPath=`.spec.f8.f26`
// +k8s:printerColumn:name="Col39",type=date,jsonPath=`.spec.f30`,description="A column."
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f31`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f27.app`
// +k8s:printerColumn:name="Cel42",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
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

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47"
// +k8s:schema:selectableField:jsonPath=".spec.f48.f53"
// +k8s:schema:selectableField:jsonPath=".spec.f59"
// +k8s:selectableField:jsonPath=".spec.f61",default="7",description="The f61 of the kind.",trigger=true
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f59`,description="A column."
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.spec.f61`,format=int32
// +k8s:printerColumn:name="Col67",type=number,jsonPath=`.spec.f62`,description="A column."
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f63`,priority=1
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f64`,priority=1
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
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
	F3 float64 `json:"f3"`
	F4 *Template5 `json:"f4"`
	F7 []byte `json:"f7,omitempty"`
	F8 S9 `json:"f8"`
	F27 map[string]string `json:"f27"`
	*Inline28 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 map[string]string `json:"f6,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 *resource.Quantity `json:"f10,omitempty"`
	F11 S12 `json:"f11,omitempty"`
	F19 S20 `json:"f19,omitempty"`
	F23 Template24 `json:"f23"`
	F26 float64 `json:"f26"`
}

// S12 is a random struct.
type S12 struct {
	F13 int64 `json:"f13,omitempty"`
	F14 types.UID `json:"f14,omitzero"`
	F15 uint8 `json:"f15"`
	F16 float32 `json:"f16"`
	F17 *types.UID `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// S20 is a random struct.
type S20 struct {
	F21 string `json:"f21,omitempty,omitzero"`
	F22 *int `json:"f22"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 int64 `json:"f25,omitempty"`
}

// Inline28 is a random struct.
type Inline28 struct {
	// +k8s:schema:selectableField:default="8",description="The f29 of the kind."
	F29 uint64 `json:"f29,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F30 metav1.Time `json:"f30,omitzero"`
	F31 *uint64 `json:"f31,omitempty"`
	// +k8s:selectableField
	F32 *metav1.Time `json:"f32,omitzero"`
	F33 *int64 `json:"f33,omitempty"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	// +k8s:schema:selectableField
	F46 int16 `json:"f46"`
	F47 Mode `json:"f47,omitempty"`
	F48 S49 `json:"f48"`
	Inline54 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate70 `json:"template"`
}

// S49 is a random struct.
type S49 struct {
	F50 Template51 `json:"f50"`
	F53 bool `json:"f53"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 *float32 `json:"f52,omitempty"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 int32 `json:"f55,omitempty"`
	F56 uint8 `json:"f56"`
	Skipped57 string `json:"-"`
	Inline58 `json:",inline"`
}

// Inline58 is a random struct.
type Inline58 struct {
	F59 *string `json:"f59"`
	// +k8s:selectableField
	F60 []byte `json:"f60,omitempty"`
	F61 *uint32 `json:"f61"`
	F62 float32 `json:"f62"`
	F63 *int32 `json:"f63,omitempty"`
	F64 []byte `json:"f64"`
}

// PodTemplate70 is a random struct.
type PodTemplate70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

