package p1032

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
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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

// Kind5 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f7"
// +kubebuilder:selectablefield:JSONPath=".spec.f13.f15"
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f12`
// +kubebuilder:printcolumn:name="Col31",type="number",JSONPath=`.spec.f13.f16.f18`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f13.f16.f20`,description="A column."
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f13.f23`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f13.f24`
// +k8s:printerColumn:name="Cel35",type=string,expression=`has(self.spec) && has(self.spec.f13) && has(self.spec.f13.f23) ? string(self.spec.f13.f23) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind5z,singular=kind5
type Kind5 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec6 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind5List is a list of Kind5.
//
// +kubebuilder:object:root=true
type Kind5List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind5 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f13.f16.f19"
// +k8s:selectableField:jsonPath=".spec.replicas",default="3",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f41",default="7"
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f12`
// +kubebuilder:printcolumn:name="Col45",type="number",JSONPath=`.spec.f13.f16.f18`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f13.f16.f20`
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.replicas`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.status.f42.app`,description="A column."
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.status) && has(self.status.f38) ? self.status.f38 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind36
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec6 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 uint32 `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F4 *float32 `json:"f4,omitempty"`
}

// Spec6 is a random struct.
type Spec6 struct {
	F7 Mode `json:"f7,omitempty"`
	F8 intstr.IntOrString `json:"f8"`
	F9 Template10 `json:"f9"`
	// +k8s:schema:selectableField:description="The f12 of the kind.",indexed=true
	F12 []byte `json:"f12"`
	F13 S14 `json:"f13,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 map[string]string `json:"f11,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 string `json:"f15"`
	F16 *S17 `json:"f16,omitempty"`
	Skipped21 string `json:"-"`
	*Inline22 `json:",inline"`
}

// S17 is a random struct.
type S17 struct {
	F18 *float64 `json:"f18"`
	F19 int8 `json:"f19"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 int64 `json:"f20,omitempty,omitzero"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 *int64 `json:"f23"`
	F24 *string `json:"f24,omitzero"`
	Skipped25 string `json:"-"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 int64 `json:"f27"`
	F28 *[]int8 `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 string `json:"f38"`
	F39 Labels40 `json:"f39"`
	F41 uint32 `json:"f41"`
	F42 map[string]string `json:"f42"`
}

// Labels40 is a declared list or map type.
type Labels40 map[string]string

