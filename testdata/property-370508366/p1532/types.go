package p1532

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
// +k8s:schema:selectableField:jsonPath=".spec.f9",default="7",trigger=true
// +k8s:printerColumn:name="Col15",type=string,jsonPath=`.spec.f12.app`,description="A column."
// +k8s:printerColumn:name="Cel16",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind17 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f19"
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:schema:index:field="spec.f29"
// +kubebuilder:printcolumn:name="Col30",type="date",JSONPath=`.spec.f29`
type Kind17 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec18 `json:"spec,omitempty"`
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
	F3 List8 `json:"f3"`
	F9 *uint32 `json:"f9,omitempty"`
	F10 types.UID `json:"f10,omitempty"`
	F11 *uint32 `json:"f11"`
	F12 Labels13 `json:"f12"`
	// +k8s:schema:selectableField:description="The f14 of the kind."
	F14 *metav1.Time `json:"f14"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 resource.Quantity `json:"f5"`
	F6 float32 `json:"f6,omitempty"`
	Skipped7 string `json:"-"`
}

// List8 is a declared list or map type.
type List8 []Item4

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Spec18 is a random struct.
type Spec18 struct {
	F19 types.UID `json:"f19,omitzero"`
	F20 Labels21 `json:"f20"`
	F22 *Template23 `json:"f22,omitempty"`
	F29 *metav1.Time `json:"f29,omitempty"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Item25 is a random struct.
type Item25 struct {
	F26 *metav1.Time `json:"f26"`
	F27 *int64 `json:"f27,omitempty,omitzero"`
}

// List28 is a declared list or map type.
type List28 []Item25

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 List28 `json:"f24,omitempty"`
}

