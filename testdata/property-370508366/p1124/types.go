package p1124

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
// +k8s:schema:selectableField:jsonPath=".status.f28.f30"
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col74",type=date,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col75",type=boolean,jsonPath=`.status.f13.f21`,priority=1
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.status.f28.f30`,priority=1
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.status.f28.f32`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f34.f36`
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f34.f38`
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.status.f47`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f48.f52`
// +k8s:printerColumn:name="Col82",type=number,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col83",type=boolean,jsonPath=`.status.f56.f58`,description="A column."
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f56.f60`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.status.f56.f61`,description="A column."
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.status.f56.f62`,format=int32
// +k8s:printerColumn:name="Col87",type=boolean,jsonPath=`.status.f63`,description="A column."
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.status.f64`,priority=1
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.status.f66`,priority=1,description="A column."
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.status.f68`,priority=1
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.status.f69`,priority=1,format=int32
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f28.f31.app`
// +k8s:printerColumn:name="Cel93",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind94 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f6"
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col96",type=integer,jsonPath=`.spec.replicas`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel97",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind94 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 int8 `json:"f3,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="fast",description="The f4 of the kind.",trigger=true
	F4 *Mode `json:"f4,omitempty"`
	F5 []int8 `json:"f5,omitempty,omitzero"`
	F6 metav1.MicroTime `json:"f6,omitempty"`
	// +k8s:selectableField:description="The f7 of the kind."
	F7 uint16 `json:"f7,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 []Item10 `json:"f9"`
	F13 S14 `json:"f13,omitempty"`
	F23 Template24 `json:"f23,omitempty"`
	F28 S29 `json:"f28,omitempty"`
	F34 S35 `json:"f34,omitempty"`
	Inline46 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *uint16 `json:"f11"`
	F12 int64 `json:"f12,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 []int8 `json:"f15"`
	// +k8s:schema:selectableField:indexed=true
	F16 int8 `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
	*Inline18 `json:",inline"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 *resource.Quantity `json:"f19,omitzero"`
	F20 *string `json:"f20"`
	F21 bool `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 bool `json:"f27,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *Template26 `json:"f25,omitempty"`
}

// S29 is a random struct.
type S29 struct {
	F30 *int64 `json:"f30"`
	F31 map[string]string `json:"f31,omitempty"`
	F32 *resource.Quantity `json:"f32,omitempty"`
	// +k8s:selectableField:default="1h0m0s",description="The f33 of the kind."
	F33 *metav1.Duration `json:"f33,omitempty"`
}

// S35 is a random struct.
type S35 struct {
	F36 *resource.Quantity `json:"f36"`
	F37 []byte `json:"f37"`
	// +k8s:selectableField:description="The f38 of the kind."
	F38 *uint16 `json:"f38,omitempty,omitzero"`
	F39 *Template40 `json:"f39"`
	Inline42 `json:",inline"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int64 `json:"f41"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 *uint8 `json:"f43,omitempty"`
	F44 *Mode `json:"f44,omitempty"`
	F45 []byte `json:"f45,omitzero"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 uint8 `json:"f47,omitempty"`
	F48 *S49 `json:"f48,omitempty"`
	F55 float64 `json:"f55"`
	F56 *S57 `json:"f56,omitempty"`
	F63 bool `json:"f63,omitempty"`
	F64 string `json:"f64,omitzero"`
	Inline65 `json:",inline"`
}

// S49 is a random struct.
type S49 struct {
	F50 uint16 `json:"f50"`
	F51 int `json:"f51"`
	F52 *[]int8 `json:"f52"`
	F53 *uint32 `json:"f53,omitempty"`
	F54 []int8 `json:"f54,omitzero"`
}

// S57 is a random struct.
type S57 struct {
	F58 bool `json:"f58,omitempty"`
	F59 *int64 `json:"f59"`
	F60 intstr.IntOrString `json:"f60,omitempty"`
	F61 *metav1.Duration `json:"f61"`
	F62 *uint32 `json:"f62,omitempty,omitzero"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 *[]int8 `json:"f66,omitempty"`
	F67 metav1.MicroTime `json:"f67"`
	F68 int32 `json:"f68,omitempty"`
	F69 int `json:"f69,omitempty"`
	F70 metav1.Time `json:"f70,omitempty"`
	F71 []byte `json:"f71,omitempty"`
}

