package p1208

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +k8s:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f25",default="false"
// +k8s:selectableField:jsonPath=".status.f28"
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f5[0].f21`,description="A column."
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.spec) && has(self.spec.f4) ? self.spec.f4 : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Dup34",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup34",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f4",description="The f4 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f39",indexed=true
// +k8s:selectableField:jsonPath=".status.f41.f43",default="80",description="The f43 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f41.f44",default="5",description="The f44 of the kind."
// +k8s:selectableField:jsonPath=".status.f41.f47",default="2024-01-02T15:04:05Z",trigger=true
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f39`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="date",JSONPath=`.status.f41.f47`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f5[0].f21`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f37.app`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f40.app`,priority=1
// +k8s:printerColumn:name="Cel55",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status36 `json:"status,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f58"
// +k8s:selectableField:jsonPath=".status.f61"
// +k8s:selectableField:jsonPath=".status.f64.f67"
// +k8s:selectableField:jsonPath=".status.f64.f69",description="The f69 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f74",description="The f74 of the kind."
// +k8s:printerColumn:name="Col83",type=date,jsonPath=`.status.f74`
// +k8s:printerColumn:name="Col84",type=boolean,jsonPath=`.status.f75`,priority=1
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.status.f78`
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.status.f79`,format=int32
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.status.f80`,description="A column."
// +k8s:printerColumn:name="Cel88",type=string,expression=`has(self.spec) && has(self.spec.f58) ? string(self.spec.f58) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec57 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int64 `json:"f3"`
	F4 Mode `json:"f4,omitempty"`
	F5 List24 `json:"f5"`
	F25 bool `json:"f25,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *S8 `json:"f7,omitempty"`
	F13 float64 `json:"f13,omitzero"`
	F14 S15 `json:"f14"`
	F20 int16 `json:"f20,omitempty,omitzero"`
	F21 []byte `json:"f21,omitempty"`
	F22 *[]int8 `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 uint16 `json:"f9"`
	F10 metav1.Time `json:"f10"`
	F11 resource.Quantity `json:"f11,omitempty,omitzero"`
	F12 string `json:"f12"`
}

// S15 is a random struct.
type S15 struct {
	F16 *[]int8 `json:"f16"`
	F17 int16 `json:"f17,omitempty"`
	F18 metav1.Time `json:"f18"`
	F19 uint64 `json:"f19,omitempty,omitzero"`
}

// List24 is a declared list or map type.
type List24 []Item6

// Status26 is a random struct.
type Status26 struct {
	F27 *uint32 `json:"f27,omitempty"`
	F28 int64 `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

// Status36 is a random struct.
type Status36 struct {
	F37 Labels38 `json:"f37"`
	F39 string `json:"f39"`
	F40 map[string]string `json:"f40,omitempty"`
	F41 S42 `json:"f41,omitempty"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// S42 is a random struct.
type S42 struct {
	F43 intstr.IntOrString `json:"f43"`
	F44 uint8 `json:"f44"`
	Inline45 `json:",inline"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 metav1.MicroTime `json:"f46"`
	F47 metav1.Time `json:"f47,omitempty"`
}

// Spec57 is a random struct.
type Spec57 struct {
	F58 int64 `json:"f58,omitempty"`
	F59 int64 `json:"f59,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 types.UID `json:"f61"`
	F62 map[string]string `json:"f62,omitempty"`
	Inline63 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline63 is a random struct.
type Inline63 struct {
	F64 S65 `json:"f64"`
	F72 int16 `json:"f72"`
	F73 []byte `json:"f73"`
	F74 *metav1.Time `json:"f74"`
	F75 *bool `json:"f75,omitempty"`
	Inline76 `json:",inline"`
}

// S65 is a random struct.
type S65 struct {
	F66 []byte `json:"f66,omitzero"`
	F67 intstr.IntOrString `json:"f67,omitempty"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F68 *metav1.Time `json:"f68,omitempty"`
	F69 int16 `json:"f69,omitzero"`
	F70 []int8 `json:"f70,omitzero"`
	F71 uint64 `json:"f71,omitzero"`
}

// Inline76 is a random struct.
type Inline76 struct {
	F77 metav1.Time `json:"f77,omitempty"`
	F78 intstr.IntOrString `json:"f78,omitempty"`
	F79 uint32 `json:"f79,omitempty"`
	F80 int64 `json:"f80,omitempty"`
	F81 uint64 `json:"f81"`
	F82 int64 `json:"f82,omitempty,omitzero"`
}

