package p1113

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
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.spec.f5`,priority=1
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.status.f13`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.spec.f4.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel22",type=string,expression=`has(self.spec) && has(self.spec.f6) ? self.spec.f6 : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col36",type=date,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f32) ? string(self.spec.f32) : "none"`
// +k8s:schema:scope=Cluster
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec24 `json:"spec,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 bool `json:"f3"`
	F4 map[string]string `json:"f4,omitempty"`
	// +k8s:selectableField:trigger=true
	F5 int `json:"f5"`
	// +k8s:schema:selectableField
	F6 string `json:"f6"`
	Skipped7 string `json:"-"`
}

// Status8 is a random struct.
type Status8 struct {
	// +k8s:schema:selectableField:description="The f9 of the kind."
	F9 types.UID `json:"f9,omitzero"`
	F10 Template11 `json:"f10"`
	// +k8s:schema:selectableField
	F13 metav1.Duration `json:"f13"`
	F14 types.UID `json:"f14"`
	F15 Template16 `json:"f15"`
	F18 string `json:"f18,omitzero"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *float64 `json:"f12,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int64 `json:"f17,omitempty"`
}

// Spec24 is a random struct.
type Spec24 struct {
	// +k8s:schema:selectableField:trigger=true
	F25 *metav1.MicroTime `json:"f25"`
	F26 Template27 `json:"f26,omitempty"`
	F29 int32 `json:"f29,omitempty,omitzero"`
	Inline30 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 metav1.Time `json:"f28,omitempty"`
}

// Inline30 is a random struct.
type Inline30 struct {
	F31 map[string]string `json:"f31"`
	F32 int64 `json:"f32"`
	F33 *Template34 `json:"f33"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 *uint64 `json:"f35,omitempty"`
}

