package p1400

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +k8s:schema:index:field="spec.f5"
// +kubebuilder:selectablefield:JSONPath=".spec.f13"
// +k8s:schema:selectableField:jsonPath=".spec.f14.f16",default="4",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f31.f42.f44",description="The f44 of the kind."
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f3`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f14.f16`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f31.f42.f44`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col55",type="date",JSONPath=`.status.f31.f48`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f49`
// +kubebuilder:printcolumn:name="Col57",type="date",JSONPath=`.status.f50`,priority=1
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f51`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f21.app`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f31.f33[*].f35`,priority=1
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.status) && has(self.status.f31) && has(self.status.f31.f41) ? self.status.f31.f41 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f64`,description="A column."
// +k8s:printerColumn:name="Cel71",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec63 `json:"spec,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int8 `json:"f3"`
	F4 uint64 `json:"f4,omitzero"`
	F5 string `json:"f5,omitempty"`
	// +k8s:selectableField
	F6 []byte `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	Inline12 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 []byte `json:"f11,omitempty,omitzero"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Template10 `json:"f9"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 int64 `json:"f13,omitempty"`
	F14 S15 `json:"f14"`
	F21 Labels22 `json:"f21"`
	F23 []Item24 `json:"f23"`
	F29 metav1.MicroTime `json:"f29"`
}

// S15 is a random struct.
type S15 struct {
	F16 *int64 `json:"f16,omitempty,omitzero"`
	F17 uint8 `json:"f17,omitempty"`
	F18 []byte `json:"f18"`
	F19 int16 `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Item24 is a random struct.
type Item24 struct {
	F25 int32 `json:"f25,omitempty,omitzero"`
	F26 *int `json:"f26"`
	F27 *float64 `json:"f27"`
	F28 uint16 `json:"f28"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 S32 `json:"f31,omitempty"`
	F49 []byte `json:"f49"`
	F50 metav1.MicroTime `json:"f50,omitempty"`
	F51 types.UID `json:"f51"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 []Item34 `json:"f33,omitempty"`
	F40 metav1.MicroTime `json:"f40,omitempty"`
	F41 string `json:"f41"`
	F42 *S43 `json:"f42,omitempty"`
	F48 metav1.Time `json:"f48,omitempty"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 uint64 `json:"f35"`
	F36 metav1.Duration `json:"f36,omitempty"`
	F37 float32 `json:"f37"`
	F38 types.UID `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// S43 is a random struct.
type S43 struct {
	F44 int16 `json:"f44"`
	F45 uint32 `json:"f45"`
	F46 *[]int8 `json:"f46"`
	F47 int8 `json:"f47,omitempty,omitzero"`
}

// Spec63 is a random struct.
type Spec63 struct {
	F64 intstr.IntOrString `json:"f64,omitempty"`
	F65 List69 `json:"f65"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 *string `json:"f67"`
	F68 uint8 `json:"f68,omitempty"`
}

// List69 is a declared list or map type.
type List69 []Item66

