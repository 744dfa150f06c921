package p1094

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="5"
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Cel30",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f34`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f39`,priority=1
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f49.f52`,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="number",JSONPath=`.spec.f49.f55`,priority=1
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f59`,priority=1
// +kubebuilder:printcolumn:name="Col82",type="date",JSONPath=`.status.f66`
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f40[*].f42`,priority=1
// +kubebuilder:subresource:status
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status64 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int16 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:default="4"
	F4 int64 `json:"f4,omitempty"`
	F5 uint8 `json:"f5,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 Template8 `json:"f7"`
	F11 map[string]string `json:"f11"`
	F12 *Template13 `json:"f12"`
	F15 []Item16 `json:"f15,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Labels10 `json:"f9"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *metav1.Time `json:"f14"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 bool `json:"f17,omitempty"`
	F18 *int64 `json:"f18"`
	F19 uint8 `json:"f19"`
	F20 S21 `json:"f20"`
	F24 Template25 `json:"f24,omitempty"`
	Skipped27 string `json:"-"`
}

// S21 is a random struct.
type S21 struct {
	F22 Mode `json:"f22,omitempty"`
	F23 *float64 `json:"f23"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 float64 `json:"f26,omitzero"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 int `json:"f33,omitempty"`
	F34 []int8 `json:"f34,omitempty"`
	F35 []byte `json:"f35"`
	Inline36 `json:",inline"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 Labels38 `json:"f37,omitempty"`
	F39 *[]int8 `json:"f39,omitempty"`
	F40 []Item41 `json:"f40,omitempty"`
	F47 Labels48 `json:"f47,omitempty"`
	F49 S50 `json:"f49"`
	Inline57 `json:",inline"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// Item41 is a random struct.
type Item41 struct {
	F42 []byte `json:"f42,omitzero"`
	F43 metav1.MicroTime `json:"f43"`
	F44 *resource.Quantity `json:"f44,omitempty"`
	F45 uint16 `json:"f45,omitempty"`
	F46 *metav1.Time `json:"f46"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// S50 is a random struct.
type S50 struct {
	F51 int32 `json:"f51,omitempty"`
	F52 *Mode `json:"f52,omitempty"`
	F53 resource.Quantity `json:"f53"`
	// +k8s:schema:selectableField
	F54 intstr.IntOrString `json:"f54,omitempty"`
	F55 float32 `json:"f55,omitempty"`
	Skipped56 string `json:"-"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 uint8 `json:"f58"`
	F59 int32 `json:"f59,omitempty"`
	F60 []int8 `json:"f60"`
	F61 metav1.Time `json:"f61,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F62 Mode `json:"f62,omitzero"`
	F63 []int8 `json:"f63"`
}

// Status64 is a random struct.
type Status64 struct {
	F65 float64 `json:"f65,omitzero"`
	F66 metav1.Time `json:"f66,omitempty"`
	F67 Labels68 `json:"f67,omitempty"`
	F69 *Template70 `json:"f69"`
}

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// S72 is a random struct.
type S72 struct {
	F73 int16 `json:"f73,omitempty,omitzero"`
	F74 metav1.Time `json:"f74,omitempty"`
	F75 *int64 `json:"f75"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 S72 `json:"f71,omitempty"`
}

