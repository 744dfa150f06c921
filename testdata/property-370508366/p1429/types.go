package p1429

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="4"
// +k8s:selectableField:jsonPath=".status.f27"
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Col64",type=number,jsonPath=`.status.f28`,description="A column."
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.status.f31`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f14[0].f16`,priority=1
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f32[*].f34`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f32[?(@.f37=="fast")].f34`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f54.app`,priority=1
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
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

// Kind70 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:index:field="spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="3",description="The f5 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.replicas"
// +kubebuilder:selectablefield:JSONPath=".status.f77"
// +k8s:schema:index:field="status.f77"
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f72[*].f74`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f72[0].f74`,description="A column."
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind70z,singular=kind70
// +kubebuilder:printcolumn:name="Dup81",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup81",type="string",JSONPath=`.metadata.name`
type Kind70 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status71 `json:"status,omitempty"`
}

// Kind70List is a list of Kind70.
//
// +kubebuilder:object:root=true
type Kind70List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind70 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int64 `json:"f3"`
	F4 int64 `json:"f4,omitzero"`
	F5 *int32 `json:"f5,omitempty"`
	F6 *metav1.Duration `json:"f6"`
	F7 List13 `json:"f7"`
	F14 List25 `json:"f14"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *float32 `json:"f9,omitempty"`
	F10 *metav1.Time `json:"f10"`
	F11 *metav1.MicroTime `json:"f11,omitempty,omitzero"`
	Skipped12 string `json:"-"`
}

// List13 is a declared list or map type.
type List13 []Item8

// Item15 is a random struct.
type Item15 struct {
	F16 []byte `json:"f16"`
	F17 Template18 `json:"f17"`
	F20 Template21 `json:"f20"`
	F23 resource.Quantity `json:"f23"`
	Skipped24 string `json:"-"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *int8 `json:"f19"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 int64 `json:"f22"`
}

// List25 is a declared list or map type.
type List25 []Item15

// Status26 is a random struct.
type Status26 struct {
	F27 bool `json:"f27,omitempty"`
	F28 *float32 `json:"f28,omitzero"`
	F29 *types.UID `json:"f29,omitempty"`
	F30 float64 `json:"f30,omitempty"`
	F31 uint16 `json:"f31"`
	F32 List52 `json:"f32,omitempty"`
	Inline53 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 []byte `json:"f34,omitempty"`
	F35 *int8 `json:"f35,omitzero"`
	F36 *string `json:"f36,omitempty"`
	F37 Mode `json:"f37"`
	F38 map[string]string `json:"f38,omitempty"`
	F39 List44 `json:"f39,omitempty"`
	Inline45 `json:",inline"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *intstr.IntOrString `json:"f41,omitempty"`
	F42 int `json:"f42,omitempty"`
	F43 string `json:"f43,omitzero"`
}

// List44 is a declared list or map type.
type List44 []Item40

// Inline45 is a random struct.
type Inline45 struct {
	F46 string `json:"f46,omitempty"`
	F47 *metav1.Duration `json:"f47"`
	F48 metav1.Time `json:"f48,omitempty"`
	F49 int64 `json:"f49"`
	F50 int8 `json:"f50,omitempty"`
	F51 float64 `json:"f51"`
}

// List52 is a declared list or map type.
type List52 []Item33

// Inline53 is a random struct.
type Inline53 struct {
	F54 map[string]string `json:"f54"`
	F55 List62 `json:"f55"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 float64 `json:"f57"`
	F58 *bool `json:"f58"`
	F59 uint8 `json:"f59,omitempty"`
	F60 metav1.Time `json:"f60"`
	Skipped61 string `json:"-"`
}

// List62 is a declared list or map type.
type List62 []Item56

// Status71 is a random struct.
type Status71 struct {
	F72 List76 `json:"f72,omitempty"`
	F77 metav1.Time `json:"f77"`
	Skipped78 string `json:"-"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 types.UID `json:"f74,omitempty"`
	F75 int64 `json:"f75"`
}

// List76 is a declared list or map type.
type List76 []Item73

