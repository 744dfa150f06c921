package p1555

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
// +k8s:selectableField:jsonPath=".spec.f9",default="2"
// +k8s:selectableField:jsonPath=".status.f15",description="The f15 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f19.f25.f28",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f19.f25.f29",default="7",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f19.f25.f31"
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f15`,priority=1,description="A column."
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f19.f21`
// +k8s:printerColumn:name="Col35",type=number,jsonPath=`.status.f19.f23`,description="A column."
// +k8s:printerColumn:name="Col36",type=boolean,jsonPath=`.status.f19.f24`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f19.f25.f27`,priority=1
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.status.f19.f25.f28`,description="A column."
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f19.f25.f31`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f7.app`,priority=1
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f11.app`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f16.app`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f57",default="80"
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f45`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f48`,description="A column."
// +kubebuilder:printcolumn:name="Col61",type="date",JSONPath=`.status.f56`
// +kubebuilder:printcolumn:name="Col62",type="boolean",JSONPath=`.status.f58`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec44 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F7 Labels8 `json:"f7"`
	F9 int16 `json:"f9,omitempty"`
	F10 float32 `json:"f10,omitempty,omitzero"`
	F11 Labels12 `json:"f11,omitempty"`
	Skipped13 string `json:"-"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Status14 is a random struct.
type Status14 struct {
	F15 *types.UID `json:"f15"`
	F16 Labels17 `json:"f16,omitempty"`
	F18 metav1.Duration `json:"f18"`
	F19 S20 `json:"f19"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// S20 is a random struct.
type S20 struct {
	// +k8s:selectableField:default="-1"
	F21 *int8 `json:"f21,omitzero"`
	F22 map[string]string `json:"f22,omitempty"`
	F23 float64 `json:"f23,omitempty"`
	F24 bool `json:"f24,omitempty"`
	F25 *S26 `json:"f25"`
}

// S26 is a random struct.
type S26 struct {
	F27 uint64 `json:"f27"`
	F28 uint16 `json:"f28,omitempty"`
	F29 *uint32 `json:"f29"`
	F30 bool `json:"f30,omitempty,omitzero"`
	F31 *int64 `json:"f31,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	// +k8s:selectableField:default="none",indexed=true
	F45 string `json:"f45,omitempty"`
	// +k8s:selectableField:default="1h0m0s"
	F46 metav1.Duration `json:"f46"`
	F47 Mode `json:"f47"`
	F48 metav1.Duration `json:"f48"`
	Skipped49 string `json:"-"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 float32 `json:"f51,omitempty"`
	// +k8s:schema:selectableField:default="none"
	F52 string `json:"f52,omitempty"`
	Inline53 `json:",inline"`
}

// Inline53 is a random struct.
type Inline53 struct {
	// +k8s:selectableField:description="The f54 of the kind."
	F54 uint32 `json:"f54,omitempty"`
	F55 []byte `json:"f55,omitempty"`
	F56 metav1.Time `json:"f56"`
	F57 intstr.IntOrString `json:"f57,omitempty"`
	F58 bool `json:"f58"`
}

