package p1398

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
// +k8s:selectableField:jsonPath=".status.f32.f37"
// +k8s:schema:selectableField:jsonPath=".status.f32.f39",description="The f39 of the kind."
// +k8s:selectableField:jsonPath=".status.f32.f41",default="6",description="The f41 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f71",description="The f71 of the kind.",trigger=true
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.status.f32.f38`,description="A column."
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.status.f32.f39`,description="A column."
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f3[0].f11`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f32.f34.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel77",type=string,expression=`has(self.status) && has(self.status.f72) ? string(self.status.f72) : "none"`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f97",default="7",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f98",description="The f98 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f109"
// +k8s:selectableField:jsonPath=".status.f114.f116",description="The f116 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f114.f119",description="The f119 of the kind."
// +k8s:printerColumn:name="Col122",type=integer,jsonPath=`.spec.f95`
// +k8s:printerColumn:name="Col123",type=integer,jsonPath=`.spec.f96`,description="A column.",format=int32
// +k8s:printerColumn:name="Col124",type=number,jsonPath=`.status.f101`
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.status.f107`,priority=1
// +k8s:printerColumn:name="Col126",type=integer,jsonPath=`.status.f109`,description="A column.",format=int32
// +k8s:printerColumn:name="Col127",type=integer,jsonPath=`.status.f120`,priority=1
// +k8s:printerColumn:name="Col128",type=integer,jsonPath=`.status.f121`
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.spec.f80[*].f93`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec79 `json:"spec,omitempty"`
	Status Status100 `json:"status,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Kind130 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f133",description="The f133 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f157.f159",description="The f159 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f157.f160",default="3",description="The f160 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f157.f167",description="The f167 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col177",type="string",JSONPath=`.spec.f132`,description="A column."
// +kubebuilder:printcolumn:name="Col178",type="string",JSONPath=`.spec.f134[*].f147`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind130 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec131 `json:"spec,omitempty"`
	Status Status150 `json:"status,omitempty"`
}

// Kind130List is a list of Kind130.
//
// +kubebuilder:object:root=true
type Kind130List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind130 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List28 `json:"f3"`
	// +k8s:schema:selectableField
	F29 bool `json:"f29,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 S6 `json:"f5,omitempty"`
	F11 types.UID `json:"f11,omitempty"`
	F12 *int8 `json:"f12,omitempty"`
	F13 S14 `json:"f13,omitempty"`
	F19 Template20 `json:"f19,omitempty"`
	F22 []Item23 `json:"f22"`
}

// S6 is a random struct.
type S6 struct {
	F7 int32 `json:"f7,omitzero"`
	F8 intstr.IntOrString `json:"f8,omitzero"`
	F9 *types.UID `json:"f9"`
	F10 float32 `json:"f10,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 *bool `json:"f15,omitempty"`
	F16 uint64 `json:"f16,omitempty"`
	F17 resource.Quantity `json:"f17,omitempty,omitzero"`
	F18 int32 `json:"f18,omitempty"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *int64 `json:"f21,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 Mode `json:"f24,omitempty"`
	F25 *int32 `json:"f25"`
	F26 resource.Quantity `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
}

// List28 is a declared list or map type.
type List28 []Item4

// Status30 is a random struct.
type Status30 struct {
	F31 []byte `json:"f31"`
	F32 S33 `json:"f32,omitempty"`
	F45 List57 `json:"f45,omitempty"`
	F58 List65 `json:"f58,omitempty"`
	F66 *uint8 `json:"f66,omitempty"`
	Skipped67 string `json:"-"`
	*Inline68 `json:",inline"`
}

// S33 is a random struct.
type S33 struct {
	F34 Labels35 `json:"f34"`
	F36 types.UID `json:"f36"`
	F37 metav1.Time `json:"f37,omitzero"`
	F38 uint16 `json:"f38,omitempty"`
	F39 *uint8 `json:"f39,omitempty,omitzero"`
	*Inline40 `json:",inline"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Inline40 is a random struct.
type Inline40 struct {
	F41 *uint16 `json:"f41"`
	F42 types.UID `json:"f42"`
	F43 types.UID `json:"f43,omitempty"`
	Skipped44 string `json:"-"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 Template48 `json:"f47,omitempty"`
	F50 *S51 `json:"f50"`
	F56 *metav1.MicroTime `json:"f56,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *metav1.Duration `json:"f49"`
}

// S51 is a random struct.
type S51 struct {
	F52 uint16 `json:"f52"`
	F53 *uint32 `json:"f53"`
	F54 int64 `json:"f54,omitempty,omitzero"`
	F55 []int8 `json:"f55,omitzero"`
}

// List57 is a declared list or map type.
type List57 []Item46

// Item59 is a random struct.
type Item59 struct {
	F60 *uint64 `json:"f60,omitzero"`
	F61 int64 `json:"f61,omitempty"`
	F62 map[string]string `json:"f62"`
	F63 types.UID `json:"f63"`
	Skipped64 string `json:"-"`
}

