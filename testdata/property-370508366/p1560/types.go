package p1560

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
// +k8s:schema:selectableField:jsonPath=".spec.f16",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f29.f31.f36",description="The f36 of the kind."
// +k8s:selectableField:jsonPath=".status.f47",default="1"
// +kubebuilder:selectablefield:JSONPath=".status.f62.f66"
// +kubebuilder:selectablefield:JSONPath=".status.f68"
// +k8s:schema:index:field="status.f68"
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f29.f31.f33`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f29.f31.f37`,description="A column."
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f29.f38`,priority=1
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col75",type="number",JSONPath=`.status.f62.f65`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f62.f66`
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.status.f68`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f70`,priority=1
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f3.app`,priority=1
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f4[*].f10`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f4[0].f10`
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f4[?(@.f10=="fast")].f10`
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.status.f48[*].f51`,description="A column."
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.status.f48[0].f51`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
// +kubebuilder:printcolumn:name="Dup86",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup86",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f29.f31.f35"
// +k8s:selectableField:jsonPath=".spec.f29.f31.f36",description="The f36 of the kind."
// +k8s:selectableField:jsonPath=".spec.f29.f31.f37",default="80"
// +k8s:selectableField:jsonPath=".status.f91",default="2",description="The f91 of the kind.",indexed=true
// +k8s:printerColumn:name="Col98",type=integer,jsonPath=`.spec.f29.f31.f35`,format=int32
// +k8s:printerColumn:name="Col99",type=integer,jsonPath=`.spec.f29.f31.f36`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.spec.f29.f31.f37`,description="A column."
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f89`
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f90`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f92`,description="A column."
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.spec.f17[*].f19`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.spec.f17[0].f19`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.spec.f29.f39[*].f41`
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.spec.f29.f39[0].f41`,description="A column."
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.spec.f29.f39[?(@.f43=="x")].f41`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind87
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status88 `json:"status,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 []Item5 `json:"f4,omitempty"`
	F16 types.UID `json:"f16"`
	F17 []Item18 `json:"f17"`
	F29 S30 `json:"f29,omitempty"`
	Skipped45 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate85 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	// +k8s:schema:selectableField
	F6 *[]int8 `json:"f6"`
	F7 *Template8 `json:"f7"`
	F10 Mode `json:"f10"`
	F11 []Item12 `json:"f11"`
	F15 bool `json:"f15,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 []byte `json:"f9,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 uint32 `json:"f13,omitempty"`
	F14 uint32 `json:"f14"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 metav1.Duration `json:"f19,omitempty"`
	F20 metav1.Duration `json:"f20,omitempty"`
	F21 []Item22 `json:"f21"`
	F26 float64 `json:"f26"`
	F27 string `json:"f27,omitempty"`
	F28 *metav1.Time `json:"f28"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *int `json:"f23"`
	F24 *uint32 `json:"f24,omitempty"`
	F25 *uint16 `json:"f25,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 *S32 `json:"f31"`
	F38 *intstr.IntOrString `json:"f38,omitempty"`
	F39 []Item40 `json:"f39"`
}

// S32 is a random struct.
type S32 struct {
	F33 types.UID `json:"f33,omitempty"`
	F34 float32 `json:"f34,omitempty"`
	F35 int64 `json:"f35"`
	F36 int32 `json:"f36,omitempty,omitzero"`
	F37 *intstr.IntOrString `json:"f37,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 []byte `json:"f41,omitempty"`
	F42 *uint16 `json:"f42"`
	F43 string `json:"f43"`
	F44 int32 `json:"f44,omitzero"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 *int `json:"f47"`
	F48 []Item49 `json:"f48,omitempty"`
	F60 uint64 `json:"f60"`
	Inline61 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 int `json:"f50"`
	F51 Mode `json:"f51"`
	Skipped52 string `json:"-"`
	Inline53 `json:",inline"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 *uint8 `json:"f54,omitempty"`
	F55 resource.Quantity `json:"f55,omitempty,omitzero"`
	F56 *int32 `json:"f56,omitempty"`
	F57 float32 `json:"f57"`
	F58 *metav1.MicroTime `json:"f58,omitempty"`
	Skipped59 string `json:"-"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 *S63 `json:"f62,omitempty"`
	F68 uint8 `json:"f68"`
	F69 []byte `json:"f69"`
	F70 uint64 `json:"f70,omitzero"`
}

// S63 is a random struct.
type S63 struct {
	// +k8s:schema:selectableField
	F64 *int64 `json:"f64,omitempty"`
	F65 float64 `json:"f65,omitempty,omitzero"`
	F66 *uint64 `json:"f66"`
	Skipped67 string `json:"-"`
}

// PodTemplate85 is a random struct.
type PodTemplate85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status88 is a random struct.
type Status88 struct {
	F89 Mode `json:"f89,omitempty,omitzero"`
	F90 types.UID `json:"f90,omitempty"`
	F91 *int16 `json:"f91"`
	F92 *resource.Quantity `json:"f92,omitempty,omitzero"`
	F93 Template94 `json:"f93,omitempty"`
	F97 *float64 `json:"f97"`
}

// Labels96 is a declared list or map type.
type Labels96 map[string]string

// Template94 is a random struct.
type Template94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F95 Labels96 `json:"f95,omitempty"`
}

