package p1367

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
// +k8s:schema:selectableField:jsonPath=".spec.f11",description="The f11 of the kind."
// +k8s:selectableField:jsonPath=".status.f23",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f24",default="1h0m0s",description="The f24 of the kind."
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f11`,description="A column."
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.status.f24`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f41",description="The f41 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f43"
// +k8s:schema:index:field="status.f43"
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.status.f40`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col69",type="date",JSONPath=`.status.f43`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.status.f54`
// +kubebuilder:printcolumn:name="Col71",type="integer",JSONPath=`.status.f55`,description="A column."
// +kubebuilder:printcolumn:name="Col72",type="date",JSONPath=`.status.f60.f64`
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.status) && has(self.status.f56) ? string(self.status.f56) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f78.f82"
// +k8s:schema:selectableField:jsonPath=".status.f118",indexed=true
// +k8s:selectableField:jsonPath=".status.f122",description="The f122 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f124",trigger=true
// +k8s:printerColumn:name="Col126",type=number,jsonPath=`.spec.f77`,priority=1
// +k8s:printerColumn:name="Col127",type=integer,jsonPath=`.spec.f78.f83`,description="A column."
// +k8s:printerColumn:name="Col128",type=integer,jsonPath=`.spec.f78.f87`,priority=1,format=int32
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.spec.f91`,description="A column."
// +k8s:printerColumn:name="Col130",type=integer,jsonPath=`.status.f116`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col131",type=number,jsonPath=`.status.f117`
// +k8s:printerColumn:name="Col132",type=string,jsonPath=`.status.f119`
// +k8s:printerColumn:name="Col133",type=integer,jsonPath=`.status.f122`,description="A column."
// +k8s:printerColumn:name="Col134",type=string,jsonPath=`.status.f123`
// +k8s:printerColumn:name="Col135",type=string,jsonPath=`.status.f93[*].f95`
// +k8s:printerColumn:name="Col136",type=string,jsonPath=`.status.f110.app`
// +k8s:selectorGeneration
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
	Status Status92 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F10 int32 `json:"f10,omitempty"`
	F11 intstr.IntOrString `json:"f11,omitempty,omitzero"`
	F12 Template13 `json:"f12"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 []byte `json:"f7"`
	F8 types.UID `json:"f8"`
	F9 int64 `json:"f9,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []Item6 `json:"f5"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 string `json:"f16"`
	F17 string `json:"f17"`
	F18 float32 `json:"f18,omitempty"`
}

// List19 is a declared list or map type.
type List19 []Item15

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 List19 `json:"f14,omitempty"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 map[string]string `json:"f21,omitempty"`
	F22 *uint16 `json:"f22,omitempty"`
	F23 *uint32 `json:"f23,omitempty"`
	F24 metav1.Duration `json:"f24,omitempty"`
	F25 map[string]string `json:"f25"`
	Skipped26 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 map[string]string `json:"f33"`
	F34 List38 `json:"f34,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 *uint8 `json:"f36,omitempty"`
	F37 metav1.MicroTime `json:"f37,omitzero"`
}

// List38 is a declared list or map type.
type List38 []Item35

// Status39 is a random struct.
type Status39 struct {
	F40 []byte `json:"f40"`
	F41 metav1.MicroTime `json:"f41,omitempty"`
	F42 intstr.IntOrString `json:"f42"`
	F43 *metav1.MicroTime `json:"f43"`
	F44 map[string]string `json:"f44"`
	F45 S46 `json:"f45,omitempty"`
	*Inline53 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S46 is a random struct.
type S46 struct {
	F47 *Template48 `json:"f47"`
	F50 Template51 `json:"f50,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 uint16 `json:"f49,omitempty"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 *uint8 `json:"f52,omitempty,omitzero"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 types.UID `json:"f54"`
	F55 uint32 `json:"f55,omitempty"`
	F56 int `json:"f56,omitempty,omitzero"`
	F57 Labels58 `json:"f57"`
	F59 float64 `json:"f59,omitempty"`
	F60 S61 `json:"f60"`
	Skipped66 string `json:"-"`
}

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// S61 is a random struct.
type S61 struct {
	F62 metav1.Duration `json:"f62"`
	F63 *bool `json:"f63,omitempty"`
	F64 metav1.Time `json:"f64,omitempty"`
	F65 Mode `json:"f65,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 metav1.Duration `json:"f76,omitempty"`
	F77 *float64 `json:"f77"`
	F78 *S79 `json:"f78,omitempty"`
	F88 Template89 `json:"f88"`
	F91 *uint64 `json:"f91,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate137 `json:"template"`
}

// S79 is a random struct.
type S79 struct {
	// +k8s:selectableField:description="The f80 of the kind."
	F80 *bool `json:"f80,omitempty"`
	F81 map[string]string `json:"f81"`
	F82 intstr.IntOrString `json:"f82"`
	F83 int16 `json:"f83"`
	F84 Template85 `json:"f84,omitempty"`
	F87 uint8 `json:"f87"`
}

// Template85 is a random struct.
type Template85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F86 *float64 `json:"f86,omitempty,omitzero"`
}

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 metav1.MicroTime `json:"f90,omitempty"`
}

// Status92 is a random struct.
type Status92 struct {
	F93 []Item94 `json:"f93,omitempty"`
	F104 *S105 `json:"f104,omitempty"`
	F110 Labels111 `json:"f110,omitempty"`
	Inline112 `json:",inline"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 Mode `json:"f95"`
	F96 *uint64 `json:"f96,omitempty,omitzero"`
	F97 float64 `json:"f97,omitzero"`
	F98 *int32 `json:"f98"`
	F99 uint32 `json:"f99,omitempty"`
	F100 int `json:"f100,omitempty,omitzero"`
	Inline101 `json:",inline"`
}

// Inline101 is a random struct.
type Inline101 struct {
	F102 types.UID `json:"f102,omitempty,omitzero"`
	F103 uint16 `json:"f103,omitempty"`
}

// S105 is a random struct.
type S105 struct {
	F106 *int32 `json:"f106"`
	F107 Template108 `json:"f107"`
}

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 uint16 `json:"f109,omitempty"`
}

// Labels111 is a declared list or map type.
type Labels111 map[string]string

// Inline112 is a random struct.
type Inline112 struct {
	F113 Template114 `json:"f113,omitempty"`
	// +k8s:selectableField
	F116 int16 `json:"f116,omitzero"`
	F117 float64 `json:"f117"`
	F118 int8 `json:"f118,omitempty"`
	F119 *uint64 `json:"f119"`
	Inline120 `json:",inline"`
}

// Template114 is a random struct.
type Template114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F115 int16 `json:"f115,omitempty"`
}

// Inline120 is a random struct.
type Inline120 struct {
	F121 int `json:"f121,omitempty"`
	F122 *uint8 `json:"f122"`
	F123 intstr.IntOrString `json:"f123"`
	F124 *types.UID `json:"f124"`
	F125 uint32 `json:"f125"`
}

// PodTemplate137 is a random struct.
type PodTemplate137 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

