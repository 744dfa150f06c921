package p1401

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f5.f7.f10",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f5.f7.f11",default="6",trigger=true
// +k8s:selectableField:jsonPath=".spec.f5.f14",description="The f14 of the kind."
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col30",type=date,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.spec.f5.f7.f10`,priority=1
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f5.f7.f13`,description="A column."
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f5.f17`,priority=1
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f22`,format=int32
// +k8s:printerColumn:name="Col35",type=boolean,jsonPath=`.status.f27`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f5.f16.app`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f23.app`,priority=1
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f72.f74",default="1",description="The f74 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f72.f76",description="The f76 of the kind."
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f71`,format=int32
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f72.f77`
// +k8s:schema:index:field="spec.notDeclared"
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec39 `json:"spec,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Kind83 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f98.f117"
// +k8s:schema:index:field="spec.f98.f117"
// +kubebuilder:selectablefield:JSONPath=".spec.f98.f122"
// +k8s:schema:index:field="spec.f98.f122"
// +kubebuilder:printcolumn:name="Col160",type="date",JSONPath=`.spec.f98.f117`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col161",type="string",JSONPath=`.spec.f124`
// +kubebuilder:printcolumn:name="Col162",type="string",JSONPath=`.spec.f134`
// +kubebuilder:printcolumn:name="Col163",type="integer",JSONPath=`.spec.f135`,format=int32
// +kubebuilder:printcolumn:name="Col164",type="string",JSONPath=`.status.f143`
// +kubebuilder:printcolumn:name="Col165",type="number",JSONPath=`.status.f145.f148`
// +kubebuilder:printcolumn:name="Col166",type="integer",JSONPath=`.status.f145.f153`,priority=1
// +kubebuilder:printcolumn:name="Col167",type="integer",JSONPath=`.status.f155`
// +kubebuilder:printcolumn:name="Col168",type="string",JSONPath=`.spec.f98.f100[*].f102`
// +kubebuilder:printcolumn:name="Col169",type="string",JSONPath=`.spec.f98.f107[*].f109`
// +kubebuilder:printcolumn:name="Col170",type="string",JSONPath=`.spec.f98.f107[0].f109`
// +kubebuilder:printcolumn:name="Col171",type="string",JSONPath=`.spec.f126[*].f132`
// +k8s:printerColumn:name="Cel172",type=string,expression=`has(self.spec) && has(self.spec.f98) && has(self.spec.f98.f121) ? self.spec.f98.f121 : "none"`
// +k8s:resource:path=kind83-items
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind83 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec84 `json:"spec,omitempty"`
	Status Status142 `json:"status,omitempty"`
}

// Kind83List is a list of Kind83.
//
// +kubebuilder:object:root=true
type Kind83List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind83 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3"`
	F4 metav1.Time `json:"f4,omitzero"`
	F5 S6 `json:"f5,omitempty"`
	F18 int64 `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	F7 *S8 `json:"f7,omitempty"`
	F14 *metav1.MicroTime `json:"f14"`
	F15 bool `json:"f15,omitempty"`
	F16 map[string]string `json:"f16,omitempty"`
	F17 *uint16 `json:"f17"`
}

// S8 is a random struct.
type S8 struct {
	F9 metav1.Time `json:"f9,omitempty"`
	F10 *int8 `json:"f10"`
	F11 *uint16 `json:"f11"`
	// +k8s:selectableField:default="2"
	F12 *int16 `json:"f12,omitempty"`
	F13 Mode `json:"f13,omitzero"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 int32 `json:"f21,omitempty"`
	F22 int16 `json:"f22"`
	F23 Labels24 `json:"f23,omitempty"`
	F25 *int32 `json:"f25,omitempty"`
	F26 float64 `json:"f26"`
	F27 *bool `json:"f27"`
	Skipped28 string `json:"-"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Spec39 is a random struct.
type Spec39 struct {
	F40 string `json:"f40,omitempty"`
	F41 Template42 `json:"f41"`
	// +k8s:selectableField:default="1h0m0s"
	F47 metav1.Duration `json:"f47,omitempty"`
	F48 metav1.Duration `json:"f48,omitzero"`
	F49 Template50 `json:"f49,omitempty"`
	F52 []Item53 `json:"f52,omitempty"`
	Inline66 `json:",inline"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 uint32 `json:"f45"`
	F46 *float64 `json:"f46"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 []Item44 `json:"f43"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *types.UID `json:"f51"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 *S55 `json:"f54"`
	F61 float64 `json:"f61"`
	Inline62 `json:",inline"`
}

// S55 is a random struct.
type S55 struct {
	F56 uint32 `json:"f56"`
	F57 *[]int8 `json:"f57"`
	F58 []byte `json:"f58,omitempty"`
	F59 *uint8 `json:"f59,omitempty"`
	F60 *metav1.Duration `json:"f60,omitempty"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 *bool `json:"f63,omitempty"`
	F64 *uint32 `json:"f64"`
	F65 uint8 `json:"f65,omitzero"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 *S68 `json:"f67,omitempty"`
	F71 *int64 `json:"f71"`
	F72 *S73 `json:"f72"`
	F80 float64 `json:"f80"`
}

// S68 is a random struct.
type S68 struct {
	F69 *string `json:"f69,omitzero"`
	F70 []byte `json:"f70,omitempty"`
}

// S73 is a random struct.
type S73 struct {
	F74 int `json:"f74"`
	F75 int32 `json:"f75,omitempty"`
	F76 metav1.MicroTime `json:"f76,omitempty"`
	F77 metav1.Duration `json:"f77"`
	// +k8s:selectableField:description="The f78 of the kind."
	F78 *uint32 `json:"f78,omitempty"`
	Skipped79 string `json:"-"`
}

// Spec84 is a random struct.
type Spec84 struct {
	F85 map[string]string `json:"f85"`
	F86 map[string]string `json:"f86,omitempty"`
	F87 []Item88 `json:"f87"`
	F92 *S93 `json:"f92"`
	F98 *S99 `json:"f98,omitempty"`
	F124 *Mode `json:"f124"`
	Inline125 `json:",inline"`
}

// Item88 is a random struct.
type Item88 struct {
	F89 uint8 `json:"f89,omitempty"`
	F90 *Mode `json:"f90"`
	F91 *uint32 `json:"f91"`
}

// S93 is a random struct.
type S93 struct {
	F94 Template95 `json:"f94"`
	F97 string `json:"f97,omitzero"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 types.UID `json:"f96"`
}

