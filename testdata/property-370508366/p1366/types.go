package p1366

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f9.f14"
// +k8s:schema:index:field="spec.f4.f9.f14"
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f4.f9.f14`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f4.f9.f15`,priority=1
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f4.f26`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.spec.f64`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col99",type="number",JSONPath=`.status.f90`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f94`,priority=1
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f45[0].f60`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f92.app`
// +k8s:printerColumn:name="Cel103",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind43z,singular=kind43
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec44 `json:"spec,omitempty"`
	Status Status84 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F28 types.UID `json:"f28,omitempty"`
	F29 Template30 `json:"f29,omitempty"`
	F32 Template33 `json:"f32"`
	F39 int8 `json:"f39,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 Template7 `json:"f6,omitempty"`
	F9 S10 `json:"f9,omitempty"`
	F17 List24 `json:"f17,omitempty"`
	// +k8s:selectableField
	F25 metav1.Duration `json:"f25"`
	// +k8s:schema:selectableField:default="5",description="The f26 of the kind.",indexed=true
	F26 uint8 `json:"f26"`
	F27 map[string]string `json:"f27,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 uint64 `json:"f8,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 []byte `json:"f11"`
	F12 *float64 `json:"f12,omitempty,omitzero"`
	// +k8s:schema:selectableField:trigger=true
	F13 uint32 `json:"f13"`
	F14 int8 `json:"f14,omitempty"`
	F15 string `json:"f15,omitempty"`
	// +k8s:schema:selectableField
	F16 uint8 `json:"f16,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 int8 `json:"f19,omitempty"`
	F20 int32 `json:"f20"`
	F21 bool `json:"f21,omitempty"`
	F22 *[]int8 `json:"f22"`
	F23 bool `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item18

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 bool `json:"f31"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 float32 `json:"f36"`
	F37 int8 `json:"f37"`
	F38 resource.Quantity `json:"f38,omitempty"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 []Item35 `json:"f34,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	F45 List63 `json:"f45,omitempty"`
	F64 int32 `json:"f64,omitempty"`
	F65 string `json:"f65"`
	F66 *float32 `json:"f66"`
	F67 Template68 `json:"f67"`
	F70 []Item71 `json:"f70"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 List55 `json:"f47"`
	F56 *Template57 `json:"f56"`
	F59 *uint8 `json:"f59,omitzero"`
	F60 string `json:"f60"`
	F61 intstr.IntOrString `json:"f61,omitempty"`
	F62 Mode `json:"f62"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 float64 `json:"f49,omitempty"`
	F50 Mode `json:"f50,omitempty"`
	F51 resource.Quantity `json:"f51,omitempty"`
	F52 *intstr.IntOrString `json:"f52"`
	F53 metav1.MicroTime `json:"f53,omitempty"`
	F54 []byte `json:"f54"`
}

// List55 is a declared list or map type.
type List55 []Item48

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 int `json:"f58,omitempty"`
}

// List63 is a declared list or map type.
type List63 []Item46

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 float32 `json:"f69"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 []Item73 `json:"f72"`
	F79 *resource.Quantity `json:"f79,omitempty"`
	F80 Labels81 `json:"f80,omitempty"`
	F82 bool `json:"f82,omitempty"`
	F83 *resource.Quantity `json:"f83"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *uint32 `json:"f74,omitempty"`
	F75 []int8 `json:"f75"`
	F76 *int `json:"f76,omitempty"`
	F77 []int8 `json:"f77,omitempty"`
	F78 []int8 `json:"f78,omitempty"`
}

// Labels81 is a declared list or map type.
type Labels81 map[string]string

// Status84 is a random struct.
type Status84 struct {
	F85 Labels86 `json:"f85,omitempty"`
	F87 *Template88 `json:"f87,omitempty"`
	F90 *float64 `json:"f90,omitempty"`
	Inline91 `json:",inline"`
}

// Labels86 is a declared list or map type.
type Labels86 map[string]string

// Template88 is a random struct.
type Template88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F89 []byte `json:"f89"`
}

// Inline91 is a random struct.
type Inline91 struct {
	F92 Labels93 `json:"f92,omitempty"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F94 metav1.Duration `json:"f94,omitempty"`
	F95 resource.Quantity `json:"f95,omitempty"`
	Skipped96 string `json:"-"`
}

// Labels93 is a declared list or map type.
type Labels93 map[string]string

