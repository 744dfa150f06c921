package p1081

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
// +k8s:selectableField:jsonPath=".spec.f4.f6.f8",default="4"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f22"
// +k8s:selectableField:jsonPath=".spec.f34.f40"
// +k8s:schema:selectableField:jsonPath=".spec.f34.f41"
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.spec.f4.f6.f8`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.spec.f4.f6.f9`,format=int32
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f4.f22`
// +k8s:printerColumn:name="Col79",type=boolean,jsonPath=`.spec.f4.f24`,priority=1,description="A column."
// +k8s:printerColumn:name="Col80",type=number,jsonPath=`.spec.f34.f36.f39`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f34.f41`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f51.f55`,priority=1,description="A column."
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f51.f57`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel84",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f6) && has(self.spec.f4.f6.f10) ? self.spec.f4.f6.f10 : "none"`
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
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
	F3 *int32 `json:"f3"`
	F4 S5 `json:"f4"`
	F28 *Template29 `json:"f28"`
	F31 Template32 `json:"f31"`
	F34 S35 `json:"f34"`
	Inline49 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate85 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 *S7 `json:"f6,omitempty"`
	F13 *uint32 `json:"f13,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
	F17 Labels18 `json:"f17"`
	F19 *uint32 `json:"f19"`
	Inline20 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 int64 `json:"f8,omitempty"`
	F9 *int16 `json:"f9,omitempty"`
	F10 Mode `json:"f10"`
	F11 *[]int8 `json:"f11,omitempty"`
	Skipped12 string `json:"-"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 metav1.Time `json:"f16"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Inline20 is a random struct.
type Inline20 struct {
	// +k8s:selectableField
	F21 uint32 `json:"f21,omitempty"`
	F22 int8 `json:"f22,omitempty"`
	F23 *metav1.Duration `json:"f23,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F24 *bool `json:"f24,omitempty"`
	F25 float64 `json:"f25"`
	F26 uint32 `json:"f26"`
	Skipped27 string `json:"-"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 []byte `json:"f30"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 *Mode `json:"f33"`
}

// S35 is a random struct.
type S35 struct {
	F36 S37 `json:"f36,omitempty"`
	F40 *int16 `json:"f40,omitempty"`
	F41 intstr.IntOrString `json:"f41,omitempty,omitzero"`
	F42 []Item43 `json:"f42,omitempty"`
}

// S37 is a random struct.
type S37 struct {
	F38 intstr.IntOrString `json:"f38,omitempty"`
	F39 float32 `json:"f39"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 int8 `json:"f44"`
	F45 metav1.Duration `json:"f45"`
	F46 *[]int8 `json:"f46,omitzero"`
	F47 *intstr.IntOrString `json:"f47,omitempty"`
	F48 *metav1.Time `json:"f48,omitempty"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 string `json:"f50"`
	F51 *S52 `json:"f51"`
	Skipped59 string `json:"-"`
}

// S52 is a random struct.
type S52 struct {
	F53 bool `json:"f53"`
	F54 metav1.Duration `json:"f54,omitempty"`
	F55 []byte `json:"f55"`
	F56 *int32 `json:"f56,omitempty"`
	F57 *resource.Quantity `json:"f57,omitempty"`
	F58 *intstr.IntOrString `json:"f58,omitempty"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 resource.Quantity `json:"f61,omitempty"`
	F62 bool `json:"f62,omitempty"`
	F63 intstr.IntOrString `json:"f63"`
	F64 *float64 `json:"f64,omitempty"`
	F65 List74 `json:"f65"`
	F75 map[string]string `json:"f75,omitempty"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 int8 `json:"f67,omitempty,omitzero"`
	F68 []Item69 `json:"f68"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 resource.Quantity `json:"f70,omitempty"`
	F71 float64 `json:"f71,omitempty"`
	F72 float64 `json:"f72"`
	Skipped73 string `json:"-"`
}

// List74 is a declared list or map type.
type List74 []Item66

// PodTemplate85 is a random struct.
type PodTemplate85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

