package p1483

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
// +k8s:printerColumn:name="Col13",type=integer,jsonPath=`.spec.f3`,priority=1,format=int32
// +k8s:printerColumn:name="Col14",type=integer,jsonPath=`.status.f11`
// +k8s:printerColumn:name="Col15",type=string,jsonPath=`.status.f12`
// +k8s:printerColumn:name="Cel16",type=string,expression=`has(self.status) && has(self.status.f12) ? self.status.f12 : "none"`
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind17 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f19",default="4",description="The f19 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f41"
// +k8s:schema:selectableField:jsonPath=".status.f42",description="The f42 of the kind."
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f43[*].f45`
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.spec) && has(self.spec.f19) ? string(self.spec.f19) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind17 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec18 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind17List is a list of Kind17.
//
// +kubebuilder:object:root=true
type Kind17List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind17 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 types.UID `json:"f6,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 Template9 `json:"f8"`
	F11 *int32 `json:"f11"`
	// +k8s:schema:selectableField:indexed=true
	F12 *Mode `json:"f12,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *int16 `json:"f10,omitempty"`
}

// Spec18 is a random struct.
type Spec18 struct {
	F19 *int64 `json:"f19,omitempty,omitzero"`
	// +k8s:selectableField
	F20 metav1.MicroTime `json:"f20,omitempty"`
	F21 float32 `json:"f21,omitempty,omitzero"`
	F22 List37 `json:"f22"`
	F38 int16 `json:"f38"`
	Skipped39 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 string `json:"f24,omitempty"`
	F25 metav1.Time `json:"f25"`
	F26 *Template27 `json:"f26"`
	F29 map[string]string `json:"f29,omitempty"`
	F30 Template31 `json:"f30,omitempty"`
	F33 S34 `json:"f33,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *types.UID `json:"f28,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 uint8 `json:"f32,omitempty,omitzero"`
}

// S34 is a random struct.
type S34 struct {
	F35 *float32 `json:"f35"`
	F36 *string `json:"f36,omitzero"`
}

// List37 is a declared list or map type.
type List37 []Item23

// Status40 is a random struct.
type Status40 struct {
	F41 int32 `json:"f41,omitempty"`
	F42 uint64 `json:"f42"`
	F43 List48 `json:"f43"`
	F49 *[]int8 `json:"f49"`
	F50 *Template51 `json:"f50,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 uint64 `json:"f45,omitempty"`
	F46 []byte `json:"f46"`
	Skipped47 string `json:"-"`
}

// List48 is a declared list or map type.
type List48 []Item44

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 int16 `json:"f52,omitempty,omitzero"`
}

