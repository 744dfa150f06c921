package p1356

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f13.f16"
// +k8s:schema:index:field="spec.f4.f13.f16"
// +kubebuilder:selectablefield:JSONPath=".spec.f22"
// +kubebuilder:selectablefield:JSONPath=".status.f32.f37.f40"
// +k8s:selectableField:jsonPath=".status.f32.f44.f46",description="The f46 of the kind."
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f4.f13.f15`
// +kubebuilder:printcolumn:name="Col87",type="date",JSONPath=`.spec.f4.f13.f16`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.status.f32.f44.f48`
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.status.f53.f56`,format=int32
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f53.f57`,priority=1
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f53.f58`
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.status.f73`
// +kubebuilder:printcolumn:name="Col93",type="integer",JSONPath=`.status.f81`,priority=1
// +kubebuilder:printcolumn:name="Col94",type="integer",JSONPath=`.status.f82`,format=int32
// +kubebuilder:printcolumn:name="Col95",type="boolean",JSONPath=`.status.f85`
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.status.f53.f59.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind98 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f102"
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.spec.f101.app`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`
type Kind98 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec99 `json:"spec,omitempty"`
}

// Kind98List is a list of Kind98.
//
// +kubebuilder:object:root=true
type Kind98List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind98 `json:"items"`
}

// Kind105 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f122",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".status.f146",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f147",indexed=true
// +k8s:printerColumn:name="Col149",type=string,jsonPath=`.spec.f107`
// +k8s:printerColumn:name="Col150",type=integer,jsonPath=`.status.f134`,priority=1,format=int32
// +k8s:printerColumn:name="Col151",type=integer,jsonPath=`.status.f146`
// +k8s:printerColumn:name="Col152",type=string,jsonPath=`.spec.f111[*].f114`
// +k8s:printerColumn:name="Cel153",type=string,expression=`has(self.status) && has(self.status.f134) ? string(self.status.f134) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind105 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec106 `json:"spec,omitempty"`
	Status Status133 `json:"status,omitempty"`
}

// Kind105List is a list of Kind105.
//
// +kubebuilder:object:root=true
type Kind105List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind105 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint32 `json:"f3,omitempty"`
	F4 *S5 `json:"f4"`
	F19 *Template20 `json:"f19,omitempty"`
	F22 Mode `json:"f22,omitzero"`
	// +k8s:schema:selectableField
	F23 *bool `json:"f23,omitempty,omitzero"`
	F24 []Item25 `json:"f24,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate97 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField
	F6 resource.Quantity `json:"f6"`
	F7 []Item8 `json:"f7"`
	F12 *intstr.IntOrString `json:"f12"`
	F13 S14 `json:"f13"`
	Skipped18 string `json:"-"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *types.UID `json:"f9,omitempty"`
	F10 int8 `json:"f10"`
	F11 *int `json:"f11"`
}

// S14 is a random struct.
type S14 struct {
	F15 resource.Quantity `json:"f15,omitempty"`
	F16 *metav1.MicroTime `json:"f16"`
	Skipped17 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *uint64 `json:"f21"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 metav1.MicroTime `json:"f26"`
	F27 metav1.MicroTime `json:"f27,omitzero"`
	F28 *resource.Quantity `json:"f28"`
	F29 *metav1.Time `json:"f29"`
	F30 int16 `json:"f30,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 S33 `json:"f32,omitempty"`
	F49 Template50 `json:"f49"`
	F52 []int8 `json:"f52"`
	F53 *S54 `json:"f53,omitempty"`
	F61 Template62 `json:"f61"`
	Inline66 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 Template35 `json:"f34,omitempty"`
	F37 S38 `json:"f37"`
	F41 Template42 `json:"f41,omitempty"`
	F44 S45 `json:"f44"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *float64 `json:"f36,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	// +k8s:schema:selectableField:default="6",trigger=true
	F39 *uint16 `json:"f39"`
	F40 uint32 `json:"f40,omitzero"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 *uint8 `json:"f43,omitempty"`
}

// S45 is a random struct.
type S45 struct {
	F46 int64 `json:"f46,omitempty"`
	F47 int16 `json:"f47"`
	F48 uint64 `json:"f48,omitzero"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *uint16 `json:"f51,omitempty"`
}

