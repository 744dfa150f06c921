package p1349

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
// +k8s:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:selectableField:jsonPath=".spec.f21",default="2",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f22",description="The f22 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.spec.f21`,format=int32
// +kubebuilder:printcolumn:name="Col67",type="date",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f31`
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f36`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.status.f39`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f58.f60.app`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind73 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f76`,description="A column."
// +kubebuilder:printcolumn:name="Col101",type="date",JSONPath=`.status.f83`,priority=1
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f85[*].f87`,priority=1
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f94[0].f96`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.status.f94[?(@.f96=="fast")].f96`
// +k8s:printerColumn:name="Cel105",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind73-items
type Kind73 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec74 `json:"spec,omitempty"`
	Status Status78 `json:"status,omitempty"`
}

// Kind73List is a list of Kind73.
//
// +kubebuilder:object:root=true
type Kind73List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind73 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:default="6",description="The f3 of the kind."
	F3 uint16 `json:"f3,omitzero"`
	F4 *metav1.MicroTime `json:"f4"`
	F5 []Item6 `json:"f5,omitempty"`
	F13 []Item14 `json:"f13"`
	F21 *int16 `json:"f21,omitempty"`
	F22 *int64 `json:"f22"`
	Inline23 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate72 `json:"template"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *intstr.IntOrString `json:"f7,omitempty,omitzero"`
	F8 *Template9 `json:"f8"`
	F11 Labels12 `json:"f11,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 metav1.Duration `json:"f10"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Item14 is a random struct.
type Item14 struct {
	F15 *metav1.Duration `json:"f15,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 Mode `json:"f18,omitempty"`
	F19 int32 `json:"f19,omitempty"`
	F20 metav1.Duration `json:"f20,omitempty"`
}

// Inline23 is a random struct.
type Inline23 struct {
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",indexed=true
	F24 *metav1.Time `json:"f24"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *Template27 `json:"f26"`
	F29 types.UID `json:"f29,omitempty"`
	F30 map[string]string `json:"f30"`
	F31 *[]int8 `json:"f31"`
	Inline32 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *types.UID `json:"f28"`
}

// Inline32 is a random struct.
type Inline32 struct {
	// +k8s:schema:selectableField:default="4"
	F33 *int64 `json:"f33,omitempty"`
	F34 uint8 `json:"f34,omitempty"`
	F35 []byte `json:"f35"`
	F36 *uint32 `json:"f36,omitempty"`
	F37 metav1.MicroTime `json:"f37,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 *uint8 `json:"f39,omitempty"`
	F40 Template41 `json:"f40"`
	F43 Template44 `json:"f43,omitempty"`
	F46 *int32 `json:"f46"`
	F47 *Template48 `json:"f47"`
	F58 S59 `json:"f58,omitempty"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 resource.Quantity `json:"f42"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 float64 `json:"f45,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int64 `json:"f51,omitempty"`
	F52 int `json:"f52,omitempty"`
	F53 metav1.Time `json:"f53"`
	F54 types.UID `json:"f54,omitempty"`
	F55 uint16 `json:"f55,omitempty"`
	F56 *resource.Quantity `json:"f56"`
}

// List57 is a declared list or map type.
type List57 []Item50

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 List57 `json:"f49,omitempty"`
}

// S59 is a random struct.
type S59 struct {
	F60 Labels61 `json:"f60"`
	F62 Template63 `json:"f62"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 types.UID `json:"f64,omitempty"`
}

// PodTemplate72 is a random struct.
type PodTemplate72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec74 is a random struct.
type Spec74 struct {
	F75 int8 `json:"f75,omitempty"`
	F76 types.UID `json:"f76,omitempty"`
	Skipped77 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status78 is a random struct.
type Status78 struct {
	F79 []Item80 `json:"f79,omitempty"`
	F83 metav1.MicroTime `json:"f83,omitempty,omitzero"`
	Inline84 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item80 is a random struct.
type Item80 struct {
	F81 *types.UID `json:"f81"`
	F82 float32 `json:"f82,omitempty"`
}

// Inline84 is a random struct.
type Inline84 struct {
	F85 List93 `json:"f85,omitempty"`
	F94 []Item95 `json:"f94"`
	F99 int16 `json:"f99,omitempty,omitzero"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 metav1.Duration `json:"f87,omitempty"`
	F88 *bool `json:"f88,omitempty"`
	F89 int16 `json:"f89,omitempty"`
	F90 *Mode `json:"f90,omitempty"`
	F91 int8 `json:"f91,omitempty,omitzero"`
	F92 float64 `json:"f92,omitempty"`
}

// List93 is a declared list or map type.
type List93 []Item86

// Item95 is a random struct.
type Item95 struct {
	F96 Mode `json:"f96,omitzero"`
	F97 *float32 `json:"f97"`
	F98 *metav1.Time `json:"f98"`
}

