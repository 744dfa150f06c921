package p1071

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
// +k8s:schema:selectableField:jsonPath=".status.f39",indexed=true
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f7.f10`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f7.f11`
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.status.f20`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f32[*].f34`,priority=1
// +k8s:printerColumn:name="Cel44",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f11) ? self.spec.f7.f11 : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f6",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f61.f63",default="false"
// +k8s:schema:selectableField:jsonPath=".status.f99"
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.spec.f6`,description="A column."
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.spec.f7.f10`,priority=1
// +k8s:printerColumn:name="Col103",type=integer,jsonPath=`.status.f60`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col104",type=integer,jsonPath=`.status.f99`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f70[0].f72`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f87[*].f90`
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.status.f87[0].f90`,priority=1
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Kind108 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f110",default="80",description="The f110 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f111.f118",indexed=true
// +kubebuilder:printcolumn:name="Col160",type="integer",JSONPath=`.spec.f111.f113`
// +kubebuilder:printcolumn:name="Col161",type="number",JSONPath=`.spec.f111.f117`,priority=1
// +kubebuilder:printcolumn:name="Col162",type="integer",JSONPath=`.spec.f111.f118`,format=int32
// +kubebuilder:printcolumn:name="Col163",type="date",JSONPath=`.spec.f140.f143`
// +kubebuilder:printcolumn:name="Col164",type="integer",JSONPath=`.spec.f147`
// +kubebuilder:printcolumn:name="Col165",type="string",JSONPath=`.spec.f148`
// +kubebuilder:printcolumn:name="Col166",type="string",JSONPath=`.spec.f153`,description="A column."
// +kubebuilder:printcolumn:name="Col167",type="number",JSONPath=`.spec.f155`
// +kubebuilder:printcolumn:name="Col168",type="integer",JSONPath=`.status.f158`
// +k8s:printerColumn:name="Cel169",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:schema:index:field="spec.notDeclared"
type Kind108 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec109 `json:"spec,omitempty"`
	Status Status157 `json:"status,omitempty"`
}

// Kind108List is a list of Kind108.
//
// +kubebuilder:object:root=true
type Kind108List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind108 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 types.UID `json:"f6"`
	F7 *S8 `json:"f7,omitempty"`
	F12 *int64 `json:"f12"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 float64 `json:"f5"`
}

// S8 is a random struct.
type S8 struct {
	F9 resource.Quantity `json:"f9"`
	F10 *[]int8 `json:"f10"`
	// +k8s:schema:selectableField:default="fast"
	F11 Mode `json:"f11"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 Labels15 `json:"f14,omitempty"`
	F16 *Template17 `json:"f16,omitempty"`
	F19 *metav1.Duration `json:"f19"`
	F20 int16 `json:"f20,omitempty"`
	F21 *Template22 `json:"f21"`
	*Inline28 `json:",inline"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 uint32 `json:"f18,omitempty,omitzero"`
}

// S24 is a random struct.
type S24 struct {
	F25 []byte `json:"f25,omitempty"`
	F26 metav1.MicroTime `json:"f26"`
	F27 *bool `json:"f27,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 S24 `json:"f23"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *Template30 `json:"f29"`
	F32 []Item33 `json:"f32"`
	F36 Template37 `json:"f36"`
	F39 *metav1.MicroTime `json:"f39,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 bool `json:"f31"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 []int8 `json:"f34,omitempty"`
	F35 metav1.Time `json:"f35"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *intstr.IntOrString `json:"f38,omitempty"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 *Template48 `json:"f47,omitempty"`
	F50 []Item51 `json:"f50,omitempty"`
	F60 int32 `json:"f60,omitempty"`
	F61 *S62 `json:"f61,omitempty"`
	F70 []Item71 `json:"f70,omitempty"`
	*Inline86 `json:",inline"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *int32 `json:"f49,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 int16 `json:"f52"`
	F53 S54 `json:"f53"`
	F58 *uint8 `json:"f58,omitempty"`
	F59 *int64 `json:"f59"`
}

// S54 is a random struct.
type S54 struct {
	F55 *bool `json:"f55,omitempty"`
	F56 *uint32 `json:"f56,omitempty"`
	Skipped57 string `json:"-"`
}

