package p1099

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:index:field="spec.f3"
// +k8s:schema:selectableField:jsonPath=".status.f21",default="2024-01-02T15:04:05Z",description="The f21 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f24",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f26"
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f6`
// +kubebuilder:printcolumn:name="Col29",type="integer",JSONPath=`.status.f13.f15`,priority=1
// +kubebuilder:printcolumn:name="Col30",type="boolean",JSONPath=`.status.f13.f16`
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col32",type="boolean",JSONPath=`.status.f19`,priority=1
// +kubebuilder:printcolumn:name="Col33",type="date",JSONPath=`.status.f22`,priority=1
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.status.f25`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.status.f26`
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f49",description="The f49 of the kind."
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f39`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f50.app`,priority=1
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f58[*].f68`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f58[0].f68`
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.status.f58[?(@.f69=="x")].f68`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3,omitempty"`
	F4 uint16 `json:"f4,omitzero"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 intstr.IntOrString `json:"f6,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f7 of the kind.",indexed=true
	F7 *types.UID `json:"f7"`
	Skipped8 string `json:"-"`
	Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 Labels11 `json:"f10"`
	// +k8s:schema:selectableField
	F12 types.UID `json:"f12,omitempty"`
	F13 S14 `json:"f13"`
	F18 int16 `json:"f18,omitempty"`
	F19 *bool `json:"f19,omitempty"`
	*Inline20 `json:",inline"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// S14 is a random struct.
type S14 struct {
	F15 *int64 `json:"f15,omitzero"`
	F16 *bool `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 *metav1.Time `json:"f21"`
	F22 *metav1.Time `json:"f22"`
	F23 metav1.Duration `json:"f23,omitempty,omitzero"`
	F24 *metav1.Time `json:"f24"`
	F25 *Mode `json:"f25"`
	F26 uint8 `json:"f26"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 *[]int8 `json:"f39,omitempty"`
	F40 List48 `json:"f40,omitempty"`
	F49 uint32 `json:"f49"`
	F50 map[string]string `json:"f50"`
	F51 Template52 `json:"f51"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate83 `json:"template"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *metav1.Time `json:"f42,omitempty"`
	F43 S44 `json:"f43,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 resource.Quantity `json:"f45"`
	F46 []int8 `json:"f46,omitempty,omitzero"`
	Skipped47 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item41

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 types.UID `json:"f53,omitempty"`
}

// Status54 is a random struct.
type Status54 struct {
	F55 Template56 `json:"f55"`
	F58 List77 `json:"f58"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 map[string]string `json:"f57"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 *S61 `json:"f60,omitempty"`
	F68 []int8 `json:"f68"`
	F69 string `json:"f69,omitempty"`
	F70 Mode `json:"f70,omitempty"`
	F71 Mode `json:"f71,omitempty"`
	Skipped72 string `json:"-"`
	Inline73 `json:",inline"`
}

// S61 is a random struct.
type S61 struct {
	F62 *resource.Quantity `json:"f62"`
	F63 uint64 `json:"f63"`
	F64 *intstr.IntOrString `json:"f64"`
	F65 *metav1.Duration `json:"f65,omitempty"`
	F66 *int32 `json:"f66"`
	F67 float64 `json:"f67"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 metav1.Time `json:"f74"`
	F75 types.UID `json:"f75,omitempty"`
	F76 *int `json:"f76,omitempty"`
}

// List77 is a declared list or map type.
type List77 []Item59

// PodTemplate83 is a random struct.
type PodTemplate83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

