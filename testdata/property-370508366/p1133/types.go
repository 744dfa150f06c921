package p1133

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
// +k8s:schema:selectableField:jsonPath=".status.f38",default="false",description="The f38 of the kind."
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f3.f5`,description="A column."
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f3.f11`,priority=1
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f21.f26`
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.spec.f30`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f43`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f3.f7.app`,description="A column."
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f42.app`
// +k8s:printerColumn:name="Cel51",type=string,expression=`has(self.status) && has(self.status.f38) ? string(self.status.f38) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
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

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f64"
// +k8s:schema:index:field="spec.f64"
// +kubebuilder:selectablefield:JSONPath=".spec.f70"
// +k8s:selectableField:jsonPath=".spec.f71",description="The f71 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f79.f83"
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.spec.f73`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f74`,description="A column."
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.spec.f79.f83`,description="A column."
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f79.f85`,format=int32
// +genclient:nonNamespaced
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Kind92 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f106",description="The f106 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.spec.f99.app`
// +k8s:printerColumn:name="Cel109",type=string,expression=`has(self.spec) && has(self.spec.f98) ? self.spec.f98 : "none"`
type Kind92 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec93 `json:"spec,omitempty"`
}

// Kind92List is a list of Kind92.
//
// +kubebuilder:object:root=true
type Kind92List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind92 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	// +k8s:schema:selectableField:description="The f13 of the kind."
	F13 *Mode `json:"f13"`
	F14 []Item15 `json:"f14,omitempty"`
	F21 *S22 `json:"f21"`
	F27 Template28 `json:"f27"`
	F30 *metav1.Time `json:"f30,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate52 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 int8 `json:"f5,omitempty"`
	F6 *float64 `json:"f6,omitempty"`
	F7 Labels8 `json:"f7,omitempty"`
	Inline9 `json:",inline"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Inline9 is a random struct.
type Inline9 struct {
	F10 string `json:"f10,omitempty"`
	F11 *uint32 `json:"f11,omitempty"`
	Skipped12 string `json:"-"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *int `json:"f16,omitzero"`
	F17 int8 `json:"f17,omitzero"`
	F18 Template19 `json:"f18,omitempty"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 uint64 `json:"f20"`
}

// S22 is a random struct.
type S22 struct {
	F23 Template24 `json:"f23"`
	// +k8s:schema:selectableField:indexed=true
	F26 types.UID `json:"f26"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *bool `json:"f25,omitempty,omitzero"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 metav1.Duration `json:"f29"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 S33 `json:"f32,omitempty"`
	F38 bool `json:"f38"`
	// +k8s:schema:selectableField:trigger=true
	F39 uint64 `json:"f39,omitempty,omitzero"`
	F40 Labels41 `json:"f40,omitempty"`
	F42 map[string]string `json:"f42,omitempty"`
	F43 []byte `json:"f43,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	// +k8s:selectableField
	F34 intstr.IntOrString `json:"f34,omitempty"`
	F35 *Template36 `json:"f35"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 float64 `json:"f37,omitempty"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// PodTemplate52 is a random struct.
type PodTemplate52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 Template56 `json:"f55"`
	// +k8s:selectableField
	F63 uint16 `json:"f63"`
	F64 *Mode `json:"f64"`
	F65 List69 `json:"f65,omitempty"`
	F70 uint32 `json:"f70"`
	F71 *metav1.MicroTime `json:"f71"`
	*Inline72 `json:",inline"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 *metav1.MicroTime `json:"f59"`
	F60 *int16 `json:"f60,omitempty"`
	F61 int `json:"f61"`
	F62 *bool `json:"f62"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 []Item58 `json:"f57"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 int16 `json:"f67"`
	F68 *float64 `json:"f68"`
}

// List69 is a declared list or map type.
type List69 []Item66

// Inline72 is a random struct.
type Inline72 struct {
	F73 int32 `json:"f73,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F74 *string `json:"f74,omitzero"`
	F75 Template76 `json:"f75,omitempty"`
	F78 float64 `json:"f78"`
	F79 *S80 `json:"f79,omitempty"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 *metav1.Duration `json:"f77,omitempty"`
}

// S80 is a random struct.
type S80 struct {
	F81 *resource.Quantity `json:"f81,omitempty"`
	F82 *float64 `json:"f82,omitempty"`
	F83 uint8 `json:"f83"`
	F84 string `json:"f84"`
	F85 uint16 `json:"f85,omitempty"`
	Skipped86 string `json:"-"`
}

// Spec93 is a random struct.
type Spec93 struct {
	F94 Template95 `json:"f94,omitempty"`
	F98 *Mode `json:"f98,omitzero"`
	F99 map[string]string `json:"f99"`
	F100 Template101 `json:"f100"`
	F105 metav1.Time `json:"f105,omitempty,omitzero"`
	F106 *intstr.IntOrString `json:"f106"`
	Skipped107 string `json:"-"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 Labels97 `json:"f96,omitempty"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 int8 `json:"f104"`
}

// Template101 is a random struct.
type Template101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F102 Template103 `json:"f102,omitempty"`
}

