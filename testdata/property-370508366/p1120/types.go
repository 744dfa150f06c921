package p1120

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
// +k8s:schema:selectableField:jsonPath=".status.f24",default="none"
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f9`,priority=1
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f12`,priority=1
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f24`,priority=1
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.status.f25`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f26`,description="A column."
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f71",description="The f71 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f73.f76",trigger=true
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f42`
// +k8s:printerColumn:name="Cel86",type=string,expression=`has(self.spec) && has(self.spec.f69) && has(self.spec.f69.f73) && has(self.spec.f69.f73.f76) ? string(self.spec.f69.f73.f76) : "none"`
// +k8s:resource:path=kind37-items
// +k8s:printerColumn:name="Dup87",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup87",type=string,jsonPath=`.metadata.name`
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status82 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint16 `json:"f3"`
	F4 map[string]string `json:"f4"`
	F5 *string `json:"f5"`
	F6 Template7 `json:"f6,omitempty"`
	// +k8s:selectableField
	F9 intstr.IntOrString `json:"f9"`
	Skipped10 string `json:"-"`
	*Inline11 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 metav1.MicroTime `json:"f8,omitempty"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 Mode `json:"f12,omitempty"`
	F13 Mode `json:"f13,omitempty"`
	F14 int16 `json:"f14"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 *[]int8 `json:"f16"`
	// +k8s:schema:selectableField:trigger=true
	F17 *int32 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
	Inline19 `json:",inline"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 *Template21 `json:"f20,omitempty"`
	F23 *[]int8 `json:"f23"`
	F24 string `json:"f24"`
	F25 []int8 `json:"f25,omitempty"`
	F26 int32 `json:"f26,omitempty"`
	F27 *Template28 `json:"f27"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 uint64 `json:"f22"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 int8 `json:"f29,omitempty,omitzero"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 Template40 `json:"f39,omitempty"`
	F42 *[]int8 `json:"f42,omitzero"`
	F43 *Template44 `json:"f43,omitempty"`
	F49 []Item50 `json:"f49,omitempty"`
	F68 bool `json:"f68"`
	F69 *S70 `json:"f69"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int `json:"f41"`
}

// S46 is a random struct.
type S46 struct {
	F47 *int8 `json:"f47"`
	F48 int16 `json:"f48,omitempty"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *S46 `json:"f45,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 S52 `json:"f51,omitempty"`
	F56 map[string]string `json:"f56"`
	F57 List63 `json:"f57,omitempty"`
	F64 Labels65 `json:"f64,omitempty"`
	F66 metav1.Time `json:"f66"`
	F67 int16 `json:"f67,omitempty"`
}

// S52 is a random struct.
type S52 struct {
	F53 *uint32 `json:"f53"`
	F54 int16 `json:"f54,omitempty,omitzero"`
	F55 *resource.Quantity `json:"f55,omitempty"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 int64 `json:"f59"`
	F60 uint16 `json:"f60,omitempty"`
	F61 metav1.MicroTime `json:"f61"`
	Skipped62 string `json:"-"`
}

// List63 is a declared list or map type.
type List63 []Item58

// Labels65 is a declared list or map type.
type Labels65 map[string]string

// S70 is a random struct.
type S70 struct {
	F71 *int64 `json:"f71"`
	F72 resource.Quantity `json:"f72,omitempty"`
	F73 *S74 `json:"f73"`
	F77 float64 `json:"f77,omitempty"`
	F78 Template79 `json:"f78,omitempty"`
	// +k8s:schema:selectableField:description="The f81 of the kind."
	F81 *uint8 `json:"f81,omitempty"`
}

// S74 is a random struct.
type S74 struct {
	F75 *float32 `json:"f75"`
	F76 bool `json:"f76"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 metav1.Duration `json:"f80,omitempty"`
}

// Status82 is a random struct.
type Status82 struct {
	F83 int64 `json:"f83"`
	F84 *int16 `json:"f84,omitempty"`
}

