package p1361

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="fast",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f35"
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f24`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f35`,priority=1,description="A column.",format=int32
// +k8s:schema:scope=Cluster
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

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f46.f50"
// +k8s:schema:index:field="spec.f46.f50"
// +kubebuilder:selectablefield:JSONPath=".spec.f55.f59"
// +k8s:schema:selectableField:jsonPath=".spec.f67",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f68"
// +k8s:schema:index:field="spec.f68"
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f43`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f45`
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.spec.f46.f48`
// +kubebuilder:printcolumn:name="Col78",type="boolean",JSONPath=`.spec.f46.f49`
// +kubebuilder:printcolumn:name="Col79",type="integer",JSONPath=`.spec.f46.f51`,priority=1
// +kubebuilder:printcolumn:name="Col80",type="number",JSONPath=`.spec.f52`,priority=1
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f55.f57`
// +kubebuilder:printcolumn:name="Col82",type="number",JSONPath=`.spec.f55.f60`,description="A column."
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f53.app`,description="A column."
// +k8s:printerColumn:name="Cel84",type=string,expression=`has(self.spec) && has(self.spec.f46) && has(self.spec.f46.f51) ? string(self.spec.f46.f51) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
	Status Status69 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Kind85 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46.f49",default="false"
// +k8s:selectableField:jsonPath=".spec.f46.f50",description="The f50 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f55.f59"
// +k8s:schema:index:field="spec.f55.f59"
// +kubebuilder:selectablefield:JSONPath=".spec.replicas"
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.spec.f46.f50`,format=int32
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f55.f57`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="date",JSONPath=`.spec.f55.f61`,priority=1
// +kubebuilder:printcolumn:name="Col93",type="date",JSONPath=`.spec.f68`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f42.app`
// +kubebuilder:printcolumn:name="Dup95",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup95",type="string",JSONPath=`.metadata.name`
type Kind85 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
	Status Status86 `json:"status,omitempty"`
}

// Kind85List is a list of Kind85.
//
// +kubebuilder:object:root=true
type Kind85List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind85 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Mode `json:"f3,omitempty"`
	F4 int `json:"f4,omitempty"`
	F5 List9 `json:"f5,omitempty"`
	F10 List17 `json:"f10"`
	F18 *Mode `json:"f18,omitempty"`
	Inline19 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *int `json:"f7"`
	F8 *float32 `json:"f8"`
}

// List9 is a declared list or map type.
type List9 []Item6

// Item11 is a random struct.
type Item11 struct {
	F12 *metav1.MicroTime `json:"f12,omitempty"`
	F13 *intstr.IntOrString `json:"f13,omitzero"`
	F14 *int16 `json:"f14"`
	F15 *uint16 `json:"f15,omitempty"`
	F16 map[string]string `json:"f16"`
}

// List17 is a declared list or map type.
type List17 []Item11

// Inline19 is a random struct.
type Inline19 struct {
	// +k8s:schema:selectableField:default="none",description="The f20 of the kind."
	F20 string `json:"f20,omitempty,omitzero"`
	F21 metav1.Time `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
	Inline23 `json:",inline"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 *uint8 `json:"f24"`
	F25 []byte `json:"f25,omitempty,omitzero"`
}

// Status26 is a random struct.
type Status26 struct {
	// +k8s:schema:selectableField
	F27 int `json:"f27,omitempty"`
	F28 uint64 `json:"f28,omitzero"`
	F29 Template30 `json:"f29"`
	F32 *Template33 `json:"f32"`
	F35 *uint16 `json:"f35,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 *float64 `json:"f31"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 uint8 `json:"f34,omitempty,omitzero"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 map[string]string `json:"f42"`
	F43 *uint32 `json:"f43,omitzero"`
	Inline44 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline44 is a random struct.
type Inline44 struct {
	F45 []int8 `json:"f45,omitempty"`
	F46 S47 `json:"f46,omitempty"`
	F52 float32 `json:"f52,omitempty"`
	F53 Labels54 `json:"f53"`
	F55 S56 `json:"f55"`
	F63 Template64 `json:"f63,omitempty"`
	Inline66 `json:",inline"`
}

// S47 is a random struct.
type S47 struct {
	// +k8s:schema:selectableField:description="The f48 of the kind."
	F48 int16 `json:"f48,omitzero"`
	F49 bool `json:"f49"`
	F50 int32 `json:"f50"`
	F51 *int32 `json:"f51"`
}

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// S56 is a random struct.
type S56 struct {
	F57 *resource.Quantity `json:"f57"`
	F58 metav1.Duration `json:"f58,omitempty"`
	F59 metav1.Duration `json:"f59"`
	F60 float32 `json:"f60"`
	F61 metav1.MicroTime `json:"f61"`
	Skipped62 string `json:"-"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 *intstr.IntOrString `json:"f65,omitempty,omitzero"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 bool `json:"f67,omitempty"`
	F68 metav1.MicroTime `json:"f68,omitzero"`
}

// Status69 is a random struct.
type Status69 struct {
	F70 Labels71 `json:"f70,omitempty"`
	F72 *Template73 `json:"f72"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels71 is a declared list or map type.
type Labels71 map[string]string

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 *int32 `json:"f74,omitempty"`
}

// Status86 is a random struct.
type Status86 struct {
	F87 *metav1.MicroTime `json:"f87"`
	F88 *int8 `json:"f88,omitempty"`
	Skipped89 string `json:"-"`
}

