package p1422

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
// +k8s:selectableField:jsonPath=".spec.f16.f19",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f16.f22"
// +kubebuilder:selectablefield:JSONPath=".spec.f25"
// +kubebuilder:selectablefield:JSONPath=".spec.f26.f35"
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f16.f18`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f16.f22`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.spec.f16.f23`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f25`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f26.f28`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f48`,priority=1
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f26.f33.app`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f36[0].f41`
// +k8s:printerColumn:name="Cel57",type=string,expression=`has(self.status) && has(self.status.f48) ? self.status.f48 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
// +k8s:selectorGeneration:selector=".spec.noSelector"
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

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f60.f68"
// +k8s:schema:index:field="spec.f60.f68"
// +k8s:schema:selectableField:jsonPath=".spec.f70",default="none"
// +kubebuilder:selectablefield:JSONPath=".spec.f93"
// +kubebuilder:printcolumn:name="Col94",type="boolean",JSONPath=`.spec.f60.f66`,priority=1
// +kubebuilder:printcolumn:name="Col95",type="integer",JSONPath=`.spec.f60.f68`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f93`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f60.f62.app`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f71[*].f84`
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f71[?(@.f83==true)].f84`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f92.app`
// +k8s:printerColumn:name="Cel101",type=string,expression=`has(self.spec) && has(self.spec.f60) && has(self.spec.f60.f66) ? string(self.spec.f60.f66) : "none"`
// +k8s:resource:path=kind58-items
// +kubebuilder:printcolumn:name="Dup102",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup102",type="string",JSONPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec59 `json:"spec,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 Template7 `json:"f6"`
	F16 *S17 `json:"f16,omitempty"`
	F25 *types.UID `json:"f25"`
	F26 *S27 `json:"f26,omitempty"`
	F36 []Item37 `json:"f36"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 types.UID `json:"f5"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *int64 `json:"f10"`
	F11 metav1.Duration `json:"f11"`
	F12 float64 `json:"f12"`
	F13 *Mode `json:"f13"`
	F14 bool `json:"f14"`
	F15 int64 `json:"f15"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 *resource.Quantity `json:"f18,omitempty"`
	F19 string `json:"f19"`
	F20 float32 `json:"f20,omitempty,omitzero"`
	Inline21 `json:",inline"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 types.UID `json:"f22,omitempty"`
	F23 bool `json:"f23"`
	F24 uint8 `json:"f24,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 *metav1.Duration `json:"f28"`
	F29 int `json:"f29"`
	F30 *resource.Quantity `json:"f30,omitempty"`
	F31 Labels32 `json:"f31"`
	F33 Labels34 `json:"f33,omitempty"`
	F35 *metav1.MicroTime `json:"f35"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Item37 is a random struct.
type Item37 struct {
	F38 Template39 `json:"f38"`
	F41 intstr.IntOrString `json:"f41"`
	F42 float64 `json:"f42"`
	F43 *int16 `json:"f43"`
	F44 int16 `json:"f44,omitempty"`
	Skipped45 string `json:"-"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 *types.UID `json:"f40"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 intstr.IntOrString `json:"f47"`
	F48 *Mode `json:"f48,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec59 is a random struct.
type Spec59 struct {
	F60 S61 `json:"f60"`
	F70 string `json:"f70"`
	F71 List90 `json:"f71,omitempty"`
	// +k8s:schema:selectableField:default="4"
	F91 *int64 `json:"f91"`
	F92 map[string]string `json:"f92"`
	F93 uint8 `json:"f93,omitempty"`
}

// S61 is a random struct.
type S61 struct {
	F62 Labels63 `json:"f62,omitempty"`
	F64 map[string]string `json:"f64,omitempty"`
	*Inline65 `json:",inline"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// Inline65 is a random struct.
type Inline65 struct {
	// +k8s:selectableField
	F66 bool `json:"f66,omitempty"`
	F67 metav1.Duration `json:"f67"`
	F68 *int `json:"f68,omitempty,omitzero"`
	F69 types.UID `json:"f69,omitzero"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 int8 `json:"f73"`
	F74 int16 `json:"f74,omitempty,omitzero"`
	F75 S76 `json:"f75,omitempty"`
	F83 bool `json:"f83,omitempty"`
	F84 types.UID `json:"f84,omitempty"`
	Inline85 `json:",inline"`
}

// S76 is a random struct.
type S76 struct {
	F77 float64 `json:"f77,omitempty,omitzero"`
	F78 int8 `json:"f78"`
	F79 intstr.IntOrString `json:"f79,omitzero"`
	F80 *Mode `json:"f80"`
	F81 uint8 `json:"f81"`
	F82 *int64 `json:"f82,omitempty"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 *int16 `json:"f86,omitempty"`
	F87 *int16 `json:"f87"`
	F88 metav1.Time `json:"f88,omitzero"`
	F89 metav1.Duration `json:"f89,omitempty"`
}

// List90 is a declared list or map type.
type List90 []Item72

