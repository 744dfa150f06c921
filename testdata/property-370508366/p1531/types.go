package p1531

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6",default="fast",description="The f6 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f19.f31"
// +k8s:schema:index:field="status.f19.f31"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f4.f9.f12`,priority=1
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f4.f9.f13`
// +kubebuilder:printcolumn:name="Col43",type="date",JSONPath=`.status.f19.f31`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f19.f21[*].f27`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f19.f21[?(@.f24==true)].f27`,priority=1
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f19.f29.app`,priority=1
// +k8s:printerColumn:name="Cel47",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f9) && has(self.spec.f4.f9.f11) ? string(self.spec.f4.f9.f11) : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind48 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f50",default="-1"
// +k8s:selectableField:jsonPath=".spec.f64",default="-1",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f69.f73",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f75",default="1h0m0s",description="The f75 of the kind.",indexed=true
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f50`,description="A column."
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f64`,format=int32
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.spec.f67`,priority=1
// +k8s:printerColumn:name="Col93",type=number,jsonPath=`.status.f69.f74`
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.status.f75`
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.status.f76.f87`
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f65.app`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.status.f76.f79[0].f84`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.status.f76.f88.app`,priority=1
// +k8s:printerColumn:name="Cel99",type=string,expression=`has(self.status) && has(self.status.f69) && has(self.status.f69.f73) ? string(self.status.f69.f73) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind48
type Kind48 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec49 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind48List is a list of Kind48.
//
// +kubebuilder:object:root=true
type Kind48List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind48 `json:"items"`
}

// Kind100 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f64"
// +kubebuilder:printcolumn:name="Col101",type="integer",JSONPath=`.spec.f64`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f65.app`,priority=1
// +k8s:printerColumn:name="Cel103",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup104",type="string",JSONPath=`.metadata.name`,priority=1
type Kind100 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec49 `json:"spec,omitempty"`
}

// Kind100List is a list of Kind100.
//
// +kubebuilder:object:root=true
type Kind100List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind100 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F17 *float64 `json:"f17,omitzero"`
}

// S5 is a random struct.
type S5 struct {
	F6 Mode `json:"f6,omitempty"`
	F7 *intstr.IntOrString `json:"f7"`
	F8 float64 `json:"f8"`
	F9 S10 `json:"f9"`
	F15 float32 `json:"f15,omitempty"`
	// +k8s:schema:selectableField
	F16 int `json:"f16"`
}

// S10 is a random struct.
type S10 struct {
	F11 int64 `json:"f11,omitempty"`
	F12 Mode `json:"f12,omitempty"`
	F13 uint16 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 S20 `json:"f19,omitempty"`
	F32 intstr.IntOrString `json:"f32"`
	F33 List39 `json:"f33"`
}

// S20 is a random struct.
type S20 struct {
	F21 []Item22 `json:"f21,omitempty"`
	F29 Labels30 `json:"f29,omitempty"`
	F31 metav1.MicroTime `json:"f31,omitzero"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *metav1.Duration `json:"f23"`
	F24 bool `json:"f24"`
	F25 *int64 `json:"f25,omitempty"`
	F26 *uint16 `json:"f26,omitzero"`
	F27 intstr.IntOrString `json:"f27,omitempty"`
	F28 *uint8 `json:"f28"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// Item34 is a random struct.
type Item34 struct {
	F35 Template36 `json:"f35,omitempty"`
	F38 bool `json:"f38"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 *[]int8 `json:"f37,omitempty"`
}

// List39 is a declared list or map type.
type List39 []Item34

// Spec49 is a random struct.
type Spec49 struct {
	F50 int8 `json:"f50,omitempty"`
	F51 List63 `json:"f51,omitempty"`
	F64 *int8 `json:"f64,omitempty"`
	F65 Labels66 `json:"f65"`
	F67 *uint8 `json:"f67,omitempty,omitzero"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 metav1.Time `json:"f53,omitempty"`
	F54 *S55 `json:"f54"`
	F58 Labels59 `json:"f58"`
	Inline60 `json:",inline"`
}

// S55 is a random struct.
type S55 struct {
	F56 *metav1.MicroTime `json:"f56,omitempty,omitzero"`
	F57 uint8 `json:"f57,omitempty"`
}

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// Inline60 is a random struct.
type Inline60 struct {
	F61 metav1.Duration `json:"f61"`
	F62 *resource.Quantity `json:"f62"`
}

// List63 is a declared list or map type.
type List63 []Item52

// Labels66 is a declared list or map type.
type Labels66 map[string]string

// Status68 is a random struct.
type Status68 struct {
	F69 *S70 `json:"f69,omitempty"`
	F75 metav1.Duration `json:"f75,omitempty"`
	F76 S77 `json:"f76"`
}

// S70 is a random struct.
type S70 struct {
	// +k8s:selectableField:description="The f71 of the kind.",trigger=true
	F71 intstr.IntOrString `json:"f71,omitempty"`
	F72 map[string]string `json:"f72,omitempty"`
	F73 int32 `json:"f73,omitempty"`
	F74 float64 `json:"f74,omitempty"`
}

// S77 is a random struct.
type S77 struct {
	F78 float32 `json:"f78"`
	F79 []Item80 `json:"f79,omitempty"`
	// +k8s:selectableField:default="80"
	F87 intstr.IntOrString `json:"f87,omitempty"`
	F88 map[string]string `json:"f88"`
	Skipped89 string `json:"-"`
}

// Item80 is a random struct.
type Item80 struct {
	F81 float32 `json:"f81,omitzero"`
	F82 int64 `json:"f82"`
	F83 *resource.Quantity `json:"f83,omitempty"`
	F84 []byte `json:"f84,omitempty"`
	F85 intstr.IntOrString `json:"f85"`
	F86 *int32 `json:"f86"`
}

