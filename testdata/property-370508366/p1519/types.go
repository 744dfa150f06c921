package p1519

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
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f3.f5`
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.spec.f3.f6`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f25`,description="A column."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f13[*].f15`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f35"
// +k8s:selectableField:jsonPath=".status.f59",default="8",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f60",description="The f60 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f61"
// +k8s:printerColumn:name="Col64",type=date,jsonPath=`.spec.f57`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f62`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f36[*].f38`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f36[0].f38`
// +k8s:printerColumn:name="Cel68",type=string,expression=`has(self.status) && has(self.status.f60) ? string(self.status.f60) : "none"`
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	F8 Labels9 `json:"f8"`
	F10 Template11 `json:"f10"`
	F13 []Item14 `json:"f13"`
	F25 int8 `json:"f25,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 []int8 `json:"f5"`
	F6 uint16 `json:"f6"`
	Skipped7 string `json:"-"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *metav1.Time `json:"f12,omitempty,omitzero"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 intstr.IntOrString `json:"f15,omitzero"`
	F16 []Item17 `json:"f16,omitempty"`
	F20 intstr.IntOrString `json:"f20"`
	F21 Template22 `json:"f21,omitempty"`
	F24 []byte `json:"f24"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *int16 `json:"f18,omitempty"`
	F19 []byte `json:"f19"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 metav1.Time `json:"f23,omitempty"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 bool `json:"f27"`
	F28 *uint16 `json:"f28,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 Mode `json:"f35,omitzero"`
	F36 List56 `json:"f36,omitempty"`
	F57 metav1.MicroTime `json:"f57,omitempty,omitzero"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 []byte `json:"f38"`
	F39 *[]int8 `json:"f39"`
	F40 List48 `json:"f40,omitempty"`
	Inline49 `json:",inline"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 bool `json:"f42,omitempty"`
	F43 *bool `json:"f43,omitempty"`
	F44 uint64 `json:"f44,omitempty"`
	F45 *metav1.Duration `json:"f45,omitempty"`
	F46 int `json:"f46"`
	F47 intstr.IntOrString `json:"f47"`
}

// List48 is a declared list or map type.
type List48 []Item41

// Inline49 is a random struct.
type Inline49 struct {
	F50 *int `json:"f50"`
	F51 string `json:"f51,omitempty"`
	F52 *float64 `json:"f52,omitzero"`
	F53 *string `json:"f53,omitempty,omitzero"`
	F54 uint16 `json:"f54,omitempty,omitzero"`
	F55 *metav1.Time `json:"f55"`
}

// List56 is a declared list or map type.
type List56 []Item37

// Status58 is a random struct.
type Status58 struct {
	F59 uint64 `json:"f59"`
	F60 *int32 `json:"f60"`
	F61 *uint32 `json:"f61,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="1h0m0s",indexed=true
	F62 *metav1.Duration `json:"f62"`
	F63 int8 `json:"f63,omitzero"`
}

