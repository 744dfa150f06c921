package p1288

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="none"
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +k8s:schema:index:field="spec.f6"
// +k8s:schema:selectableField:jsonPath=".status.f10.f14.f20",description="The f20 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.spec.f6`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f10.f14.f17`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f10.f14.f18`
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f10.f12.app`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f10.f22.app`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f57`
// +k8s:printerColumn:name="Col60",type=number,jsonPath=`.spec.f58`
// +kubebuilder:resource:scope=Cluster,shortName=xkind55
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec56 `json:"spec,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *types.UID `json:"f3"`
	F4 *string `json:"f4,omitempty"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 *int16 `json:"f6"`
	F7 int32 `json:"f7"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 float32 `json:"f9"`
	F10 *S11 `json:"f10"`
	F26 List39 `json:"f26"`
	Inline40 `json:",inline"`
}

// S11 is a random struct.
type S11 struct {
	F12 Labels13 `json:"f12"`
	F14 S15 `json:"f14,omitempty"`
	F22 Labels23 `json:"f22"`
	F24 Mode `json:"f24,omitempty"`
	Skipped25 string `json:"-"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// S15 is a random struct.
type S15 struct {
	// +k8s:selectableField:description="The f16 of the kind."
	F16 metav1.MicroTime `json:"f16,omitempty"`
	F17 intstr.IntOrString `json:"f17,omitempty"`
	// +k8s:schema:selectableField:description="The f18 of the kind.",indexed=true
	F18 types.UID `json:"f18"`
	// +k8s:schema:selectableField
	F19 *uint32 `json:"f19,omitempty"`
	F20 *metav1.MicroTime `json:"f20,omitempty"`
	F21 metav1.Duration `json:"f21,omitempty"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Item27 is a random struct.
type Item27 struct {
	F28 uint16 `json:"f28"`
	F29 *string `json:"f29"`
	F30 *Template31 `json:"f30"`
	F33 uint8 `json:"f33,omitempty"`
	F34 intstr.IntOrString `json:"f34"`
	F35 S36 `json:"f35,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 types.UID `json:"f32,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 []byte `json:"f37,omitempty"`
	F38 *uint16 `json:"f38"`
}

// List39 is a declared list or map type.
type List39 []Item27

// Inline40 is a random struct.
type Inline40 struct {
	F41 *float32 `json:"f41"`
	F42 Mode `json:"f42,omitempty"`
	F43 *float32 `json:"f43"`
	F44 *int64 `json:"f44,omitempty"`
	F45 *metav1.Time `json:"f45"`
	F46 int `json:"f46,omitempty,omitzero"`
}

// Spec56 is a random struct.
type Spec56 struct {
	F57 *metav1.Duration `json:"f57"`
	F58 *float32 `json:"f58,omitzero"`
}

