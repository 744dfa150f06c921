package p1060

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
// +kubebuilder:printcolumn:name="Col6",type="integer",JSONPath=`.spec.f4`
// +k8s:printerColumn:name="Cel7",type=string,expression=`has(self.spec) && has(self.spec.f4) ? string(self.spec.f4) : "none"`
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f23",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f27.f30"
// +k8s:selectableField:jsonPath=".status.f48",default="1h0m0s",description="The f48 of the kind."
// +k8s:printerColumn:name="Col59",type=date,jsonPath=`.spec.f23`
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.status.f27.f29`,priority=1
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.status.f27.f30`
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.status.f27.f31.f34`,format=int32
// +k8s:printerColumn:name="Col63",type=number,jsonPath=`.status.f39.f41`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f39.f45`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f14[0].f16`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f14[?(@.f16=="fast")].f16`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f52[0].f54`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f52[?(@.f56=="fast")].f54`,priority=1
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind8z,singular=kind8
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3,omitempty"`
	F4 int32 `json:"f4,omitempty"`
	Skipped5 string `json:"-"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 []Item11 `json:"f10"`
	F14 List22 `json:"f14"`
	F23 *metav1.MicroTime `json:"f23,omitempty"`
	F24 []int8 `json:"f24,omitempty,omitzero"`
	Skipped25 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 int64 `json:"f12"`
	F13 map[string]string `json:"f13"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 Mode `json:"f16,omitzero"`
	F17 map[string]string `json:"f17,omitempty"`
	Inline18 `json:",inline"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 intstr.IntOrString `json:"f19"`
	F20 resource.Quantity `json:"f20,omitzero"`
	F21 *uint16 `json:"f21,omitzero"`
}

// List22 is a declared list or map type.
type List22 []Item15

// Status26 is a random struct.
type Status26 struct {
	F27 S28 `json:"f27,omitempty"`
	F39 *S40 `json:"f39,omitempty"`
	*Inline46 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 int32 `json:"f29,omitempty"`
	F30 uint32 `json:"f30,omitempty"`
	F31 *S32 `json:"f31"`
	// +k8s:schema:selectableField:indexed=true
	F37 int `json:"f37,omitempty"`
	F38 uint16 `json:"f38,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 *bool `json:"f33"`
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 int `json:"f34,omitempty"`
	// +k8s:schema:selectableField:description="The f35 of the kind."
	F35 Mode `json:"f35,omitempty"`
	Skipped36 string `json:"-"`
}

// S40 is a random struct.
type S40 struct {
	F41 float32 `json:"f41"`
	F42 Template43 `json:"f42,omitempty"`
	F45 []int8 `json:"f45"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 uint8 `json:"f44"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 map[string]string `json:"f47,omitempty"`
	F48 *metav1.Duration `json:"f48,omitempty"`
	F49 uint32 `json:"f49,omitempty"`
	F50 resource.Quantity `json:"f50,omitempty"`
	F51 *metav1.Time `json:"f51"`
	F52 []Item53 `json:"f52,omitempty"`
	Skipped58 string `json:"-"`
}

// Item53 is a random struct.
type Item53 struct {
	F54 []byte `json:"f54,omitempty"`
	F55 []int8 `json:"f55,omitempty"`
	F56 Mode `json:"f56,omitempty"`
	Skipped57 string `json:"-"`
}

