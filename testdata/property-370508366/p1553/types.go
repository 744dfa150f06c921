package p1553

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
// +k8s:selectableField:jsonPath=".spec.f32",indexed=true
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.spec.f26`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f27`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f6[*].f9`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f6[0].f9`,priority=1
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f33.app`,description="A column."
// +k8s:printerColumn:name="Cel65",type=string,expression=`has(self.spec) && has(self.spec.f27) ? string(self.spec.f27) : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind66 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f93"
// +k8s:schema:index:field="spec.f93"
// +kubebuilder:selectablefield:JSONPath=".status.f107"
// +k8s:schema:index:field="status.f107"
// +kubebuilder:printcolumn:name="Col112",type="boolean",JSONPath=`.spec.f79`
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.spec.f84`,description="A column."
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.spec.f85.f88`
// +kubebuilder:printcolumn:name="Col115",type="date",JSONPath=`.spec.f93`
// +kubebuilder:printcolumn:name="Col116",type="integer",JSONPath=`.status.f107`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f108`,priority=1
// +kubebuilder:printcolumn:name="Col118",type="date",JSONPath=`.status.f109`,description="A column."
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.status.f110`
// +kubebuilder:printcolumn:name="Col120",type="string",JSONPath=`.spec.f68.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind66
type Kind66 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec67 `json:"spec,omitempty"`
	Status Status95 `json:"status,omitempty"`
}

// Kind66List is a list of Kind66.
//
// +kubebuilder:object:root=true
type Kind66List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind66 `json:"items"`
}

// Kind121 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col161",type="integer",JSONPath=`.spec.f127`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col162",type="number",JSONPath=`.status.f157`,priority=1
// +kubebuilder:printcolumn:name="Col163",type="string",JSONPath=`.spec.f130[*].f137`
// +kubebuilder:printcolumn:name="Col164",type="string",JSONPath=`.spec.f130[0].f137`
// +kubebuilder:printcolumn:name="Col165",type="string",JSONPath=`.spec.f138[*].f140`,description="A column."
// +kubebuilder:printcolumn:name="Col166",type="string",JSONPath=`.status.f160.app`,description="A column."
// +k8s:printerColumn:name="Cel167",type=string,expression=`has(self.status) && has(self.status.f159) ? string(self.status.f159) : "none"`
// +kubebuilder:subresource:status
type Kind121 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec122 `json:"spec,omitempty"`
	Status Status148 `json:"status,omitempty"`
}

// Kind121List is a list of Kind121.
//
// +kubebuilder:object:root=true
type Kind121List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind121 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F6 List23 `json:"f6,omitempty"`
	F24 []byte `json:"f24"`
	F25 *[]int8 `json:"f25"`
	F26 uint16 `json:"f26,omitzero"`
	F27 *int `json:"f27,omitzero"`
	Inline28 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int16 `json:"f5"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *uint8 `json:"f8"`
	F9 intstr.IntOrString `json:"f9,omitempty"`
	F10 List15 `json:"f10,omitempty"`
	F16 []Item17 `json:"f16,omitempty"`
	*Inline20 `json:",inline"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *float32 `json:"f12"`
	F13 *bool `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// List15 is a declared list or map type.
type List15 []Item11

// Item17 is a random struct.
type Item17 struct {
	F18 *int32 `json:"f18,omitempty"`
	F19 *float64 `json:"f19"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 *int32 `json:"f21,omitempty,omitzero"`
	F22 *uint64 `json:"f22,omitempty"`
}

// List23 is a declared list or map type.
type List23 []Item7

