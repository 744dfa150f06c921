package p1140

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
// +k8s:printerColumn:name="Col5",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Cel6",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f10.f13",default="80",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f10.f22"
// +k8s:schema:selectableField:jsonPath=".spec.f27.f37",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f46.f48",description="The f48 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f60"
// +k8s:schema:selectableField:jsonPath=".status.f62"
// +k8s:printerColumn:name="Col69",type=date,jsonPath=`.spec.f10.f15`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f27.f29`
// +k8s:printerColumn:name="Col71",type=number,jsonPath=`.spec.f44`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f45`
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.spec.f46.f48`,priority=1
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f46.f49`,priority=1,description="A column."
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f46.f50`,format=int32
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.status.f56`,priority=1,format=int32
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.status.f63`,description="A column."
// +k8s:printerColumn:name="Col78",type=boolean,jsonPath=`.status.f66`,priority=1,description="A column."
// +k8s:printerColumn:name="Col79",type=date,jsonPath=`.status.f67`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f52.app`
// +k8s:printerColumn:name="Cel81",type=string,expression=`has(self.spec) && has(self.spec.f45) ? self.spec.f45 : "none"`
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint32 `json:"f3"`
	F4 types.UID `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate7 `json:"template"`
}

// PodTemplate7 is a random struct.
type PodTemplate7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 S11 `json:"f10"`
	F27 *S28 `json:"f27,omitempty"`
	F39 int `json:"f39"`
	Inline40 `json:",inline"`
}

// S11 is a random struct.
type S11 struct {
	F12 *string `json:"f12,omitzero"`
	F13 *intstr.IntOrString `json:"f13"`
	F14 map[string]string `json:"f14"`
	F15 *metav1.Time `json:"f15,omitempty"`
	F16 map[string]string `json:"f16,omitempty"`
	F17 Template18 `json:"f17,omitempty"`
	Inline20 `json:",inline"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 float64 `json:"f19,omitempty"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 Mode `json:"f21,omitempty"`
	F22 []byte `json:"f22"`
	F23 *[]int8 `json:"f23,omitempty"`
	F24 []byte `json:"f24,omitempty"`
	F25 []int8 `json:"f25,omitempty"`
	F26 *bool `json:"f26"`
}

// S28 is a random struct.
type S28 struct {
	F29 []int8 `json:"f29,omitempty"`
	F30 []Item31 `json:"f30,omitempty"`
	F37 uint16 `json:"f37"`
	Skipped38 string `json:"-"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 []int8 `json:"f32"`
	F33 int32 `json:"f33,omitempty"`
	F34 int32 `json:"f34,omitempty"`
	F35 metav1.Time `json:"f35"`
	F36 types.UID `json:"f36,omitempty"`
}

// Inline40 is a random struct.
type Inline40 struct {
	F41 *Template42 `json:"f41"`
	F44 *float64 `json:"f44"`
	F45 *string `json:"f45"`
	F46 S47 `json:"f46,omitempty"`
	F52 Labels53 `json:"f52,omitempty"`
	Skipped54 string `json:"-"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 *Mode `json:"f43,omitempty"`
}

// S47 is a random struct.
type S47 struct {
	F48 uint16 `json:"f48"`
	F49 intstr.IntOrString `json:"f49,omitempty"`
	F50 *int8 `json:"f50"`
	F51 *int16 `json:"f51"`
}

// Labels53 is a declared list or map type.
type Labels53 map[string]string

// Status55 is a random struct.
type Status55 struct {
	F56 int8 `json:"f56,omitempty"`
	F57 *int16 `json:"f57,omitempty"`
	F58 *float32 `json:"f58"`
	F59 *bool `json:"f59,omitempty"`
	F60 types.UID `json:"f60"`
	Inline61 `json:",inline"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 int32 `json:"f62"`
	F63 []int8 `json:"f63"`
	*Inline64 `json:",inline"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 *float32 `json:"f65,omitempty"`
	F66 bool `json:"f66"`
	F67 metav1.MicroTime `json:"f67,omitzero"`
	F68 int8 `json:"f68,omitempty"`
}

