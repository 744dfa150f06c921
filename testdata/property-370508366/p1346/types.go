package p1346

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
// +kubebuilder:printcolumn:name="Col10",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col11",type="date",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col12",type="integer",JSONPath=`.spec.f5`,description="A column.",format=int32
// +k8s:printerColumn:name="Cel13",type=string,expression=`has(self.spec) && has(self.spec.f5) ? string(self.spec.f5) : "none"`
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

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f29",default="fast"
// +k8s:printerColumn:name="Col30",type=boolean,jsonPath=`.spec.f16`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f29`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f17.app`
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.status) && has(self.status.f29) ? self.status.f29 : "none"`
// +k8s:subresource:status
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
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
	F3 []int8 `json:"f3,omitempty"`
	F4 metav1.Time `json:"f4,omitempty"`
	F5 int64 `json:"f5"`
	Skipped6 string `json:"-"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 resource.Quantity `json:"f8"`
	// +k8s:schema:selectableField
	F9 []byte `json:"f9"`
}

// Spec15 is a random struct.
type Spec15 struct {
	// +k8s:selectableField:indexed=true
	F16 *bool `json:"f16"`
	F17 Labels18 `json:"f17"`
	F19 S20 `json:"f19,omitempty"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// S20 is a random struct.
type S20 struct {
	F21 map[string]string `json:"f21"`
	F22 Template23 `json:"f22"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 *uint16 `json:"f24"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 *Template27 `json:"f26"`
	F29 Mode `json:"f29,omitempty,omitzero"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 float32 `json:"f28,omitzero"`
}

