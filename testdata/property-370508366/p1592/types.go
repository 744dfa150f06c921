package p1592

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
// +kubebuilder:selectablefield:JSONPath=".spec.f20.f25"
// +k8s:schema:index:field="spec.f20.f25"
// +k8s:schema:selectableField:jsonPath=".spec.f27.f29",default="2",description="The f29 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f20.f24`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f27.f29`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f34`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f59",default="1h0m0s"
// +k8s:schema:selectableField:jsonPath=".status.f67",default="2024-01-02T15:04:05Z"
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f45[*].f49`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f45[0].f49`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f66.app`
// +k8s:printerColumn:name="Cel71",type=string,expression=`has(self.spec) && has(self.spec.f60) ? self.spec.f60 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind43z,singular=kind43
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind72 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.replicas"
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f60`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f45[*].f49`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f45[0].f49`
// +k8s:printerColumn:name="Cel76",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
// +kubebuilder:printcolumn:name="Dup77",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup77",type="string",JSONPath=`.metadata.name`
type Kind72 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
}

// Kind72List is a list of Kind72.
//
// +kubebuilder:object:root=true
type Kind72List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind72 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List19 `json:"f3,omitempty"`
	F20 S21 `json:"f20"`
	F27 *S28 `json:"f27,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *uint8 `json:"f5"`
	F6 *uint32 `json:"f6,omitempty"`
	F7 *Template8 `json:"f7,omitempty"`
	F10 S11 `json:"f10,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty,omitzero"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint32 `json:"f12"`
	F13 []byte `json:"f13,omitempty"`
	F14 metav1.MicroTime `json:"f14,omitempty"`
	F15 *bool `json:"f15,omitempty,omitzero"`
	F16 uint16 `json:"f16"`
	F17 metav1.Duration `json:"f17"`
	Skipped18 string `json:"-"`
}

// List19 is a declared list or map type.
type List19 []Item4

// S21 is a random struct.
type S21 struct {
	F22 Labels23 `json:"f22"`
	// +k8s:schema:selectableField
	F24 []byte `json:"f24,omitempty"`
	F25 []byte `json:"f25"`
	Skipped26 string `json:"-"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// S28 is a random struct.
type S28 struct {
	F29 int16 `json:"f29"`
	F30 map[string]string `json:"f30"`
	F31 types.UID `json:"f31"`
	// +k8s:schema:selectableField:default="4"
	F32 int64 `json:"f32,omitempty"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *string `json:"f34,omitempty"`
	F35 Template36 `json:"f35"`
	F38 Labels39 `json:"f38"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 uint16 `json:"f37,omitzero"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

// Spec44 is a random struct.
type Spec44 struct {
	F45 List58 `json:"f45,omitempty"`
	F59 metav1.Duration `json:"f59"`
	// +k8s:schema:selectableField:description="The f60 of the kind."
	F60 *string `json:"f60"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 Labels48 `json:"f47"`
	F49 []byte `json:"f49,omitempty"`
	F50 int64 `json:"f50"`
	Inline51 `json:",inline"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// Inline51 is a random struct.
type Inline51 struct {
	F52 uint32 `json:"f52,omitempty"`
	F53 *string `json:"f53,omitempty"`
	F54 *uint32 `json:"f54"`
	F55 *int `json:"f55,omitzero"`
	F56 *uint16 `json:"f56,omitzero"`
	F57 *float32 `json:"f57"`
}

// List58 is a declared list or map type.
type List58 []Item46

// Status61 is a random struct.
type Status61 struct {
	F62 Template63 `json:"f62,omitempty"`
	F65 metav1.Duration `json:"f65"`
	F66 map[string]string `json:"f66,omitempty"`
	F67 metav1.Time `json:"f67,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 types.UID `json:"f64"`
}

