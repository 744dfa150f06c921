package p1246

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f37",description="The f37 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f49.f63",default="-1",indexed=true
// +k8s:selectableField:jsonPath=".status.f70",description="The f70 of the kind."
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col73",type="boolean",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.spec.f40`,format=int32
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f41`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.status.f49.f60`,format=int32
// +kubebuilder:printcolumn:name="Col77",type="date",JSONPath=`.status.f49.f64`
// +kubebuilder:printcolumn:name="Col78",type="date",JSONPath=`.status.f70`,priority=1
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f39.app`
// +k8s:printerColumn:name="Cel80",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f85.f89",default="3"
// +k8s:printerColumn:name="Col114",type=string,jsonPath=`.spec.f84.app`
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.status.f112.app`,description="A column."
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
type Kind81 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec82 `json:"spec,omitempty"`
	Status Status91 `json:"status,omitempty"`
}

// Kind81List is a list of Kind81.
//
// +kubebuilder:object:root=true
type Kind81List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind81 `json:"items"`
}

// Kind116 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f118"
// +k8s:schema:selectableField:jsonPath=".status.f140.f152.f156",default="4",description="The f156 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f140.f161"
// +kubebuilder:printcolumn:name="Col163",type="string",JSONPath=`.spec.f118`
// +kubebuilder:printcolumn:name="Col164",type="string",JSONPath=`.spec.f121`
// +kubebuilder:printcolumn:name="Col165",type="string",JSONPath=`.spec.f122`
// +kubebuilder:printcolumn:name="Col166",type="integer",JSONPath=`.status.f140.f152.f154`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col167",type="integer",JSONPath=`.status.f140.f152.f156`
// +kubebuilder:printcolumn:name="Col168",type="integer",JSONPath=`.status.f140.f158`,priority=1
// +kubebuilder:printcolumn:name="Col169",type="integer",JSONPath=`.status.f140.f161`,description="A column."
// +kubebuilder:printcolumn:name="Col170",type="string",JSONPath=`.spec.f119.app`
// +kubebuilder:printcolumn:name="Col171",type="string",JSONPath=`.status.f125[*].f130`,priority=1
// +kubebuilder:printcolumn:name="Col172",type="string",JSONPath=`.status.f125[0].f130`
// +kubebuilder:printcolumn:name="Col173",type="string",JSONPath=`.status.f140.f143[?(@.f147==true)].f146`
// +genclient:nonNamespaced
type Kind116 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec117 `json:"spec,omitempty"`
	Status Status124 `json:"status,omitempty"`
}

// Kind116List is a list of Kind116.
//
// +kubebuilder:object:root=true
type Kind116List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind116 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3"`
	F4 []byte `json:"f4"`
	F5 List32 `json:"f5,omitempty"`
	F33 *float64 `json:"f33"`
	Skipped34 string `json:"-"`
	*Inline35 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 []Item8 `json:"f7,omitempty"`
	F14 Template15 `json:"f14"`
	F17 Labels18 `json:"f17,omitempty"`
	F19 *S20 `json:"f19,omitempty"`
	F24 S25 `json:"f24"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *int8 `json:"f9,omitempty"`
	F10 uint16 `json:"f10"`
	F11 *float64 `json:"f11"`
	F12 *metav1.Duration `json:"f12,omitempty"`
	F13 *uint32 `json:"f13,omitzero"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 metav1.Duration `json:"f16"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// S20 is a random struct.
type S20 struct {
	F21 *uint8 `json:"f21"`
	F22 *uint8 `json:"f22"`
	F23 int16 `json:"f23,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 []byte `json:"f26"`
	F27 intstr.IntOrString `json:"f27,omitempty,omitzero"`
	F28 int32 `json:"f28"`
	F29 *int16 `json:"f29"`
	F30 string `json:"f30"`
	F31 Mode `json:"f31"`
}

// List32 is a declared list or map type.
type List32 []Item6

// Inline35 is a random struct.
type Inline35 struct {
	F36 float32 `json:"f36,omitzero"`
	F37 *bool `json:"f37"`
	F38 *bool `json:"f38,omitempty"`
	F39 map[string]string `json:"f39,omitempty"`
	F40 *int64 `json:"f40,omitempty"`
	F41 []int8 `json:"f41"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 List47 `json:"f43,omitempty"`
	F48 intstr.IntOrString `json:"f48,omitempty"`
	F49 S50 `json:"f49"`
	// +k8s:selectableField:indexed=true
	F65 metav1.MicroTime `json:"f65,omitempty"`
	F66 []Item67 `json:"f66"`
	F70 metav1.MicroTime `json:"f70,omitzero"`
	Skipped71 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *types.UID `json:"f45"`
	F46 map[string]string `json:"f46"`
}

// List47 is a declared list or map type.
type List47 []Item44

// S50 is a random struct.
type S50 struct {
	F51 []Item52 `json:"f51"`
	F60 *uint8 `json:"f60,omitempty"`
	Inline61 `json:",inline"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 bool `json:"f53"`
	F54 *intstr.IntOrString `json:"f54,omitzero"`
	F55 *metav1.Duration `json:"f55,omitempty"`
	F56 []int8 `json:"f56"`
	F57 *metav1.Duration `json:"f57,omitempty"`
	F58 *resource.Quantity `json:"f58,omitempty"`
	Skipped59 string `json:"-"`
}

