package p1436

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
// +kubebuilder:selectablefield:JSONPath=".spec.f16.f18"
// +k8s:selectableField:jsonPath=".spec.f16.f19",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f16.f21"
// +k8s:schema:index:field="spec.f16.f21"
// +kubebuilder:selectablefield:JSONPath=".spec.f16.f22"
// +k8s:schema:index:field="spec.f16.f22"
// +k8s:selectableField:jsonPath=".status.f30",description="The f30 of the kind."
// +kubebuilder:printcolumn:name="Col81",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col82",type="boolean",JSONPath=`.spec.f16.f20`,description="A column."
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.status.f31`,format=int32
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f32.f47`
// +k8s:printerColumn:name="Cel85",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Time `json:"f3,omitzero"`
	F4 List15 `json:"f4,omitempty"`
	F16 S17 `json:"f16"`
	F24 float32 `json:"f24"`
	Skipped25 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate86 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int8 `json:"f6,omitempty"`
	F7 *uint32 `json:"f7"`
	F8 *uint8 `json:"f8,omitempty"`
	F9 *types.UID `json:"f9,omitempty"`
	F10 uint32 `json:"f10"`
	Inline11 `json:",inline"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 uint64 `json:"f12,omitempty"`
	F13 int64 `json:"f13,omitempty,omitzero"`
	F14 intstr.IntOrString `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item5

// S17 is a random struct.
type S17 struct {
	F18 []byte `json:"f18"`
	F19 types.UID `json:"f19"`
	// +k8s:selectableField:description="The f20 of the kind."
	F20 *bool `json:"f20"`
	F21 string `json:"f21"`
	F22 *int16 `json:"f22"`
	F23 *float32 `json:"f23"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 Template28 `json:"f27"`
	F30 metav1.MicroTime `json:"f30,omitempty"`
	F31 uint32 `json:"f31"`
	F32 *S33 `json:"f32,omitempty"`
	F49 Template50 `json:"f49,omitempty"`
	F56 List80 `json:"f56"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *int `json:"f29,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 []Item35 `json:"f34,omitempty"`
	F42 Template43 `json:"f42"`
	F45 map[string]string `json:"f45"`
	F46 metav1.MicroTime `json:"f46,omitempty"`
	F47 *uint16 `json:"f47,omitempty"`
	Skipped48 string `json:"-"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 []int8 `json:"f36,omitempty"`
	F37 uint64 `json:"f37,omitempty"`
	F38 float32 `json:"f38,omitempty"`
	F39 *Mode `json:"f39"`
	F40 float32 `json:"f40,omitempty"`
	F41 resource.Quantity `json:"f41"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 int `json:"f44,omitempty"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 uint16 `json:"f53"`
	F54 metav1.Time `json:"f54"`
	Skipped55 string `json:"-"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 []Item52 `json:"f51"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *int64 `json:"f58,omitempty"`
	F59 List65 `json:"f59,omitempty"`
	F66 Labels67 `json:"f66,omitempty"`
	F68 int `json:"f68"`
	F69 Template70 `json:"f69,omitempty"`
	F72 List79 `json:"f72,omitempty"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 int8 `json:"f61,omitempty"`
	F62 string `json:"f62"`
	F63 uint8 `json:"f63,omitempty"`
	F64 *bool `json:"f64,omitempty,omitzero"`
}

// List65 is a declared list or map type.
type List65 []Item60

// Labels67 is a declared list or map type.
type Labels67 map[string]string

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 uint32 `json:"f71"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *bool `json:"f74,omitempty"`
	F75 int64 `json:"f75,omitempty,omitzero"`
	F76 *Mode `json:"f76"`
	F77 *metav1.Duration `json:"f77"`
	F78 metav1.Duration `json:"f78"`
}

// List79 is a declared list or map type.
type List79 []Item73

// List80 is a declared list or map type.
type List80 []Item57

// PodTemplate86 is a random struct.
type PodTemplate86 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

