package p1238

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
// +k8s:selectableField:jsonPath=".status.f50"
// +k8s:schema:selectableField:jsonPath=".status.f51",default="4"
// +k8s:schema:selectableField:jsonPath=".status.f55",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f57"
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f36.f38`
// +k8s:printerColumn:name="Col59",type=boolean,jsonPath=`.status.f36.f45`,description="A column."
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f31.app`
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.status.f36.f42.app`,priority=1
// +k8s:printerColumn:name="Cel62",type=string,expression=`has(self.status) && has(self.status.f35) ? self.status.f35 : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f28"
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.spec.f33`,format=int32
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f29.app`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.spec) && has(self.spec.f28) ? string(self.spec.f28) : "none"`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f70",indexed=true
// +k8s:selectableField:jsonPath=".spec.f71",default="3",description="The f71 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f72`
// +k8s:printerColumn:name="Cel83",type=string,expression=`has(self.spec) && has(self.spec.f71) ? string(self.spec.f71) : "none"`
// +k8s:selectorGeneration
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F28 int `json:"f28"`
	F29 map[string]string `json:"f29"`
	Inline30 `json:",inline"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5,omitempty"`
	F7 metav1.MicroTime `json:"f7"`
	F8 S9 `json:"f8"`
	F13 []Item14 `json:"f13"`
	F20 int16 `json:"f20"`
	Skipped21 string `json:"-"`
	*Inline22 `json:",inline"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// S9 is a random struct.
type S9 struct {
	F10 uint8 `json:"f10,omitempty"`
	F11 int8 `json:"f11,omitempty,omitzero"`
	F12 []byte `json:"f12"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 *resource.Quantity `json:"f15,omitempty"`
	F16 intstr.IntOrString `json:"f16"`
	F17 *int16 `json:"f17,omitzero"`
	F18 string `json:"f18"`
	Skipped19 string `json:"-"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 int `json:"f23"`
	F24 int16 `json:"f24,omitempty"`
	F25 *float32 `json:"f25"`
	F26 intstr.IntOrString `json:"f26"`
	Skipped27 string `json:"-"`
}

// Inline30 is a random struct.
type Inline30 struct {
	F31 Labels32 `json:"f31,omitempty"`
	F33 int16 `json:"f33,omitempty"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Status34 is a random struct.
type Status34 struct {
	F35 Mode `json:"f35"`
	F36 S37 `json:"f36,omitempty"`
	F49 map[string]string `json:"f49,omitempty"`
	F50 int `json:"f50"`
	F51 int64 `json:"f51,omitempty"`
	Inline52 `json:",inline"`
}

// S37 is a random struct.
type S37 struct {
	F38 []byte `json:"f38,omitempty"`
	F39 *Template40 `json:"f39"`
	F42 Labels43 `json:"f42,omitempty"`
	F44 metav1.Time `json:"f44,omitzero"`
	// +k8s:schema:selectableField:default="false",description="The f45 of the kind."
	F45 bool `json:"f45"`
	F46 Template47 `json:"f46"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 uint32 `json:"f41,omitempty"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 *int16 `json:"f48"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 *[]int8 `json:"f53,omitempty"`
	F54 []byte `json:"f54,omitempty"`
	F55 *bool `json:"f55"`
	F56 int `json:"f56,omitempty"`
	F57 int8 `json:"f57,omitempty"`
}

// Spec68 is a random struct.
type Spec68 struct {
	F69 metav1.MicroTime `json:"f69,omitzero"`
	F70 int `json:"f70,omitempty"`
	F71 int32 `json:"f71,omitempty"`
	F72 []int8 `json:"f72,omitempty"`
	F73 *Template74 `json:"f73,omitempty"`
	F76 Template77 `json:"f76,omitempty"`
	Skipped81 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate84 `json:"template"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 map[string]string `json:"f75"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 *types.UID `json:"f80,omitempty"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 *Template79 `json:"f78,omitempty"`
}

// PodTemplate84 is a random struct.
type PodTemplate84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

