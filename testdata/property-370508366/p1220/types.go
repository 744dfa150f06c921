package p1220

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
// +k8s:schema:selectableField:jsonPath=".spec.f44",default="-1"
// +k8s:selectableField:jsonPath=".status.f63",description="The f63 of the kind."
// +k8s:selectableField:jsonPath=".status.f64"
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f18`,priority=1
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f23`,description="A column."
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.spec.f39`,description="A column."
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.spec.f41`,description="A column."
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f43`,description="A column."
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f63`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f64`,format=int32
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f65`
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f67`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.status.f69`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f19[0].f22`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f26[0].f28`,priority=1
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f26[?(@.f29==1)].f28`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f46[*].f51`,description="A column."
// +k8s:printerColumn:name="Cel85",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup86",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup86",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f132.f144"
// +k8s:schema:selectableField:jsonPath=".status.f151"
// +k8s:printerColumn:name="Col155",type=string,jsonPath=`.spec.f94`,priority=1
// +k8s:printerColumn:name="Col156",type=date,jsonPath=`.spec.f132.f146`
// +k8s:printerColumn:name="Col157",type=string,jsonPath=`.spec.f132.f148`,priority=1,description="A column."
// +k8s:printerColumn:name="Col158",type=integer,jsonPath=`.status.f151`,priority=1
// +k8s:printerColumn:name="Col159",type=string,jsonPath=`.spec.f95[0].f107`
// +k8s:printerColumn:name="Col160",type=string,jsonPath=`.spec.f132.f135[*].f138`
// +k8s:printerColumn:name="Col161",type=string,jsonPath=`.spec.f132.f135[0].f138`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind87-items
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec88 `json:"spec,omitempty"`
	Status Status149 `json:"status,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Kind162 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f190",description="The f190 of the kind."
// +k8s:selectableField:jsonPath=".status.f197.f199"
// +k8s:schema:selectableField:jsonPath=".status.f226",default="1h0m0s"
// +k8s:printerColumn:name="Col229",type=integer,jsonPath=`.status.f170.f172`
// +k8s:printerColumn:name="Col230",type=boolean,jsonPath=`.status.f170.f177`
// +k8s:printerColumn:name="Col231",type=integer,jsonPath=`.status.f170.f178`,priority=1,description="A column."
// +k8s:printerColumn:name="Col232",type=date,jsonPath=`.status.f170.f186`
// +k8s:printerColumn:name="Col233",type=integer,jsonPath=`.status.f170.f187`
// +k8s:printerColumn:name="Col234",type=integer,jsonPath=`.status.f218`
// +k8s:printerColumn:name="Col235",type=string,jsonPath=`.status.f220`
// +k8s:printerColumn:name="Col236",type=integer,jsonPath=`.status.f227`,description="A column."
// +k8s:printerColumn:name="Col237",type=string,jsonPath=`.status.f228`,priority=1
// +k8s:printerColumn:name="Col238",type=string,jsonPath=`.status.f197.f204[*].f206`,description="A column."
// +k8s:printerColumn:name="Cel239",type=string,expression=`has(self.status) && has(self.status.f218) ? string(self.status.f218) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind162 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec163 `json:"spec,omitempty"`
	Status Status169 `json:"status,omitempty"`
}

// Kind162List is a list of Kind162.
//
// +kubebuilder:object:root=true
type Kind162List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind162 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F16 float32 `json:"f16"`
	F17 uint16 `json:"f17,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F18 *intstr.IntOrString `json:"f18,omitempty"`
	F19 []Item20 `json:"f19,omitempty"`
	F23 int `json:"f23"`
	Inline24 `json:",inline"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5,omitempty"`
	F7 List11 `json:"f7,omitempty"`
	F12 *Template13 `json:"f12"`
	F15 int32 `json:"f15"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Item8 is a random struct.
type Item8 struct {
	F9 *int8 `json:"f9"`
	F10 []byte `json:"f10,omitempty"`
}

// List11 is a declared list or map type.
type List11 []Item8

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 int32 `json:"f14"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 map[string]string `json:"f21"`
	F22 []int8 `json:"f22,omitempty"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 []int8 `json:"f25,omitempty"`
	F26 []Item27 `json:"f26"`
	F33 resource.Quantity `json:"f33"`
	F34 *float32 `json:"f34,omitempty"`
	F35 Template36 `json:"f35"`
	Inline38 `json:",inline"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 intstr.IntOrString `json:"f28"`
	F29 int32 `json:"f29"`
	F30 metav1.MicroTime `json:"f30,omitempty"`
	F31 uint64 `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 metav1.Time `json:"f37"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 uint32 `json:"f39,omitempty"`
	F40 *int8 `json:"f40"`
	F41 int8 `json:"f41"`
	// +k8s:schema:selectableField:indexed=true
	F42 *metav1.Time `json:"f42,omitempty"`
	F43 int `json:"f43"`
	F44 int8 `json:"f44"`
}

