package p1105

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
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.status.f23`,description="A column.",format=int32
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f4[*].f7`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f4[0].f7`
// +k8s:printerColumn:name="Cel30",type=string,expression=`has(self.status) && has(self.status.f23) ? string(self.status.f23) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
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
// +k8s:selectableField:jsonPath=".spec.replicas",description="The replicas of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f33"
// +k8s:schema:index:field="status.f33"
// +kubebuilder:selectablefield:JSONPath=".status.f34.f39"
// +k8s:selectableField:jsonPath=".status.f34.f41",default="6",description="The f41 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f34.f42"
// +k8s:schema:index:field="status.f34.f42"
// +kubebuilder:selectablefield:JSONPath=".status.f58"
// +k8s:schema:index:field="status.f58"
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f33`
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f34.f39`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f34.f42`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f54`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f58`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f59`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f4[*].f7`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f4[0].f7`,priority=1
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.status.f45[0].f48`
// +k8s:printerColumn:name="Cel70",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind31
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3"`
	F4 List13 `json:"f4,omitempty"`
	Skipped14 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int16 `json:"f6"`
	F7 uint64 `json:"f7,omitempty"`
	F8 float32 `json:"f8,omitempty"`
	F9 Template10 `json:"f9"`
	F12 *metav1.MicroTime `json:"f12,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 *int8 `json:"f11,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item5

// Status15 is a random struct.
type Status15 struct {
	F16 []Item17 `json:"f16,omitempty"`
	F23 int64 `json:"f23,omitempty"`
	// +k8s:selectableField:indexed=true
	F24 uint64 `json:"f24,omitempty"`
	Skipped25 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *[]int8 `json:"f18"`
	F19 *uint8 `json:"f19"`
	F20 *Template21 `json:"f20,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 int8 `json:"f22"`
}

// Status32 is a random struct.
type Status32 struct {
	F33 uint64 `json:"f33,omitempty"`
	F34 S35 `json:"f34"`
	*Inline44 `json:",inline"`
}

// S35 is a random struct.
type S35 struct {
	F36 Template37 `json:"f36"`
	F39 metav1.MicroTime `json:"f39,omitempty"`
	F40 map[string]string `json:"f40"`
	F41 uint16 `json:"f41,omitzero"`
	F42 Mode `json:"f42"`
	Skipped43 string `json:"-"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 float32 `json:"f38"`
}

// Inline44 is a random struct.
type Inline44 struct {
	F45 List50 `json:"f45"`
	F51 *Template52 `json:"f51"`
	F54 *[]int8 `json:"f54,omitempty"`
	F55 Template56 `json:"f55,omitempty"`
	F58 types.UID `json:"f58,omitempty"`
	F59 metav1.Duration `json:"f59,omitempty"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 *float32 `json:"f47"`
	F48 metav1.Duration `json:"f48,omitempty"`
	F49 *int32 `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item46

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 bool `json:"f53,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 string `json:"f57"`
}

