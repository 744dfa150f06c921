package p1059

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
// +kubebuilder:selectablefield:JSONPath=".spec.f17"
// +k8s:schema:index:field="spec.f17"
// +k8s:schema:selectableField:jsonPath=".status.f25",default="3"
// +kubebuilder:selectablefield:JSONPath=".status.f27"
// +k8s:schema:index:field="status.f27"
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f15`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f16`,priority=1
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f17`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.status.f19`,description="A column."
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.status.f25`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f36`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f26.app`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f28[*].f31`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f34.app`
// +k8s:printerColumn:name="Cel47",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind48 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f50",default="8",description="The f50 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f61",description="The f61 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f50`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f51`,description="A column."
// +kubebuilder:printcolumn:name="Col73",type="boolean",JSONPath=`.spec.f61`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.status.f64`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.status.f68`,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f69`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f53[0].f55`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f70.app`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind48
// +k8s:subresource:scale:specReplicasPath=".status.x"
// +k8s:subresource:scale:specReplicasPath=".status.x"
type Kind48 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec49 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
}

// Kind48List is a list of Kind48.
//
// +kubebuilder:object:root=true
type Kind48List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind48 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3,omitempty,omitzero"`
	F4 []Item5 `json:"f4"`
	F13 Labels14 `json:"f13"`
	F15 string `json:"f15"`
	F16 int8 `json:"f16,omitempty"`
	F17 []byte `json:"f17,omitzero"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int16 `json:"f6,omitempty"`
	F7 int8 `json:"f7,omitempty"`
	F8 S9 `json:"f8"`
}

// S9 is a random struct.
type S9 struct {
	F10 int8 `json:"f10,omitempty"`
	F11 uint32 `json:"f11"`
	F12 *Mode `json:"f12"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Status18 is a random struct.
type Status18 struct {
	F19 *uint64 `json:"f19,omitempty"`
	F20 *string `json:"f20"`
	F21 metav1.Time `json:"f21,omitempty"`
	F22 []byte `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
	Inline24 `json:",inline"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 int32 `json:"f25,omitempty,omitzero"`
	F26 map[string]string `json:"f26"`
	F27 uint64 `json:"f27"`
	F28 List33 `json:"f28"`
	F34 Labels35 `json:"f34,omitempty"`
	F36 intstr.IntOrString `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *string `json:"f30,omitempty,omitzero"`
	F31 uint64 `json:"f31"`
	F32 uint8 `json:"f32,omitempty"`
}

// List33 is a declared list or map type.
type List33 []Item29

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Spec49 is a random struct.
type Spec49 struct {
	F50 uint64 `json:"f50,omitempty"`
	F51 metav1.Duration `json:"f51"`
	F52 uint16 `json:"f52"`
	F53 List60 `json:"f53,omitempty"`
	F61 bool `json:"f61,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 metav1.Duration `json:"f55,omitempty"`
	F56 *Mode `json:"f56,omitempty"`
	F57 *Template58 `json:"f57"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 Mode `json:"f59,omitempty"`
}

// List60 is a declared list or map type.
type List60 []Item54

// Status62 is a random struct.
type Status62 struct {
	F63 *int8 `json:"f63,omitempty"`
	// +k8s:selectableField
	F64 uint16 `json:"f64,omitempty"`
	Inline65 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 int32 `json:"f66,omitempty"`
	F67 int16 `json:"f67"`
	F68 *uint64 `json:"f68"`
	F69 string `json:"f69"`
	F70 map[string]string `json:"f70,omitempty"`
}

