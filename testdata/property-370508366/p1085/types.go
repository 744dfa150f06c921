package p1085

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
// +k8s:printerColumn:name="Cel19",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind20 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f67.f71",default="2024-01-02T15:04:05Z",indexed=true
// +k8s:selectableField:jsonPath=".spec.f72"
// +k8s:schema:selectableField:jsonPath=".spec.f75",default="7",description="The f75 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f78",description="The f78 of the kind."
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f49[*].f54`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f49[0].f54`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f60[*].f62`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f60[?(@.f62=="fast")].f62`
// +genclient:nonNamespaced
type Kind20 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec21 `json:"spec,omitempty"`
}

// Kind20List is a list of Kind20.
//
// +kubebuilder:object:root=true
type Kind20List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind20 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F11 *Mode `json:"f11,omitempty"`
	F12 float32 `json:"f12,omitempty,omitzero"`
	F13 int `json:"f13,omitempty"`
	F14 List18 `json:"f14"`
}

// S4 is a random struct.
type S4 struct {
	F5 *float64 `json:"f5,omitempty"`
	F6 S7 `json:"f6"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.MicroTime `json:"f8"`
	F9 Mode `json:"f9"`
	F10 []byte `json:"f10,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *metav1.Time `json:"f16,omitempty"`
	F17 metav1.MicroTime `json:"f17"`
}

// List18 is a declared list or map type.
type List18 []Item15

// Spec21 is a random struct.
type Spec21 struct {
	F22 List43 `json:"f22,omitempty"`
	F44 float64 `json:"f44,omitempty,omitzero"`
	F45 *metav1.Time `json:"f45"`
	F46 Labels47 `json:"f46"`
	F48 int `json:"f48,omitempty"`
	F49 List58 `json:"f49,omitempty"`
	Inline59 `json:",inline"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 *S25 `json:"f24,omitempty"`
	F32 []Item33 `json:"f32"`
	F40 *int8 `json:"f40"`
	F41 resource.Quantity `json:"f41"`
	Skipped42 string `json:"-"`
}

// S25 is a random struct.
type S25 struct {
	F26 metav1.MicroTime `json:"f26,omitempty"`
	F27 *float32 `json:"f27"`
	F28 []int8 `json:"f28"`
	F29 int `json:"f29,omitzero"`
	F30 float32 `json:"f30,omitzero"`
	F31 int64 `json:"f31,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 resource.Quantity `json:"f34"`
	F35 []byte `json:"f35"`
	F36 *int `json:"f36"`
	F37 *metav1.Duration `json:"f37"`
	F38 *metav1.Time `json:"f38,omitempty"`
	F39 *int16 `json:"f39"`
}

// List43 is a declared list or map type.
type List43 []Item23

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Item50 is a random struct.
type Item50 struct {
	F51 *Template52 `json:"f51"`
	F54 []int8 `json:"f54"`
	Inline55 `json:",inline"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 int8 `json:"f53,omitempty,omitzero"`
}

// Inline55 is a random struct.
type Inline55 struct {
	F56 types.UID `json:"f56,omitempty"`
	F57 intstr.IntOrString `json:"f57"`
}

// List58 is a declared list or map type.
type List58 []Item50

// Inline59 is a random struct.
type Inline59 struct {
	F60 []Item61 `json:"f60"`
	F67 *S68 `json:"f67"`
	F72 Mode `json:"f72,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F73 []byte `json:"f73,omitempty"`
	*Inline74 `json:",inline"`
}

// Item61 is a random struct.
type Item61 struct {
	F62 Mode `json:"f62,omitempty"`
	F63 *uint8 `json:"f63"`
	F64 uint64 `json:"f64,omitempty,omitzero"`
	F65 float32 `json:"f65,omitempty"`
	F66 int32 `json:"f66,omitempty"`
}

// S68 is a random struct.
type S68 struct {
	// +k8s:schema:selectableField:description="The f69 of the kind."
	F69 int `json:"f69"`
	F70 *float64 `json:"f70,omitempty"`
	F71 metav1.Time `json:"f71,omitzero"`
}

// Inline74 is a random struct.
type Inline74 struct {
	F75 uint32 `json:"f75,omitempty"`
	F76 resource.Quantity `json:"f76"`
	F77 resource.Quantity `json:"f77,omitempty"`
	F78 *bool `json:"f78,omitempty"`
	F79 int8 `json:"f79"`
}

