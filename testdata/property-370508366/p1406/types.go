package p1406

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
// +k8s:selectableField:jsonPath=".spec.f20"
// +k8s:schema:selectableField:jsonPath=".status.f23",description="The f23 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f24.f26",description="The f26 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f24.f41",default="3"
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.spec.f16`,priority=1
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f24.f26`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f24.f40`,priority=1
// +k8s:printerColumn:name="Col51",type=number,jsonPath=`.status.f45`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f24.f30[0].f34`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f24.f30[?(@.f32==1)].f34`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f56",default="7"
// +k8s:schema:selectableField:jsonPath=".spec.f74",default="5",trigger=true
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f56`,priority=1
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f63`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f66`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f72`,priority=1,description="A column."
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f76`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f77`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f57[*].f59`,priority=1
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.spec.f67.app`
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec55 `json:"spec,omitempty"`
	Status Status75 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col102",type="integer",JSONPath=`.spec.f98`
// +k8s:printerColumn:name="Cel103",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec88 `json:"spec,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 Template7 `json:"f6"`
	F16 *uint64 `json:"f16,omitempty"`
	F17 *metav1.MicroTime `json:"f17,omitempty"`
	*Inline18 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 metav1.MicroTime `json:"f5,omitzero"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 []byte `json:"f10"`
	F11 int `json:"f11,omitempty"`
	F12 *types.UID `json:"f12,omitempty"`
	F13 *resource.Quantity `json:"f13"`
	F14 resource.Quantity `json:"f14"`
	F15 *metav1.Duration `json:"f15,omitzero"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 int64 `json:"f19"`
	F20 Mode `json:"f20,omitempty"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 *int16 `json:"f22,omitzero"`
	F23 int8 `json:"f23,omitempty,omitzero"`
	F24 S25 `json:"f24"`
	F45 float64 `json:"f45,omitzero"`
	F46 types.UID `json:"f46,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 metav1.Duration `json:"f26"`
	F27 Template28 `json:"f27"`
	F30 List39 `json:"f30,omitempty"`
	F40 intstr.IntOrString `json:"f40"`
	F41 *int32 `json:"f41,omitempty"`
	F42 Template43 `json:"f42"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *[]int8 `json:"f29,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 int32 `json:"f32"`
	F33 *Mode `json:"f33,omitempty"`
	F34 string `json:"f34"`
	F35 *uint16 `json:"f35"`
	F36 bool `json:"f36,omitempty,omitzero"`
	F37 uint8 `json:"f37"`
	Skipped38 string `json:"-"`
}

// List39 is a declared list or map type.
type List39 []Item31

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 uint64 `json:"f44"`
}

// Spec55 is a random struct.
type Spec55 struct {
	F56 *uint32 `json:"f56"`
	F57 []Item58 `json:"f57,omitempty"`
	F61 float32 `json:"f61"`
	*Inline62 `json:",inline"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 []byte `json:"f59,omitzero"`
	F60 types.UID `json:"f60,omitempty"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 resource.Quantity `json:"f63,omitzero"`
	F64 *bool `json:"f64,omitempty"`
	F65 *int `json:"f65,omitempty"`
	F66 resource.Quantity `json:"f66"`
	F67 Labels68 `json:"f67"`
	*Inline69 `json:",inline"`
}

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// Inline69 is a random struct.
type Inline69 struct {
	F70 int64 `json:"f70"`
	F71 string `json:"f71,omitempty"`
	F72 []byte `json:"f72"`
	F73 *[]int8 `json:"f73,omitempty"`
	F74 *uint8 `json:"f74,omitzero"`
}

// Status75 is a random struct.
type Status75 struct {
	F76 *Mode `json:"f76,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F77 *types.UID `json:"f77"`
}

// Spec88 is a random struct.
type Spec88 struct {
	F89 List94 `json:"f89"`
	F95 Template96 `json:"f95"`
	F98 uint32 `json:"f98"`
	F99 Template100 `json:"f99"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate104 `json:"template"`
}

// Item90 is a random struct.
type Item90 struct {
	F91 map[string]string `json:"f91"`
	F92 int64 `json:"f92"`
	Skipped93 string `json:"-"`
}

// List94 is a declared list or map type.
type List94 []Item90

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 int32 `json:"f97"`
}

// Template100 is a random struct.
type Template100 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F101 *metav1.Duration `json:"f101"`
}

// PodTemplate104 is a random struct.
type PodTemplate104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

