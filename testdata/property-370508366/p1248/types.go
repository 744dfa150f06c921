package p1248

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="3",description="The f3 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f24.f28.f31",default="4"
// +kubebuilder:printcolumn:name="Col36",type="integer",JSONPath=`.spec.f3`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f12`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.status.f18`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f24.f28.f30`,format=int32
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.status.f24.f28.f31`,description="A column."
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.status.f24.f26.app`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f61",description="The f61 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f65.f67",default="2"
// +kubebuilder:printcolumn:name="Col78",type="integer",JSONPath=`.spec.f44`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="number",JSONPath=`.status.f59`,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f61`
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.status.f65.f68`
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.status.f65.f69`,description="A column."
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f76`,description="A column."
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec43 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F12 *[]int8 `json:"f12"`
}

// S7 is a random struct.
type S7 struct {
	F8 float32 `json:"f8,omitzero"`
	F9 *int32 `json:"f9,omitempty"`
	F10 *intstr.IntOrString `json:"f10"`
	F11 float32 `json:"f11,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *S7 `json:"f6"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 float32 `json:"f14"`
	F15 Template16 `json:"f15,omitempty"`
	F18 types.UID `json:"f18"`
	F19 Template20 `json:"f19"`
	F24 *S25 `json:"f24"`
	Skipped35 string `json:"-"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 uint32 `json:"f17"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 []byte `json:"f23,omitempty,omitzero"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 Template22 `json:"f21,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 map[string]string `json:"f26"`
	F27 *int `json:"f27,omitempty"`
	F28 S29 `json:"f28"`
}

// S29 is a random struct.
type S29 struct {
	F30 uint32 `json:"f30,omitzero"`
	F31 *int64 `json:"f31,omitempty,omitzero"`
	F32 resource.Quantity `json:"f32"`
	F33 *float64 `json:"f33,omitzero"`
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 []byte `json:"f34"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 *uint32 `json:"f44,omitempty"`
	F45 []Item46 `json:"f45,omitempty"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 *Template48 `json:"f47"`
	F50 metav1.MicroTime `json:"f50"`
	F51 Labels52 `json:"f51,omitempty"`
	F53 []Item54 `json:"f53"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 []byte `json:"f49"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Item54 is a random struct.
type Item54 struct {
	F55 Mode `json:"f55"`
	F56 float32 `json:"f56"`
	Skipped57 string `json:"-"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 *float64 `json:"f59,omitempty"`
	// +k8s:selectableField:default="8",description="The f60 of the kind.",trigger=true
	F60 uint64 `json:"f60"`
	F61 uint64 `json:"f61,omitempty"`
	F62 *types.UID `json:"f62"`
	F63 *int `json:"f63"`
	*Inline64 `json:",inline"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 S66 `json:"f65"`
	F70 []Item71 `json:"f70,omitempty"`
	F76 uint8 `json:"f76,omitempty"`
	Skipped77 string `json:"-"`
}

// S66 is a random struct.
type S66 struct {
	F67 int16 `json:"f67"`
	// +k8s:schema:selectableField:description="The f68 of the kind."
	F68 uint64 `json:"f68,omitempty"`
	// +k8s:schema:selectableField
	F69 string `json:"f69,omitempty"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 float32 `json:"f72,omitempty"`
	F73 []byte `json:"f73,omitempty"`
	F74 *bool `json:"f74,omitempty,omitzero"`
	F75 *intstr.IntOrString `json:"f75,omitempty"`
}

