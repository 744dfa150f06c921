package p1404

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
// +k8s:schema:selectableField:jsonPath=".status.f11",default="1h0m0s",description="The f11 of the kind."
// +k8s:printerColumn:name="Cel14",type=string,expression=`has(self.status) && has(self.status.f12) ? self.status.f12 : "none"`
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f18[*].f21`
// +k8s:printerColumn:name="Cel58",type=string,expression=`has(self.spec) && has(self.spec.f52) ? string(self.spec.f52) : "none"`
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec16 `json:"spec,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 int64 `json:"f6,omitempty"`
	F7 []int8 `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 map[string]string `json:"f5,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 intstr.IntOrString `json:"f10,omitempty"`
	F11 *metav1.Duration `json:"f11,omitempty"`
	F12 string `json:"f12,omitempty,omitzero"`
	Skipped13 string `json:"-"`
}

// Spec16 is a random struct.
type Spec16 struct {
	F17 int8 `json:"f17,omitzero"`
	F18 []Item19 `json:"f18,omitempty"`
	F29 []Item30 `json:"f29"`
	Skipped33 string `json:"-"`
	*Inline34 `json:",inline"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 *[]int8 `json:"f20"`
	F21 Mode `json:"f21"`
	F22 uint64 `json:"f22,omitempty"`
	F23 *[]int8 `json:"f23"`
	F24 string `json:"f24,omitempty"`
	F25 types.UID `json:"f25,omitempty,omitzero"`
	Inline26 `json:",inline"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 float32 `json:"f27,omitempty"`
	F28 *bool `json:"f28"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 uint8 `json:"f31"`
	F32 *uint32 `json:"f32"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 Template36 `json:"f35"`
	F38 float32 `json:"f38"`
	F39 List48 `json:"f39,omitempty"`
	F49 *Template50 `json:"f49"`
	// +k8s:schema:selectableField:default="4",indexed=true
	F52 int64 `json:"f52"`
	F53 *Template54 `json:"f53,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 Mode `json:"f37,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *metav1.Time `json:"f41"`
	F42 *[]int8 `json:"f42"`
	F43 uint8 `json:"f43,omitempty,omitzero"`
	F44 int16 `json:"f44"`
	F45 *float32 `json:"f45"`
	F46 *int32 `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item40

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 bool `json:"f51,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *int16 `json:"f55,omitempty"`
}

