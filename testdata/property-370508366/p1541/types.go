package p1541

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="false"
// +kubebuilder:selectablefield:JSONPath=".spec.f15.f17"
// +k8s:schema:selectableField:jsonPath=".status.f26",description="The f26 of the kind."
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f15.f17`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f15.f21`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f26`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f7[*].f11`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f7[0].f11`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f7[?(@.f9==true)].f11`,priority=1
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".status.f61",default="false",description="The f61 of the kind."
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.spec.f37`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f40[*].f46`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f40[?(@.f42==true)].f46`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f49[*].f52`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f49[0].f52`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f59.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec35 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind34List is a list of Kind34.
//
// +kubebuilder:object:root=true
type Kind34List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind34 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4"`
	Skipped5 string `json:"-"`
	Inline6 `json:",inline"`
}

// Inline6 is a random struct.
type Inline6 struct {
	F7 []Item8 `json:"f7,omitempty"`
	F13 *uint8 `json:"f13,omitempty"`
	// +k8s:schema:selectableField
	F14 string `json:"f14,omitempty,omitzero"`
	F15 S16 `json:"f15,omitempty"`
	F23 uint8 `json:"f23"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 bool `json:"f9"`
	F10 *resource.Quantity `json:"f10"`
	F11 []byte `json:"f11,omitempty"`
	Skipped12 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 uint32 `json:"f17,omitempty"`
	F18 float64 `json:"f18"`
	F19 resource.Quantity `json:"f19"`
	// +k8s:schema:selectableField:description="The f20 of the kind.",trigger=true
	F20 metav1.Time `json:"f20"`
	F21 Mode `json:"f21,omitempty"`
	F22 int64 `json:"f22,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 *int `json:"f25,omitempty"`
	F26 []byte `json:"f26"`
}

// Spec35 is a random struct.
type Spec35 struct {
	// +k8s:selectableField:description="The f36 of the kind."
	F36 []byte `json:"f36,omitempty"`
	F37 *string `json:"f37,omitempty,omitzero"`
	Skipped38 string `json:"-"`
	*Inline39 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate68 `json:"template"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 []Item41 `json:"f40"`
	F49 []Item50 `json:"f49,omitempty"`
	F56 *metav1.Duration `json:"f56,omitempty"`
	F57 resource.Quantity `json:"f57,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 bool `json:"f42"`
	F43 *uint8 `json:"f43"`
	F44 int64 `json:"f44,omitempty"`
	F45 int8 `json:"f45"`
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 types.UID `json:"f47"`
	Skipped48 string `json:"-"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int64 `json:"f51,omitempty,omitzero"`
	F52 resource.Quantity `json:"f52,omitempty"`
	F53 uint32 `json:"f53,omitempty"`
	F54 *float64 `json:"f54,omitempty"`
	Skipped55 string `json:"-"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 Labels60 `json:"f59,omitempty"`
	F61 bool `json:"f61"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// PodTemplate68 is a random struct.
type PodTemplate68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