// Status45 is a random struct.
type Status45 struct {
	F46 List58 `json:"f46"`
	F59 *Template60 `json:"f59"`
	*Inline62 `json:",inline"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 bool `json:"f48,omitzero"`
	F49 *metav1.Duration `json:"f49"`
	F50 *uint64 `json:"f50"`
	F51 intstr.IntOrString `json:"f51"`
	F52 metav1.Duration `json:"f52,omitempty,omitzero"`
	Inline53 `json:",inline"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 resource.Quantity `json:"f54"`
	F55 *types.UID `json:"f55,omitempty"`
	F56 *int8 `json:"f56"`
	F57 types.UID `json:"f57,omitempty"`
}

// List58 is a declared list or map type.
type List58 []Item47

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int64 `json:"f61,omitempty"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 *metav1.Duration `json:"f63"`
	F64 *uint8 `json:"f64,omitempty"`
	F65 *resource.Quantity `json:"f65"`
	Inline66 `json:",inline"`
}

// Inline66 is a random struct.
type Inline66 struct {
	// +k8s:schema:selectableField:default="4"
	F67 int64 `json:"f67,omitempty,omitzero"`
	F68 float32 `json:"f68"`
	F69 []int8 `json:"f69,omitempty,omitzero"`
	F70 *uint16 `json:"f70,omitempty"`
}

// Spec88 is a random struct.
type Spec88 struct {
	F89 Template90 `json:"f89"`
	F94 *resource.Quantity `json:"f94,omitempty"`
	F95 []Item96 `json:"f95,omitempty"`
	F118 []Item119 `json:"f118,omitempty"`
	F131 *int `json:"f131"`
	F132 S133 `json:"f132"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 metav1.Duration `json:"f93"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 Template92 `json:"f91"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 S98 `json:"f97,omitempty"`
	F102 *types.UID `json:"f102"`
	F103 *Template104 `json:"f103,omitempty"`
	F106 float32 `json:"f106"`
	F107 []byte `json:"f107,omitempty"`
	F108 *S109 `json:"f108"`
	Inline113 `json:",inline"`
}

// S98 is a random struct.
type S98 struct {
	F99 *int `json:"f99,omitempty"`
	F100 int `json:"f100"`
	F101 bool `json:"f101,omitempty"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 int `json:"f105,omitempty"`
}

// S109 is a random struct.
type S109 struct {
	F110 types.UID `json:"f110,omitempty"`
	F111 string `json:"f111"`
	F112 intstr.IntOrString `json:"f112,omitempty"`
}

// Inline113 is a random struct.
type Inline113 struct {
	F114 string `json:"f114"`
	F115 *uint64 `json:"f115,omitempty"`
	F116 *resource.Quantity `json:"f116,omitempty"`
	F117 uint64 `json:"f117,omitempty"`
}

// Item119 is a random struct.
type Item119 struct {
	F120 Template121 `json:"f120"`
	F123 *bool `json:"f123"`
	F124 *int32 `json:"f124"`
	F125 map[string]string `json:"f125"`
	F126 *S127 `json:"f126,omitempty"`
	F130 *uint16 `json:"f130,omitempty"`
}

// Template121 is a random struct.
type Template121 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F122 metav1.Duration `json:"f122"`
}

// S127 is a random struct.
type S127 struct {
	F128 float32 `json:"f128,omitempty,omitzero"`
	F129 *int32 `json:"f129,omitempty"`
}

// S133 is a random struct.
type S133 struct {
	// +k8s:selectableField:trigger=true
	F134 int64 `json:"f134"`
	F135 []Item136 `json:"f135"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z"
	F143 *metav1.Time `json:"f143"`
	F144 string `json:"f144"`
	Inline145 `json:",inline"`
}