// Inline61 is a random struct.
type Inline61 struct {
	F62 uint8 `json:"f62,omitempty"`
	F63 *int8 `json:"f63,omitempty"`
	F64 metav1.MicroTime `json:"f64,omitempty"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 int `json:"f68"`
	F69 map[string]string `json:"f69,omitempty"`
}

// Spec82 is a random struct.
type Spec82 struct {
	F83 metav1.Time `json:"f83,omitempty,omitzero"`
	F84 map[string]string `json:"f84"`
	F85 S86 `json:"f85"`
}

// S86 is a random struct.
type S86 struct {
	F87 *float32 `json:"f87,omitzero"`
	F88 *Mode `json:"f88"`
	F89 int32 `json:"f89,omitempty"`
	F90 *uint64 `json:"f90,omitempty"`
}

// Status91 is a random struct.
type Status91 struct {
	F92 *int `json:"f92,omitempty"`
	F93 []Item94 `json:"f93,omitempty"`
	F110 int32 `json:"f110,omitempty"`
	// +k8s:schema:selectableField:description="The f111 of the kind.",trigger=true
	F111 *int8 `json:"f111"`
	F112 Labels113 `json:"f112,omitempty"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 metav1.Time `json:"f95,omitzero"`
	F96 *uint8 `json:"f96,omitempty"`
	F97 *intstr.IntOrString `json:"f97,omitempty"`
	F98 S99 `json:"f98,omitempty"`
	F102 S103 `json:"f102,omitempty"`
}

// S99 is a random struct.
type S99 struct {
	F100 int32 `json:"f100"`
	F101 *[]int8 `json:"f101"`
}

// S103 is a random struct.
type S103 struct {
	F104 metav1.MicroTime `json:"f104"`
	F105 *metav1.Time `json:"f105,omitempty"`
	F106 *resource.Quantity `json:"f106,omitempty"`
	F107 *float32 `json:"f107,omitempty"`
	F108 uint8 `json:"f108,omitempty"`
	F109 metav1.Duration `json:"f109"`
}

// Labels113 is a declared list or map type.
type Labels113 map[string]string

// Spec117 is a random struct.
type Spec117 struct {
	F118 intstr.IntOrString `json:"f118,omitempty,omitzero"`
	F119 Labels120 `json:"f119,omitempty"`
	// +k8s:schema:selectableField:description="The f121 of the kind.",indexed=true
	F121 types.UID `json:"f121,omitempty"`
	F122 *resource.Quantity `json:"f122"`
	Skipped123 string `json:"-"`
}

// Labels120 is a declared list or map type.
type Labels120 map[string]string

// Status124 is a random struct.
type Status124 struct {
	F125 List139 `json:"f125,omitempty"`
	F140 S141 `json:"f140,omitempty"`
	Skipped162 string `json:"-"`
}

// Item126 is a random struct.
type Item126 struct {
	F127 *uint16 `json:"f127"`
	F128 *resource.Quantity `json:"f128"`
	F129 float64 `json:"f129,omitempty"`
	F130 resource.Quantity `json:"f130"`
	F131 S132 `json:"f131"`
	F135 *float64 `json:"f135,omitempty,omitzero"`
	*Inline136 `json:",inline"`
}

// S132 is a random struct.
type S132 struct {
	F133 resource.Quantity `json:"f133,omitempty"`
	F134 *uint32 `json:"f134,omitempty"`
}

// Inline136 is a random struct.
type Inline136 struct {
	F137 *metav1.Time `json:"f137"`
	F138 *intstr.IntOrString `json:"f138"`
}

// List139 is a declared list or map type.
type List139 []Item126

// S141 is a random struct.
type S141 struct {
	F142 uint16 `json:"f142,omitempty"`
	F143 []Item144 `json:"f143,omitempty"`
	F152 *S153 `json:"f152"`
	F158 uint8 `json:"f158"`
	Inline159 `json:",inline"`
}

// Item144 is a random struct.
type Item144 struct {
	F145 *Mode `json:"f145"`
	F146 uint64 `json:"f146"`
	F147 bool `json:"f147"`
	F148 int32 `json:"f148,omitzero"`
	F149 *int8 `json:"f149,omitempty"`
	F150 int32 `json:"f150"`
	Skipped151 string `json:"-"`
}

// S153 is a random struct.
type S153 struct {
	F154 int32 `json:"f154"`
	F155 *string `json:"f155"`
	F156 *int64 `json:"f156"`
	// +k8s:schema:selectableField
	F157 *metav1.MicroTime `json:"f157,omitempty"`
}

// Inline159 is a random struct.
type Inline159 struct {
	F160 []byte `json:"f160,omitzero"`
	F161 *uint8 `json:"f161"`
}

