package p1112

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
// +kubebuilder:selectablefield:JSONPath=".spec.f22"
// +k8s:schema:selectableField:jsonPath=".status.f49",default="1h0m0s",description="The f49 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f53.f58"
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.status.f49`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.status.f50`
// +kubebuilder:printcolumn:name="Col75",type="number",JSONPath=`.status.f52`
// +kubebuilder:printcolumn:name="Col76",type="number",JSONPath=`.status.f53.f55`,description="A column."
// +kubebuilder:printcolumn:name="Col77",type="number",JSONPath=`.status.f53.f60`,priority=1
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f25[*].f33`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f61[0].f65`
// +k8s:printerColumn:name="Cel80",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind81 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f17",description="The f17 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f22"
// +k8s:schema:selectableField:jsonPath=".spec.f23",description="The f23 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f83"
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f17`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col96",type="date",JSONPath=`.status.f83`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.status.f93`
// +k8s:printerColumn:name="Cel98",type=string,expression=`has(self.spec) && has(self.spec.f17) ? self.spec.f17 : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind81 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status82 `json:"status,omitempty"`
}

// Kind81List is a list of Kind81.
//
// +kubebuilder:object:root=true
type Kind81List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind81 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F17 Mode `json:"f17,omitempty"`
	F18 *Template19 `json:"f18,omitempty"`
	// +k8s:selectableField:description="The f21 of the kind.",trigger=true
	F21 int32 `json:"f21"`
	F22 *int8 `json:"f22"`
	F23 types.UID `json:"f23"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Template6 `json:"f5"`
	F8 []Item9 `json:"f8"`
	F16 *int `json:"f16"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 intstr.IntOrString `json:"f7,omitempty,omitzero"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *uint16 `json:"f10"`
	F11 int8 `json:"f11"`
	F12 []byte `json:"f12,omitempty"`
	F13 Mode `json:"f13"`
	F14 int8 `json:"f14,omitempty"`
	F15 *resource.Quantity `json:"f15,omitempty,omitzero"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 int32 `json:"f20,omitzero"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 []Item26 `json:"f25,omitempty"`
	F48 map[string]string `json:"f48"`
	F49 *metav1.Duration `json:"f49"`
	F50 uint64 `json:"f50"`
	Inline51 `json:",inline"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 metav1.Time `json:"f27"`
	F28 []Item29 `json:"f28"`
	F33 resource.Quantity `json:"f33,omitempty"`
	F34 Template35 `json:"f34"`
	F37 metav1.MicroTime `json:"f37,omitempty"`
	F38 *int `json:"f38"`
	Skipped39 string `json:"-"`
	Inline40 `json:",inline"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *metav1.MicroTime `json:"f30,omitempty,omitzero"`
	F31 float64 `json:"f31,omitempty,omitzero"`
	F32 *int64 `json:"f32,omitzero"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 metav1.Duration `json:"f36"`
}

// Inline40 is a random struct.
type Inline40 struct {
	F41 *uint64 `json:"f41"`
	F42 uint16 `json:"f42"`
	F43 float32 `json:"f43"`
	F44 *float64 `json:"f44,omitzero"`
	F45 int8 `json:"f45"`
	F46 int16 `json:"f46,omitempty,omitzero"`
	Skipped47 string `json:"-"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 float64 `json:"f52,omitempty"`
	F53 *S54 `json:"f53,omitempty"`
	F61 []Item62 `json:"f61,omitempty"`
	F68 []Item69 `json:"f68"`
}

// S54 is a random struct.
type S54 struct {
	F55 float64 `json:"f55,omitempty,omitzero"`
	F56 types.UID `json:"f56,omitempty,omitzero"`
	F57 []byte `json:"f57"`
	F58 intstr.IntOrString `json:"f58,omitzero"`
	F59 *float32 `json:"f59"`
	F60 float32 `json:"f60,omitempty"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 *uint16 `json:"f63,omitzero"`
	F64 *int `json:"f64"`
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 *int32 `json:"f66,omitempty"`
	F67 float64 `json:"f67"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *[]int8 `json:"f70"`
	F71 *int8 `json:"f71"`
}

// Status82 is a random struct.
type Status82 struct {
	F83 *metav1.MicroTime `json:"f83"`
	F84 *S85 `json:"f84,omitempty"`
	F90 Template91 `json:"f90"`
	F93 resource.Quantity `json:"f93"`
	F94 float64 `json:"f94,omitempty"`
}

// S85 is a random struct.
type S85 struct {
	F86 *Template87 `json:"f86,omitempty"`
	F89 metav1.MicroTime `json:"f89"`
}

// Template87 is a random struct.
type Template87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F88 []byte `json:"f88"`
}

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 *uint16 `json:"f92,omitempty"`
}

