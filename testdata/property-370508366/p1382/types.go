package p1382

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
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.status.f18`,priority=1
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f22`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f31`,priority=1
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f28.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel35",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind26
// +kubebuilder:printcolumn:name="Dup36",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup36",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f40.f51",description="The f51 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f40.f52"
// +k8s:schema:selectableField:jsonPath=".status.f59",default="none",description="The f59 of the kind."
// +k8s:selectableField:jsonPath=".status.f60"
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.spec.f40.f48`,description="A column."
// +k8s:printerColumn:name="Col63",type=boolean,jsonPath=`.spec.f40.f53`
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.spec.f54`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f56`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f39.app`,description="A column."
// +k8s:printerColumn:name="Cel67",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind37
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 string `json:"f6"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int64 `json:"f5,omitempty,omitzero"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 Template9 `json:"f8"`
	F18 *resource.Quantity `json:"f18,omitempty,omitzero"`
	F19 Template20 `json:"f19"`
	F22 metav1.Duration `json:"f22,omitzero"`
	F23 resource.Quantity `json:"f23,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 *int `json:"f12"`
	F13 *int64 `json:"f13,omitzero"`
	F14 *metav1.Time `json:"f14,omitzero"`
	F15 types.UID `json:"f15,omitempty"`
	F16 []byte `json:"f16,omitempty"`
	F17 *metav1.Time `json:"f17"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 S11 `json:"f10"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *metav1.Duration `json:"f21,omitempty"`
}

// Spec27 is a random struct.
type Spec27 struct {
	F28 map[string]string `json:"f28,omitempty"`
	F29 uint16 `json:"f29,omitzero"`
	F30 resource.Quantity `json:"f30,omitempty"`
	F31 intstr.IntOrString `json:"f31,omitzero"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 map[string]string `json:"f39,omitempty"`
	F40 *S41 `json:"f40"`
	F54 int8 `json:"f54"`
	F55 resource.Quantity `json:"f55"`
	F56 *resource.Quantity `json:"f56,omitempty"`
	F57 int16 `json:"f57"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate68 `json:"template"`
}

// S41 is a random struct.
type S41 struct {
	F42 intstr.IntOrString `json:"f42,omitzero"`
	F43 *types.UID `json:"f43,omitzero"`
	F44 string `json:"f44,omitempty"`
	F45 *metav1.Duration `json:"f45,omitempty"`
	F46 *Mode `json:"f46"`
	Inline47 `json:",inline"`
}

// Inline47 is a random struct.
type Inline47 struct {
	// +k8s:schema:selectableField:default="none",indexed=true
	F48 *string `json:"f48,omitzero"`
	F49 *metav1.Time `json:"f49,omitempty"`
	F50 uint64 `json:"f50,omitempty,omitzero"`
	F51 int32 `json:"f51"`
	F52 *int64 `json:"f52"`
	// +k8s:schema:selectableField:default="false",description="The f53 of the kind."
	F53 bool `json:"f53,omitempty"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 string `json:"f59,omitzero"`
	F60 *uint64 `json:"f60"`
	F61 metav1.Duration `json:"f61"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate68 is a random struct.
type PodTemplate68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

