package p1500

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
// +k8s:schema:selectableField:jsonPath=".spec.f9",trigger=true
// +k8s:printerColumn:name="Col18",type=integer,jsonPath=`.spec.f9`,description="A column."
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.status.f17.app`
// +k8s:printerColumn:name="Cel20",type=string,expression=`has(self.spec) && has(self.spec.f4) ? string(self.spec.f4) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f25"
// +k8s:selectableField:jsonPath=".spec.f29"
// +k8s:selectableField:jsonPath=".spec.f49"
// +k8s:schema:selectableField:jsonPath=".spec.f55",indexed=true
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f24`,description="A column."
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f30`
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f31[0].f47`,description="A column."
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.spec) && has(self.spec.f49) ? string(self.spec.f49) : "none"`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f29",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f65.f67",default="8",indexed=true
// +k8s:selectableField:jsonPath=".status.f78",description="The f78 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f83.f85",default="-1"
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f29`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col102",type="integer",JSONPath=`.status.f65.f73.f75`,format=int32
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.status.f83.f85`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="integer",JSONPath=`.status.f83.f87`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.status.f99`
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.spec.f31[0].f47`
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.spec.f31[?(@.f47=="fast")].f47`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.status.f65.f68[*].f70`
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.status.f65.f68[0].f70`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.status.f93[?(@.f96==3)].f95`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind63z,singular=kind63
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status64 `json:"status,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F4 int `json:"f4,omitempty"`
	// +k8s:selectableField
	F5 []byte `json:"f5"`
	F6 Template7 `json:"f6,omitempty"`
	F9 uint16 `json:"f9"`
	F10 uint64 `json:"f10,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate21 `json:"template"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int32 `json:"f8"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 Template13 `json:"f12,omitempty"`
	F15 Labels16 `json:"f15"`
	F17 map[string]string `json:"f17"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 types.UID `json:"f14"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// PodTemplate21 is a random struct.
type PodTemplate21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec23 is a random struct.
type Spec23 struct {
	// +k8s:schema:selectableField
	F24 *uint8 `json:"f24,omitempty"`
	F25 metav1.Duration `json:"f25,omitempty,omitzero"`
	F26 *Template27 `json:"f26"`
	F29 metav1.Duration `json:"f29,omitzero"`
	// +k8s:schema:selectableField
	F30 Mode `json:"f30,omitempty"`
	F31 []Item32 `json:"f31"`
	Inline48 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *metav1.Duration `json:"f28"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 S34 `json:"f33"`
	F38 map[string]string `json:"f38"`
	F39 S40 `json:"f39,omitempty"`
	F46 map[string]string `json:"f46"`
	F47 Mode `json:"f47"`
}

// S34 is a random struct.
type S34 struct {
	F35 Mode `json:"f35"`
	F36 *Mode `json:"f36,omitempty"`
	F37 int8 `json:"f37,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 *int `json:"f41,omitempty,omitzero"`
	F42 *uint64 `json:"f42,omitempty"`
	F43 *uint8 `json:"f43,omitempty"`
	F44 uint64 `json:"f44,omitempty"`
	F45 uint64 `json:"f45"`
}

// Inline48 is a random struct.
type Inline48 struct {
	F49 bool `json:"f49"`
	F50 List54 `json:"f50,omitempty"`
	F55 int16 `json:"f55"`
	Skipped56 string `json:"-"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 uint32 `json:"f52,omitempty"`
	F53 *metav1.Duration `json:"f53,omitempty"`
}

// List54 is a declared list or map type.
type List54 []Item51

// Status64 is a random struct.
type Status64 struct {
	F65 S66 `json:"f65,omitempty"`
	F77 uint16 `json:"f77,omitempty"`
	F78 int8 `json:"f78,omitempty"`
	F79 []int8 `json:"f79"`
	F80 *[]int8 `json:"f80"`
	Skipped81 string `json:"-"`
	Inline82 `json:",inline"`
}

// S66 is a random struct.
type S66 struct {
	F67 *uint64 `json:"f67,omitempty"`
	F68 []Item69 `json:"f68,omitempty"`
	F73 *S74 `json:"f73,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 types.UID `json:"f70"`
	F71 types.UID `json:"f71,omitempty,omitzero"`
	Skipped72 string `json:"-"`
}

// S74 is a random struct.
type S74 struct {
	F75 uint32 `json:"f75"`
	F76 uint64 `json:"f76,omitempty,omitzero"`
}

// Inline82 is a random struct.
type Inline82 struct {
	F83 S84 `json:"f83,omitempty"`
	F90 *int64 `json:"f90"`
	F91 Labels92 `json:"f91,omitempty"`
	F93 List98 `json:"f93"`
	F99 *[]int8 `json:"f99,omitzero"`
}

// S84 is a random struct.
type S84 struct {
	F85 *int8 `json:"f85"`
	F86 *float64 `json:"f86"`
	F87 int64 `json:"f87,omitempty"`
	F88 []byte `json:"f88,omitempty"`
	F89 *uint32 `json:"f89,omitempty"`
}

// Labels92 is a declared list or map type.
type Labels92 map[string]string

// Item94 is a random struct.
type Item94 struct {
	F95 []byte `json:"f95"`
	F96 int `json:"f96,omitempty"`
	F97 metav1.MicroTime `json:"f97"`
}

// List98 is a declared list or map type.
type List98 []Item94

