package p1174

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
// +k8s:selectableField:jsonPath=".spec.f14",description="The f14 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f15",description="The f15 of the kind.",indexed=true
// +k8s:selectorGeneration
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

// Kind21 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:selectableField:jsonPath=".spec.f25"
// +k8s:selectableField:jsonPath=".spec.f35",default="fast",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f49.f56",default="none"
// +k8s:schema:selectableField:jsonPath=".status.f82"
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f35`,description="A column."
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.status.f49.f51`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f49.f52`,description="A column."
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f49.f54`
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.status.f49.f55`
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.status.f49.f56`
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.status.f80`,priority=1
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f26.app`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f36[*].f40`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f36[0].f40`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f44.app`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f83[*].f87`
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.status.f83[0].f87`
// +k8s:printerColumn:name="Cel102",type=string,expression=`has(self.status) && has(self.status.f49) && has(self.status.f49.f55) ? self.status.f49.f55 : "none"`
// +kubebuilder:resource:path=kind21z,singular=kind21
type Kind21 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec22 `json:"spec,omitempty"`
	Status Status48 `json:"status,omitempty"`
}

// Kind21List is a list of Kind21.
//
// +kubebuilder:object:root=true
type Kind21List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind21 `json:"items"`
}

// Kind103 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f107",description="The f107 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f108.f112",default="6"
// +k8s:selectableField:jsonPath=".status.f129.f140",indexed=true
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.spec.f105`,priority=1,description="A column."
// +k8s:printerColumn:name="Col147",type=integer,jsonPath=`.spec.f108.f112`
// +k8s:printerColumn:name="Col148",type=integer,jsonPath=`.spec.f124`
// +k8s:printerColumn:name="Col149",type=string,jsonPath=`.status.f126.app`
// +k8s:printerColumn:name="Col150",type=string,jsonPath=`.status.f129.f131.app`
// +k8s:printerColumn:name="Col151",type=string,jsonPath=`.status.f129.f132[*].f134`,priority=1
type Kind103 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec104 `json:"spec,omitempty"`
	Status Status125 `json:"status,omitempty"`
}

// Kind103List is a list of Kind103.
//
// +kubebuilder:object:root=true
type Kind103List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind103 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F14 *types.UID `json:"f14"`
	F15 *intstr.IntOrString `json:"f15"`
	F16 Template17 `json:"f16"`
	F19 metav1.Duration `json:"f19,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *int32 `json:"f5,omitempty"`
	F6 Template7 `json:"f6"`
	F9 uint32 `json:"f9"`
	F10 int16 `json:"f10,omitempty"`
	F11 Labels12 `json:"f11,omitempty"`
	F13 int32 `json:"f13,omitzero"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 metav1.MicroTime `json:"f8,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *float64 `json:"f18,omitempty"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec22 is a random struct.
type Spec22 struct {
	F23 *float64 `json:"f23,omitempty"`
	F24 int64 `json:"f24"`
	F25 intstr.IntOrString `json:"f25,omitempty"`
	F26 Labels27 `json:"f26,omitempty"`
	F28 Template29 `json:"f28"`
	Skipped31 string `json:"-"`
	Inline32 `json:",inline"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 types.UID `json:"f30"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 int8 `json:"f33"`
	F34 *types.UID `json:"f34,omitempty"`
	F35 *Mode `json:"f35,omitempty"`
	F36 List43 `json:"f36"`
	F44 map[string]string `json:"f44"`
	F45 Template46 `json:"f45"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 bool `json:"f38"`
	F39 *uint32 `json:"f39"`
	F40 Mode `json:"f40,omitempty"`
	F41 *Mode `json:"f41"`
	Skipped42 string `json:"-"`
}

// List43 is a declared list or map type.
type List43 []Item37

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 []int8 `json:"f47,omitempty"`
}

// Status48 is a random struct.
type Status48 struct {
	F49 *S50 `json:"f49"`
	F57 map[string]string `json:"f57,omitempty"`
	F58 map[string]string `json:"f58,omitempty"`
	F59 []Item60 `json:"f59,omitempty"`
	Skipped78 string `json:"-"`
	Inline79 `json:",inline"`
}

// S50 is a random struct.
type S50 struct {
	F51 resource.Quantity `json:"f51"`
	F52 []byte `json:"f52,omitempty"`
	Inline53 `json:",inline"`
}

// Inline53 is a random struct.
type Inline53 struct {
	// +k8s:schema:selectableField:default="none"
	F54 string `json:"f54,omitempty"`
	F55 *string `json:"f55,omitempty"`
	F56 string `json:"f56,omitempty"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 Template62 `json:"f61,omitempty"`
	F64 Template65 `json:"f64"`
	F67 List76 `json:"f67"`
	F77 map[string]string `json:"f77,omitempty"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 int16 `json:"f63,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 []byte `json:"f66"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 types.UID `json:"f69"`
	F70 uint16 `json:"f70,omitempty"`
	F71 metav1.MicroTime `json:"f71"`
	F72 *uint32 `json:"f72"`
	F73 uint64 `json:"f73,omitempty"`
	F74 *intstr.IntOrString `json:"f74"`
	Skipped75 string `json:"-"`
}

