package p1471

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",indexed=true
// +k8s:selectableField:jsonPath=".spec.f17",description="The f17 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f23.f25"
// +k8s:selectableField:jsonPath=".status.f28"
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.status.f20`,format=int32
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f29.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
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

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f42"
// +k8s:schema:index:field="spec.f42"
// +k8s:printerColumn:name="Cel43",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind35z,singular=kind35
// +kubebuilder:printcolumn:name="Dup45",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup45",type="string",JSONPath=`.metadata.name`
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Kind46 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f48`,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind46
type Kind46 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec47 `json:"spec,omitempty"`
}

// Kind46List is a list of Kind46.
//
// +kubebuilder:object:root=true
type Kind46List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind46 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 types.UID `json:"f3,omitempty,omitzero"`
	F4 int16 `json:"f4,omitempty"`
	F5 List16 `json:"f5"`
	F17 *int32 `json:"f17"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 Template8 `json:"f7,omitempty"`
	F10 int8 `json:"f10"`
	F11 int8 `json:"f11,omitempty"`
	F12 Template13 `json:"f12,omitempty"`
	F15 *uint32 `json:"f15,omitzero"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 []byte `json:"f9,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 metav1.Time `json:"f14,omitempty"`
}

// List16 is a declared list or map type.
type List16 []Item6

// Status18 is a random struct.
type Status18 struct {
	// +k8s:selectableField:description="The f19 of the kind."
	F19 *uint16 `json:"f19,omitempty"`
	F20 uint8 `json:"f20"`
	F21 int8 `json:"f21"`
	*Inline22 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 *S24 `json:"f23,omitempty"`
	F28 *int `json:"f28,omitempty"`
	F29 map[string]string `json:"f29"`
}

// S24 is a random struct.
type S24 struct {
	F25 int64 `json:"f25"`
	F26 int16 `json:"f26"`
	F27 *float64 `json:"f27,omitempty"`
}

// Spec36 is a random struct.
type Spec36 struct {
	// +k8s:schema:selectableField
	F37 uint32 `json:"f37,omitempty,omitzero"`
	F38 Template39 `json:"f38"`
	F41 map[string]string `json:"f41,omitempty"`
	F42 []byte `json:"f42"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate44 `json:"template"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 Mode `json:"f40,omitempty"`
}

// PodTemplate44 is a random struct.
type PodTemplate44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec47 is a random struct.
type Spec47 struct {
	F48 resource.Quantity `json:"f48,omitempty"`
	F49 types.UID `json:"f49"`
	F50 List67 `json:"f50,omitempty"`
	F68 *float64 `json:"f68,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 S53 `json:"f52,omitempty"`
	F56 *intstr.IntOrString `json:"f56,omitempty"`
	F57 Template58 `json:"f57"`
	F60 metav1.Time `json:"f60,omitempty"`
	F61 *S62 `json:"f61,omitempty"`
}

// S53 is a random struct.
type S53 struct {
	F54 *Mode `json:"f54,omitempty"`
	F55 *uint8 `json:"f55,omitzero"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 int `json:"f59"`
}

// S62 is a random struct.
type S62 struct {
	F63 *float32 `json:"f63,omitempty"`
	F64 string `json:"f64,omitempty,omitzero"`
	F65 []byte `json:"f65,omitempty"`
	F66 float32 `json:"f66"`
}

// List67 is a declared list or map type.
type List67 []Item51

