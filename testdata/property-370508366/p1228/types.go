package p1228

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
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:selectableField:jsonPath=".status.f7"
// +k8s:schema:selectableField:jsonPath=".status.f15",trigger=true
// +k8s:printerColumn:name="Col24",type=number,jsonPath=`.status.f23`,priority=1
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup25",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
// +k8s:printerColumn:name="Dup25",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
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

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f28",trigger=true
// +k8s:selectableField:jsonPath=".spec.f47.f60",description="The f60 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f47.f63"
// +k8s:schema:selectableField:jsonPath=".spec.f47.f64",description="The f64 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f47.f59`
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f47.f63`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f47.f65`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f47.f66`
// +kubebuilder:printcolumn:name="Col98",type="boolean",JSONPath=`.spec.f76`,priority=1
// +kubebuilder:printcolumn:name="Col99",type="integer",JSONPath=`.status.f81.f87`,format=int32
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.status.f81.f89`
// +kubebuilder:printcolumn:name="Col101",type="integer",JSONPath=`.status.f81.f91`,description="A column."
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f29[0].f41`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.spec.f29[?(@.f31==1)].f41`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.spec.f47.f52[?(@.f55==true)].f54`
// +k8s:printerColumn:name="Cel105",type=string,expression=`has(self.status) && has(self.status.f81) && has(self.status.f81.f91) ? string(self.status.f81.f91) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind26
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
	Status Status80 `json:"status,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Kind106 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f118"
// +k8s:selectableField:jsonPath=".spec.f119",description="The f119 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col120",type="string",JSONPath=`.spec.f108`
// +kubebuilder:printcolumn:name="Col121",type="string",JSONPath=`.spec.f109.f117`,description="A column."
// +kubebuilder:printcolumn:name="Col122",type="string",JSONPath=`.spec.f109.f111[*].f114`
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.spec.f109.f111[0].f114`
// +k8s:resource:path=kind106-items
type Kind106 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec107 `json:"spec,omitempty"`
}

// Kind106List is a list of Kind106.
//
// +kubebuilder:object:root=true
type Kind106List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind106 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3"`
	F4 *string `json:"f4"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:schema:selectableField
	F6 *string `json:"f6,omitempty,omitzero"`
	F7 types.UID `json:"f7"`
	F8 []Item9 `json:"f8,omitempty"`
	F15 uint64 `json:"f15"`
	// +k8s:selectableField
	F16 *types.UID `json:"f16"`
	Inline17 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 int8 `json:"f10"`
	F11 bool `json:"f11,omitempty"`
	F12 *Template13 `json:"f12"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *metav1.Duration `json:"f14"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 []Item19 `json:"f18,omitempty"`
	F23 float32 `json:"f23"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 int8 `json:"f20"`
	F21 *bool `json:"f21,omitempty"`
	F22 *metav1.Time `json:"f22,omitempty"`
}

// Spec27 is a random struct.
type Spec27 struct {
	F28 *int `json:"f28,omitempty"`
	F29 []Item30 `json:"f29,omitempty"`
	// +k8s:schema:selectableField:description="The f46 of the kind."
	F46 uint8 `json:"f46"`
	F47 *S48 `json:"f47"`
	F68 []Item69 `json:"f68,omitempty"`
	Inline75 `json:",inline"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 int32 `json:"f31"`
	F32 *Template33 `json:"f32,omitempty"`
	F35 Template36 `json:"f35,omitempty"`
	F38 *Template39 `json:"f38,omitempty"`
	F41 uint64 `json:"f41,omitempty,omitzero"`
	*Inline42 `json:",inline"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 *int64 `json:"f34,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 *int16 `json:"f37"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 *int `json:"f40,omitempty"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 int16 `json:"f43"`
	F44 float64 `json:"f44"`
	Skipped45 string `json:"-"`
}

// S48 is a random struct.
type S48 struct {
	F49 Template50 `json:"f49"`
	F52 []Item53 `json:"f52"`
	// +k8s:schema:selectableField:default="fast"
	F59 Mode `json:"f59,omitempty"`
	F60 *types.UID `json:"f60"`
	F61 int8 `json:"f61"`
	Inline62 `json:",inline"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 int32 `json:"f51,omitzero"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 metav1.Duration `json:"f54"`
	F55 bool `json:"f55,omitempty"`
	F56 *types.UID `json:"f56,omitempty"`
	F57 *Mode `json:"f57,omitempty"`
	F58 types.UID `json:"f58,omitempty,omitzero"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 Mode `json:"f63"`
	F64 uint64 `json:"f64,omitempty"`
	F65 int16 `json:"f65,omitempty"`
	F66 []byte `json:"f66,omitempty"`
	Skipped67 string `json:"-"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *uint32 `json:"f70"`
	F71 *Template72 `json:"f71"`
	Skipped74 string `json:"-"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 uint64 `json:"f73,omitempty"`
}

// Inline75 is a random struct.
type Inline75 struct {
	F76 bool `json:"f76"`
	F77 *Mode `json:"f77,omitempty"`
	F78 intstr.IntOrString `json:"f78,omitempty"`
	Skipped79 string `json:"-"`
}

// Status80 is a random struct.
type Status80 struct {
	F81 S82 `json:"f81"`
	F93 uint8 `json:"f93,omitempty"`
}

// S82 is a random struct.
type S82 struct {
	F83 uint64 `json:"f83"`
	F84 Labels85 `json:"f84"`
	Inline86 `json:",inline"`
}

// Labels85 is a declared list or map type.
type Labels85 map[string]string

// Inline86 is a random struct.
type Inline86 struct {
	F87 int `json:"f87"`
	F88 float64 `json:"f88"`
	F89 *int `json:"f89,omitempty"`
	F90 *int64 `json:"f90,omitempty,omitzero"`
	F91 *int `json:"f91"`
	Skipped92 string `json:"-"`
}

// Spec107 is a random struct.
type Spec107 struct {
	F108 *intstr.IntOrString `json:"f108,omitempty"`
	F109 *S110 `json:"f109,omitempty"`
	F118 string `json:"f118,omitempty"`
	F119 bool `json:"f119,omitempty"`
}

// S110 is a random struct.
type S110 struct {
	F111 []Item112 `json:"f111,omitempty"`
	F116 *int8 `json:"f116"`
	F117 *intstr.IntOrString `json:"f117,omitempty,omitzero"`
}

// Item112 is a random struct.
type Item112 struct {
	F113 bool `json:"f113,omitempty"`
	F114 uint64 `json:"f114,omitempty"`
	F115 *uint16 `json:"f115"`
}

