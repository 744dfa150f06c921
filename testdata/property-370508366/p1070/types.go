package p1070

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:selectableField:jsonPath=".spec.f27",indexed=true
// +k8s:printerColumn:name="Col29",type=boolean,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.spec.f6`,priority=1,description="A column."
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f11`
// +k8s:printerColumn:name="Col32",type=boolean,jsonPath=`.spec.f25`,priority=1
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f12.app`
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.spec) && has(self.spec.f25) ? string(self.spec.f25) : "none"`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".status.f56",default="8"
// +k8s:schema:selectableField:jsonPath=".status.f63",default="2"
// +k8s:printerColumn:name="Col78",type=date,jsonPath=`.spec.f40.f42`,priority=1
// +k8s:printerColumn:name="Col79",type=number,jsonPath=`.spec.f50`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f62`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f65`
// +k8s:printerColumn:name="Col83",type=number,jsonPath=`.status.f77`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f66[0].f68`
// +k8s:printerColumn:name="Cel85",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind35
// +k8s:printerColumn:name="Dup86",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup86",type=string,jsonPath=`.metadata.name`
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec36 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3,omitempty"`
	F4 uint8 `json:"f4"`
	F5 []byte `json:"f5"`
	F6 *intstr.IntOrString `json:"f6,omitempty,omitzero"`
	F7 *metav1.Duration `json:"f7,omitzero"`
	F8 float64 `json:"f8"`
	*Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 int8 `json:"f10,omitempty"`
	// +k8s:schema:selectableField
	F11 types.UID `json:"f11,omitempty"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 List21 `json:"f14"`
	F22 Template23 `json:"f22,omitempty"`
	F25 bool `json:"f25,omitempty"`
	Inline26 `json:",inline"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item15 is a random struct.
type Item15 struct {
	F16 *int `json:"f16,omitempty,omitzero"`
	F17 *float32 `json:"f17,omitempty"`
	F18 *Mode `json:"f18"`
	F19 int64 `json:"f19"`
	F20 metav1.Time `json:"f20"`
}

// List21 is a declared list or map type.
type List21 []Item15

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 *int64 `json:"f24,omitempty"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 string `json:"f27,omitempty"`
	// +k8s:selectableField
	F28 []byte `json:"f28,omitempty"`
}

// Spec36 is a random struct.
type Spec36 struct {
	F37 Template38 `json:"f37,omitempty"`
	F40 S41 `json:"f40"`
	F50 float32 `json:"f50,omitempty"`
	F51 map[string]string `json:"f51"`
	F52 float32 `json:"f52,omitzero"`
	Skipped53 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 metav1.MicroTime `json:"f39"`
}

// S41 is a random struct.
type S41 struct {
	F42 metav1.Time `json:"f42,omitempty"`
	F43 Template44 `json:"f43"`
	F46 Template47 `json:"f46"`
	Skipped49 string `json:"-"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 int32 `json:"f45,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 intstr.IntOrString `json:"f48,omitempty,omitzero"`
}

// Status54 is a random struct.
type Status54 struct {
	F55 resource.Quantity `json:"f55,omitempty"`
	F56 uint64 `json:"f56"`
	F57 Template58 `json:"f57"`
	// +k8s:schema:selectableField:description="The f62 of the kind.",trigger=true
	F62 *uint64 `json:"f62"`
	F63 int16 `json:"f63,omitempty"`
	Inline64 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int8 `json:"f61"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 Template60 `json:"f59,omitempty"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 List74 `json:"f66,omitempty"`
	F75 *metav1.Time `json:"f75,omitempty"`
	F76 bool `json:"f76"`
	F77 float32 `json:"f77,omitempty"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 resource.Quantity `json:"f68"`
	F69 []byte `json:"f69"`
	F70 *Mode `json:"f70"`
	F71 string `json:"f71"`
	F72 metav1.Duration `json:"f72,omitempty"`
	F73 *int `json:"f73"`
}

// List74 is a declared list or map type.
type List74 []Item67

