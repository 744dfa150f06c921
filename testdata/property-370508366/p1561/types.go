package p1561

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f7"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f18"
// +k8s:schema:selectableField:jsonPath=".status.f24",indexed=true
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f4.f15`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f25.f30`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.status.f32`
// +k8s:printerColumn:name="Cel41",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f7) ? self.spec.f4.f7 : "none"`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f7",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f18",description="The f18 of the kind."
// +k8s:selectableField:jsonPath=".status.f50.f53"
// +k8s:printerColumn:name="Col63",type=boolean,jsonPath=`.spec.f4.f6`,priority=1,description="A column."
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f4.f7`,priority=1
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.spec.f4.f8`,priority=1,description="A column."
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.spec.f4.f15`,format=int32
// +k8s:printerColumn:name="Col67",type=number,jsonPath=`.status.f46`,description="A column."
// +k8s:printerColumn:name="Col68",type=boolean,jsonPath=`.status.f50.f53`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f50.f54`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f57`,description="A column."
// +k8s:printerColumn:name="Col71",type=boolean,jsonPath=`.status.f60`
// +k8s:printerColumn:name="Col72",type=boolean,jsonPath=`.status.f62`,priority=1,description="A column."
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f4.f9[0].f12`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f21.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f47.app`
// +kubebuilder:resource:path=kind43z,singular=kind43
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind76 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f20",description="The f20 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f80",description="The f80 of the kind."
// +k8s:printerColumn:name="Col83",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f4.f17`
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.spec.f20`,priority=1,description="A column."
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.status.f79`
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f4.f9[?(@.f12=="fast")].f12`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f21.app`
// +k8s:resource:path=kind76-items
// +k8s:printerColumn:name="Dup90",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup90",type=string,jsonPath=`.metadata.name`
type Kind76 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind76List is a list of Kind76.
//
// +kubebuilder:object:root=true
type Kind76List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind76 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint32 `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F20 *Mode `json:"f20,omitempty,omitzero"`
	F21 map[string]string `json:"f21"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate42 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:selectableField:default="false",description="The f6 of the kind."
	F6 bool `json:"f6,omitempty"`
	F7 string `json:"f7,omitempty"`
	F8 *uint8 `json:"f8"`
	F9 []Item10 `json:"f9,omitempty"`
	F14 []int8 `json:"f14,omitempty"`
	// +k8s:schema:selectableField
	F15 int32 `json:"f15,omitempty"`
	*Inline16 `json:",inline"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 uint8 `json:"f11,omitempty"`
	F12 Mode `json:"f12,omitempty"`
	F13 *uint64 `json:"f13,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	// +k8s:selectableField:default="1h0m0s",indexed=true
	F17 metav1.Duration `json:"f17,omitempty"`
	F18 types.UID `json:"f18,omitempty,omitzero"`
	Skipped19 string `json:"-"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 *string `json:"f23"`
	F24 *metav1.Time `json:"f24"`
	F25 *S26 `json:"f25,omitempty"`
	F31 *float32 `json:"f31"`
	F32 []byte `json:"f32,omitzero"`
	F33 float64 `json:"f33,omitempty"`
	Skipped34 string `json:"-"`
}

// S26 is a random struct.
type S26 struct {
	F27 Template28 `json:"f27,omitempty"`
	F30 []byte `json:"f30,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 uint8 `json:"f29,omitempty"`
}

// PodTemplate42 is a random struct.
type PodTemplate42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status44 is a random struct.
type Status44 struct {
	F45 int16 `json:"f45"`
	F46 float32 `json:"f46,omitempty"`
	F47 Labels48 `json:"f47"`
	*Inline49 `json:",inline"`
}

// Labels48 is a declared list or map type.
type Labels48 map[string]string

// Inline49 is a random struct.
type Inline49 struct {
	F50 S51 `json:"f50,omitempty"`
	F55 metav1.MicroTime `json:"f55,omitzero"`
	F56 []byte `json:"f56,omitempty"`
	F57 *types.UID `json:"f57"`
	Inline58 `json:",inline"`
}

// S51 is a random struct.
type S51 struct {
	F52 *uint8 `json:"f52,omitempty"`
	F53 bool `json:"f53,omitempty"`
	F54 *intstr.IntOrString `json:"f54,omitempty"`
}

// Inline58 is a random struct.
type Inline58 struct {
	F59 types.UID `json:"f59"`
	F60 bool `json:"f60,omitempty"`
	F61 string `json:"f61"`
	F62 *bool `json:"f62"`
}

// Status77 is a random struct.
type Status77 struct {
	F78 *float32 `json:"f78,omitempty"`
	F79 uint64 `json:"f79"`
	F80 intstr.IntOrString `json:"f80,omitempty"`
	F81 uint32 `json:"f81"`
	Skipped82 string `json:"-"`
}

