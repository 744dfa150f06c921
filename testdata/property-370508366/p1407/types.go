package p1407

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
// +kubebuilder:selectablefield:JSONPath=".spec.f10"
// +kubebuilder:printcolumn:name="Col21",type="integer",JSONPath=`.spec.f6`,priority=1
// +kubebuilder:printcolumn:name="Col22",type="date",JSONPath=`.spec.f10`,description="A column."
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.status.f12`,priority=1
// +kubebuilder:printcolumn:name="Col24",type="date",JSONPath=`.status.f14`,description="A column."
// +kubebuilder:printcolumn:name="Col25",type="date",JSONPath=`.status.f16.f18`
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f3.app`,priority=1,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f30",default="8",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f69",default="false"
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f29`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.spec.f33`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.status.f67`,priority=1
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f34[*].f49`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f34[0].f49`
// +k8s:printerColumn:name="Cel76",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 float64 `json:"f5,omitempty"`
	F6 int8 `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	F10 metav1.Time `json:"f10,omitempty,omitzero"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 bool `json:"f9"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 []byte `json:"f12,omitempty"`
	F13 uint32 `json:"f13,omitempty,omitzero"`
	F14 metav1.Time `json:"f14,omitempty"`
	F15 *resource.Quantity `json:"f15,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	Skipped20 string `json:"-"`
}

// S17 is a random struct.
type S17 struct {
	F18 metav1.Time `json:"f18"`
	F19 uint8 `json:"f19,omitempty"`
}

// Spec28 is a random struct.
type Spec28 struct {
	F29 *types.UID `json:"f29,omitempty"`
	F30 uint64 `json:"f30,omitempty"`
	F31 Labels32 `json:"f31,omitempty"`
	F33 int8 `json:"f33"`
	F34 List61 `json:"f34"`
	Skipped62 string `json:"-"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Item35 is a random struct.
type Item35 struct {
	F36 List43 `json:"f36,omitempty"`
	F44 []Item45 `json:"f44"`
	F49 resource.Quantity `json:"f49"`
	F50 uint64 `json:"f50,omitempty"`
	F51 S52 `json:"f51,omitempty"`
	F59 Labels60 `json:"f59,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 *int `json:"f38,omitempty"`
	F39 metav1.Duration `json:"f39,omitempty"`
	F40 *string `json:"f40"`
	F41 bool `json:"f41"`
	F42 int8 `json:"f42,omitempty,omitzero"`
}

// List43 is a declared list or map type.
type List43 []Item37

// Item45 is a random struct.
type Item45 struct {
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 string `json:"f47,omitempty"`
	Skipped48 string `json:"-"`
}

// S52 is a random struct.
type S52 struct {
	F53 resource.Quantity `json:"f53"`
	F54 *uint64 `json:"f54,omitempty"`
	F55 *uint64 `json:"f55"`
	F56 *int8 `json:"f56"`
	F57 uint8 `json:"f57"`
	F58 uint32 `json:"f58,omitempty"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// List61 is a declared list or map type.
type List61 []Item35

// Status63 is a random struct.
type Status63 struct {
	F64 int32 `json:"f64,omitempty"`
	// +k8s:selectableField:description="The f65 of the kind."
	F65 int32 `json:"f65"`
	F66 float32 `json:"f66"`
	F67 resource.Quantity `json:"f67,omitempty"`
	F68 intstr.IntOrString `json:"f68,omitempty"`
	F69 bool `json:"f69,omitempty"`
	Skipped70 string `json:"-"`
}

