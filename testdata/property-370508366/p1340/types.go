package p1340

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f19"
// +k8s:printerColumn:name="Col60",type=date,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col62",type=boolean,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col63",type=boolean,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.status.f25.f27.f30`,format=int32
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.status.f33`,format=int32
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.status.f34.f36`
// +k8s:printerColumn:name="Col67",type=integer,jsonPath=`.status.f34.f44`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f34.f45`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f46.f51.f53`
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.status.f46.f59`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f24.app`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f34.f38[*].f41`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f34.f38[0].f41`,priority=1,description="A column."
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f34.f38[?(@.f42==1)].f41`,priority=1
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f46.f49.app`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind77 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f79"
// +k8s:selectableField:jsonPath=".spec.f85"
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f79`,priority=1,format=int32
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f80[0].f82`,priority=1
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f80[?(@.f83=="fast")].f82`,description="A column."
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind77 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec78 `json:"spec,omitempty"`
}

// Kind77List is a list of Kind77.
//
// +kubebuilder:object:root=true
type Kind77List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind77 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 metav1.Time `json:"f3,omitzero"`
	// +k8s:schema:selectableField:description="The f4 of the kind."
	F4 intstr.IntOrString `json:"f4,omitempty"`
	F5 *uint8 `json:"f5,omitempty,omitzero"`
	F6 metav1.Time `json:"f6,omitzero"`
	Skipped7 string `json:"-"`
	*Inline8 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate76 `json:"template"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 Template10 `json:"f9"`
	F12 *int8 `json:"f12,omitempty,omitzero"`
	F13 metav1.Time `json:"f13"`
	F14 *Template15 `json:"f14,omitempty"`
	F17 bool `json:"f17"`
	Inline18 `json:",inline"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 uint32 `json:"f11,omitempty,omitzero"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 uint32 `json:"f16"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 int8 `json:"f19"`
	F20 resource.Quantity `json:"f20"`
	F21 bool `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 map[string]string `json:"f24"`
	F25 S26 `json:"f25"`
	// +k8s:selectableField
	F33 *int32 `json:"f33"`
	F34 *S35 `json:"f34,omitempty"`
	F46 *S47 `json:"f46,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 S28 `json:"f27"`
	F31 Labels32 `json:"f31,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 *resource.Quantity `json:"f29"`
	// +k8s:selectableField:default="5",description="The f30 of the kind."
	F30 uint8 `json:"f30"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// S35 is a random struct.
type S35 struct {
	F36 *resource.Quantity `json:"f36,omitzero"`
	F37 *metav1.Time `json:"f37"`
	F38 List43 `json:"f38"`
	F44 *int `json:"f44"`
	F45 intstr.IntOrString `json:"f45,omitempty"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 *string `json:"f40"`
	F41 []byte `json:"f41,omitempty"`
	F42 int32 `json:"f42,omitempty,omitzero"`
}

// List43 is a declared list or map type.
type List43 []Item39

// S47 is a random struct.
type S47 struct {
	F48 float64 `json:"f48"`
	F49 Labels50 `json:"f49,omitempty"`
	F51 *S52 `json:"f51"`
	F55 uint8 `json:"f55,omitempty"`
	Skipped56 string `json:"-"`
	*Inline57 `json:",inline"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// S52 is a random struct.
type S52 struct {
	F53 uint64 `json:"f53,omitempty"`
	F54 int16 `json:"f54,omitempty,omitzero"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 string `json:"f58,omitempty"`
	F59 uint32 `json:"f59,omitempty,omitzero"`
}

// PodTemplate76 is a random struct.
type PodTemplate76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec78 is a random struct.
type Spec78 struct {
	F79 *uint32 `json:"f79,omitempty"`
	F80 List84 `json:"f80"`
	F85 uint8 `json:"f85,omitempty,omitzero"`
	F86 *float32 `json:"f86,omitempty,omitzero"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate90 `json:"template"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 resource.Quantity `json:"f82,omitzero"`
	F83 Mode `json:"f83"`
}

// List84 is a declared list or map type.
type List84 []Item81

// PodTemplate90 is a random struct.
type PodTemplate90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

