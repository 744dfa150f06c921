package p1503

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
// +k8s:schema:selectableField:jsonPath=".spec.f29",default="1",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f34",default="fast"
// +k8s:schema:selectableField:jsonPath=".status.f37.f39.f41",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f37.f39.f43"
// +k8s:schema:index:field="status.f37.f39.f43"
// +kubebuilder:selectablefield:JSONPath=".status.f37.f50"
// +kubebuilder:printcolumn:name="Col80",type="integer",JSONPath=`.spec.f29`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f32`
// +kubebuilder:printcolumn:name="Col82",type="date",JSONPath=`.status.f36`,priority=1
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.status.f37.f39.f41`
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f58`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f7[?(@.f18=="fast")].f18`,priority=1
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.status.f59[0].f63`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.status.f59[?(@.f65==1)].f63`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.status.f77.app`
// +k8s:printerColumn:name="Cel89",type=string,expression=`has(self.spec) && has(self.spec.f34) ? self.spec.f34 : "none"`
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind90 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f93.f102",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f93.f103",default="1h0m0s",description="The f103 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col122",type="string",JSONPath=`.spec.f93.f96`
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.spec.f93.f97`
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.spec.f93.f100`
// +kubebuilder:printcolumn:name="Col125",type="integer",JSONPath=`.spec.f93.f101`
// +kubebuilder:printcolumn:name="Col126",type="string",JSONPath=`.spec.f93.f103`,description="A column."
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.spec.f104`,description="A column."
// +kubebuilder:printcolumn:name="Col128",type="string",JSONPath=`.spec.f105`,description="A column."
// +kubebuilder:printcolumn:name="Col129",type="number",JSONPath=`.spec.f117.f119`
// +kubebuilder:printcolumn:name="Col130",type="integer",JSONPath=`.spec.f117.f120`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col131",type="string",JSONPath=`.spec.f93.f95.app`,priority=1
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.spec.f109.app`,description="A column."
// +k8s:printerColumn:name="Cel133",type=string,expression=`has(self.spec) && has(self.spec.f105) ? self.spec.f105 : "none"`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind90 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec91 `json:"spec,omitempty"`
}

// Kind90List is a list of Kind90.
//
// +kubebuilder:object:root=true
type Kind90List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind90 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 *Template5 `json:"f4"`
	F7 []Item8 `json:"f7,omitempty"`
	F24 Template25 `json:"f24,omitempty"`
	Skipped27 string `json:"-"`
	Inline28 `json:",inline"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +k8s:schema:selectableField
	F6 float32 `json:"f6"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 int16 `json:"f9"`
	F10 List16 `json:"f10,omitempty"`
	F17 *metav1.Duration `json:"f17,omitempty"`
	F18 Mode `json:"f18,omitempty"`
	F19 Mode `json:"f19"`
	Inline20 `json:",inline"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 int32 `json:"f12,omitzero"`
	F13 int64 `json:"f13,omitempty"`
	F14 *types.UID `json:"f14"`
	F15 types.UID `json:"f15,omitempty"`
}

// List16 is a declared list or map type.
type List16 []Item11

// Inline20 is a random struct.
type Inline20 struct {
	F21 bool `json:"f21,omitzero"`
	F22 string `json:"f22,omitempty"`
	F23 string `json:"f23,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 metav1.Time `json:"f26,omitzero"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int `json:"f29,omitempty"`
	F30 *metav1.MicroTime `json:"f30,omitempty"`
	F31 float64 `json:"f31"`
	F32 *resource.Quantity `json:"f32"`
	F33 uint32 `json:"f33"`
	F34 *Mode `json:"f34,omitempty"`
}

// Status35 is a random struct.
type Status35 struct {
	F36 metav1.Time `json:"f36"`
	F37 S38 `json:"f37"`
	F52 List57 `json:"f52"`
	F58 *uint32 `json:"f58,omitzero"`
	F59 List73 `json:"f59,omitempty"`
	*Inline74 `json:",inline"`
}

