package p1432

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
// +k8s:schema:selectableField:jsonPath=".spec.f11"
// +k8s:selectableField:jsonPath=".spec.f13.f18"
// +k8s:selectableField:jsonPath=".spec.f13.f19",default="1"
// +k8s:schema:selectableField:jsonPath=".status.f37"
// +k8s:printerColumn:name="Col51",type=date,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.spec.f11`,priority=1
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f13.f15`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f13.f18`
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f13.f19`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f7.app`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f25[*].f28`,priority=1
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f25[?(@.f28=="x")].f28`
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.spec) && has(self.spec.f13) && has(self.spec.f13.f19) ? string(self.spec.f13.f19) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F6 resource.Quantity `json:"f6,omitempty"`
	F7 Labels8 `json:"f7"`
	Inline9 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int8 `json:"f5,omitempty"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Inline9 is a random struct.
type Inline9 struct {
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",description="The f10 of the kind."
	F10 *metav1.Time `json:"f10,omitempty"`
	F11 uint32 `json:"f11,omitempty,omitzero"`
	F12 float32 `json:"f12,omitempty,omitzero"`
	F13 S14 `json:"f13"`
	F20 float64 `json:"f20,omitempty,omitzero"`
	F21 Template22 `json:"f21,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 []int8 `json:"f15"`
	F16 float32 `json:"f16,omitempty"`
	F17 float64 `json:"f17,omitempty"`
	F18 []byte `json:"f18,omitempty,omitzero"`
	F19 *int `json:"f19"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 []byte `json:"f23,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 []Item26 `json:"f25"`
	F34 Template35 `json:"f34"`
	F37 *uint32 `json:"f37,omitempty"`
	F38 List50 `json:"f38"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *metav1.MicroTime `json:"f27,omitempty,omitzero"`
	F28 string `json:"f28"`
	F29 []Item30 `json:"f29,omitempty"`
	Skipped33 string `json:"-"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 metav1.MicroTime `json:"f31,omitempty"`
	F32 resource.Quantity `json:"f32,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 int16 `json:"f36,omitempty"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 int32 `json:"f40,omitempty"`
	F41 List45 `json:"f41,omitempty"`
	F46 Template47 `json:"f46"`
	F49 *uint64 `json:"f49"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 string `json:"f43,omitempty"`
	F44 float64 `json:"f44"`
}

// List45 is a declared list or map type.
type List45 []Item42

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 resource.Quantity `json:"f48,omitempty,omitzero"`
}

// List50 is a declared list or map type.
type List50 []Item39

