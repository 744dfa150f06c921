package p1332

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
// +kubebuilder:printcolumn:name="Col14",type="string",JSONPath=`.status.f11`
// +kubebuilder:printcolumn:name="Col15",type="string",JSONPath=`.spec.f4.app`
// +k8s:printerColumn:name="Cel16",type=string,expression=`has(self.spec) && has(self.spec.f7) ? self.spec.f7 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind17 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f24",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f29.f32",default="5",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f43"
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f19`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f21`,priority=1
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col52",type="date",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f29.f31`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f29.f32`,format=int32
// +kubebuilder:printcolumn:name="Col55",type="date",JSONPath=`.spec.f29.f33`
// +kubebuilder:printcolumn:name="Col56",type="date",JSONPath=`.spec.f37`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f42`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f44.app`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f46.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind17 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec18 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind17List is a list of Kind17.
//
// +kubebuilder:object:root=true
type Kind17List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind17 `json:"items"`
}

// Kind61 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f65`,description="A column."
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f74`,format=int32
// +kubebuilder:printcolumn:name="Col97",type="number",JSONPath=`.spec.f75.f81`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f84`,priority=1
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.status.f86`
// +kubebuilder:resource:path=kind61z,singular=kind61
// +k8s:schema:index:field="spec.notDeclared"
type Kind61 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec62 `json:"spec,omitempty"`
	Status Status83 `json:"status,omitempty"`
}

// Kind61List is a list of Kind61.
//
// +kubebuilder:object:root=true
type Kind61List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind61 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 types.UID `json:"f3,omitempty"`
	F4 Labels5 `json:"f4"`
	F6 string `json:"f6"`
	// +k8s:schema:selectableField:default="none",description="The f7 of the kind."
	F7 string `json:"f7,omitzero"`
	Skipped8 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 *uint64 `json:"f10,omitempty,omitzero"`
	F11 *metav1.Duration `json:"f11,omitempty,omitzero"`
	// +k8s:selectableField
	F12 uint64 `json:"f12,omitempty,omitzero"`
	F13 metav1.Duration `json:"f13,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec18 is a random struct.
type Spec18 struct {
	F19 uint64 `json:"f19"`
	F20 *int `json:"f20,omitempty"`
	F21 *resource.Quantity `json:"f21,omitempty"`
	Inline22 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 *float64 `json:"f23,omitempty,omitzero"`
	F24 metav1.MicroTime `json:"f24,omitempty"`
	F25 Template26 `json:"f25,omitempty"`
	F28 map[string]string `json:"f28,omitempty"`
	F29 S30 `json:"f29"`
	Inline34 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *uint16 `json:"f27,omitzero"`
}

// S30 is a random struct.
type S30 struct {
	F31 string `json:"f31"`
	F32 uint8 `json:"f32"`
	// +k8s:schema:selectableField:description="The f33 of the kind."
	F33 metav1.MicroTime `json:"f33,omitzero"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 resource.Quantity `json:"f35,omitempty"`
	F36 int32 `json:"f36"`
	// +k8s:selectableField
	F37 metav1.Time `json:"f37,omitempty,omitzero"`
	F38 *uint16 `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 intstr.IntOrString `json:"f41,omitempty"`
	// +k8s:selectableField:default="6",indexed=true
	F42 *uint16 `json:"f42"`
	F43 Mode `json:"f43,omitempty"`
	F44 map[string]string `json:"f44"`
	F45 Mode `json:"f45"`
	F46 Labels47 `json:"f46"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Spec62 is a random struct.
type Spec62 struct {
	// +k8s:selectableField:description="The f63 of the kind."
	F63 *metav1.Duration `json:"f63,omitempty"`
	F64 string `json:"f64,omitempty,omitzero"`
	F65 Mode `json:"f65"`
	F66 List73 `json:"f66"`
	F74 int64 `json:"f74,omitempty"`
	F75 *S76 `json:"f75,omitempty"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 Labels69 `json:"f68"`
	F70 Template71 `json:"f70,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 *uint16 `json:"f72,omitzero"`
}

// List73 is a declared list or map type.
type List73 []Item67

// S76 is a random struct.
type S76 struct {
	F77 int64 `json:"f77,omitempty"`
	F78 *Template79 `json:"f78,omitempty"`
	F81 *float64 `json:"f81,omitzero"`
	Skipped82 string `json:"-"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 *float32 `json:"f80,omitempty"`
}

// Status83 is a random struct.
type Status83 struct {
	// +k8s:schema:selectableField:description="The f84 of the kind.",trigger=true
	F84 intstr.IntOrString `json:"f84,omitempty"`
	F85 uint64 `json:"f85,omitempty"`
	// +k8s:schema:selectableField
	F86 intstr.IntOrString `json:"f86"`
	Skipped87 string `json:"-"`
	Inline88 `json:",inline"`
}

// Inline88 is a random struct.
type Inline88 struct {
	F89 string `json:"f89,omitempty,omitzero"`
	F90 List94 `json:"f90"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 *int32 `json:"f92"`
	F93 uint32 `json:"f93"`
}

// List94 is a declared list or map type.
type List94 []Item91