// S38 is a random struct.
type S38 struct {
	F39 S40 `json:"f39"`
	F44 int16 `json:"f44,omitempty"`
	F45 *resource.Quantity `json:"f45"`
	Skipped46 string `json:"-"`
	*Inline47 `json:",inline"`
}

// S40 is a random struct.
type S40 struct {
	F41 *uint16 `json:"f41"`
	F42 *resource.Quantity `json:"f42,omitempty"`
	F43 metav1.MicroTime `json:"f43,omitempty"`
}

// Inline47 is a random struct.
type Inline47 struct {
	// +k8s:schema:selectableField
	F48 []byte `json:"f48,omitempty"`
	F49 *float32 `json:"f49"`
	F50 string `json:"f50,omitempty,omitzero"`
	Skipped51 string `json:"-"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 *bool `json:"f54"`
	F55 uint16 `json:"f55"`
	F56 int8 `json:"f56,omitempty,omitzero"`
}

// List57 is a declared list or map type.
type List57 []Item53

// Item60 is a random struct.
type Item60 struct {
	F61 *[]int8 `json:"f61,omitempty"`
	F62 int64 `json:"f62,omitempty"`
	F63 types.UID `json:"f63"`
	F64 []int8 `json:"f64"`
	F65 int32 `json:"f65,omitempty"`
	*Inline66 `json:",inline"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 int32 `json:"f67,omitempty"`
	F68 []int8 `json:"f68,omitempty"`
	F69 int8 `json:"f69"`
	F70 *intstr.IntOrString `json:"f70,omitempty"`
	F71 int `json:"f71"`
	F72 int16 `json:"f72,omitempty"`
}

// List73 is a declared list or map type.
type List73 []Item60

// Inline74 is a random struct.
type Inline74 struct {
	F75 *uint64 `json:"f75,omitempty"`
	F76 resource.Quantity `json:"f76,omitempty"`
	F77 Labels78 `json:"f77,omitempty"`
	Skipped79 string `json:"-"`
}

// Labels78 is a declared list or map type.
type Labels78 map[string]string

// Spec91 is a random struct.
type Spec91 struct {
	// +k8s:selectableField
	F92 *bool `json:"f92,omitempty"`
	F93 S94 `json:"f93,omitempty"`
	F104 resource.Quantity `json:"f104,omitempty,omitzero"`
	// +k8s:selectableField
	F105 Mode `json:"f105"`
	F106 *float64 `json:"f106"`
	*Inline107 `json:",inline"`
}

// S94 is a random struct.
type S94 struct {
	F95 map[string]string `json:"f95,omitempty"`
	// +k8s:schema:selectableField
	F96 uint64 `json:"f96,omitempty,omitzero"`
	F97 *intstr.IntOrString `json:"f97,omitempty,omitzero"`
	Inline98 `json:",inline"`
}

// Inline98 is a random struct.
type Inline98 struct {
	F99 bool `json:"f99,omitempty"`
	F100 intstr.IntOrString `json:"f100,omitempty"`
	// +k8s:selectableField:default="6"
	F101 *uint16 `json:"f101,omitzero"`
	F102 *int8 `json:"f102"`
	F103 metav1.Duration `json:"f103,omitempty"`
}

// Inline107 is a random struct.
type Inline107 struct {
	F108 metav1.Duration `json:"f108,omitzero"`
	F109 map[string]string `json:"f109"`
	F110 Template111 `json:"f110,omitempty"`
	F113 *Template114 `json:"f113"`
	F116 metav1.Duration `json:"f116"`
	F117 S118 `json:"f117,omitempty"`
}

// Template111 is a random struct.
type Template111 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F112 *uint8 `json:"f112"`
}

// Template114 is a random struct.
type Template114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F115 uint32 `json:"f115"`
}

// S118 is a random struct.
type S118 struct {
	F119 *float64 `json:"f119"`
	F120 uint32 `json:"f120,omitempty"`
	F121 *string `json:"f121,omitempty"`
}