// S54 is a random struct.
type S54 struct {
	F55 *int8 `json:"f55,omitempty"`
	F56 uint16 `json:"f56,omitempty,omitzero"`
	F57 Mode `json:"f57,omitempty"`
	F58 *[]int8 `json:"f58,omitempty,omitzero"`
	F59 Labels60 `json:"f59"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 uint8 `json:"f65"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 *Template64 `json:"f63,omitempty"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 uint16 `json:"f67,omitempty"`
	F68 S69 `json:"f68,omitempty"`
	F73 uint16 `json:"f73"`
	F74 int16 `json:"f74"`
	F75 Template76 `json:"f75"`
	F78 *int32 `json:"f78,omitempty"`
	*Inline79 `json:",inline"`
}

// S69 is a random struct.
type S69 struct {
	F70 *float64 `json:"f70,omitempty"`
	F71 *int64 `json:"f71"`
	F72 *int32 `json:"f72,omitempty,omitzero"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 string `json:"f77,omitempty,omitzero"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 metav1.Time `json:"f80,omitempty"`
	F81 int `json:"f81"`
	F82 *int `json:"f82"`
	F83 metav1.Duration `json:"f83"`
	F84 string `json:"f84"`
	F85 *bool `json:"f85"`
}

// PodTemplate97 is a random struct.
type PodTemplate97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec99 is a random struct.
type Spec99 struct {
	F100 *intstr.IntOrString `json:"f100,omitempty"`
	F101 map[string]string `json:"f101,omitempty"`
	F102 int `json:"f102"`
}

// Spec106 is a random struct.
type Spec106 struct {
	F107 intstr.IntOrString `json:"f107"`
	F108 *Template109 `json:"f108,omitempty"`
	F111 []Item112 `json:"f111,omitempty"`
	F116 *Template117 `json:"f116"`
	Inline121 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template109 is a random struct.
type Template109 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F110 int32 `json:"f110,omitempty"`
}

// Item112 is a random struct.
type Item112 struct {
	F113 *types.UID `json:"f113"`
	F114 Mode `json:"f114,omitempty,omitzero"`
	Skipped115 string `json:"-"`
}

// Template119 is a random struct.
type Template119 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F120 Mode `json:"f120,omitempty"`
}

// Template117 is a random struct.
type Template117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F118 Template119 `json:"f118"`
}

// Inline121 is a random struct.
type Inline121 struct {
	F122 *metav1.Time `json:"f122,omitempty,omitzero"`
	F123 *Template124 `json:"f123,omitempty"`
	F126 []Item127 `json:"f126"`
}

// Template124 is a random struct.
type Template124 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F125 *resource.Quantity `json:"f125"`
}

// Item127 is a random struct.
type Item127 struct {
	F128 int16 `json:"f128,omitempty,omitzero"`
	F129 *int32 `json:"f129,omitzero"`
	F130 string `json:"f130,omitempty"`
	F131 float64 `json:"f131,omitempty"`
	F132 *uint16 `json:"f132"`
}

// Status133 is a random struct.
type Status133 struct {
	F134 int `json:"f134,omitempty"`
	F135 List145 `json:"f135"`
	F146 int16 `json:"f146,omitempty"`
	F147 *bool `json:"f147,omitempty"`
	F148 float32 `json:"f148,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item136 is a random struct.
type Item136 struct {
	F137 *uint8 `json:"f137,omitempty"`
	F138 *Template139 `json:"f138"`
	Skipped141 string `json:"-"`
	Inline142 `json:",inline"`
}

// Template139 is a random struct.
type Template139 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F140 Mode `json:"f140"`
}

// Inline142 is a random struct.
type Inline142 struct {
	F143 *uint32 `json:"f143"`
	F144 int `json:"f144"`
}

// List145 is a declared list or map type.
type List145 []Item136

