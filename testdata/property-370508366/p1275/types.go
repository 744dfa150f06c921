package p1275

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
// +k8s:schema:selectableField:jsonPath=".spec.f7",default="4",description="The f7 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col9",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col10",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col11",type="integer",JSONPath=`.spec.f6`,format=int32
// +kubebuilder:printcolumn:name="Col12",type="integer",JSONPath=`.spec.f8`
// +k8s:printerColumn:name="Cel13",type=string,expression=`has(self.spec) && has(self.spec.f7) ? string(self.spec.f7) : "none"`
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f19",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f21",default="1h0m0s",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f23.f25",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".spec.f23.f28",description="The f28 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col82",type="number",JSONPath=`.spec.f22`,description="A column."
// +kubebuilder:printcolumn:name="Col83",type="date",JSONPath=`.spec.f23.f25`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f23.f26`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f23.f27`
// +kubebuilder:printcolumn:name="Col86",type="date",JSONPath=`.spec.f23.f29`,description="A column."
// +kubebuilder:printcolumn:name="Col87",type="boolean",JSONPath=`.status.f38`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.status.f39`
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.status.f40.f42`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f40.f43`
// +kubebuilder:printcolumn:name="Col91",type="date",JSONPath=`.status.f76`,priority=1
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.status.f78`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f40.f44.app`
// +k8s:printerColumn:name="Cel94",type=string,expression=`has(self.spec) && has(self.spec.f23) && has(self.spec.f23.f26) ? self.spec.f23.f26 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Kind96 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f108"
// +k8s:printerColumn:name="Cel115",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind96 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec97 `json:"spec,omitempty"`
	Status Status107 `json:"status,omitempty"`
}

// Kind96List is a list of Kind96.
//
// +kubebuilder:object:root=true
type Kind96List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind96 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Duration `json:"f3"`
	F4 *[]int8 `json:"f4"`
	F5 types.UID `json:"f5,omitzero"`
	// +k8s:schema:selectableField:default="5",description="The f6 of the kind."
	F6 *uint8 `json:"f6"`
	F7 int64 `json:"f7,omitempty"`
	// +k8s:schema:selectableField
	F8 uint8 `json:"f8,omitempty"`
}

// Spec15 is a random struct.
type Spec15 struct {
	F16 Labels17 `json:"f16,omitempty"`
	F18 types.UID `json:"f18"`
	F19 uint64 `json:"f19,omitzero"`
	Inline20 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate95 `json:"template"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Inline20 is a random struct.
type Inline20 struct {
	F21 *metav1.Duration `json:"f21,omitempty,omitzero"`
	F22 *float32 `json:"f22"`
	F23 S24 `json:"f23"`
	F32 Template33 `json:"f32"`
	F35 float32 `json:"f35,omitempty"`
	Skipped36 string `json:"-"`
}

// S24 is a random struct.
type S24 struct {
	F25 metav1.Time `json:"f25,omitempty"`
	// +k8s:selectableField:description="The f26 of the kind."
	F26 Mode `json:"f26,omitempty"`
	F27 types.UID `json:"f27,omitempty"`
	F28 *uint8 `json:"f28"`
	F29 *metav1.Time `json:"f29,omitempty"`
	F30 []int8 `json:"f30,omitzero"`
	Skipped31 string `json:"-"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 []byte `json:"f34,omitempty,omitzero"`
}

// Status37 is a random struct.
type Status37 struct {
	// +k8s:schema:selectableField:default="false",indexed=true
	F38 bool `json:"f38"`
	F39 []int8 `json:"f39,omitempty"`
	F40 S41 `json:"f40"`
	F52 []Item53 `json:"f52,omitempty"`
	F76 metav1.MicroTime `json:"f76,omitempty"`
	*Inline77 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S41 is a random struct.
type S41 struct {
	F42 uint8 `json:"f42,omitzero"`
	F43 resource.Quantity `json:"f43"`
	F44 Labels45 `json:"f44,omitempty"`
	F46 uint64 `json:"f46"`
	F47 []Item48 `json:"f47,omitempty"`
	F51 *int16 `json:"f51"`
}

// Labels45 is a declared list or map type.
type Labels45 map[string]string

// Item48 is a random struct.
type Item48 struct {
	F49 []byte `json:"f49"`
	F50 *types.UID `json:"f50,omitempty"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 int64 `json:"f54"`
	F55 metav1.MicroTime `json:"f55,omitempty"`
	F56 *uint32 `json:"f56,omitempty"`
	F57 []Item58 `json:"f57"`
	F64 List68 `json:"f64,omitempty"`
	Inline69 `json:",inline"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 metav1.Time `json:"f59,omitzero"`
	F60 int32 `json:"f60"`
	F61 uint64 `json:"f61,omitempty"`
	F62 uint32 `json:"f62"`
	Skipped63 string `json:"-"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 uint16 `json:"f66"`
	F67 bool `json:"f67,omitempty"`
}

// List68 is a declared list or map type.
type List68 []Item65

// Inline69 is a random struct.
type Inline69 struct {
	F70 uint16 `json:"f70"`
	F71 *uint64 `json:"f71,omitempty"`
	F72 bool `json:"f72,omitempty"`
	F73 uint16 `json:"f73"`
	F74 *Mode `json:"f74"`
	F75 int `json:"f75,omitempty"`
}

// Inline77 is a random struct.
type Inline77 struct {
	F78 int8 `json:"f78,omitempty,omitzero"`
	F79 metav1.Time `json:"f79"`
	F80 map[string]string `json:"f80,omitempty"`
}

// PodTemplate95 is a random struct.
type PodTemplate95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec97 is a random struct.
type Spec97 struct {
	F98 Template99 `json:"f98"`
	F103 *Template104 `json:"f103,omitempty"`
	Skipped106 string `json:"-"`
}

// Template101 is a random struct.
type Template101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F102 metav1.Time `json:"f102"`
}

// Template99 is a random struct.
type Template99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F100 Template101 `json:"f100"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 uint32 `json:"f105"`
}

// Status107 is a random struct.
type Status107 struct {
	F108 intstr.IntOrString `json:"f108,omitempty"`
	F109 *Template110 `json:"f109,omitempty"`
	F114 uint64 `json:"f114,omitempty,omitzero"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 float32 `json:"f113,omitempty"`
}

// Template110 is a random struct.
type Template110 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F111 *Template112 `json:"f111,omitempty"`
}

