package p1259

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:selectableField:jsonPath=".status.f7",description="The f7 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f8"
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.status.f7`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.status.f8`,priority=1,format=int32
// +k8s:printerColumn:name="Col29",type=date,jsonPath=`.status.f11.f22`,priority=1
// +k8s:printerColumn:name="Col30",type=boolean,jsonPath=`.status.f11.f25`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f9.app`,description="A column."
// +k8s:printerColumn:name="Cel32",type=string,expression=`has(self.status) && has(self.status.f11) && has(self.status.f11.f21) ? string(self.status.f11.f21) : "none"`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f39",default="false"
// +k8s:schema:selectableField:jsonPath=".status.f45.f51",default="-1",description="The f51 of the kind."
// +k8s:printerColumn:name="Col54",type=boolean,jsonPath=`.spec.f39`,description="A column."
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f44`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f35.app`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f40.app`
// +k8s:printerColumn:name="Cel58",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind33z,singular=kind33
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec34 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f64.f66",default="4",description="The f66 of the kind."
// +kubebuilder:resource:scope=Cluster,shortName=xkind59
// +kubebuilder:printcolumn:name="Dup79",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup79",type="string",JSONPath=`.metadata.name`
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec60 `json:"spec,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *resource.Quantity `json:"f3"`
	F4 Mode `json:"f4,omitempty"`
	Skipped5 string `json:"-"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 int64 `json:"f7,omitempty"`
	F8 int16 `json:"f8"`
	F9 Labels10 `json:"f9"`
	F11 S12 `json:"f11,omitempty"`
	F26 *uint8 `json:"f26,omitempty,omitzero"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// S12 is a random struct.
type S12 struct {
	F13 Template14 `json:"f13"`
	F16 *Template17 `json:"f16"`
	// +k8s:schema:selectableField:description="The f19 of the kind."
	F19 int16 `json:"f19,omitempty"`
	Inline20 `json:",inline"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 []int8 `json:"f15"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 uint16 `json:"f18"`
}

// Inline20 is a random struct.
type Inline20 struct {
	// +k8s:schema:selectableField:default="3",description="The f21 of the kind."
	F21 *int32 `json:"f21,omitempty"`
	// +k8s:schema:selectableField
	F22 *metav1.Time `json:"f22"`
	F23 uint64 `json:"f23,omitempty"`
	F24 int64 `json:"f24"`
	F25 bool `json:"f25,omitempty,omitzero"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 map[string]string `json:"f35,omitempty"`
	F36 Template37 `json:"f36,omitempty"`
	F39 bool `json:"f39,omitempty"`
	F40 map[string]string `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *int64 `json:"f38,omitempty,omitzero"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 int `json:"f43,omitzero"`
	F44 *uint64 `json:"f44"`
	F45 *S46 `json:"f45"`
	// +k8s:schema:selectableField
	F52 string `json:"f52,omitempty"`
	Skipped53 string `json:"-"`
}

// S46 is a random struct.
type S46 struct {
	F47 uint64 `json:"f47,omitempty"`
	// +k8s:schema:selectableField:default="5"
	F48 uint8 `json:"f48,omitempty"`
	// +k8s:selectableField:description="The f49 of the kind."
	F49 int16 `json:"f49"`
	F50 *uint64 `json:"f50"`
	F51 int8 `json:"f51,omitzero"`
}

// Spec60 is a random struct.
type Spec60 struct {
	F61 Template62 `json:"f61,omitempty"`
	F64 S65 `json:"f64"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 []byte `json:"f63"`
}

// S65 is a random struct.
type S65 struct {
	F66 *int64 `json:"f66,omitempty"`
	F67 []Item68 `json:"f67,omitempty"`
	F74 Template75 `json:"f74"`
	F77 Labels78 `json:"f77"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 *float32 `json:"f69"`
	F70 uint32 `json:"f70,omitempty"`
	F71 *metav1.MicroTime `json:"f71"`
	F72 int64 `json:"f72,omitempty"`
	F73 *int `json:"f73,omitempty"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 resource.Quantity `json:"f76,omitempty"`
}

// Labels78 is a declared list or map type.
type Labels78 map[string]string

