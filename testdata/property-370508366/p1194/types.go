package p1194

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f8.f11"
// +k8s:selectableField:jsonPath=".spec.f3.f8.f12",description="The f12 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f28.f30",indexed=true
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f3.f8.f11`
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.spec.f3.f8.f12`,priority=1
// +k8s:printerColumn:name="Col67",type=boolean,jsonPath=`.spec.f28.f33`,description="A column."
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f28.f34`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f36`
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.spec.f38`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f43`
// +k8s:printerColumn:name="Col72",type=number,jsonPath=`.status.f51`
// +k8s:printerColumn:name="Col73",type=boolean,jsonPath=`.status.f63`,priority=1
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f22[*].f24`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f22[0].f24`,priority=1
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f37.app`
// +k8s:printerColumn:name="Cel77",type=string,expression=`has(self.spec) && has(self.spec.f45) ? string(self.spec.f45) : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",description="The f20 of the kind.",trigger=true
	F20 metav1.Time `json:"f20,omitzero"`
	Inline21 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate78 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 *Template6 `json:"f5"`
	F8 S9 `json:"f8,omitempty"`
	F14 metav1.MicroTime `json:"f14"`
	F15 Labels16 `json:"f15,omitempty"`
	F17 Template18 `json:"f17"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 int8 `json:"f7"`
}

// S9 is a random struct.
type S9 struct {
	// +k8s:schema:selectableField
	F10 types.UID `json:"f10,omitempty,omitzero"`
	F11 Mode `json:"f11"`
	F12 int8 `json:"f12"`
	F13 int64 `json:"f13"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *int8 `json:"f19,omitempty"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 List27 `json:"f22"`
	F28 S29 `json:"f28,omitempty"`
	F36 *string `json:"f36,omitempty,omitzero"`
	F37 map[string]string `json:"f37"`
	F38 int8 `json:"f38,omitempty"`
	F39 Template40 `json:"f39"`
	*Inline42 `json:",inline"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 intstr.IntOrString `json:"f24"`
	F25 []int8 `json:"f25,omitempty"`
	F26 *int `json:"f26,omitempty"`
}

// List27 is a declared list or map type.
type List27 []Item23

// S29 is a random struct.
type S29 struct {
	F30 metav1.MicroTime `json:"f30,omitempty"`
	// +k8s:schema:selectableField:default="6",description="The f31 of the kind.",indexed=true
	F31 uint16 `json:"f31,omitempty"`
	F32 *int64 `json:"f32,omitempty"`
	F33 bool `json:"f33"`
	F34 resource.Quantity `json:"f34"`
	F35 int16 `json:"f35,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 *metav1.MicroTime `json:"f41"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 *Mode `json:"f43,omitempty"`
	F44 *float32 `json:"f44,omitzero"`
	F45 bool `json:"f45,omitempty"`
	F46 int8 `json:"f46,omitempty"`
	F47 *bool `json:"f47"`
	F48 metav1.Duration `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 *float64 `json:"f51,omitempty"`
	F52 List62 `json:"f52,omitempty"`
	F63 bool `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 *Template55 `json:"f54"`
	F57 *float32 `json:"f57"`
	F58 Labels59 `json:"f58"`
	F60 *int `json:"f60"`
	F61 int `json:"f61,omitempty"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 int32 `json:"f56"`
}

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// List62 is a declared list or map type.
type List62 []Item53

// PodTemplate78 is a random struct.
type PodTemplate78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

