package p1257

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
// +k8s:printerColumn:name="Col9",type=date,jsonPath=`.status.f7`
// +k8s:printerColumn:name="Col10",type=string,jsonPath=`.status.f6.app`
// +k8s:printerColumn:name="Cel11",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f34",default="4"
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f34`
// +kubebuilder:resource:path=kind13z,singular=kind13
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec14 `json:"spec,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f49",description="The f49 of the kind.",trigger=true
// +k8s:printerColumn:name="Col69",type=integer,jsonPath=`.spec.f49`
// +k8s:printerColumn:name="Col70",type=date,jsonPath=`.spec.f51`,priority=1
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.status.f68`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f39[0].f41`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f56.f59.app`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f61.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel76",type=string,expression=`has(self.status) && has(self.status.f62) ? string(self.status.f62) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
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
	// +k8s:selectableField
	F3 int64 `json:"f3"`
	// +k8s:selectableField:default="2"
	F4 int16 `json:"f4"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate12 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 map[string]string `json:"f6,omitempty"`
	F7 *metav1.Time `json:"f7,omitempty"`
	F8 uint64 `json:"f8"`
}

// PodTemplate12 is a random struct.
type PodTemplate12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec14 is a random struct.
type Spec14 struct {
	F15 []Item16 `json:"f15"`
	F34 int64 `json:"f34,omitzero"`
	Skipped35 string `json:"-"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 map[string]string `json:"f17,omitempty"`
	F18 uint16 `json:"f18,omitempty"`
	F19 List26 `json:"f19"`
	F27 Labels28 `json:"f27,omitempty"`
	F29 []Item30 `json:"f29"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *uint32 `json:"f21,omitempty"`
	F22 int32 `json:"f22"`
	F23 int32 `json:"f23,omitempty"`
	F24 metav1.Duration `json:"f24"`
	F25 metav1.Time `json:"f25,omitzero"`
}

// List26 is a declared list or map type.
type List26 []Item20

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Item30 is a random struct.
type Item30 struct {
	F31 bool `json:"f31,omitempty"`
	F32 float64 `json:"f32,omitempty"`
	F33 resource.Quantity `json:"f33,omitempty"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 List48 `json:"f39,omitempty"`
	F49 int64 `json:"f49,omitempty"`
	Inline50 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 string `json:"f41,omitempty"`
	F42 *Mode `json:"f42,omitempty"`
	F43 uint8 `json:"f43,omitempty"`
	F44 resource.Quantity `json:"f44,omitempty,omitzero"`
	F45 int16 `json:"f45,omitempty"`
	F46 types.UID `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item40

// Inline50 is a random struct.
type Inline50 struct {
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",description="The f51 of the kind.",indexed=true
	F51 metav1.Time `json:"f51,omitempty,omitzero"`
	F52 uint32 `json:"f52"`
	// +k8s:schema:selectableField
	F53 metav1.Time `json:"f53,omitempty"`
	F54 metav1.Duration `json:"f54,omitempty"`
}

// Status55 is a random struct.
type Status55 struct {
	F56 *S57 `json:"f56"`
	F61 map[string]string `json:"f61,omitempty"`
	F62 int64 `json:"f62"`
	F63 List67 `json:"f63"`
	F68 int8 `json:"f68,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S57 is a random struct.
type S57 struct {
	F58 map[string]string `json:"f58"`
	F59 Labels60 `json:"f59,omitempty"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// Item64 is a random struct.
type Item64 struct {
	F65 metav1.Duration `json:"f65,omitzero"`
	F66 metav1.MicroTime `json:"f66"`
}

// List67 is a declared list or map type.
type List67 []Item64

