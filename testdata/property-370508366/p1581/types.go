package p1581

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
// +k8s:selectableField:jsonPath=".status.f31",description="The f31 of the kind."
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f21`,description="A column."
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.spec) && has(self.spec.f3) ? self.spec.f3 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f59",default="7"
// +k8s:schema:selectableField:jsonPath=".status.f64",default="7"
// +k8s:schema:selectableField:jsonPath=".status.f65.f68"
// +k8s:schema:selectableField:jsonPath=".status.f65.f69",trigger=true
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.status.f61`
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.status.f64`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f65.f68`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f65.f72`,description="A column."
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f22.f27.app`,priority=1
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.status.f38[0].f43`
// +k8s:printerColumn:name="Cel81",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind36z,singular=kind36
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 *Mode `json:"f3"`
	F4 List17 `json:"f4"`
	F18 *Template19 `json:"f18"`
	F21 Mode `json:"f21,omitempty"`
	F22 S23 `json:"f22,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate35 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 Template7 `json:"f6,omitempty"`
	F9 int `json:"f9"`
	F10 S11 `json:"f10,omitempty"`
	Skipped16 string `json:"-"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 uint8 `json:"f8,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 intstr.IntOrString `json:"f12,omitempty"`
	F13 uint16 `json:"f13"`
	F14 uint8 `json:"f14,omitempty"`
	F15 *int8 `json:"f15"`
}

// List17 is a declared list or map type.
type List17 []Item5

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 int8 `json:"f20,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	F24 *Template25 `json:"f24"`
	F27 Labels28 `json:"f27"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 metav1.Duration `json:"f26"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Status29 is a random struct.
type Status29 struct {
	F30 *int32 `json:"f30"`
	F31 Mode `json:"f31,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate35 is a random struct.
type PodTemplate35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 []Item39 `json:"f38"`
	F59 *uint32 `json:"f59,omitempty"`
	F60 intstr.IntOrString `json:"f60,omitempty"`
	F61 int16 `json:"f61,omitempty,omitzero"`
	F62 *int16 `json:"f62,omitempty"`
	Inline63 `json:",inline"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 Labels41 `json:"f40,omitempty"`
	F42 float64 `json:"f42"`
	F43 []byte `json:"f43,omitempty"`
	F44 Template45 `json:"f44,omitempty"`
	F47 []Item48 `json:"f47,omitempty"`
	Skipped54 string `json:"-"`
	Inline55 `json:",inline"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 uint8 `json:"f46,omitempty"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 uint8 `json:"f49,omitempty"`
	F50 int8 `json:"f50,omitzero"`
	F51 *uint8 `json:"f51,omitempty"`
	F52 uint64 `json:"f52"`
	F53 *int8 `json:"f53,omitempty"`
}

// Inline55 is a random struct.
type Inline55 struct {
	F56 intstr.IntOrString `json:"f56,omitempty,omitzero"`
	F57 []byte `json:"f57,omitempty"`
	F58 *types.UID `json:"f58,omitempty"`
}

// Inline63 is a random struct.
type Inline63 struct {
	F64 uint32 `json:"f64,omitempty"`
	F65 *S66 `json:"f65,omitempty"`
}

// S66 is a random struct.
type S66 struct {
	F67 *int16 `json:"f67,omitempty"`
	F68 uint16 `json:"f68,omitempty,omitzero"`
	F69 *types.UID `json:"f69,omitempty"`
	F70 types.UID `json:"f70,omitempty"`
	F71 uint16 `json:"f71,omitempty"`
	F72 resource.Quantity `json:"f72,omitempty"`
}

