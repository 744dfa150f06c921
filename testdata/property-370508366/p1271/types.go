package p1271

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="6",description="The f5 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f9.f19.f21",default="8",indexed=true
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col36",type="date",JSONPath=`.status.f9.f19.f22`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f9.f19.f23`,description="A column."
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.status.f9.f19.f24`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.status.f9.f11[0].f14`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.status.f9.f11[?(@.f15==3)].f14`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.status.f9.f27.app`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f30.app`,description="A column."
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f46",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f47"
// +kubebuilder:printcolumn:name="Col54",type="boolean",JSONPath=`.spec.f46`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f52.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind43
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup56",type="string",JSONPath=`.metadata.name`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
	Status Status48 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f59`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.spec.f60.f64`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f86`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f60.f62.app`,priority=1
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f60.f65[0].f68`
// +k8s:printerColumn:name="Cel93",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind57-items
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec58 `json:"spec,omitempty"`
	Status Status73 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint64 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F4 metav1.Duration `json:"f4,omitempty,omitzero"`
	F5 uint16 `json:"f5"`
	F6 Labels7 `json:"f6,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Status8 is a random struct.
type Status8 struct {
	F9 *S10 `json:"f9,omitempty"`
	F29 *int8 `json:"f29,omitempty"`
	F30 Labels31 `json:"f30,omitempty"`
	Skipped32 string `json:"-"`
}

// S10 is a random struct.
type S10 struct {
	F11 []Item12 `json:"f11"`
	F18 map[string]string `json:"f18,omitempty"`
	F19 *S20 `json:"f19"`
	F25 Labels26 `json:"f25,omitempty"`
	F27 Labels28 `json:"f27,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *uint8 `json:"f13,omitempty"`
	F14 []byte `json:"f14"`
	F15 int `json:"f15"`
	F16 resource.Quantity `json:"f16"`
	Skipped17 string `json:"-"`
}

// S20 is a random struct.
type S20 struct {
	F21 uint64 `json:"f21,omitzero"`
	// +k8s:schema:selectableField:description="The f22 of the kind.",trigger=true
	F22 *metav1.Time `json:"f22,omitempty"`
	F23 resource.Quantity `json:"f23,omitempty"`
	F24 []int8 `json:"f24,omitempty,omitzero"`
}

// Labels26 is a declared list or map type.
type Labels26 map[string]string

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Spec44 is a random struct.
type Spec44 struct {
	F45 []int8 `json:"f45,omitempty"`
	F46 *bool `json:"f46"`
	F47 *metav1.Time `json:"f47,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status48 is a random struct.
type Status48 struct {
	F49 Template50 `json:"f49,omitempty"`
	F52 map[string]string `json:"f52,omitempty"`
	F53 *bool `json:"f53,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 map[string]string `json:"f51"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 resource.Quantity `json:"f59,omitempty"`
	F60 S61 `json:"f60"`
	F69 resource.Quantity `json:"f69"`
	F70 Template71 `json:"f70,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S61 is a random struct.
type S61 struct {
	F62 Labels63 `json:"f62,omitempty"`
	F64 int16 `json:"f64"`
	F65 []Item66 `json:"f65"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// Item66 is a random struct.
type Item66 struct {
	F67 *float32 `json:"f67,omitempty"`
	F68 []byte `json:"f68"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 *metav1.MicroTime `json:"f72,omitempty"`
}

// Status73 is a random struct.
type Status73 struct {
	F74 []int8 `json:"f74,omitempty"`
	F75 List85 `json:"f75,omitempty"`
	F86 *uint64 `json:"f86,omitempty"`
	Skipped87 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item76 is a random struct.
type Item76 struct {
	F77 *string `json:"f77,omitempty"`
	F78 *metav1.Duration `json:"f78,omitempty"`
	*Inline79 `json:",inline"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 int32 `json:"f80"`
	F81 resource.Quantity `json:"f81,omitempty"`
	F82 int8 `json:"f82"`
	F83 *uint8 `json:"f83"`
	F84 metav1.Duration `json:"f84"`
}

// List85 is a declared list or map type.
type List85 []Item76

