package p1335

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
// +kubebuilder:printcolumn:name="Col11",type="number",JSONPath=`.status.f9`,priority=1
// +kubebuilder:printcolumn:name="Col12",type="string",JSONPath=`.status.f6.app`
// +kubebuilder:printcolumn:name="Col13",type="string",JSONPath=`.status.f7.app`,priority=1
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f16",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f23",default="fast",trigger=true
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f3`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f23`
// +kubebuilder:printcolumn:name="Col60",type="boolean",JSONPath=`.status.f24`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f25`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f26[0].f50`
// +k8s:printerColumn:name="Cel63",type=string,expression=`has(self.status) && has(self.status.f24) ? string(self.status.f24) : "none"`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int32 `json:"f3,omitempty"`
	F4 float64 `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 map[string]string `json:"f6,omitempty"`
	F7 Labels8 `json:"f7"`
	F9 float64 `json:"f9"`
	// +k8s:schema:selectableField:default="fast",description="The f10 of the kind.",indexed=true
	F10 *Mode `json:"f10"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Status15 is a random struct.
type Status15 struct {
	F16 []byte `json:"f16,omitempty,omitzero"`
	F17 []Item18 `json:"f17,omitempty"`
	F23 *Mode `json:"f23,omitempty"`
	F24 bool `json:"f24,omitempty"`
	F25 types.UID `json:"f25"`
	F26 []Item27 `json:"f26,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 []byte `json:"f19,omitzero"`
	F20 *int32 `json:"f20"`
	F21 *int8 `json:"f21,omitempty"`
	F22 float64 `json:"f22"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 int64 `json:"f28,omitempty"`
	F29 List35 `json:"f29,omitempty"`
	F36 *uint32 `json:"f36"`
	F37 List41 `json:"f37,omitempty"`
	F42 S43 `json:"f42"`
	F50 types.UID `json:"f50,omitempty"`
	Inline51 `json:",inline"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 int `json:"f31"`
	F32 *int32 `json:"f32,omitempty"`
	F33 uint16 `json:"f33"`
	F34 uint32 `json:"f34,omitempty,omitzero"`
}

// List35 is a declared list or map type.
type List35 []Item30

// Item38 is a random struct.
type Item38 struct {
	F39 float32 `json:"f39,omitempty"`
	F40 string `json:"f40"`
}

// List41 is a declared list or map type.
type List41 []Item38

// S43 is a random struct.
type S43 struct {
	F44 resource.Quantity `json:"f44"`
	F45 []byte `json:"f45"`
	F46 bool `json:"f46,omitempty"`
	F47 *resource.Quantity `json:"f47,omitempty"`
	F48 int64 `json:"f48,omitempty"`
	F49 *metav1.Duration `json:"f49,omitempty"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 uint64 `json:"f52"`
	F53 resource.Quantity `json:"f53,omitempty"`
	F54 float32 `json:"f54"`
	F55 []byte `json:"f55"`
	F56 bool `json:"f56,omitempty"`
	F57 int64 `json:"f57"`
}

