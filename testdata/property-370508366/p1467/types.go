package p1467

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
// +k8s:selectableField:jsonPath=".spec.f9.f11",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f9.f19.f25",description="The f25 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f30",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f32",default="7",description="The f32 of the kind."
// +kubebuilder:printcolumn:name="Col36",type="integer",JSONPath=`.spec.f9.f14`
// +kubebuilder:printcolumn:name="Col37",type="boolean",JSONPath=`.spec.f9.f19.f25`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.status.f32`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.status.f33`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f45.f51"
// +k8s:schema:selectableField:jsonPath=".spec.f45.f52.f54",default="2",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f45.f52.f55"
// +k8s:schema:selectableField:jsonPath=".status.f60",default="80",trigger=true
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f45.f47`,description="A column."
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f45.f51`,description="A column."
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f56`
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.status.f59`,format=int32
// +k8s:printerColumn:name="Cel65",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f89",default="none",description="The f89 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f90.f97",default="2"
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f89`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f90.f92`
// +kubebuilder:printcolumn:name="Col104",type="integer",JSONPath=`.status.f90.f97`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.status.f98`
// +kubebuilder:printcolumn:name="Col106",type="integer",JSONPath=`.status.f100`,priority=1
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.spec.f69[0].f71`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status88 `json:"status,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 *Template7 `json:"f6"`
	F9 S10 `json:"f9"`
	F29 *int16 `json:"f29"`
	F30 *uint16 `json:"f30"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 types.UID `json:"f5,omitzero"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 uint16 `json:"f8"`
}

// S10 is a random struct.
type S10 struct {
	F11 *uint64 `json:"f11,omitempty"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 int64 `json:"f14,omitempty"`
	F15 *Template16 `json:"f15"`
	F18 *resource.Quantity `json:"f18,omitempty"`
	F19 *S20 `json:"f19,omitempty"`
	*Inline26 `json:",inline"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 uint32 `json:"f17"`
}

// S20 is a random struct.
type S20 struct {
	// +k8s:selectableField
	F21 *types.UID `json:"f21"`
	// +k8s:schema:selectableField:default="1",description="The f22 of the kind."
	F22 *int `json:"f22,omitempty,omitzero"`
	F23 float32 `json:"f23,omitempty"`
	F24 uint64 `json:"f24"`
	F25 bool `json:"f25,omitempty"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 metav1.Duration `json:"f27"`
	F28 float64 `json:"f28,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 uint32 `json:"f32"`
	F33 Mode `json:"f33"`
	F34 int16 `json:"f34,omitempty"`
	Skipped35 string `json:"-"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 *Template43 `json:"f42,omitempty"`
	F45 S46 `json:"f45,omitempty"`
	F56 *resource.Quantity `json:"f56,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate66 `json:"template"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 metav1.Time `json:"f44,omitempty"`
}

// S46 is a random struct.
type S46 struct {
	F47 *int8 `json:"f47,omitempty"`
	F48 *int64 `json:"f48"`
	F49 Labels50 `json:"f49,omitempty"`
	F51 uint8 `json:"f51,omitempty"`
	F52 S53 `json:"f52"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// S53 is a random struct.
type S53 struct {
	F54 *int16 `json:"f54,omitempty"`
	F55 metav1.Duration `json:"f55,omitempty"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 *int64 `json:"f58,omitempty"`
	F59 *uint32 `json:"f59"`
	F60 intstr.IntOrString `json:"f60,omitempty"`
}

// PodTemplate66 is a random struct.
type PodTemplate66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec68 is a random struct.
type Spec68 struct {
	F69 []Item70 `json:"f69,omitempty"`
	F81 *Template82 `json:"f81"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 types.UID `json:"f71,omitempty"`
	F72 Mode `json:"f72,omitempty"`
	F73 float64 `json:"f73"`
	Inline74 `json:",inline"`
}

// Inline74 is a random struct.
type Inline74 struct {
	F75 resource.Quantity `json:"f75"`
	F76 *int8 `json:"f76"`
	F77 *float64 `json:"f77,omitempty"`
	F78 int16 `json:"f78"`
	F79 Mode `json:"f79,omitempty,omitzero"`
	F80 float64 `json:"f80"`
}

// Item84 is a random struct.
type Item84 struct {
	F85 intstr.IntOrString `json:"f85,omitempty"`
	F86 resource.Quantity `json:"f86,omitempty"`
}

// List87 is a declared list or map type.
type List87 []Item84

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 List87 `json:"f83,omitempty"`
}

// Status88 is a random struct.
type Status88 struct {
	F89 *string `json:"f89"`
	F90 *S91 `json:"f90,omitempty"`
	F98 Mode `json:"f98"`
	F99 map[string]string `json:"f99"`
	F100 *int32 `json:"f100"`
	// +k8s:schema:selectableField:trigger=true
	F101 *types.UID `json:"f101"`
}

// S91 is a random struct.
type S91 struct {
	// +k8s:selectableField:indexed=true
	F92 types.UID `json:"f92,omitempty,omitzero"`
	F93 *int64 `json:"f93,omitempty"`
	F94 *Template95 `json:"f94"`
	F97 int16 `json:"f97,omitempty,omitzero"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 *metav1.Duration `json:"f96,omitzero"`
}

