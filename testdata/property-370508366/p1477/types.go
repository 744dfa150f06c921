package p1477

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".status.f13",default="false",indexed=true
// +k8s:selectableField:jsonPath=".status.f18",description="The f18 of the kind."
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.status.f12`
// +kubebuilder:printcolumn:name="Col20",type="date",JSONPath=`.status.f14`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f16.app`
// +k8s:printerColumn:name="Cel22",type=string,expression=`has(self.spec) && has(self.spec.f4) ? self.spec.f4 : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47.f52.f55",default="1"
// +k8s:selectableField:jsonPath=".spec.f62.f64",description="The f64 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f62.f67",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f62.f68"
// +k8s:schema:selectableField:jsonPath=".spec.f69",description="The f69 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f74",default="80",description="The f74 of the kind."
// +k8s:printerColumn:name="Col88",type=number,jsonPath=`.spec.f25.f31`,description="A column."
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.spec.f47.f52.f55`,description="A column."
// +k8s:printerColumn:name="Col90",type=number,jsonPath=`.spec.f47.f52.f56`,priority=1
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f47.f59`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.spec.f47.f60`
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.spec.f62.f68`,format=int32
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.spec.f69`
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f78`,priority=1,description="A column."
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f79`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.status.f82`,description="A column."
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f25.f32[0].f37`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f39[0].f42`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f83.app`,priority=1
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f86.app`,priority=1
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup102",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup102",type=string,jsonPath=`.metadata.name`
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec24 `json:"spec,omitempty"`
	Status Status80 `json:"status,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:trigger=true
	F3 []byte `json:"f3,omitempty"`
	F4 string `json:"f4,omitempty"`
	F5 List10 `json:"f5"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *metav1.Duration `json:"f7,omitempty"`
	F8 int8 `json:"f8"`
	F9 metav1.Time `json:"f9,omitempty"`
}

// List10 is a declared list or map type.
type List10 []Item6

// Status11 is a random struct.
type Status11 struct {
	F12 uint32 `json:"f12"`
	F13 bool `json:"f13,omitempty"`
	// +k8s:selectableField:description="The f14 of the kind."
	F14 metav1.Time `json:"f14,omitempty"`
	F15 *metav1.Time `json:"f15,omitempty"`
	F16 Labels17 `json:"f16"`
	F18 *string `json:"f18"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Spec24 is a random struct.
type Spec24 struct {
	F25 S26 `json:"f25"`
	F39 []Item40 `json:"f39"`
	F47 *S48 `json:"f47,omitempty"`
	*Inline61 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 []byte `json:"f27"`
	F28 Template29 `json:"f28,omitempty"`
	F31 float32 `json:"f31,omitempty"`
	F32 []Item33 `json:"f32,omitempty"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *uint32 `json:"f30,omitzero"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *[]int8 `json:"f34"`
	F35 int64 `json:"f35,omitempty"`
	F36 uint16 `json:"f36,omitempty"`
	F37 types.UID `json:"f37,omitempty"`
	F38 metav1.Duration `json:"f38,omitempty,omitzero"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 float64 `json:"f41"`
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 Template44 `json:"f43,omitempty"`
	Skipped46 string `json:"-"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *float64 `json:"f45,omitzero"`
}

// S48 is a random struct.
type S48 struct {
	F49 Template50 `json:"f49,omitempty"`
	F52 S53 `json:"f52"`
	Inline57 `json:",inline"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 metav1.MicroTime `json:"f51"`
}

// S53 is a random struct.
type S53 struct {
	F54 int32 `json:"f54,omitempty"`
	F55 int `json:"f55,omitempty"`
	F56 float32 `json:"f56"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 *int16 `json:"f58,omitempty"`
	F59 int8 `json:"f59,omitempty,omitzero"`
	F60 resource.Quantity `json:"f60"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 S63 `json:"f62,omitempty"`
	F69 int32 `json:"f69,omitempty"`
	F70 []int8 `json:"f70"`
	F71 resource.Quantity `json:"f71"`
	Skipped72 string `json:"-"`
	Inline73 `json:",inline"`
}

// S63 is a random struct.
type S63 struct {
	F64 intstr.IntOrString `json:"f64"`
	F65 []byte `json:"f65,omitempty"`
	F66 float32 `json:"f66,omitempty"`
	F67 int32 `json:"f67,omitempty,omitzero"`
	F68 *uint8 `json:"f68"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 *intstr.IntOrString `json:"f74"`
	F75 []byte `json:"f75,omitempty,omitzero"`
	F76 float64 `json:"f76,omitempty"`
	F77 *metav1.MicroTime `json:"f77"`
	F78 int32 `json:"f78,omitempty,omitzero"`
	F79 []int8 `json:"f79"`
}

// Status80 is a random struct.
type Status80 struct {
	F81 uint64 `json:"f81,omitempty"`
	F82 *intstr.IntOrString `json:"f82,omitempty,omitzero"`
	F83 Labels84 `json:"f83"`
	F85 types.UID `json:"f85,omitempty"`
	F86 map[string]string `json:"f86,omitempty"`
	Skipped87 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

