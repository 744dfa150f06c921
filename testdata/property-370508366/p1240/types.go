package p1240

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
// +k8s:schema:selectableField:jsonPath=".spec.f14",description="The f14 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f24",trigger=true
// +k8s:printerColumn:name="Col43",type=date,jsonPath=`.spec.f3.f8`
// +k8s:printerColumn:name="Col44",type=date,jsonPath=`.spec.f3.f12`
// +k8s:printerColumn:name="Col45",type=boolean,jsonPath=`.spec.f25`,priority=1
// +k8s:printerColumn:name="Col46",type=integer,jsonPath=`.status.f33`
// +k8s:printerColumn:name="Col47",type=integer,jsonPath=`.status.f34.f36`
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.status.f34.f39`,description="A column.",format=int32
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.status.f34.f40`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f3.f6.app`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5"
// +k8s:selectableField:jsonPath=".spec.f3.f12"
// +k8s:schema:selectableField:jsonPath=".spec.f24",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f26"
// +k8s:printerColumn:name="Col52",type=date,jsonPath=`.spec.f3.f8`,priority=1
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f3.f13`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col55",type=date,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col56",type=boolean,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f26`,description="A column.",format=int32
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f3.f6.app`
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.spec) && has(self.spec.f25) ? string(self.spec.f25) : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind51
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f14",description="The f14 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:schema:selectableField:jsonPath=".spec.f26",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f65",default="80",description="The f65 of the kind."
// +k8s:printerColumn:name="Col67",type=integer,jsonPath=`.spec.f3.f5`,format=int32
// +k8s:printerColumn:name="Col68",type=date,jsonPath=`.spec.f3.f12`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f14`,description="A column."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f64`,priority=1
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f66`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f62.app`,description="A column."
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f25) ? string(self.spec.f25) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F14 []byte `json:"f14,omitempty"`
	F15 Template16 `json:"f15,omitempty"`
	F24 metav1.MicroTime `json:"f24,omitzero"`
	// +k8s:schema:selectableField
	F25 bool `json:"f25,omitzero"`
	F26 *int32 `json:"f26"`
	Skipped27 string `json:"-"`
}

// S4 is a random struct.
type S4 struct {
	F5 *uint16 `json:"f5"`
	F6 Labels7 `json:"f6"`
	// +k8s:schema:selectableField
	F8 metav1.MicroTime `json:"f8"`
	F9 Template10 `json:"f9,omitempty"`
	F12 metav1.MicroTime `json:"f12"`
	F13 uint8 `json:"f13"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 []byte `json:"f11,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *bool `json:"f19,omitempty"`
	F20 *metav1.Time `json:"f20"`
	F21 float32 `json:"f21"`
	F22 bool `json:"f22,omitempty,omitzero"`
	F23 []byte `json:"f23,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 []Item18 `json:"f17,omitempty"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 Labels30 `json:"f29"`
	F31 []int8 `json:"f31"`
	F32 uint64 `json:"f32"`
	// +k8s:selectableField
	F33 *uint32 `json:"f33"`
	F34 *S35 `json:"f34,omitempty"`
	F42 *bool `json:"f42,omitempty"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// S35 is a random struct.
type S35 struct {
	// +k8s:selectableField:description="The f36 of the kind.",indexed=true
	F36 int8 `json:"f36,omitempty"`
	F37 uint64 `json:"f37,omitzero"`
	Inline38 `json:",inline"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 int8 `json:"f39"`
	F40 *int `json:"f40"`
	F41 uint32 `json:"f41,omitempty"`
}

// Status61 is a random struct.
type Status61 struct {
	F62 Labels63 `json:"f62,omitempty"`
	F64 []byte `json:"f64,omitempty"`
	F65 intstr.IntOrString `json:"f65"`
	F66 metav1.Duration `json:"f66"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

