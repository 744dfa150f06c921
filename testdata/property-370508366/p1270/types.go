package p1270

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
// +k8s:schema:index:field="spec.f4"
// +k8s:selectableField:jsonPath=".status.f13",description="The f13 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col14",type="number",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col15",type="integer",JSONPath=`.status.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.status.f13`,description="A column."
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind18 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f22.f30"
// +k8s:schema:selectableField:jsonPath=".spec.f38",default="7",description="The f38 of the kind."
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.spec.f22.f30`
// +k8s:printerColumn:name="Col62",type=date,jsonPath=`.spec.f22.f32`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f22.f33`
// +k8s:printerColumn:name="Col64",type=date,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col65",type=number,jsonPath=`.status.f44`
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.status.f54`,priority=1
// +k8s:printerColumn:name="Col67",type=integer,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.status.f60`,description="A column.",format=int32
// +k8s:printerColumn:name="Cel69",type=string,expression=`has(self.status) && has(self.status.f59) ? string(self.status.f59) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind18z,singular=kind18
// +k8s:printerColumn:name="Dup71",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup71",type=string,jsonPath=`.metadata.name`
type Kind18 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec19 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind18List is a list of Kind18.
//
// +kubebuilder:object:root=true
type Kind18List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind18 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3"`
	F4 *int8 `json:"f4,omitempty,omitzero"`
	F5 *float32 `json:"f5,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate17 `json:"template"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *int64 `json:"f8"`
	F9 uint16 `json:"f9"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 int32 `json:"f11,omitempty"`
	F12 uint8 `json:"f12"`
	F13 uint8 `json:"f13"`
}

// PodTemplate17 is a random struct.
type PodTemplate17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec19 is a random struct.
type Spec19 struct {
	F20 *resource.Quantity `json:"f20"`
	// +k8s:selectableField
	F21 *types.UID `json:"f21,omitempty"`
	F22 *S23 `json:"f22,omitempty"`
	F35 Labels36 `json:"f35"`
	F37 *resource.Quantity `json:"f37,omitempty"`
	F38 *uint32 `json:"f38"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate70 `json:"template"`
}

// S23 is a random struct.
type S23 struct {
	// +k8s:schema:selectableField:description="The f24 of the kind."
	F24 *types.UID `json:"f24,omitempty"`
	F25 Template26 `json:"f25"`
	Skipped28 string `json:"-"`
	*Inline29 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *float64 `json:"f27"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 *metav1.MicroTime `json:"f30,omitempty,omitzero"`
	F31 int `json:"f31,omitempty"`
	F32 metav1.MicroTime `json:"f32,omitempty"`
	F33 *resource.Quantity `json:"f33"`
	F34 int `json:"f34"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// Status39 is a random struct.
type Status39 struct {
	// +k8s:schema:selectableField:indexed=true
	F40 metav1.MicroTime `json:"f40,omitzero"`
	// +k8s:schema:selectableField
	F41 *metav1.Duration `json:"f41"`
	F42 metav1.MicroTime `json:"f42"`
	*Inline43 `json:",inline"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 *float32 `json:"f44,omitempty"`
	F45 List53 `json:"f45"`
	F54 uint32 `json:"f54"`
	F55 int8 `json:"f55,omitzero"`
	F56 string `json:"f56,omitempty"`
	Inline57 `json:",inline"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 uint32 `json:"f47,omitempty"`
	F48 uint64 `json:"f48"`
	F49 metav1.MicroTime `json:"f49"`
	F50 uint32 `json:"f50"`
	F51 float64 `json:"f51"`
	F52 int16 `json:"f52,omitempty,omitzero"`
}

// List53 is a declared list or map type.
type List53 []Item46

// Inline57 is a random struct.
type Inline57 struct {
	F58 int8 `json:"f58,omitempty"`
	F59 *int `json:"f59,omitempty"`
	F60 *uint32 `json:"f60,omitempty"`
}

// PodTemplate70 is a random struct.
type PodTemplate70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

