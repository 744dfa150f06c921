package p1563

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
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col29",type="number",JSONPath=`.spec.f23`,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.spec.f25`,priority=1
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f10.app`,description="A column."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f11[0].f14`,description="A column."
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f11[?(@.f13==3)].f14`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.spec) && has(self.spec.f25) ? string(self.spec.f25) : "none"`
// +kubebuilder:printcolumn:name="Dup35",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup35",type="string",JSONPath=`.metadata.name`,priority=1
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

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f47.f52.f55"
// +k8s:schema:selectableField:jsonPath=".status.f47.f52.f57",default="7"
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f47.f52.f55`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f47.f60.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel63",type=string,expression=`has(self.status) && has(self.status.f47) && has(self.status.f47.f52) && has(self.status.f47.f52.f58) ? string(self.status.f47.f52.f58) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind36
// +kubebuilder:printcolumn:name="Dup64",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup64",type="string",JSONPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec37 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f69",default="false"
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f67`,description="A column."
// +k8s:printerColumn:name="Cel92",type=string,expression=`has(self.spec) && has(self.spec.f67) ? string(self.spec.f67) : "none"`
// +k8s:selectorGeneration
// +k8s:schema:index:field="spec.notDeclared"
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec66 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F6 []int8 `json:"f6,omitempty,omitzero"`
	F7 uint64 `json:"f7"`
	Skipped8 string `json:"-"`
	*Inline9 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int32 `json:"f5,omitempty"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 map[string]string `json:"f10,omitempty"`
	F11 List20 `json:"f11,omitempty"`
	Inline21 `json:",inline"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int `json:"f13,omitzero"`
	F14 metav1.Duration `json:"f14,omitempty,omitzero"`
	F15 metav1.Time `json:"f15"`
	F16 int `json:"f16"`
	F17 bool `json:"f17"`
	F18 []byte `json:"f18,omitzero"`
	Skipped19 string `json:"-"`
}

// List20 is a declared list or map type.
type List20 []Item12

// Inline21 is a random struct.
type Inline21 struct {
	F22 []byte `json:"f22"`
	F23 float64 `json:"f23,omitempty"`
	F24 *float32 `json:"f24,omitempty"`
	F25 int64 `json:"f25"`
	Skipped26 string `json:"-"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 *Template39 `json:"f38,omitempty"`
	F41 Template42 `json:"f41"`
	Skipped44 string `json:"-"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 metav1.Time `json:"f40"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 int8 `json:"f43,omitempty,omitzero"`
}

// Status45 is a random struct.
type Status45 struct {
	F46 float32 `json:"f46,omitempty"`
	F47 S48 `json:"f47,omitempty"`
}

// S48 is a random struct.
type S48 struct {
	F49 Template50 `json:"f49,omitempty"`
	F52 S53 `json:"f52,omitempty"`
	F59 map[string]string `json:"f59"`
	F60 map[string]string `json:"f60"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 uint8 `json:"f51,omitempty"`
}

// S53 is a random struct.
type S53 struct {
	F54 float32 `json:"f54,omitempty"`
	F55 *int64 `json:"f55,omitzero"`
	F56 metav1.MicroTime `json:"f56,omitempty"`
	F57 uint32 `json:"f57"`
	F58 int64 `json:"f58,omitempty,omitzero"`
}

// Spec66 is a random struct.
type Spec66 struct {
	F67 int64 `json:"f67"`
	F68 *uint32 `json:"f68,omitempty"`
	F69 bool `json:"f69"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate93 `json:"template"`
}

// Status70 is a random struct.
type Status70 struct {
	F71 map[string]string `json:"f71,omitempty"`
	F72 List86 `json:"f72,omitempty"`
	F87 map[string]string `json:"f87,omitempty"`
	F88 Template89 `json:"f88"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 metav1.MicroTime `json:"f74,omitempty"`
	F75 []byte `json:"f75"`
	F76 uint32 `json:"f76,omitempty"`
	F77 *int16 `json:"f77,omitempty"`
	F78 S79 `json:"f78"`
	F83 Template84 `json:"f83,omitempty"`
}

// S79 is a random struct.
type S79 struct {
	F80 types.UID `json:"f80"`
	F81 *int32 `json:"f81"`
	F82 *metav1.Duration `json:"f82,omitempty"`
}

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 int8 `json:"f85"`
}

// List86 is a declared list or map type.
type List86 []Item73

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 *int `json:"f90,omitempty"`
}

// PodTemplate93 is a random struct.
type PodTemplate93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

