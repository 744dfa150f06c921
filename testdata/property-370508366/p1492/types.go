package p1492

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f13"
// +k8s:schema:selectableField:jsonPath=".spec.f17.f20",description="The f20 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f17.f22"
// +k8s:schema:selectableField:jsonPath=".status.f28",description="The f28 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f29",default="1",indexed=true
// +kubebuilder:printcolumn:name="Col40",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f13`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col42",type="date",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f17.f23`,format=int32
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f25`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.status.f28`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind46 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f51",default="1",description="The f51 of the kind.",indexed=true
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.spec.f51`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f48.app`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f49.app`
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.spec) && has(self.spec.f51) ? string(self.spec.f51) : "none"`
type Kind46 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec47 `json:"spec,omitempty"`
}

// Kind46List is a list of Kind46.
//
// +kubebuilder:object:root=true
type Kind46List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind46 `json:"items"`
}

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f79`
// +kubebuilder:printcolumn:name="Col87",type="number",JSONPath=`.spec.f80`
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.status.f82`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f58.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind56z,singular=kind56
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec57 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F13 int64 `json:"f13"`
	Inline14 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 intstr.IntOrString `json:"f8,omitempty"`
	F9 float32 `json:"f9,omitempty,omitzero"`
	F10 []byte `json:"f10,omitempty"`
	F11 float64 `json:"f11"`
	F12 metav1.Duration `json:"f12,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []Item7 `json:"f6"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 metav1.MicroTime `json:"f15,omitempty"`
	F16 *[]int8 `json:"f16,omitempty"`
	F17 *S18 `json:"f17,omitempty"`
	F25 uint64 `json:"f25"`
}

// S18 is a random struct.
type S18 struct {
	F19 *int16 `json:"f19,omitempty"`
	F20 metav1.MicroTime `json:"f20"`
	F21 string `json:"f21"`
	F22 *int32 `json:"f22"`
	F23 int8 `json:"f23"`
	Skipped24 string `json:"-"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 resource.Quantity `json:"f27"`
	F28 uint16 `json:"f28,omitempty"`
	F29 int `json:"f29"`
	F30 []Item31 `json:"f30"`
	F34 Template35 `json:"f34,omitempty"`
	F39 int `json:"f39"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 *uint16 `json:"f32,omitempty"`
	F33 int64 `json:"f33,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 types.UID `json:"f38"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *Template37 `json:"f36"`
}

// Spec47 is a random struct.
type Spec47 struct {
	F48 map[string]string `json:"f48"`
	F49 map[string]string `json:"f49,omitempty"`
	F50 *intstr.IntOrString `json:"f50"`
	F51 *int `json:"f51,omitempty,omitzero"`
}

// Spec57 is a random struct.
type Spec57 struct {
	F58 map[string]string `json:"f58"`
	F59 []Item60 `json:"f59,omitempty"`
	F78 *string `json:"f78,omitempty"`
	F79 *int64 `json:"f79,omitzero"`
	F80 float32 `json:"f80"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 S62 `json:"f61,omitempty"`
	F68 map[string]string `json:"f68,omitempty"`
	F69 map[string]string `json:"f69"`
	F70 *Template71 `json:"f70,omitempty"`
	Inline73 `json:",inline"`
}

// S62 is a random struct.
type S62 struct {
	F63 uint32 `json:"f63"`
	F64 *resource.Quantity `json:"f64,omitempty,omitzero"`
	F65 float64 `json:"f65,omitempty"`
	F66 *uint8 `json:"f66,omitempty"`
	F67 uint8 `json:"f67"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 *float64 `json:"f72,omitempty"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 *resource.Quantity `json:"f74,omitempty"`
	F75 *uint32 `json:"f75"`
	F76 metav1.Time `json:"f76"`
	F77 int8 `json:"f77,omitempty"`
}

// Status81 is a random struct.
type Status81 struct {
	F82 *int32 `json:"f82"`
	F83 map[string]string `json:"f83,omitempty"`
	F84 *types.UID `json:"f84"`
	Skipped85 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

