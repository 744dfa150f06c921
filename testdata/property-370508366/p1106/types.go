package p1106

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="80"
// +k8s:schema:selectableField:jsonPath=".spec.f6",default="80",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f10",default="none",description="The f10 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f13",indexed=true
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.spec.f11`,format=int32
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f13`
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.spec.f15`,priority=1,format=int32
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.spec.f19`,priority=1
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f23`,priority=1
// +k8s:printerColumn:name="Cel46",type=string,expression=`has(self.status) && has(self.status.f25) && has(self.status.f25.f28) ? self.status.f25.f28 : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind47 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f50"
// +k8s:schema:selectableField:jsonPath=".spec.f65",description="The f65 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f88"
// +k8s:selectableField:jsonPath=".status.f89.f97"
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f50`
// +k8s:printerColumn:name="Col118",type=integer,jsonPath=`.spec.f62`
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f63`
// +k8s:printerColumn:name="Col120",type=integer,jsonPath=`.status.f70`,format=int32
// +k8s:printerColumn:name="Col121",type=integer,jsonPath=`.status.f89.f94`
// +k8s:printerColumn:name="Col122",type=boolean,jsonPath=`.status.f89.f97`
// +k8s:printerColumn:name="Col123",type=date,jsonPath=`.status.f89.f98`
// +k8s:printerColumn:name="Col124",type=integer,jsonPath=`.status.f105.f107`,format=int32
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.status.f105.f108`,priority=1
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.status.f113`
// +k8s:printerColumn:name="Col127",type=integer,jsonPath=`.status.f114`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f71[0].f79`
// +k8s:printerColumn:name="Cel129",type=string,expression=`has(self.status) && has(self.status.f113) ? self.status.f113 : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind47
type Kind47 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec48 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind47List is a list of Kind47.
//
// +kubebuilder:object:root=true
type Kind47List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind47 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *intstr.IntOrString `json:"f3,omitempty"`
	// +k8s:selectableField
	F4 *int `json:"f4,omitempty"`
	F5 uint64 `json:"f5"`
	F6 *intstr.IntOrString `json:"f6"`
	F7 int16 `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
	Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 string `json:"f10,omitzero"`
	F11 int16 `json:"f11,omitempty"`
	F12 map[string]string `json:"f12"`
	F13 int8 `json:"f13,omitempty"`
	F14 map[string]string `json:"f14"`
	F15 uint8 `json:"f15"`
	Inline16 `json:",inline"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 Mode `json:"f17"`
	F18 []int8 `json:"f18"`
	F19 int8 `json:"f19,omitzero"`
	F20 int16 `json:"f20,omitempty,omitzero"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 *types.UID `json:"f22"`
	F23 resource.Quantity `json:"f23,omitzero"`
	F24 map[string]string `json:"f24,omitempty"`
	F25 S26 `json:"f25"`
	F35 uint8 `json:"f35"`
}

// S26 is a random struct.
type S26 struct {
	F27 Mode `json:"f27,omitempty"`
	F28 Mode `json:"f28,omitempty"`
	F29 S30 `json:"f29"`
	F34 map[string]string `json:"f34,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 []byte `json:"f31"`
	F32 *Mode `json:"f32"`
	F33 types.UID `json:"f33,omitempty"`
}

// Spec48 is a random struct.
type Spec48 struct {
	// +k8s:schema:selectableField:default="none",trigger=true
	F49 string `json:"f49,omitzero"`
	F50 *intstr.IntOrString `json:"f50,omitempty"`
	F51 []Item52 `json:"f51"`
	F60 Labels61 `json:"f60"`
	F62 uint8 `json:"f62,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F63 metav1.Duration `json:"f63,omitempty,omitzero"`
	Inline64 `json:",inline"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 []Item54 `json:"f53,omitempty"`
	F59 metav1.Time `json:"f59,omitempty"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 int `json:"f55"`
	F56 uint16 `json:"f56,omitempty"`
	F57 []byte `json:"f57,omitempty"`
	F58 resource.Quantity `json:"f58,omitempty"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Inline64 is a random struct.
type Inline64 struct {
	F65 *metav1.Time `json:"f65,omitempty"`
	F66 uint32 `json:"f66,omitempty,omitzero"`
	F67 string `json:"f67"`
}

// Status68 is a random struct.
type Status68 struct {
	F69 bool `json:"f69"`
	F70 int64 `json:"f70"`
	F71 []Item72 `json:"f71,omitempty"`
	F88 int32 `json:"f88,omitempty"`
	F89 *S90 `json:"f89,omitempty"`
	Skipped99 string `json:"-"`
	*Inline100 `json:",inline"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 Labels74 `json:"f73"`
	F75 *Template76 `json:"f75"`
	F78 *uint64 `json:"f78,omitempty"`
	F79 metav1.Duration `json:"f79"`
	F80 List87 `json:"f80,omitempty"`
}

// Labels74 is a declared list or map type.
type Labels74 map[string]string

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 int8 `json:"f77"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 *Mode `json:"f82"`
	F83 uint64 `json:"f83"`
	F84 intstr.IntOrString `json:"f84"`
	F85 uint32 `json:"f85"`
	Skipped86 string `json:"-"`
}

// List87 is a declared list or map type.
type List87 []Item81

// S90 is a random struct.
type S90 struct {
	F91 Template92 `json:"f91"`
	F94 *int `json:"f94,omitempty"`
	Inline95 `json:",inline"`
}

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 string `json:"f93,omitempty,omitzero"`
}

// Inline95 is a random struct.
type Inline95 struct {
	F96 uint64 `json:"f96,omitempty"`
	F97 bool `json:"f97"`
	F98 metav1.MicroTime `json:"f98,omitempty,omitzero"`
}

// Inline100 is a random struct.
type Inline100 struct {
	F101 Template102 `json:"f101"`
	F104 bool `json:"f104"`
	F105 S106 `json:"f105,omitempty"`
	Inline109 `json:",inline"`
}

// Template102 is a random struct.
type Template102 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F103 *string `json:"f103,omitempty"`
}

// S106 is a random struct.
type S106 struct {
	F107 *uint16 `json:"f107,omitempty"`
	F108 *uint64 `json:"f108,omitempty,omitzero"`
}

// Inline109 is a random struct.
type Inline109 struct {
	F110 int16 `json:"f110"`
	F111 uint64 `json:"f111"`
	F112 metav1.MicroTime `json:"f112,omitempty"`
	F113 *string `json:"f113"`
	F114 *int32 `json:"f114,omitzero"`
	F115 types.UID `json:"f115,omitempty,omitzero"`
	Skipped116 string `json:"-"`
}

