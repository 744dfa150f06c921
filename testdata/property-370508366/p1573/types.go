package p1573

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
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".status.f28",description="The f28 of the kind."
// +kubebuilder:printcolumn:name="Col37",type="number",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f7.f9.f12`,priority=1
// +kubebuilder:printcolumn:name="Col40",type="number",JSONPath=`.spec.f7.f9.f13`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f7.f15`
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.status.f28`,priority=1
// +k8s:printerColumn:name="Cel43",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f9) && has(self.spec.f7.f9.f11) ? self.spec.f7.f9.f11 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46",description="The f46 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f57"
// +k8s:schema:index:field="status.f57"
// +kubebuilder:printcolumn:name="Col73",type="integer",JSONPath=`.spec.f47.f49`,format=int32
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.spec.f47.f52`
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.status.f58`
// +kubebuilder:printcolumn:name="Col76",type="number",JSONPath=`.status.f60`,description="A column."
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:printcolumn:name="Dup77",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup77",type="string",JSONPath=`.metadata.name`
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f80.f91",description="The f91 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f96"
// +k8s:schema:index:field="status.f96"
// +k8s:selectableField:jsonPath=".status.f117",default="7",description="The f117 of the kind."
// +kubebuilder:printcolumn:name="Col118",type="integer",JSONPath=`.status.f96`
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.status.f104`
// +kubebuilder:printcolumn:name="Col120",type="number",JSONPath=`.status.f105`,priority=1
// +kubebuilder:printcolumn:name="Col121",type="date",JSONPath=`.status.f107`
// +kubebuilder:printcolumn:name="Col122",type="string",JSONPath=`.status.f116`,description="A column."
// +kubebuilder:printcolumn:name="Col123",type="integer",JSONPath=`.status.f117`
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.spec.f80.f82[*].f87`
// +kubebuilder:printcolumn:name="Col125",type="string",JSONPath=`.spec.f80.f82[0].f87`
// +kubebuilder:printcolumn:name="Col126",type="string",JSONPath=`.spec.f80.f82[?(@.f88==true)].f87`
// +k8s:printerColumn:name="Cel127",type=string,expression=`has(self.spec) && has(self.spec.f80) && has(self.spec.f80.f91) ? string(self.spec.f80.f91) : "none"`
// +k8s:resource:path=kind78-items
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec79 `json:"spec,omitempty"`
	Status Status95 `json:"status,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3"`
	F4 *float32 `json:"f4,omitempty"`
	F5 metav1.MicroTime `json:"f5"`
	F6 metav1.Duration `json:"f6,omitempty"`
	F7 S8 `json:"f7,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 S10 `json:"f9"`
	F15 *metav1.Duration `json:"f15"`
	F16 float32 `json:"f16,omitempty"`
	F17 metav1.MicroTime `json:"f17"`
}

// S10 is a random struct.
type S10 struct {
	// +k8s:schema:selectableField:trigger=true
	F11 *string `json:"f11,omitempty,omitzero"`
	// +k8s:selectableField:description="The f12 of the kind."
	F12 *int8 `json:"f12,omitempty"`
	F13 *float64 `json:"f13"`
	Skipped14 string `json:"-"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 metav1.Time `json:"f19,omitempty,omitzero"`
	F20 uint64 `json:"f20"`
	F21 []Item22 `json:"f21,omitempty"`
	F28 uint16 `json:"f28,omitempty"`
	Inline29 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 float64 `json:"f23,omitempty"`
	F24 *float64 `json:"f24,omitempty,omitzero"`
	F25 *metav1.Time `json:"f25"`
	F26 *int64 `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 Template31 `json:"f30,omitempty"`
	F33 int `json:"f33"`
	F34 Template35 `json:"f34,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 uint32 `json:"f32,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *uint8 `json:"f36,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 int32 `json:"f46,omitempty"`
	F47 *S48 `json:"f47"`
	F54 uint64 `json:"f54"`
	Skipped55 string `json:"-"`
}

// S48 is a random struct.
type S48 struct {
	// +k8s:schema:selectableField:default="2",description="The f49 of the kind."
	F49 int16 `json:"f49"`
	F50 *metav1.Duration `json:"f50,omitempty"`
	F51 intstr.IntOrString `json:"f51,omitempty"`
	F52 uint8 `json:"f52"`
	F53 *int `json:"f53,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 []byte `json:"f57,omitzero"`
	F58 int64 `json:"f58,omitempty"`
	F59 int16 `json:"f59,omitempty"`
	F60 float32 `json:"f60"`
	*Inline61 `json:",inline"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 *metav1.MicroTime `json:"f62"`
	F63 map[string]string `json:"f63"`
	F64 Template65 `json:"f64"`
	F67 *S68 `json:"f67,omitempty"`
	F72 metav1.Time `json:"f72"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 uint64 `json:"f66,omitempty"`
}

// S68 is a random struct.
type S68 struct {
	F69 intstr.IntOrString `json:"f69"`
	F70 int `json:"f70"`
	Skipped71 string `json:"-"`
}

// Spec79 is a random struct.
type Spec79 struct {
	F80 S81 `json:"f80,omitempty"`
	F92 map[string]string `json:"f92,omitempty"`
	F93 float32 `json:"f93"`
	Skipped94 string `json:"-"`
}

// S81 is a random struct.
type S81 struct {
	F82 List90 `json:"f82"`
	F91 int64 `json:"f91"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 *metav1.MicroTime `json:"f84,omitempty"`
	F85 metav1.Time `json:"f85,omitempty"`
	F86 *string `json:"f86,omitempty"`
	F87 types.UID `json:"f87,omitempty,omitzero"`
	F88 bool `json:"f88,omitempty,omitzero"`
	F89 *resource.Quantity `json:"f89,omitempty"`
}

// List90 is a declared list or map type.
type List90 []Item83

// Status95 is a random struct.
type Status95 struct {
	F96 int16 `json:"f96,omitzero"`
	F97 Template98 `json:"f97"`
	F103 map[string]string `json:"f103,omitempty"`
	F104 uint64 `json:"f104,omitempty"`
	F105 float64 `json:"f105,omitempty"`
	*Inline106 `json:",inline"`
}

// S100 is a random struct.
type S100 struct {
	F101 uint16 `json:"f101"`
	F102 *uint8 `json:"f102,omitempty"`
}

// Template98 is a random struct.
type Template98 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F99 S100 `json:"f99,omitempty"`
}

// Inline106 is a random struct.
type Inline106 struct {
	F107 metav1.MicroTime `json:"f107,omitempty"`
	F108 Labels109 `json:"f108"`
	F110 []Item111 `json:"f110,omitempty"`
	F114 Labels115 `json:"f114,omitempty"`
	F116 []byte `json:"f116"`
	F117 uint32 `json:"f117,omitempty"`
}

// Labels109 is a declared list or map type.
type Labels109 map[string]string

// Item111 is a random struct.
type Item111 struct {
	F112 *metav1.Time `json:"f112,omitempty"`
	F113 *string `json:"f113,omitempty"`
}

// Labels115 is a declared list or map type.
type Labels115 map[string]string

