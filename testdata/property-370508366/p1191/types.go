package p1191

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
// +k8s:schema:selectableField:jsonPath=".spec.f7"
// +k8s:schema:selectableField:jsonPath=".status.f15",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f16"
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f17[0].f29`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f35",default="1",description="The f35 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f38"
// +k8s:schema:index:field="status.f38"
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f34`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f39`,format=int32
// +kubebuilder:printcolumn:name="Col66",type="date",JSONPath=`.status.f51`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.status.f56[0].f58`
// +k8s:printerColumn:name="Cel68",type=string,expression=`has(self.status) && has(self.status.f38) ? self.status.f38 : "none"`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3,omitempty"`
	// +k8s:selectableField:default="2"
	F4 int16 `json:"f4,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 metav1.Time `json:"f7,omitempty"`
	F8 *[]int8 `json:"f8"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 uint8 `json:"f10"`
	F11 Template12 `json:"f11,omitempty"`
	F15 *types.UID `json:"f15"`
	F16 *string `json:"f16,omitempty"`
	F17 []Item18 `json:"f17"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 Labels14 `json:"f13,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 Labels20 `json:"f19"`
	F21 *metav1.Duration `json:"f21"`
	F22 S23 `json:"f22,omitempty"`
	F29 []int8 `json:"f29,omitempty"`
	F30 *uint32 `json:"f30"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// S23 is a random struct.
type S23 struct {
	F24 int64 `json:"f24,omitzero"`
	F25 []byte `json:"f25,omitzero"`
	F26 float64 `json:"f26"`
	F27 float64 `json:"f27"`
	F28 float64 `json:"f28"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 int8 `json:"f34"`
	F35 int `json:"f35"`
	F36 *types.UID `json:"f36"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 string `json:"f38,omitempty"`
	F39 *uint32 `json:"f39,omitempty"`
	F40 Template41 `json:"f40,omitempty"`
	F43 Template44 `json:"f43,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F51 metav1.MicroTime `json:"f51"`
	*Inline52 `json:",inline"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 string `json:"f42,omitempty"`
}

// S46 is a random struct.
type S46 struct {
	F47 types.UID `json:"f47,omitempty"`
	F48 int32 `json:"f48,omitempty,omitzero"`
	F49 []int8 `json:"f49,omitempty"`
	F50 int `json:"f50,omitzero"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *S46 `json:"f45"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 Template54 `json:"f53,omitempty"`
	F56 []Item57 `json:"f56,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *metav1.MicroTime `json:"f55"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 []int8 `json:"f58,omitempty"`
	F59 []byte `json:"f59,omitempty"`
	F60 uint32 `json:"f60"`
	F61 uint64 `json:"f61,omitempty"`
	F62 Mode `json:"f62,omitempty"`
	F63 types.UID `json:"f63"`
}