// Inline28 is a random struct.
type Inline28 struct {
	F29 Template30 `json:"f29,omitempty"`
	F32 int32 `json:"f32,omitempty"`
	F33 Labels34 `json:"f33"`
	F35 Template36 `json:"f35"`
	F38 uint16 `json:"f38"`
	F39 Template40 `json:"f39"`
	Skipped42 string `json:"-"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 *[]int8 `json:"f31"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 uint16 `json:"f37"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 string `json:"f41"`
}

// Status43 is a random struct.
type Status43 struct {
	// +k8s:selectableField:trigger=true
	F44 uint8 `json:"f44"`
	// +k8s:selectableField
	F45 intstr.IntOrString `json:"f45"`
	F46 []Item47 `json:"f46,omitempty"`
	F56 Labels57 `json:"f56"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 int64 `json:"f48"`
	F49 *metav1.Time `json:"f49"`
	F50 map[string]string `json:"f50,omitempty"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 []byte `json:"f52"`
	F53 bool `json:"f53"`
	F54 bool `json:"f54,omitempty,omitzero"`
	F55 *metav1.Duration `json:"f55,omitempty,omitzero"`
}

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Spec67 is a random struct.
type Spec67 struct {
	F68 Labels69 `json:"f68,omitempty"`
	// +k8s:schema:selectableField
	F70 *Mode `json:"f70"`
	F71 int `json:"f71,omitempty"`
	F72 *Template73 `json:"f72"`
	Inline77 `json:",inline"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 uint64 `json:"f76,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 Template75 `json:"f74,omitempty"`
}

// Inline77 is a random struct.
type Inline77 struct {
	// +k8s:selectableField
	F78 *string `json:"f78"`
	// +k8s:selectableField:default="false"
	F79 *bool `json:"f79,omitempty,omitzero"`
	F80 *Template81 `json:"f80,omitempty"`
	F83 *[]int8 `json:"f83,omitempty"`
	F84 intstr.IntOrString `json:"f84"`
	F85 S86 `json:"f85"`
	Inline89 `json:",inline"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 intstr.IntOrString `json:"f82,omitempty"`
}

// S86 is a random struct.
type S86 struct {
	F87 uint64 `json:"f87"`
	F88 *[]int8 `json:"f88,omitempty"`
}

// Inline89 is a random struct.
type Inline89 struct {
	F90 *int64 `json:"f90,omitempty"`
	F91 uint64 `json:"f91,omitempty,omitzero"`
	F92 *int8 `json:"f92,omitempty"`
	F93 metav1.Time `json:"f93,omitempty"`
	F94 *Mode `json:"f94"`
}

// Status95 is a random struct.
type Status95 struct {
	F96 List106 `json:"f96,omitempty"`
	F107 int16 `json:"f107"`
	// +k8s:schema:selectableField
	F108 types.UID `json:"f108,omitempty"`
	F109 metav1.Time `json:"f109,omitempty"`
	F110 *Mode `json:"f110,omitempty"`
	Skipped111 string `json:"-"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 int64 `json:"f98,omitempty"`
	F99 *int `json:"f99,omitempty,omitzero"`
	Inline100 `json:",inline"`
}

// Inline100 is a random struct.
type Inline100 struct {
	F101 intstr.IntOrString `json:"f101"`
	F102 metav1.MicroTime `json:"f102,omitempty"`
	F103 *metav1.Time `json:"f103"`
	F104 bool `json:"f104"`
	F105 metav1.Duration `json:"f105,omitempty,omitzero"`
}

// List106 is a declared list or map type.
type List106 []Item97

// Spec122 is a random struct.
type Spec122 struct {
	F123 bool `json:"f123"`
	F124 resource.Quantity `json:"f124"`
	F125 float32 `json:"f125,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="3",indexed=true
	F126 int32 `json:"f126"`
	F127 *int8 `json:"f127,omitempty"`
	Skipped128 string `json:"-"`
	*Inline129 `json:",inline"`
}

// Inline129 is a random struct.
type Inline129 struct {
	F130 []Item131 `json:"f130"`
	F138 List144 `json:"f138"`
	F145 Template146 `json:"f145,omitempty"`
}

// Item131 is a random struct.
type Item131 struct {
	F132 int16 `json:"f132"`
	F133 metav1.MicroTime `json:"f133"`
	F134 *metav1.Time `json:"f134,omitempty"`
	F135 metav1.Time `json:"f135"`
	F136 float64 `json:"f136,omitempty,omitzero"`
	F137 resource.Quantity `json:"f137"`
}

// Item139 is a random struct.
type Item139 struct {
	F140 string `json:"f140"`
	F141 *intstr.IntOrString `json:"f141,omitempty"`
	F142 *[]int8 `json:"f142,omitempty"`
	Skipped143 string `json:"-"`
}

// List144 is a declared list or map type.
type List144 []Item139

// Template146 is a random struct.
type Template146 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F147 intstr.IntOrString `json:"f147"`
}

// Status148 is a random struct.
type Status148 struct {
	F149 *Template150 `json:"f149"`
	F156 uint32 `json:"f156,omitempty"`
	F157 float32 `json:"f157,omitempty"`
	F158 Mode `json:"f158,omitempty"`
	F159 *bool `json:"f159"`
	F160 map[string]string `json:"f160"`
}

// S152 is a random struct.
type S152 struct {
	F153 float64 `json:"f153,omitempty"`
	F154 *uint8 `json:"f154"`
	F155 *uint64 `json:"f155,omitempty"`
}

// Template150 is a random struct.
type Template150 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F151 S152 `json:"f151"`
}

