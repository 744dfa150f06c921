package p1405

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
// +k8s:selectableField:jsonPath=".spec.f6",description="The f6 of the kind."
// +kubebuilder:printcolumn:name="Col10",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col11",type="integer",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col12",type="string",JSONPath=`.spec.f5.app`
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

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f16",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f20.f22",default="2",description="The f22 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f20.f24.f26",default="1"
// +k8s:selectableField:jsonPath=".spec.f20.f24.f27"
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.spec.f16`,priority=1
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f17`,priority=1
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col84",type=integer,jsonPath=`.spec.f20.f22`
// +k8s:printerColumn:name="Col85",type=integer,jsonPath=`.spec.f20.f24.f26`
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.spec.f20.f24.f27`
// +k8s:printerColumn:name="Col87",type=date,jsonPath=`.spec.f20.f28`,priority=1
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f20.f29`,priority=1
// +k8s:printerColumn:name="Col89",type=boolean,jsonPath=`.spec.f30`,priority=1
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.status.f65`,priority=1
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.status.f66`,priority=1,description="A column."
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f59[*].f61`,priority=1
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.status.f59[0].f61`,priority=1
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.status.f70.app`,description="A column."
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.status.f72[0].f75`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind14
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 map[string]string `json:"f5"`
	F6 string `json:"f6"`
	F7 float64 `json:"f7"`
	// +k8s:selectableField
	F8 *int32 `json:"f8"`
	Skipped9 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate13 `json:"template"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// PodTemplate13 is a random struct.
type PodTemplate13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec15 is a random struct.
type Spec15 struct {
	F16 int8 `json:"f16,omitempty"`
	F17 []int8 `json:"f17"`
	// +k8s:selectableField
	F18 metav1.Duration `json:"f18,omitzero"`
	F19 Mode `json:"f19,omitempty"`
	F20 *S21 `json:"f20"`
	F30 bool `json:"f30"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int16 `json:"f22,omitempty"`
	// +k8s:schema:selectableField:default="3",indexed=true
	F23 int32 `json:"f23"`
	F24 S25 `json:"f24,omitempty"`
	F28 metav1.Time `json:"f28,omitzero"`
	F29 resource.Quantity `json:"f29,omitempty,omitzero"`
}

// S25 is a random struct.
type S25 struct {
	F26 int `json:"f26,omitempty"`
	F27 int `json:"f27,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 []Item33 `json:"f32,omitempty"`
	F59 List64 `json:"f59,omitempty"`
	F65 *uint64 `json:"f65"`
	F66 *int `json:"f66,omitempty"`
	F67 []int8 `json:"f67,omitempty"`
	Inline68 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *S35 `json:"f34"`
	F41 List47 `json:"f41"`
	F48 map[string]string `json:"f48,omitempty"`
	F49 Labels50 `json:"f49"`
	F51 List58 `json:"f51"`
}

// S35 is a random struct.
type S35 struct {
	F36 metav1.Duration `json:"f36,omitempty"`
	F37 string `json:"f37,omitempty"`
	F38 *uint16 `json:"f38,omitempty"`
	F39 []byte `json:"f39"`
	Skipped40 string `json:"-"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 metav1.Time `json:"f43"`
	F44 types.UID `json:"f44,omitzero"`
	F45 *metav1.MicroTime `json:"f45,omitzero"`
	F46 float64 `json:"f46,omitzero"`
}

// List47 is a declared list or map type.
type List47 []Item42

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// Item52 is a random struct.
type Item52 struct {
	F53 uint32 `json:"f53"`
	F54 *uint64 `json:"f54"`
	F55 *metav1.MicroTime `json:"f55"`
	F56 float32 `json:"f56"`
	F57 *int32 `json:"f57,omitzero"`
}

// List58 is a declared list or map type.
type List58 []Item52

// Item60 is a random struct.
type Item60 struct {
	F61 Mode `json:"f61,omitempty,omitzero"`
	F62 intstr.IntOrString `json:"f62"`
	Skipped63 string `json:"-"`
}

// List64 is a declared list or map type.
type List64 []Item60

// Inline68 is a random struct.
type Inline68 struct {
	F69 *types.UID `json:"f69,omitempty"`
	F70 map[string]string `json:"f70"`
	F71 *int8 `json:"f71,omitzero"`
	F72 List79 `json:"f72,omitempty"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *string `json:"f74"`
	F75 []int8 `json:"f75"`
	F76 int64 `json:"f76,omitempty"`
	F77 *types.UID `json:"f77,omitempty"`
	F78 metav1.MicroTime `json:"f78"`
}

// List79 is a declared list or map type.
type List79 []Item73

