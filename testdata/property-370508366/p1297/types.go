package p1297

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
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f4.f12`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f4.f13`
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.status.f24`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f33"
// +k8s:schema:selectableField:jsonPath=".spec.f39.f44.f48",default="6"
// +k8s:schema:selectableField:jsonPath=".spec.f39.f44.f49",description="The f49 of the kind.",trigger=true
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f33`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.spec.f39.f42`
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.spec.f39.f44.f47`,priority=1
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.spec.f39.f44.f49`,priority=1
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f39.f44.f50`
// +k8s:printerColumn:name="Col96",type=number,jsonPath=`.spec.f52`,description="A column."
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f53.f61`,description="A column."
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f53.f62`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f64`
// +k8s:printerColumn:name="Col100",type=date,jsonPath=`.status.f67.f69.f72`,priority=1
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f67.f69.f75`
// +k8s:printerColumn:name="Col102",type=number,jsonPath=`.status.f67.f69.f76`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.spec.f34.f37.app`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.spec.f53.f60.app`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f81[*].f88`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f81[0].f88`,priority=1
// +k8s:printerColumn:name="Cel107",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *[]int8 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	// +k8s:schema:selectableField:description="The f14 of the kind."
	F14 *string `json:"f14,omitempty"`
	Inline15 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField:description="The f6 of the kind."
	F6 uint32 `json:"f6,omitempty"`
	// +k8s:selectableField:default="none",description="The f7 of the kind."
	F7 string `json:"f7,omitempty"`
	F8 intstr.IntOrString `json:"f8,omitempty"`
	F9 bool `json:"f9"`
	Inline10 `json:",inline"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 float32 `json:"f11"`
	F12 uint16 `json:"f12"`
	F13 string `json:"f13,omitempty"`
}

// Inline15 is a random struct.
type Inline15 struct {
	// +k8s:schema:selectableField:description="The f16 of the kind.",indexed=true
	F16 *uint8 `json:"f16,omitempty"`
	F17 *int8 `json:"f17,omitempty"`
	F18 Labels19 `json:"f18"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 bool `json:"f20,omitempty"`
	Skipped21 string `json:"-"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Status22 is a random struct.
type Status22 struct {
	F23 *int8 `json:"f23,omitempty"`
	F24 int64 `json:"f24"`
	F25 Template26 `json:"f25"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *Mode `json:"f27"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 int `json:"f33,omitempty"`
	F34 S35 `json:"f34,omitempty"`
	F39 *S40 `json:"f39,omitempty"`
	F52 float64 `json:"f52,omitempty,omitzero"`
	F53 S54 `json:"f53"`
	F64 uint64 `json:"f64,omitempty"`
}

// S35 is a random struct.
type S35 struct {
	F36 Mode `json:"f36,omitempty"`
	F37 Labels38 `json:"f37,omitempty"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// S40 is a random struct.
type S40 struct {
	F41 []int8 `json:"f41,omitempty"`
	F42 *[]int8 `json:"f42,omitempty"`
	F43 *[]int8 `json:"f43,omitempty"`
	F44 S45 `json:"f44"`
	F51 metav1.Time `json:"f51,omitempty,omitzero"`
}

// S45 is a random struct.
type S45 struct {
	// +k8s:schema:selectableField:default="fast"
	F46 *Mode `json:"f46,omitempty"`
	F47 int64 `json:"f47"`
	F48 uint16 `json:"f48,omitempty"`
	F49 *int16 `json:"f49,omitzero"`
	F50 int8 `json:"f50,omitzero"`
}

// S54 is a random struct.
type S54 struct {
	F55 metav1.Time `json:"f55"`
	F56 Template57 `json:"f56,omitempty"`
	// +k8s:schema:selectableField:description="The f59 of the kind."
	F59 *metav1.Time `json:"f59,omitempty,omitzero"`
	F60 map[string]string `json:"f60,omitempty"`
	F61 *intstr.IntOrString `json:"f61"`
	F62 types.UID `json:"f62,omitempty"`
	Skipped63 string `json:"-"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 int32 `json:"f58"`
}

// Status65 is a random struct.
type Status65 struct {
	F66 map[string]string `json:"f66"`
	F67 *S68 `json:"f67,omitempty"`
	F81 []Item82 `json:"f81"`
	Skipped90 string `json:"-"`
}

// S68 is a random struct.
type S68 struct {
	F69 *S70 `json:"f69"`
	F77 Template78 `json:"f77"`
	Skipped80 string `json:"-"`
}

// S70 is a random struct.
type S70 struct {
	// +k8s:schema:selectableField:default="false",description="The f71 of the kind."
	F71 bool `json:"f71"`
	F72 metav1.MicroTime `json:"f72"`
	F73 *int8 `json:"f73,omitempty"`
	F74 resource.Quantity `json:"f74,omitzero"`
	F75 Mode `json:"f75"`
	F76 *float32 `json:"f76,omitempty"`
}

// Template78 is a random struct.
type Template78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F79 float32 `json:"f79"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 Labels84 `json:"f83"`
	F85 Template86 `json:"f85,omitempty"`
	F88 intstr.IntOrString `json:"f88"`
	Skipped89 string `json:"-"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// Template86 is a random struct.
type Template86 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F87 string `json:"f87"`
}

