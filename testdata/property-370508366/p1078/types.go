package p1078

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
// +k8s:printerColumn:name="Cel5",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind6 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f8"
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f11.f18`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f9.app`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f11.f13[?(@.f16=="x")].f15`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind6 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec7 `json:"spec,omitempty"`
}

// Kind6List is a list of Kind6.
//
// +kubebuilder:object:root=true
type Kind6List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind6 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f37",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f56"
// +k8s:schema:index:field="spec.f56"
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f41`,priority=1
// +kubebuilder:printcolumn:name="Col73",type="date",JSONPath=`.spec.f56`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f65`,priority=1
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f66.f69`,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f66.f71`,description="A column."
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f42[0].f44`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f57.app`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f59[0].f63`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f59[?(@.f61==true)].f63`,description="A column."
// +k8s:printerColumn:name="Cel81",type=string,expression=`has(self.spec) && has(self.spec.f38) ? string(self.spec.f38) : "none"`
// +k8s:resource:path=kind35-items
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec36 `json:"spec,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:description="The f3 of the kind."
	F3 uint32 `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty"`
}

// Spec7 is a random struct.
type Spec7 struct {
	F8 int16 `json:"f8,omitempty"`
	F9 Labels10 `json:"f9"`
	F11 S12 `json:"f11"`
	F23 Labels24 `json:"f23,omitempty"`
	F25 *S26 `json:"f25,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// S12 is a random struct.
type S12 struct {
	F13 []Item14 `json:"f13"`
	// +k8s:schema:selectableField:description="The f18 of the kind."
	F18 *intstr.IntOrString `json:"f18,omitempty"`
	F19 map[string]string `json:"f19"`
	F20 int64 `json:"f20,omitempty,omitzero"`
	F21 float32 `json:"f21,omitempty"`
	F22 *types.UID `json:"f22,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 resource.Quantity `json:"f15"`
	F16 string `json:"f16,omitempty"`
	F17 uint32 `json:"f17,omitempty"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// S26 is a random struct.
type S26 struct {
	F27 map[string]string `json:"f27,omitempty"`
	F28 []Item29 `json:"f28,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *types.UID `json:"f30,omitempty"`
	F31 string `json:"f31"`
}

// Spec36 is a random struct.
type Spec36 struct {
	F37 uint16 `json:"f37,omitempty"`
	F38 int64 `json:"f38"`
	F39 metav1.MicroTime `json:"f39"`
	// +k8s:schema:selectableField
	F40 uint32 `json:"f40,omitempty"`
	F41 *Mode `json:"f41"`
	F42 []Item43 `json:"f42"`
	Skipped54 string `json:"-"`
	Inline55 `json:",inline"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 []byte `json:"f44"`
	F45 uint16 `json:"f45,omitempty"`
	F46 []Item47 `json:"f46,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 metav1.Duration `json:"f48"`
	F49 *uint64 `json:"f49,omitempty"`
	F50 intstr.IntOrString `json:"f50,omitempty"`
	F51 float32 `json:"f51"`
	F52 Mode `json:"f52"`
	F53 intstr.IntOrString `json:"f53,omitzero"`
}

// Inline55 is a random struct.
type Inline55 struct {
	F56 metav1.MicroTime `json:"f56,omitempty"`
	F57 Labels58 `json:"f57"`
	F59 []Item60 `json:"f59"`
	F64 map[string]string `json:"f64,omitempty"`
	F65 resource.Quantity `json:"f65"`
	F66 S67 `json:"f66,omitempty"`
}

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// Item60 is a random struct.
type Item60 struct {
	F61 bool `json:"f61,omitempty"`
	F62 metav1.MicroTime `json:"f62"`
	F63 Mode `json:"f63,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	F68 *string `json:"f68"`
	F69 int32 `json:"f69"`
	F70 int `json:"f70"`
	F71 resource.Quantity `json:"f71,omitempty"`
}

