package p1050

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
// +k8s:printerColumn:name="Cel11",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
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

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f38"
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.spec.f38`,format=int32
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f61.app`
// +k8s:printerColumn:name="Cel66",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:resource:path=kind13-items
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec14 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f77.f79"
// +k8s:schema:selectableField:jsonPath=".spec.f69.f77.f83",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f85",description="The f85 of the kind.",indexed=true
// +k8s:printerColumn:name="Col123",type=integer,jsonPath=`.spec.f69.f76`,format=int32
// +k8s:printerColumn:name="Col124",type=date,jsonPath=`.spec.f69.f77.f81`
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.spec.f69.f77.f82`,description="A column."
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.spec.f69.f77.f83`
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f69.f77.f84`,description="A column."
// +k8s:printerColumn:name="Col128",type=integer,jsonPath=`.spec.f69.f85`,format=int32
// +k8s:printerColumn:name="Col129",type=date,jsonPath=`.spec.f91.f103`,priority=1
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f107.f113`
// +k8s:printerColumn:name="Col131",type=date,jsonPath=`.spec.f107.f115`
// +k8s:printerColumn:name="Col132",type=string,jsonPath=`.status.f117`,priority=1
// +k8s:printerColumn:name="Col133",type=integer,jsonPath=`.status.f118`,description="A column.",format=int32
// +k8s:printerColumn:name="Col134",type=number,jsonPath=`.status.f119`,priority=1,description="A column."
// +k8s:printerColumn:name="Col135",type=string,jsonPath=`.spec.f91.f93[*].f98`
// +k8s:printerColumn:name="Col136",type=string,jsonPath=`.spec.f91.f93[?(@.f97==true)].f98`,description="A column."
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.status.f121.app`
// +k8s:printerColumn:name="Cel138",type=string,expression=`has(self.spec) && has(self.spec.f69) && has(self.spec.f69.f77) && has(self.spec.f69.f77.f83) ? self.spec.f69.f77.f83 : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind67-items
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status116 `json:"status,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F10 intstr.IntOrString `json:"f10"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate12 `json:"template"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 int16 `json:"f8"`
	F9 uint32 `json:"f9"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []Item7 `json:"f6"`
}

// PodTemplate12 is a random struct.
type PodTemplate12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec14 is a random struct.
type Spec14 struct {
	F15 []Item16 `json:"f15,omitempty"`
	F33 Template34 `json:"f33,omitempty"`
	F38 *uint8 `json:"f38"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 Labels18 `json:"f17,omitempty"`
	F19 S20 `json:"f19,omitempty"`
	F26 uint32 `json:"f26,omitempty"`
	F27 map[string]string `json:"f27"`
	F28 []Item29 `json:"f28"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// S20 is a random struct.
type S20 struct {
	F21 uint16 `json:"f21"`
	F22 Mode `json:"f22,omitempty"`
	F23 *uint16 `json:"f23,omitzero"`
	// +k8s:schema:selectableField
	F24 []int8 `json:"f24"`
	Skipped25 string `json:"-"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 types.UID `json:"f30"`
	F31 types.UID `json:"f31,omitempty"`
	F32 *float64 `json:"f32,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 int16 `json:"f37"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 *Template36 `json:"f35"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 List60 `json:"f40,omitempty"`
	F61 Labels62 `json:"f61,omitempty"`
	F63 *uint8 `json:"f63,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *S43 `json:"f42"`
	F50 List57 `json:"f50"`
	F58 *types.UID `json:"f58"`
	F59 *float32 `json:"f59,omitzero"`
}

// S43 is a random struct.
type S43 struct {
	F44 []byte `json:"f44"`
	F45 uint16 `json:"f45,omitempty"`
	F46 []byte `json:"f46,omitempty"`
	F47 *int8 `json:"f47,omitempty"`
	F48 *int `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 metav1.MicroTime `json:"f52,omitempty,omitzero"`
	F53 int32 `json:"f53"`
	F54 metav1.Time `json:"f54,omitzero"`
	F55 *metav1.MicroTime `json:"f55"`
	Skipped56 string `json:"-"`
}

// List57 is a declared list or map type.
type List57 []Item51

// List60 is a declared list or map type.
type List60 []Item41

// Labels62 is a declared list or map type.
type Labels62 map[string]string

// Spec68 is a random struct.
type Spec68 struct {
	F69 S70 `json:"f69,omitempty"`
	F91 S92 `json:"f91"`
	F106 *int8 `json:"f106"`
	F107 S108 `json:"f107"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate139 `json:"template"`
}

// S70 is a random struct.
type S70 struct {
	F71 List75 `json:"f71,omitempty"`
	F76 uint16 `json:"f76"`
	F77 S78 `json:"f77,omitempty"`
	F85 int8 `json:"f85"`
	F86 List90 `json:"f86"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 int32 `json:"f73"`
	F74 *uint8 `json:"f74,omitempty"`
}

// List75 is a declared list or map type.
type List75 []Item72

// S78 is a random struct.
type S78 struct {
	F79 int16 `json:"f79,omitempty"`
	// +k8s:schema:selectableField
	F80 *uint64 `json:"f80,omitempty"`
	// +k8s:selectableField:description="The f81 of the kind.",indexed=true
	F81 metav1.MicroTime `json:"f81"`
	F82 []int8 `json:"f82,omitempty"`
	F83 string `json:"f83,omitempty"`
	F84 []byte `json:"f84,omitempty"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 uint16 `json:"f88,omitempty"`
	F89 *intstr.IntOrString `json:"f89,omitempty"`
}

// List90 is a declared list or map type.
type List90 []Item87

// S92 is a random struct.
type S92 struct {
	F93 []Item94 `json:"f93,omitempty"`
	// +k8s:schema:selectableField:default="3"
	F101 *int32 `json:"f101,omitzero"`
	Inline102 `json:",inline"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 *types.UID `json:"f95,omitempty"`
	F96 int64 `json:"f96"`
	F97 bool `json:"f97"`
	F98 uint64 `json:"f98"`
	F99 Mode `json:"f99"`
	F100 uint8 `json:"f100,omitempty"`
}

// Inline102 is a random struct.
type Inline102 struct {
	F103 metav1.Time `json:"f103"`
	F104 metav1.MicroTime `json:"f104"`
	F105 uint32 `json:"f105"`
}

// S108 is a random struct.
type S108 struct {
	F109 Template110 `json:"f109"`
	F112 string `json:"f112"`
	F113 resource.Quantity `json:"f113"`
	F114 *int `json:"f114,omitempty"`
	F115 *metav1.MicroTime `json:"f115,omitempty"`
}

// Template110 is a random struct.
type Template110 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F111 int8 `json:"f111,omitempty"`
}

// Status116 is a random struct.
type Status116 struct {
	F117 resource.Quantity `json:"f117,omitempty"`
	F118 *int32 `json:"f118,omitempty"`
	F119 *float64 `json:"f119"`
	F120 *float64 `json:"f120,omitempty"`
	F121 Labels122 `json:"f121,omitempty"`
}

// Labels122 is a declared list or map type.
type Labels122 map[string]string

// PodTemplate139 is a random struct.
type PodTemplate139 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

