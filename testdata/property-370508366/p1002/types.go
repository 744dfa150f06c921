package p1002

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
// +k8s:selectableField:jsonPath=".spec.f9.f11.f13",default="1",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f9.f11.f18",default="2024-01-02T15:04:05Z",description="The f18 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f9.f21.f27",default="fast",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f9.f33"
// +k8s:schema:selectableField:jsonPath=".spec.f39"
// +k8s:printerColumn:name="Col43",type=boolean,jsonPath=`.spec.f8`,description="A column."
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f9.f11.f13`,priority=1,description="A column."
// +k8s:printerColumn:name="Col45",type=number,jsonPath=`.spec.f9.f21.f26`,priority=1
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f9.f21.f27`
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.spec.f39`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f9.f19.app`
// +k8s:subresource:status
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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

// Kind49 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f8",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f9.f11.f15",default="6"
// +k8s:schema:selectableField:jsonPath=".spec.f9.f11.f18",description="The f18 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f9.f21.f25",description="The f25 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f9.f21.f27",default="fast",indexed=true
// +k8s:printerColumn:name="Col57",type=boolean,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.spec.f9.f11.f13`,format=int32
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.spec.f9.f11.f15`
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f9.f21.f24`,description="A column."
// +k8s:printerColumn:name="Col61",type=number,jsonPath=`.spec.f9.f21.f26`,priority=1
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.spec.f9.f30`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f9.f31`
// +k8s:printerColumn:name="Col64",type=date,jsonPath=`.spec.f39`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f52.f55`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f9.f19.app`,priority=1
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup67",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup67",type=string,jsonPath=`.metadata.name`
type Kind49 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind49List is a list of Kind49.
//
// +kubebuilder:object:root=true
type Kind49List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind49 `json:"items"`
}

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f70",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f73"
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f70`
// +k8s:printerColumn:name="Col88",type=integer,jsonPath=`.spec.f71`,format=int32
// +k8s:printerColumn:name="Col89",type=boolean,jsonPath=`.spec.f73`,priority=1,description="A column."
// +k8s:printerColumn:name="Col90",type=number,jsonPath=`.status.f85`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec69 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List7 `json:"f3"`
	F8 bool `json:"f8,omitempty,omitzero"`
	F9 S10 `json:"f9"`
	F34 List38 `json:"f34"`
	F39 *metav1.Time `json:"f39,omitzero"`
	F40 Template41 `json:"f40"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 map[string]string `json:"f6,omitempty"`
}

// List7 is a declared list or map type.
type List7 []Item4

// S10 is a random struct.
type S10 struct {
	F11 *S12 `json:"f11"`
	F19 Labels20 `json:"f19,omitempty"`
	F21 *S22 `json:"f21"`
	Inline28 `json:",inline"`
}

// S12 is a random struct.
type S12 struct {
	F13 *int `json:"f13,omitempty"`
	F14 []int8 `json:"f14,omitempty"`
	F15 uint16 `json:"f15,omitempty"`
	F16 *[]int8 `json:"f16,omitempty,omitzero"`
	F17 *string `json:"f17,omitempty,omitzero"`
	F18 metav1.Time `json:"f18,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// S22 is a random struct.
type S22 struct {
	// +k8s:selectableField
	F23 string `json:"f23,omitzero"`
	F24 string `json:"f24"`
	F25 types.UID `json:"f25,omitempty,omitzero"`
	F26 float32 `json:"f26,omitempty"`
	F27 *Mode `json:"f27"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *resource.Quantity `json:"f29,omitempty"`
	F30 *uint64 `json:"f30"`
	F31 []int8 `json:"f31"`
	F32 *uint32 `json:"f32,omitempty"`
	F33 *metav1.Duration `json:"f33"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 *uint64 `json:"f36,omitzero"`
	F37 int16 `json:"f37"`
}

// List38 is a declared list or map type.
type List38 []Item35

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 *int8 `json:"f42"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 []int8 `json:"f51,omitempty"`
	F52 *S53 `json:"f52"`
	F56 *float64 `json:"f56,omitempty"`
}

// S53 is a random struct.
type S53 struct {
	F54 int `json:"f54"`
	F55 resource.Quantity `json:"f55,omitempty"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 *uint32 `json:"f70"`
	F71 uint8 `json:"f71,omitempty"`
	F72 map[string]string `json:"f72"`
	F73 *bool `json:"f73,omitempty"`
	F74 *Mode `json:"f74,omitzero"`
	F75 int8 `json:"f75"`
	Skipped76 string `json:"-"`
}

// Status77 is a random struct.
type Status77 struct {
	F78 resource.Quantity `json:"f78"`
	F79 Template80 `json:"f79"`
	// +k8s:selectableField:default="none",description="The f84 of the kind."
	F84 string `json:"f84"`
	F85 float64 `json:"f85,omitempty,omitzero"`
	F86 resource.Quantity `json:"f86"`
}

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 *string `json:"f83,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 *Template82 `json:"f81,omitempty"`
}