// S62 is a random struct.
type S62 struct {
	F63 *bool `json:"f63"`
	F64 Template65 `json:"f64,omitempty"`
	F67 Template68 `json:"f67,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 []byte `json:"f66,omitempty"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 *types.UID `json:"f69"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 []byte `json:"f72"`
	F73 []Item74 `json:"f73,omitempty"`
	F78 uint8 `json:"f78,omitempty"`
	F79 uint16 `json:"f79,omitempty"`
	F80 S81 `json:"f80"`
}

// Item74 is a random struct.
type Item74 struct {
	F75 int8 `json:"f75"`
	F76 *uint32 `json:"f76,omitempty"`
	Skipped77 string `json:"-"`
}

// S81 is a random struct.
type S81 struct {
	F82 *intstr.IntOrString `json:"f82"`
	F83 *intstr.IntOrString `json:"f83"`
	F84 uint8 `json:"f84"`
	F85 Mode `json:"f85,omitempty"`
}

// Inline86 is a random struct.
type Inline86 struct {
	F87 List95 `json:"f87,omitempty"`
	F96 *Template97 `json:"f96"`
	F99 uint32 `json:"f99,omitempty"`
	F100 metav1.Duration `json:"f100,omitzero"`
}

// Item88 is a random struct.
type Item88 struct {
	F89 *uint8 `json:"f89,omitempty"`
	F90 []int8 `json:"f90,omitempty"`
	F91 []int8 `json:"f91,omitempty"`
	F92 metav1.MicroTime `json:"f92,omitempty"`
	F93 *int16 `json:"f93,omitempty"`
	F94 []int8 `json:"f94"`
}

// List95 is a declared list or map type.
type List95 []Item88

// Template97 is a random struct.
type Template97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F98 *float64 `json:"f98,omitempty"`
}

// Spec109 is a random struct.
type Spec109 struct {
	F110 intstr.IntOrString `json:"f110,omitempty"`
	F111 S112 `json:"f111,omitempty"`
	// +k8s:selectableField:description="The f128 of the kind."
	F128 int8 `json:"f128,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F129 Mode `json:"f129,omitempty"`
	F130 Template131 `json:"f130,omitempty"`
	F133 List138 `json:"f133"`
	Inline139 `json:",inline"`
}

// S112 is a random struct.
type S112 struct {
	F113 int `json:"f113,omitempty,omitzero"`
	F114 *Template115 `json:"f114,omitempty"`
	F117 float64 `json:"f117"`
	F118 uint32 `json:"f118,omitempty"`
	F119 Labels120 `json:"f119,omitempty"`
	F121 List127 `json:"f121"`
}

// Template115 is a random struct.
type Template115 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F116 metav1.Duration `json:"f116"`
}

// Labels120 is a declared list or map type.
type Labels120 map[string]string

// Item122 is a random struct.
type Item122 struct {
	F123 *uint16 `json:"f123"`
	F124 []byte `json:"f124"`
	F125 *uint8 `json:"f125"`
	F126 uint8 `json:"f126,omitempty"`
}

// List127 is a declared list or map type.
type List127 []Item122

// Template131 is a random struct.
type Template131 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F132 uint16 `json:"f132,omitempty"`
}

// Item134 is a random struct.
type Item134 struct {
	F135 int64 `json:"f135"`
	F136 metav1.MicroTime `json:"f136,omitempty"`
	Skipped137 string `json:"-"`
}

// List138 is a declared list or map type.
type List138 []Item134

// Inline139 is a random struct.
type Inline139 struct {
	F140 *S141 `json:"f140"`
	// +k8s:selectableField
	F146 metav1.Duration `json:"f146"`
	// +k8s:schema:selectableField:default="3",indexed=true
	F147 *int32 `json:"f147"`
	F148 []int8 `json:"f148"`
	Inline149 `json:",inline"`
}

// S141 is a random struct.
type S141 struct {
	F142 int32 `json:"f142,omitempty"`
	F143 metav1.MicroTime `json:"f143"`
	F144 []byte `json:"f144,omitzero"`
	Skipped145 string `json:"-"`
}

// Inline149 is a random struct.
type Inline149 struct {
	F150 *resource.Quantity `json:"f150"`
	F151 []byte `json:"f151,omitzero"`
	F152 int32 `json:"f152"`
	F153 []byte `json:"f153,omitempty"`
	F154 uint64 `json:"f154,omitzero"`
	F155 *float64 `json:"f155,omitempty"`
	Skipped156 string `json:"-"`
}

// Status157 is a random struct.
type Status157 struct {
	F158 *uint32 `json:"f158"`
	F159 *bool `json:"f159,omitempty"`
}

