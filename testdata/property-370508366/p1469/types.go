package p1469

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
// +k8s:selectableField:jsonPath=".spec.f19",default="6",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f23",indexed=true
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.spec.f17`,format=int32
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f19`,format=int32
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col31",type=date,jsonPath=`.status.f22`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f36",default="fast",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f37",description="The f37 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f42"
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f42`,priority=1
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f38.app`,description="A column."
// +genclient:nonNamespaced
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f47.f56.f59"
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f47.f52`,priority=1
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f47.f56.f58`
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind45z,singular=kind45
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint32 `json:"f3,omitempty,omitzero"`
	F4 int `json:"f4"`
	F5 Template6 `json:"f5,omitempty"`
	Skipped8 string `json:"-"`
	*Inline9 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate32 `json:"template"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *float32 `json:"f7"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 *float64 `json:"f10,omitempty"`
	F11 []Item12 `json:"f11,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
	F18 []byte `json:"f18"`
	F19 *uint16 `json:"f19,omitempty,omitzero"`
	F20 int32 `json:"f20,omitzero"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 uint8 `json:"f13"`
	F14 uint64 `json:"f14"`
	F15 int32 `json:"f15"`
	Skipped16 string `json:"-"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 metav1.Time `json:"f22,omitempty"`
	F23 *int16 `json:"f23,omitempty"`
	F24 int64 `json:"f24,omitempty"`
	F25 Labels26 `json:"f25"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels26 is a declared list or map type.
type Labels26 map[string]string

// PodTemplate32 is a random struct.
type PodTemplate32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 map[string]string `json:"f35"`
	F36 *Mode `json:"f36,omitempty"`
	F37 int64 `json:"f37"`
	F38 map[string]string `json:"f38"`
	F39 Template40 `json:"f39,omitempty"`
	F42 []byte `json:"f42,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 float32 `json:"f41,omitempty"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 *S48 `json:"f47,omitempty"`
	F62 bool `json:"f62,omitempty"`
	// +k8s:selectableField
	F63 int64 `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate67 `json:"template"`
}

// S48 is a random struct.
type S48 struct {
	F49 Template50 `json:"f49,omitempty"`
	F52 []int8 `json:"f52"`
	F53 string `json:"f53,omitempty"`
	F54 Labels55 `json:"f54"`
	F56 *S57 `json:"f56"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *uint64 `json:"f51"`
}

// Labels55 is a declared list or map type.
type Labels55 map[string]string

// S57 is a random struct.
type S57 struct {
	F58 resource.Quantity `json:"f58"`
	F59 *int64 `json:"f59,omitempty"`
	F60 float32 `json:"f60"`
	F61 []byte `json:"f61,omitempty"`
}

// PodTemplate67 is a random struct.
type PodTemplate67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

