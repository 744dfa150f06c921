package p1375

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f8",description="The f8 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f9",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f10",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f11",default="2024-01-02T15:04:05Z"
// +k8s:selectableField:jsonPath=".spec.f3.f13"
// +k8s:printerColumn:name="Col20",type=integer,jsonPath=`.spec.f3.f5.f10`,format=int32
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.spec.f3.f12`,priority=1
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f3.f13`,description="A column."
// +k8s:printerColumn:name="Col23",type=date,jsonPath=`.spec.f3.f14`,description="A column."
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f17.app`,description="A column."
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f5) && has(self.spec.f3.f5.f9) ? string(self.spec.f3.f5.f9) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f34.f36"
// +k8s:schema:index:field="spec.f34.f36"
// +k8s:schema:selectableField:jsonPath=".spec.f34.f40",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f34.f41.f46",default="80"
// +kubebuilder:selectablefield:JSONPath=".spec.f34.f41.f47"
// +kubebuilder:selectablefield:JSONPath=".spec.f51"
// +k8s:schema:index:field="spec.f51"
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f34.f39`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f34.f40`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f34.f41.f43`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f34.f41.f44`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f34.f41.f45`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.spec.f34.f41.f47`,format=int32
// +k8s:selectorGeneration
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f75",description="The f75 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f79.f81"
// +k8s:schema:selectableField:jsonPath=".status.f79.f82",indexed=true
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f69`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.status.f72`
// +kubebuilder:printcolumn:name="Col88",type="boolean",JSONPath=`.status.f74`
// +kubebuilder:printcolumn:name="Col89",type="date",JSONPath=`.status.f75`
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.status.f78`
// +kubebuilder:printcolumn:name="Col91",type="date",JSONPath=`.status.f79.f85`,priority=1
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f65.app`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f73.app`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status71 `json:"status,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F15 uint64 `json:"f15,omitempty"`
	F16 float64 `json:"f16,omitempty"`
	F17 Labels18 `json:"f17,omitempty"`
	Skipped19 string `json:"-"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5"`
	// +k8s:schema:selectableField
	F12 metav1.Duration `json:"f12"`
	F13 uint64 `json:"f13,omitempty"`
	F14 *metav1.MicroTime `json:"f14,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 uint64 `json:"f7"`
	F8 int8 `json:"f8,omitempty"`
	F9 *int64 `json:"f9,omitempty,omitzero"`
	F10 *int8 `json:"f10"`
	F11 metav1.Time `json:"f11"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Spec28 is a random struct.
type Spec28 struct {
	F29 []int8 `json:"f29,omitempty"`
	F30 Template31 `json:"f30"`
	F33 resource.Quantity `json:"f33,omitempty"`
	F34 S35 `json:"f34"`
	F50 *bool `json:"f50,omitempty"`
	F51 int8 `json:"f51,omitzero"`
	Skipped52 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate62 `json:"template"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 metav1.Time `json:"f32"`
}

// S35 is a random struct.
type S35 struct {
	F36 int64 `json:"f36"`
	F37 types.UID `json:"f37"`
	F38 resource.Quantity `json:"f38,omitempty"`
	F39 *metav1.Duration `json:"f39,omitempty"`
	F40 *int8 `json:"f40"`
	F41 S42 `json:"f41,omitempty"`
	Skipped49 string `json:"-"`
}

// S42 is a random struct.
type S42 struct {
	// +k8s:selectableField:default="5"
	F43 uint8 `json:"f43,omitempty"`
	F44 Mode `json:"f44,omitempty"`
	F45 *[]int8 `json:"f45,omitempty,omitzero"`
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 uint16 `json:"f47"`
	Skipped48 string `json:"-"`
}

// Status53 is a random struct.
type Status53 struct {
	F54 *float32 `json:"f54,omitempty"`
	F55 uint16 `json:"f55,omitzero"`
}

// PodTemplate62 is a random struct.
type PodTemplate62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec64 is a random struct.
type Spec64 struct {
	F65 Labels66 `json:"f65,omitempty"`
	F67 Labels68 `json:"f67"`
	F69 uint16 `json:"f69"`
	F70 *metav1.Time `json:"f70,omitempty,omitzero"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate94 `json:"template"`
}

// Labels66 is a declared list or map type.
type Labels66 map[string]string

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// Status71 is a random struct.
type Status71 struct {
	F72 *intstr.IntOrString `json:"f72"`
	F73 map[string]string `json:"f73"`
	F74 *bool `json:"f74,omitempty"`
	F75 metav1.MicroTime `json:"f75"`
	F76 float32 `json:"f76"`
	Inline77 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline77 is a random struct.
type Inline77 struct {
	F78 int16 `json:"f78,omitempty"`
	F79 S80 `json:"f79"`
}

// S80 is a random struct.
type S80 struct {
	F81 Mode `json:"f81,omitzero"`
	F82 metav1.Duration `json:"f82,omitzero"`
	F83 bool `json:"f83"`
	F84 int8 `json:"f84"`
	F85 metav1.Time `json:"f85,omitempty"`
}

// PodTemplate94 is a random struct.
type PodTemplate94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

