package p1307

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:selectableField:jsonPath=".status.f10",default="3",description="The f10 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f15.f23"
// +k8s:schema:index:field="status.f15.f23"
// +kubebuilder:selectablefield:JSONPath=".status.f15.f26"
// +k8s:selectableField:jsonPath=".status.f15.f28",trigger=true
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="date",JSONPath=`.status.f15.f23`,priority=1
// +kubebuilder:printcolumn:name="Col32",type="date",JSONPath=`.status.f15.f28`
// +k8s:printerColumn:name="Cel33",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind34 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f50",description="The f50 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f57"
// +k8s:schema:index:field="spec.f57"
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.spec.f36`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f50`,description="A column."
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f55`
// +kubebuilder:printcolumn:name="Col86",type="number",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.status.f61.f66`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.status.f82`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f37.app`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f39[*].f45`,priority=1
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f39[0].f45`
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f51.app`
// +k8s:printerColumn:name="Cel93",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec35 `json:"spec,omitempty"`
	Status Status59 `json:"status,omitempty"`
}

// Kind34List is a list of Kind34.
//
// +kubebuilder:object:root=true
type Kind34List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind34 `json:"items"`
}

// Kind94 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.spec.f100`,description="A column."
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.spec.f99.app`
// +k8s:printerColumn:name="Cel103",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind94 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec95 `json:"spec,omitempty"`
}

// Kind94List is a list of Kind94.
//
// +kubebuilder:object:root=true
type Kind94List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind94 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 bool `json:"f4,omitzero"`
	F5 resource.Quantity `json:"f5,omitempty"`
	F6 *Template7 `json:"f6,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int8 `json:"f8,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 int32 `json:"f10"`
	F11 *int16 `json:"f11,omitzero"`
	F12 Labels13 `json:"f12"`
	F14 *metav1.Time `json:"f14,omitempty"`
	F15 *S16 `json:"f15,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// S16 is a random struct.
type S16 struct {
	F17 *Template18 `json:"f17,omitempty"`
	F20 Template21 `json:"f20,omitempty"`
	F23 metav1.Time `json:"f23"`
	Inline24 `json:",inline"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *uint8 `json:"f19,omitzero"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 Mode `json:"f22,omitempty"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 *float64 `json:"f25,omitempty"`
	F26 int16 `json:"f26"`
	F27 resource.Quantity `json:"f27,omitempty,omitzero"`
	F28 metav1.MicroTime `json:"f28,omitempty"`
	// +k8s:schema:selectableField
	F29 uint8 `json:"f29"`
}

// Spec35 is a random struct.
type Spec35 struct {
	F36 uint8 `json:"f36,omitempty,omitzero"`
	F37 Labels38 `json:"f37"`
	F39 []Item40 `json:"f39"`
	Inline47 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// Item40 is a random struct.
type Item40 struct {
	F41 *Template42 `json:"f41,omitempty"`
	F44 *int8 `json:"f44,omitempty"`
	F45 []byte `json:"f45,omitempty"`
	Skipped46 string `json:"-"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 float32 `json:"f43,omitempty"`
}

// Inline47 is a random struct.
type Inline47 struct {
	F48 metav1.Duration `json:"f48,omitempty"`
	F49 float32 `json:"f49,omitempty"`
	F50 string `json:"f50,omitempty"`
	F51 Labels52 `json:"f51,omitempty"`
	Skipped53 string `json:"-"`
	Inline54 `json:",inline"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Inline54 is a random struct.
type Inline54 struct {
	F55 Mode `json:"f55"`
	F56 *int `json:"f56"`
	F57 int16 `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// Status59 is a random struct.
type Status59 struct {
	F60 *float64 `json:"f60"`
	F61 *S62 `json:"f61"`
	F68 List77 `json:"f68,omitempty"`
	F78 map[string]string `json:"f78,omitempty"`
	F79 Template80 `json:"f79"`
	F82 *[]int8 `json:"f82,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S62 is a random struct.
type S62 struct {
	F63 *Mode `json:"f63,omitempty"`
	// +k8s:selectableField:description="The f64 of the kind."
	F64 types.UID `json:"f64"`
	F65 bool `json:"f65"`
	F66 types.UID `json:"f66,omitempty"`
	F67 []int8 `json:"f67,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 int8 `json:"f70,omitempty,omitzero"`
	F71 S72 `json:"f71"`
	Skipped76 string `json:"-"`
}

// S72 is a random struct.
type S72 struct {
	F73 int8 `json:"f73,omitempty"`
	F74 *types.UID `json:"f74"`
	F75 intstr.IntOrString `json:"f75,omitempty,omitzero"`
}

// List77 is a declared list or map type.
type List77 []Item69

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 string `json:"f81"`
}

// Spec95 is a random struct.
type Spec95 struct {
	F96 Labels97 `json:"f96"`
	F98 *resource.Quantity `json:"f98"`
	F99 map[string]string `json:"f99"`
	F100 resource.Quantity `json:"f100,omitempty"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

