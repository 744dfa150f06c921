package p1304

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
// +k8s:selectableField:jsonPath=".spec.f3.f12",default="7"
// +k8s:schema:selectableField:jsonPath=".status.f39.f41.f43",default="1",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f39.f41.f48"
// +kubebuilder:selectablefield:JSONPath=".status.f39.f50"
// +k8s:selectableField:jsonPath=".status.f39.f58",default="1h0m0s",description="The f58 of the kind."
// +kubebuilder:printcolumn:name="Col74",type="date",JSONPath=`.spec.f3.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f36`,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f39.f41.f44`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.status.f39.f41.f45`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f39.f41.f46`
// +kubebuilder:printcolumn:name="Col79",type="date",JSONPath=`.status.f39.f41.f48`
// +kubebuilder:printcolumn:name="Col80",type="integer",JSONPath=`.status.f39.f50`,description="A column."
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f39.f60`
// +k8s:printerColumn:name="Cel82",type=string,expression=`has(self.status) && has(self.status.f39) && has(self.status.f39.f50) ? string(self.status.f39.f50) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind83 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3.f5",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12",description="The f12 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f35"
// +k8s:selectableField:jsonPath=".status.f85",description="The f85 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f86"
// +k8s:printerColumn:name="Col88",type=integer,jsonPath=`.spec.f3.f14.f16`,priority=1,format=int32
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f3.f14.f17`,priority=1
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f36`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f3.f6[0].f8`
type Kind83 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status84 `json:"status,omitempty"`
}

// Kind83List is a list of Kind83.
//
// +kubebuilder:object:root=true
type Kind83List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind83 `json:"items"`
}

// Kind92 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f35",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f36"
// +k8s:printerColumn:name="Col93",type=date,jsonPath=`.spec.f3.f5`
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.spec.f3.f14.f16`,description="A column."
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.spec.f3.f14.f17`
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f3.f6[*].f8`,priority=1
// +k8s:printerColumn:name="Cel97",type=string,expression=`has(self.spec) && has(self.spec.f36) ? string(self.spec.f36) : "none"`
// +k8s:printerColumn:name="Dup98",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup98",type=string,jsonPath=`.metadata.name`,priority=1
type Kind92 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind92List is a list of Kind92.
//
// +kubebuilder:object:root=true
type Kind92List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind92 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F19 []Item20 `json:"f19,omitempty"`
	F34 *[]int8 `json:"f34,omitzero"`
	F35 []byte `json:"f35,omitzero"`
	F36 int64 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// S4 is a random struct.
type S4 struct {
	F5 *metav1.Time `json:"f5"`
	F6 []Item7 `json:"f6,omitempty"`
	F12 *uint32 `json:"f12"`
	F13 []int8 `json:"f13"`
	F14 S15 `json:"f14"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 metav1.Duration `json:"f8"`
	F9 *types.UID `json:"f9"`
	F10 uint32 `json:"f10"`
	F11 uint32 `json:"f11"`
}

// S15 is a random struct.
type S15 struct {
	F16 *uint8 `json:"f16"`
	F17 metav1.Duration `json:"f17"`
	Skipped18 string `json:"-"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 int32 `json:"f21,omitempty"`
	F22 S23 `json:"f22"`
	F28 uint32 `json:"f28"`
	*Inline29 `json:",inline"`
}

// S23 is a random struct.
type S23 struct {
	F24 metav1.Time `json:"f24,omitempty,omitzero"`
	F25 *metav1.Duration `json:"f25"`
	F26 *int64 `json:"f26,omitempty"`
	F27 uint16 `json:"f27,omitempty"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 bool `json:"f30,omitempty"`
	F31 *float32 `json:"f31"`
	F32 resource.Quantity `json:"f32,omitempty"`
	F33 int16 `json:"f33"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 S40 `json:"f39,omitempty"`
	F62 metav1.Duration `json:"f62,omitempty"`
	F63 []Item64 `json:"f63"`
}

// S40 is a random struct.
type S40 struct {
	F41 S42 `json:"f41,omitempty"`
	F50 int `json:"f50,omitempty"`
	F51 intstr.IntOrString `json:"f51,omitempty,omitzero"`
	F52 *Template53 `json:"f52"`
	F55 metav1.Duration `json:"f55,omitempty"`
	Inline56 `json:",inline"`
}

// S42 is a random struct.
type S42 struct {
	F43 int `json:"f43"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F44 metav1.Duration `json:"f44,omitempty"`
	F45 Mode `json:"f45"`
	F46 []byte `json:"f46,omitempty"`
	F47 bool `json:"f47,omitzero"`
	F48 metav1.Time `json:"f48"`
	Skipped49 string `json:"-"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 *int `json:"f54"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 *uint8 `json:"f57,omitempty"`
	F58 *metav1.Duration `json:"f58"`
	F59 uint8 `json:"f59"`
	F60 string `json:"f60"`
	F61 int `json:"f61,omitempty"`
}

// Item64 is a random struct.
type Item64 struct {
	F65 List71 `json:"f65,omitempty"`
	F72 *types.UID `json:"f72,omitzero"`
	F73 int32 `json:"f73,omitempty,omitzero"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 float32 `json:"f67"`
	F68 *resource.Quantity `json:"f68,omitempty"`
	F69 *bool `json:"f69"`
	F70 uint8 `json:"f70,omitempty"`
}

// List71 is a declared list or map type.
type List71 []Item66

// Status84 is a random struct.
type Status84 struct {
	F85 metav1.Duration `json:"f85,omitempty"`
	F86 uint16 `json:"f86,omitempty"`
	F87 *int `json:"f87"`
}