// Item136 is a random struct.
type Item136 struct {
	F137 *metav1.Time `json:"f137"`
	F138 metav1.Duration `json:"f138"`
	F139 *bool `json:"f139"`
	F140 []int8 `json:"f140,omitempty,omitzero"`
	F141 *uint64 `json:"f141"`
	Skipped142 string `json:"-"`
}

// Inline145 is a random struct.
type Inline145 struct {
	F146 metav1.MicroTime `json:"f146,omitempty"`
	F147 Mode `json:"f147"`
	// +k8s:schema:selectableField
	F148 *uint64 `json:"f148,omitempty"`
}

// Status149 is a random struct.
type Status149 struct {
	F150 resource.Quantity `json:"f150"`
	F151 int64 `json:"f151"`
	F152 Template153 `json:"f152"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template153 is a random struct.
type Template153 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F154 []byte `json:"f154,omitempty"`
}

// Spec163 is a random struct.
type Spec163 struct {
	F164 Template165 `json:"f164"`
	F167 uint16 `json:"f167"`
	// +k8s:schema:selectableField:description="The f168 of the kind."
	F168 int `json:"f168"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template165 is a random struct.
type Template165 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F166 bool `json:"f166,omitempty"`
}

// Status169 is a random struct.
type Status169 struct {
	F170 *S171 `json:"f170,omitempty"`
	F189 *uint8 `json:"f189,omitempty"`
	F190 int64 `json:"f190,omitempty,omitzero"`
	F191 []Item192 `json:"f191"`
	F197 *S198 `json:"f197"`
	Inline211 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S171 is a random struct.
type S171 struct {
	F172 uint16 `json:"f172,omitempty"`
	F173 Template174 `json:"f173,omitempty"`
	F176 int64 `json:"f176,omitempty"`
	F177 bool `json:"f177"`
	F178 int16 `json:"f178,omitempty"`
	F179 []Item180 `json:"f179"`
	Inline184 `json:",inline"`
}

// Template174 is a random struct.
type Template174 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F175 int8 `json:"f175"`
}

// Item180 is a random struct.
type Item180 struct {
	F181 *int64 `json:"f181"`
	F182 *Mode `json:"f182"`
	Skipped183 string `json:"-"`
}

// Inline184 is a random struct.
type Inline184 struct {
	F185 *[]int8 `json:"f185"`
	F186 metav1.MicroTime `json:"f186"`
	F187 uint16 `json:"f187,omitempty"`
	Skipped188 string `json:"-"`
}

// Item192 is a random struct.
type Item192 struct {
	F193 *metav1.MicroTime `json:"f193"`
	F194 *resource.Quantity `json:"f194,omitempty"`
	F195 metav1.MicroTime `json:"f195"`
	Skipped196 string `json:"-"`
}

// S198 is a random struct.
type S198 struct {
	F199 *int `json:"f199,omitempty,omitzero"`
	F200 Template201 `json:"f200,omitempty"`
	// +k8s:schema:selectableField
	F203 int32 `json:"f203,omitempty"`
	F204 List210 `json:"f204,omitempty"`
}

// Template201 is a random struct.
type Template201 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F202 types.UID `json:"f202"`
}

// Item205 is a random struct.
type Item205 struct {
	F206 metav1.Duration `json:"f206"`
	F207 types.UID `json:"f207,omitempty"`
	F208 *int32 `json:"f208,omitempty"`
	F209 int `json:"f209"`
}

// List210 is a declared list or map type.
type List210 []Item205

// Inline211 is a random struct.
type Inline211 struct {
	F212 *Template213 `json:"f212,omitempty"`
	F215 Template216 `json:"f215,omitempty"`
	F218 *int32 `json:"f218,omitempty"`
	F219 int64 `json:"f219"`
	F220 *[]int8 `json:"f220"`
	F221 *Template222 `json:"f221,omitempty"`
	*Inline224 `json:",inline"`
}

// Template213 is a random struct.
type Template213 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F214 int8 `json:"f214"`
}

// Template216 is a random struct.
type Template216 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F217 metav1.Duration `json:"f217"`
}

// Template222 is a random struct.
type Template222 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F223 *[]int8 `json:"f223,omitempty,omitzero"`
}

// Inline224 is a random struct.
type Inline224 struct {
	// +k8s:selectableField
	F225 metav1.MicroTime `json:"f225,omitempty"`
	F226 metav1.Duration `json:"f226,omitempty"`
	F227 int16 `json:"f227,omitempty"`
	F228 Mode `json:"f228,omitempty,omitzero"`
}

