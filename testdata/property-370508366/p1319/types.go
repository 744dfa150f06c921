package p1319

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
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +kubebuilder:selectablefield:JSONPath=".status.f14"
// +kubebuilder:printcolumn:name="Col24",type="number",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f12`
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f14`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f3.app`,priority=1
// +k8s:printerColumn:name="Cel29",type=string,expression=`has(self.spec) && has(self.spec.f6) ? string(self.spec.f6) : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f42",default="1",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f46.f55",description="The f55 of the kind."
// +kubebuilder:printcolumn:name="Col79",type="integer",JSONPath=`.spec.f43`
// +kubebuilder:printcolumn:name="Col80",type="date",JSONPath=`.spec.f44`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f46.f52`
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.status.f46.f53`
// +k8s:printerColumn:name="Cel83",type=string,expression=`has(self.spec) && has(self.spec.f42) ? string(self.spec.f42) : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 float64 `json:"f5,omitempty"`
	F6 int32 `json:"f6"`
	Inline7 `json:",inline"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Inline7 is a random struct.
type Inline7 struct {
	F8 Template9 `json:"f8,omitempty"`
	F11 resource.Quantity `json:"f11,omitempty"`
	F12 int `json:"f12,omitempty,omitzero"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 Mode `json:"f10"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 []byte `json:"f14,omitempty"`
	F15 Template16 `json:"f15,omitempty"`
	F18 S19 `json:"f18,omitempty"`
	F23 string `json:"f23"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int `json:"f17"`
}

// S19 is a random struct.
type S19 struct {
	F20 float64 `json:"f20"`
	F21 map[string]string `json:"f21"`
	F22 *intstr.IntOrString `json:"f22,omitempty"`
}

// Spec31 is a random struct.
type Spec31 struct {
	F32 []Item33 `json:"f32"`
	F42 int `json:"f42"`
	F43 uint8 `json:"f43,omitempty"`
	F44 *metav1.MicroTime `json:"f44"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *uint16 `json:"f34"`
	F35 S36 `json:"f35"`
	Skipped41 string `json:"-"`
}

// S36 is a random struct.
type S36 struct {
	F37 float64 `json:"f37"`
	F38 *uint8 `json:"f38,omitempty"`
	F39 *types.UID `json:"f39,omitempty,omitzero"`
	F40 metav1.Duration `json:"f40"`
}

// Status45 is a random struct.
type Status45 struct {
	F46 S47 `json:"f46"`
	F57 Template58 `json:"f57"`
	F60 List76 `json:"f60"`
	// +k8s:schema:selectableField
	F77 metav1.Time `json:"f77,omitzero"`
	F78 metav1.Duration `json:"f78"`
}

// S47 is a random struct.
type S47 struct {
	F48 Labels49 `json:"f48"`
	F50 int `json:"f50,omitempty"`
	*Inline51 `json:",inline"`
}

// Labels49 is a declared list or map type.
type Labels49 map[string]string

// Inline51 is a random struct.
type Inline51 struct {
	F52 *metav1.Duration `json:"f52"`
	F53 []int8 `json:"f53,omitempty,omitzero"`
	F54 []byte `json:"f54,omitempty"`
	F55 metav1.MicroTime `json:"f55"`
	F56 *types.UID `json:"f56"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 *types.UID `json:"f59,omitempty"`
}

// Item61 is a random struct.
type Item61 struct {
	F62 Labels63 `json:"f62,omitempty"`
	F64 *Mode `json:"f64"`
	F65 S66 `json:"f65,omitempty"`
	F73 *uint64 `json:"f73"`
	F74 metav1.Time `json:"f74"`
	Skipped75 string `json:"-"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// S66 is a random struct.
type S66 struct {
	F67 int16 `json:"f67,omitempty"`
	F68 int64 `json:"f68"`
	F69 *float64 `json:"f69,omitempty"`
	F70 *resource.Quantity `json:"f70"`
	F71 int16 `json:"f71"`
	Skipped72 string `json:"-"`
}

// List76 is a declared list or map type.
type List76 []Item61

