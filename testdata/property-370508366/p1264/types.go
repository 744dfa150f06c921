package p1264

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
// +k8s:schema:selectableField:jsonPath=".status.f19"
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.status.f8`
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.status.f20`,description="A column."
// +k8s:printerColumn:name="Cel23",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind24 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Cel49",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind24
type Kind24 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec25 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind24List is a list of Kind24.
//
// +kubebuilder:object:root=true
type Kind24List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind24 `json:"items"`
}

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f57",default="2024-01-02T15:04:05Z",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f60",description="The f60 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f61",description="The f61 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f75"
// +k8s:selectableField:jsonPath=".status.f78.f84",description="The f84 of the kind."
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.spec.f60`,format=int32
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.spec.f61`,priority=1
// +k8s:printerColumn:name="Col88",type=date,jsonPath=`.spec.f62`,description="A column."
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.status.f77`
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.status.f78.f81`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f78.f83`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f64[*].f73`,priority=1
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.status.f64[0].f73`
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.status.f78.f80.app`
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec51 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	// +k8s:selectableField
	F6 metav1.Time `json:"f6,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 map[string]string `json:"f5"`
}

// Status7 is a random struct.
type Status7 struct {
	// +k8s:schema:selectableField
	F8 *types.UID `json:"f8,omitempty"`
	F9 Template10 `json:"f9"`
	F12 Template13 `json:"f12"`
	F19 metav1.MicroTime `json:"f19,omitempty"`
	F20 *[]int8 `json:"f20"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 metav1.MicroTime `json:"f11,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *metav1.Time `json:"f16,omitempty"`
	F17 *float64 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 []Item15 `json:"f14"`
}

// Spec25 is a random struct.
type Spec25 struct {
	F26 List43 `json:"f26,omitempty"`
	F44 float32 `json:"f44,omitempty"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 List35 `json:"f28,omitempty"`
	F36 *uint16 `json:"f36,omitempty"`
	Inline37 `json:",inline"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 int16 `json:"f30"`
	F31 float32 `json:"f31"`
	F32 int32 `json:"f32,omitempty"`
	F33 Mode `json:"f33,omitempty"`
	F34 *resource.Quantity `json:"f34,omitempty"`
}

// List35 is a declared list or map type.
type List35 []Item29

// Inline37 is a random struct.
type Inline37 struct {
	F38 *uint64 `json:"f38,omitempty"`
	F39 float64 `json:"f39,omitempty,omitzero"`
	F40 []int8 `json:"f40,omitempty"`
	F41 Mode `json:"f41"`
	F42 metav1.Duration `json:"f42"`
}

// List43 is a declared list or map type.
type List43 []Item27

// Status45 is a random struct.
type Status45 struct {
	F46 *uint16 `json:"f46"`
	F47 Labels48 `json:"f47"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// Spec51 is a random struct.
type Spec51 struct {
	F52 *Template53 `json:"f52"`
	F57 *metav1.Time `json:"f57"`
	Skipped58 string `json:"-"`
	*Inline59 `json:",inline"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 *types.UID `json:"f56"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 Template55 `json:"f54,omitempty"`
}

// Inline59 is a random struct.
type Inline59 struct {
	F60 *uint16 `json:"f60"`
	F61 []byte `json:"f61,omitempty"`
	F62 metav1.Time `json:"f62,omitempty"`
}

// Status63 is a random struct.
type Status63 struct {
	F64 []Item65 `json:"f64"`
	F75 int64 `json:"f75"`
	F76 metav1.Duration `json:"f76"`
	F77 *uint64 `json:"f77,omitempty"`
	F78 S79 `json:"f78,omitempty"`
	Skipped85 string `json:"-"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 *types.UID `json:"f66"`
	F67 List72 `json:"f67,omitempty"`
	F73 []int8 `json:"f73,omitempty"`
	F74 *int16 `json:"f74"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 types.UID `json:"f69"`
	F70 float32 `json:"f70"`
	F71 *resource.Quantity `json:"f71,omitempty"`
}

// List72 is a declared list or map type.
type List72 []Item68

// S79 is a random struct.
type S79 struct {
	F80 map[string]string `json:"f80,omitempty"`
	F81 *uint16 `json:"f81,omitempty,omitzero"`
	*Inline82 `json:",inline"`
}

// Inline82 is a random struct.
type Inline82 struct {
	// +k8s:schema:selectableField:trigger=true
	F83 *Mode `json:"f83"`
	F84 *uint32 `json:"f84,omitempty"`
}

