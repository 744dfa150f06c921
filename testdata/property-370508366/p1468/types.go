package p1468

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
// +k8s:schema:selectableField:jsonPath=".spec.f7",description="The f7 of the kind."
// +kubebuilder:printcolumn:name="Col8",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col9",type="date",JSONPath=`.spec.f6`
// +k8s:printerColumn:name="Cel10",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f35",default="4",description="The f35 of the kind."
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f34`,description="A column."
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f19[*].f21`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f19[0].f21`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f19[?(@.f21=="fast")].f21`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f45"
// +k8s:selectableField:jsonPath=".spec.f46"
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f46`,priority=1,description="A column."
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f48`,format=int32
// +kubebuilder:resource:path=kind40z,singular=kind40
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec41 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:default="2"
	F3 int16 `json:"f3"`
	// +k8s:schema:selectableField:description="The f4 of the kind.",indexed=true
	F4 *metav1.Duration `json:"f4"`
	F5 types.UID `json:"f5,omitempty"`
	F6 metav1.MicroTime `json:"f6"`
	F7 Mode `json:"f7,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate11 `json:"template"`
}

// PodTemplate11 is a random struct.
type PodTemplate11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec13 is a random struct.
type Spec13 struct {
	F14 *int `json:"f14"`
	F15 *Template16 `json:"f15,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int16 `json:"f17"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 List31 `json:"f19,omitempty"`
	F32 intstr.IntOrString `json:"f32"`
	// +k8s:schema:selectableField:default="3",description="The f33 of the kind.",trigger=true
	F33 int32 `json:"f33"`
	// +k8s:selectableField:description="The f34 of the kind.",indexed=true
	F34 uint32 `json:"f34,omitempty"`
	F35 *int64 `json:"f35"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 Mode `json:"f21"`
	F22 int16 `json:"f22,omitempty"`
	F23 uint32 `json:"f23"`
	Inline24 `json:",inline"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 []int8 `json:"f25,omitempty"`
	F26 int16 `json:"f26,omitempty"`
	F27 metav1.MicroTime `json:"f27,omitempty"`
	F28 uint8 `json:"f28,omitzero"`
	F29 resource.Quantity `json:"f29,omitzero"`
	Skipped30 string `json:"-"`
}

// List31 is a declared list or map type.
type List31 []Item20

// Spec41 is a random struct.
type Spec41 struct {
	F42 Template43 `json:"f42"`
	F45 int8 `json:"f45,omitempty"`
	F46 uint64 `json:"f46"`
	F47 metav1.MicroTime `json:"f47,omitempty"`
	F48 uint32 `json:"f48,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *metav1.Duration `json:"f44"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 *resource.Quantity `json:"f50"`
	F51 List70 `json:"f51,omitempty"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 int64 `json:"f53"`
	F54 uint32 `json:"f54,omitempty"`
	F55 *S56 `json:"f55,omitempty"`
	F59 []Item60 `json:"f59,omitempty"`
	F64 metav1.Time `json:"f64"`
	F65 float32 `json:"f65"`
	Inline66 `json:",inline"`
}

// S56 is a random struct.
type S56 struct {
	F57 uint32 `json:"f57"`
	F58 types.UID `json:"f58,omitempty"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 Mode `json:"f61,omitempty"`
	F62 metav1.Time `json:"f62,omitempty"`
	F63 metav1.MicroTime `json:"f63"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 *[]int8 `json:"f67,omitempty"`
	F68 metav1.Duration `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
}

// List70 is a declared list or map type.
type List70 []Item52