// S99 is a random struct.
type S99 struct {
	F100 List105 `json:"f100,omitempty"`
	// +k8s:schema:selectableField
	F106 metav1.MicroTime `json:"f106,omitempty"`
	F107 List115 `json:"f107"`
	F116 metav1.Duration `json:"f116"`
	F117 metav1.MicroTime `json:"f117"`
	Skipped118 string `json:"-"`
	Inline119 `json:",inline"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 uint64 `json:"f102"`
	F103 float64 `json:"f103,omitempty"`
	Skipped104 string `json:"-"`
}

// List105 is a declared list or map type.
type List105 []Item101

// Item108 is a random struct.
type Item108 struct {
	F109 resource.Quantity `json:"f109"`
	F110 intstr.IntOrString `json:"f110,omitempty"`
	F111 intstr.IntOrString `json:"f111"`
	F112 *[]int8 `json:"f112"`
	F113 *string `json:"f113,omitempty"`
	F114 *types.UID `json:"f114,omitempty"`
}

// List115 is a declared list or map type.
type List115 []Item108

// Inline119 is a random struct.
type Inline119 struct {
	F120 metav1.Time `json:"f120"`
	F121 *Mode `json:"f121,omitempty"`
	F122 []byte `json:"f122,omitempty"`
	// +k8s:selectableField:indexed=true
	F123 string `json:"f123,omitzero"`
}

// Inline125 is a random struct.
type Inline125 struct {
	F126 []Item127 `json:"f126,omitempty"`
	// +k8s:schema:selectableField:default="-1",description="The f133 of the kind.",trigger=true
	F133 int8 `json:"f133,omitempty,omitzero"`
	F134 []byte `json:"f134,omitzero"`
	F135 *int64 `json:"f135,omitzero"`
	F136 S137 `json:"f136,omitempty"`
	F141 resource.Quantity `json:"f141"`
}

// Item127 is a random struct.
type Item127 struct {
	F128 uint32 `json:"f128"`
	F129 *metav1.MicroTime `json:"f129,omitzero"`
	F130 *int32 `json:"f130"`
	F131 *uint32 `json:"f131,omitempty"`
	F132 types.UID `json:"f132,omitempty"`
}

// S137 is a random struct.
type S137 struct {
	// +k8s:schema:selectableField:default="5"
	F138 *uint8 `json:"f138,omitempty"`
	F139 uint32 `json:"f139,omitempty"`
	Skipped140 string `json:"-"`
}

// Status142 is a random struct.
type Status142 struct {
	F143 *[]int8 `json:"f143,omitempty"`
	F144 uint8 `json:"f144,omitempty"`
	F145 *S146 `json:"f145,omitempty"`
	F155 int `json:"f155,omitempty,omitzero"`
	F156 Template157 `json:"f156,omitempty"`
	F159 uint32 `json:"f159,omitempty"`
}

// S146 is a random struct.
type S146 struct {
	F147 *metav1.MicroTime `json:"f147"`
	F148 float32 `json:"f148"`
	F149 Template150 `json:"f149"`
	F152 *Mode `json:"f152,omitempty"`
	F153 *uint8 `json:"f153,omitempty"`
	F154 metav1.MicroTime `json:"f154"`
}

// Template150 is a random struct.
type Template150 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F151 metav1.Time `json:"f151"`
}

// Template157 is a random struct.
type Template157 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F158 *uint32 `json:"f158"`
}