// List76 is a declared list or map type.
type List76 []Item68

// Inline79 is a random struct.
type Inline79 struct {
	F80 int8 `json:"f80,omitempty"`
	F81 map[string]string `json:"f81"`
	F82 metav1.Time `json:"f82"`
	F83 []Item84 `json:"f83,omitempty"`
	F88 float64 `json:"f88"`
}

// Item84 is a random struct.
type Item84 struct {
	F85 uint32 `json:"f85,omitempty"`
	F86 *int32 `json:"f86,omitempty"`
	F87 []byte `json:"f87"`
}

// Spec104 is a random struct.
type Spec104 struct {
	// +k8s:selectableField:default="8",indexed=true
	F105 uint64 `json:"f105"`
	F106 int16 `json:"f106"`
	F107 types.UID `json:"f107"`
	F108 S109 `json:"f108,omitempty"`
	// +k8s:schema:selectableField
	F124 uint32 `json:"f124,omitempty,omitzero"`
}

// S109 is a random struct.
type S109 struct {
	F110 Labels111 `json:"f110,omitempty"`
	F112 uint16 `json:"f112"`
	F113 List121 `json:"f113,omitempty"`
	F122 types.UID `json:"f122"`
	// +k8s:schema:selectableField:description="The f123 of the kind."
	F123 metav1.Duration `json:"f123"`
}

// Labels111 is a declared list or map type.
type Labels111 map[string]string

// Item114 is a random struct.
type Item114 struct {
	F115 metav1.Time `json:"f115,omitempty"`
	F116 *resource.Quantity `json:"f116,omitempty"`
	F117 metav1.Duration `json:"f117"`
	F118 int32 `json:"f118,omitempty"`
	F119 int `json:"f119"`
	F120 resource.Quantity `json:"f120"`
}

// List121 is a declared list or map type.
type List121 []Item114

// Status125 is a random struct.
type Status125 struct {
	F126 Labels127 `json:"f126"`
	F128 *resource.Quantity `json:"f128,omitempty"`
	F129 S130 `json:"f129"`
	F141 metav1.Duration `json:"f141"`
	F142 Template143 `json:"f142,omitempty"`
	Skipped145 string `json:"-"`
}

// Labels127 is a declared list or map type.
type Labels127 map[string]string

// S130 is a random struct.
type S130 struct {
	F131 map[string]string `json:"f131,omitempty"`
	F132 []Item133 `json:"f132,omitempty"`
	F139 intstr.IntOrString `json:"f139,omitzero"`
	F140 *uint32 `json:"f140,omitempty"`
}

// Item133 is a random struct.
type Item133 struct {
	F134 uint64 `json:"f134"`
	F135 *float32 `json:"f135"`
	F136 metav1.Duration `json:"f136"`
	F137 int8 `json:"f137,omitempty"`
	Skipped138 string `json:"-"`
}

// Template143 is a random struct.
type Template143 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F144 float32 `json:"f144,omitzero"`
}

