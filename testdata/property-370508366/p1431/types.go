package p1431

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
// +k8s:schema:selectableField:jsonPath=".status.f19",default="fast",indexed=true
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.spec.f3[*].f10`,description="A column."
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.spec.f3[0].f10`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f27",description="The f27 of the kind."
// +k8s:selectableField:jsonPath=".spec.f55.f67",description="The f67 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f55.f70"
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.spec.f27`
// +kubebuilder:printcolumn:name="Col85",type="number",JSONPath=`.spec.f55.f71`,description="A column."
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f55.f73`
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.status.f77`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f31.app`,description="A column."
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f55.f57[0].f62`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f55.f57[?(@.f59==3)].f62`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f75.app`
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup92",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Dup92",type="string",JSONPath=`.metadata.name`,priority=1,description="A column."
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec26 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F13 *float32 `json:"f13,omitempty"`
	F14 *resource.Quantity `json:"f14"`
	Skipped15 string `json:"-"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *uint16 `json:"f5"`
	F6 *Template7 `json:"f6,omitempty"`
	F9 metav1.Time `json:"f9"`
	F10 metav1.Duration `json:"f10"`
	F11 []byte `json:"f11,omitempty,omitzero"`
	Skipped12 string `json:"-"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int32 `json:"f8,omitempty"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 resource.Quantity `json:"f17"`
	F18 map[string]string `json:"f18,omitempty"`
	F19 *Mode `json:"f19"`
	F20 *bool `json:"f20,omitempty"`
}

// Spec26 is a random struct.
type Spec26 struct {
	F27 int64 `json:"f27"`
	F28 Template29 `json:"f28,omitempty"`
	F31 map[string]string `json:"f31"`
	F32 []Item33 `json:"f32,omitempty"`
	// +k8s:selectableField
	F54 *uint64 `json:"f54"`
	F55 S56 `json:"f55"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *bool `json:"f30"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 int16 `json:"f34,omitempty"`
	F35 []Item36 `json:"f35"`
	F44 S45 `json:"f44,omitempty"`
	F51 *resource.Quantity `json:"f51"`
	F52 *uint32 `json:"f52,omitempty"`
	F53 uint8 `json:"f53"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *int64 `json:"f37,omitzero"`
	F38 uint32 `json:"f38,omitempty"`
	F39 int32 `json:"f39"`
	F40 *int64 `json:"f40,omitempty,omitzero"`
	F41 metav1.Time `json:"f41"`
	F42 float32 `json:"f42,omitempty"`
	Skipped43 string `json:"-"`
}

// S45 is a random struct.
type S45 struct {
	F46 *intstr.IntOrString `json:"f46"`
	F47 uint64 `json:"f47"`
	F48 float64 `json:"f48,omitempty"`
	F49 *Mode `json:"f49"`
	F50 *uint64 `json:"f50,omitempty"`
}

// S56 is a random struct.
type S56 struct {
	F57 List66 `json:"f57"`
	F67 *bool `json:"f67"`
	F68 *float32 `json:"f68,omitempty,omitzero"`
	*Inline69 `json:",inline"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 int `json:"f59"`
	F60 uint8 `json:"f60,omitempty"`
	F61 *uint16 `json:"f61"`
	F62 uint64 `json:"f62"`
	F63 metav1.MicroTime `json:"f63,omitempty"`
	F64 metav1.Duration `json:"f64,omitempty"`
	Skipped65 string `json:"-"`
}

// List66 is a declared list or map type.
type List66 []Item58

// Inline69 is a random struct.
type Inline69 struct {
	F70 *int32 `json:"f70"`
	F71 *float64 `json:"f71"`
	F72 int `json:"f72"`
	F73 *uint64 `json:"f73,omitempty,omitzero"`
}

// Status74 is a random struct.
type Status74 struct {
	F75 map[string]string `json:"f75,omitempty"`
	// +k8s:schema:selectableField:description="The f76 of the kind."
	F76 uint64 `json:"f76"`
	// +k8s:selectableField:trigger=true
	F77 int8 `json:"f77,omitempty"`
	F78 Template79 `json:"f78"`
	F81 *Mode `json:"f81,omitempty"`
	F82 map[string]string `json:"f82"`
	Skipped83 string `json:"-"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 Mode `json:"f80,omitempty"`
}

