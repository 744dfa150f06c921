package p1577

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
// +k8s:schema:selectableField:jsonPath=".spec.f18",default="5",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f24",default="8",description="The f24 of the kind."
// +k8s:printerColumn:name="Col33",type=date,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col34",type=date,jsonPath=`.status.f25`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f18",default="5"
// +k8s:schema:selectableField:jsonPath=".status.f38",description="The f38 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f3.f17`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f22`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.replicas`,priority=1
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
// +genclient:nonNamespaced
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status36 `json:"status,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47.f49",indexed=true
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.spec.f46`,description="A column."
// +k8s:printerColumn:name="Col79",type=date,jsonPath=`.spec.f47.f49`,description="A column."
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.spec.f47.f52`,description="A column."
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f47.f53`,priority=1,description="A column."
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.spec.f47.f54`,format=int32
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f57.f72`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f57.f73`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.status.f74`,description="A column."
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.status.f56.app`,priority=1
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.status.f57.f59.app`
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.status.f57.f63[0].f65`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.status.f57.f63[?(@.f65=="x")].f65`
// +k8s:printerColumn:name="Cel90",type=string,expression=`has(self.spec) && has(self.spec.f47) && has(self.spec.f47.f51) ? string(self.spec.f47.f51) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup91",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup91",type=string,jsonPath=`.metadata.name`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F18 uint8 `json:"f18"`
	F19 Labels20 `json:"f19,omitempty"`
	// +k8s:schema:selectableField:description="The f21 of the kind."
	F21 *metav1.Time `json:"f21,omitempty"`
	F22 *int32 `json:"f22"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5,omitempty"`
	F8 Template9 `json:"f8,omitempty"`
	F11 []Item12 `json:"f11"`
	// +k8s:schema:selectableField
	F16 int8 `json:"f16,omitempty"`
	// +k8s:selectableField:default="5",indexed=true
	F17 *uint8 `json:"f17,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 []int8 `json:"f7,omitzero"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 uint64 `json:"f10"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 types.UID `json:"f13,omitzero"`
	F14 *[]int8 `json:"f14"`
	F15 *int64 `json:"f15,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Status23 is a random struct.
type Status23 struct {
	F24 uint64 `json:"f24"`
	F25 metav1.Time `json:"f25,omitempty"`
	F26 *Template27 `json:"f26"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S29 is a random struct.
type S29 struct {
	F30 []int8 `json:"f30,omitempty"`
	F31 *int64 `json:"f31"`
	F32 metav1.MicroTime `json:"f32,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 S29 `json:"f28"`
}

// Status36 is a random struct.
type Status36 struct {
	F37 int8 `json:"f37,omitempty"`
	F38 int16 `json:"f38,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	// +k8s:selectableField:default="fast",description="The f45 of the kind."
	F45 Mode `json:"f45,omitempty"`
	F46 *intstr.IntOrString `json:"f46,omitempty"`
	F47 S48 `json:"f47,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S48 is a random struct.
type S48 struct {
	F49 *metav1.MicroTime `json:"f49,omitempty,omitzero"`
	F50 float64 `json:"f50,omitempty,omitzero"`
	F51 *int32 `json:"f51,omitzero"`
	F52 *uint32 `json:"f52"`
	F53 resource.Quantity `json:"f53,omitempty"`
	// +k8s:schema:selectableField:description="The f54 of the kind."
	F54 int8 `json:"f54"`
}

// Status55 is a random struct.
type Status55 struct {
	F56 map[string]string `json:"f56"`
	F57 *S58 `json:"f57"`
	F74 *resource.Quantity `json:"f74"`
	F75 Template76 `json:"f75"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	F59 map[string]string `json:"f59"`
	F60 Template61 `json:"f60"`
	F63 List71 `json:"f63"`
	// +k8s:schema:selectableField:description="The f72 of the kind."
	F72 types.UID `json:"f72,omitempty"`
	F73 []int8 `json:"f73,omitempty"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 metav1.Time `json:"f62,omitempty"`
}

// Item64 is a random struct.
type Item64 struct {
	F65 string `json:"f65"`
	F66 metav1.Duration `json:"f66"`
	F67 resource.Quantity `json:"f67"`
	F68 *uint16 `json:"f68,omitempty"`
	F69 []int8 `json:"f69,omitzero"`
	F70 *[]int8 `json:"f70"`
}

// List71 is a declared list or map type.
type List71 []Item64

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 int8 `json:"f77"`
}

