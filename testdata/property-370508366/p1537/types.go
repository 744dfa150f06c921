package p1537

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f35"
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f3.f5`,priority=1
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f3.f14`,description="A column."
// +k8s:printerColumn:name="Col51",type=boolean,jsonPath=`.spec.f3.f15.f18`,priority=1
// +k8s:printerColumn:name="Col52",type=date,jsonPath=`.spec.f3.f15.f20`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f3.f22`,priority=1,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f35`,description="A column."
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.spec.f36`,priority=1
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f40`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f27[*].f29`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f61.f70"
// +k8s:schema:selectableField:jsonPath=".status.f85"
// +k8s:schema:selectableField:jsonPath=".status.f91.f93.f99",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f91.f100"
// +k8s:printerColumn:name="Col110",type=integer,jsonPath=`.spec.f61.f63`,format=int32
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.spec.f61.f64`
// +k8s:printerColumn:name="Col112",type=integer,jsonPath=`.spec.f61.f65.f67`,format=int32
// +k8s:printerColumn:name="Col113",type=string,jsonPath=`.spec.f61.f65.f68`
// +k8s:printerColumn:name="Col114",type=string,jsonPath=`.status.f85`
// +k8s:printerColumn:name="Col115",type=number,jsonPath=`.status.f91.f93.f96`
// +k8s:printerColumn:name="Col116",type=number,jsonPath=`.status.f91.f93.f98`
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.status.f91.f93.f99`,priority=1
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f91.f100`
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f60.app`
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.spec.f61.f71.app`
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.status.f91.f101.app`
// +k8s:printerColumn:name="Cel122",type=string,expression=`has(self.spec) && has(self.spec.f61) && has(self.spec.f61.f64) ? self.spec.f61.f64 : "none"`
// +kubebuilder:resource:path=kind58z,singular=kind58
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec59 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	// +k8s:selectableField:description="The f23 of the kind."
	F23 uint32 `json:"f23,omitempty"`
	F24 *resource.Quantity `json:"f24"`
	F25 uint8 `json:"f25,omitempty,omitzero"`
	*Inline26 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 *metav1.Duration `json:"f5,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
	F9 []Item10 `json:"f9"`
	F14 uint32 `json:"f14"`
	F15 *S16 `json:"f15"`
	// +k8s:schema:selectableField:default="2",description="The f22 of the kind.",indexed=true
	F22 int16 `json:"f22,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 []byte `json:"f8"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 int64 `json:"f11,omitzero"`
	F12 metav1.Time `json:"f12"`
	F13 types.UID `json:"f13,omitzero"`
}

// S16 is a random struct.
type S16 struct {
	F17 []int8 `json:"f17,omitzero"`
	// +k8s:schema:selectableField
	F18 *bool `json:"f18,omitempty"`
	F19 int16 `json:"f19"`
	F20 metav1.Time `json:"f20,omitempty"`
	// +k8s:schema:selectableField:default="6",description="The f21 of the kind."
	F21 uint16 `json:"f21,omitempty"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 []Item28 `json:"f27,omitempty"`
	F35 Mode `json:"f35,omitempty"`
	F36 types.UID `json:"f36"`
	F37 uint32 `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
	*Inline39 `json:",inline"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 []byte `json:"f29"`
	F30 uint8 `json:"f30"`
	F31 resource.Quantity `json:"f31,omitempty"`
	F32 *string `json:"f32,omitempty"`
	F33 *metav1.MicroTime `json:"f33"`
	F34 metav1.MicroTime `json:"f34,omitempty"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 *uint8 `json:"f40,omitempty"`
	F41 []byte `json:"f41,omitempty"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 *uint32 `json:"f43"`
	F44 Template45 `json:"f44"`
	F47 *string `json:"f47"`
	F48 metav1.Duration `json:"f48,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 *metav1.MicroTime `json:"f46,omitempty,omitzero"`
}

// Spec59 is a random struct.
type Spec59 struct {
	F60 map[string]string `json:"f60"`
	F61 *S62 `json:"f61,omitempty"`
	F73 *uint8 `json:"f73"`
}

// S62 is a random struct.
type S62 struct {
	// +k8s:selectableField:trigger=true
	F63 uint8 `json:"f63"`
	F64 Mode `json:"f64"`
	F65 *S66 `json:"f65"`
	F70 metav1.Duration `json:"f70"`
	F71 Labels72 `json:"f71,omitempty"`
}

// S66 is a random struct.
type S66 struct {
	F67 uint32 `json:"f67,omitempty"`
	F68 resource.Quantity `json:"f68"`
	F69 float32 `json:"f69"`
}

// Labels72 is a declared list or map type.
type Labels72 map[string]string

// Status74 is a random struct.
type Status74 struct {
	F75 types.UID `json:"f75,omitzero"`
	F76 Template77 `json:"f76"`
	F85 intstr.IntOrString `json:"f85"`
	F86 *Template87 `json:"f86"`
	F91 S92 `json:"f91"`
	F108 *uint64 `json:"f108,omitempty"`
	Skipped109 string `json:"-"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 metav1.MicroTime `json:"f80,omitempty"`
	F81 *uint16 `json:"f81,omitempty"`
	F82 types.UID `json:"f82,omitempty"`
	F83 resource.Quantity `json:"f83,omitempty"`
}

// List84 is a declared list or map type.
type List84 []Item79

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 List84 `json:"f78,omitempty"`
}

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 *uint32 `json:"f90,omitempty"`
}

// Template87 is a random struct.
type Template87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F88 Template89 `json:"f88,omitempty"`
}

// S92 is a random struct.
type S92 struct {
	F93 *S94 `json:"f93,omitempty"`
	F100 Mode `json:"f100"`
	F101 map[string]string `json:"f101,omitempty"`
	Inline102 `json:",inline"`
}

// S94 is a random struct.
type S94 struct {
	// +k8s:schema:selectableField
	F95 *int8 `json:"f95,omitempty"`
	F96 float64 `json:"f96"`
	F97 *uint64 `json:"f97"`
	F98 float64 `json:"f98,omitempty"`
	F99 int16 `json:"f99"`
}

// Inline102 is a random struct.
type Inline102 struct {
	F103 uint8 `json:"f103,omitempty"`
	F104 resource.Quantity `json:"f104,omitempty"`
	F105 float64 `json:"f105"`
	F106 Mode `json:"f106,omitempty"`
	Skipped107 string `json:"-"`
}

