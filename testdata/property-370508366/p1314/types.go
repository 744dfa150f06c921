package p1314

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
// +k8s:selectableField:jsonPath=".spec.f18",description="The f18 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f21",default="3",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f52",indexed=true
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col74",type=boolean,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.status.f21`,format=int32
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.status.f22`,description="A column."
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.status.f47`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f51`,priority=1
// +k8s:printerColumn:name="Col79",type=boolean,jsonPath=`.status.f52`,description="A column."
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.status.f53`
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.status.f54.f56`,priority=1
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f54.f57`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f61.f64`,priority=1
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f69`,priority=1
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f11[*].f13`
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.spec.f11[0].f13`
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind87 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.spec.f90[0].f95`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind87-items
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:index:field="spec.notDeclared"
type Kind87 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec88 `json:"spec,omitempty"`
}

// Kind87List is a list of Kind87.
//
// +kubebuilder:object:root=true
type Kind87List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind87 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 *[]int8 `json:"f5,omitempty"`
	Skipped6 string `json:"-"`
	Inline7 `json:",inline"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Inline7 is a random struct.
type Inline7 struct {
	F8 *resource.Quantity `json:"f8,omitempty"`
	F9 string `json:"f9,omitempty"`
	F10 float32 `json:"f10,omitempty"`
	F11 []Item12 `json:"f11"`
	Inline16 `json:",inline"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 []byte `json:"f13"`
	F14 []byte `json:"f14"`
	F15 metav1.Duration `json:"f15,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	// +k8s:selectableField
	F17 intstr.IntOrString `json:"f17"`
	F18 bool `json:"f18,omitempty"`
	F19 bool `json:"f19,omitempty,omitzero"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 int32 `json:"f21"`
	F22 int `json:"f22"`
	F23 List41 `json:"f23"`
	F42 List46 `json:"f42,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F47 *string `json:"f47,omitempty"`
	F48 int8 `json:"f48,omitzero"`
	Skipped49 string `json:"-"`
	Inline50 `json:",inline"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *int64 `json:"f25"`
	F26 Template27 `json:"f26,omitempty"`
	F29 *string `json:"f29,omitempty"`
	F30 float32 `json:"f30"`
	F31 S32 `json:"f31,omitempty"`
	F39 Labels40 `json:"f39"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *bool `json:"f28,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 *uint8 `json:"f33,omitempty"`
	F34 uint32 `json:"f34"`
	F35 *uint8 `json:"f35"`
	F36 uint32 `json:"f36,omitempty"`
	F37 *uint64 `json:"f37,omitempty"`
	F38 types.UID `json:"f38"`
}

// Labels40 is a declared list or map type.
type Labels40 map[string]string

// List41 is a declared list or map type.
type List41 []Item24

// Item43 is a random struct.
type Item43 struct {
	F44 map[string]string `json:"f44,omitempty"`
	F45 map[string]string `json:"f45,omitempty"`
}

// List46 is a declared list or map type.
type List46 []Item43

// Inline50 is a random struct.
type Inline50 struct {
	// +k8s:schema:selectableField:default="8",description="The f51 of the kind."
	F51 uint64 `json:"f51,omitempty"`
	F52 *bool `json:"f52,omitempty,omitzero"`
	F53 metav1.Duration `json:"f53"`
	F54 S55 `json:"f54"`
	F61 S62 `json:"f61,omitempty"`
	*Inline67 `json:",inline"`
}

// S55 is a random struct.
type S55 struct {
	F56 *uint16 `json:"f56,omitempty"`
	F57 Mode `json:"f57,omitempty"`
	F58 float32 `json:"f58,omitempty,omitzero"`
	F59 int32 `json:"f59"`
	F60 []byte `json:"f60"`
}

// S62 is a random struct.
type S62 struct {
	F63 *int16 `json:"f63"`
	F64 *[]int8 `json:"f64"`
	F65 int64 `json:"f65"`
	F66 float32 `json:"f66,omitempty"`
}

// Inline67 is a random struct.
type Inline67 struct {
	F68 metav1.Duration `json:"f68"`
	F69 []int8 `json:"f69"`
	F70 []byte `json:"f70,omitzero"`
}

// Spec88 is a random struct.
type Spec88 struct {
	F89 resource.Quantity `json:"f89,omitempty"`
	F90 List98 `json:"f90"`
	F99 []Item100 `json:"f99"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 *intstr.IntOrString `json:"f92"`
	F93 *[]int8 `json:"f93,omitzero"`
	F94 *types.UID `json:"f94"`
	F95 []int8 `json:"f95,omitzero"`
	F96 *types.UID `json:"f96"`
	F97 types.UID `json:"f97,omitempty,omitzero"`
}

// List98 is a declared list or map type.
type List98 []Item91

// Item100 is a random struct.
type Item100 struct {
	F101 *metav1.Duration `json:"f101"`
	F102 Template103 `json:"f102"`
	F105 int `json:"f105"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 int32 `json:"f104"`
}

