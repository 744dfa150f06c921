package p1328

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
// +k8s:schema:selectableField:jsonPath=".spec.f21"
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f21`,priority=1,format=int32
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.status.f29`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind34 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f21",default="7",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f22",default="-1",description="The f22 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f48"
// +k8s:printerColumn:name="Col50",type=boolean,jsonPath=`.spec.f23`
// +k8s:printerColumn:name="Col51",type=date,jsonPath=`.status.f36`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f37[*].f39`,priority=1
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.spec) && has(self.spec.f23) ? string(self.spec.f23) : "none"`
// +kubebuilder:resource:path=kind34z,singular=kind34
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
}

// Kind34List is a list of Kind34.
//
// +kubebuilder:object:root=true
type Kind34List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind34 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List20 `json:"f3,omitempty"`
	F21 uint32 `json:"f21,omitempty"`
	F22 int8 `json:"f22,omitempty"`
	// +k8s:selectableField:description="The f23 of the kind."
	F23 *bool `json:"f23,omitempty"`
	F24 float32 `json:"f24,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []Item6 `json:"f5"`
	F13 uint32 `json:"f13,omitempty"`
	Inline14 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *metav1.MicroTime `json:"f7"`
	F8 int32 `json:"f8"`
	F9 *int64 `json:"f9"`
	F10 float64 `json:"f10,omitempty"`
	F11 float32 `json:"f11,omitempty"`
	F12 []byte `json:"f12"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 bool `json:"f15,omitempty"`
	F16 *int32 `json:"f16"`
	F17 string `json:"f17"`
	F18 *int8 `json:"f18"`
	F19 int8 `json:"f19"`
}

// List20 is a declared list or map type.
type List20 []Item4

// Status25 is a random struct.
type Status25 struct {
	F26 Labels27 `json:"f26"`
	F28 int64 `json:"f28,omitempty"`
	F29 *int8 `json:"f29"`
	// +k8s:schema:selectableField
	F30 []byte `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Status35 is a random struct.
type Status35 struct {
	F36 *metav1.Time `json:"f36"`
	F37 []Item38 `json:"f37"`
	F48 Mode `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 metav1.Duration `json:"f39,omitzero"`
	F40 List47 `json:"f40"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 int64 `json:"f42,omitempty"`
	F43 Mode `json:"f43,omitempty"`
	F44 *[]int8 `json:"f44,omitzero"`
	F45 *resource.Quantity `json:"f45"`
	F46 uint64 `json:"f46,omitempty"`
}

// List47 is a declared list or map type.
type List47 []Item41

