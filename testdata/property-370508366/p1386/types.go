package p1386

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
// +k8s:schema:selectableField:jsonPath=".status.f32",description="The f32 of the kind."
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f17.f19`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.status.f32`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f7.app`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f17.f25[*].f30`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f17.f25[0].f30`
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.spec) && has(self.spec.f17) && has(self.spec.f17.f20) && has(self.spec.f17.f20.f23) ? string(self.spec.f17.f20.f23) : "none"`
// +k8s:schema:scope=Cluster
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f83"
// +kubebuilder:printcolumn:name="Col85",type="date",JSONPath=`.spec.f59`
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f61`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.status.f83`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f64[*].f67`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind50-items
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec51 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Kind89 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f102",description="The f102 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f103"
// +k8s:printerColumn:name="Col118",type=integer,jsonPath=`.spec.f94`,description="A column."
// +k8s:printerColumn:name="Col119",type=number,jsonPath=`.spec.f101`
// +k8s:printerColumn:name="Col120",type=integer,jsonPath=`.spec.f102`
// +k8s:printerColumn:name="Col121",type=integer,jsonPath=`.status.f111`,priority=1,description="A column."
// +k8s:printerColumn:name="Col122",type=number,jsonPath=`.status.f112.f114`
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.spec.f91.app`,priority=1
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.status.f116.app`,priority=1
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup125",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup125",type=string,jsonPath=`.metadata.name`
type Kind89 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec90 `json:"spec,omitempty"`
	Status Status104 `json:"status,omitempty"`
}

// Kind89List is a list of Kind89.
//
// +kubebuilder:object:root=true
type Kind89List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind89 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 *string `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
	F7 map[string]string `json:"f7,omitempty"`
	F8 *Template9 `json:"f8"`
	F16 *int16 `json:"f16,omitempty"`
	F17 *S18 `json:"f17"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 uint32 `json:"f6,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 int32 `json:"f12,omitempty"`
	F13 *uint64 `json:"f13"`
	F14 int8 `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 S11 `json:"f10,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	// +k8s:schema:selectableField
	F19 *resource.Quantity `json:"f19,omitempty"`
	F20 *S21 `json:"f20"`
	F25 []Item26 `json:"f25"`
}

// S21 is a random struct.
type S21 struct {
	// +k8s:schema:selectableField
	F22 float32 `json:"f22,omitzero"`
	F23 int64 `json:"f23,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F24 int16 `json:"f24,omitempty"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *int8 `json:"f27,omitempty"`
	F28 float64 `json:"f28,omitempty"`
	F29 *[]int8 `json:"f29"`
	F30 []byte `json:"f30,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 *int8 `json:"f32,omitempty"`
	F33 Template34 `json:"f33,omitempty"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *int8 `json:"f37"`
	F38 *float32 `json:"f38"`
	F39 int16 `json:"f39"`
	F40 int16 `json:"f40"`
	F41 int32 `json:"f41,omitempty"`
}

// List42 is a declared list or map type.
type List42 []Item36

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 List42 `json:"f35"`
}

// Spec51 is a random struct.
type Spec51 struct {
	F52 S53 `json:"f52"`
	F59 metav1.Time `json:"f59,omitempty"`
	F60 uint32 `json:"f60,omitempty"`
	F61 intstr.IntOrString `json:"f61,omitzero"`
	F62 Labels63 `json:"f62"`
	F64 List72 `json:"f64"`
	Skipped73 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S53 is a random struct.
type S53 struct {
	// +k8s:schema:selectableField
	F54 types.UID `json:"f54"`
	F55 Template56 `json:"f55"`
	F58 uint16 `json:"f58"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 metav1.Time `json:"f57"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// Item65 is a random struct.
type Item65 struct {
	F66 *types.UID `json:"f66"`
	F67 intstr.IntOrString `json:"f67,omitzero"`
	F68 float32 `json:"f68"`
	F69 *Template70 `json:"f69"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 *float32 `json:"f71"`
}

// List72 is a declared list or map type.
type List72 []Item65

// Status74 is a random struct.
type Status74 struct {
	F75 List81 `json:"f75"`
	F82 map[string]string `json:"f82"`
	F83 int32 `json:"f83"`
	F84 types.UID `json:"f84"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item76 is a random struct.
type Item76 struct {
	F77 int16 `json:"f77,omitempty"`
	F78 int8 `json:"f78,omitempty"`
	F79 intstr.IntOrString `json:"f79,omitempty"`
	F80 intstr.IntOrString `json:"f80"`
}

// List81 is a declared list or map type.
type List81 []Item76

// Spec90 is a random struct.
type Spec90 struct {
	F91 Labels92 `json:"f91,omitempty"`
	// +k8s:schema:selectableField
	F93 int64 `json:"f93"`
	// +k8s:schema:selectableField:default="2",trigger=true
	F94 int16 `json:"f94,omitempty"`
	F95 *Template96 `json:"f95,omitempty"`
	F98 *float32 `json:"f98,omitempty"`
	// +k8s:schema:selectableField:description="The f99 of the kind."
	F99 metav1.Time `json:"f99"`
	*Inline100 `json:",inline"`
}

// Labels92 is a declared list or map type.
type Labels92 map[string]string

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 uint32 `json:"f97,omitempty,omitzero"`
}

// Inline100 is a random struct.
type Inline100 struct {
	F101 *float64 `json:"f101,omitempty"`
	F102 uint32 `json:"f102,omitzero"`
	F103 Mode `json:"f103,omitempty,omitzero"`
}

// Status104 is a random struct.
type Status104 struct {
	F105 *Template106 `json:"f105"`
	F108 Template109 `json:"f108,omitempty"`
	F111 int64 `json:"f111"`
	F112 S113 `json:"f112,omitempty"`
	F116 map[string]string `json:"f116,omitempty"`
	Skipped117 string `json:"-"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 int `json:"f107"`
}

// Template109 is a random struct.
type Template109 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F110 types.UID `json:"f110,omitempty"`
}

// S113 is a random struct.
type S113 struct {
	F114 float32 `json:"f114"`
	F115 float64 `json:"f115"`
}

