package p1551

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
// +k8s:selectableField:jsonPath=".spec.f19",default="none"
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col30",type=date,jsonPath=`.spec.f21`,priority=1
// +k8s:printerColumn:name="Col31",type=number,jsonPath=`.spec.f24`,priority=1,description="A column."
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f25`
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f26`,priority=1,format=int32
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
// +k8s:selectableField:jsonPath=".spec.f36.f51",indexed=true
// +k8s:printerColumn:name="Col77",type=date,jsonPath=`.spec.f36.f52`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f74`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f36.f38.app`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f36.f40.app`,description="A column."
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f54[0].f67`
// +k8s:printerColumn:name="Cel82",type=string,expression=`has(self.spec) && has(self.spec.f70) ? self.spec.f70 : "none"`
// +k8s:subresource:status
// +k8s:schema:index:field="spec.notDeclared"
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec35 `json:"spec,omitempty"`
	Status Status73 `json:"status,omitempty"`
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
	F3 *[]int8 `json:"f3,omitempty"`
	F4 List17 `json:"f4,omitempty"`
	Inline18 `json:",inline"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *string `json:"f6"`
	F7 Labels8 `json:"f7"`
	F9 map[string]string `json:"f9,omitempty"`
	F10 List14 `json:"f10,omitempty"`
	F15 map[string]string `json:"f15,omitempty"`
	F16 *metav1.Duration `json:"f16,omitempty,omitzero"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Item11 is a random struct.
type Item11 struct {
	F12 string `json:"f12,omitempty"`
	F13 float32 `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item11

// List17 is a declared list or map type.
type List17 []Item5

// Inline18 is a random struct.
type Inline18 struct {
	F19 *string `json:"f19"`
	F20 uint32 `json:"f20,omitempty"`
	// +k8s:schema:selectableField:description="The f21 of the kind.",indexed=true
	F21 metav1.Time `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
	Inline23 `json:",inline"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 float32 `json:"f24"`
	F25 int8 `json:"f25"`
	F26 int8 `json:"f26,omitempty,omitzero"`
	F27 float64 `json:"f27,omitempty"`
	F28 uint32 `json:"f28"`
}

// Spec35 is a random struct.
type Spec35 struct {
	F36 *S37 `json:"f36,omitempty"`
	F53 *metav1.MicroTime `json:"f53"`
	F54 []Item55 `json:"f54,omitempty"`
	F70 *Mode `json:"f70,omitempty"`
	F71 types.UID `json:"f71"`
	Skipped72 string `json:"-"`
}

// S37 is a random struct.
type S37 struct {
	F38 Labels39 `json:"f38"`
	F40 Labels41 `json:"f40"`
	F42 *Template43 `json:"f42"`
	Skipped45 string `json:"-"`
	Inline46 `json:",inline"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 uint8 `json:"f44"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 []int8 `json:"f47,omitzero"`
	F48 []byte `json:"f48"`
	F49 uint8 `json:"f49"`
	F50 Mode `json:"f50,omitempty"`
	F51 *metav1.Time `json:"f51,omitempty,omitzero"`
	F52 metav1.MicroTime `json:"f52"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 List65 `json:"f56"`
	F66 *uint64 `json:"f66,omitempty"`
	F67 metav1.Duration `json:"f67"`
	F68 int `json:"f68"`
	Skipped69 string `json:"-"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *resource.Quantity `json:"f58,omitempty"`
	F59 *metav1.Time `json:"f59,omitempty"`
	F60 int64 `json:"f60,omitempty"`
	F61 string `json:"f61"`
	F62 *uint32 `json:"f62,omitempty"`
	F63 *Mode `json:"f63"`
	Skipped64 string `json:"-"`
}

// List65 is a declared list or map type.
type List65 []Item57

// Status73 is a random struct.
type Status73 struct {
	F74 uint32 `json:"f74"`
	F75 intstr.IntOrString `json:"f75"`
	Skipped76 string `json:"-"`
}

