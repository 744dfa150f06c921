package p1497

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
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.status.f25.app`,description="A column."
// +k8s:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f45",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f46.f50"
// +k8s:schema:selectableField:jsonPath=".spec.f46.f52",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f46.f53",indexed=true
// +k8s:selectableField:jsonPath=".spec.f46.f55",description="The f55 of the kind."
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f29.f31`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f45`
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.spec.f46.f54`,description="A column."
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f29.f32[*].f35`
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f29.f32[0].f35`,priority=1
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.spec.f29.f32[?(@.f35=="x")].f35`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f37[0].f40`
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.spec) && has(self.spec.f45) ? self.spec.f45 : "none"`
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 *Template7 `json:"f6,omitempty"`
	F9 List13 `json:"f9,omitempty"`
	Skipped14 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 types.UID `json:"f5"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *uint16 `json:"f8"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 int8 `json:"f11,omitempty"`
	F12 float64 `json:"f12,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item10

// Status15 is a random struct.
type Status15 struct {
	F16 []Item17 `json:"f16,omitempty"`
	F23 Labels24 `json:"f23"`
	F25 map[string]string `json:"f25,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 Template19 `json:"f18"`
	F21 *float64 `json:"f21,omitempty"`
	F22 int8 `json:"f22"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 int8 `json:"f20,omitempty,omitzero"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Spec28 is a random struct.
type Spec28 struct {
	F29 *S30 `json:"f29"`
	F37 []Item38 `json:"f37"`
	F43 Labels44 `json:"f43"`
	F45 Mode `json:"f45"`
	F46 *S47 `json:"f46,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 []byte `json:"f31"`
	F32 List36 `json:"f32,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 float32 `json:"f34,omitempty"`
	F35 string `json:"f35,omitempty"`
}

// List36 is a declared list or map type.
type List36 []Item33

// Item38 is a random struct.
type Item38 struct {
	F39 map[string]string `json:"f39"`
	F40 uint64 `json:"f40"`
	F41 uint64 `json:"f41"`
	F42 metav1.Duration `json:"f42"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// S47 is a random struct.
type S47 struct {
	F48 *resource.Quantity `json:"f48,omitempty"`
	// +k8s:schema:selectableField:default="5",description="The f49 of the kind.",trigger=true
	F49 uint8 `json:"f49,omitempty"`
	F50 uint8 `json:"f50,omitempty,omitzero"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 Mode `json:"f52"`
	F53 int16 `json:"f53"`
	F54 uint32 `json:"f54,omitempty"`
	F55 int8 `json:"f55"`
	F56 *float64 `json:"f56"`
}

