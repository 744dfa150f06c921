package p1029

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f19.f21.f24"
// +k8s:selectableField:jsonPath=".spec.f19.f21.f25",trigger=true
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.spec.f19.f21.f23`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.spec.f19.f35.f37`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f19.f35.f38`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f19.f35.f39`
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.spec.f19.f35.f40`
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.spec.f19.f35.f41`,priority=1
// +k8s:printerColumn:name="Col83",type=integer,jsonPath=`.spec.f42.f49`
// +k8s:printerColumn:name="Col84",type=number,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f53`
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.status.f57`
// +k8s:printerColumn:name="Col88",type=date,jsonPath=`.status.f71`,description="A column."
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.status.f75`,priority=1
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f4[0].f12`,description="A column."
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f42.f48.app`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f74.app`
// +k8s:printerColumn:name="Cel93",type=string,expression=`has(self.status) && has(self.status.f72) ? string(self.status.f72) : "none"`
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
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
	F3 int16 `json:"f3,omitempty"`
	F4 []Item5 `json:"f4"`
	F19 S20 `json:"f19"`
	F42 S43 `json:"f42,omitempty"`
	F52 *float32 `json:"f52"`
	F53 *Mode `json:"f53"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate94 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 S7 `json:"f6,omitempty"`
	F12 []int8 `json:"f12,omitempty"`
	F13 *int8 `json:"f13"`
	F14 S15 `json:"f14"`
	F18 float32 `json:"f18,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 []int8 `json:"f8,omitempty"`
	F9 *int16 `json:"f9"`
	F10 *uint64 `json:"f10"`
	Skipped11 string `json:"-"`
}

// S15 is a random struct.
type S15 struct {
	F16 *int32 `json:"f16"`
	F17 *float64 `json:"f17,omitempty"`
}

// S20 is a random struct.
type S20 struct {
	F21 *S22 `json:"f21"`
	// +k8s:schema:selectableField
	F28 *int8 `json:"f28,omitempty"`
	F29 S30 `json:"f29"`
	F33 Labels34 `json:"f33"`
	F35 S36 `json:"f35,omitempty"`
}

// S22 is a random struct.
type S22 struct {
	// +k8s:schema:selectableField:default="5"
	F23 *uint8 `json:"f23,omitempty"`
	F24 int32 `json:"f24,omitempty"`
	F25 *uint64 `json:"f25,omitempty"`
	// +k8s:selectableField:default="fast",description="The f26 of the kind.",indexed=true
	F26 *Mode `json:"f26"`
	F27 bool `json:"f27,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 *resource.Quantity `json:"f31,omitempty"`
	F32 []int8 `json:"f32,omitempty"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// S36 is a random struct.
type S36 struct {
	F37 *uint64 `json:"f37,omitempty"`
	F38 []byte `json:"f38"`
	F39 uint64 `json:"f39"`
	F40 int `json:"f40,omitempty"`
	F41 int32 `json:"f41"`
}

// S43 is a random struct.
type S43 struct {
	F44 *uint16 `json:"f44"`
	F45 *Template46 `json:"f45"`
	F48 map[string]string `json:"f48,omitempty"`
	F49 int32 `json:"f49"`
	F50 []int8 `json:"f50"`
	Skipped51 string `json:"-"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 []byte `json:"f47"`
}

// Status54 is a random struct.
type Status54 struct {
	F55 metav1.Duration `json:"f55,omitempty"`
	F56 uint32 `json:"f56,omitempty"`
	F57 int64 `json:"f57,omitzero"`
	F58 S59 `json:"f58"`
	F66 Mode `json:"f66"`
	F67 Labels68 `json:"f67,omitempty"`
	Skipped69 string `json:"-"`
	Inline70 `json:",inline"`
}

// S59 is a random struct.
type S59 struct {
	F60 Template61 `json:"f60"`
	F63 intstr.IntOrString `json:"f63,omitempty"`
	F64 Mode `json:"f64,omitempty"`
	F65 intstr.IntOrString `json:"f65"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *metav1.Duration `json:"f62,omitempty"`
}

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// Inline70 is a random struct.
type Inline70 struct {
	F71 metav1.Time `json:"f71,omitempty"`
	F72 int32 `json:"f72"`
	F73 *intstr.IntOrString `json:"f73,omitempty"`
	F74 map[string]string `json:"f74"`
	F75 uint16 `json:"f75"`
	F76 *Mode `json:"f76,omitzero"`
}

// PodTemplate94 is a random struct.
type PodTemplate94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

