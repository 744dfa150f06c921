package p1301

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f24"
// +k8s:schema:selectableField:jsonPath=".status.f39",trigger=true
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.spec.f16.f18`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f22`,priority=1
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.spec.f26`
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.spec.f27`,priority=1
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f28`,format=int32
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.status.f39`,format=int32
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f31[0].f33`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f39) ? string(self.status.f39) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint8 `json:"f3,omitempty"`
	F4 *Template5 `json:"f4,omitempty"`
	*Inline15 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint8 `json:"f8"`
	F9 resource.Quantity `json:"f9"`
	F10 *int8 `json:"f10"`
	F11 resource.Quantity `json:"f11,omitempty"`
	F12 *metav1.Time `json:"f12,omitempty,omitzero"`
	F13 uint8 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *S7 `json:"f6"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 *S17 `json:"f16,omitempty"`
	F21 int64 `json:"f21,omitempty,omitzero"`
	F22 uint64 `json:"f22,omitempty"`
	// +k8s:selectableField:description="The f23 of the kind."
	F23 *types.UID `json:"f23,omitempty"`
	F24 *metav1.MicroTime `json:"f24"`
	Inline25 `json:",inline"`
}

// S17 is a random struct.
type S17 struct {
	F18 uint32 `json:"f18"`
	F19 int8 `json:"f19,omitzero"`
	Skipped20 string `json:"-"`
}

// Inline25 is a random struct.
type Inline25 struct {
	F26 int64 `json:"f26,omitempty"`
	F27 metav1.Time `json:"f27"`
	// +k8s:schema:selectableField:description="The f28 of the kind."
	F28 int8 `json:"f28,omitempty"`
	F29 []int8 `json:"f29"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 []Item32 `json:"f31,omitempty"`
	F39 int32 `json:"f39,omitempty"`
	F40 []int8 `json:"f40,omitempty"`
	F41 *Template42 `json:"f41"`
	F44 S45 `json:"f44"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 resource.Quantity `json:"f33,omitempty,omitzero"`
	F34 Labels35 `json:"f34,omitempty"`
	F36 float64 `json:"f36,omitzero"`
	F37 map[string]string `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 []byte `json:"f43,omitempty"`
}

// S45 is a random struct.
type S45 struct {
	F46 bool `json:"f46,omitempty"`
	F47 *Template48 `json:"f47,omitempty"`
	F50 List54 `json:"f50,omitempty"`
	F55 map[string]string `json:"f55"`
	F56 bool `json:"f56"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 uint16 `json:"f49"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 float64 `json:"f52,omitempty"`
	F53 *metav1.Duration `json:"f53"`
}

// List54 is a declared list or map type.
type List54 []Item51

