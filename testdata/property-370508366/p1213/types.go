package p1213

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
// +k8s:selectableField:jsonPath=".spec.f4.f6",description="The f6 of the kind."
// +k8s:selectableField:jsonPath=".spec.f42.f44",description="The f44 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f42.f45",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f42.f47",description="The f47 of the kind."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f4.f6`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col58",type="number",JSONPath=`.spec.f4.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.spec.f16`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f17.f28`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col61",type="number",JSONPath=`.spec.f17.f29`
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.spec.f42.f44`,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f55`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f4.f8.app`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f17.f19[*].f23`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f17.f19[0].f23`,description="A column."
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f17.f19[?(@.f22==3)].f23`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f17.f34[0].f37`
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup69",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Dup69",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
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

// Kind70 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f73",description="The f73 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f78.f81",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f78.f85"
// +k8s:schema:selectableField:jsonPath=".status.f88.f90",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f88.f91"
// +kubebuilder:printcolumn:name="Col119",type="date",JSONPath=`.spec.f75`
// +kubebuilder:printcolumn:name="Col120",type="string",JSONPath=`.status.f78.f84`
// +kubebuilder:printcolumn:name="Col121",type="date",JSONPath=`.status.f87`,description="A column."
// +kubebuilder:printcolumn:name="Col122",type="string",JSONPath=`.status.f88.f90`
// +kubebuilder:printcolumn:name="Col123",type="integer",JSONPath=`.status.f88.f91`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col124",type="number",JSONPath=`.status.f88.f93`,description="A column."
// +kubebuilder:printcolumn:name="Col125",type="boolean",JSONPath=`.status.f110`,priority=1
// +kubebuilder:printcolumn:name="Col126",type="integer",JSONPath=`.status.f116`
// +kubebuilder:printcolumn:name="Col127",type="integer",JSONPath=`.status.f117`,format=int32
// +kubebuilder:printcolumn:name="Col128",type="string",JSONPath=`.status.f118`,description="A column."
// +kubebuilder:printcolumn:name="Col129",type="string",JSONPath=`.status.f88.f94[*].f98`
// +k8s:printerColumn:name="Cel130",type=string,expression=`has(self.status) && has(self.status.f110) ? string(self.status.f110) : "none"`
// +kubebuilder:subresource:status
type Kind70 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec71 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind70List is a list of Kind70.
//
// +kubebuilder:object:root=true
type Kind70List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind70 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *intstr.IntOrString `json:"f3"`
	F4 S5 `json:"f4"`
	// +k8s:schema:selectableField
	F16 int16 `json:"f16,omitempty,omitzero"`
	F17 S18 `json:"f17"`
	// +k8s:selectableField:default="-1"
	F40 int8 `json:"f40,omitempty"`
	Inline41 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 int `json:"f6,omitzero"`
	F7 float32 `json:"f7,omitempty"`
	F8 Labels9 `json:"f8,omitempty"`
	F10 []Item11 `json:"f10"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Item11 is a random struct.
type Item11 struct {
	F12 *metav1.MicroTime `json:"f12"`
	F13 metav1.Duration `json:"f13,omitzero"`
	F14 string `json:"f14,omitempty"`
	F15 float64 `json:"f15,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 List27 `json:"f19"`
	F28 *int8 `json:"f28,omitempty"`
	F29 *float64 `json:"f29,omitempty"`
	F30 []byte `json:"f30"`
	F31 Template32 `json:"f31"`
	F34 []Item35 `json:"f34,omitempty"`
	Skipped39 string `json:"-"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *metav1.MicroTime `json:"f21"`
	F22 int `json:"f22,omitempty,omitzero"`
	F23 resource.Quantity `json:"f23"`
	F24 *metav1.MicroTime `json:"f24,omitempty"`
	F25 *int16 `json:"f25"`
	F26 int32 `json:"f26,omitempty,omitzero"`
}

// List27 is a declared list or map type.
type List27 []Item20

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 []byte `json:"f33,omitempty,omitzero"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 metav1.MicroTime `json:"f36,omitzero"`
	F37 metav1.Duration `json:"f37"`
	Skipped38 string `json:"-"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 S43 `json:"f42"`
	F50 *types.UID `json:"f50,omitempty"`
	F51 Template52 `json:"f51"`
	F54 float64 `json:"f54,omitzero"`
	F55 intstr.IntOrString `json:"f55,omitempty"`
}

// S43 is a random struct.
type S43 struct {
	F44 metav1.MicroTime `json:"f44"`
	F45 uint16 `json:"f45"`
	F46 float64 `json:"f46"`
	F47 *uint8 `json:"f47,omitempty"`
	F48 int64 `json:"f48,omitempty,omitzero"`
	F49 metav1.Duration `json:"f49"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 metav1.Time `json:"f53,omitempty"`
}

// Spec71 is a random struct.
type Spec71 struct {
	F72 *uint32 `json:"f72"`
	F73 *metav1.MicroTime `json:"f73"`
	F74 uint32 `json:"f74"`
	F75 metav1.Time `json:"f75"`
	F76 map[string]string `json:"f76"`
}

// Status77 is a random struct.
type Status77 struct {
	F78 *S79 `json:"f78,omitempty"`
	F86 map[string]string `json:"f86,omitempty"`
	// +k8s:schema:selectableField:description="The f87 of the kind."
	F87 *metav1.MicroTime `json:"f87,omitempty"`
	F88 S89 `json:"f88"`
	F107 Template108 `json:"f107"`
	F110 bool `json:"f110,omitempty,omitzero"`
	Inline111 `json:",inline"`
}

// S79 is a random struct.
type S79 struct {
	F80 *float32 `json:"f80"`
	F81 intstr.IntOrString `json:"f81,omitempty"`
	Inline82 `json:",inline"`
}

// Inline82 is a random struct.
type Inline82 struct {
	F83 *metav1.Time `json:"f83"`
	F84 intstr.IntOrString `json:"f84,omitempty,omitzero"`
	F85 uint32 `json:"f85,omitempty"`
}

// S89 is a random struct.
type S89 struct {
	F90 metav1.Duration `json:"f90"`
	F91 uint16 `json:"f91"`
	F92 []byte `json:"f92,omitempty"`
	F93 float32 `json:"f93,omitempty"`
	F94 List100 `json:"f94"`
	F101 []Item102 `json:"f101"`
}

// Item95 is a random struct.
type Item95 struct {
	F96 float64 `json:"f96,omitempty"`
	F97 *float32 `json:"f97,omitempty"`
	F98 types.UID `json:"f98"`
	F99 *metav1.Time `json:"f99,omitempty"`
}

// List100 is a declared list or map type.
type List100 []Item95

// Item102 is a random struct.
type Item102 struct {
	F103 *[]int8 `json:"f103,omitempty"`
	F104 int16 `json:"f104,omitempty"`
	F105 uint8 `json:"f105"`
	Skipped106 string `json:"-"`
}

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 uint8 `json:"f109,omitzero"`
}

// Inline111 is a random struct.
type Inline111 struct {
	F112 Template113 `json:"f112,omitempty"`
	F115 *types.UID `json:"f115"`
	F116 int8 `json:"f116,omitempty"`
	F117 uint32 `json:"f117,omitempty,omitzero"`
	F118 *metav1.Duration `json:"f118,omitempty"`
}

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 []int8 `json:"f114,omitempty"`
}