// List65 is a declared list or map type.
type List65 []Item59

// Inline68 is a random struct.
type Inline68 struct {
	// +k8s:schema:selectableField
	F69 *intstr.IntOrString `json:"f69,omitzero"`
	F70 uint32 `json:"f70"`
	F71 []byte `json:"f71,omitempty"`
	F72 *int `json:"f72,omitempty"`
}

// Spec79 is a random struct.
type Spec79 struct {
	F80 List94 `json:"f80,omitempty"`
	F95 uint8 `json:"f95"`
	F96 int32 `json:"f96,omitempty"`
	F97 uint32 `json:"f97,omitempty"`
	F98 metav1.Duration `json:"f98"`
	F99 int8 `json:"f99"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 uint16 `json:"f82"`
	F83 bool `json:"f83,omitempty"`
	F84 S85 `json:"f84"`
	F92 map[string]string `json:"f92"`
	F93 []int8 `json:"f93"`
}

// S85 is a random struct.
type S85 struct {
	F86 metav1.MicroTime `json:"f86"`
	F87 *uint32 `json:"f87,omitempty"`
	F88 int8 `json:"f88,omitempty"`
	F89 int `json:"f89,omitempty"`
	F90 intstr.IntOrString `json:"f90"`
	Skipped91 string `json:"-"`
}

// List94 is a declared list or map type.
type List94 []Item81

// Status100 is a random struct.
type Status100 struct {
	F101 float32 `json:"f101"`
	F102 []Item103 `json:"f102"`
	F107 []int8 `json:"f107,omitempty"`
	F108 map[string]string `json:"f108,omitempty"`
	F109 int32 `json:"f109,omitempty,omitzero"`
	F110 *Template111 `json:"f110,omitempty"`
	Inline113 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item103 is a random struct.
type Item103 struct {
	F104 *int16 `json:"f104,omitempty"`
	F105 int32 `json:"f105"`
	Skipped106 string `json:"-"`
}

// Template111 is a random struct.
type Template111 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F112 int64 `json:"f112,omitempty,omitzero"`
}

// Inline113 is a random struct.
type Inline113 struct {
	F114 S115 `json:"f114,omitempty"`
	// +k8s:schema:selectableField:default="-1",trigger=true
	F120 int8 `json:"f120,omitempty"`
	F121 int16 `json:"f121,omitzero"`
}

// S115 is a random struct.
type S115 struct {
	F116 uint8 `json:"f116,omitzero"`
	F117 *[]int8 `json:"f117"`
	F118 *float64 `json:"f118,omitempty"`
	F119 int64 `json:"f119,omitempty"`
}

// Spec131 is a random struct.
type Spec131 struct {
	// +k8s:selectableField:default="none"
	F132 string `json:"f132"`
	F133 metav1.Time `json:"f133"`
	F134 List149 `json:"f134"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item135 is a random struct.
type Item135 struct {
	F136 Labels137 `json:"f136,omitempty"`
	F138 List145 `json:"f138"`
	F146 int `json:"f146"`
	F147 resource.Quantity `json:"f147,omitempty"`
	Skipped148 string `json:"-"`
}

// Labels137 is a declared list or map type.
type Labels137 map[string]string

// Item139 is a random struct.
type Item139 struct {
	F140 *float32 `json:"f140,omitzero"`
	F141 *metav1.Time `json:"f141,omitempty"`
	F142 int64 `json:"f142,omitempty"`
	F143 uint16 `json:"f143,omitempty"`
	F144 float32 `json:"f144,omitzero"`
}

// List145 is a declared list or map type.
type List145 []Item139

// List149 is a declared list or map type.
type List149 []Item135

// Status150 is a random struct.
type Status150 struct {
	F151 string `json:"f151,omitempty"`
	F152 Template153 `json:"f152"`
	F155 uint32 `json:"f155,omitempty"`
	F156 int32 `json:"f156"`
	F157 *S158 `json:"f157"`
	F175 Labels176 `json:"f175,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template153 is a random struct.
type Template153 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F154 types.UID `json:"f154,omitempty"`
}

// S158 is a random struct.
type S158 struct {
	F159 []byte `json:"f159"`
	F160 int32 `json:"f160,omitempty"`
	F161 List166 `json:"f161,omitempty"`
	F167 bool `json:"f167"`
	F168 []Item169 `json:"f168"`
}

// Item162 is a random struct.
type Item162 struct {
	F163 *uint32 `json:"f163,omitempty"`
	F164 *bool `json:"f164"`
	Skipped165 string `json:"-"`
}

// List166 is a declared list or map type.
type List166 []Item162

// Item169 is a random struct.
type Item169 struct {
	F170 *intstr.IntOrString `json:"f170"`
	F171 []byte `json:"f171"`
	F172 uint16 `json:"f172"`
	F173 metav1.MicroTime `json:"f173,omitempty"`
	F174 uint16 `json:"f174,omitempty"`
}

// Labels176 is a declared list or map type.
type Labels176 map[string]string

