package p1279

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.status.f10`,priority=1
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.status) && has(self.status.f11) ? string(self.status.f11) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +kubebuilder:selectablefield:JSONPath=".spec.f34"
// +k8s:selectableField:jsonPath=".status.f40",description="The f40 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col51",type="date",JSONPath=`.status.f40`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f41[*].f45`,description="A column."
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.spec) && has(self.spec.f29) ? string(self.spec.f29) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f29",default="1",description="The f29 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f34",default="80"
// +k8s:schema:selectableField:jsonPath=".status.f57",indexed=true
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col60",type="boolean",JSONPath=`.status.f58`,priority=1
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3,omitzero"`
	F4 intstr.IntOrString `json:"f4,omitempty"`
	F5 Labels6 `json:"f5"`
	F7 map[string]string `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 *types.UID `json:"f10"`
	// +k8s:schema:selectableField:trigger=true
	F11 int `json:"f11,omitempty"`
	F12 List23 `json:"f12"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *S15 `json:"f14"`
	F21 int64 `json:"f21,omitzero"`
	F22 int8 `json:"f22,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 int8 `json:"f16"`
	F17 *metav1.Duration `json:"f17,omitempty"`
	F18 []byte `json:"f18,omitempty"`
	F19 string `json:"f19"`
	Skipped20 string `json:"-"`
}

// List23 is a declared list or map type.
type List23 []Item13

// Spec28 is a random struct.
type Spec28 struct {
	F29 int `json:"f29"`
	F30 Template31 `json:"f30"`
	F33 float64 `json:"f33,omitempty,omitzero"`
	F34 *intstr.IntOrString `json:"f34"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate54 `json:"template"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 int16 `json:"f32,omitempty"`
}

// Status35 is a random struct.
type Status35 struct {
	F36 *Template37 `json:"f36,omitempty"`
	// +k8s:schema:selectableField:description="The f39 of the kind."
	F39 uint8 `json:"f39,omitempty"`
	F40 metav1.Time `json:"f40"`
	F41 []Item42 `json:"f41,omitempty"`
	F47 *metav1.Duration `json:"f47"`
	F48 Template49 `json:"f48,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 map[string]string `json:"f38"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 uint32 `json:"f43"`
	F44 *int16 `json:"f44,omitempty"`
	F45 metav1.Duration `json:"f45"`
	F46 uint32 `json:"f46"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 int64 `json:"f50"`
}

// PodTemplate54 is a random struct.
type PodTemplate54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 metav1.MicroTime `json:"f57"`
	F58 *bool `json:"f58"`
}

