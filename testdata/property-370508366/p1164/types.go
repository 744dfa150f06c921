package p1164

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
// +k8s:selectableField:jsonPath=".spec.f6",default="4"
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.spec.f9`,format=int32
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f11`
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.status.f15`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f3.app`,description="A column."
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f8.app`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f12.app`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f16[*].f23`,description="A column."
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.status.f16[?(@.f22==1)].f23`
// +k8s:printerColumn:name="Cel36",type=string,expression=`has(self.spec) && has(self.spec.f5) ? self.spec.f5 : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:printerColumn:name="Dup38",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup38",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f44.f48"
// +k8s:schema:selectableField:jsonPath=".spec.f44.f50",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f62.f64"
// +k8s:schema:index:field="status.f62.f64"
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f41`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col86",type="number",JSONPath=`.spec.f44.f47`,description="A column."
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f44.f49`
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.spec.f51`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f52`,priority=1
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f56`
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f57`,format=int32
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.status.f62.f69`
// +kubebuilder:printcolumn:name="Col93",type="integer",JSONPath=`.status.f62.f70`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.status.f62.f72`,priority=1
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.status.f62.f77`,priority=1
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.status.f62.f78`,priority=1
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f53.app`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f62.f65[*].f68`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.status.f62.f65[?(@.f68=="x")].f68`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f79.app`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind39z,singular=kind39
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	// +k8s:schema:selectableField
	F4 *string `json:"f4"`
	// +k8s:selectableField:description="The f5 of the kind."
	F5 string `json:"f5"`
	F6 *int64 `json:"f6"`
	Inline7 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 map[string]string `json:"f8,omitempty"`
	F9 *int `json:"f9,omitempty"`
}

// Status10 is a random struct.
type Status10 struct {
	// +k8s:selectableField:description="The f11 of the kind."
	F11 string `json:"f11,omitempty"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 map[string]string `json:"f14,omitempty"`
	F15 *int16 `json:"f15,omitempty"`
	F16 List24 `json:"f16"`
	Skipped25 string `json:"-"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 *Template19 `json:"f18,omitempty"`
	F21 metav1.MicroTime `json:"f21"`
	F22 int32 `json:"f22"`
	F23 []byte `json:"f23,omitempty"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *resource.Quantity `json:"f20,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item17

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec40 is a random struct.
type Spec40 struct {
	F41 Mode `json:"f41"`
	F42 types.UID `json:"f42,omitzero"`
	Inline43 `json:",inline"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 S45 `json:"f44,omitempty"`
	// +k8s:schema:selectableField
	F51 uint32 `json:"f51,omitempty"`
	// +k8s:schema:selectableField:default="none"
	F52 *string `json:"f52,omitzero"`
	F53 map[string]string `json:"f53,omitempty"`
	Inline54 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	F46 *uint8 `json:"f46"`
	F47 float64 `json:"f47"`
	F48 string `json:"f48,omitempty,omitzero"`
	F49 types.UID `json:"f49,omitempty"`
	F50 uint64 `json:"f50,omitempty"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 int16 `json:"f55,omitempty"`
	F56 Mode `json:"f56,omitempty"`
	F57 uint8 `json:"f57,omitempty"`
	F58 *uint32 `json:"f58"`
	Skipped59 string `json:"-"`
}

// Status60 is a random struct.
type Status60 struct {
	// +k8s:schema:selectableField
	F61 *bool `json:"f61"`
	F62 S63 `json:"f62"`
	F79 Labels80 `json:"f79"`
	*Inline81 `json:",inline"`
}

// S63 is a random struct.
type S63 struct {
	F64 uint32 `json:"f64,omitempty"`
	F65 []Item66 `json:"f65,omitempty"`
	F69 *uint16 `json:"f69,omitempty"`
	F70 *int16 `json:"f70"`
	F71 float64 `json:"f71"`
	F72 Mode `json:"f72"`
	Inline73 `json:",inline"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 *metav1.Time `json:"f67,omitempty"`
	F68 string `json:"f68"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 int `json:"f74,omitempty,omitzero"`
	F75 resource.Quantity `json:"f75,omitempty"`
	F76 *metav1.Time `json:"f76,omitempty"`
	F77 *float64 `json:"f77"`
	F78 *uint64 `json:"f78,omitempty"`
}

// Labels80 is a declared list or map type.
type Labels80 map[string]string

// Inline81 is a random struct.
type Inline81 struct {
	F82 float32 `json:"f82,omitempty"`
	F83 *Mode `json:"f83"`
}

